/**
 * What the computer players know about yaku: each yaku as a card set with how many of it are needed,
 * so a capture pile can be valued by the yaku it still can complete (cards the opponent holds
 * in their pile are lost to it). Everything works on card masks for speed.
 */
import { CARDS, calendarMonth, monthOf } from '../cards';
import type { KoiKoiOptions } from '../options';
import { BASE_POINTS, LIGHT_POINTS, addCard, countIn, maskOf, scoreMaskTotal, type CardMask } from '../scoring';

export interface YakuTemplate {
  readonly set: CardMask;
  readonly size: number;
  readonly need: number;
  readonly points: number;
}

const ids = (pred: (c: (typeof CARDS)[number]) => boolean): string[] => CARDS.filter(pred).map((c) => c.id);

const cache = new Map<string, YakuTemplate[]>();

/** The yaku a pile can still aim for under these options in this calendar month. */
export function templatesFor(o: KoiKoiOptions, month: number): YakuTemplate[] {
  const key = `${JSON.stringify(o)}|${month}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const t: YakuTemplate[] = [];
  const add = (cards: string[], need: number, points: number): void => {
    if (points > 0) t.push({ set: maskOf(cards), size: cards.length, need, points });
  };
  const lights = LIGHT_POINTS[o.lightPoints];
  const clearLights = ids((c) => c.kind === 'bright' && c.id !== '11-bright');
  add(clearLights, 3, lights.sanko);
  add(clearLights, 4, lights.shiko);
  add(ids((c) => c.kind === 'bright'), 5, lights.goko);
  add(['06-animal', '07-animal', '10-animal'], 3, BASE_POINTS.inoshikacho);
  add(['01-ribbon', '02-ribbon', '03-ribbon'], 3, BASE_POINTS.akatan);
  add(['06-ribbon', '09-ribbon', '10-ribbon'], 3, BASE_POINTS.aotan);
  if (o.akatanAotan) add(ids((c) => c.ribbon === 'poetry' || c.ribbon === 'blue'), 6, BASE_POINTS['akatan-aotan']);
  const viewing = (season: number): number =>
    o.viewingYaku === 'always' ? o.viewingPoints : o.viewingYaku === 'in-season' ? (month === season ? o.viewingPoints : 0) : o.viewingPoints / 2;
  add(['03-bright', '09-animal'], 2, viewing(3));
  add(['08-bright', '09-animal'], 2, viewing(8));
  add(ids((c) => c.kind === 'animal'), 5, BASE_POINTS.tane);
  add(ids((c) => c.kind === 'ribbon'), 5, BASE_POINTS.tan);
  add(ids((c) => c.kind === 'plain' || (o.wildCard === 'sake-cup-both' && c.id === '09-animal')), 10, BASE_POINTS.kasu);
  add(ids((c) => c.month === month), 4, o.tsukifuda);
  cache.set(key, t);
  return t;
}

/**
 * A pile's worth: its actual points plus, for every yaku not yet made but still possible,
 * its points scaled by how far along the pile is (squared, so near-complete yaku weigh most).
 */
export function pileValue(mine: CardMask, theirs: CardMask, o: KoiKoiOptions, month: number, templates: YakuTemplate[]): number {
  let v = scoreMaskTotal(mine, o, month);
  for (const t of templates) {
    const have = countIn(mine, t.set);
    if (have >= t.need) continue;
    const lost = countIn(theirs, t.set);
    if (t.size - lost < t.need) continue;
    const p = have / t.need;
    v += t.points * p * p * 0.8;
  }
  return v;
}

/** How many cards `player`'s pile still needs for its nearest new yaku (Infinity when none is possible). */
export function nearestYaku(mine: CardMask, theirs: CardMask, templates: YakuTemplate[]): number {
  let best = Infinity;
  for (const t of templates) {
    const have = countIn(mine, t.set);
    if (have >= t.need) continue;
    if (t.size - countIn(theirs, t.set) < t.need) continue;
    best = Math.min(best, t.need - have);
  }
  return best;
}

export const withCards = (m: CardMask, cards: readonly string[]): CardMask => {
  const out = { lo: m.lo, hi: m.hi };
  for (const c of cards) addCard(out, c);
  return out;
};

/** Probability that a hand of `hand` cards dealt from `unseen` cards holds at least one of `k` given ones. */
export function holdsAny(k: number, unseen: number, hand: number): number {
  if (k <= 0 || hand <= 0) return 0;
  let none = 1;
  for (let i = 0; i < hand; i++) none *= Math.max(0, unseen - k - i) / (unseen - i);
  return 1 - none;
}

export function countByMonth(cards: readonly string[]): number[] {
  const out = new Array<number>(13).fill(0);
  for (const c of cards) out[monthOf(c)]! += 1;
  return out;
}

export { calendarMonth };
