/**
 * The chance to win a twelve-month `nintendo` game from a lead, the months left and who deals next,
 * computed exactly from how months end between two `normal` players (measured below). Months end in
 * a few sizes (1, 5, 14 points…: the 7-point and koi-koi doublings make jumps), the dealer wins more
 * often and keeps the deal, and ties are possible; so near the end a lead is worth quite different
 * amounts than a normal approximation says (5 points with one month left: 0.80 as next dealer, 0.76
 * otherwise, against 0.69).
 */

/**
 * Months of 300 games of `normal` against itself under `nintendo`
 * (`npx tsx tools/koikoi/measure-swings.ts --games 300`): points → months won by the dealer or
 * by the other player, and months nobody won (the deal then passes).
 */
export const NINTENDO_MONTHS = {
  dealerWins: {
    1: 526, 2: 221, 3: 65, 4: 31, 5: 462, 6: 135, 10: 24, 12: 3, 14: 177, 16: 72, 18: 25, 20: 83, 22: 22,
    24: 18, 26: 11, 28: 13, 30: 17, 32: 2, 34: 5, 36: 5, 60: 1,
  },
  otherWins: {
    1: 376, 2: 197, 3: 60, 4: 34, 5: 383, 6: 144, 8: 1, 10: 10, 12: 8, 14: 150, 16: 67, 18: 17, 20: 54,
    22: 12, 24: 15, 26: 11, 28: 8, 30: 11, 32: 5, 34: 3, 36: 3, 42: 2, 44: 1,
  },
  noWinner: 110,
} as const;

/** Leads beyond this are clamped (the chance is 0 or 1 there to many decimals). */
const MAX_LEAD = 200;
const WIDTH = 2 * MAX_LEAD + 1;
const MONTHS = 12;

interface Outcome {
  /** Points from the dealer's side: positive when the dealer won. */
  readonly swing: number;
  /** Whether the same player deals the next month. */
  readonly dealerKeeps: boolean;
  readonly chance: number;
}

function outcomes(): Outcome[] {
  const { dealerWins, otherWins, noWinner } = NINTENDO_MONTHS;
  const entries = (t: Record<number, number>): [number, number][] => Object.entries(t).map(([p, n]) => [Number(p), n]);
  const total = noWinner + [...entries(dealerWins), ...entries(otherWins)].reduce((s, [, n]) => s + n, 0);
  return [
    ...entries(dealerWins).map(([p, n]) => ({ swing: p, dealerKeeps: true, chance: n / total })),
    ...entries(otherWins).map(([p, n]) => ({ swing: -p, dealerKeeps: false, chance: n / total })),
    { swing: 0, dealerKeeps: false, chance: noWinner / total },
  ];
}

const clampLead = (lead: number): number => Math.max(-MAX_LEAD, Math.min(MAX_LEAD, Math.round(lead)));
const slot = (monthsLeft: number, lead: number, dealing: number): number => (monthsLeft * 2 + dealing) * WIDTH + lead + MAX_LEAD;

let table: Float64Array | null = null;

/** chance[monthsLeft][dealing][lead]: win chance (a tie counts half) for the player `lead` points ahead. */
function buildTable(): Float64Array {
  const t = new Float64Array((MONTHS + 1) * 2 * WIDTH);
  for (let lead = -MAX_LEAD; lead <= MAX_LEAD; lead++) {
    const end = lead > 0 ? 1 : lead < 0 ? 0 : 0.5;
    t[slot(0, lead, 0)] = end;
    t[slot(0, lead, 1)] = end;
  }
  const all = outcomes();
  for (let k = 1; k <= MONTHS; k++) {
    for (let dealing = 0; dealing < 2; dealing++) {
      for (let lead = -MAX_LEAD; lead <= MAX_LEAD; lead++) {
        let v = 0;
        for (const o of all) {
          const next = clampLead(lead + (dealing ? o.swing : -o.swing));
          // The dealer keeps the deal by winning; otherwise it passes to the other player.
          const nextDealing = o.dealerKeeps === (dealing === 1) ? 1 : 0;
          v += o.chance * (t[slot(k - 1, next, nextDealing)] as number);
        }
        t[slot(k, lead, dealing)] = v;
      }
    }
  }
  return t;
}

/** The chance to win with `lead` points ahead, `monthsLeft` months to play, dealing the next one or not. */
export function winChance(lead: number, monthsLeft: number, dealing: boolean): number {
  table ??= buildTable();
  const k = Math.max(0, Math.min(MONTHS, monthsLeft));
  return table[slot(k, clampLead(lead), dealing ? 1 : 0)] as number;
}
