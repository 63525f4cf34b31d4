/**
 * The normal computer player. It sees only its view: for each choice it deals the unseen cards at
 * random many times (the same deals for every choice, so the comparison is fair), plays the month
 * out on the month simulator with the greedy playout policy the hard player's search also uses, and
 * keeps the choice worth most on average. That makes it play toward the yaku it can still complete
 * and away from feeding the opponent's. Koi-koi is weighed the same way against the points in hand,
 * with the game's score in mind (bank a lead in the last month, gamble when behind).
 */
import type { Bot } from '../../../src/framework/bot';
import { other } from '../../../src/framework/game';
import { Rng } from '../../../src/framework/rng';
import { MonthSim } from '../engine/month-sim';
import { sampleState } from '../engine/snapshots';
import type { KoiKoiMove } from '../state';
import type { KoiKoiView } from '../view';
import { runGreedy } from './search/policy';

/** Deals sampled per decision: fewer (48) measurably weakened the play against the easy player. */
export const SAMPLES = { play: 120, decide: 160 };
/**
 * Below this thinking budget (ms) normal deals proportionally fewer times, at least MIN_SAMPLES: the
 * full count takes a few ms, so every budget the app and the arena give (hundreds of ms) plays the
 * full count, and only a caller that asks for a near-instant answer gets fewer (the soak's 1 ms:
 * 2 deals per play and 3 per koi-koi decision, a fiftieth of the full count, as its budget is).
 */
export const FULL_BUDGET_MS = 50;
export const MIN_SAMPLES = 2;

export function samplesFor(full: number, budgetMs: number): number {
  return budgetMs >= FULL_BUDGET_MS ? full : Math.max(MIN_SAMPLES, Math.floor((full * budgetMs) / FULL_BUDGET_MS));
}

/** Koi-koi must beat stopping by this many points on average, for the variance it adds. */
const KOIKOI_MARGIN = 1;

/** Normal's playouts are the plain greedy policy: no random moves (the deals bring the variety). */
const PLAYOUT_EPSILON = 0;

const work = new MonthSim();

/** The month's points from `me`'s side, once the simulator has played it to its end. */
function monthValue(sim: MonthSim, me: number): number {
  if (sim.winner < 0) return 0;
  return sim.winner === me ? sim.points : -sim.points;
}

function averageValues(view: KoiKoiView, moves: readonly KoiKoiMove[], samples: number, seed: number): number[] {
  const rng = Rng.fromSeed(seed);
  const sums = new Array<number>(moves.length).fill(0);
  for (let n = 0; n < samples; n++) {
    const deal = sampleState(view, rng);
    // Every choice plays out from the same deal with the same tie-breaks.
    const playoutSeed = rng.nextUint32();
    for (let i = 0; i < moves.length; i++) {
      work.restore(deal);
      work.applyMove(moves[i] as KoiKoiMove);
      runGreedy(work, Rng.fromSeed(playoutSeed), PLAYOUT_EPSILON);
      sums[i]! += monthValue(work, view.viewer);
    }
  }
  return sums.map((s) => s / samples);
}

/** Koi-koi or stop, from the month's odds and the game's score. */
function decideKoiKoi(view: KoiKoiView, seed: number, budgetMs = FULL_BUDGET_MS): boolean {
  if (view.pending?.kind !== 'decide') return false;
  const o = view.options;
  const me = view.viewer;
  const points = view.pending.points;
  const mine = view.scores[me];
  const theirs = view.scores[other(me)];
  if (o.gameLength !== 'twelve-months' && mine + points >= 50) return false;
  const lastMonth = o.gameLength !== 'fifty-points' && view.month >= 12;
  if (lastMonth) return mine + points <= theirs;
  const [stop, koikoi] = averageValues(view, [{ type: 'stop' }, { type: 'koikoi' }], samplesFor(SAMPLES.decide, budgetMs), seed) as [number, number];
  return koikoi > stop + KOIKOI_MARGIN;
}

export function normalBot(): Bot<KoiKoiView, KoiKoiMove> {
  return {
    name: 'normal',
    choose({ view, legalMoves, seed, budgetMs }) {
      const first = legalMoves[0] as KoiKoiMove;
      if (legalMoves.length === 1) return first;
      if (first.type === 'koikoi' || first.type === 'stop') return decideKoiKoi(view, seed, budgetMs) ? { type: 'koikoi' } : { type: 'stop' };
      const values = averageValues(view, legalMoves, samplesFor(SAMPLES.play, budgetMs), seed);
      let best = 0;
      for (let i = 1; i < values.length; i++) if ((values[i] as number) > (values[best] as number)) best = i;
      return legalMoves[best] as KoiKoiMove;
    },
  };
}
