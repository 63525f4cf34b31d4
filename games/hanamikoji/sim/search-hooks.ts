/**
 * Search hooks for Hanamikoji: playouts run on the compact round simulator and stop when the
 * root's round has been scored (the next deal is unknown anyway, so a position is judged there).
 */
import type { Outcome, PlayerId, SearchHooks } from '../../../src/framework/game';
import type { Rng } from '../../../src/framework/rng';
import { CHARM_TO_WIN, GEISHAS_TO_WIN, type Markers } from '../judge';
import type { HanamikojiMove } from '../moves';
import type { HanamikojiState } from '../state';
import { CHARMS, RoundSim } from './round-sim';

const sim = new RoundSim();

/** True once the root's round has been scored (or the game is over). */
export const roundScored = (state: HanamikojiState, root: HanamikojiState): boolean =>
  state.outcome !== null || state.round !== root.round;

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

/** Weights of the logistic judgement of an undecided game (tuned against the normal bot). */
const EVAL_WEIGHTS = { charm: 0.16, geishas: 0.22 };

/**
 * 1 / 0 / ½ for a decided game; otherwise a smooth estimate from the markers held after the scoring:
 * a logistic function of the charm and geisha leads.
 */
export function evaluate(state: HanamikojiState, player: PlayerId): number {
  const out = state.outcome;
  if (out !== null) return out.winner === null ? 0.5 : out.winner === player ? 1 : 0;
  const m = state.markers;
  let charm = 0;
  let geishas = 0;
  const add = (holder: PlayerId | null, g: number): void => {
    if (holder === null) return;
    const sign = holder === player ? 1 : -1;
    charm += sign * CHARMS[g]!;
    geishas += sign;
  };
  add(m.A, 0);
  add(m.B, 1);
  add(m.C, 2);
  add(m.D, 3);
  add(m.E, 4);
  add(m.F, 5);
  add(m.G, 6);
  return openValue(charm, geishas);
}

/** An undecided game, from the charm and geisha leads of one player. */
const openValue = (charmLead: number, geishaLead: number): number =>
  1 / (1 + Math.exp(-(EVAL_WEIGHTS.charm * charmLead + EVAL_WEIGHTS.geishas * geishaLead)));

/** The game's hooks: one uniformly random playout per leaf. */
export const searchHooks: SearchHooks<HanamikojiState, HanamikojiMove> = {
  playout: playRoundOut,
  stopPlayout: roundScored,
  evaluate,
};
