/**
 * A month played out at random on the simulator from a plugin state, to where the month ends: the
 * simulator's differential test (against the rules) and tools/koikoi/bench-sim.ts read it. `hard`
 * searches snapshots instead (ai/search/snapshot-hooks.ts).
 */
import type { Rng } from '../../src/framework/rng';
import type { KoiKoiState } from '../../games/koikoi/state';
import { MonthSim } from '../../games/koikoi/engine/month-sim';

const sim = new MonthSim();
// States are never mutated, so every month-end state may share these empty zones.
const NO_CARDS = Object.freeze([]) as unknown as string[];
const NO_PILES: [string[], string[]] = [NO_CARDS, NO_CARDS];

/** True once `state` has left the month that `root` is in (or the game is over). */
export function stopPlayout(state: KoiKoiState, root: KoiKoiState): boolean {
  return state.phase === 'game-over' || state.month !== root.month;
}

/**
 * The state where the simulated month ended: the new scores, the next month's number and dealer,
 * or the game's end. The next month is not dealt (the search evaluates here and goes no further),
 * so its hands, field and pile are empty.
 */
export function monthEndState(s: KoiKoiState, m: MonthSim): KoiKoiState {
  const endReason = m.gameEnd();
  const over = endReason !== null;
  const dealer = m.nextDealer() as 0 | 1;
  return {
    ...s,
    month: over ? s.month : s.month + 1,
    dealer,
    turn: dealer,
    phase: over ? 'game-over' : 'play',
    endReason,
    hands: NO_PILES,
    field: NO_CARDS,
    drawPile: NO_CARDS,
    captures: NO_PILES,
    drawn: null,
    koikoi: [0, 0],
    lastCaller: null,
    decided: [0, 0],
    decidedYaku: NO_PILES,
    lastTurn: null,
    scores: [m.scores[0] as number, m.scores[1] as number],
  };
}

/** Uniformly random legal moves from `state` to the end of the month `root` is in. */
export function playout(state: KoiKoiState, root: KoiKoiState, rng: Rng): KoiKoiState {
  if (stopPlayout(state, root)) return state;
  sim.load(state);
  sim.runRandom(rng);
  return monthEndState(state, sim);
}
