/**
 * Which cards each yaku needs, as data for learners: the reference draws them, the progress tracker counts
 * them. A yaku needs every one of its groups: `need` cards out of the group's `cards`. Scoring itself stays
 * in scoring.ts; this table only says which cards take part (checked against scoring.ts by tests).
 */
import { CARDS, IRIS_BRIDGE, RAIN_MAN, SAKE_CUP, cardsOfMonth, type CardKind } from './cards';
import type { KoiKoiOptions } from './options';
import type { YakuId } from './scoring';

export interface CardGroup {
  readonly cards: readonly string[];
  readonly need: number;
}

const idsOf = (kind: CardKind): string[] => CARDS.filter((c) => c.kind === kind).map((c) => c.id);

export const LIGHT_CARDS: readonly string[] = idsOf('bright');
export const DRY_LIGHTS: readonly string[] = LIGHT_CARDS.filter((id) => id !== RAIN_MAN);
export const ANIMAL_CARDS: readonly string[] = idsOf('animal');
export const RIBBON_CARDS: readonly string[] = idsOf('ribbon');
export const PLAIN_CARDS: readonly string[] = idsOf('plain');
export const POETRY_RIBBONS: readonly string[] = ['01-ribbon', '02-ribbon', '03-ribbon'];
export const BLUE_RIBBONS: readonly string[] = ['06-ribbon', '09-ribbon', '10-ribbon'];
export const INOSHIKACHO_CARDS: readonly string[] = ['06-animal', '07-animal', '10-animal'];

/** The yaku formed from captured cards, in the order the reference lists them. */
export const CAPTURE_YAKU: readonly YakuId[] = [
  'goko', 'shiko', 'ame-shiko', 'sanko',
  'hanami-zake', 'tsukimi-zake',
  'inoshikacho', 'akatan', 'aotan', 'akatan-aotan',
  'tane', 'tan', 'kasu', 'tsukifuda',
];

/** Yaku of a dealt hand (teshi, kuttsuki): they end the month at the deal. */
export const HAND_YAKU: readonly YakuId[] = ['teshi', 'kuttsuki'];

export const ALL_YAKU: readonly YakuId[] = [...CAPTURE_YAKU, ...HAND_YAKU];

/** Plains for kasu under the options: the wild card may also count as a plain. */
export function kasuCards(options: Pick<KoiKoiOptions, 'wildCard'>): string[] {
  if (options.wildCard === 'sake-cup-both') return [...PLAIN_CARDS, SAKE_CUP];
  if (options.wildCard === 'iris-either') return [...PLAIN_CARDS, IRIS_BRIDGE];
  return [...PLAIN_CARDS];
}

const all = (cards: readonly string[]): CardGroup => ({ cards, need: cards.length });

/**
 * The card groups of a capture yaku; `calendarMonth` picks tsukifuda's month. Hand yaku have no groups
 * (they are about a dealt hand, not captures).
 */
export function yakuGroups(id: YakuId, options: Pick<KoiKoiOptions, 'wildCard'>, calendarMonth: number): CardGroup[] {
  switch (id) {
    case 'goko':
      return [all(LIGHT_CARDS)];
    case 'shiko':
      return [all(DRY_LIGHTS)];
    case 'ame-shiko':
      return [all([RAIN_MAN]), { cards: DRY_LIGHTS, need: 3 }];
    case 'sanko':
      return [{ cards: DRY_LIGHTS, need: 3 }];
    case 'hanami-zake':
      return [all(['03-bright', SAKE_CUP])];
    case 'tsukimi-zake':
      return [all(['08-bright', SAKE_CUP])];
    case 'inoshikacho':
      return [all(INOSHIKACHO_CARDS)];
    case 'akatan':
      return [all(POETRY_RIBBONS)];
    case 'aotan':
      return [all(BLUE_RIBBONS)];
    case 'akatan-aotan':
      return [all([...POETRY_RIBBONS, ...BLUE_RIBBONS])];
    case 'tane':
      return [{ cards: ANIMAL_CARDS, need: 5 }];
    case 'tan':
      return [{ cards: RIBBON_CARDS, need: 5 }];
    case 'kasu':
      return [{ cards: kasuCards(options), need: 10 }];
    case 'tsukifuda':
      return [all(cardsOfMonth(calendarMonth))];
    case 'teshi':
    case 'kuttsuki':
      return [];
  }
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
export const YAKU_SEASON: Partial<Record<YakuId, number>> = { 'hanami-zake': 3, 'tsukimi-zake': 8 };

/** Every capture yaku a card takes part in under the options (tsukifuda in the card's own month). */
export function yakuOfCard(card: string, options: Pick<KoiKoiOptions, 'wildCard'>): YakuId[] {
  const month = Number(card.slice(0, 2));
  return CAPTURE_YAKU.filter((id) => yakuGroups(id, options, month).some((g) => g.cards.includes(card)));
}
