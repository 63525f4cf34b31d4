/**
 * The deck as small integers for the simulator. A card is its dense index 0..47 from cards.ts;
 * the deck lists each month's four cards together, so a card's month is `(index >> 2) + 1` and its
 * slot within the month `index & 3`. Each card's yaku-relevant features are one bit field.
 */
import { CARDS, IRIS_BRIDGE, RAIN_MAN, SAKE_CUP } from '../../shared/hanafuda/cards';
import { BLUE_RIBBONS, CURTAIN as CURTAIN_CARD, INOSHIKACHO_CARDS, MOON as MOON_CARD, POETRY_RIBBONS } from '../yaku';

export const LIGHT = 1;
export const ANIMAL = 2;
export const RIBBON = 4;
export const PLAIN = 8;
export const POETRY = 16;
export const BLUE = 32;
export const INO = 64;
export const RAIN = 128;
export const SAKE = 256;
export const CURTAIN = 512;
export const MOON = 1024;
export const IRIS = 2048;

const poetry = new Set(POETRY_RIBBONS);
const blue = new Set(BLUE_RIBBONS);
const ino = new Set(INOSHIKACHO_CARDS);

/** Feature bits per card index. */
export const FEATURES: Int32Array = Int32Array.from(CARDS, (c) => {
  let f = 0;
  if (c.kind === 'bright') f |= LIGHT;
  if (c.kind === 'animal') f |= ANIMAL;
  if (c.kind === 'ribbon') f |= RIBBON;
  if (c.kind === 'plain') f |= PLAIN;
  if (poetry.has(c.id)) f |= POETRY;
  if (blue.has(c.id)) f |= BLUE;
  if (ino.has(c.id)) f |= INO;
  if (c.id === RAIN_MAN) f |= RAIN;
  if (c.id === SAKE_CUP) f |= SAKE;
  if (c.id === CURTAIN_CARD) f |= CURTAIN;
  if (c.id === MOON_CARD) f |= MOON;
  if (c.id === IRIS_BRIDGE) f |= IRIS;
  return f;
});

// Card ids read by their characters, not hashed: month digits, then the slot's first letter and,
// for plains, the last digit (a 13 × 8 table).
const slotCode = (id: string): number => {
  const k = id.charCodeAt(3);
  // b(right) a(nimal) r(ibbon) p(lainN)
  return k === 98 ? 0 : k === 97 ? 1 : k === 114 ? 2 : 2 + (id.charCodeAt(id.length - 1) - 48);
};
const CODE_TABLE = new Int8Array(13 * 8).fill(-1);
for (const c of CARDS) CODE_TABLE[c.month * 8 + slotCode(c.id)] = c.index;

/** The index of a canonical card id (ids come from states the plugin built, so they are valid). */
export function indexOf(id: string): number {
  return CODE_TABLE[((id.charCodeAt(0) - 48) * 10 + id.charCodeAt(1) - 48) * 8 + slotCode(id)] as number;
}

for (const c of CARDS) {
  if (c.index >> 2 !== c.month - 1) throw new Error('engine/deck: the deck must list each month’s four cards together');
  if (indexOf(c.id) !== c.index) throw new Error(`engine/deck: card code clash for ${c.id}`);
}

/** Set bits in a 4-bit month nibble. */
export const NIBBLE_COUNT = Int8Array.from({ length: 16 }, (_, n) => (n & 1) + ((n >> 1) & 1) + ((n >> 2) & 1) + ((n >> 3) & 1));
/** The lowest set bit's position in a nibble (-1 for none). */
export const NIBBLE_LOW = Int8Array.from({ length: 16 }, (_, n) => (n === 0 ? -1 : 31 - Math.clz32(n & -n)));
/** The highest set bit's position in a nibble (-1 for none). */
export const NIBBLE_HIGH = Int8Array.from({ length: 16 }, (_, n) => (n === 0 ? -1 : 31 - Math.clz32(n)));
