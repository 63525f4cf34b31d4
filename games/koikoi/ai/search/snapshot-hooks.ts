/**
 * The hard bot's search hooks over simulator snapshots (engine/snapshots.ts): a playout finishes the
 * month with the greedy policy (policy.ts), moves are ordered by the same policy, and the month's end
 * is valued by the chance to win the game from there (evaluate.ts).
 */
import type { Game, PlayerId } from '../../../../src/framework/game';
import type { Rng } from '../../../../src/framework/rng';
import { NIBBLE_LOW } from '../../engine/deck';
import {
  AT_DEALER, AT_MONTH, AT_PHASE, AT_SCORES, AT_WINNER, MonthSim, PHASE_ENDED, SNAPSHOT_SIZE, tableOf,
} from '../../engine/month-sim';
import { gameEnd, nextDealer } from '../../month-rules';
import * as snapshots from '../../engine/snapshots';
import { codeOf, type Snapshot } from '../../engine/snapshots';
import type { KoiKoiOptions } from '../../options';
import type { KoiKoiMove } from '../../state';
import type { KoiKoiView } from '../../view';
import { valueOfScores } from './evaluate';
import { playValue, runGreedy, worth } from './policy';

const work = new MonthSim();


function stopPlayout(s: Snapshot): boolean {
  return s[AT_PHASE] === PHASE_ENDED;
}

/** The month played to its end with the greedy policy (epsilon: share of random moves). */
function playoutWith(epsilon: number): (s: Snapshot, root: Snapshot, rng: Rng) => Snapshot {
  return (s, _root, rng) => {
    if (s[AT_PHASE] === PHASE_ENDED) return s;
    work.restore(s);
    runGreedy(work, rng, epsilon);
    return work.save(new Int32Array(SNAPSHOT_SIZE));
  };
}

/** The game-score value (evaluate.ts) at the month's end. */
function evaluate(s: Snapshot, player: PlayerId): number {
  const t = tableOf(s);
  const month = s[AT_MONTH] as number;
  const s0 = s[AT_SCORES] as number;
  const s1 = s[AT_SCORES + 1] as number;
  if (s[AT_PHASE] !== PHASE_ENDED) return valueOfScores(t, false, month, s0, s1, player, s[AT_DEALER] as number);
  const over = gameEnd(t, month, s0, s1) !== null;
  return valueOfScores(t, over, month + 1, s0, s1, player, nextDealer(t, s[AT_DEALER] as number, s[AT_WINNER] as number));
}

/** The greedy value of a move in the snapshot restored into `work`. */
function moveValue(move: KoiKoiMove): number {
  const code = codeOf(move);
  if (code < 0) return move.type === 'stop' ? 1 : 0;
  const card = code >> 6;
  const match = code & 63;
  if (move.type === 'take') return worth(work, work.turn, card);
  if (match === 63) return playValue(work, card, -1);
  return playValue(work, card, (match & 3) === NIBBLE_LOW[work.field[match >> 2] as number] ? 0 : 1);
}

/** Moves best-first by the greedy policy (stop before koi-koi). */
export function orderMoves(s: Snapshot, moves: readonly KoiKoiMove[]): KoiKoiMove[] {
  if (moves.length < 2) return moves.slice();
  work.restore(s);
  const values = moves.map(moveValue);
  const order = moves.map((_, i) => i).sort((a, b) => (values[b] as number) - (values[a] as number));
  return order.map((i) => moves[i] as KoiKoiMove);
}

/** The pieces ISMCTS reads, over snapshots; the rest of the contract is the plugin's. */
export function snapshotGame(
  game: Game<unknown, KoiKoiMove, KoiKoiView, KoiKoiOptions>,
  epsilon: number,
): Game<Snapshot, KoiKoiMove, KoiKoiView, KoiKoiOptions> {
  const search = { playout: playoutWith(epsilon), stopPlayout, evaluate, orderMoves };
  const { toAct, legalMoves, apply, infoKey, moveKey, sampleState } = snapshots;
  return { ...game, toAct, legalMoves, apply, infoKey, moveKey, sampleState, search } as unknown as Game<
    Snapshot, KoiKoiMove, KoiKoiView, KoiKoiOptions
  >;
}
