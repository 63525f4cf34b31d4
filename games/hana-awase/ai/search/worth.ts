/**
 * What a card is worth to a seat beyond its card value: the progress it makes toward the yaku the seat can
 * still form, read from the yaku table's rows as card sets (engine/deck.ts). A yaku is still open to a seat
 * while the other seats' captures leave enough of its cards (all of them, or 6 / 7 of the nine ribbons); its
 * value is spread over its cards, the last ones worth most (the share of a pile holding h of its `needs`
 * cards is (h / needs)²). Of an exclusive group only the member the card helps most counts. `normal` weighs
 * its moves with this, and `hard`'s playouts and move order too.
 */
import * as deck from '../../engine/deck';

/**
 * The deck's tables as module constants: read through an import binding, each use in the loops below costs a
 * property getter under the CLI's TypeScript loader (tsx), which took half of a playout's time.
 */
const { GROUP_NONE, GROUPS, GROUP_VIEWING, RAIN_MAN_CARD, ROWS_OF_CARD, YAKU_MASKS, has, popcount } = deck;

/** A row's share of its value held with h of its cards: POTENTIAL[row * STRIDE + h]. */
const STRIDE = 12;
const POTENTIAL = new Float64Array(YAKU_MASKS.length * STRIDE);
YAKU_MASKS.forEach((y, r) => {
  for (let h = 0; h < STRIDE; h++) POTENTIAL[r * STRIDE + h] = Math.min(1, (h / y.needs) ** 2);
});
/** How many cards each row lists (9 for the many ribbons). */
const ROW_SIZE = Int32Array.from(YAKU_MASKS, (y) => popcount(y.lo) + popcount(y.hi));

const groupBest = new Float64Array(GROUPS);

/**
 * The yaku value `card` adds to seat p's pile, given every seat's captures (`captured`: [lo, hi] per seat, n
 * seats). `rainSpoilsViewing`: a pile holding the rain man forms no viewing yaku.
 */
export function yakuGain(captured: Int32Array, n: number, p: number, card: number, rainSpoilsViewing: boolean): number {
  const rows = ROWS_OF_CARD[card] as readonly number[];
  if (rows.length === 0) return 0;
  const lo = captured[2 * p] as number;
  const hi = captured[2 * p + 1] as number;
  const spoiled = rainSpoilsViewing && has(lo, hi, RAIN_MAN_CARD);
  groupBest.fill(0);
  let sum = 0;
  for (let k = 0; k < rows.length; k++) {
    const r = rows[k] as number;
    const y = YAKU_MASKS[r] as (typeof YAKU_MASKS)[number];
    if (spoiled && y.group === GROUP_VIEWING) continue;
    const have = popcount(lo & y.lo) + popcount(hi & y.hi);
    if (have >= y.needs) continue;
    let elsewhere = 0;
    for (let q = 0; q < n; q++)
      if (q !== p) elsewhere += popcount((captured[2 * q] as number) & y.lo) + popcount((captured[2 * q + 1] as number) & y.hi);
    if ((ROW_SIZE[r] as number) - elsewhere < y.needs) continue;
    const gain = y.value * ((POTENTIAL[r * STRIDE + have + 1] as number) - (POTENTIAL[r * STRIDE + have] as number));
    if (y.group === GROUP_NONE) sum += gain;
    else if (gain > (groupBest[y.group] as number)) groupBest[y.group] = gain;
  }
  for (let g = 1; g < GROUPS; g++) sum += groupBest[g] as number;
  return sum;
}

/** The most yaku value `card` would add to any seat but p. */
export function othersGain(captured: Int32Array, n: number, p: number, card: number, rainSpoilsViewing: boolean): number {
  let best = 0;
  for (let q = 0; q < n; q++) {
    if (q === p) continue;
    const g = yakuGain(captured, n, q, card, rainSpoilsViewing);
    if (g > best) best = g;
  }
  return best;
}
