import { describe, expect, it } from 'vitest';
import { apply, legalMoves, toAct } from '../../../games/koikoi/rules';
import { outcome } from '../../../games/koikoi/outcome';
import { monthState, play, type MonthSpec } from './helpers';

/** Player 0 forms akatan (5) by playing 03-plain1 onto 03-ribbon, then stops. */
const stopWithAkatan = (spec: Partial<MonthSpec>) =>
  apply(
    play(
      monthState({
        hands: [['03-plain1', '05-plain1'], ['07-plain1', '07-plain2']],
        field: ['03-ribbon'],
        pile: ['12-plain1', '12-plain2'],
        captures: [['01-ribbon', '02-ribbon'], []],
        ...spec,
      }),
      '03-plain1',
    ),
    { type: 'stop' },
  );

describe('the end of the game', () => {
  it('nintendo and tabletop: the game ends after the twelfth month', () => {
    for (const preset of ['nintendo', 'tabletop'] as const) {
      const s = stopWithAkatan({ preset, month: 12, scores: [10, 12] });
      expect(s.phase).toBe('game-over');
      expect(toAct(s)).toBeNull();
      expect(legalMoves(s)).toEqual([]);
      expect(outcome(s)).toEqual({ winner: 0, scores: [15, 12], reason: 'twelve-months' });
    }
  });

  it('nintendo: the game goes on after the eleventh month', () => {
    const s = stopWithAkatan({ month: 11 });
    expect(s.phase).not.toBe('game-over');
    expect(s.month).toBe(12);
  });

  it('equal scores after twelve months are a draw', () => {
    expect(outcome(stopWithAkatan({ month: 12, scores: [5, 10] }))?.winner).toBeNull();
  });

  it('fifty: the game ends when a player reaches 50 points', () => {
    const s = stopWithAkatan({ preset: 'fifty', month: 4, scores: [45, 20] });
    expect(outcome(s)).toEqual({ winner: 0, scores: [50, 20], reason: 'fifty-points' });
  });

  it('fifty: the game goes on past December below 50 points', () => {
    const s = stopWithAkatan({ preset: 'fifty', month: 12, scores: [30, 20] });
    expect(s.phase).not.toBe('game-over');
    expect(s.month).toBe(13);
  });

  it('fifty with the toggle: the game also ends after December', () => {
    const s = stopWithAkatan({ preset: 'fifty', overrides: { gameLength: 'fifty-points-or-december' }, month: 12, scores: [30, 20] });
    expect(outcome(s)).toEqual({ winner: 0, scores: [35, 20], reason: 'december' });
  });

  it('the game in progress has no outcome', () => {
    expect(outcome(stopWithAkatan({ month: 3 }))).toBeNull();
  });
});
