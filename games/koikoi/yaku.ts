/**
 * The yaku table: one record per yaku — its id, family, the cards it is made of, its names and its
 * points under each rule. Scoring (scoring.ts, engine/score.ts), the card groups learners are shown
 * (yaku-cards.ts), the names in the log and on the board (names.ts) and the lessons read it; a new yaku
 * starts here. How yaku combine (what replaces what, the wild cards, viewing yaku needing another) is
 * scoring's, chosen by the options.
 */
import type { Localized } from '../../src/framework/game';
import { CARDS, IRIS_BRIDGE, RAIN_MAN, SAKE_CUP, cardsOfMonth, type CardKind } from './cards';
import type { KoiKoiOptions } from './options';

export type YakuFamily = 'lights' | 'viewing' | 'animals' | 'ribbons' | 'plains' | 'month' | 'hand';

/** `need` cards out of `cards`; a yaku needs every one of its groups. */
export interface CardGroup {
  readonly cards: readonly string[];
  readonly need: number;
}

/** The options a yaku's cards depend on: the wild card may count as a plain. */
export type CardRules = Pick<KoiKoiOptions, 'wildCard'>;

/** A light yaku's points by the `lightPoints` option. */
export interface LightPoints {
  readonly nintendo: number;
  readonly tabletop: number;
  readonly fifty: number;
}

export interface YakuRecord {
  readonly id: string;
  readonly family: YakuFamily;
  readonly name: Localized;
  /**
   * Points at the yaku's smallest: a number, by the `lightPoints` option for lights, or the option that
   * sets them (viewing yaku, tsukifuda). Counting yaku (tane, tan, kasu) score one more per card beyond `need`.
   */
  readonly points: number | LightPoints | 'viewingPoints' | 'tsukifuda';
  /** The calendar month a viewing yaku belongs to (in-season rule). */
  readonly season?: number;
  /** The cards it is made of (tsukifuda: the cards of `calendarMonth`); hand yaku have none. */
  groups(rules: CardRules, calendarMonth: number): CardGroup[];
}

const idsOf = (kind: CardKind): string[] => CARDS.filter((c) => c.kind === kind).map((c) => c.id);

export const LIGHT_CARDS: readonly string[] = idsOf('bright');
export const DRY_LIGHTS: readonly string[] = LIGHT_CARDS.filter((id) => id !== RAIN_MAN);
export const ANIMAL_CARDS: readonly string[] = idsOf('animal');
export const RIBBON_CARDS: readonly string[] = idsOf('ribbon');
export const PLAIN_CARDS: readonly string[] = idsOf('plain');
export const POETRY_RIBBONS: readonly string[] = ['01-ribbon', '02-ribbon', '03-ribbon'];
export const BLUE_RIBBONS: readonly string[] = ['06-ribbon', '09-ribbon', '10-ribbon'];
/** Boar, deer and butterflies. */
export const INOSHIKACHO_CARDS: readonly string[] = ['06-animal', '07-animal', '10-animal'];
export const CURTAIN = '03-bright';
export const MOON = '08-bright';

/** Plains for kasu under the options: the wild card may also count as a plain. */
export function kasuCards(rules: CardRules): string[] {
  if (rules.wildCard === 'sake-cup-both') return [...PLAIN_CARDS, SAKE_CUP];
  if (rules.wildCard === 'iris-either') return [...PLAIN_CARDS, IRIS_BRIDGE];
  return [...PLAIN_CARDS];
}

const all = (cards: readonly string[]): CardGroup => ({ cards, need: cards.length });
const none = (): CardGroup[] => [];

/** Table order is the reference's order, the log's order and the simulator's yaku bits. */
export const YAKU = [
  {
    id: 'goko', family: 'lights', name: { en: 'Goko (five lights)', ja: '五光' },
    points: { nintendo: 10, tabletop: 15, fifty: 10 }, groups: () => [all(LIGHT_CARDS)],
  },
  {
    id: 'shiko', family: 'lights', name: { en: 'Shiko (four lights)', ja: '四光' },
    points: { nintendo: 8, tabletop: 8, fifty: 8 }, groups: () => [all(DRY_LIGHTS)],
  },
  {
    id: 'ame-shiko', family: 'lights', name: { en: 'Ame-shiko (rainy four lights)', ja: '雨四光' },
    points: { nintendo: 7, tabletop: 7, fifty: 6 }, groups: () => [all([RAIN_MAN]), { cards: DRY_LIGHTS, need: 3 }],
  },
  {
    id: 'sanko', family: 'lights', name: { en: 'Sanko (three lights)', ja: '三光' },
    points: { nintendo: 5, tabletop: 6, fifty: 5 }, groups: () => [{ cards: DRY_LIGHTS, need: 3 }],
  },
  {
    id: 'hanami-zake', family: 'viewing', name: { en: 'Hanami-zake (flower viewing)', ja: '花見酒' },
    points: 'viewingPoints', season: 3, groups: () => [all([CURTAIN, SAKE_CUP])],
  },
  {
    id: 'tsukimi-zake', family: 'viewing', name: { en: 'Tsukimi-zake (moon viewing)', ja: '月見酒' },
    points: 'viewingPoints', season: 8, groups: () => [all([MOON, SAKE_CUP])],
  },
  {
    id: 'inoshikacho', family: 'animals', name: { en: 'Inoshikacho (boar, deer, butterflies)', ja: '猪鹿蝶' },
    points: 5, groups: () => [all(INOSHIKACHO_CARDS)],
  },
  {
    id: 'akatan', family: 'ribbons', name: { en: 'Akatan (red poetry ribbons)', ja: '赤短' },
    points: 5, groups: () => [all(POETRY_RIBBONS)],
  },
  {
    id: 'aotan', family: 'ribbons', name: { en: 'Aotan (blue ribbons)', ja: '青短' },
    points: 5, groups: () => [all(BLUE_RIBBONS)],
  },
  {
    id: 'akatan-aotan', family: 'ribbons', name: { en: 'Akatan-aotan (red and blue)', ja: '赤短・青短の重複' },
    points: 10, groups: () => [all([...POETRY_RIBBONS, ...BLUE_RIBBONS])],
  },
  {
    id: 'tane', family: 'animals', name: { en: 'Tane (animals)', ja: 'タネ' },
    points: 1, groups: () => [{ cards: ANIMAL_CARDS, need: 5 }],
  },
  {
    id: 'tan', family: 'ribbons', name: { en: 'Tan (ribbons)', ja: 'タン' },
    points: 1, groups: () => [{ cards: RIBBON_CARDS, need: 5 }],
  },
  {
    id: 'kasu', family: 'plains', name: { en: 'Kasu (plains)', ja: 'カス' },
    points: 1, groups: (rules: CardRules) => [{ cards: kasuCards(rules), need: 10 }],
  },
  {
    id: 'tsukifuda', family: 'month', name: { en: "Tsukifuda (the month's four)", ja: '月札' },
    points: 'tsukifuda', groups: (_: CardRules, calendarMonth: number) => [all(cardsOfMonth(calendarMonth))],
  },
  {
    id: 'teshi', family: 'hand', name: { en: 'Teshi (four of a month in hand)', ja: '手四' },
    points: 6, groups: none,
  },
  {
    id: 'kuttsuki', family: 'hand', name: { en: 'Kuttsuki (four pairs in hand)', ja: 'くっつき' },
    points: 6, groups: none,
  },
] as const satisfies readonly YakuRecord[];

export type YakuId = (typeof YAKU)[number]['id'];

const BY_ID = new Map<string, YakuRecord>(YAKU.map((y) => [y.id, y]));

export function yakuRecord(id: YakuId): YakuRecord {
  return BY_ID.get(id) as YakuRecord;
}

/** A counting yaku's threshold: the cards of its one group it needs. */
export const thresholdOf = (id: 'tane' | 'tan' | 'kasu'): number => (yakuRecord(id).groups({ wildCard: 'none' }, 1)[0] as CardGroup).need;

/** A yaku's points at its smallest when they are one fixed number. */
export const fixedPoints = (id: YakuId): number => yakuRecord(id).points as number;
