import { describe, expect, it } from 'vitest';
import { sumCounts } from '../../../games/hanamikoji/cards';
import { judgeRound } from '../../../games/hanamikoji/judge';
import { scoringQuiz } from '../../../games/hanamikoji/quiz';

describe('the scoring practice quiz', () => {
  it.each(['none', '3'] as const)('with round limit %s, every right answer is the judge’s verdict and the four answers differ', (limit) => {
    for (const seed of [1, 2, 3, 50]) {
      for (const q of scoringQuiz(limit, seed)) {
        const judged = judgeRound(q.markersBefore, q.items[0], q.items[1], q.round, { roundLimit: limit });
        expect(q.judgement).toEqual(judged);
        expect(q.choices[q.correct]).toEqual({ winner: judged.winner, reason: judged.reason });
        expect(new Set(q.choices.map((c) => `${c.winner}-${c.reason}`)).size).toBe(4);
      }
    }
  });

  it('lays out real round ends: 8 items on each side, the deck never overdrawn', () => {
    for (const q of scoringQuiz('none', 9)) {
      expect(sumCounts(q.items[0])).toBe(8);
      expect(sumCounts(q.items[1])).toBe(8);
      expect(q.round === 1 ? Object.values(q.markersBefore).every((m) => m === null) : true).toBe(true);
    }
  });

  it('gives the same questions for the same seed', () => {
    expect(scoringQuiz('none', 4)).toEqual(scoringQuiz('none', 4));
    expect(scoringQuiz('none', 4)).not.toEqual(scoringQuiz('none', 5));
  });
});
