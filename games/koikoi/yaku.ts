/**
 * The yaku table: one record per yaku — its id, family, the cards it is made of, its names and its
 * points under each rule. Scoring (scoring.ts, engine/score.ts), the card groups learners are shown
 * (yaku-cards.ts), the names in the log and on the board (names.ts) and the lessons read it; a new yaku
 * starts here. How yaku combine (what replaces what, the wild cards, viewing yaku needing another) is
 * scoring's, chosen by the options.
 */
import type { Localized } from '../../src/framework/game';
import { CARDS, IRIS_BRIDGE, RAIN_MAN, SAKE_CUP, cardsOfMonth, type CardKind } from '../shared/hanafuda/cards';
import type { KoiKoiOptions } from './options';

type YakuFamily = 'lights' | 'viewing' | 'animals' | 'ribbons' | 'plains' | 'month' | 'hand';

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
  /** What the name means, for German readers: German keeps the Japanese name and explains it. */
  readonly german: string;
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

const LIGHT_CARDS: readonly string[] = idsOf('bright');
const DRY_LIGHTS: readonly string[] = LIGHT_CARDS.filter((id) => id !== RAIN_MAN);
const ANIMAL_CARDS: readonly string[] = idsOf('animal');
const RIBBON_CARDS: readonly string[] = idsOf('ribbon');
export const PLAIN_CARDS: readonly string[] = idsOf('plain');
export const POETRY_RIBBONS: readonly string[] = ['01-ribbon', '02-ribbon', '03-ribbon'];
export const BLUE_RIBBONS: readonly string[] = ['06-ribbon', '09-ribbon', '10-ribbon'];
/** Boar, deer and butterflies. */
export const INOSHIKACHO_CARDS: readonly string[] = ['06-animal', '07-animal', '10-animal'];
export const CURTAIN = '03-bright';
export const MOON = '08-bright';

/** Plains for kasu under the options: the wild card may also count as a plain. */
function kasuCards(rules: CardRules): string[] {
  if (rules.wildCard === 'sake-cup-both') return [...PLAIN_CARDS, SAKE_CUP];
  if (rules.wildCard === 'iris-either') return [...PLAIN_CARDS, IRIS_BRIDGE];
  return [...PLAIN_CARDS];
}

/** A yaku's names; German keeps the Japanese name with its meaning, "Goko (Fünf Lichter)". */
const named = (en: string, ja: string, romaji: string, german: string) => ({ name: { en, ja, de: `${romaji} (${german})` }, german });

const all = (cards: readonly string[]): CardGroup => ({ cards, need: cards.length });
const none = (): CardGroup[] => [];

/** Table order is the reference's order, the log's order and the simulator's yaku bits. */
export const YAKU = [
  {
    id: 'goko', family: 'lights', ...named('Goko (five lights)', '五光', 'Goko', 'Fünf Lichter'),
    points: { nintendo: 10, tabletop: 15, fifty: 10 }, groups: () => [all(LIGHT_CARDS)],
  },
  {
    id: 'shiko', family: 'lights', ...named('Shiko (four lights)', '四光', 'Shiko', 'Vier Lichter'),
    points: { nintendo: 8, tabletop: 8, fifty: 8 }, groups: () => [all(DRY_LIGHTS)],
  },
  {
    id: 'ame-shiko', family: 'lights', ...named('Ame-shiko (rainy four lights)', '雨四光', 'Ame-shiko', 'Vier Lichter mit Regen'),
    points: { nintendo: 7, tabletop: 7, fifty: 6 }, groups: () => [all([RAIN_MAN]), { cards: DRY_LIGHTS, need: 3 }],
  },
  {
    id: 'sanko', family: 'lights', ...named('Sanko (three lights)', '三光', 'Sanko', 'Drei Lichter'),
    points: { nintendo: 5, tabletop: 6, fifty: 5 }, groups: () => [{ cards: DRY_LIGHTS, need: 3 }],
  },
  {
    id: 'hanami-zake', family: 'viewing', ...named('Hanami-zake (flower viewing)', '花見酒', 'Hanami-zake', 'Blütenschau'),
    points: 'viewingPoints', season: 3, groups: () => [all([CURTAIN, SAKE_CUP])],
  },
  {
    id: 'tsukimi-zake', family: 'viewing', ...named('Tsukimi-zake (moon viewing)', '月見酒', 'Tsukimi-zake', 'Mondschau'),
    points: 'viewingPoints', season: 8, groups: () => [all([MOON, SAKE_CUP])],
  },
  {
    id: 'inoshikacho', family: 'animals', ...named('Inoshikacho (boar, deer, butterflies)', '猪鹿蝶', 'Inoshikacho', 'Eber, Hirsch, Schmetterlinge'),
    points: 5, groups: () => [all(INOSHIKACHO_CARDS)],
  },
  {
    id: 'akatan', family: 'ribbons', ...named('Akatan (red poetry ribbons)', '赤短', 'Akatan', 'Rote Gedichtbänder'),
    points: 5, groups: () => [all(POETRY_RIBBONS)],
  },
  {
    id: 'aotan', family: 'ribbons', ...named('Aotan (blue ribbons)', '青短', 'Aotan', 'Blaue Bänder'),
    points: 5, groups: () => [all(BLUE_RIBBONS)],
  },
  {
    id: 'akatan-aotan', family: 'ribbons', ...named('Akatan-aotan (red and blue)', '赤短・青短の重複', 'Akatan-aotan', 'Rote und blaue Bänder'),
    points: 10, groups: () => [all([...POETRY_RIBBONS, ...BLUE_RIBBONS])],
  },
  {
    id: 'tane', family: 'animals', ...named('Tane (animals)', 'タネ', 'Tane', 'Tiere'),
    points: 1, groups: () => [{ cards: ANIMAL_CARDS, need: 5 }],
  },
  {
    id: 'tan', family: 'ribbons', ...named('Tan (ribbons)', 'タン', 'Tan', 'Bänder'),
    points: 1, groups: () => [{ cards: RIBBON_CARDS, need: 5 }],
  },
  {
    id: 'kasu', family: 'plains', ...named('Kasu (plains)', 'カス', 'Kasu', 'Einfache Karten'),
    points: 1, groups: (rules: CardRules) => [{ cards: kasuCards(rules), need: 10 }],
  },
  {
    id: 'tsukifuda', family: 'month', ...named("Tsukifuda (the month's four)", '月札', 'Tsukifuda', 'Die vier des Monats'),
    points: 'tsukifuda', groups: (_: CardRules, calendarMonth: number) => [all(cardsOfMonth(calendarMonth))],
  },
  {
    id: 'teshi', family: 'hand', ...named('Teshi (four of a month in hand)', '手四', 'Teshi', 'Vier eines Monats auf der Hand'),
    points: 6, groups: none,
  },
  {
    id: 'kuttsuki', family: 'hand', ...named('Kuttsuki (four pairs in hand)', 'くっつき', 'Kuttsuki', 'Vier Paare auf der Hand'),
    points: 6, groups: none,
  },
] as const satisfies readonly YakuRecord[];

export type YakuId = (typeof YAKU)[number]['id'];

const BY_ID = new Map<string, YakuRecord>(YAKU.map((y) => [y.id, y]));

export function yakuRecord(id: YakuId): YakuRecord {
  return BY_ID.get(id) as YakuRecord;
}

/** Yaku made of particular cards, which the card gallery can light up (tsukifuda and the hand yaku depend on a month or a hand). */
export const CARD_YAKU: readonly YakuId[] = YAKU.filter((y) => y.family !== 'month' && y.family !== 'hand').map((y) => y.id);

/** A counting yaku's threshold: the cards of its one group it needs. */
export const thresholdOf = (id: 'tane' | 'tan' | 'kasu'): number => (yakuRecord(id).groups({ wildCard: 'none' }, 1)[0] as CardGroup).need;

/** A yaku's points at its smallest when they are one fixed number. */
export const fixedPoints = (id: YakuId): number => yakuRecord(id).points as number;
