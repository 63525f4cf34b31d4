/**
 * The deck as small integers for the round simulator. A card is its dense index 0..47 from the shared deck,
 * which lists each month's four cards together: a card's month is `(index >> 2) + 1`. A set of cards is a
 * 48-bit set kept as two 24-bit halves (`lo`: cards 0..23, the months January–June; `hi`: cards 24..47),
 * so a month's cards are one nibble of one half. Every table here is built from the rules' own data — the
 * card values of cards.ts and the yaku rows of yaku.ts — so the simulator states no rule of its own.
 */
import { CARDS, RAIN_MAN } from '../../shared/hanafuda/cards';
import { KIND_VALUES } from '../cards';
import { YAKU, WILLOW_CARDS, type YakuGroup } from '../yaku';

export const CARD_COUNT = 48;
/** Cards per half of a card set. */
export const HALF = 24;

const INDEX = new Map<string, number>(CARDS.map((c) => [c.id, c.index]));

/** The simulator's number of a card id. */
export function indexOf(id: string): number {
  const i = INDEX.get(id);
  if (i === undefined) throw new Error(`Unknown hanafuda card id: ${JSON.stringify(id)}`);
  return i;
}

/** The card id of a simulator card number. */
const idOf = (c: number): string => (CARDS[c] as (typeof CARDS)[number]).id;

/** Bits set in a 32-bit int. */
export function popcount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) as number;
}

/** Cards in the set (lo, hi). */
export const sizeOf = (lo: number, hi: number): number => popcount(lo) + popcount(hi);

/** The set of `ids` as [lo, hi]. */
export function maskOf(ids: readonly string[]): [number, number] {
  let lo = 0;
  let hi = 0;
  for (const id of ids) {
    const c = indexOf(id);
    if (c < HALF) lo |= 1 << c;
    else hi |= 1 << (c - HALF);
  }
  return [lo, hi];
}

/** The ids of the set (lo, hi), in deck order. */
export function idsOf(lo: number, hi: number): string[] {
  const out: string[] = [];
  for (let c = 0; c < CARD_COUNT; c++) if ((c < HALF ? lo >>> c : hi >>> (c - HALF)) & 1) out.push(idOf(c));
  return out;
}

/** Whether card c is in the set (lo, hi). */
export const has = (lo: number, hi: number, c: number): boolean => ((c < HALF ? lo >>> c : hi >>> (c - HALF)) & 1) === 1;

/** The cards of one kind, as a set. */
const kindMask = (kind: string): [number, number] => maskOf(CARDS.filter((c) => c.kind === kind).map((c) => c.id));
export const [LIGHTS_LO, LIGHTS_HI] = kindMask('bright');
export const [ANIMALS_LO, ANIMALS_HI] = kindMask('animal');
export const [RIBBONS_LO, RIBBONS_HI] = kindMask('ribbon');
export const [PLAINS_LO, PLAINS_HI] = kindMask('plain');
/** The card values a light, an animal and a ribbon have (a plain's is the `plainValue` option). */
export const LIGHT_VALUE = KIND_VALUES.bright;
export const ANIMAL_VALUE = KIND_VALUES.animal;
export const RIBBON_VALUE = KIND_VALUES.ribbon;

/** A card's value with plains worth 1 (index: card), and with plains worth 0. */
export const VALUE_PLAIN_1 = Int8Array.from(CARDS, (c) => (c.kind === 'plain' ? 1 : KIND_VALUES[c.kind]));
export const VALUE_PLAIN_0 = Int8Array.from(CARDS, (c) => (c.kind === 'plain' ? 0 : KIND_VALUES[c.kind]));

export const RAIN_MAN_CARD = indexOf(RAIN_MAN);
export const [WILLOW_LO, WILLOW_HI] = maskOf(WILLOW_CARDS);

/** The groups as small numbers (0: none). */
export const GROUP_NONE = 0;
const GROUP_CODES: Readonly<Record<YakuGroup, number>> = { lights: 1, 'many-ribbons': 2, viewing: 3 };
export const GROUP_VIEWING = GROUP_CODES.viewing;
export const GROUPS = 4;

/** One row of the yaku table as sets: the rules' row, in the rules' order. */
export interface YakuMask {
  readonly id: (typeof YAKU)[number]['id'];
  readonly value: number;
  readonly group: number;
  readonly lo: number;
  readonly hi: number;
  readonly needs: number;
}

export const YAKU_MASKS: readonly YakuMask[] = YAKU.map((y) => {
  const [lo, hi] = maskOf(y.cards);
  return { id: y.id, value: y.value, group: y.group === null ? GROUP_NONE : GROUP_CODES[y.group], lo, hi, needs: y.needs };
});

/** Which yaku rows each card belongs to (index: card), as row numbers. */
export const ROWS_OF_CARD: readonly (readonly number[])[] = CARDS.map((c) =>
  YAKU_MASKS.flatMap((y, r) => (has(y.lo, y.hi, c.index) ? [r] : [])),
);
