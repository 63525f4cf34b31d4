/**
 * The review's plain words for a Hanamikoji decision (src/framework/review.ts): the choice of action,
 * the cards it uses, the split of a Competition and the pick from an offer. Read from the deciding
 * player's view only.
 */
import type { Lang, ReviewHooks } from '../../src/framework/game';
import { CHARM, type Geisha } from './cards';
import type { HanamikojiMove } from './moves';
import type { HanamikojiView } from './view';

type Words = Readonly<Record<Lang, string>>;

const ACTION: Readonly<Record<string, Words>> = {
  secret: { en: 'the Secret', ja: '秘密' },
  tradeoff: { en: 'the Trade-off', ja: '取引' },
  gift: { en: 'the Gift', ja: '贈り物' },
  competition: { en: 'the Competition', ja: '競争' },
};

const geisha = (g: Geisha, lang: Lang): string => (lang === 'ja' ? `${g}（魅力${CHARM[g]}）` : `${g} (charm ${CHARM[g]})`);
const cards = (gs: readonly Geisha[], lang: Lang): string => gs.join(lang === 'ja' ? '・' : '+');
const charmOf = (gs: readonly Geisha[]): number => gs.reduce((n, g) => n + CHARM[g], 0);

/** The cards a move uses or takes, in words ("A+F | C+G" for a Competition's split). */
function detail(view: HanamikojiView, move: HanamikojiMove, lang: Lang): string {
  switch (move.type) {
    case 'secret':
    case 'pick-gift':
      return geisha(move.card, lang);
    case 'tradeoff':
    case 'gift':
      return cards(move.cards, lang);
    case 'competition':
      return `${cards(move.pairs[0], lang)} | ${cards(move.pairs[1], lang)}`;
    case 'pick-pair': {
      const offer = view.pending;
      return offer?.kind === 'competition' ? cards(offer.pairs[move.index], lang) : String(move.index + 1);
    }
  }
}

function explainPick(view: HanamikojiView, played: HanamikojiMove, best: HanamikojiMove, lang: Lang): string {
  const taken = (m: HanamikojiMove): Geisha[] =>
    m.type === 'pick-gift' ? [m.card] : m.type === 'pick-pair' && view.pending?.kind === 'competition' ? [...view.pending.pairs[m.index]] : [];
  const more = charmOf(taken(best)) > charmOf(taken(played));
  if (lang === 'ja')
    return `申し出からは${detail(view, played, lang)}より${detail(view, best, lang)}を取るべきだった：${more ? '魅力の高い芸者に近づく' : '争っている芸者の勝敗を決める'}。`;
  return `From the offer, take ${detail(view, best, lang)} rather than ${detail(view, played, lang)}: ${
    more ? 'it brings you closer to the geishas worth more charm' : 'it settles the geishas still in the balance'
  }.`;
}

function explainAction(view: HanamikojiView, played: HanamikojiMove, best: HanamikojiMove, lang: Lang): string {
  const bestAction = ACTION[best.type] as Words;
  const playedAction = ACTION[played.type] as Words;
  if (best.type !== played.type) {
    return lang === 'ja'
      ? `今は${playedAction.ja}より${bestAction.ja}（${detail(view, best, lang)}）を使い、${playedAction.ja}は後に取っておくべきだった。`
      : `Play ${bestAction.en} now (${detail(view, best, lang)}) and keep ${playedAction.en} for later.`;
  }
  if (best.type === 'competition')
    return lang === 'ja'
      ? `競争の分け方は${detail(view, best, lang)}が良かった：相手がどちらを取っても失うものが少ない。`
      : `Split the Competition as ${detail(view, best, lang)}: whichever pair the opponent takes, you give away less.`;
  if (best.type === 'gift')
    return lang === 'ja'
      ? `贈り物は${detail(view, best, lang)}が良かった：相手が一番欲しい1枚を選んでも痛手が小さい。`
      : `Offer ${detail(view, best, lang)} as the Gift: the card the opponent picks from it hurts you less.`;
  return lang === 'ja'
    ? `${bestAction.ja}には${detail(view, played, lang)}より${detail(view, best, lang)}を使うべきだった。`
    : `Use ${detail(view, best, lang)} for ${bestAction.en} rather than ${detail(view, played, lang)}.`;
}

const PICK: Words = { en: 'Take', ja: '取る' };

function moveName(view: HanamikojiView, move: HanamikojiMove, lang: Lang): string {
  const what = detail(view, move, lang);
  if (move.type === 'pick-gift' || move.type === 'pick-pair') return lang === 'ja' ? `${what}を${PICK.ja}` : `${PICK.en} ${what}`;
  const action = (ACTION[move.type] as Words)[lang];
  return lang === 'ja' ? `${action}：${what}` : `${action.charAt(4).toUpperCase()}${action.slice(5)}: ${what}`;
}

export const review: ReviewHooks<HanamikojiView, HanamikojiMove> = {
  roundOf: (view) => view.round,
  moveName,
  explain: (view, played, best, lang) =>
    best.type === 'pick-gift' || best.type === 'pick-pair' ? explainPick(view, played, best, lang) : explainAction(view, played, best, lang),
};
