/**
 * The 48 hanafuda cards as data, with their names in English, Japanese and German for the log, labels, tooltips
 * and accessible names. Ids are canonical (rules file): two-digit month, dash, slot. Every card also has
 * a dense index 0..47 so scoring can work on bitmasks and counters.
 */
import type { Lang, Localized } from '../../../src/framework/game';

export type { Lang };
export type CardKind = 'bright' | 'animal' | 'ribbon' | 'plain';
type RibbonStyle = 'poetry' | 'blue' | 'red';
export type RibbonKind = RibbonStyle;

export interface CardInfo {
  readonly id: string;
  readonly index: number;
  /** Calendar month 1..12. */
  readonly month: number;
  readonly kind: CardKind;
  readonly ribbon?: RibbonStyle;
  /** The card's name in the log and the learning screens ("Pine plain", "松のカス"). */
  readonly name: Localized;
  /** What the face shows, for accessible names ("pine", "crane and sun" / "松に鶴"). */
  readonly subject: Localized;
}

export interface MonthInfo {
  readonly month: number;
  readonly plant: Localized;
  /** The traditional name of the month (睦月, 如月, …). */
  readonly oldName: Localized;
}

export const MONTHS: readonly MonthInfo[] = [
  { month: 1, plant: { en: 'Pine', ja: '松', de: 'Kiefer' }, oldName: { en: 'Mutsuki', ja: '睦月', de: 'Mutsuki' } },
  { month: 2, plant: { en: 'Plum', ja: '梅', de: 'Pflaume' }, oldName: { en: 'Kisaragi', ja: '如月', de: 'Kisaragi' } },
  { month: 3, plant: { en: 'Cherry', ja: '桜', de: 'Kirsche' }, oldName: { en: 'Yayoi', ja: '弥生', de: 'Yayoi' } },
  { month: 4, plant: { en: 'Wisteria', ja: '藤', de: 'Glyzinie' }, oldName: { en: 'Uzuki', ja: '卯月', de: 'Uzuki' } },
  { month: 5, plant: { en: 'Iris', ja: '菖蒲', de: 'Iris' }, oldName: { en: 'Satsuki', ja: '皐月', de: 'Satsuki' } },
  { month: 6, plant: { en: 'Peony', ja: '牡丹', de: 'Pfingstrose' }, oldName: { en: 'Minazuki', ja: '水無月', de: 'Minazuki' } },
  { month: 7, plant: { en: 'Bush clover', ja: '萩', de: 'Buschklee' }, oldName: { en: 'Fumizuki', ja: '文月', de: 'Fumizuki' } },
  { month: 8, plant: { en: 'Susuki grass', ja: '芒', de: 'Susuki-Gras' }, oldName: { en: 'Hazuki', ja: '葉月', de: 'Hazuki' } },
  { month: 9, plant: { en: 'Chrysanthemum', ja: '菊', de: 'Chrysantheme' }, oldName: { en: 'Nagatsuki', ja: '長月', de: 'Nagatsuki' } },
  { month: 10, plant: { en: 'Maple', ja: '紅葉', de: 'Ahorn' }, oldName: { en: 'Kannazuki', ja: '神無月', de: 'Kannazuki' } },
  { month: 11, plant: { en: 'Willow', ja: '柳', de: 'Weide' }, oldName: { en: 'Shimotsuki', ja: '霜月', de: 'Shimotsuki' } },
  { month: 12, plant: { en: 'Paulownia', ja: '桐', de: 'Paulownie' }, oldName: { en: 'Shiwasu', ja: '師走', de: 'Shiwasu' } },
];

type Row = readonly [id: string, kind: CardKind, en: string, ja: string, de: string, ribbon?: RibbonStyle];

const ROWS = [
  ['01-bright', 'bright', 'Crane and sun', '松に鶴', 'Kranich und Sonne'],
  ['01-ribbon', 'ribbon', 'Pine red poetry ribbon', '松に赤短', 'Kiefer mit rotem Gedichtband', 'poetry'],
  ['01-plain1', 'plain', 'Pine plain', '松のカス', 'Einfache Kiefernkarte'],
  ['01-plain2', 'plain', 'Pine plain', '松のカス', 'Einfache Kiefernkarte'],
  ['02-animal', 'animal', 'Bush warbler', '梅に鶯', 'Buschsänger'],
  ['02-ribbon', 'ribbon', 'Plum red poetry ribbon', '梅に赤短', 'Pflaume mit rotem Gedichtband', 'poetry'],
  ['02-plain1', 'plain', 'Plum plain', '梅のカス', 'Einfache Pflaumenkarte'],
  ['02-plain2', 'plain', 'Plum plain', '梅のカス', 'Einfache Pflaumenkarte'],
  ['03-bright', 'bright', 'Cherry curtain', '桜に幕', 'Kirschblüten-Vorhang'],
  ['03-ribbon', 'ribbon', 'Cherry red poetry ribbon', '桜に赤短', 'Kirsche mit rotem Gedichtband', 'poetry'],
  ['03-plain1', 'plain', 'Cherry plain', '桜のカス', 'Einfache Kirschkarte'],
  ['03-plain2', 'plain', 'Cherry plain', '桜のカス', 'Einfache Kirschkarte'],
  ['04-animal', 'animal', 'Cuckoo', '藤に不如帰', 'Kuckuck'],
  ['04-ribbon', 'ribbon', 'Wisteria red ribbon', '藤に短冊', 'Glyzinie mit rotem Band', 'red'],
  ['04-plain1', 'plain', 'Wisteria plain', '藤のカス', 'Einfache Glyzinienkarte'],
  ['04-plain2', 'plain', 'Wisteria plain', '藤のカス', 'Einfache Glyzinienkarte'],
  ['05-animal', 'animal', 'Eight-plank bridge', '菖蒲に八橋', 'Irisbrücke'],
  ['05-ribbon', 'ribbon', 'Iris red ribbon', '菖蒲に短冊', 'Iris mit rotem Band', 'red'],
  ['05-plain1', 'plain', 'Iris plain', '菖蒲のカス', 'Einfache Iriskarte'],
  ['05-plain2', 'plain', 'Iris plain', '菖蒲のカス', 'Einfache Iriskarte'],
  ['06-animal', 'animal', 'Butterflies', '牡丹に蝶', 'Schmetterlinge'],
  ['06-ribbon', 'ribbon', 'Peony blue ribbon', '牡丹に青短', 'Pfingstrose mit blauem Band', 'blue'],
  ['06-plain1', 'plain', 'Peony plain', '牡丹のカス', 'Einfache Pfingstrosenkarte'],
  ['06-plain2', 'plain', 'Peony plain', '牡丹のカス', 'Einfache Pfingstrosenkarte'],
  ['07-animal', 'animal', 'Boar', '萩に猪', 'Eber'],
  ['07-ribbon', 'ribbon', 'Bush clover red ribbon', '萩に短冊', 'Buschklee mit rotem Band', 'red'],
  ['07-plain1', 'plain', 'Bush clover plain', '萩のカス', 'Einfache Buschkleekarte'],
  ['07-plain2', 'plain', 'Bush clover plain', '萩のカス', 'Einfache Buschkleekarte'],
  ['08-bright', 'bright', 'Full moon', '芒に月', 'Vollmond'],
  ['08-animal', 'animal', 'Geese', '芒に雁', 'Wildgänse'],
  ['08-plain1', 'plain', 'Susuki plain', '芒のカス', 'Einfache Susuki-Karte'],
  ['08-plain2', 'plain', 'Susuki plain', '芒のカス', 'Einfache Susuki-Karte'],
  ['09-animal', 'animal', 'Sake cup', '菊に盃', 'Sake-Becher'],
  ['09-ribbon', 'ribbon', 'Chrysanthemum blue ribbon', '菊に青短', 'Chrysantheme mit blauem Band', 'blue'],
  ['09-plain1', 'plain', 'Chrysanthemum plain', '菊のカス', 'Einfache Chrysanthemenkarte'],
  ['09-plain2', 'plain', 'Chrysanthemum plain', '菊のカス', 'Einfache Chrysanthemenkarte'],
  ['10-animal', 'animal', 'Deer', '紅葉に鹿', 'Hirsch'],
  ['10-ribbon', 'ribbon', 'Maple blue ribbon', '紅葉に青短', 'Ahorn mit blauem Band', 'blue'],
  ['10-plain1', 'plain', 'Maple plain', '紅葉のカス', 'Einfache Ahornkarte'],
  ['10-plain2', 'plain', 'Maple plain', '紅葉のカス', 'Einfache Ahornkarte'],
  ['11-bright', 'bright', 'Rain man', '柳に小野道風', 'Regenmann'],
  ['11-animal', 'animal', 'Swallow', '柳に燕', 'Schwalbe'],
  ['11-ribbon', 'ribbon', 'Willow red ribbon', '柳に短冊', 'Weide mit rotem Band', 'red'],
  ['11-plain1', 'plain', 'Lightning', '柳のカス（雷）', 'Blitz'],
  ['12-bright', 'bright', 'Phoenix', '桐に鳳凰', 'Phönix'],
  ['12-plain1', 'plain', 'Paulownia plain', '桐のカス', 'Einfache Paulownienkarte'],
  ['12-plain2', 'plain', 'Paulownia plain', '桐のカス', 'Einfache Paulownienkarte'],
  ['12-plain3', 'plain', 'Paulownia plain', '桐のカス', 'Einfache Paulownienkarte'],
] as const satisfies readonly Row[];

export type CardId = (typeof ROWS)[number][0];

export const MONTH_NAMES: Record<Lang, readonly string[]> = {
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  ja: ['1月', '2月', '3月', '4月', '5月', '6月', '7月', '8月', '9月', '10月', '11月', '12月'],
  de: ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'],
};

const MONTH_SHORT: Record<Lang, readonly string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  ja: MONTH_NAMES.ja,
  de: ['Jan', 'Feb', 'Mär', 'Apr', 'Mai', 'Jun', 'Jul', 'Aug', 'Sep', 'Okt', 'Nov', 'Dez'],
};

/** The month's plant in running text ("pine", "松", "Kiefer": German nouns keep their capital). */
export const PLANT_NAMES: Record<Lang, readonly string[]> = {
  en: MONTHS.map((m) => m.plant.en.toLowerCase()),
  ja: MONTHS.map((m) => m.plant.ja),
  de: MONTHS.map((m) => m.plant.de),
};

export const KIND_NAMES: Record<Lang, Record<CardKind, string>> = {
  en: { bright: 'light', animal: 'animal', ribbon: 'ribbon', plain: 'plain' },
  ja: { bright: '光', animal: 'タネ', ribbon: '短冊', plain: 'カス' },
  de: { bright: 'Licht', animal: 'Tier', ribbon: 'Band', plain: 'einfache Karte' },
};

export const RIBBON_NAMES: Record<Lang, Record<RibbonKind, string>> = {
  en: { poetry: 'red poetry ribbon', blue: 'blue ribbon', red: 'plain red ribbon' },
  ja: { poetry: '赤短', blue: '青短', red: '短冊' },
  de: { poetry: 'rotes Gedichtband', blue: 'blaues Band', red: 'einfaches rotes Band' },
};

/** The one plain with a picture of its own. */
const LIGHTNING: Localized = { en: 'lightning', ja: '柳に雷', de: 'Blitz' };

/**
 * What the face shows: a picture card's own subject, a ribbon on its plant, or the plant itself. The
 * Japanese name and the German name of a ribbon or picture card already say it ("Kiefer mit rotem Gedichtband").
 */
function subjectOf(id: string, month: number, kind: CardKind, name: Localized, ribbon?: RibbonStyle): Localized {
  if (id === '11-plain1') return LIGHTNING;
  const plant = PLANT_NAMES.en[month - 1] as string;
  if (kind === 'plain') return { en: plant, ja: name.ja, de: PLANT_NAMES.de[month - 1] as string };
  if (ribbon) return { en: `${plant} with ${RIBBON_NAMES.en[ribbon]}`, ja: name.ja, de: name.de };
  return { en: name.en.charAt(0).toLowerCase() + name.en.slice(1), ja: name.ja, de: name.de };
}

export const CARDS: readonly CardInfo[] = ROWS.map((row, index) => {
  const [id, kind, en, ja, de, ribbon] = row as Row;
  const month = Number(id.slice(0, 2));
  return { id, index, month, kind, ...(ribbon ? { ribbon } : {}), name: { en, ja, de }, subject: subjectOf(id, month, kind, { en, ja, de }, ribbon) };
});

export const CARD_IDS: readonly CardId[] = ROWS.map((row) => row[0]);

const BY_ID: Readonly<Record<string, CardInfo>> = Object.fromEntries(CARDS.map((c) => [c.id, c]));

export function isCardId(id: unknown): id is CardId {
  return typeof id === 'string' && Object.prototype.hasOwnProperty.call(BY_ID, id);
}

export function cardInfo(id: string): CardInfo {
  const info = BY_ID[id];
  if (!info) throw new Error(`Unknown hanafuda card id: ${JSON.stringify(id)}`);
  return info;
}

const BACK: Localized = { en: 'Card back', ja: '札の裏', de: 'Kartenrückseite' };

/** The accessible name of a card: "January — crane and sun (light)" / "1月 松に鶴 (光)" / "Januar — Kranich und Sonne (Licht)". */
export function cardName(id: string, lang: Lang = 'en'): string {
  if (id === 'back') return BACK[lang];
  const info = cardInfo(id);
  const month = MONTH_NAMES[lang][info.month - 1];
  const kind = KIND_NAMES[lang][info.kind];
  return lang === 'ja' ? `${month} ${info.subject.ja} (${kind})` : `${month} — ${info.subject[lang]} (${kind})`;
}

/** The short learner label: month and kind, e.g. "Jan · light" / "1月・光". */
export function cardShortLabel(id: string, lang: Lang = 'en'): string {
  const info = cardInfo(id);
  const month = MONTH_SHORT[lang][info.month - 1];
  const kind = KIND_NAMES[lang][info.kind];
  return lang === 'ja' ? `${month}・${kind}` : `${month} · ${kind}`;
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
