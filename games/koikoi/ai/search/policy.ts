/**
 * A light greedy policy for the hard bot's playouts and move ordering: a card is worth what it
 * adds to its taker's yaku in progress (more as a set nears completion) plus what taking it
 * denies the opponent. Playing takes the most worth, or leaves the card the opponent wants
 * least; a drawn card takes its better match; a decision stops (the koi-koi choice itself is
 * left to the search). A little randomness keeps playouts varied. The bench's random months
 * do not use this.
 */
import type { Rng } from '../../../../src/framework/rng';
import { ANIMAL, BLUE, CURTAIN, FEATURES, INO, LIGHT, MOON, NIBBLE_COUNT, NIBBLE_HIGH, NIBBLE_LOW, PLAIN, POETRY, RAIN, RIBBON, SAKE } from '../../engine/deck';
import { PHASE_CHOICE, PHASE_DECIDE, PHASE_ENDED, type MonthSim } from '../../engine/month-sim';
import { C_ANIMALS, C_BLUE, C_FLAGS, C_INO, C_LIGHTS, C_PLAINS, C_POETRY, C_RIBBONS, COUNTER_STRIDE } from '../../engine/score';

/** How much taking a card away from the opponent counts, against taking it for oneself. */
const DENIAL = 0.6;
/** Chance of a uniformly random move instead of the greedy one in a playout. */
export const PLAYOUT_EPSILON = 0.1;

/** A capture of any kind comes before leaving a card on the field. */
const CAPTURE_BONUS = 3;

/** Whether player p holds a card of month index m (0..11) in hand. */
function holdsMonth(sim: MonthSim, p: number, m: number): boolean {
  const b = p * 8;
  const n = sim.handLen[p] as number;
  for (let k = 0; k < n; k++) if ((sim.hands[b + k] as number) >> 2 === m) return true;
  return false;
}

/** What `card` adds toward player `p`'s yaku, given the cards p already holds. */
export function worth(sim: MonthSim, p: number, card: number): number {
  const f = FEATURES[card] as number;
  const c = sim.counters;
  const b = p * COUNTER_STRIDE;
  const flags = c[b + C_FLAGS] as number;
  let v = 0;
  if (f & LIGHT) {
    const lights = c[b + C_LIGHTS] as number;
    v += f & RAIN ? 3 + 2 * lights : 5 + 3 * lights;
    if (f & (CURTAIN | MOON) && flags & SAKE) v += 5;
  }
  if (f & ANIMAL) {
    v += (c[b + C_ANIMALS] as number) >= 3 ? 2 : 1;
    if (f & INO) v += 3 + 3 * (c[b + C_INO] as number);
    if (f & SAKE) v += 4 + (flags & CURTAIN ? 4 : 0) + (flags & MOON ? 4 : 0);
  }
  if (f & RIBBON) {
    v += (c[b + C_RIBBONS] as number) >= 3 ? 2 : 1;
    if (f & POETRY) v += 2 + 3 * (c[b + C_POETRY] as number);
    if (f & BLUE) v += 2 + 3 * (c[b + C_BLUE] as number);
  }
  if (f & PLAIN) v += (c[b + C_PLAINS] as number) >= 7 ? 1 : 0.5;
  return v;
}

const takeValue = (sim: MonthSim, p: number, card: number): number => worth(sim, p, card) + DENIAL * worth(sim, p ^ 1, card);

/**
 * The greedy value of playing `card` from hand, taking the lower (pick 0) or higher (pick 1) of
 * two matches: the worth of everything taken, or minus the risk of leaving the card on the field.
 */
export function playValue(sim: MonthSim, card: number, pick: number): number {
  const p = sim.turn;
  const m = card >> 2;
  const nib = sim.field[m] as number;
  if (nib === 0) {
    // In a playout every hand is dealt: a card the opponent can take at once is the worst to leave.
    const exposed = holdsMonth(sim, p ^ 1, m);
    return -(exposed ? 2 * worth(sim, p ^ 1, card) + 3 : 0.3 * worth(sim, p ^ 1, card)) - 0.2 * worth(sim, p, card);
  }
  let v = CAPTURE_BONUS + takeValue(sim, p, card);
  if (NIBBLE_COUNT[nib] !== 2 || pick < 0) {
    // One or three matches: all of them are taken.
    for (let s = 0; s < 4; s++) if (nib & (1 << s)) v += takeValue(sim, p, (m << 2) | s);
    return v;
  }
  const slot = pick === 0 ? (NIBBLE_LOW[nib] as number) : (NIBBLE_HIGH[nib] as number);
  return v + takeValue(sim, p, (m << 2) | slot);
}

/** The greedy choice for the drawn card between its two matches: 0 (lower) or 1 (higher). */
function bestTake(sim: MonthSim): number {
  const m = sim.drawn >> 2;
  const nib = sim.field[m] as number;
  const p = sim.turn;
  const low = takeValue(sim, p, (m << 2) | (NIBBLE_LOW[nib] as number));
  const high = takeValue(sim, p, (m << 2) | (NIBBLE_HIGH[nib] as number));
  return high > low ? 1 : 0;
}

/** One move of the greedy policy (with probability `epsilon` a uniformly random one instead). */
function greedyStep(sim: MonthSim, rng: Rng, epsilon: number): void {
  if (rng.next() < epsilon) return sim.randomStep(rng);
  if (sim.phase === PHASE_CHOICE) return sim.take(bestTake(sim));
  if (sim.phase === PHASE_DECIDE) return sim.decide(false);
  const p = sim.turn;
  const b = p * 8;
  const n = sim.handLen[p] as number;
  let bestPos = 0;
  let bestPick = 0;
  let best = -Infinity;
  let ties = 0;
  for (let k = 0; k < n; k++) {
    const card = sim.hands[b + k] as number;
    const two = sim.matchCount(card) === 2;
    for (let pick = 0; pick < (two ? 2 : 1); pick++) {
      const v = playValue(sim, card, two ? pick : -1);
      if (v > best) {
        best = v;
        bestPos = k;
        bestPick = pick;
        ties = 1;
      } else if (v === best && rng.int(++ties) === 0) {
        bestPos = k;
        bestPick = pick;
      }
    }
  }
  sim.playAt(bestPos, bestPick);
}

/** Greedy play to the end of the month. */
export function runGreedy(sim: MonthSim, rng: Rng, epsilon: number): void {
  while (sim.phase !== PHASE_ENDED) greedyStep(sim, rng, epsilon);
}
