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

/** An action as the review's sentences name it: English with its article, German in the accusative. */
const ACTION: Readonly<Record<string, Words>> = {
  secret: { en: 'the Secret', ja: '秘密', de: 'das Geheimnis' },
  tradeoff: { en: 'the Trade-off', ja: '破棄', de: 'die Ablage' },
  gift: { en: 'the Gift', ja: '贈呈', de: 'das Angebot' },
  competition: { en: 'the Competition', ja: '競争', de: 'den Tausch' },
};

const geisha = (g: Geisha, lang: Lang): string => (lang === 'ja' ? `${g}（魅力${CHARM[g]}）` : lang === 'de' ? `${g} (Gunst ${CHARM[g]})` : `${g} (charm ${CHARM[g]})`);
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

/** The review's sentences per language; the moves come in already worded. */
const SAY = {
  en: {
    pick: (best: string, played: string, more: boolean) =>
      `From the offer, take ${best} rather than ${played}: ${more ? 'it brings you closer to the geishas worth more charm' : 'it settles the geishas still in the balance'}.`,
    otherAction: (best: string, bestDetail: string, played: string) => `Play ${best} now (${bestDetail}) and keep ${played} for later.`,
    split: (best: string) => `Split the Competition as ${best}: whichever pair the opponent takes, you give away less.`,
    gift: (best: string) => `Offer ${best} as the Gift: the card the opponent picks from it hurts you less.`,
    cards: (action: string, best: string, played: string) => `Use ${best} for ${action} rather than ${played}.`,
    take: (what: string) => `Take ${what}`,
  },
  ja: {
    pick: (best: string, played: string, more: boolean) =>
      `申し出からは${played}より${best}を取るべきだった：${more ? '魅力の高い芸者に近づく' : '争っている芸者の勝敗を決める'}。`,
    otherAction: (best: string, bestDetail: string, played: string) => `今は${played}より${best}（${bestDetail}）を使い、${played}は後に取っておくべきだった。`,
    split: (best: string) => `競争の分け方は${best}が良かった：相手がどちらを取っても失うものが少ない。`,
    gift: (best: string) => `贈呈は${best}が良かった：相手が一番欲しい1枚を選んでも痛手が小さい。`,
    cards: (action: string, best: string, played: string) => `${action}には${played}より${best}を使うべきだった。`,
    take: (what: string) => `${what}を取る`,
  },
  de: {
    pick: (best: string, played: string, more: boolean) =>
      `Nimm aus dem Gebotenen ${best} statt ${played}: ${more ? 'Das bringt dich den Geishas mit mehr Gunst näher' : 'Das entscheidet die Geishas, die noch offen sind'}.`,
    otherAction: (best: string, bestDetail: string, played: string) => `Spiel jetzt ${best} (${bestDetail}) und heb dir ${played} für später auf.`,
    split: (best: string) => `Teile den Tausch als ${best} auf: Welches Paar der Gegner auch nimmt, du gibst weniger ab.`,
    gift: (best: string) => `Biete ${best} als Angebot an: Die Karte, die der Gegner daraus nimmt, schadet dir weniger.`,
    cards: (action: string, best: string, played: string) => `Nimm ${best} für ${action} statt ${played}.`,
    take: (what: string) => `${what} nehmen`,
  },
} as const satisfies Record<Lang, unknown>;

function explainPick(view: HanamikojiView, played: HanamikojiMove, best: HanamikojiMove, lang: Lang): string {
  const taken = (m: HanamikojiMove): Geisha[] =>
    m.type === 'pick-gift' ? [m.card] : m.type === 'pick-pair' && view.pending?.kind === 'competition' ? [...view.pending.pairs[m.index]] : [];
  return SAY[lang].pick(detail(view, best, lang), detail(view, played, lang), charmOf(taken(best)) > charmOf(taken(played)));
}

function explainAction(view: HanamikojiView, played: HanamikojiMove, best: HanamikojiMove, lang: Lang): string {
  const say = SAY[lang];
  const bestAction = (ACTION[best.type] as Words)[lang];
  if (best.type !== played.type) return say.otherAction(bestAction, detail(view, best, lang), (ACTION[played.type] as Words)[lang]);
  if (best.type === 'competition') return say.split(detail(view, best, lang));
  if (best.type === 'gift') return say.gift(detail(view, best, lang));
  return say.cards(bestAction, detail(view, best, lang), detail(view, played, lang));
}

function moveName(view: HanamikojiView, move: HanamikojiMove, lang: Lang): string {
  const what = detail(view, move, lang);
  if (move.type === 'pick-gift' || move.type === 'pick-pair') return SAY[lang].take(what);
  const action = (ACTION[move.type] as Words)[lang];
  if (lang === 'ja') return `${action}：${what}`;
  // The action without its article: "Secret: G", "Geheimnis: G".
  const bare = action.slice(action.indexOf(' ') + 1);
  return `${bare.charAt(0).toUpperCase()}${bare.slice(1)}: ${what}`;
}

export const review: ReviewHooks<HanamikojiView, HanamikojiMove> = {
  roundOf: (view) => view.round,
  moveName,
  explain: (view, played, best, lang) =>
    best.type === 'pick-gift' || best.type === 'pick-pair' ? explainPick(view, played, best, lang) : explainAction(view, played, best, lang),
};
