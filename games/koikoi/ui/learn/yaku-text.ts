/** How learners read each yaku: kanji, kana, romaji, an English and a German name and what it needs in plain words. */
import type { Lang } from '../../../../src/framework/game';
import type { YakuId } from '../../scoring';
import { YAKU } from '../../yaku';

export interface YakuText {
  readonly kanji: string;
  readonly kana: string;
  readonly romaji: string;
  readonly english: string;
  /** What the name means, for German readers (the yaku keeps its Japanese name): the yaku table's. */
  readonly german: string;
  readonly needs: Readonly<Record<Lang, string>>;
}

const TEXT: Readonly<Record<YakuId, Omit<YakuText, 'german'>>> = {
  goko: {
    kanji: '五光', kana: 'ごこう', romaji: 'Goko', english: 'Five lights',
    needs: { en: 'All five light cards.', ja: '光札5枚すべて。', de: 'Alle fünf Lichtkarten.' },
  },
  shiko: {
    kanji: '四光', kana: 'しこう', romaji: 'Shiko', english: 'Four lights',
    needs: { en: 'The four lights other than the rain man.', ja: '小野道風（雨）以外の光札4枚。', de: 'Die vier Lichter außer dem Regenmann.' },
  },
  'ame-shiko': {
    kanji: '雨四光', kana: 'あめしこう', romaji: 'Ame-shiko', english: 'Rainy four lights',
    needs: { en: 'Four lights, one of them the rain man.', ja: '小野道風を含む光札4枚。', de: 'Vier Lichter, eines davon der Regenmann.' },
  },
  sanko: {
    kanji: '三光', kana: 'さんこう', romaji: 'Sanko', english: 'Three lights',
    needs: {
      en: 'Three lights, none of them the rain man (three lights with the rain man score nothing).',
      ja: '小野道風を含まない光札3枚（小野道風を含む3枚は役なし）。',
      de: 'Drei Lichter ohne den Regenmann (drei Lichter mit dem Regenmann zählen nichts).',
    },
  },
  'hanami-zake': {
    kanji: '花見酒', kana: 'はなみざけ', romaji: 'Hanami-zake', english: 'Flower viewing',
    needs: { en: 'The cherry curtain and the sake cup.', ja: '桜に幕と菊に盃。', de: 'Der Kirschblüten-Vorhang und der Sake-Becher.' },
  },
  'tsukimi-zake': {
    kanji: '月見酒', kana: 'つきみざけ', romaji: 'Tsukimi-zake', english: 'Moon viewing',
    needs: { en: 'The full moon and the sake cup.', ja: '芒に月と菊に盃。', de: 'Der Vollmond und der Sake-Becher.' },
  },
  inoshikacho: {
    kanji: '猪鹿蝶', kana: 'いのしかちょう', romaji: 'Inoshikacho', english: 'Boar, deer, butterflies',
    needs: { en: 'The boar, the deer and the butterflies.', ja: '萩に猪・紅葉に鹿・牡丹に蝶。', de: 'Der Eber, der Hirsch und die Schmetterlinge.' },
  },
  akatan: {
    kanji: '赤短', kana: 'あかたん', romaji: 'Akatan', english: 'Red poetry ribbons',
    needs: { en: 'The three red ribbons with writing: pine, plum and cherry.', ja: '松・梅・桜の字入りの赤い短冊3枚。', de: 'Die drei roten Bänder mit Schrift: Kiefer, Pflaume und Kirsche.' },
  },
  aotan: {
    kanji: '青短', kana: 'あおたん', romaji: 'Aotan', english: 'Blue ribbons',
    needs: { en: 'The three blue ribbons: peony, chrysanthemum and maple.', ja: '牡丹・菊・紅葉の青い短冊3枚。', de: 'Die drei blauen Bänder: Pfingstrose, Chrysantheme und Ahorn.' },
  },
  'akatan-aotan': {
    kanji: '赤短・青短の重複', kana: 'あかたん・あおたんのちょうふく', romaji: 'Akatan-aotan', english: 'Red and blue ribbons',
    needs: { en: 'All six: the three red poetry ribbons and the three blue ribbons.', ja: '赤短3枚と青短3枚の6枚すべて。', de: 'Alle sechs: die drei roten Gedichtbänder und die drei blauen Bänder.' },
  },
  tane: {
    kanji: 'タネ', kana: 'たね', romaji: 'Tane', english: 'Animals',
    needs: { en: 'Any five animal cards.', ja: 'タネ札を5枚。', de: 'Beliebige fünf Tierkarten.' },
  },
  tan: {
    kanji: 'タン', kana: 'たん', romaji: 'Tan', english: 'Ribbons',
    needs: { en: 'Any five ribbon cards.', ja: '短冊札を5枚。', de: 'Beliebige fünf Bandkarten.' },
  },
  kasu: {
    kanji: 'カス', kana: 'かす', romaji: 'Kasu', english: 'Plains',
    needs: { en: 'Any ten plain cards.', ja: 'カス札を10枚。', de: 'Beliebige zehn einfache Karten.' },
  },
  tsukifuda: {
    kanji: '月札', kana: 'つきふだ', romaji: 'Tsukifuda', english: "The month's four",
    needs: {
      en: 'All four cards of the month being played: month 1 of the game is January (pine), month 2 February, and so on; in a longer game month 13 is January again.',
      ja: '今の月の札4枚すべて（1月目は1月・松、2月目は2月…、13月目からはまた1月）。',
      de: 'Alle vier Karten des laufenden Monats: Monat 1 des Spiels ist Januar (Kiefer), Monat 2 Februar und so weiter; in einem längeren Spiel ist Monat 13 wieder Januar.',
    },
  },
  teshi: {
    kanji: '手四', kana: 'てし', romaji: 'Teshi', english: 'Four of a month in hand',
    needs: { en: 'Four cards of one month in a hand just dealt.', ja: '配られた手札に同じ月の札が4枚。', de: 'Vier Karten eines Monats in der gerade ausgeteilten Hand.' },
  },
  kuttsuki: {
    kanji: 'くっつき', kana: 'くっつき', romaji: 'Kuttsuki', english: 'Four pairs in hand',
    needs: { en: 'A dealt hand made of four pairs of months.', ja: '配られた手札が同じ月の2枚組×4。', de: 'Eine ausgeteilte Hand aus vier Monatspaaren.' },
  },
};

export const YAKU_TEXT = Object.fromEntries(YAKU.map((y) => [y.id, { ...TEXT[y.id], german: y.german }])) as Readonly<Record<YakuId, YakuText>>;

/** "Akatan 赤短" / "赤短（あかたん）": the name shown in lists. */
export function yakuTitle(id: YakuId, lang: Lang): string {
  const t = YAKU_TEXT[id];
  return lang === 'ja' ? t.kanji : `${t.romaji} ${t.kanji}`;
}

/** Everything a search may match: names in every script. */
export function yakuSearchText(id: YakuId): string {
  const t = YAKU_TEXT[id];
  return [id, t.kanji, t.kana, t.romaji, t.english, t.german, t.needs.en, t.needs.ja, t.needs.de].join(' ').toLowerCase();
}
