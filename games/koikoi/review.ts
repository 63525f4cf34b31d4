/**
 * The review's plain words for a Koi-Koi decision (src/framework/review.ts): koi-koi or stop, which
 * card to play and which match to take. Read from the deciding player's view only.
 */
import type { Lang, ReviewHooks } from '../../src/framework/game';
import { cardInfo, type CardKind } from './cards';
import { matchesOf } from './rules';
import type { KoiKoiMove } from './state';
import type { KoiKoiView } from './view';

const KIND: Readonly<Record<CardKind, Readonly<Record<Lang, string>>>> = {
  bright: { en: 'a bright', ja: '光札' },
  animal: { en: 'an animal', ja: '種札' },
  ribbon: { en: 'a ribbon', ja: '短冊' },
  plain: { en: 'a plain', ja: 'カス' },
};
const RANK: Readonly<Record<CardKind, number>> = { bright: 3, animal: 2, ribbon: 1, plain: 0 };

const name = (id: string, lang: Lang): string => cardInfo(id).name[lang];

/** The cards a play or take would capture, as far as the view shows (the draw that follows is unknown). */
function captured(view: KoiKoiView, move: KoiKoiMove): string[] {
  if (move.type === 'take' && view.pending?.kind === 'draw-choice') return [view.pending.card, move.match];
  if (move.type !== 'play') return [];
  const matches = matchesOf(view.field, move.card);
  if (matches.length === 0) return [];
  // Three cards of a month on the field are all taken; otherwise the chosen (or only) match.
  if (matches.length === 3) return [move.card, ...matches];
  return [move.card, move.match ?? (matches[0] as string)];
}

/** The best card a set of captures holds, for "it takes a bright". */
function finest(cards: readonly string[]): string | null {
  let best: string | null = null;
  for (const id of cards) if (best === null || RANK[cardInfo(id).kind] > RANK[cardInfo(best).kind]) best = id;
  return best;
}

function describePlay(view: KoiKoiView, move: KoiKoiMove, lang: Lang): string {
  const taken = captured(view, move).filter((id) => move.type !== 'play' || id !== move.card);
  if (move.type === 'take') return lang === 'ja' ? `${name(move.match, lang)}を取る` : `take ${name(move.match, lang)}`;
  if (move.type !== 'play') return '';
  if (taken.length === 0) return lang === 'ja' ? `${name(move.card, lang)}を場に出す` : `play ${name(move.card, lang)} to the field`;
  return lang === 'ja'
    ? `${name(move.card, lang)}で${taken.map((id) => name(id, lang)).join('・')}を取る`
    : `play ${name(move.card, lang)} to take ${taken.map((id) => name(id, lang)).join(', ')}`;
}

function explainDecide(view: KoiKoiView, best: KoiKoiMove, lang: Lang): string {
  const points = view.pending?.kind === 'decide' ? view.pending.points : 0;
  const hand = view.hand.length;
  if (best.type === 'stop') {
    return lang === 'ja'
      ? `ここは上がり：${points}点が確定していた。こいこいすると、相手が役を作ってこの月を奪う恐れの方が大きかった。`
      : `Stop here: ${points} points were safe, and calling koi-koi gave the opponent more chance to take the month than it gave you to add to it.`;
  }
  return lang === 'ja'
    ? `こいこいが得だった：手札${hand}枚で役を伸ばす見込みが、相手に月を奪われる危険より大きかった（今上がれば${points}点）。`
    : `Koi-koi was worth it: with ${hand} cards in hand your yaku had more room to grow than the opponent had to catch up (stopping banked ${points} points).`;
}

function explainCapture(view: KoiKoiView, played: KoiKoiMove, best: KoiKoiMove, lang: Lang): string {
  const gain = finest(captured(view, best));
  const better = describePlay(view, best, lang);
  const worse = describePlay(view, played, lang);
  const why =
    gain && captured(view, played).every((id) => RANK[cardInfo(id).kind] < RANK[cardInfo(gain).kind])
      ? lang === 'ja'
        ? `${KIND[cardInfo(gain).kind].ja}（${name(gain, lang)}）が手に入る。`
        : `it takes ${KIND[cardInfo(gain).kind].en} (${name(gain, lang)}).`
      : lang === 'ja'
        ? '役の見込みと、相手に残す札の差。'
        : 'it does more for your yaku and leaves the opponent less.';
  return lang === 'ja' ? `${worse}より、${better}方が良かった：${why}` : `Better to ${better} than to ${worse}: ${why}`;
}

const cap = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

function moveName(view: KoiKoiView, move: KoiKoiMove, lang: Lang): string {
  if (move.type === 'koikoi') return lang === 'ja' ? 'こいこい' : 'Koi-koi';
  if (move.type === 'stop') return lang === 'ja' ? '上がり' : 'Stop';
  return cap(describePlay(view, move, lang));
}

export const review: ReviewHooks<KoiKoiView, KoiKoiMove> = {
  roundOf: (view) => view.month,
  moveName,
  explain(view, played, best, lang) {
    if (best.type === 'koikoi' || best.type === 'stop') return explainDecide(view, best, lang);
    return explainCapture(view, played, best, lang);
  },
};
