import { describe, expect, it } from 'vitest';
import { apply } from '../../../games/koikoi/rules';
import { monthState, play, type MonthSpec } from './helpers';

const AKATAN = ['01-ribbon', '02-ribbon', '03-ribbon'];
const LIGHTS3 = ['01-bright', '08-bright', '12-bright'];

/** Player 0 (the dealer) completes a yaku worth `pile` + 03-ribbon by playing 03-plain1 onto 03-ribbon. */
const completing = (pile: string[], spec: Partial<MonthSpec> = {}) =>
  monthState({
    hands: [['03-plain1', '05-plain1', '05-plain2'], ['07-plain1', '07-plain2', '06-plain1']],
    field: ['03-ribbon'],
    pile: ['12-plain1', '12-plain2', '12-plain3', '11-plain1'],
    captures: [pile, []],
    ...spec,
  });

describe('koi-koi once per month (nintendo)', () => {
  it("after a koi-koi, the caller's next new yaku ends the month without a choice", () => {
    const s = completing(['01-ribbon', '02-ribbon', ...LIGHTS3.slice(0, 2)], { koikoi: [1, 0], decided: [0, 0], lastCaller: 0 });
    const t = play({ ...s, captures: [['01-ribbon', '02-ribbon', '01-bright', '08-bright', '12-bright'], []], decided: [5, 0], decidedYaku: [['sanko'], []] }, '03-plain1');
    expect(t.results[0]).toMatchObject({ winner: 0, reason: 'koikoi-limit', yaku: [{ id: 'sanko', points: 5 }, { id: 'akatan', points: 5 }], base: 10 });
  });
});

describe('koi-koi without limit (tabletop)', () => {
  it('after a koi-koi, a new yaku gives the caller another choice', () => {
    const s = completing(['01-ribbon', '02-ribbon', ...LIGHTS3], { preset: 'tabletop', koikoi: [1, 0], decided: [6, 0], decidedYaku: [['sanko'], []], lastCaller: 0 });
    expect(play(s, '03-plain1').phase).toBe('decide');
  });
});

describe('doubling', () => {
  it('nintendo: 7 or more points are doubled', () => {
    const s = apply(play(completing([...AKATAN.slice(0, 2), '04-ribbon', '05-ribbon']), '03-plain1'), { type: 'stop' });
    expect(s.results[0]).toMatchObject({ base: 7, multipliers: [{ id: 'seven-plus', factor: 2 }], points: 14 });
  });

  it('nintendo: 6 points are not doubled', () => {
    const s = apply(play(completing([...AKATAN.slice(0, 2), '04-ribbon']), '03-plain1'), { type: 'stop' });
    expect(s.results[0]).toMatchObject({ base: 6, multipliers: [], points: 6 });
  });

  it('tabletop: 7 points are not doubled', () => {
    const s = apply(play(completing([...AKATAN.slice(0, 2), '04-ribbon', '05-ribbon'], { preset: 'tabletop' }), '03-plain1'), { type: 'stop' });
    expect(s.results[0]).toMatchObject({ base: 7, multipliers: [], points: 7 });
  });

  it("nintendo: stopping after the opponent's koi-koi doubles the points", () => {
    const s = apply(play(completing(AKATAN.slice(0, 2), { koikoi: [0, 1], lastCaller: 1 }), '03-plain1'), { type: 'stop' });
    expect(s.results[0]).toMatchObject({ base: 5, multipliers: [{ id: 'koikoi', factor: 2 }], points: 10 });
  });

  it('nintendo: 7-point doubling comes first, then the koi-koi doubling', () => {
    const s = apply(play(completing([...AKATAN.slice(0, 2), '04-ribbon', '05-ribbon'], { koikoi: [0, 1], lastCaller: 1 }), '03-plain1'), { type: 'stop' });
    expect(s.results[0]).toMatchObject({ base: 7, multipliers: [{ id: 'seven-plus', factor: 2 }, { id: 'koikoi', factor: 2 }], points: 28 });
  });

  it("tabletop and fifty: no bonus after the opponent's koi-koi", () => {
    for (const preset of ['tabletop', 'fifty'] as const) {
      const s = apply(play(completing(AKATAN.slice(0, 2), { preset, koikoi: [0, 1], lastCaller: 1 }), '03-plain1'), { type: 'stop' });
      expect(s.results[0]).toMatchObject({ base: 5, multipliers: [], points: 5 });
    }
  });

  it('the player who called koi-koi and is overtaken scores nothing', () => {
    const s = apply(play(completing(AKATAN.slice(0, 2), { koikoi: [0, 1], lastCaller: 1, captures: [AKATAN.slice(0, 2), LIGHTS3] }), '03-plain1'), { type: 'stop' });
    expect(s.scores).toEqual([10, 0]);
  });
});

/** The last turn of a month (player 1, not the dealer) that forms nothing: the hands run out. */
const lastTurn = (spec: Partial<MonthSpec> = {}) =>
  monthState({ hands: [[], ['04-plain1']], field: ['05-plain1'], pile: ['06-plain1'], turn: 1, dealer: 0, ...spec });

describe('an exhausted month', () => {
  it('nintendo: no points, and the deal passes to the other player', () => {
    const s = play(lastTurn(), '04-plain1');
    expect(s.results[0]).toMatchObject({ winner: null, reason: 'exhausted', points: 0 });
    expect(s.scores).toEqual([0, 0]);
    expect(s.dealer).toBe(1);
  });

  it('tabletop: the dealer scores 6 and deals again', () => {
    const s = play(lastTurn({ preset: 'tabletop' }), '04-plain1');
    expect(s.results[0]).toMatchObject({ winner: 0, reason: 'exhausted', points: 6 });
    expect(s.dealer).toBe(0);
  });

  it('fifty: with no koi-koi called, the dealer scores 1', () => {
    const s = play(lastTurn({ preset: 'fifty', dealer: 1, turn: 0, hands: [['04-plain1'], []] }), '04-plain1');
    expect(s.results[0]).toMatchObject({ winner: 1, reason: 'exhausted', points: 1 });
  });

  it('fifty: the last koi-koi caller scores their yaku as usual', () => {
    const spec = { preset: 'fifty' as const, koikoi: [1, 1] as [number, number], lastCaller: 0 as const, captures: [AKATAN, LIGHTS3] as [string[], string[]], decided: [5, 5] as [number, number], decidedYaku: [['akatan'], ['sanko']] as [string[], string[]] };
    const s = play(lastTurn(spec), '04-plain1');
    expect(s.results[0]).toMatchObject({ winner: 0, reason: 'exhausted', yaku: [{ id: 'akatan', points: 5 }], points: 5 });
  });

  it('fifty: a month with no winner leaves the dealer dealing again', () => {
    const s = play(lastTurn({ preset: 'fifty', overrides: { exhaustedMonth: 'no-points' } }), '04-plain1');
    expect(s.results[0]).toMatchObject({ winner: null });
    expect(s.dealer).toBe(0);
  });
});

describe('points', () => {
  it('are added to the winner', () => {
    const s = apply(play(completing(AKATAN.slice(0, 2), { scores: [3, 4] }), '03-plain1'), { type: 'stop' });
    expect(s.scores).toEqual([8, 4]);
  });

  it('fifty with the toggle: are also subtracted from the loser', () => {
    const s = apply(play(completing(AKATAN.slice(0, 2), { preset: 'fifty', overrides: { pointsMode: 'add-and-subtract' }, scores: [3, 4] }), '03-plain1'), { type: 'stop' });
    expect(s.scores).toEqual([8, -1]);
  });

  it('the winner of a month deals the next', () => {
    const s = apply(play(completing(AKATAN.slice(0, 2), { dealer: 1, turn: 0 }), '03-plain1'), { type: 'stop' });
    expect(s.dealer).toBe(0);
    expect(s.turn).toBe(0);
  });
});
