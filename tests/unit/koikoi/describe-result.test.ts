import { describe, expect, it } from 'vitest';
import { describeResult } from '../../../games/koikoi/describe';
import type { MonthResult } from '../../../games/koikoi/state';

const won: MonthResult = {
  month: 3,
  calendarMonth: 3,
  dealer: 0,
  winner: 0,
  reason: 'stop',
  yaku: [{ id: 'aotan', points: 8 }],
  base: 8,
  multipliers: [{ id: 'seven-plus', factor: 2 }],
  points: 16,
  koikoi: [0, 0],
  cards: [],
  revealed: null,
  scores: [16, 0],
};

describe('the log line of a month won', () => {
  it('lists each yaku with its points, then each multiplier in words', () => {
    expect(describeResult(won, 0, 'en')).toBe('Month 3 ends (stopped): You win 16 points — Aotan (blue ribbons) 8, doubled for 7 points or more.');
  });

  it('reads the same in Japanese', () => {
    expect(describeResult(won, 1, 'ja')).toBe('3月目終了（上がり）：相手が16点（青短 8、7点以上で2倍）。');
  });

  it('reads in German with the Japanese yaku name and its meaning, the winner addressed as “du”', () => {
    expect(describeResult(won, 0, 'de')).toBe('Monat 3 endet (aufgehört): Du gewinnst 16 Punkte — Aotan (Blaue Bänder) 8, verdoppelt (7 Punkte oder mehr).');
    expect(describeResult(won, 1, 'de')).toBe('Monat 3 endet (aufgehört): Der Gegner gewinnt 16 Punkte — Aotan (Blaue Bänder) 8, verdoppelt (7 Punkte oder mehr).');
  });

  it('names the winner at a shared screen', () => {
    expect(describeResult(won, 1, 'en', ['Player 1', 'Player 2'])).toBe(
      'Month 3 ends (stopped): Player 1 wins 16 points — Aotan (blue ribbons) 8, doubled for 7 points or more.',
    );
  });
});
