/** The seven geishas, their charm, and the 21 item cards (an item's id is its geisha's letter). */
export const GEISHAS = ['A', 'B', 'C', 'D', 'E', 'F', 'G'] as const;
export type Geisha = (typeof GEISHAS)[number];

/** Charm per geisha; also the number of item cards she has. */
export const CHARM: Readonly<Record<Geisha, number>> = { A: 2, B: 2, C: 2, D: 3, E: 3, F: 4, G: 5 };

/** Charm by geisha index (A = 0 … G = 6), for the bots' and the simulator's arrays. */
export const CHARMS: readonly number[] = GEISHAS.map((g) => CHARM[g]);

export const ITEM_DECK: readonly Geisha[] = GEISHAS.flatMap((g) => Array.from({ length: CHARM[g] }, () => g));

/** Items per geisha, e.g. the cards on one player's side. */
export type Counts = Readonly<Record<Geisha, number>>;

export const ZERO_COUNTS: Counts = { A: 0, B: 0, C: 0, D: 0, E: 0, F: 0, G: 0 };

export function countItems(cards: Iterable<Geisha>): Counts {
  const out: Record<Geisha, number> = { ...ZERO_COUNTS };
  for (const c of cards) out[c] += 1;
  return out;
}

export const sumCounts = (counts: Counts): number => GEISHAS.reduce((n, g) => n + counts[g], 0);

/** Cards in geisha order (A first), the canonical order for hands and offers. */
export const sortItems = (cards: readonly Geisha[]): Geisha[] => cards.slice().sort();

/** The four action markers and how many cards each takes. */
export const ACTIONS = ['secret', 'tradeoff', 'gift', 'competition'] as const;
export type Action = (typeof ACTIONS)[number];
export const ACTION_CARDS: Readonly<Record<Action, number>> = { secret: 1, tradeoff: 2, gift: 3, competition: 4 };
export type ActionsUsed = Readonly<Record<Action, boolean>>;
export const NO_ACTIONS_USED: ActionsUsed = { secret: false, tradeoff: false, gift: false, competition: false };
