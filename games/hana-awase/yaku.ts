/**
 * The yaku table of Hana-awase, as data, exactly as the rules file's table: each row's id, value, the cards
 * that form it (`needs` of `cards`), its exclusive group and its names. Scoring (scoring.ts), the reference,
 * the live progress and the log read it; a pile's yaku come from `yakuOf`.
 *
 * Exclusive groups: a player scores only the most valuable yaku of each group they hold — lights (goko,
 * shiko, omote-sugawara, matsu-kiri-bozu), many ribbons (nanatan, rokutan) and viewing (nomi, hanami,
 * tsukimi). Every other yaku adds up.
 */
import type { Localized } from '../../src/framework/game';
import { CARDS, RAIN_MAN, SAKE_CUP, cardsOfMonth } from '../shared/hanafuda/cards';
import type { HanaAwaseOptions } from './options';

export type YakuId =
  | 'goko'
  | 'shiko'
  | 'omote-sugawara'
  | 'matsu-kiri-bozu'
  | 'nanatan'
  | 'rokutan'
  | 'akatan'
  | 'aotan'
  | 'kusatan'
  | 'inoshikacho'
  | 'nomi'
  | 'hanami'
  | 'tsukimi'
  | 'yanagi-shima'
  | 'fuji-shima'
  | 'kiri-shima';

export type YakuGroup = 'lights' | 'many-ribbons' | 'viewing';

export interface YakuRow {
  readonly id: YakuId;
  readonly value: number;
  /** The exclusive group it belongs to; null for a yaku that adds up with every other. */
  readonly group: YakuGroup | null;
  /** The cards that form it; for nanatan and rokutan the nine ribbons they count (every ribbon but `11-ribbon`). */
  readonly cards: readonly string[];
  /** How many of `cards` a pile needs. */
  readonly needs: number;
  /** Its name: the romanised Japanese name with its meaning (en, de), the kanji (ja). */
  readonly name: Localized;
}

export interface YakuScore {
  readonly id: YakuId;
  readonly points: number;
}

/** The five lights; the rain man (`11-bright`) is the one shiko does without. */
const LIGHTS: readonly string[] = ['01-bright', '03-bright', '08-bright', '11-bright', '12-bright'];
const DRY_LIGHTS: readonly string[] = ['01-bright', '03-bright', '08-bright', '12-bright'];
/** The ribbons nanatan and rokutan count: all but the willow's (`11-ribbon`). */
export const COUNTED_RIBBONS: readonly string[] = CARDS.filter((c) => c.kind === 'ribbon' && c.id !== '11-ribbon').map((c) => c.id);

const row = (id: YakuId, value: number, group: YakuGroup | null, cards: readonly string[], name: Localized, needs = cards.length): YakuRow => ({
  id,
  value,
  group,
  cards,
  needs,
  name,
});

/** In the rules file's table order: the reference's, the log's and every list of yaku's order. */
export const YAKU: readonly YakuRow[] = [
  row('goko', 100, 'lights', LIGHTS, { en: 'Goko (five lights)', ja: '五光', de: 'Goko (Fünf Lichter)' }),
  row('shiko', 60, 'lights', DRY_LIGHTS, { en: 'Shiko (four lights)', ja: '四光', de: 'Shiko (Vier Lichter)' }),
  row('omote-sugawara', 30, 'lights', ['01-bright', '02-animal', '03-bright'], {
    en: 'Omote-sugawara (spring)',
    ja: '表菅原',
    de: 'Omote-Sugawara (Frühling)',
  }),
  row('matsu-kiri-bozu', 20, 'lights', ['01-bright', '12-bright', '08-bright'], {
    en: 'Matsu-kiri-bozu (pine, paulownia, moon)',
    ja: '松桐坊主',
    de: 'Matsu-Kiri-Bozu (Kiefer, Paulownie, Mond)',
  }),
  row('nanatan', 40, 'many-ribbons', COUNTED_RIBBONS, { en: 'Nanatan (seven ribbons)', ja: '七短', de: 'Nanatan (Sieben Bänder)' }, 7),
  row('rokutan', 30, 'many-ribbons', COUNTED_RIBBONS, { en: 'Rokutan (six ribbons)', ja: '六短', de: 'Rokutan (Sechs Bänder)' }, 6),
  row('akatan', 40, null, ['01-ribbon', '02-ribbon', '03-ribbon'], { en: 'Akatan (poetry ribbons)', ja: '赤短', de: 'Akatan (Gedichtbänder)' }),
  row('aotan', 40, null, ['06-ribbon', '09-ribbon', '10-ribbon'], { en: 'Aotan (blue ribbons)', ja: '青短', de: 'Aotan (Blaue Bänder)' }),
  row('kusatan', 20, null, ['04-ribbon', '05-ribbon', '07-ribbon'], { en: 'Kusatan (grass ribbons)', ja: '草短', de: 'Kusatan (Grasbänder)' }),
  row('inoshikacho', 20, null, ['06-animal', '07-animal', '10-animal'], {
    en: 'Inoshikacho (boar, deer, butterflies)',
    ja: '猪鹿蝶',
    de: 'Inoshikacho (Eber, Hirsch, Schmetterlinge)',
  }),
  row('nomi', 40, 'viewing', [SAKE_CUP, '03-bright', '08-bright'], { en: 'Nomi (drinking)', ja: '飲み', de: 'Nomi (Trinken)' }),
  row('hanami', 20, 'viewing', [SAKE_CUP, '03-bright'], { en: 'Hanami (flower viewing)', ja: '花見', de: 'Hanami (Blütenschau)' }),
  row('tsukimi', 20, 'viewing', [SAKE_CUP, '08-bright'], { en: 'Tsukimi (moon viewing)', ja: '月見', de: 'Tsukimi (Mondschau)' }),
  row('yanagi-shima', 10, null, cardsOfMonth(11), { en: 'Yanagi-shima (willow row)', ja: '柳島', de: 'Yanagi-Shima (Weiden-Reihe)' }),
  row('fuji-shima', 10, null, cardsOfMonth(4), { en: 'Fuji-shima (wisteria row)', ja: '藤島', de: 'Fuji-Shima (Glyzinien-Reihe)' }),
  row('kiri-shima', 10, null, cardsOfMonth(12), { en: 'Kiri-shima (paulownia row)', ja: '桐島', de: 'Kiri-Shima (Paulownien-Reihe)' }),
];

const BY_ID: Readonly<Record<YakuId, YakuRow>> = Object.fromEntries(YAKU.map((y) => [y.id, y])) as Record<YakuId, YakuRow>;

/** A yaku's row of the table. */
export function yakuRow(id: YakuId): YakuRow {
  return BY_ID[id];
}

/** Each exclusive group's members, in table order (its most valuable first). */
export const YAKU_GROUPS: Readonly<Record<YakuGroup, readonly YakuId[]>> = {
  lights: YAKU.filter((y) => y.group === 'lights').map((y) => y.id),
  'many-ribbons': YAKU.filter((y) => y.group === 'many-ribbons').map((y) => y.id),
  viewing: YAKU.filter((y) => y.group === 'viewing').map((y) => y.id),
};

/** The willow row: holding it may cancel yaku (the `willowRow` option, applied by scoreRound). */
export const WILLOW_CARDS: readonly string[] = yakuRow('yanagi-shima').cards;

/** Whether a pile holds all four willow cards. */
export function holdsWillowRow(pile: readonly string[]): boolean {
  return WILLOW_CARDS.every((id) => pile.includes(id));
}


/** Whether the `rainSpoilsViewing` option keeps this pile from scoring viewing yaku: it holds the rain man. */
export function rainSpoilsViewing(pile: readonly string[], options: Pick<HanaAwaseOptions, 'rainSpoilsViewing'>): boolean {
  return options.rainSpoilsViewing && pile.includes(RAIN_MAN);
}

/**
 * The yaku one pile forms: exclusive groups resolved to their most valuable member (the earlier row on a tie
 * of value, which the table never needs), rainSpoilsViewing applied. willowRow's effect — on the holder and
 * on everyone else — is scoreRound's job: here the willow row is simply worth its 10. Sorted in table order.
 */
export function yakuOf(pile: readonly string[], options: Pick<HanaAwaseOptions, 'rainSpoilsViewing'>): YakuScore[] {
  // Which cards the pile holds, by the deck's index (scored at every round's end and in every look-ahead
  // of the soak); an id that is no card holds nothing. Walked by index: the soak's states are frozen.
  const have = new Uint8Array(CARDS.length);
  for (let i = 0; i < pile.length; i++) {
    const index = CARD_INDEX.get(pile[i] as string);
    if (index !== undefined) have[index] = 1;
  }
  const spoiled = rainSpoilsViewing(pile, options);
  const bestOfGroup = new Map<YakuGroup, YakuRow>();
  const formed: YakuRow[] = [];
  for (let r = 0; r < YAKU.length; r++) {
    const y = YAKU[r] as YakuRow;
    if (y.group === 'viewing' && spoiled) continue;
    const cards = ROW_INDICES[r] as readonly number[];
    let count = 0;
    for (let i = 0; i < cards.length; i++) count += have[cards[i] as number] as number;
    if (count < y.needs) continue;
    if (y.group) {
      const best = bestOfGroup.get(y.group);
      if (best && best.value >= y.value) continue;
      bestOfGroup.set(y.group, y);
    }
    formed.push(y);
  }
  return formed
    .filter((y) => !y.group || bestOfGroup.get(y.group) === y)
    .map((y) => ({ id: y.id, points: y.value }));
}

const CARD_INDEX: ReadonlyMap<string, number> = new Map(CARDS.map((c) => [c.id, c.index]));
/** Each row's cards by the deck's index, in table order. */
const ROW_INDICES: readonly (readonly number[])[] = YAKU.map((y) => y.cards.map((id) => CARD_INDEX.get(id) as number));

/** The sum of a list of yaku's points. */
export function yakuTotal(yaku: readonly YakuScore[]): number {
  return yaku.reduce((sum, y) => sum + y.points, 0);
}
