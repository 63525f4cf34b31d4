import { describe, expect, it } from 'vitest';
import { monthOf } from '../../../games/shared/hanafuda/cards';
import { checkField, checkHands } from '../../../games/koikoi/deal';
import { setup } from '../../../games/koikoi/rules';
import { handDealYaku } from '../../../games/koikoi/scoring';
import { options, type PresetId } from './helpers';

const TESHI = ['01-bright', '01-ribbon', '01-plain1', '01-plain2', '02-plain1', '03-plain1', '04-plain1', '05-plain1'];
const KUTTSUKI = ['01-bright', '01-ribbon', '02-plain1', '02-plain2', '03-plain1', '03-bright', '04-plain1', '04-plain2'];
const ORDINARY = ['01-bright', '01-ribbon', '02-plain1', '02-plain2', '03-plain1', '05-plain1', '04-plain1', '04-plain2'];
const FIELD3 = ['01-bright', '01-ribbon', '01-plain1', '02-plain1', '03-plain1', '04-plain1', '05-plain1', '06-plain1'];
const FIELD4 = ['01-bright', '01-ribbon', '01-plain1', '01-plain2', '03-plain1', '04-plain1', '05-plain1', '06-plain1'];

/** The first seed (from 1) whose game opens with a month that ended at the deal for `reason`. */
function firstSeedWith(preset: PresetId, reason: string) {
  for (let seed = 1; seed < 5000; seed++) {
    const s = setup(options(preset), seed);
    if (s.results[0]?.reason === reason) return s;
  }
  throw new Error(`no seed found for ${reason}`);
}

describe('the hand deal', () => {
  it('four cards of one month in hand is teshi', () => {
    expect(handDealYaku(TESHI)).toBe('teshi');
  });

  it('four pairs of months in hand is kuttsuki', () => {
    expect(handDealYaku(KUTTSUKI)).toBe('kuttsuki');
  });

  it('kuttsuki is four pairs of the eight dealt cards: three pairs in six cards are not', () => {
    expect(handDealYaku(KUTTSUKI.slice(0, 6))).toBeNull();
  });

  it('an ordinary hand is neither', () => {
    expect(handDealYaku(ORDINARY)).toBeNull();
  });

  it('nintendo and tabletop check it, dealer first; fifty does not', () => {
    expect(checkHands([ORDINARY, TESHI], 0, options('nintendo'))).toEqual({ player: 1, yaku: 'teshi' });
    expect(checkHands([KUTTSUKI, TESHI], 1, options('tabletop'))).toEqual({ player: 1, yaku: 'teshi' });
    expect(checkHands([KUTTSUKI, TESHI], 0, options('tabletop'))).toEqual({ player: 0, yaku: 'kuttsuki' });
    expect(checkHands([ORDINARY, TESHI], 0, options('fifty'))).toBeNull();
  });

  it('a teshi or kuttsuki hand wins the month with 6, shown to both players', () => {
    for (const preset of ['nintendo', 'tabletop'] as const) {
      const s = firstSeedWith(preset, 'hand-deal');
      const r = s.results[0]!;
      expect(r.points).toBe(6);
      expect(['teshi', 'kuttsuki']).toContain(r.yaku[0]?.id);
      expect(handDealYaku(r.revealed!)).toBe(r.yaku[0]?.id);
      expect(s.scores[r.winner!]).toBeGreaterThanOrEqual(6);
      expect(s.month).toBe(2);
    }
  });
});

describe('the field deal', () => {
  it('nintendo: three or four of one month on the field means a redeal', () => {
    expect(checkField(FIELD3, options('nintendo'))).toBe('redeal');
    expect(checkField(FIELD4, options('nintendo'))).toBe('redeal');
  });

  it('tabletop: four of one month voids the month; three is fine', () => {
    expect(checkField(FIELD4, options('tabletop'))).toBe('void');
    expect(checkField(FIELD3, options('tabletop'))).toBe('ok');
  });

  it('fifty: no check', () => {
    expect(checkField(FIELD4, options('fifty'))).toBe('ok');
  });

  it('nintendo: a redealt month never shows three of a month on the field', () => {
    let redealt = 0;
    for (let seed = 1; seed <= 200; seed++) {
      const s = setup(options('nintendo'), seed);
      redealt += s.redeals > 0 ? 1 : 0;
      const counts = new Map<number, number>();
      for (const c of s.field) counts.set(monthOf(c), (counts.get(monthOf(c)) ?? 0) + 1);
      expect(Math.max(...counts.values())).toBeLessThan(3);
    }
    expect(redealt).toBeGreaterThan(0);
  });

  it('tabletop: a void month scores nothing and the deal passes', () => {
    const s = firstSeedWith('tabletop', 'field-void');
    const r = s.results[0]!;
    expect(r).toMatchObject({ winner: null, points: 0 });
    expect(checkField(r.revealed!, options('tabletop'))).toBe('void');
    expect(s.results.length > 1 || s.dealer !== r.dealer).toBe(true);
  });
});

describe('the first dealer', () => {
  it('each player turns a card and the earlier month deals; equal months turn again', () => {
    let ties = 0;
    for (let seed = 1; seed <= 300; seed++) {
      const s = setup(options(), seed);
      const draws = s.dealerDraw;
      const [a, b] = draws[draws.length - 1]!;
      expect(monthOf(a)).not.toBe(monthOf(b));
      expect(s.results.length > 0 ? s.results[0]!.dealer : s.dealer).toBe(monthOf(a) < monthOf(b) ? 0 : 1);
      for (const [x, y] of draws.slice(0, -1)) expect(monthOf(x)).toBe(monthOf(y));
      ties += draws.length - 1;
    }
    expect(ties).toBeGreaterThan(0);
  });

  it('the dealer plays first', () => {
    const s = setup(options('fifty'), 3);
    expect(s.turn).toBe(s.dealer);
  });
});
