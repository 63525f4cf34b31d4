/**
 * Practice questions for Hana-awase, pure data (no Vue): seeded, so one seed and one set of rules always
 * give the same questions. Two kinds, taking turns:
 * - yaku: a pile of captured cards; which yaku does it score? The answer is yakuOf's, the wrong choices
 *   the likely mistakes (every member of an exclusive group counted, a lesser member instead of the best,
 *   the willow ribbon counted as one of the many ribbons, the rain man's house rule forgotten or imagined,
 *   a yaku one card short counted, a yaku forgotten, a wrong value);
 * - score: a whole round's captures at a table of the rules' size; what does one player score? The answer is
 *   scoreRound's, the wrong choices the formula's likely slips (additive instead of zero-sum, own yaku not
 *   multiplied, the opponents' yaku not paid, another table's par, …).
 * Nothing here knows an answer of its own: every right answer is asked of the rules.
 */
import { Rng } from '../../../../src/framework/rng';
import type { Seat } from '../../../../src/framework/game';
import { CARD_IDS, RAIN_MAN, cardsOfMonth, compareCards } from '../../../shared/hanafuda/cards';
import { par } from '../../cards';
import type { HanaAwaseOptions } from '../../options';
import { scoreRound, type RoundScore } from '../../scoring';
import { COUNTED_RIBBONS, YAKU, YAKU_GROUPS, yakuOf, yakuRow, yakuTotal, type YakuId, type YakuRow, type YakuScore } from '../../yaku';

export interface YakuAnswer {
  readonly yaku: readonly YakuScore[];
  readonly total: number;
}

export interface YakuQuestion {
  readonly kind: 'yaku';
  readonly pile: readonly string[];
  readonly choices: readonly YakuAnswer[];
  /** Index of the right answer in `choices`. */
  readonly correct: number;
  /** Members of an exclusive group the pile also forms, outranked by the group's best one it forms. */
  readonly outranked: readonly { readonly best: YakuId; readonly other: YakuId }[];
  /** Viewing yaku the pile forms but may not score: the rain man is in it under rainSpoilsViewing. */
  readonly spoiled: readonly YakuId[];
  /** Yaku the pile is one card short of. */
  readonly nearMisses: readonly YakuId[];
}

export interface ScoreQuestion {
  readonly kind: 'score';
  /** Every seat's captures: all 48 cards. */
  readonly piles: readonly (readonly string[])[];
  readonly dealer: Seat;
  /** The seat whose round score is asked. */
  readonly seat: Seat;
  /** The round as the rules score it. */
  readonly round: RoundScore;
  /** Round scores, lowest first. */
  readonly choices: readonly number[];
  readonly correct: number;
}

export type PracticeQuestion = YakuQuestion | ScoreQuestion;

const MAX_PILE = 16;
const answerOf = (yaku: readonly YakuScore[]): YakuAnswer => ({ yaku, total: yakuTotal(yaku) });
const signature = (a: YakuAnswer): string =>
  a.yaku
    .map((y) => `${y.id}:${y.points}`)
    .sort()
    .join(',');
const inTableOrder = (yaku: readonly YakuScore[]): YakuScore[] => {
  const order = YAKU.map((y) => y.id);
  return [...yaku].sort((a, b) => order.indexOf(a.id) - order.indexOf(b.id));
};

const have = (row: YakuRow, pile: ReadonlySet<string>): number => row.cards.filter((c) => pile.has(c)).length;

/** Every row whose cards the pile holds, groups not resolved (and the rain man's rule applied or not). */
function allFormed(pile: readonly string[], spoil: boolean): YakuScore[] {
  const set = new Set(pile);
  return YAKU.filter((y) => have(y, set) >= y.needs && !(spoil && y.group === 'viewing')).map((y) => ({ id: y.id, points: y.value }));
}

/** A pile holding one or two yaku (a random choice of their cards where only some are needed) and a few loose cards. */
function yakuPile(options: HanaAwaseOptions, rng: Rng): string[] {
  const first = rng.pick(YAKU);
  const cards = new Set(rng.shuffle(first.cards).slice(0, first.needs));
  if (rng.int(2) === 0) {
    const second = rng.pick(YAKU.filter((y) => y.id !== first.id && y.needs <= 4));
    for (const c of rng.shuffle(second.cards).slice(0, second.needs)) cards.add(c);
  }
  // The rain man beside a viewing yaku, now and then: its house rule is worth a question either way.
  if (first.group === 'viewing' && rng.int(3) === 0) cards.add(RAIN_MAN);
  // The willow ribbon beside five or six counted ribbons, now and then: it is not one of them.
  if (first.group === 'many-ribbons' && rng.int(3) === 0) cards.add('11-ribbon');
  const loose = rng.shuffle(CARD_IDS.filter((c) => !cards.has(c))).slice(0, 2 + rng.int(5));
  for (const c of loose) if (cards.size < MAX_PILE) cards.add(c);
  return [...cards].sort(compareCards);
}

function yakuMistakes(pile: readonly string[], right: readonly YakuScore[], options: HanaAwaseOptions, nearMisses: readonly YakuId[], rng: Rng): YakuAnswer[] {
  const out: YakuAnswer[] = [];
  // Every member of a group counted, not only the best.
  out.push(answerOf(allFormed(pile, options.rainSpoilsViewing && pile.includes(RAIN_MAN))));
  // The rain man's house rule forgotten, or applied when it is not in force.
  if (pile.includes(RAIN_MAN)) out.push(answerOf(yakuOf(pile, { rainSpoilsViewing: !options.rainSpoilsViewing })));
  // A lesser member of a group instead of its best.
  for (const y of right) {
    const group = yakuRow(y.id).group;
    if (!group) continue;
    const formed = allFormed(pile, options.rainSpoilsViewing && pile.includes(RAIN_MAN)).map((f) => f.id);
    const lesser = YAKU_GROUPS[group].find((id) => id !== y.id && formed.includes(id));
    if (lesser) out.push(answerOf(right.map((r) => (r.id === y.id ? { id: lesser, points: yakuRow(lesser).value } : r))));
  }
  // The willow ribbon counted among the many ribbons.
  const ribbons = pile.filter((c) => COUNTED_RIBBONS.includes(c)).length;
  if (pile.includes('11-ribbon') && ribbons >= 5) {
    const id: YakuId = ribbons + 1 >= 7 ? 'nanatan' : 'rokutan';
    out.push(answerOf(inTableOrder([...right.filter((r) => yakuRow(r.id).group !== 'many-ribbons'), { id, points: yakuRow(id).value }])));
  }
  // A yaku one card short counted.
  for (const id of nearMisses) out.push(answerOf(inTableOrder([...right, { id, points: yakuRow(id).value }])));
  // A yaku forgotten.
  if (right.length >= 2) out.push(answerOf(right.filter((_, i) => i !== rng.int(right.length))));
  // A wrong value.
  if (right.length > 0) {
    const k = rng.int(right.length);
    const step = rng.int(2) === 0 ? 10 : -10;
    out.push(answerOf(right.map((r, i) => (i === k && r.points + step > 0 ? { ...r, points: r.points + step } : r))));
  }
  return rng.shuffle(out);
}

function yakuQuestion(options: HanaAwaseOptions, rng: Rng): YakuQuestion {
  for (;;) {
    const pile = yakuPile(options, rng);
    const right = yakuOf(pile, options);
    const spoil = options.rainSpoilsViewing && pile.includes(RAIN_MAN);
    const formed = allFormed(pile, spoil).map((f) => f.id);
    const spoiled = spoil ? allFormed(pile, false).filter((f) => yakuRow(f.id).group === 'viewing').map((f) => f.id) : [];
    // A pile with nothing to find is no question, unless the rain man took its yaku away.
    if (right.length === 0 && spoiled.length === 0) continue;
    const outranked = right.flatMap((y) => {
      const group = yakuRow(y.id).group;
      return group ? YAKU_GROUPS[group].filter((id) => id !== y.id && formed.includes(id)).map((other) => ({ best: y.id, other })) : [];
    });
    const set = new Set(pile);
    const scored = new Set(right.map((y) => y.id));
    const nearMisses = YAKU.filter((y) => !formed.includes(y.id) && have(y, set) === y.needs - 1)
      // One short of a group's member that the pile's best of that group outranks anyway is no near miss.
      .filter((y) => !y.group || !right.some((r) => yakuRow(r.id).group === y.group && yakuRow(r.id).value >= y.value))
      .filter((y) => !(spoil && y.group === 'viewing') && !scored.has(y.id))
      .map((y) => y.id);
    const rightAnswer = answerOf(right);
    const seen = new Set([signature(rightAnswer)]);
    const wrong: YakuAnswer[] = [];
    for (const d of yakuMistakes(pile, right, options, nearMisses, rng)) {
      const key = signature(d);
      if (seen.has(key)) continue;
      seen.add(key);
      wrong.push(d);
      if (wrong.length === 3) break;
    }
    if (wrong.length < 3) continue;
    const choices = rng.shuffle([rightAnswer, ...wrong]);
    return { kind: 'yaku', pile, choices, correct: choices.indexOf(rightAnswer), outranked, spoiled, nearMisses };
  }
}

/** A round's captures as play leaves them: each month's cards taken in pairs, now and then all four by one seat. */
function roundPiles(players: number, rng: Rng): string[][] {
  const piles: string[][] = Array.from({ length: players }, () => []);
  for (let month = 1; month <= 12; month++) {
    const cards = rng.shuffle(cardsOfMonth(month));
    if (rng.int(5) === 0) (piles[rng.int(players)] as string[]).push(...cards);
    else {
      (piles[rng.int(players)] as string[]).push(...cards.slice(0, 2));
      (piles[rng.int(players)] as string[]).push(...cards.slice(2));
    }
  }
  return piles.map((p) => p.sort(compareCards));
}

/** Scores the formula's likely slips would give the seat. */
function scoreMistakes(q: Omit<ScoreQuestion, 'choices' | 'correct'>, options: HanaAwaseOptions): number[] {
  const n = q.piles.length;
  const s = q.round.seats[q.seat]!;
  const other = (changes: Partial<HanaAwaseOptions>): number => scoreRound(q.piles, q.dealer, { ...options, ...changes }).seats[q.seat]!.score;
  const out: number[] = [];
  if (q.round.void) out.push(other({ lowScoreVoid: false }));
  if (options.scoring === 'zero-sum') {
    out.push(
      s.cardPoints + s.yakuTotal,
      s.vsPar + s.yakuTotal - s.yakuPaid + s.compensation,
      s.vsPar + s.yakuWon + s.compensation,
      s.vsPar + s.compensation,
      s.vsPar + s.yakuWon - s.yakuPaid * (n - 1) + s.compensation,
      ...[n - 1, n + 1].filter((m) => m >= 2 && m <= 4).map((m) => s.cardPoints - par(options, m) + s.yakuWon - s.yakuPaid + s.compensation),
    );
  } else {
    out.push(other({ scoring: 'zero-sum' }), s.cardPoints, s.cardPoints + s.yakuTotal * (n - 1), s.cardPoints - par(options, n) + s.yakuTotal);
  }
  return out;
}

function scoreQuestion(options: HanaAwaseOptions, rng: Rng): ScoreQuestion {
  const players = options.players;
  for (;;) {
    const piles = roundPiles(players, rng);
    const dealer = rng.int(players);
    const round = scoreRound(piles, dealer, options);
    // A round where nobody scores a yaku leaves half the formula out: deal another.
    if (!round.seats.some((s) => s.yakuTotal > 0)) continue;
    const seat = rng.int(players);
    const base = { kind: 'score' as const, piles, dealer, seat, round };
    const right = round.seats[seat]!.score;
    const wrong = [...new Set(rng.shuffle(scoreMistakes(base, options)))].filter((x) => x !== right);
    for (const step of [10, -10, 20, -20, 30]) if (!wrong.includes(right + step)) wrong.push(right + step);
    const choices = [right, ...wrong.slice(0, 3)].sort((a, b) => a - b);
    return { ...base, choices, correct: choices.indexOf(right) };
  }
}

/** `count` questions from one seed, yaku and score questions taking turns (a yaku question first). */
export function practiceQuiz(options: HanaAwaseOptions, seed: number, count = 5): PracticeQuestion[] {
  const rng = Rng.fromSeed(seed);
  return Array.from({ length: count }, (_, i) => (i % 2 === 0 ? yakuQuestion(options, rng) : scoreQuestion(options, rng)));
}
