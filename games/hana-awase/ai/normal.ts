/**
 * The normal computer player: a one-ply expectation over the unseen cards. It sees only its view: for each
 * choice it deals the unseen cards (the other hands and the pile) at random many times — the same deals for
 * every choice, so the comparison is fair — plays the round out on the round simulator with the greedy policy
 * (search/policy.ts: card value, yaku progress, yaku denied to the others, what a card left on the field may
 * give away), and keeps the choice whose round ends best on average for it: its round score against the
 * others' mean. That makes it capture what is contested before what can wait, throw away cards the others
 * cannot take, and play toward its yaku and away from feeding theirs.
 */
import type { Bot } from '../../../src/framework/bot';
import { Rng } from '../../../src/framework/rng';
import { RoundSim } from '../engine/round-sim';
import { applyMove, sampleState, setReading } from '../engine/snapshots';
import type { HanaAwaseMove } from '../state';
import type { HanaAwaseView } from '../view';
import { firstChance, spreadOf } from './search/evaluate';
import { POLICY_WEIGHTS, runGreedy, type PolicyWeights } from './search/policy';
import { HandReader } from './search/reading';

export interface NormalSettings {
  /** Deals sampled per decision. */
  readonly samples: number;
  /** Share of random moves in its playouts. */
  readonly epsilon: number;
  /** The playouts' greedy policy. */
  readonly policy: PolicyWeights;
  /** How much the best other seat's score counts against the others' mean (0: the mean only, 1: the best only). */
  readonly rival: number;
  /**
   * Rounds of uncertainty for valuing the round's end by the chance to finish first (evaluate.ts) instead of
   * by round points; negative: by round points.
   */
  readonly chance: number;
  /** How far it trusts its reading of the other hands (search/reading.ts): 0 deals the unseen cards blindly. */
  readonly trust: number;
}

/**
 * In normal's playouts a player knows what it could see: a month none of whose other cards are unseen is
 * safe to throw into or to capture later. Playouts in which every player looks into the others' hands
 * (the sampled deal's) judged worse.
 */
export const NORMAL: NormalSettings = { samples: 80, epsilon: 0, policy: { ...POLICY_WEIGHTS, sight: 0 }, rival: 0, chance: -1, trust: 0 };

/**
 * Below this thinking budget (ms) normal deals proportionally fewer times, at least MIN_SAMPLES: the full
 * count takes a few ms, so every budget the app and the arena give plays the full count, and only a caller
 * that asks for a near-instant answer (the soak's 1 ms) gets fewer.
 */
const FULL_BUDGET_MS = 50;
const MIN_SAMPLES = 2;

function samplesFor(full: number, budgetMs: number): number {
  return budgetMs >= FULL_BUDGET_MS ? full : Math.max(MIN_SAMPLES, Math.floor((full * budgetMs) / FULL_BUDGET_MS));
}

const work = new RoundSim();

/** The round's end from `me`'s side: its score against the others' (their mean, or partly the best of them). */
export function roundValue(sim: RoundSim, me: number, rival: number): number {
  const n = sim.players;
  let others = 0;
  let best = -Infinity;
  for (let q = 0; q < n; q++) {
    if (q === me) continue;
    const score = sim.result.score[q] as number;
    others += score;
    if (score > best) best = score;
  }
  return (sim.result.score[me] as number) - (1 - rival) * (others / (n - 1)) - rival * best;
}

/** Each move's mean round value over `samples` deals of the unseen cards. */
function averageValues(view: HanaAwaseView, moves: readonly HanaAwaseMove[], samples: number, seed: number, s: NormalSettings = NORMAL): number[] {
  const rng = Rng.fromSeed(seed);
  const sums = new Array<number>(moves.length).fill(0);
  for (let k = 0; k < samples; k++) {
    const deal = sampleState(view, rng);
    // Every choice plays out from the same deal with the same tie-breaks.
    const playoutSeed = rng.nextUint32();
    for (let i = 0; i < moves.length; i++) {
      work.restore(deal);
      applyMove(work, moves[i] as HanaAwaseMove);
      runGreedy(work, Rng.fromSeed(playoutSeed), s.epsilon, s.policy);
      sums[i]! += s.chance < 0 ? roundValue(work, view.me, s.rival) : firstChance(work.totals, work.players, view.me, work.t.rounds - work.round + s.chance, spreadOf(work.t, work.players));
    }
  }
  return sums.map((sum) => sum / samples);
}

export function normalBot(settings: NormalSettings = NORMAL): Bot<HanaAwaseView, HanaAwaseMove> {
  const reader = new HandReader();
  return {
    name: 'normal',
    choose({ view, legalMoves, seed, budgetMs }) {
      const lacks = reader.observe(view);
      if (legalMoves.length === 1) return legalMoves[0] as HanaAwaseMove;
      if (settings.trust > 0) setReading(view, { lacks, trust: settings.trust });
      const values = averageValues(view, legalMoves, samplesFor(settings.samples, budgetMs), seed, settings);
      let best = 0;
      for (let i = 1; i < values.length; i++) if ((values[i] as number) > (values[best] as number)) best = i;
      return legalMoves[best] as HanaAwaseMove;
    },
  };
}
