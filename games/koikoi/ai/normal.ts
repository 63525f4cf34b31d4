/**
 * The normal computer player. It sees only its view: for each choice it deals the unseen cards at
 * random many times (the same deals for every choice, so the comparison is fair), plays the month
 * out greedily, and keeps the choice worth most on average. That makes it play toward the yaku it can
 * still complete and away from feeding the opponent's. Koi-koi is weighed the same way against the
 * points in hand, with the game's score in mind (bank a lead in the last month, gamble when behind).
 */
import type { Bot } from '../../../src/framework/bot';
import { Rng } from '../../../src/framework/rng';
import type { KoiKoiMove } from '../state';
import type { KoiKoiView } from '../view';
import { sampleSim, unseenOf, valueOfMove, type Sim, type SimContext } from './search/rollout';
import { cardInfo } from '../cards';

/** Deals sampled per decision: fewer (48) measurably weakened the play against the easy player. */
export const SAMPLES = { play: 120, decide: 160 };
/**
 * Below this thinking budget (ms) normal deals proportionally fewer times, at least MIN_SAMPLES: the
 * full count takes about 5 ms, so every budget the app and the arena give (hundreds of ms) plays the
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

const cloneSim = (s: Sim): Sim => ({
  hands: [s.hands[0].slice(), s.hands[1].slice()],
  field: s.field.slice(),
  pile: s.pile.slice(),
  caps: [{ ...s.caps[0] }, { ...s.caps[1] }],
  decided: [s.decided[0], s.decided[1]],
  koikoi: [s.koikoi[0], s.koikoi[1]],
  lastCaller: s.lastCaller,
  turn: s.turn,
  dealer: s.dealer,
});

function averageValues(view: KoiKoiView, moves: readonly KoiKoiMove[], samples: number, seed: number): number[] {
  const rng = Rng.fromSeed(seed);
  const unseen = unseenOf(view);
  const ctx: SimContext = { o: view.options, month: view.calendarMonth, me: view.viewer };
  const drawn = view.pending?.kind === 'draw-choice' ? cardInfo(view.pending.card).index : -1;
  const sums = new Array<number>(moves.length).fill(0);
  for (let n = 0; n < samples; n++) {
    const sim = sampleSim(view, unseen, rng);
    for (let i = 0; i < moves.length; i++) sums[i]! += valueOfMove(ctx, cloneSim(sim), moves[i] as KoiKoiMove, drawn);
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
  const theirs = view.scores[me === 0 ? 1 : 0];
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
