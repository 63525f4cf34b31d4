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
 * decision), and the walk below is where the heuristic spends most of its time. Bounded: cleared when full.
 */
const known = new Map<string, number>();
const KNOWN_LIMIT = 50_000;

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

// The walk's inputs for the current call, one slot per geisha, and its running total: module state
// rather than a closure over the odds, because the walk visits up to 3^7 leaves per outlook.
const MINE = new Float64Array(7);
const THEIRS = new Float64Array(7);
const STAY = new Float64Array(7);
/** Where each marker stands now: 1 on my side, -1 on theirs, 0 neutral. */
const HELD = new Int8Array(7);
let total = 0;
let judged: OutlookParams;

function walkOutcomes(odds: readonly GeishaOdds[], markers: Markers, me: PlayerId, params: OutlookParams): number {
  for (let i = 0; i < 7; i++) {
    const o = odds[i]!;
    const h = markers[GEISHAS[i]!];
    MINE[i] = o.mine;
    THEIRS[i] = o.theirs;
    STAY[i] = 1 - o.mine - o.theirs;
    HELD[i] = h === null ? 0 : h === me ? 1 : -1;
  }
  total = 0;
  judged = params;
  walk(0, 1, 0, 0, 0, 0);
  return total;
}

/**
 * Every way the markers from geisha i on may end, each weighed by its chance; branches less likely
 * than PRUNE are cut. The last geisha's three endings are judged in place (two thirds of the calls).
 * The leaves are added in the same order, with the same products, as the plain recursion: the
 * heuristic's values, and so the bots' games, stay the same to the last bit.
 */
function walk(i: number, p: number, myCharm: number, theirCharm: number, myCount: number, theirCount: number): void {
  if (p < PRUNE) return;
  const mine = MINE[i]!;
  const theirs = THEIRS[i]!;
  const stay = STAY[i]!;
  const c = CHARM_OF[i]!;
  if (i === 6) {
    if (mine > 0) leaf(p * mine, myCharm + c, theirCharm, myCount + 1, theirCount);
    if (theirs > 0) leaf(p * theirs, myCharm, theirCharm + c, myCount, theirCount + 1);
    if (stay > 0) {
      const h = HELD[i];
      if (h === 1) leaf(p * stay, myCharm + c, theirCharm, myCount + 1, theirCount);
      else if (h === -1) leaf(p * stay, myCharm, theirCharm + c, myCount, theirCount + 1);
      else leaf(p * stay, myCharm, theirCharm, myCount, theirCount);
    }
    return;
  }
  if (mine > 0) walk(i + 1, p * mine, myCharm + c, theirCharm, myCount + 1, theirCount);
  if (theirs > 0) walk(i + 1, p * theirs, myCharm, theirCharm + c, myCount, theirCount + 1);
  if (stay > 0) {
    const h = HELD[i];
    if (h === 1) walk(i + 1, p * stay, myCharm + c, theirCharm, myCount + 1, theirCount);
    else if (h === -1) walk(i + 1, p * stay, myCharm, theirCharm + c, myCount, theirCount + 1);
    else walk(i + 1, p * stay, myCharm, theirCharm, myCount, theirCount);
  }
}

function leaf(p: number, myCharm: number, theirCharm: number, myCount: number, theirCount: number): void {
  if (p >= PRUNE) total += p * judge(myCharm, theirCharm, myCount, theirCount, judged);
}

function judge(myCharm: number, theirCharm: number, myCount: number, theirCount: number, params: OutlookParams): number {
  if (myCharm >= WIN_CHARM) return 1;
  if (theirCharm >= WIN_CHARM) return -1;
  if (myCount >= WIN_GEISHAS) return 1;
  if (theirCount >= WIN_GEISHAS) return -1;
  if (params.lastRound) return Math.sign(myCharm - theirCharm);
  const lead = params.perCharm * (myCharm - theirCharm) + params.perGeisha * (myCount - theirCount);
  return Math.max(-0.9, Math.min(0.9, lead));
}
