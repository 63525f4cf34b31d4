/**
 * What a yaku is worth under a set of options, read from the real scoring (scoring.ts) by scoring a small
 * example of it, so the learning screens can never disagree with the game.
 */
import type { KoiKoiOptions } from './options';
import { BASE_POINTS, scoreCaptures } from './scoring';
import { yakuRecord, type YakuId } from './yaku';
import { INOSHIKACHO_CARDS, PLAIN_CARDS, YAKU_SEASON, yakuExample } from './yaku-cards';

/** Cards scored alongside a viewing yaku, for rules where it only counts with a basic yaku. */
const COMPANION = INOSHIKACHO_CARDS;

/** One more card of the yaku's kind, to see whether it earns +1. */
const EXTRA_CARD: Partial<Record<YakuId, string>> = {
  inoshikacho: '02-animal',
  akatan: '04-ribbon',
  aotan: '04-ribbon',
  'akatan-aotan': '04-ribbon',
  tane: '07-animal',
  tan: '02-ribbon',
  kasu: PLAIN_CARDS[10],
};

const TSUKIFUDA_EXAMPLE_MONTH = 1;

function exampleMonth(id: YakuId): number {
  return YAKU_SEASON[id] ?? TSUKIFUDA_EXAMPLE_MONTH;
}

function pointsIn(cards: readonly string[], id: YakuId, options: KoiKoiOptions, month: number): number | null {
  return scoreCaptures(cards, options, month).yaku.find((y) => y.id === id)?.points ?? null;
}

/** The points of the yaku at its smallest, or null when these options do not play it. */
export function yakuPoints(id: YakuId, options: KoiKoiOptions): number | null {
  const family = yakuRecord(id).family;
  if (family === 'hand') return options.handDealCheck ? BASE_POINTS.handDeal : null;
  const month = exampleMonth(id);
  const example = yakuExample(id, options, month);
  const alone = pointsIn(example, id, options, month);
  if (alone !== null || family !== 'viewing') return alone;
  return pointsIn([...example, ...COMPANION], id, options, month);
}

/** Whether one more card of the yaku's kind adds a point under these options. */
export function yakuGrows(id: YakuId, options: KoiKoiOptions): boolean {
  const extra = EXTRA_CARD[id];
  if (!extra) return false;
  const month = exampleMonth(id);
  const example = yakuExample(id, options, month);
  const before = pointsIn(example, id, options, month);
  const after = pointsIn([...example, extra], id, options, month);
  return before !== null && after !== null && after > before;
}
