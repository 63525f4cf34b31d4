/**
 * Practice: "what happens at scoring?" Seeded random round-end positions judged by the game's own judge,
 * with four answers (who wins and why, or another round). Pure data, no UI.
 */
import type { PlayerId } from '../../src/framework/game';
import { Rng } from '../../src/framework/rng';
import { GEISHAS, ITEM_DECK, countItems, type Counts } from './cards';
import { CHARM_TO_WIN, GEISHAS_TO_WIN, judgeRound, NEUTRAL_MARKERS, type EndReason, type Markers, type RoundJudgement } from './judge';
import type { HanamikojiOptions } from './options';

/** What a player may answer: who wins and why, a draw after the last round, or another round. */
export interface Verdict {
  readonly winner: PlayerId | null;
  readonly reason: EndReason | null;
}

export interface ScoringQuestion {
  readonly round: number;
  readonly roundLimit: HanamikojiOptions['roundLimit'];
  readonly markersBefore: Markers;
  /** Items on each side after the secrets are revealed. */
  readonly items: readonly [Counts, Counts];
  readonly judgement: RoundJudgement;
  readonly choices: readonly Verdict[];
  readonly correct: number;
}

/** Each side ends a round with 8 items: secret, gifts and competitions; trade-offs and the removed card are out. */
const SIDE = 8;

const sameVerdict = (a: Verdict, b: Verdict): boolean => a.winner === b.winner && a.reason === b.reason;

function allVerdicts(roundLimitReached: boolean): Verdict[] {
  const out: Verdict[] = [];
  for (const winner of [0, 1] as const) out.push({ winner, reason: 'four-geishas' }, { winner, reason: 'eleven-charm' });
  if (roundLimitReached) out.push({ winner: 0, reason: 'round-limit' }, { winner: 1, reason: 'round-limit' }, { winner: null, reason: 'round-limit' });
  else out.push({ winner: null, reason: null });
  return out;
}

function randomMarkers(round: number, rng: Rng): Markers {
  if (round === 1) return NEUTRAL_MARKERS;
  const m: Record<string, PlayerId | null> = {};
  for (const g of GEISHAS) {
    const r = rng.int(5);
    m[g] = r === 0 ? 0 : r === 1 ? 1 : null;
  }
  return m as unknown as Markers;
}

/** Positions worth asking about: a tie that keeps a marker, 4 geishas against 11 charm, or a close call. */
function interesting(q: { markersBefore: Markers; items: readonly [Counts, Counts]; judgement: RoundJudgement }): boolean {
  const tieKeeps = GEISHAS.some((g) => q.items[0][g] === q.items[1][g] && q.markersBefore[g] !== null);
  const conflict = q.judgement.geishas[0] >= GEISHAS_TO_WIN !== q.judgement.geishas[1] >= GEISHAS_TO_WIN && (q.judgement.charm[0] >= CHARM_TO_WIN || q.judgement.charm[1] >= CHARM_TO_WIN) &&
    (q.judgement.geishas[0] >= GEISHAS_TO_WIN ? q.judgement.charm[1] >= CHARM_TO_WIN : q.judgement.charm[0] >= CHARM_TO_WIN);
  const close = Math.abs(q.judgement.charm[0] - q.judgement.charm[1]) <= 3;
  return tieKeeps || conflict || close;
}

function scoringQuestion(roundLimit: HanamikojiOptions['roundLimit'], rng: Rng): ScoringQuestion {
  for (;;) {
    const round = 1 + rng.int(roundLimit === '3' ? 3 : 4);
    const markersBefore = randomMarkers(round, rng);
    const deck = rng.shuffle(ITEM_DECK);
    const items: [Counts, Counts] = [countItems(deck.slice(0, SIDE)), countItems(deck.slice(SIDE, 2 * SIDE))];
    const judgement = judgeRound(markersBefore, items[0], items[1], round, { roundLimit });
    if (!interesting({ markersBefore, items, judgement })) continue;
    const right: Verdict = { winner: judgement.winner, reason: judgement.reason };
    const others = rng.shuffle(allVerdicts(judgement.reason === 'round-limit' || (roundLimit === '3' && round >= 3)).filter((v) => !sameVerdict(v, right)));
    const choices = rng.shuffle([right, ...others.slice(0, 3)]);
    return { round, roundLimit, markersBefore, items, judgement, choices, correct: choices.findIndex((v) => sameVerdict(v, right)) };
  }
}

/** `count` questions from one seed: the same seed and rules always give the same set. */
export function scoringQuiz(roundLimit: HanamikojiOptions['roundLimit'], seed: number, count = 5): ScoringQuestion[] {
  const rng = Rng.fromSeed(seed);
  return Array.from({ length: count }, () => scoringQuestion(roundLimit, rng));
}
