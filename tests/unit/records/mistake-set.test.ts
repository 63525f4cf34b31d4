import { describe, expect, it } from 'vitest';
import type { FinishedMatch, StoredDecision } from '../../../src/shared/records';
import { mistakePositions, mistakeQuestions } from '../../../src/renderer/learn/mistake-set';

const decision = (index: number, winChance: number, winChanceBest: number, best: unknown = { type: 'secret', card: 'G' }): StoredDecision => ({
  index,
  player: 0,
  round: 1,
  move: { type: 'secret', card: 'A' },
  best: best as StoredDecision['best'],
  winChance,
  winChanceBest,
});

const record = (finishedAt: string, decisions: StoredDecision[], gameId = 'hanamikoji'): FinishedMatch => ({
  gameId,
  finishedAt,
  opponent: 'normal',
  preset: 'official',
  result: 'loss',
  scores: [5, 11],
  reason: 'eleven-charm',
  moves: 20,
  replay: { seed: 1, options: {}, moves: [], seat: 0 },
  review: { version: 1, budgetMs: 300, seats: [0], decisions },
});

describe('practice from your own mistakes', () => {
  it('asks the decisions that lost 8 points of win chance or more, the worst first, across the game’s reviewed matches', () => {
    const history = [
      record('2026-11-22T10:00:00.000Z', [decision(1, 0.5, 0.57), decision(3, 0.4, 0.6)]),
      record('2026-11-21T10:00:00.000Z', [decision(2, 0.3, 0.38), decision(4, 0.1, 0.5)]),
      record('2026-11-20T10:00:00.000Z', [decision(5, 0.1, 0.9)], 'koikoi'),
    ];
    expect(mistakePositions(history, 'hanamikoji').map((p) => [p.record.finishedAt, p.decision.index])).toEqual([
      ['2026-11-21T10:00:00.000Z', 4],
      ['2026-11-22T10:00:00.000Z', 3],
      ['2026-11-21T10:00:00.000Z', 2],
    ]);
  });

  it('skips matches without a review and keeps at most the set size', () => {
    const reviewed = record('2026-11-22T10:00:00.000Z', Array.from({ length: 9 }, (_, i) => decision(i, 0.2, 0.5)));
    const unreviewed = { ...record('2026-11-23T10:00:00.000Z', []), review: undefined };
    expect(mistakePositions([unreviewed, reviewed], 'hanamikoji')).toHaveLength(6);
  });

  it('offers the move played and hard’s choice, the right answer being hard’s, in an order fixed by the seed', () => {
    const positions = mistakePositions([record('2026-11-22T10:00:00.000Z', [decision(3, 0.4, 0.6), decision(5, 0.2, 0.5)])], 'hanamikoji');
    const questions = mistakeQuestions(positions, 7);
    for (const q of questions) {
      expect(q.choices[q.correct]).toEqual({ type: 'secret', card: 'G' });
      expect(q.choices[1 - q.correct]).toEqual({ type: 'secret', card: 'A' });
    }
    expect(mistakeQuestions(positions, 7)).toEqual(questions);
  });
});
