/**
 * The review's plain words for a Koi-Koi decision (src/framework/review.ts): koi-koi or stop, which
 * card to play and which match to take. Read from the deciding player's view only.
 */
import type { Lang, ReviewHooks } from '../../src/framework/game';
import { cardInfo, type CardKind } from '../shared/hanafuda/cards';
import { matchesOf } from './rules';
import type { KoiKoiMove } from './state';
import type { KoiKoiView } from './view';

const KIND: Readonly<Record<CardKind, Readonly<Record<Lang, string>>>> = {
  bright: { en: 'a bright', ja: '光札', de: 'ein Licht' },
  animal: { en: 'an animal', ja: '種札', de: 'ein Tier' },
  ribbon: { en: 'a ribbon', ja: '短冊', de: 'ein Band' },
  plain: { en: 'a plain', ja: 'カス', de: 'eine einfache Karte' },
};
const RANK: Readonly<Record<CardKind, number>> = { bright: 3, animal: 2, ribbon: 1, plain: 0 };

const name = (id: string, lang: Lang): string => cardInfo(id).name[lang];

/** A count with its noun, singular for one ("1 card", "5 cards"; German "1 Karte", "5 Karten"). */
const count = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;

/** The review's sentences per language; cards come in already named. */
const SAY = {
  en: {
    join: ', ',
    take: (card: string) => `take ${card}`,
    toField: (card: string) => `play ${card} to the field`,
    capture: (card: string, taken: string) => `play ${card} to take ${taken}`,
    stop: (points: number) =>
      `Stop here: ${count(points, 'point was', 'points were')} safe, and calling koi-koi gave the opponent more chance to take the month than it gave you to add to it.`,
    koikoi: (hand: number, points: number) =>
      `Koi-koi was worth it: with ${count(hand, 'card', 'cards')} in hand your yaku had more room to grow than the opponent had to catch up (stopping banked ${count(points, 'point', 'points')}).`,
    gains: (kind: string, card: string) => `it takes ${kind} (${card}).`,
    yakuAndLeft: 'it does more for your yaku and leaves the opponent less.',
    better: (better: string, worse: string, why: string) => `Better to ${better} than to ${worse}: ${why}`,
    koikoiName: 'Koi-koi',
    stopName: 'Stop',
  },
  ja: {
    join: '・',
    take: (card: string) => `${card}を取る`,
    toField: (card: string) => `${card}を場に出す`,
    capture: (card: string, taken: string) => `${card}で${taken}を取る`,
    stop: (points: number) => `ここは上がり：${points}点が確定していた。こいこいすると、相手が役を作ってこの月を奪う恐れの方が大きかった。`,
    koikoi: (hand: number, points: number) => `こいこいが得だった：手札${hand}枚で役を伸ばす見込みが、相手に月を奪われる危険より大きかった（今上がれば${points}点）。`,
    gains: (kind: string, card: string) => `${kind}（${card}）が手に入る。`,
    yakuAndLeft: '役の見込みと、相手に残す札の差。',
    better: (better: string, worse: string, why: string) => `${worse}より、${better}方が良かった：${why}`,
    koikoiName: 'こいこい',
    stopName: '上がり',
  },
  de: {
    join: ', ',
    take: (card: string) => `${card} nehmen`,
    toField: (card: string) => `${card} aufs Feld spielen`,
    capture: (card: string, taken: string) => `${card} spielen und ${taken} nehmen`,
    stop: (points: number) =>
      `Hier aufhören: ${count(points, 'Punkt war', 'Punkte waren')} sicher, und Koi-Koi gab dem Gegner mehr Gelegenheit, den Monat zu holen, als dir, noch etwas dazuzugewinnen.`,
    koikoi: (hand: number, points: number) =>
      `Koi-Koi hat sich gelohnt: Mit ${count(hand, 'Karte', 'Karten')} auf der Hand hatten deine Yaku mehr Raum zu wachsen, als der Gegner zum Aufholen hatte (Aufhören hätte ${count(points, 'Punkt', 'Punkte')} gebracht).`,
    gains: (kind: string, card: string) => `Damit nimmst du ${kind} (${card}).`,
    yakuAndLeft: 'Das hilft deinen Yaku mehr und lässt dem Gegner weniger.',
    better: (better: string, worse: string, why: string) => `Besser ${better} als ${worse}: ${why}`,
    koikoiName: 'Koi-Koi',
    stopName: 'Aufhören',
  },
} as const satisfies Record<Lang, unknown>;

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
  const say = SAY[lang];
  const taken = captured(view, move).filter((id) => move.type !== 'play' || id !== move.card);
  if (move.type === 'take') return say.take(name(move.match, lang));
  if (move.type !== 'play') return '';
  if (taken.length === 0) return say.toField(name(move.card, lang));
  return say.capture(name(move.card, lang), taken.map((id) => name(id, lang)).join(say.join));
}

function explainDecide(view: KoiKoiView, best: KoiKoiMove, lang: Lang): string {
  const points = view.pending?.kind === 'decide' ? view.pending.points : 0;
  return best.type === 'stop' ? SAY[lang].stop(points) : SAY[lang].koikoi(view.hand.length, points);
}

function explainCapture(view: KoiKoiView, played: KoiKoiMove, best: KoiKoiMove, lang: Lang): string {
  const say = SAY[lang];
  const gain = finest(captured(view, best));
  const why =
    gain && captured(view, played).every((id) => RANK[cardInfo(id).kind] < RANK[cardInfo(gain).kind])
      ? say.gains(KIND[cardInfo(gain).kind][lang], name(gain, lang))
      : say.yakuAndLeft;
  return say.better(describePlay(view, best, lang), describePlay(view, played, lang), why);
}

const cap = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

function moveName(view: KoiKoiView, move: KoiKoiMove, lang: Lang): string {
  if (move.type === 'koikoi') return SAY[lang].koikoiName;
  if (move.type === 'stop') return SAY[lang].stopName;
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
