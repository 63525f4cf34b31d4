import { describe, expect, it } from 'vitest';
import { parseOptions } from '../../../games/hana-awase/options';
import { YAKU, YAKU_GROUPS, rainSpoilsViewing, yakuOf, yakuTotal, type YakuId } from '../../../games/hana-awase/yaku';
import { cardsOfMonth } from '../../../games/shared/hanafuda/cards';

const yaku = (cards: readonly string[], options: object = {}) => yakuOf(cards, parseOptions(options));
const ids = (cards: readonly string[], options: object = {}) => yaku(cards, options).map((y) => y.id);

const LIGHTS = ['01-bright', '03-bright', '08-bright', '11-bright', '12-bright'];
const DRY_LIGHTS = ['01-bright', '03-bright', '08-bright', '12-bright'];
/** Every ribbon nanatan and rokutan count (all but the willow's). */
const RIBBONS = ['01-ribbon', '02-ribbon', '03-ribbon', '04-ribbon', '05-ribbon', '06-ribbon', '07-ribbon', '09-ribbon', '10-ribbon'];

describe('the yaku table', () => {
  it('lists the rules file’s yaku in its order with its values', () => {
    expect(YAKU.map((y) => [y.id, y.value])).toEqual([
      ['goko', 100],
      ['shiko', 60],
      ['omote-sugawara', 30],
      ['matsu-kiri-bozu', 20],
      ['nanatan', 40],
      ['rokutan', 30],
      ['akatan', 40],
      ['aotan', 40],
      ['kusatan', 20],
      ['inoshikacho', 20],
      ['nomi', 40],
      ['hanami', 20],
      ['tsukimi', 20],
      ['yanagi-shima', 10],
      ['fuji-shima', 10],
      ['kiri-shima', 10],
    ]);
  });

  it('gives each yaku its cards and how many of them it needs', () => {
    const cards = Object.fromEntries(YAKU.map((y) => [y.id, [[...y.cards].sort(), y.needs]]));
    expect(cards).toEqual({
      goko: [LIGHTS, 5],
      shiko: [DRY_LIGHTS, 4],
      'omote-sugawara': [['01-bright', '02-animal', '03-bright'], 3],
      'matsu-kiri-bozu': [['01-bright', '08-bright', '12-bright'], 3],
      nanatan: [RIBBONS, 7],
      rokutan: [RIBBONS, 6],
      akatan: [['01-ribbon', '02-ribbon', '03-ribbon'], 3],
      aotan: [['06-ribbon', '09-ribbon', '10-ribbon'], 3],
      kusatan: [['04-ribbon', '05-ribbon', '07-ribbon'], 3],
      inoshikacho: [['06-animal', '07-animal', '10-animal'], 3],
      nomi: [['03-bright', '08-bright', '09-animal'], 3],
      hanami: [['03-bright', '09-animal'], 2],
      tsukimi: [['08-bright', '09-animal'], 2],
      'yanagi-shima': [['11-animal', '11-bright', '11-plain1', '11-ribbon'], 4],
      'fuji-shima': [['04-animal', '04-plain1', '04-plain2', '04-ribbon'], 4],
      'kiri-shima': [['12-bright', '12-plain1', '12-plain2', '12-plain3'], 4],
    });
  });

  it('puts the lights, the many ribbons and the viewing yaku in their exclusive groups and no other yaku in any', () => {
    expect(YAKU_GROUPS).toEqual({
      lights: ['goko', 'shiko', 'omote-sugawara', 'matsu-kiri-bozu'],
      'many-ribbons': ['nanatan', 'rokutan'],
      viewing: ['nomi', 'hanami', 'tsukimi'],
    });
    expect(YAKU.filter((y) => y.group === null).map((y) => y.id)).toEqual(['akatan', 'aotan', 'kusatan', 'inoshikacho', 'yanagi-shima', 'fuji-shima', 'kiri-shima']);
  });

  it('names every yaku in English, Japanese and German', () => {
    for (const y of YAKU) for (const lang of ['en', 'ja', 'de'] as const) expect(y.name[lang], `${y.id} ${lang}`).toMatch(/\S/);
    expect(YAKU.find((y) => y.id === 'inoshikacho')?.name.ja).toBe('猪鹿蝶');
  });
});

describe('each yaku from its own cards', () => {
  it.each<[YakuId, readonly string[], number]>([
    ['goko', LIGHTS, 100],
    ['shiko', DRY_LIGHTS, 60],
    ['omote-sugawara', ['01-bright', '02-animal', '03-bright'], 30],
    ['matsu-kiri-bozu', ['01-bright', '12-bright', '08-bright'], 20],
    ['nanatan', RIBBONS.slice(2), 40],
    ['rokutan', RIBBONS.slice(3), 30],
    ['akatan', ['01-ribbon', '02-ribbon', '03-ribbon'], 40],
    ['aotan', ['06-ribbon', '09-ribbon', '10-ribbon'], 40],
    ['kusatan', ['04-ribbon', '05-ribbon', '07-ribbon'], 20],
    ['inoshikacho', ['06-animal', '07-animal', '10-animal'], 20],
    ['nomi', ['09-animal', '03-bright', '08-bright'], 40],
    ['hanami', ['09-animal', '03-bright'], 20],
    ['tsukimi', ['09-animal', '08-bright'], 20],
    ['yanagi-shima', cardsOfMonth(11), 10],
    ['fuji-shima', cardsOfMonth(4), 10],
    ['kiri-shima', cardsOfMonth(12), 10],
  ])('%s is formed and scores its value', (id, cards, points) => {
    expect(yaku(cards).filter((y) => y.id === id)).toEqual([{ id, points }]);
  });

  it('forms no yaku from an empty pile', () => {
    expect(yaku([])).toEqual([]);
  });

  it.each<[YakuId, readonly string[]]>([
    ['goko', DRY_LIGHTS],
    ['omote-sugawara', ['01-bright', '03-bright']],
    ['matsu-kiri-bozu', ['01-bright', '08-bright']],
    ['akatan', ['01-ribbon', '02-ribbon']],
    ['inoshikacho', ['06-animal', '10-animal']],
    ['hanami', ['03-bright']],
    ['yanagi-shima', ['11-bright', '11-animal', '11-ribbon']],
    ['fuji-shima', ['04-animal', '04-ribbon', '04-plain1']],
    ['kiri-shima', ['12-plain1', '12-plain2', '12-plain3']],
  ])('%s is not formed one card short', (id, cards) => {
    expect(ids(cards)).not.toContain(id);
  });

  it('makes shiko without the rain man', () => {
    expect(ids(DRY_LIGHTS)).toEqual(['shiko']);
  });

  it('does not count the willow ribbon toward six or seven ribbons', () => {
    expect(ids(['01-ribbon', '02-ribbon', '04-ribbon', '05-ribbon', '06-ribbon', '11-ribbon'])).toEqual([]);
    expect(ids(['01-ribbon', '02-ribbon', '04-ribbon', '05-ribbon', '06-ribbon', '09-ribbon', '11-ribbon'])).toEqual(['rokutan']);
  });
});

describe('exclusive groups', () => {
  it('scores goko alone when all five lights are held (not shiko, matsu-kiri-bozu, omote-sugawara)', () => {
    expect(yaku([...LIGHTS, '02-animal'])).toEqual([{ id: 'goko', points: 100 }]);
  });

  it('scores shiko alone over omote-sugawara and matsu-kiri-bozu', () => {
    expect(yaku([...DRY_LIGHTS, '02-animal'])).toEqual([{ id: 'shiko', points: 60 }]);
  });

  it('scores omote-sugawara over matsu-kiri-bozu’s partial cards', () => {
    expect(yaku(['01-bright', '02-animal', '03-bright', '08-bright'])).toEqual([{ id: 'omote-sugawara', points: 30 }]);
  });

  it('scores nanatan and not rokutan with seven ribbons, and with all nine', () => {
    expect(yaku(['01-ribbon', '02-ribbon', '04-ribbon', '05-ribbon', '06-ribbon', '09-ribbon', '10-ribbon'])).toEqual([
      { id: 'nanatan', points: 40 },
      { id: 'aotan', points: 40 },
    ]);
    expect(ids(RIBBONS)).toEqual(['nanatan', 'akatan', 'aotan', 'kusatan']);
  });

  it('scores nomi alone over hanami and tsukimi', () => {
    expect(yaku(['09-animal', '03-bright', '08-bright'])).toEqual([{ id: 'nomi', points: 40 }]);
  });

  it('adds yaku of different groups and yaku outside any group', () => {
    expect(yaku([...LIGHTS, '09-animal'])).toEqual([
      { id: 'goko', points: 100 },
      { id: 'nomi', points: 40 },
    ]);
  });

  it('scores akatan + aotan + rokutan = 110 (the rules file’s example)', () => {
    const formed = yaku(['01-ribbon', '02-ribbon', '03-ribbon', '06-ribbon', '09-ribbon', '10-ribbon']);
    expect(formed).toEqual([
      { id: 'rokutan', points: 30 },
      { id: 'akatan', points: 40 },
      { id: 'aotan', points: 40 },
    ]);
    expect(yakuTotal(formed)).toBe(110);
  });

  it('lists the yaku in table order whatever the order of the cards', () => {
    const cards = [...cardsOfMonth(12), ...cardsOfMonth(11), '10-animal', '07-animal', '06-animal', '03-bright', '09-animal'];
    expect(ids(cards)).toEqual(['inoshikacho', 'hanami', 'yanagi-shima', 'kiri-shima']);
  });
});

describe('rainSpoilsViewing', () => {
  const viewing = ['09-animal', '03-bright', '08-bright', '11-bright'];

  it('lets the rain man’s owner score viewing yaku by default', () => {
    expect(rainSpoilsViewing(viewing, parseOptions({}))).toBe(false);
    expect(ids(viewing)).toEqual(['nomi']);
  });

  it('takes nomi, hanami and tsukimi from the rain man’s owner when on', () => {
    expect(rainSpoilsViewing(viewing, parseOptions({ rainSpoilsViewing: true }))).toBe(true);
    expect(ids(viewing, { rainSpoilsViewing: true })).toEqual([]);
    expect(ids(['09-animal', '03-bright', '11-bright'], { rainSpoilsViewing: true })).toEqual([]);
    expect(ids(['09-animal', '08-bright', '11-bright'], { rainSpoilsViewing: true })).toEqual([]);
  });

  it('spoils nothing without the rain man', () => {
    expect(rainSpoilsViewing(['09-animal', '03-bright'], parseOptions({ rainSpoilsViewing: true }))).toBe(false);
    expect(ids(['09-animal', '03-bright'], { rainSpoilsViewing: true })).toEqual(['hanami']);
  });

  it('spoils only the viewing yaku: the lights still score', () => {
    expect(ids([...LIGHTS, '09-animal'], { rainSpoilsViewing: true })).toEqual(['goko']);
  });
});
