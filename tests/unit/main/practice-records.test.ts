import { describe, expect, it } from 'vitest';
import { emptyStatistics, practiceResultSchema, recordPractice, resetStatistics, statisticsSchema } from '../../../src/shared/records';
import { parseRequest } from '../../../src/shared/bridge';

const session = (correct: number, questions = 5, quiz = 'yaku') => ({
  gameId: 'koikoi',
  quiz,
  correct,
  questions,
  finishedAt: '2026-11-21T23:00:00.000Z',
});

describe('practice records', () => {
  it('adds up sessions, right answers and questions per game and quiz, and keeps the best session', () => {
    let stats = emptyStatistics();
    stats = recordPractice(stats, session(3));
    stats = recordPractice(stats, session(5));
    stats = recordPractice(stats, session(1));
    expect(stats.practice.koikoi?.yaku).toEqual({ sessions: 3, correct: 9, questions: 15, best: [5, 5], lastAt: '2026-11-21T23:00:00.000Z' });
    expect(stats.games).toEqual({});
  });

  it('keeps quizzes apart and is cleared with the game’s statistics', () => {
    let stats = recordPractice(emptyStatistics(), session(2, 5, 'yaku'));
    stats = recordPractice(stats, session(4, 5, 'capture'));
    expect(Object.keys(stats.practice.koikoi ?? {})).toEqual(['yaku', 'capture']);
    expect(resetStatistics(stats, 'koikoi').practice).toEqual({});
  });

  it('reads statistics written before practice existed', () => {
    expect(statisticsSchema.parse({ version: 1, games: {} }).practice).toEqual({});
  });

  it('refuses a session with more right answers than questions, or an odd quiz name', () => {
    expect(practiceResultSchema.safeParse(session(6)).success).toBe(false);
    expect(practiceResultSchema.safeParse(session(2, 5, '../x')).success).toBe(false);
    expect(parseRequest('statistics:practice', [session(6)]).ok).toBe(false);
    expect(parseRequest('statistics:practice', [session(4)]).ok).toBe(true);
  });
});
