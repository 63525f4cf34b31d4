import { describe, expect, it } from 'vitest';
import { CARDS } from '../../../games/shared/hanafuda/cards';
import { yakuOf } from './helpers';

const plains = (n: number): string[] => CARDS.filter((c) => c.kind === 'plain' && c.month !== 9).map((c) => c.id).slice(0, n);
const LIGHTS5 = ['01-bright', '03-bright', '08-bright', '11-bright', '12-bright'];
const INOSHIKACHO = ['06-animal', '07-animal', '10-animal'];
const AKATAN = ['01-ribbon', '02-ribbon', '03-ribbon'];
const AOTAN = ['06-ribbon', '09-ribbon', '10-ribbon'];
const RED_RIBBONS = ['04-ribbon', '05-ribbon', '07-ribbon', '11-ribbon'];
const OTHER_ANIMALS = ['02-animal', '04-animal', '05-animal', '08-animal', '11-animal'];

describe('lights: only the best one scores', () => {
  it('goko, all five lights, is 10 / 15 / 10', () => {
    expect(yakuOf(LIGHTS5, 'nintendo').yaku).toEqual(['goko 10']);
    expect(yakuOf(LIGHTS5, 'tabletop').yaku).toEqual(['goko 15']);
    expect(yakuOf(LIGHTS5, 'fifty').yaku).toEqual(['goko 10']);
  });

  it('shiko, four lights without the rain man, is 8 in every preset', () => {
    for (const preset of ['nintendo', 'tabletop', 'fifty'] as const)
      expect(yakuOf(['01-bright', '03-bright', '08-bright', '12-bright'], preset).yaku).toEqual(['shiko 8']);
  });

  it('ame-shiko, four lights with the rain man, is 7 / 7 / 6', () => {
    const cards = ['01-bright', '03-bright', '08-bright', '11-bright'];
    expect(yakuOf(cards, 'nintendo').yaku).toEqual(['ame-shiko 7']);
    expect(yakuOf(cards, 'tabletop').yaku).toEqual(['ame-shiko 7']);
    expect(yakuOf(cards, 'fifty').yaku).toEqual(['ame-shiko 6']);
  });

  it('sanko, three lights without the rain man, is 5 / 6 / 5', () => {
    const cards = ['01-bright', '08-bright', '12-bright'];
    expect(yakuOf(cards, 'nintendo').yaku).toEqual(['sanko 5']);
    expect(yakuOf(cards, 'tabletop').yaku).toEqual(['sanko 6']);
    expect(yakuOf(cards, 'fifty').yaku).toEqual(['sanko 5']);
  });

  it('three lights including the rain man score nothing', () => {
    for (const preset of ['nintendo', 'tabletop', 'fifty'] as const)
      expect(yakuOf(['01-bright', '03-bright', '11-bright'], preset)).toEqual({ yaku: [], total: 0 });
  });
});

describe('flower and moon viewing', () => {
  it('nintendo: hanami-zake and tsukimi-zake are 5 each in any month', () => {
    expect(yakuOf(['03-bright', '09-animal'], 'nintendo', 11).yaku).toEqual(['hanami-zake 5']);
    expect(yakuOf(['08-bright', '09-animal'], 'nintendo', 1).yaku).toEqual(['tsukimi-zake 5']);
    expect(yakuOf(['03-bright', '08-bright', '09-animal'], 'nintendo', 1)).toEqual({ yaku: ['hanami-zake 5', 'tsukimi-zake 5'], total: 10 });
  });

  it('tabletop: hanami-zake is 4 and only in March', () => {
    expect(yakuOf(['03-bright', '09-animal'], 'tabletop', 3).yaku).toEqual(['hanami-zake 4']);
    expect(yakuOf(['03-bright', '09-animal'], 'tabletop', 4).yaku).toEqual([]);
  });

  it('tabletop: tsukimi-zake is 4 and only in August', () => {
    expect(yakuOf(['08-bright', '09-animal'], 'tabletop', 8).yaku).toEqual(['tsukimi-zake 4']);
    expect(yakuOf(['08-bright', '09-animal'], 'tabletop', 9).yaku).toEqual([]);
  });

  it('fifty: a viewing yaku alone scores nothing', () => {
    expect(yakuOf(['03-bright', '09-animal'], 'fifty')).toEqual({ yaku: [], total: 0 });
    expect(yakuOf(['08-bright', '09-animal'], 'fifty')).toEqual({ yaku: [], total: 0 });
  });

  it('fifty: a viewing yaku scores 5 alongside another yaku', () => {
    expect(yakuOf(['03-bright', '09-animal', ...AKATAN], 'fifty')).toEqual({ yaku: ['hanami-zake 5', 'akatan 5'], total: 10 });
  });

  it('fifty: one viewing yaku does not count as the other yaku for the second', () => {
    expect(yakuOf(['03-bright', '08-bright', '09-animal'], 'fifty')).toEqual({ yaku: [], total: 0 });
  });

  it('fifty: tsukifuda does not unlock moon viewing; tsukifuda scores alone', () => {
    expect(yakuOf(['08-bright', '08-animal', '08-plain1', '08-plain2', '09-animal'], 'fifty', 8)).toEqual({ yaku: ['tsukifuda 5'], total: 5 });
  });

  it('fifty: tsukifuda does not unlock flower viewing', () => {
    expect(yakuOf(['03-bright', '03-ribbon', '03-plain1', '03-plain2', '09-animal'], 'fifty', 3)).toEqual({ yaku: ['tsukifuda 5'], total: 5 });
  });

  it('fifty: a basic yaku beside tsukifuda unlocks moon viewing', () => {
    expect(yakuOf(['08-bright', '08-animal', '08-plain1', '08-plain2', '09-animal', ...AKATAN], 'fifty', 8)).toEqual({
      yaku: ['tsukimi-zake 5', 'akatan 5', 'tsukifuda 5'],
      total: 15,
    });
  });
});

describe('viewing yaku worth 0 points', () => {
  it('are not played: the sake cup with the curtain and the moon forms nothing', () => {
    expect(yakuOf(['03-bright', '08-bright', '09-animal'], 'nintendo', 1, { viewingPoints: 0 })).toEqual({ yaku: [], total: 0 });
  });
});

describe('boar, deer and butterflies (inoshikacho)', () => {
  it('is 5 in every preset', () => {
    for (const preset of ['nintendo', 'tabletop', 'fifty'] as const) expect(yakuOf(INOSHIKACHO, preset).yaku).toEqual(['inoshikacho 5']);
  });

  it('nintendo: +1 per animal beyond its three, and tane is then not scored', () => {
    expect(yakuOf([...INOSHIKACHO, '02-animal', '04-animal'], 'nintendo')).toEqual({ yaku: ['inoshikacho 7'], total: 7 });
  });

  it('tabletop: +1 per animal beyond its three, and tane also scores', () => {
    expect(yakuOf([...INOSHIKACHO, '02-animal', '04-animal'], 'tabletop')).toEqual({ yaku: ['inoshikacho 7', 'tane 1'], total: 8 });
  });

  it('fifty: a flat 5, and tane also scores', () => {
    expect(yakuOf([...INOSHIKACHO, '02-animal', '04-animal'], 'fifty')).toEqual({ yaku: ['inoshikacho 5', 'tane 1'], total: 6 });
  });
});

describe('poetry and blue ribbons', () => {
  it('akatan and aotan are 5 each in every preset', () => {
    for (const preset of ['nintendo', 'tabletop', 'fifty'] as const) {
      expect(yakuOf(AKATAN, preset).yaku).toEqual(['akatan 5']);
      expect(yakuOf(AOTAN, preset).yaku).toEqual(['aotan 5']);
    }
  });

  it('nintendo: +1 per ribbon beyond the three, and tan is then not scored', () => {
    expect(yakuOf([...AKATAN, '04-ribbon', '05-ribbon'], 'nintendo')).toEqual({ yaku: ['akatan 7'], total: 7 });
  });

  it('nintendo: akatan-aotan is 10, +1 per ribbon beyond the six, replacing akatan, aotan and tan', () => {
    expect(yakuOf([...AKATAN, ...AOTAN], 'nintendo')).toEqual({ yaku: ['akatan-aotan 10'], total: 10 });
    expect(yakuOf([...AKATAN, ...AOTAN, '04-ribbon'], 'nintendo')).toEqual({ yaku: ['akatan-aotan 11'], total: 11 });
  });

  it('tabletop: only the best ribbon yaku scores', () => {
    expect(yakuOf([...AKATAN, '04-ribbon', '05-ribbon'], 'tabletop')).toEqual({ yaku: ['akatan 7'], total: 7 });
    expect(yakuOf([...AKATAN, ...AOTAN, '04-ribbon'], 'tabletop')).toEqual({ yaku: ['akatan-aotan 11'], total: 11 });
    expect(yakuOf([...RED_RIBBONS, '01-ribbon', '02-ribbon'], 'tabletop')).toEqual({ yaku: ['tan 2'], total: 2 });
  });

  it('without akatan-aotan, nintendo scores akatan and aotan side by side, the extra ribbons counted once on akatan', () => {
    expect(yakuOf([...AKATAN, ...AOTAN, '04-ribbon'], 'nintendo', 1, { akatanAotan: false })).toEqual({ yaku: ['akatan 6', 'aotan 5'], total: 11 });
  });

  it('tabletop without akatan-aotan: akatan and aotan are worth the same, and akatan, first in the table, is the one that scores', () => {
    expect(yakuOf([...AKATAN, ...AOTAN], 'tabletop', 1, { akatanAotan: false })).toEqual({ yaku: ['akatan 8'], total: 8 });
  });

  it('with akatan-aotan played under the fifty rule, akatan-aotan is a flat 10 and tan also scores', () => {
    expect(yakuOf([...AKATAN, ...AOTAN, '04-ribbon'], 'fifty', 1, { akatanAotan: true })).toEqual({ yaku: ['akatan-aotan 10', 'tan 3'], total: 13 });
  });

  it('fifty: akatan and aotan both score, without akatan-aotan, and tan also scores', () => {
    expect(yakuOf([...AKATAN, ...AOTAN], 'fifty')).toEqual({ yaku: ['akatan 5', 'aotan 5', 'tan 2'], total: 12 });
  });
});

describe('tane, tan and kasu: 1 each, +1 per card beyond 5 / 5 / 10', () => {
  it('tane: five animals make 1, seven make 3', () => {
    expect(yakuOf(OTHER_ANIMALS).yaku).toEqual(['tane 1']);
    expect(yakuOf([...OTHER_ANIMALS, '06-animal', '07-animal']).yaku).toEqual(['tane 3']);
  });

  it('tan: five ribbons make 1, seven make 3', () => {
    expect(yakuOf([...RED_RIBBONS, '01-ribbon']).yaku).toEqual(['tan 1']);
    expect(yakuOf([...RED_RIBBONS, '01-ribbon', '02-ribbon', '06-ribbon']).yaku).toEqual(['tan 3']);
  });

  it('kasu: ten plains make 1, twelve make 3', () => {
    for (const preset of ['nintendo', 'tabletop', 'fifty'] as const) {
      expect(yakuOf(plains(10), preset).yaku).toEqual(['kasu 1']);
      expect(yakuOf(plains(12), preset).yaku).toEqual(['kasu 3']);
    }
  });

  it('nine plains and four animals score nothing', () => {
    expect(yakuOf([...plains(9), ...OTHER_ANIMALS.slice(0, 4)])).toEqual({ yaku: [], total: 0 });
  });
});

describe('the wild card', () => {
  const ninePlainsFourAnimals = [...plains(9), '02-animal', '04-animal', '08-animal', '11-animal'];

  it('nintendo and tabletop: the sake cup counts twice, as an animal and a plain', () => {
    for (const preset of ['nintendo', 'tabletop'] as const)
      expect(yakuOf([...ninePlainsFourAnimals, '09-animal'], preset)).toEqual({ yaku: ['tane 1', 'kasu 1'], total: 2 });
  });

  it('fifty: the sake cup is an animal only', () => {
    expect(yakuOf([...ninePlainsFourAnimals, '09-animal'], 'fifty')).toEqual({ yaku: ['tane 1'], total: 1 });
    expect(yakuOf([...plains(9), '09-animal'], 'fifty').total).toBe(0);
  });

  it('fifty: the iris bridge counts as a plain when that scores more', () => {
    expect(yakuOf([...plains(9), '05-animal'], 'fifty')).toEqual({ yaku: ['kasu 1'], total: 1 });
  });

  it('fifty: the iris bridge counts as an animal when that scores more', () => {
    expect(yakuOf(['02-animal', '04-animal', '08-animal', '11-animal', '05-animal', ...plains(5)], 'fifty')).toEqual({ yaku: ['tane 1'], total: 1 });
  });

  it('fifty: the iris bridge counts one way only, never both', () => {
    expect(yakuOf([...ninePlainsFourAnimals, '05-animal'], 'fifty').total).toBe(1);
  });

  it('nintendo: the iris bridge is only an animal', () => {
    expect(yakuOf([...plains(9), '05-animal'], 'nintendo').total).toBe(0);
  });
});

describe('tsukifuda: all four cards of the current month', () => {
  const january = ['01-bright', '01-ribbon', '01-plain1', '01-plain2'];

  it('is off under nintendo', () => {
    expect(yakuOf(january, 'nintendo', 1).yaku).not.toContain('tsukifuda');
    expect(yakuOf(january, 'nintendo', 1).total).toBe(0);
  });

  it('is 4 under tabletop and 5 under fifty, in its own month', () => {
    expect(yakuOf(january, 'tabletop', 1)).toEqual({ yaku: ['tsukifuda 4'], total: 4 });
    expect(yakuOf(january, 'fifty', 1)).toEqual({ yaku: ['tsukifuda 5'], total: 5 });
  });

  it('does not count in another month', () => {
    expect(yakuOf(january, 'tabletop', 2).total).toBe(0);
  });

  it('the thirteenth month of a game is January again', async () => {
    const { calendarMonth } = await import('../../../games/shared/hanafuda/cards');
    expect([1, 12, 13, 25].map(calendarMonth)).toEqual([1, 12, 1, 1]);
  });
});

describe('yaku add up', () => {
  it('lights, ribbons and plains together', () => {
    expect(yakuOf(['01-bright', '08-bright', '12-bright', ...AKATAN, ...plains(10)], 'nintendo')).toEqual({
      yaku: ['sanko 5', 'akatan 5', 'kasu 1'],
      total: 11,
    });
  });
});

describe('a card the deck does not hold', () => {
  it('is refused by its id, whatever part of it is wrong', () => {
    for (const id of ['13-bright', '00-plain1', '01-animal', '01-plain3', 'ab-bright', '01-brite', '08-animals', '-1-bright'])
      expect(() => yakuOf([id]), id).toThrow(`Unknown hanafuda card id: "${id}"`);
  });
});
