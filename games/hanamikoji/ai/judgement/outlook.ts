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

const keyOf = (odds: readonly GeishaOdds[], markers: Markers, me: PlayerId, params: OutlookParams): string => {
  let key = `${params.perCharm},${params.perGeisha},${params.lastRound ? 1 : 0}`;
  for (let i = 0; i < odds.length; i++) {
    const o = odds[i]!;
    const h = markers[GEISHAS[i]!];
    key += `;${o.mine},${o.theirs},${h === null ? 'n' : h === me ? 'm' : 't'}`;
  }
  return key;
};

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

function walkOutcomes(odds: readonly GeishaOdds[], markers: Markers, me: PlayerId, params: OutlookParams): number {
  const current = GEISHAS.map((g) => (markers[g] === null ? 0 : markers[g] === me ? 1 : -1));
  let total = 0;
  const walk = (i: number, p: number, myCharm: number, theirCharm: number, myCount: number, theirCount: number): void => {
    if (p < PRUNE) return;
    if (i === 7) {
      total += p * judge(myCharm, theirCharm, myCount, theirCount, params);
      return;
    }
    const o = odds[i]!;
    const c = CHARM_OF[i]!;
    if (o.mine > 0) walk(i + 1, p * o.mine, myCharm + c, theirCharm, myCount + 1, theirCount);
    if (o.theirs > 0) walk(i + 1, p * o.theirs, myCharm, theirCharm + c, myCount, theirCount + 1);
    const stay = 1 - o.mine - o.theirs;
    if (stay > 0) {
      const h = current[i];
      if (h === 1) walk(i + 1, p * stay, myCharm + c, theirCharm, myCount + 1, theirCount);
      else if (h === -1) walk(i + 1, p * stay, myCharm, theirCharm + c, myCount, theirCount + 1);
      else walk(i + 1, p * stay, myCharm, theirCharm, myCount, theirCount);
    }
  };
  walk(0, 1, 0, 0, 0, 0);
  return total;
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
