/**
 * Practice questions: a seeded random capture pile that holds at least one yaku, and four answers (the
 * yaku and points the real scoring gives, and three likely mistakes). Pure data, no UI.
 */
import { Rng } from '../../src/framework/rng';
import { CARD_IDS, compareCards } from '../shared/hanafuda/cards';
import { optionsSchema, presets, type KoiKoiOptions } from './options';
import { yakuProgress } from './progress';
import { scoreCaptures, type YakuId, type YakuScore } from './scoring';
import { CAPTURE_YAKU, YAKU_SEASON, yakuGroups } from './yaku-cards';
import { yakuPoints } from './yaku-points';

export interface Answer {
  readonly yaku: readonly YakuScore[];
  readonly total: number;
}

interface NearMiss {
  readonly id: YakuId;
  readonly missing: number;
}

export interface YakuQuestion {
  readonly pile: readonly string[];
  readonly calendarMonth: number;
  readonly choices: readonly Answer[];
  /** Index of the right answer in `choices`. */
  readonly correct: number;
  /** Yaku the pile nearly holds (one card short), for the explanation. */
  readonly nearMisses: readonly NearMiss[];
}

const MAX_PILE = 14;

const signature = (a: Answer): string =>
  a.yaku
    .map((y) => `${y.id}:${y.points}`)
    .sort()
    .join(',');

const answerOf = (yaku: readonly YakuScore[]): Answer => ({ yaku, total: yaku.reduce((n, y) => n + y.points, 0) });

/** Cards that form `id` (a random choice among its cards where it needs only some of them). */
function cardsFor(id: YakuId, options: KoiKoiOptions, month: number, rng: Rng): string[] {
  return yakuGroups(id, options, month).flatMap((g) => rng.shuffle(g.cards).slice(0, g.need));
}

function pileFor(options: KoiKoiOptions, rng: Rng): { pile: string[]; month: number } {
  const playable = CAPTURE_YAKU.filter((id) => yakuPoints(id, options) !== null && id !== 'kasu');
  const first = rng.pick(playable);
  let month = YAKU_SEASON[first] !== undefined && options.viewingYaku === 'in-season' ? (YAKU_SEASON[first] as number) : 1 + rng.int(12);
  const cards = new Set(cardsFor(first, options, month, rng));
  // Sometimes a second, small yaku, so some answers add two yaku up.
  if (rng.int(2) === 0) {
    const small = playable.filter((id) => id !== first && id !== 'tsukifuda' && yakuGroups(id, options, month).reduce((n, g) => n + g.need, 0) <= 3);
    const second = rng.pick(small);
    for (const c of cardsFor(second, options, month, rng)) if (cards.size < MAX_PILE - 2) cards.add(c);
  }
  if (first === 'tsukifuda' && rng.int(2) === 0) month = 1 + rng.int(12);
  // A few loose cards, as in a real pile: they may add points (an extra ribbon) or nearly form a yaku.
  const loose = rng.shuffle(CARD_IDS.filter((c) => !cards.has(c))).slice(0, 2 + rng.int(5));
  for (const c of loose) if (cards.size < MAX_PILE) cards.add(c);
  return { pile: [...cards], month };
}

function distractors(right: Answer, pile: readonly string[], month: number, options: KoiKoiOptions, nearMisses: readonly NearMiss[], rng: Rng): Answer[] {
  const out: Answer[] = [];
  const y = right.yaku;
  // Forgetting a yaku.
  if (y.length >= 2) out.push(answerOf(y.filter((_, i) => i !== rng.int(y.length))));
  // Forgetting (or inventing) the point per extra card.
  const bump = rng.int(y.length);
  out.push(answerOf(y.map((s, i) => (i === bump ? { ...s, points: s.points + 1 } : s))));
  if ((y[bump]?.points ?? 0) > 1) out.push(answerOf(y.map((s, i) => (i === bump ? { ...s, points: s.points - 1 } : s))));
  // Counting a yaku that is one card short.
  for (const miss of nearMisses) {
    const points = yakuPoints(miss.id, options);
    if (points !== null) out.push(answerOf([...y, { id: miss.id, points }]));
  }
  // Another preset's scoring of the same pile.
  for (const p of presets) {
    const other = scoreCaptures(pile, optionsSchema.parse(p.options), month);
    if (other.yaku.length > 0) out.push(answerOf(other.yaku));
  }
  // Doubling applied too early (only when the rules double 7 or more).
  if (right.total >= 7) out.push({ yaku: y, total: right.total * 2 });
  return rng.shuffle(out);
}

function yakuQuestion(options: KoiKoiOptions, rng: Rng): YakuQuestion {
  for (;;) {
    const { pile, month } = pileFor(options, rng);
    const score = scoreCaptures(pile, options, month);
    if (score.yaku.length === 0) continue;
    const right = answerOf(score.yaku);
    const [mine] = yakuProgress({ viewer: 0, options, calendarMonth: month, hand: [], field: [], captures: [pile, []], pending: null });
    const nearMisses = mine.possible.filter((p) => p.need - p.have === 1 && !p.needsAnotherYaku).map((p) => ({ id: p.id, missing: 1 }));
    const seen = new Set([signature(right) + right.total]);
    const wrong: Answer[] = [];
    for (const d of distractors(right, pile, month, options, nearMisses, rng)) {
      const key = signature(d) + d.total;
      if (seen.has(key) || d.yaku.length === 0) continue;
      seen.add(key);
      wrong.push(d);
      if (wrong.length === 3) break;
    }
    if (wrong.length < 3) continue;
    const choices = rng.shuffle([right, ...wrong]);
    return {
      pile: pile.slice().sort(compareCards),
      calendarMonth: month,
      choices,
      correct: choices.indexOf(right),
      nearMisses,
    };
  }
}

/** `count` questions from one seed: the same seed and rules always give the same set. */
export function yakuQuiz(options: KoiKoiOptions, seed: number, count = 5): YakuQuestion[] {
  const rng = Rng.fromSeed(seed);
  return Array.from({ length: count }, () => yakuQuestion(options, rng));
}
