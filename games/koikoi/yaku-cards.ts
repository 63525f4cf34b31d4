/**
 * Which cards each yaku needs, as data for learners (from the yaku table, yaku.ts): the reference draws
 * them, the progress tracker counts them. A yaku needs every one of its groups: `need` cards out of the
 * group's `cards`. Scoring itself stays in scoring.ts (checked against these groups by tests).
 */
import { RAIN_MAN, cardsOfMonth } from '../shared/hanafuda/cards';
import type { KoiKoiOptions } from './options';
import { PLAIN_CARDS, YAKU, yakuRecord, type CardGroup, type CardRules, type YakuId } from './yaku';

export type { CardGroup };
export { INOSHIKACHO_CARDS, PLAIN_CARDS } from './yaku';

/** The yaku formed from captured cards, in the order the reference lists them. */
export const CAPTURE_YAKU: readonly YakuId[] = YAKU.filter((y) => y.family !== 'hand').map((y) => y.id);

/** Yaku of a dealt hand (teshi, kuttsuki): they end the month at the deal. */
export const HAND_YAKU: readonly YakuId[] = YAKU.filter((y) => y.family === 'hand').map((y) => y.id);

export const ALL_YAKU: readonly YakuId[] = YAKU.map((y) => y.id);

/**
 * The card groups of a capture yaku; `calendarMonth` picks tsukifuda's month. Hand yaku have no groups
 * (they are about a dealt hand, not captures).
 */
export function yakuGroups(id: YakuId, options: CardRules, calendarMonth: number): CardGroup[] {
  return yakuRecord(id).groups(options, calendarMonth);
}

/** A small set of captures that forms the yaku (the reference draws it). */
export function yakuExample(id: YakuId, options: Pick<KoiKoiOptions, 'wildCard'>, calendarMonth: number): string[] {
  switch (id) {
    case 'ame-shiko':
      return [RAIN_MAN, '01-bright', '03-bright', '08-bright'];
    case 'sanko':
      return ['01-bright', '03-bright', '08-bright'];
    case 'tane':
      return ['02-animal', '04-animal', '05-animal', '08-animal', '11-animal'];
    case 'tan':
      return ['01-ribbon', '04-ribbon', '05-ribbon', '07-ribbon', '11-ribbon'];
    case 'kasu':
      return PLAIN_CARDS.slice(0, 10);
    case 'teshi':
      return cardsOfMonth(3);
    case 'kuttsuki':
      return ['01-bright', '01-plain1', '03-ribbon', '03-plain2', '07-animal', '07-plain1', '12-plain1', '12-plain2'];
    default:
      return yakuGroups(id, options, calendarMonth).flatMap((g) => g.cards.slice(0, g.need));
  }
}

/** The calendar month in which a month-bound yaku can be played; null when it has no season. */
export const YAKU_SEASON: Partial<Record<YakuId, number>> = Object.fromEntries(
  YAKU.flatMap((y) => ('season' in y ? [[y.id, y.season]] : [])),
);

/** Every capture yaku a card takes part in under the options (tsukifuda in the card's own month). */
export function yakuOfCard(card: string, options: Pick<KoiKoiOptions, 'wildCard'>): YakuId[] {
  const month = Number(card.slice(0, 2));
  return CAPTURE_YAKU.filter((id) => yakuGroups(id, options, month).some((g) => g.cards.includes(card)));
}
