/**
 * The 48 hanafuda cards as data. Ids are canonical (rules file): two-digit month, dash, slot.
 * Every card also has a dense index 0..47 so scoring can work on bitmasks and counters.
 */
import type { Localized } from '../../src/framework/game';

export type CardKind = 'bright' | 'animal' | 'ribbon' | 'plain';
export type RibbonStyle = 'poetry' | 'blue' | 'red';

export interface CardInfo {
  readonly id: string;
  readonly index: number;
  /** Calendar month 1..12. */
  readonly month: number;
  readonly kind: CardKind;
  readonly ribbon?: RibbonStyle;
  readonly name: Localized;
}

export interface MonthInfo {
  readonly month: number;
  readonly plant: Localized;
  /** The traditional name of the month (睦月, 如月, …). */
  readonly oldName: Localized;
}

export const MONTHS: readonly MonthInfo[] = [
  { month: 1, plant: { en: 'Pine', ja: '松' }, oldName: { en: 'Mutsuki', ja: '睦月' } },
  { month: 2, plant: { en: 'Plum', ja: '梅' }, oldName: { en: 'Kisaragi', ja: '如月' } },
  { month: 3, plant: { en: 'Cherry', ja: '桜' }, oldName: { en: 'Yayoi', ja: '弥生' } },
  { month: 4, plant: { en: 'Wisteria', ja: '藤' }, oldName: { en: 'Uzuki', ja: '卯月' } },
  { month: 5, plant: { en: 'Iris', ja: '菖蒲' }, oldName: { en: 'Satsuki', ja: '皐月' } },
  { month: 6, plant: { en: 'Peony', ja: '牡丹' }, oldName: { en: 'Minazuki', ja: '水無月' } },
  { month: 7, plant: { en: 'Bush clover', ja: '萩' }, oldName: { en: 'Fumizuki', ja: '文月' } },
  { month: 8, plant: { en: 'Susuki grass', ja: '芒' }, oldName: { en: 'Hazuki', ja: '葉月' } },
  { month: 9, plant: { en: 'Chrysanthemum', ja: '菊' }, oldName: { en: 'Nagatsuki', ja: '長月' } },
  { month: 10, plant: { en: 'Maple', ja: '紅葉' }, oldName: { en: 'Kannazuki', ja: '神無月' } },
  { month: 11, plant: { en: 'Willow', ja: '柳' }, oldName: { en: 'Shimotsuki', ja: '霜月' } },
  { month: 12, plant: { en: 'Paulownia', ja: '桐' }, oldName: { en: 'Shiwasu', ja: '師走' } },
];

type Row = [id: string, kind: CardKind, en: string, ja: string, ribbon?: RibbonStyle];

const ROWS: readonly Row[] = [
  ['01-bright', 'bright', 'Crane and sun', '松に鶴'],
  ['01-ribbon', 'ribbon', 'Pine red poetry ribbon', '松に赤短', 'poetry'],
  ['01-plain1', 'plain', 'Pine plain', '松のカス'],
  ['01-plain2', 'plain', 'Pine plain', '松のカス'],
  ['02-animal', 'animal', 'Bush warbler', '梅に鶯'],
  ['02-ribbon', 'ribbon', 'Plum red poetry ribbon', '梅に赤短', 'poetry'],
  ['02-plain1', 'plain', 'Plum plain', '梅のカス'],
  ['02-plain2', 'plain', 'Plum plain', '梅のカス'],
  ['03-bright', 'bright', 'Cherry curtain', '桜に幕'],
  ['03-ribbon', 'ribbon', 'Cherry red poetry ribbon', '桜に赤短', 'poetry'],
  ['03-plain1', 'plain', 'Cherry plain', '桜のカス'],
  ['03-plain2', 'plain', 'Cherry plain', '桜のカス'],
  ['04-animal', 'animal', 'Cuckoo', '藤に不如帰'],
  ['04-ribbon', 'ribbon', 'Wisteria red ribbon', '藤に短冊', 'red'],
  ['04-plain1', 'plain', 'Wisteria plain', '藤のカス'],
  ['04-plain2', 'plain', 'Wisteria plain', '藤のカス'],
  ['05-animal', 'animal', 'Eight-plank bridge', '菖蒲に八橋'],
  ['05-ribbon', 'ribbon', 'Iris red ribbon', '菖蒲に短冊', 'red'],
  ['05-plain1', 'plain', 'Iris plain', '菖蒲のカス'],
  ['05-plain2', 'plain', 'Iris plain', '菖蒲のカス'],
  ['06-animal', 'animal', 'Butterflies', '牡丹に蝶'],
  ['06-ribbon', 'ribbon', 'Peony blue ribbon', '牡丹に青短', 'blue'],
  ['06-plain1', 'plain', 'Peony plain', '牡丹のカス'],
  ['06-plain2', 'plain', 'Peony plain', '牡丹のカス'],
  ['07-animal', 'animal', 'Boar', '萩に猪'],
  ['07-ribbon', 'ribbon', 'Bush clover red ribbon', '萩に短冊', 'red'],
  ['07-plain1', 'plain', 'Bush clover plain', '萩のカス'],
  ['07-plain2', 'plain', 'Bush clover plain', '萩のカス'],
  ['08-bright', 'bright', 'Full moon', '芒に月'],
  ['08-animal', 'animal', 'Geese', '芒に雁'],
  ['08-plain1', 'plain', 'Susuki plain', '芒のカス'],
  ['08-plain2', 'plain', 'Susuki plain', '芒のカス'],
  ['09-animal', 'animal', 'Sake cup', '菊に盃'],
  ['09-ribbon', 'ribbon', 'Chrysanthemum blue ribbon', '菊に青短', 'blue'],
  ['09-plain1', 'plain', 'Chrysanthemum plain', '菊のカス'],
  ['09-plain2', 'plain', 'Chrysanthemum plain', '菊のカス'],
  ['10-animal', 'animal', 'Deer', '紅葉に鹿'],
  ['10-ribbon', 'ribbon', 'Maple blue ribbon', '紅葉に青短', 'blue'],
  ['10-plain1', 'plain', 'Maple plain', '紅葉のカス'],
  ['10-plain2', 'plain', 'Maple plain', '紅葉のカス'],
  ['11-bright', 'bright', 'Rain man', '柳に小野道風'],
  ['11-animal', 'animal', 'Swallow', '柳に燕'],
  ['11-ribbon', 'ribbon', 'Willow red ribbon', '柳に短冊', 'red'],
  ['11-plain1', 'plain', 'Lightning', '柳のカス（雷）'],
  ['12-bright', 'bright', 'Phoenix', '桐に鳳凰'],
  ['12-plain1', 'plain', 'Paulownia plain', '桐のカス'],
  ['12-plain2', 'plain', 'Paulownia plain', '桐のカス'],
  ['12-plain3', 'plain', 'Paulownia plain', '桐のカス'],
];

export const CARDS: readonly CardInfo[] = ROWS.map(([id, kind, en, ja, ribbon], index) => ({
  id,
  index,
  month: Number(id.slice(0, 2)),
  kind,
  ...(ribbon ? { ribbon } : {}),
  name: { en, ja },
}));

export const CARD_IDS: readonly string[] = CARDS.map((c) => c.id);

const BY_ID: Readonly<Record<string, CardInfo>> = Object.fromEntries(CARDS.map((c) => [c.id, c]));

export function isCardId(id: unknown): id is string {
  return typeof id === 'string' && Object.prototype.hasOwnProperty.call(BY_ID, id);
}

export function cardInfo(id: string): CardInfo {
  const info = BY_ID[id];
  if (!info) throw new Error(`unknown hanafuda card "${id}"`);
  return info;
}

/** Calendar month of a card id, read straight from the id (hot path). */
export function monthOf(id: string): number {
  return (id.charCodeAt(0) - 48) * 10 + (id.charCodeAt(1) - 48);
}

export function cardsOfMonth(month: number): string[] {
  return CARDS.filter((c) => c.month === month).map((c) => c.id);
}

/** Month n of the game (1-based) falls in calendar month ((n−1) mod 12)+1. */
export function calendarMonth(gameMonth: number): number {
  return ((gameMonth - 1) % 12) + 1;
}

/** Sort order for displaying cards: by month, then bright, animal, ribbon, plain. */
export function compareCards(a: string, b: string): number {
  return cardInfo(a).index - cardInfo(b).index;
}

export const RAIN_MAN = '11-bright';
export const SAKE_CUP = '09-animal';
export const IRIS_BRIDGE = '05-animal';
