/**
 * The hard player's search hooks over simulator snapshots (engine/snapshots.ts): a playout finishes the
 * round with the greedy policy (policy.ts), moves are ordered by the same policy, and the round's end is
 * valued by each seat's chance to finish the game first from the totals there (evaluate.ts).
 */
import type { Game, Seat } from '../../../../src/framework/game';
import type { Rng } from '../../../../src/framework/rng';
import { AT_PHASE, AT_PLAYERS, AT_ROUND, AT_TOTALS, PHASE_ENDED, RoundSim, SNAPSHOT_SIZE, tableOf } from '../../engine/round-sim';
import * as snapshots from '../../engine/snapshots';
import { NONE, codeOf, type Snapshot } from '../../engine/snapshots';
import type { HanaAwaseOptions } from '../../options';
import type { HanaAwaseMove } from '../../state';
import type { HanaAwaseView } from '../../view';
import { firstChance, spreadOf } from './evaluate';
import { POLICY_WEIGHTS, playValue, runGreedy, takeValue, type PolicyWeights } from './policy';

const work = new RoundSim();

function stopPlayout(s: Snapshot): boolean {
  return s[AT_PHASE] === PHASE_ENDED;
}

/** The round played to its end with the greedy policy (epsilon: share of random moves). */
function playoutWith(epsilon: number, w: PolicyWeights): (s: Snapshot, root: Snapshot, rng: Rng) => Snapshot {
  return (s, _root, rng) => {
    if (s[AT_PHASE] === PHASE_ENDED) return s;
    work.restore(s);
    runGreedy(work, rng, epsilon, w);
    return work.save(new Int32Array(SNAPSHOT_SIZE));
  };
}

/** How the round's end is valued (evaluate.ts). */
export interface EvaluationSettings {
  /**
   * Rounds of uncertainty added to the rounds still to play: after the last round the place is certain, but
   * valuing a playout by a smooth chance (a lead of a few points nearly as good as a large one) steers the
   * search better than the bare place.
   */
  readonly smoothing: number;
}

export const EVALUATION: EvaluationSettings = { smoothing: 0.5 };

/** Each seat's chance to finish first from the totals at the round's end (or as they stand). */
function evaluateWith(e: EvaluationSettings): (s: Snapshot, player: Seat) => number {
  /** The last snapshot valued, so the seats of one playout share one computation. */
  let lastValued: Snapshot | null = null;
  const lastValues = new Float64Array(4);
  return (s, player) => {
    if (s !== lastValued) {
      const t = tableOf(s);
      const n = s[AT_PLAYERS] as number;
      const roundsLeft = t.rounds - (s[AT_ROUND] as number) + (s[AT_PHASE] === PHASE_ENDED ? 0 : 1) + e.smoothing;
      const totals = s.subarray(AT_TOTALS, AT_TOTALS + n);
      for (let p = 0; p < n; p++) lastValues[p] = firstChance(totals, n, p, roundsLeft, spreadOf(t, n));
      lastValued = s;
    }
    return lastValues[player] as number;
  };
}

/** The greedy value of a move in the snapshot restored into `work`. */
function moveValue(move: HanaAwaseMove, w: PolicyWeights): number {
  const code = codeOf(move);
  if (code < 0) return 0;
  if (move.type === 'take') return takeValue(work, work.turn, code & 63, w);
  const match = code & 63;
  return playValue(work, code >> 6, match === NONE ? -1 : match, w);
}

/** Moves best-first by the greedy policy. */
function orderMovesWith(w: PolicyWeights): (s: Snapshot, moves: readonly HanaAwaseMove[]) => HanaAwaseMove[] {
  return (s, moves) => {
    if (moves.length < 2) return moves.slice();
    work.restore(s);
    const values = moves.map((m) => moveValue(m, w));
    const order = moves.map((_, i) => i).sort((a, b) => (values[b] as number) - (values[a] as number));
    return order.map((i) => moves[i] as HanaAwaseMove);
  };
}

/** The pieces ISMCTS reads, over snapshots; the rest of the contract is the plugin's. */
export function snapshotGame(
  game: Game<unknown, HanaAwaseMove, HanaAwaseView, HanaAwaseOptions>,
  epsilon: number,
  w: PolicyWeights = POLICY_WEIGHTS,
  e: EvaluationSettings = EVALUATION,
): Game<Snapshot, HanaAwaseMove, HanaAwaseView, HanaAwaseOptions> {
  const search = { playout: playoutWith(epsilon, w), stopPlayout, evaluate: evaluateWith(e), orderMoves: orderMovesWith(w) };
  const { toAct, legalMoves, apply, infoKey, moveKey, sampleState } = snapshots;
  return { ...game, toAct, legalMoves, apply, infoKey, moveKey, sampleState, search } as unknown as Game<
    Snapshot, HanaAwaseMove, HanaAwaseView, HanaAwaseOptions
  >;
}
