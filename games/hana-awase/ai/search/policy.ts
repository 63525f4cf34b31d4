/**
 * A light greedy policy for the hard player's playouts and move order, on the round simulator, where every
 * hand is dealt (a sampled deal): a card is worth its card value plus the yaku progress it makes for its
 * taker and denies the others (worth.ts). Playing takes the most worth; with nothing to take it leaves the
 * card the others can use least — a card another hand can take at once is the worst to leave. A capture no
 * other hand can make waits behind contested ones. The turned card takes its better match. A little
 * randomness keeps playouts varied.
 */
import type { Rng } from '../../../../src/framework/rng';
import * as deck from '../../engine/deck';
import * as roundSim from '../../engine/round-sim';
import type { RoundSim } from '../../engine/round-sim';
import * as worth from './worth';

// Module constants, not import bindings: under the CLI's TypeScript loader (tsx) each use of a binding is a
// property getter, which took a large share of a playout's time (see worth.ts).
const { VALUE_PLAIN_0, VALUE_PLAIN_1 } = deck;
const { NIBBLE_COUNT, PHASE_CHOICE, PHASE_DRAW, PHASE_ENDED, bitOf } = roundSim;
const { othersGain, yakuGain } = worth;

export interface PolicyWeights {
  /** Weight of the yaku progress a capture denies the others, against one's own. */
  readonly deny: number;
  /** Share of its worth a capture no other hand can make keeps. */
  readonly safe: number;
  /** A capture of any kind comes before leaving a card on the field by this much. */
  readonly captureBonus: number;
  /** Weight of yaku progress against card value (times the seats under zero-sum). */
  readonly yaku: number;
  /**
   * What a player knows of the month's other cards: 1 every hand (in a playout every hand is dealt), 0 nothing
   * (any card may be taken), 2 what the player can see (a month none of whose cards are unseen is safe).
   */
  readonly sight: number;
}

export const POLICY_WEIGHTS: PolicyWeights = { deny: 0.7, safe: 0.5, captureBonus: 2, yaku: 1, sight: 0 };

/** Chance of a uniformly random move instead of the greedy one in a playout. */
export const PLAYOUT_EPSILON = 0;

const valueTable = (sim: RoundSim): Int8Array => (sim.t.plainValue === 0 ? VALUE_PLAIN_0 : VALUE_PLAIN_1);
/** Yaku weigh this much against card value: 1 when added, the seats under zero-sum (each opponent pays them). */
const yakuScale = (sim: RoundSim, w: PolicyWeights): number => w.yaku * (sim.t.additive ? 1 : sim.players);

/** What `card` is worth to seat p taking it: card value, own yaku progress and progress denied the others. */
export function takeValue(sim: RoundSim, p: number, card: number, w: PolicyWeights = POLICY_WEIGHTS): number {
  const rain = sim.t.rainSpoilsViewing;
  const n = sim.players;
  const yaku = yakuGain(sim.captured, n, p, card, rain) + w.deny * othersGain(sim.captured, n, p, card, rain);
  return (valueTable(sim)[card] as number) + yakuScale(sim, w) * yaku;
}

/** What `card` is worth to the best-placed other seat. */
function theirValue(sim: RoundSim, p: number, card: number, w: PolicyWeights): number {
  return (valueTable(sim)[card] as number) + yakuScale(sim, w) * othersGain(sim.captured, sim.players, p, card, sim.t.rainSpoilsViewing);
}

/** Whether a seat other than p holds a card of month index m in hand. */
function othersHoldMonth(sim: RoundSim, p: number, m: number): boolean {
  const w = m >= 6 ? 1 : 0;
  const nib = 15 << (4 * (m - 6 * w));
  for (let q = 0; q < sim.players; q++) if (q !== p && ((sim.hands[2 * q + w] as number) & nib) !== 0) return true;
  return false;
}

/** How many cards of month index m seat p cannot see (in the others' hands or the pile). */
function unseenOfMonth(sim: RoundSim, p: number, m: number): number {
  const w = m >= 6 ? 1 : 0;
  const shift = 4 * (m - 6 * w);
  let seen = (sim.hands[2 * p + w] as number) | (sim.field[w] as number);
  for (let q = 0; q < sim.players; q++) seen |= sim.captured[2 * q + w] as number;
  if (sim.drawn >= 0 && sim.drawn >> 2 === m) seen |= bitOf(sim.drawn);
  return 4 - (NIBBLE_COUNT[(seen >>> shift) & 15] as number);
}

/**
 * The greedy value of the player to move playing `card` from hand, taking `match` of two field cards
 * (else -1): the worth of everything taken, or minus the risk of leaving the card on the field.
 */
export function playValue(sim: RoundSim, card: number, match: number, w: PolicyWeights = POLICY_WEIGHTS): number {
  const p = sim.turn;
  const m = card >> 2;
  const nib = sim.nibble(m);
  const contested = w.sight === 0 ? true : w.sight === 1 ? othersHoldMonth(sim, p, m) : unseenOfMonth(sim, p, m) > 0;
  if (nib === 0) {
    const theirs = theirValue(sim, p, card, w);
    return -(contested ? 2 * theirs + 3 : 0.3 * theirs) - 0.2 * takeValue(sim, p, card, w);
  }
  let v = takeValue(sim, p, card, w);
  if (NIBBLE_COUNT[nib] === 2) {
    v += takeValue(sim, p, match, w);
    // The other one stays on the field for whoever holds the month's last card.
    if (contested) v -= theirValue(sim, p, (m << 2) | (31 - Math.clz32(nib & ~(1 << (match & 3)))), w);
  } else {
    for (let s = 0; s < 4; s++) if (nib & (1 << s)) v += takeValue(sim, p, (m << 2) | s, w);
  }
  return w.captureBonus + (contested ? v : w.safe * v);
}

/** The greedy choice for the turned card between its two matches. */
function bestTake(sim: RoundSim, w: PolicyWeights = POLICY_WEIGHTS): number {
  const a = sim.matchAt(sim.drawn, 0);
  const b = sim.matchAt(sim.drawn, 1);
  return takeValue(sim, sim.turn, b, w) > takeValue(sim, sim.turn, a, w) ? b : a;
}

/** One move of the greedy policy (with probability `epsilon` a uniformly random one instead). */
export function greedyStep(sim: RoundSim, rng: Rng, epsilon: number, w: PolicyWeights = POLICY_WEIGHTS): void {
  if (sim.phase === PHASE_DRAW) return sim.draw();
  if (epsilon > 0 && rng.next() < epsilon) return sim.randomStep(rng);
  if (sim.phase === PHASE_CHOICE) return sim.take(bestTake(sim, w));
  const p = sim.turn;
  let bestCard = -1;
  let bestMatch = -1;
  let best = -Infinity;
  let ties = 0;
  for (let half = 0; half < 2; half++) {
    let h = sim.hands[2 * p + half] as number;
    while (h !== 0) {
      const low = h & -h;
      h ^= low;
      const card = 31 - Math.clz32(low) + 24 * half;
      const two = sim.matchCount(card) === 2;
      for (let i = 0; i < (two ? 2 : 1); i++) {
        const match = two ? sim.matchAt(card, i) : -1;
        const v = playValue(sim, card, match, w);
        if (v > best) {
          best = v;
          bestCard = card;
          bestMatch = match;
          ties = 1;
        } else if (v === best && rng.int(++ties) === 0) {
          bestCard = card;
          bestMatch = match;
        }
      }
    }
  }
  sim.play(bestCard, bestMatch);
}

/** Greedy play to the round's end. */
export function runGreedy(sim: RoundSim, rng: Rng, epsilon: number, w: PolicyWeights = POLICY_WEIGHTS): void {
  while (sim.phase !== PHASE_ENDED) greedyStep(sim, rng, epsilon, w);
}
