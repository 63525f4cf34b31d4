/**
 * Yaku scoring on capture counters. Each player's captures are kept as counts by feature (lights,
 * animals, ribbons, plains, poetry and blue ribbons, boar-deer-butterflies, cards of the current
 * month) plus flag bits for the single cards some yaku name, updated card by card as captures
 * happen; scoring then reads a dozen integers and allocates nothing. It mirrors scoring.ts
 * rule for rule (the differential test holds the two together).
 */
import { CURTAIN, IRIS, MOON, RAIN, SAKE } from './deck';
import {
  INO_EXTRA_REPLACES_TANE, INO_FLAT, RIBBONS_BEST_ONLY, RIBBONS_EXTRA_REPLACES_TAN, VIEW_ALWAYS, VIEW_IN_SEASON,
  WILD_IRIS_EITHER, WILD_SAKE_BOTH, type RuleTable,
} from './rule-table';
import { YAKU, type YakuId } from '../yaku';

/** Counter slots per player (the player's block starts at player × COUNTER_STRIDE). */
export const C_LIGHTS = 0, C_ANIMALS = 1, C_RIBBONS = 2, C_PLAINS = 3, C_POETRY = 4, C_BLUE = 5, C_INO = 6;
/** Feature bits of the single cards captured (rain man, sake cup, curtain, moon, iris bridge). */
export const C_FLAGS = 7;
/** Captured cards of the current calendar month (for tsukifuda). */
export const C_SEASON = 8;
export const COUNTER_STRIDE = 16;

/** Yaku as bits, in the yaku table's order. */
const YAKU_IDS: readonly YakuId[] = YAKU.map((y) => y.id);
const bit = (id: YakuId): number => 1 << YAKU_IDS.indexOf(id);
const Y_GOKO = bit('goko'), Y_SHIKO = bit('shiko'), Y_AME = bit('ame-shiko'), Y_SANKO = bit('sanko');
const Y_HANAMI = bit('hanami-zake'), Y_TSUKIMI = bit('tsukimi-zake'), Y_INO = bit('inoshikacho');
const Y_AKATAN = bit('akatan'), Y_AOTAN = bit('aotan'), Y_BOTH = bit('akatan-aotan');
const Y_TANE = bit('tane'), Y_TAN = bit('tan'), Y_KASU = bit('kasu'), Y_TSUKIFUDA = bit('tsukifuda');

const BIT_OF: Readonly<Record<string, number>> = Object.fromEntries(YAKU_IDS.map((id, i) => [id, 1 << i]));

export function yakuMaskOf(ids: readonly string[]): number {
  let mask = 0;
  for (const id of ids) mask |= BIT_OF[id] ?? 0;
  return mask;
}

export function yakuIdsOf(mask: number): YakuId[] {
  return YAKU_IDS.filter((_, i) => (mask & (1 << i)) !== 0);
}

/** The yaku bits of the latest scoring call (a shared scratch slot: scoring allocates nothing). */
export const scored = { yaku: 0 };

function scoreWith(c: Int32Array, b: number, t: RuleTable, season: number, animals: number, plains: number): number {
  let yaku = 0;
  const flags = c[b + C_FLAGS] as number;
  const lightCount = c[b + C_LIGHTS] as number;
  const rain = (flags & RAIN) !== 0;
  let lights = 0;
  if (lightCount === 5) { lights = t.goko; yaku |= Y_GOKO; }
  else if (lightCount === 4) {
    if (rain) { lights = t.ameShiko; yaku |= Y_AME; }
    else { lights = t.shiko; yaku |= Y_SHIKO; }
  } else if (lightCount === 3 && !rain) { lights = t.sanko; yaku |= Y_SANKO; }

  let rest = 0;
  const ino = c[b + C_INO] === 3;
  if (ino) {
    rest += t.inoPoints + (t.ino === INO_FLAT ? 0 : animals - 3);
    yaku |= Y_INO;
  }
  if (animals >= t.taneAt && !(ino && t.ino === INO_EXTRA_REPLACES_TANE)) {
    rest += t.tanePoints + animals - t.taneAt;
    yaku |= Y_TANE;
  }

  const ribbons = c[b + C_RIBBONS] as number;
  const akatan = c[b + C_POETRY] === 3;
  const aotan = c[b + C_BLUE] === 3;
  const both = akatan && aotan && t.akatanAotan;
  const tan = ribbons >= t.tanAt ? t.tanPoints + ribbons - t.tanAt : 0;
  if (t.ribbons === RIBBONS_EXTRA_REPLACES_TAN) {
    if (both) {
      rest += t.bothPoints + ribbons - 6;
      yaku |= Y_BOTH;
    } else if (akatan || aotan) {
      const extra = ribbons - (akatan && aotan ? 6 : 3);
      if (akatan) { rest += t.akatanPoints + extra; yaku |= Y_AKATAN; }
      if (aotan) { rest += t.aotanPoints + (akatan ? 0 : extra); yaku |= Y_AOTAN; }
    } else if (tan > 0) { rest += tan; yaku |= Y_TAN; }
  } else if (t.ribbons === RIBBONS_BEST_ONLY) {
    let best = 0;
    let bestPoints = 0;
    if (both && t.bothPoints + ribbons - 6 > bestPoints) { best = Y_BOTH; bestPoints = t.bothPoints + ribbons - 6; }
    if (akatan && t.akatanPoints + ribbons - 3 > bestPoints) { best = Y_AKATAN; bestPoints = t.akatanPoints + ribbons - 3; }
    if (aotan && t.aotanPoints + ribbons - 3 > bestPoints) { best = Y_AOTAN; bestPoints = t.aotanPoints + ribbons - 3; }
    if (tan > bestPoints) { best = Y_TAN; bestPoints = tan; }
    rest += bestPoints;
    yaku |= best;
  } else {
    if (both) { rest += t.bothPoints; yaku |= Y_BOTH; }
    else {
      if (akatan) { rest += t.akatanPoints; yaku |= Y_AKATAN; }
      if (aotan) { rest += t.aotanPoints; yaku |= Y_AOTAN; }
    }
    if (tan > 0) { rest += tan; yaku |= Y_TAN; }
  }

  if (plains >= t.kasuAt) { rest += t.kasuPoints + plains - t.kasuAt; yaku |= Y_KASU; }
  // Tsukifuda is special, not basic: it never unlocks a viewing yaku, so it is added after them.
  const basic = lights + rest > 0;
  if (t.tsukifuda > 0 && c[b + C_SEASON] === 4) { rest += t.tsukifuda; yaku |= Y_TSUKIFUDA; }

  let viewing = 0;
  if (t.viewingPoints > 0 && (flags & SAKE) !== 0) {
    const always = t.viewing === VIEW_ALWAYS;
    const inSeason = t.viewing === VIEW_IN_SEASON;
    const withAnother = !always && !inSeason && basic;
    if ((flags & CURTAIN) !== 0 && (always || withAnother || (inSeason && season === 3))) {
      viewing += t.viewingPoints;
      yaku |= Y_HANAMI;
    }
    if ((flags & MOON) !== 0 && (always || withAnother || (inSeason && season === 8))) {
      viewing += t.viewingPoints;
      yaku |= Y_TSUKIMI;
    }
  }
  scored.yaku = yaku;
  return lights + viewing + rest;
}

/**
 * Points before multipliers of the captures counted at `c[b…]`; the yaku land in `scored.yaku`.
 * `season` is the calendar month (viewing yaku in season).
 */
export function scoreCounters(c: Int32Array, b: number, t: RuleTable, season: number): number {
  const flags = c[b + C_FLAGS] as number;
  const animals = c[b + C_ANIMALS] as number;
  const plains = c[b + C_PLAINS] as number;
  if (t.wild === WILD_SAKE_BOTH && (flags & SAKE) !== 0) return scoreWith(c, b, t, season, animals, plains + 1);
  if (t.wild === WILD_IRIS_EITHER && (flags & IRIS) !== 0) {
    const asAnimal = scoreWith(c, b, t, season, animals, plains);
    const animalYaku = scored.yaku;
    const asPlain = scoreWith(c, b, t, season, animals - 1, plains + 1);
    if (asPlain > asAnimal) return asPlain;
    scored.yaku = animalYaku;
    return asAnimal;
  }
  return scoreWith(c, b, t, season, animals, plains);
}
