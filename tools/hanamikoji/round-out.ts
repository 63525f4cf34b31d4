/**
 * The round simulator seen from the plugin's state (used by the benchmarks and the differential tests only): the rest of a round played out at random, and the
 * position right after its scoring.
 */
import type { Outcome, PlayerId } from '../../src/framework/game';
import type { Rng } from '../../src/framework/rng';
import { CHARM_TO_WIN, GEISHAS_TO_WIN, type Markers } from '../../games/hanamikoji/judge';
import type { HanamikojiState } from '../../games/hanamikoji/state';
import { roundScored } from '../../games/hanamikoji/ai/search/guided-hooks';
import { RoundSim } from './round-sim';

const sim = new RoundSim();


/**
 * Plays the rest of the root's round at random and returns the position right after its scoring:
 * markers moved and, when the game ended, the outcome. The next round is not dealt (search only
 * evaluates this position), so its hands and deck are left as they were.
 */
export function playRoundOut(state: HanamikojiState, root: HanamikojiState, rng: Rng): HanamikojiState {
  if (roundScored(state, root)) return state;
  sim.seed(rng);
  sim.load(state);
  sim.playRound();
  return scoredState(state, sim);
}

const owner = (m: number): PlayerId | null => (m < 0 ? null : (m as PlayerId));

export function scoredState(state: HanamikojiState, s: RoundSim): HanamikojiState {
  const m = s.markers;
  const markers: Markers = {
    A: owner(m[0]!),
    B: owner(m[1]!),
    C: owner(m[2]!),
    D: owner(m[3]!),
    E: owner(m[4]!),
    F: owner(m[5]!),
    G: owner(m[6]!),
  };
  if (!s.ended) return { ...state, round: state.round + 1, startPlayer: (state.startPlayer ^ 1) as PlayerId, pending: null, markers };
  const charm: [number, number] = [s.charm[0]!, s.charm[1]!];
  const w = s.winner;
  const reason =
    w < 0 ? 'round-limit' : charm[w]! >= CHARM_TO_WIN ? 'eleven-charm' : s.geishas[w]! >= GEISHAS_TO_WIN ? 'four-geishas' : 'round-limit';
  const outcome: Outcome = { winner: owner(w), scores: charm, reason };
  return { ...state, pending: null, markers, outcome };
}
