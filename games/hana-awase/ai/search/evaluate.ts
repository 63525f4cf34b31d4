/**
 * How good the totals at a round's end are for a seat: its chance to finish the game first. After the last
 * round that is the place itself (1 alone first, 1/k for a first place shared by k, else 0). Before it, each
 * seat's remaining rounds are modelled as independent normal swings of the spread measured for the scoring
 * in force (ROUND_SPREAD), and a seat's chance is its chance to beat every other seat pairwise, normalised
 * over the seats so the chances add up to 1.
 */
import type { RuleTable } from '../../engine/score';

/**
 * Standard deviation of the difference between two seats' round scores, by scoring and seats: measured over
 * 180 rounds of `normal` against itself per cell (`npx tsx tools/hana-awase/spread.ts 15`). Zero-sum scores
 * move further: own yaku count once per opponent and the others' are paid.
 */
const ROUND_SPREAD = { additive: [0, 0, 95, 62, 46], zeroSum: [0, 0, 149, 120, 80] } as const;

export function spreadOf(t: RuleTable, players: number): number {
  return (t.additive ? ROUND_SPREAD.additive : ROUND_SPREAD.zeroSum)[players] as number;
}

/** Standard normal distribution function (Zelen & Severo, |error| < 7.5e-8). */
function normalCdf(x: number): number {
  const z = Math.abs(x);
  const t = 1 / (1 + 0.2316419 * z);
  const poly = t * (0.31938153 + t * (-0.356563782 + t * (1.781477937 + t * (-1.821255978 + t * 1.330274429))));
  const tail = 0.3989422804014327 * Math.exp(-0.5 * z * z) * poly;
  return x >= 0 ? 1 - tail : tail;
}

const raw = new Float64Array(4);

/**
 * Seat p's chance to finish first from `totals` (n seats) with `roundsLeft` rounds to play, two seats' round
 * scores moving apart by `spread` (standard deviation) a round.
 */
export function firstChance(totals: ArrayLike<number>, n: number, p: number, roundsLeft: number, spread: number): number {
  if (roundsLeft <= 0) {
    const mine = totals[p] as number;
    let tied = 0;
    for (let q = 0; q < n; q++) {
      const t = totals[q] as number;
      if (t > mine) return 0;
      if (t === mine) tied++;
    }
    return 1 / tied;
  }
  // The difference of two seats' remaining rounds spreads by spread·√rounds.
  const scale = 1 / (spread * Math.sqrt(roundsLeft));
  let sum = 0;
  for (let a = 0; a < n; a++) {
    let v = 1;
    for (let b = 0; b < n; b++) if (b !== a) v *= normalCdf(((totals[a] as number) - (totals[b] as number)) * scale);
    raw[a] = v;
    sum += v;
  }
  return (raw[p] as number) / sum;
}
