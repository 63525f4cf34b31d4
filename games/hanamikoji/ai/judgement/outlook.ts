/**
 * Turns per-geisha odds into the value of the position for the whole game: every combination of
 * where the seven markers may end (3^7 at most, improbable branches cut) is judged with the real
 * win check; a round that does not end the game is worth a fraction of the charm lead.
 */
import type { PlayerId } from '../../../../src/framework/game';
import { CHARMS, GEISHAS } from '../../cards';
import { CHARM_TO_WIN, GEISHAS_TO_WIN, type Markers } from '../../judge';
import type { GeishaOdds } from './estimate';
// A local copy: read in hot loops, where an imported binding costs (tsx compiles it to a getter).
const CHARM_OF = CHARMS;
const PRUNE = 1e-5;
// Local copies: judge runs at every leaf (thousands per call), and reading an imported binding there costs.
const WIN_CHARM = CHARM_TO_WIN;
const WIN_GEISHAS = GEISHAS_TO_WIN;

export interface OutlookParams {
  /** Value of an unfinished game per point of charm lead (a win is 1). */
  readonly perCharm: number;
  readonly perGeisha: number;
  /** True when this round is the last one (round limit): a charm lead then decides. */
  readonly lastRound: boolean;
}

/**
 * Outlooks already worked out, by their inputs. Half the positions a decision weighs share their odds
 * with another (moves that end alike, a Gift's replies, the same position met again in the next
 * decision, and positions of earlier games), and the walk below is where the heuristic spends most of
 * its time. Bounded, cleared when full: 200,000 outlooks take about 38 MB and made the soak's games 1.3x
 * as fast as 50,000 did (500,000 would gain a little more for 95 MB).
 */
const known = new Map<string, number>();
const KNOWN_LIMIT = 200_000;

// The key is the inputs' bits, read as UTF-16 code units: exact (equal inputs, equal key) and much
// cheaper than writing fourteen decimals.
const KEY_NUMBERS = new Float64Array(17);
const KEY_UNITS = new Uint16Array(KEY_NUMBERS.buffer);

function keyOf(odds: readonly GeishaOdds[], markers: Markers, me: PlayerId, params: OutlookParams): string {
  let held = params.lastRound ? 1 : 0;
  for (let i = 0; i < 7; i++) {
    const o = odds[i]!;
    const h = markers[GEISHAS[i]!];
    KEY_NUMBERS[2 * i] = o.mine;
    KEY_NUMBERS[2 * i + 1] = o.theirs;
    held = held * 3 + (h === null ? 0 : h === me ? 1 : 2);
  }
  KEY_NUMBERS[14] = params.perCharm;
  KEY_NUMBERS[15] = params.perGeisha;
  KEY_NUMBERS[16] = held;
  return String.fromCharCode.apply(null, KEY_UNITS as unknown as number[]);
}

/** Expected value in [-1, 1] for `me`: +1 a win, -1 a loss. */
export function outlook(odds: readonly GeishaOdds[], markers: Markers, me: PlayerId, params: OutlookParams): number {
  const key = keyOf(odds, markers, me, params);
  const seen = known.get(key);
  if (seen !== undefined) return seen;
  const value = walkOutcomes(odds, markers, me, params);
  if (known.size >= KNOWN_LIMIT) known.clear();
  known.set(key, value);
  return value;
}

// The walk's branches for the current call: for geisha i, up to three endings (the marker comes to
// me, goes to them, or stays where it is), each with its chance and the charm and count it moves.
// Module arrays filled per call, read by the nested loops below.
const CHANCE = new Float64Array(21);
const MY_CHARM = new Int32Array(21);
const THEIR_CHARM = new Int32Array(21);
const MY_COUNT = new Int32Array(21);
const THEIR_COUNT = new Int32Array(21);
const ENDINGS = new Int32Array(7);

function ending(i: number, chance: number, side: number): void {
  const j = i * 3 + ENDINGS[i]!;
  const c = CHARM_OF[i]!;
  CHANCE[j] = chance;
  MY_CHARM[j] = side === 1 ? c : 0;
  THEIR_CHARM[j] = side === -1 ? c : 0;
  MY_COUNT[j] = side === 1 ? 1 : 0;
  THEIR_COUNT[j] = side === -1 ? 1 : 0;
  ENDINGS[i]! += 1;
}

/**
 * Every way the seven markers may end, each weighed by its chance; a branch less likely than PRUNE is
 * cut with everything below it. Seven nested loops, one per geisha, its endings in the order mine,
 * theirs, stays: the leaves are added in the same order and with the same products as the plain
 * recursion this replaced, so the heuristic's values (and the bots' games) stay the same to the last
 * bit, at a fraction of the cost (no call per branch; up to 3^7 leaves per outlook).
 */
function walkOutcomes(odds: readonly GeishaOdds[], markers: Markers, me: PlayerId, params: OutlookParams): number {
  for (let i = 0; i < 7; i++) {
    const o = odds[i]!;
    const h = markers[GEISHAS[i]!];
    ENDINGS[i] = 0;
    if (o.mine > 0) ending(i, o.mine, 1);
    if (o.theirs > 0) ending(i, o.theirs, -1);
    const stay = 1 - o.mine - o.theirs;
    if (stay > 0) ending(i, stay, h === null ? 0 : h === me ? 1 : -1);
  }
  const { lastRound, perCharm, perGeisha } = params;
  const last = ENDINGS[6]!;
  // The last geisha's (up to) three endings as locals: the innermost loop is unrolled over them.
  const chanceA = CHANCE[18]!, myCharmA = MY_CHARM[18]!, theirCharmA = THEIR_CHARM[18]!, myCountA = MY_COUNT[18]!, theirCountA = THEIR_COUNT[18]!;
  const chanceB = CHANCE[19]!, myCharmB = MY_CHARM[19]!, theirCharmB = THEIR_CHARM[19]!, myCountB = MY_COUNT[19]!, theirCountB = THEIR_COUNT[19]!;
  const chanceC = CHANCE[20]!, myCharmC = MY_CHARM[20]!, theirCharmC = THEIR_CHARM[20]!, myCountC = MY_COUNT[20]!, theirCountC = THEIR_COUNT[20]!;
  let total = 0;
  for (let k0 = 0, j0 = 0; k0 < ENDINGS[0]!; k0++, j0++) {
    const p0 = 1 * CHANCE[j0]!;
    if (p0 < PRUNE) continue;
    const mc0 = MY_CHARM[j0]!;
    const tc0 = THEIR_CHARM[j0]!;
    const mn0 = MY_COUNT[j0]!;
    const tn0 = THEIR_COUNT[j0]!;
    for (let k1 = 0, j1 = 3; k1 < ENDINGS[1]!; k1++, j1++) {
      const p1 = p0 * CHANCE[j1]!;
      if (p1 < PRUNE) continue;
      const mc1 = mc0 + MY_CHARM[j1]!;
      const tc1 = tc0 + THEIR_CHARM[j1]!;
      const mn1 = mn0 + MY_COUNT[j1]!;
      const tn1 = tn0 + THEIR_COUNT[j1]!;
      for (let k2 = 0, j2 = 6; k2 < ENDINGS[2]!; k2++, j2++) {
        const p2 = p1 * CHANCE[j2]!;
        if (p2 < PRUNE) continue;
        const mc2 = mc1 + MY_CHARM[j2]!;
        const tc2 = tc1 + THEIR_CHARM[j2]!;
        const mn2 = mn1 + MY_COUNT[j2]!;
        const tn2 = tn1 + THEIR_COUNT[j2]!;
        for (let k3 = 0, j3 = 9; k3 < ENDINGS[3]!; k3++, j3++) {
          const p3 = p2 * CHANCE[j3]!;
          if (p3 < PRUNE) continue;
          const mc3 = mc2 + MY_CHARM[j3]!;
          const tc3 = tc2 + THEIR_CHARM[j3]!;
          const mn3 = mn2 + MY_COUNT[j3]!;
          const tn3 = tn2 + THEIR_COUNT[j3]!;
          for (let k4 = 0, j4 = 12; k4 < ENDINGS[4]!; k4++, j4++) {
            const p4 = p3 * CHANCE[j4]!;
            if (p4 < PRUNE) continue;
            const mc4 = mc3 + MY_CHARM[j4]!;
            const tc4 = tc3 + THEIR_CHARM[j4]!;
            const mn4 = mn3 + MY_COUNT[j4]!;
            const tn4 = tn3 + THEIR_COUNT[j4]!;
            for (let k5 = 0, j5 = 15; k5 < ENDINGS[5]!; k5++, j5++) {
              const p5 = p4 * CHANCE[j5]!;
              if (p5 < PRUNE) continue;
              const mc5 = mc4 + MY_CHARM[j5]!;
              const tc5 = tc4 + THEIR_CHARM[j5]!;
              const mn5 = mn4 + MY_COUNT[j5]!;
              const tn5 = tn4 + THEIR_COUNT[j5]!;
              if (last > 0) {
                const p = p5 * chanceA;
                if (p >= PRUNE) total += p * judge(mc5 + myCharmA, tc5 + theirCharmA, mn5 + myCountA, tn5 + theirCountA, lastRound, perCharm, perGeisha);
              }
              if (last > 1) {
                const p = p5 * chanceB;
                if (p >= PRUNE) total += p * judge(mc5 + myCharmB, tc5 + theirCharmB, mn5 + myCountB, tn5 + theirCountB, lastRound, perCharm, perGeisha);
              }
              if (last > 2) {
                const p = p5 * chanceC;
                if (p >= PRUNE) total += p * judge(mc5 + myCharmC, tc5 + theirCharmC, mn5 + myCountC, tn5 + theirCountC, lastRound, perCharm, perGeisha);
              }
            }
          }
        }
      }
    }
  }
  return total;
}

function judge(
  myCharm: number, theirCharm: number, myCount: number, theirCount: number, lastRound: boolean, perCharm: number, perGeisha: number,
): number {
  if (myCharm >= WIN_CHARM) return 1;
  if (theirCharm >= WIN_CHARM) return -1;
  if (myCount >= WIN_GEISHAS) return 1;
  if (theirCount >= WIN_GEISHAS) return -1;
  if (lastRound) return Math.sign(myCharm - theirCharm);
  const lead = perCharm * (myCharm - theirCharm) + perGeisha * (myCount - theirCount);
  return Math.max(-0.9, Math.min(0.9, lead));
}
