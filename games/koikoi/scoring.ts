/**
 * Yaku scoring. Captured cards become a 48-bit set held in two 24-bit integers (lo: card indices 0–23,
 * hi: 24–47); every yaku is then a few popcounts against precomputed masks, so checking after each
 * capture (and in search playouts) allocates nothing unless the caller asks for the yaku list.
 * The point values and combination rules are tables selected by the options.
 */
import { CARDS, IRIS_BRIDGE, RAIN_MAN, SAKE_CUP, type CardKind } from '../shared/hanafuda/cards';
import type { KoiKoiOptions } from './options';
import {
  BLUE_RIBBONS, CURTAIN, INOSHIKACHO_CARDS, MOON, POETRY_RIBBONS, fixedPoints, thresholdOf, yakuRecord, type LightPoints, type YakuId,
} from './yaku';

export type { YakuId };

export interface YakuScore {
  readonly id: YakuId;
  readonly points: number;
}

export interface CaptureScore {
  readonly yaku: YakuScore[];
  /** Points before any multiplier. */
  readonly total: number;
}

const lights = (id: 'goko' | 'shiko' | 'ame-shiko' | 'sanko'): LightPoints => yakuRecord(id).points as LightPoints;
const lightsUnder = (rule: keyof LightPoints) =>
  ({ goko: lights('goko')[rule], shiko: lights('shiko')[rule], 'ame-shiko': lights('ame-shiko')[rule], sanko: lights('sanko')[rule] }) as const;

/** Light yaku points by the `lightPoints` option (from the yaku table). */
export const LIGHT_POINTS = { nintendo: lightsUnder('nintendo'), tabletop: lightsUnder('tabletop'), fifty: lightsUnder('fifty') } as const;

/** Fixed values of the table's yaku that do not vary between presets, and of the month's other awards. */
export const BASE_POINTS = {
  inoshikacho: fixedPoints('inoshikacho'),
  akatan: fixedPoints('akatan'),
  aotan: fixedPoints('aotan'),
  'akatan-aotan': fixedPoints('akatan-aotan'),
  /** tane / tan / kasu: 1 at their threshold, +1 per card beyond it. */
  tane: fixedPoints('tane'),
  tan: fixedPoints('tan'),
  kasu: fixedPoints('kasu'),
  /** teshi and kuttsuki win the month with this many points. */
  handDeal: fixedPoints('teshi'),
  /** An exhausted month under the tabletop rule: the dealer scores this. */
  exhaustedDealer: 6,
  /** An exhausted month with no koi-koi under the fifty rule: the dealer's privilege (oya-ken). */
  oyaKen: 1,
} as const;

export const THRESHOLD = { tane: thresholdOf('tane'), tan: thresholdOf('tan'), kasu: thresholdOf('kasu') } as const;

// ---- card sets as masks -------------------------------------------------------------

export interface CardMask {
  lo: number;
  hi: number;
}

/** Card index by month and slot code (bright, animal, ribbon, plain1..3), read straight off the id's characters. */
const SLOT_INDEX = new Int8Array(13 * 8).fill(-1);
const slotCode = (id: string): number => {
  const c = id.charCodeAt(3);
  // b(right) a(nimal) r(ibbon) p(lain)N
  return c === 98 ? 0 : c === 97 ? 1 : c === 114 ? 2 : c === 112 ? 2 + (id.charCodeAt(8) - 48) : 7;
};
for (const c of CARDS) SLOT_INDEX[c.month * 8 + slotCode(c.id)] = c.index;

function indexOf(id: string): number {
  const month = (id.charCodeAt(0) - 48) * 10 + (id.charCodeAt(1) - 48);
  const i = month >= 1 && month <= 12 ? (SLOT_INDEX[month * 8 + slotCode(id)] as number) : -1;
  if (i < 0 || CARDS[i]!.id !== id) throw new Error(`Unknown hanafuda card id: ${JSON.stringify(id)}`);
  return i;
}

function maskOfIds(ids: readonly string[]): CardMask {
  let lo = 0;
  let hi = 0;
  for (let k = 0; k < ids.length; k++) {
    const i = indexOf(ids[k] as string);
    if (i < 24) lo |= 1 << i;
    else hi |= 1 << (i - 24);
  }
  return { lo, hi };
}

export function maskOf(ids: readonly string[]): CardMask {
  return maskOfIds(ids);
}

const kindMask = (kind: CardKind): CardMask => maskOfIds(CARDS.filter((c) => c.kind === kind).map((c) => c.id));
const LIGHTS = kindMask('bright');
const ANIMALS = kindMask('animal');
const RIBBONS = kindMask('ribbon');
const PLAINS = kindMask('plain');
const POETRY = maskOfIds(POETRY_RIBBONS);
const BLUE = maskOfIds(BLUE_RIBBONS);
const INOSHIKACHO = maskOfIds(INOSHIKACHO_CARDS);
const RAIN = maskOfIds([RAIN_MAN]);
const SAKE = maskOfIds([SAKE_CUP]);
const IRIS = maskOfIds([IRIS_BRIDGE]);
const CURTAIN_MASK = maskOfIds([CURTAIN]);
const MOON_MASK = maskOfIds([MOON]);
const MONTH_MASKS: readonly CardMask[] = Array.from({ length: 13 }, (_, m) =>
  maskOfIds(CARDS.filter((c) => c.month === m).map((c) => c.id)),
);

function pop24(x: number): number {
  x = x - ((x >>> 1) & 0x555555);
  x = (x & 0x333333) + ((x >>> 2) & 0x333333);
  x = (x + (x >>> 4)) & 0x0f0f0f;
  return (x + (x >>> 8) + (x >>> 16)) & 0x3f;
}

/** How many cards of `set` are in `m`. */
const countIn = (m: CardMask, set: CardMask): number => pop24(m.lo & set.lo) + pop24(m.hi & set.hi);
const hasAll = (m: CardMask, set: CardMask): boolean => (m.lo & set.lo) === set.lo && (m.hi & set.hi) === set.hi;

// ---- scoring -----------------------------------------------------------------------------

type Out = YakuScore[] | null;

function record(out: Out, id: YakuId, points: number): number {
  if (out) out.push({ id, points });
  return points;
}

function lightYaku(m: CardMask, o: KoiKoiOptions, out: Out): number {
  const lights = countIn(m, LIGHTS);
  const table = LIGHT_POINTS[o.lightPoints];
  const rain = hasAll(m, RAIN);
  if (lights === 5) return record(out, 'goko', table.goko);
  if (lights === 4) return rain ? record(out, 'ame-shiko', table['ame-shiko']) : record(out, 'shiko', table.shiko);
  if (lights === 3 && !rain) return record(out, 'sanko', table.sanko);
  return 0;
}

function animalYaku(m: CardMask, animals: number, o: KoiKoiOptions, out: Out): number {
  let points = 0;
  const ino = hasAll(m, INOSHIKACHO);
  if (ino) {
    const extra = o.inoshikacho === 'flat-with-tane' ? 0 : animals - 3;
    points += record(out, 'inoshikacho', BASE_POINTS.inoshikacho + extra);
  }
  if (animals >= THRESHOLD.tane && !(ino && o.inoshikacho === 'extra-replaces-tane'))
    points += record(out, 'tane', BASE_POINTS.tane + animals - THRESHOLD.tane);
  return points;
}

function ribbonYaku(m: CardMask, o: KoiKoiOptions, out: Out): number {
  const ribbons = countIn(m, RIBBONS);
  const akatan = hasAll(m, POETRY);
  const aotan = hasAll(m, BLUE);
  const both = akatan && aotan && o.akatanAotan;
  const tan = ribbons >= THRESHOLD.tan ? BASE_POINTS.tan + ribbons - THRESHOLD.tan : 0;
  switch (o.ribbons) {
    case 'extra-replaces-tan': {
      if (both) return record(out, 'akatan-aotan', BASE_POINTS['akatan-aotan'] + ribbons - 6);
      if (akatan || aotan) {
        // Extra ribbons are those outside the scoring sets, counted once, on the first set.
        const extra = ribbons - (akatan && aotan ? 6 : 3);
        let points = 0;
        if (akatan) points += record(out, 'akatan', BASE_POINTS.akatan + extra);
        if (aotan) points += record(out, 'aotan', BASE_POINTS.aotan + (akatan ? 0 : extra));
        return points;
      }
      return tan > 0 ? record(out, 'tan', tan) : 0;
    }
    case 'best-only': {
      // Only the best ribbon yaku scores; ties go to the first in table order.
      let best: YakuId | null = null;
      let bestPoints = 0;
      if (both && BASE_POINTS['akatan-aotan'] + ribbons - 6 > bestPoints) {
        best = 'akatan-aotan';
        bestPoints = BASE_POINTS['akatan-aotan'] + ribbons - 6;
      }
      if (akatan && BASE_POINTS.akatan + ribbons - 3 > bestPoints) {
        best = 'akatan';
        bestPoints = BASE_POINTS.akatan + ribbons - 3;
      }
      if (aotan && BASE_POINTS.aotan + ribbons - 3 > bestPoints) {
        best = 'aotan';
        bestPoints = BASE_POINTS.aotan + ribbons - 3;
      }
      if (tan > bestPoints) {
        best = 'tan';
        bestPoints = tan;
      }
      return best ? record(out, best, bestPoints) : 0;
    }
    case 'flat-with-tan': {
      let points = 0;
      if (both) points += record(out, 'akatan-aotan', BASE_POINTS['akatan-aotan']);
      else {
        if (akatan) points += record(out, 'akatan', BASE_POINTS.akatan);
        if (aotan) points += record(out, 'aotan', BASE_POINTS.aotan);
      }
      if (tan > 0) points += record(out, 'tan', tan);
      return points;
    }
  }
}

function viewingYaku(m: CardMask, o: KoiKoiOptions, month: number, basicYaku: boolean, out: Out): number {
  if (o.viewingPoints <= 0 || !hasAll(m, SAKE)) return 0;
  const hanami = hasAll(m, CURTAIN_MASK);
  const tsukimi = hasAll(m, MOON_MASK);
  let points = 0;
  if (hanami && viewingAllowed(o, month, 3, basicYaku)) points += record(out, 'hanami-zake', o.viewingPoints);
  if (tsukimi && viewingAllowed(o, month, 8, basicYaku)) points += record(out, 'tsukimi-zake', o.viewingPoints);
  return points;
}

// A module-level function, not a closure in viewingYaku: scoring runs in every playout, and a closure
// made per call costs there (under tsx, each one is also renamed at run time).
function viewingAllowed(o: KoiKoiOptions, month: number, season: number, basicYaku: boolean): boolean {
  return o.viewingYaku === 'always' || (o.viewingYaku === 'in-season' ? month === season : basicYaku);
}

/** Scores the capture set with the given animal and plain counts (the wild card already placed). */
function scoreWith(m: CardMask, o: KoiKoiOptions, month: number, animals: number, plains: number, out: Out): number {
  const lights = lightYaku(m, o, out);
  // Viewing yaku may depend on the others, but are listed right after the lights.
  const viewingAt = out ? out.length : 0;
  const basic =
    animalYaku(m, animals, o, out) +
    ribbonYaku(m, o, out) +
    (plains >= THRESHOLD.kasu ? record(out, 'kasu', BASE_POINTS.kasu + plains - THRESHOLD.kasu) : 0);
  // Tsukifuda is a special yaku, not a basic one: it never unlocks a viewing yaku (rules, fifty preset).
  const tsukifuda = o.tsukifuda > 0 && hasAll(m, MONTH_MASKS[month] as CardMask) ? record(out, 'tsukifuda', o.tsukifuda) : 0;
  const tail = out ? out.splice(viewingAt) : null;
  const viewing = viewingYaku(m, o, month, lights + basic > 0, out);
  if (out && tail) out.push(...tail);
  return lights + viewing + basic + tsukifuda;
}

function scoreMaskInto(m: CardMask, o: KoiKoiOptions, month: number, out: Out): number {
  let animals = countIn(m, ANIMALS);
  let plains = countIn(m, PLAINS);
  if (o.wildCard === 'sake-cup-both' && hasAll(m, SAKE)) plains += 1;
  if (o.wildCard === 'iris-either' && hasAll(m, IRIS)) {
    const asAnimal = scoreWith(m, o, month, animals, plains, null);
    const asPlain = scoreWith(m, o, month, animals - 1, plains + 1, null);
    if (asPlain > asAnimal) {
      animals -= 1;
      plains += 1;
    }
  }
  return scoreWith(m, o, month, animals, plains, out);
}

/** Total points (before multipliers) of a capture set; allocation-free for search. */
export function scoreMaskTotal(mask: CardMask, options: KoiKoiOptions, calendarMonth: number): number {
  return scoreMaskInto(mask, options, calendarMonth, null);
}

function scoreMask(mask: CardMask, options: KoiKoiOptions, calendarMonth: number): CaptureScore {
  const yaku: YakuScore[] = [];
  const total = scoreMaskInto(mask, options, calendarMonth, yaku);
  return { yaku, total };
}

/** The yaku a set of captured cards forms and their points before multipliers. */
export function scoreCaptures(cards: readonly string[], options: KoiKoiOptions, calendarMonth: number): CaptureScore {
  return scoreMask(maskOfIds(cards), options, calendarMonth);
}

// ---- the deal's hand yaku ---------------------------------------------------------------

/** teshi (four of one month) or kuttsuki (four pairs) in a dealt hand of eight, else null. */
export function handDealYaku(hand: readonly string[]): 'teshi' | 'kuttsuki' | null {
  const perMonth = new Array<number>(13).fill(0);
  for (const id of hand) perMonth[Number(id.slice(0, 2))]! += 1;
  if (perMonth.some((n) => n === 4)) return 'teshi';
  if (hand.length === 8 && perMonth.every((n) => n % 2 === 0)) return 'kuttsuki';
  return null;
}
