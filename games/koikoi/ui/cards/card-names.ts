/**
 * Names and kinds of the 48 hanafuda cards, in English and Japanese, for labels, tooltips and
 * accessible names. Pure data: the board, the learning screens and the card component all read it.
 */
export type Lang = 'en' | 'ja';
export type CardKind = 'bright' | 'animal' | 'ribbon' | 'plain';
export type RibbonKind = 'poetry' | 'blue' | 'red';

export const CARD_IDS = [
  '01-bright', '01-ribbon', '01-plain1', '01-plain2',
  '02-animal', '02-ribbon', '02-plain1', '02-plain2',
  '03-bright', '03-ribbon', '03-plain1', '03-plain2',
  '04-animal', '04-ribbon', '04-plain1', '04-plain2',
  '05-animal', '05-ribbon', '05-plain1', '05-plain2',
  '06-animal', '06-ribbon', '06-plain1', '06-plain2',
  '07-animal', '07-ribbon', '07-plain1', '07-plain2',
  '08-bright', '08-animal', '08-plain1', '08-plain2',
  '09-animal', '09-ribbon', '09-plain1', '09-plain2',
  '10-animal', '10-ribbon', '10-plain1', '10-plain2',
  '11-bright', '11-animal', '11-ribbon', '11-plain1',
  '12-bright', '12-plain1', '12-plain2', '12-plain3',
] as const;

export type CardId = (typeof CARD_IDS)[number];

export const isCardId = (id: string): id is CardId => (CARD_IDS as readonly string[]).includes(id);

/** German too, for the German lessons' sentences (the rest of the card names are English and Japanese so far). */
export const MONTH_NAMES: Record<Lang | 'de', readonly string[]> = {
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  ja: ['1月', '2月', '3月', '4月', '5月', '6月', '7月', '8月', '9月', '10月', '11月', '12月'],
  de: ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'],
};

export const MONTH_SHORT: Record<Lang, readonly string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  ja: MONTH_NAMES.ja,
};

export const PLANT_NAMES: Record<Lang, readonly string[]> = {
  en: ['pine', 'plum', 'cherry', 'wisteria', 'iris', 'peony', 'bush clover', 'susuki grass', 'chrysanthemum', 'maple', 'willow', 'paulownia'],
  ja: ['松', '梅', '桜', '藤', '菖蒲', '牡丹', '萩', '芒', '菊', '紅葉', '柳', '桐'],
};

export const KIND_NAMES: Record<Lang, Record<CardKind, string>> = {
  en: { bright: 'light', animal: 'animal', ribbon: 'ribbon', plain: 'plain' },
  ja: { bright: '光', animal: 'タネ', ribbon: '短冊', plain: 'カス' },
};

export const RIBBON_NAMES: Record<Lang, Record<RibbonKind, string>> = {
  en: { poetry: 'red poetry ribbon', blue: 'blue ribbon', red: 'plain red ribbon' },
  ja: { poetry: '赤短', blue: '青短', red: '短冊' },
};

const RIBBONS: Partial<Record<CardId, RibbonKind>> = {
  '01-ribbon': 'poetry', '02-ribbon': 'poetry', '03-ribbon': 'poetry',
  '06-ribbon': 'blue', '09-ribbon': 'blue', '10-ribbon': 'blue',
  '04-ribbon': 'red', '05-ribbon': 'red', '07-ribbon': 'red', '11-ribbon': 'red',
};

/** What each special card shows; plains are named after their plant. */
const SUBJECTS: Partial<Record<CardId, Record<Lang, string>>> = {
  '01-bright': { en: 'crane and sun', ja: '松に鶴' },
  '02-animal': { en: 'bush warbler', ja: '梅に鶯' },
  '03-bright': { en: 'cherry curtain', ja: '桜に幕' },
  '04-animal': { en: 'cuckoo', ja: '藤に不如帰' },
  '05-animal': { en: 'eight-plank bridge', ja: '菖蒲に八橋' },
  '06-animal': { en: 'butterflies', ja: '牡丹に蝶' },
  '07-animal': { en: 'boar', ja: '萩に猪' },
  '08-bright': { en: 'full moon', ja: '芒に月' },
  '08-animal': { en: 'geese', ja: '芒に雁' },
  '09-animal': { en: 'sake cup', ja: '菊に盃' },
  '10-animal': { en: 'deer', ja: '紅葉に鹿' },
  '11-bright': { en: 'rain man', ja: '柳に小野道風' },
  '11-animal': { en: 'swallow', ja: '柳に燕' },
  '11-plain1': { en: 'lightning', ja: '柳に雷' },
  '12-bright': { en: 'phoenix', ja: '桐に鳳凰' },
};

export interface CardInfo {
  id: CardId;
  /** 1–12 */
  month: number;
  kind: CardKind;
  ribbon?: RibbonKind;
  /** What the face shows, e.g. "crane and sun" / "松に鶴". */
  subject: Record<Lang, string>;
}

function kindOf(id: CardId): CardKind {
  const slot = id.slice(3);
  if (slot === 'bright' || slot === 'animal' || slot === 'ribbon') return slot;
  return 'plain';
}

function subjectOf(id: CardId, month: number, kind: CardKind): Record<Lang, string> {
  const special = SUBJECTS[id];
  if (special) return special;
  const plant = { en: PLANT_NAMES.en[month - 1] ?? '', ja: PLANT_NAMES.ja[month - 1] ?? '' };
  if (kind === 'ribbon') {
    const ribbon = RIBBONS[id] ?? 'red';
    return { en: `${plant.en} with ${RIBBON_NAMES.en[ribbon]}`, ja: `${plant.ja}に${RIBBON_NAMES.ja[ribbon]}` };
  }
  return { en: plant.en, ja: `${plant.ja}のカス` };
}

export function cardInfo(id: string): CardInfo {
  if (!isCardId(id)) throw new Error(`Unknown hanafuda card id: ${JSON.stringify(id)}`);
  const month = Number(id.slice(0, 2));
  const kind = kindOf(id);
  const ribbon = RIBBONS[id];
  return { id, month, kind, ...(ribbon ? { ribbon } : {}), subject: subjectOf(id, month, kind) };
}

/** The accessible name of a card: "January — crane and sun (light)" / "1月 松に鶴 (光)". */
export function cardName(id: string, lang: Lang = 'en'): string {
  if (id === 'back') return lang === 'ja' ? '札の裏' : 'Card back';
  const info = cardInfo(id);
  const month = MONTH_NAMES[lang][info.month - 1];
  const kind = KIND_NAMES[lang][info.kind];
  return lang === 'ja' ? `${month} ${info.subject.ja} (${kind})` : `${month} — ${info.subject.en} (${kind})`;
}

/** The short learner label: month and kind, e.g. "Jan · light" / "1月・光". */
export function cardShortLabel(id: string, lang: Lang = 'en'): string {
  const info = cardInfo(id);
  const month = MONTH_SHORT[lang][info.month - 1];
  const kind = KIND_NAMES[lang][info.kind];
  return lang === 'ja' ? `${month}・${kind}` : `${month} · ${kind}`;
}
