import { describe, expect, it } from 'vitest';
import {
  HISTORY_LIMIT,
  addToHistory,
  emptyHistory,
  emptyStatistics,
  finishedMatchSchema,
  recordMatch,
  resetStatistics,
  type FinishedMatch,
  type MatchResult,
} from '../../../src/shared/records';
import { applySettingsPatch, defaultSettings, languageForLocale, settingsSchema } from '../../../src/shared/settings';

const match = (result: MatchResult, over: Partial<FinishedMatch> = {}): FinishedMatch => ({
  gameId: 'hanamikoji',
  finishedAt: '2026-11-21T12:00:00.000Z',
  opponent: 'hard',
  preset: 'official',
  result,
  scores: result === 'win' ? [11, 6] : result === 'loss' ? [3, 11] : [8, 8],
  reason: 'charm-points',
  moves: 40,
  ...over,
});
const play = (...results: MatchResult[]) => results.reduce((s, r) => recordMatch(s, match(r)), emptyStatistics());

describe('settings', () => {
  it.each([
    ['ja', 'ja'],
    ['ja-JP', 'ja'],
    ['ja_JP.UTF-8', 'ja'],
    ['en-GB', 'en'],
    ['jam', 'en'],
    ['de-DE', 'de'],
    ['de_AT.UTF-8', 'de'],
    ['fr-FR', 'en'],
    [undefined, 'en'],
  ] as const)('take the default language %s → %s from the OS locale', (locale, language) => {
    expect(languageForLocale(locale)).toBe(language);
  });

  it('default to normal animations, no card labels, sound off, and no game’s own settings stored yet', () => {
    expect(defaultSettings('en-US')).toEqual({
      version: 2,
      language: 'en',
      animationSpeed: 'normal',
      cardLabels: false,
      sound: false,
      volume: 0.6,
      perGame: {},
      games: {},
      formerFields: {},
      window: null,
    });
  });

  it('fill in settings added after a file was written', () => {
    expect(settingsSchema.parse({ language: 'ja', sound: true })).toEqual({ ...defaultSettings('ja'), sound: true });
  });

  it('change only what a patch names', () => {
    const before = { ...defaultSettings('en'), cardLabels: true };
    expect(applySettingsPatch(before, { volume: 0.1 })).toEqual({ ...before, volume: 0.1 });
  });

  it('refuse a volume outside 0..1', () => {
    expect(() => applySettingsPatch(defaultSettings('en'), { volume: 1.01 })).toThrow();
  });
});

describe('statistics', () => {
  it('count wins, losses and draws', () => {
    expect(play('win', 'loss', 'draw', 'win').games.hanamikoji).toMatchObject({ played: 4, wins: 2, losses: 1, draws: 1 });
  });

  it('add up points for and against', () => {
    expect(play('win', 'loss').games.hanamikoji).toMatchObject({ pointsFor: 14, pointsAgainst: 17 });
  });

  it('track the current streak: wins count up, losses count down, a draw resets it', () => {
    expect(play('win', 'win', 'win').games.hanamikoji?.streak).toBe(3);
    expect(play('win', 'win', 'loss', 'loss').games.hanamikoji?.streak).toBe(-2);
    expect(play('win', 'win', 'draw').games.hanamikoji?.streak).toBe(0);
  });

  it('remember the best winning streak after it ends', () => {
    expect(play('win', 'win', 'win', 'loss', 'win').games.hanamikoji).toMatchObject({ streak: 1, bestWinStreak: 3 });
  });

  it('keep a tally per opponent', () => {
    let stats = recordMatch(emptyStatistics(), match('win', { opponent: 'easy' }));
    stats = recordMatch(stats, match('loss', { opponent: 'hard' }));
    stats = recordMatch(stats, match('win', { opponent: 'easy' }));
    expect(stats.games.hanamikoji?.byOpponent).toEqual({
      easy: { played: 2, wins: 2, losses: 0, draws: 0 },
      hard: { played: 1, wins: 0, losses: 1, draws: 0 },
    });
  });

  it('keep games apart, and reset one or all', () => {
    const both = recordMatch(play('win'), match('loss', { gameId: 'koikoi' }));
    expect(Object.keys(resetStatistics(both, 'koikoi').games)).toEqual(['hanamikoji']);
    expect(resetStatistics(both)).toEqual(emptyStatistics());
  });
});

describe('history', () => {
  it(`keeps the newest ${HISTORY_LIMIT} matches`, () => {
    let history = emptyHistory();
    for (let i = 0; i < HISTORY_LIMIT + 5; i++) history = addToHistory(history, match('win', { moves: i }));
    expect(history.matches).toHaveLength(HISTORY_LIMIT);
    expect(history.matches[0]?.moves).toBe(HISTORY_LIMIT + 4);
    expect(history.matches.at(-1)?.moves).toBe(5);
  });

  it('accepts only complete, well-formed match records', () => {
    expect(finishedMatchSchema.safeParse(match('win')).success).toBe(true);
    expect(finishedMatchSchema.safeParse({ ...match('win'), moves: -1 }).success).toBe(false);
    expect(finishedMatchSchema.safeParse({ ...match('win'), scores: [1, Number.NaN] }).success).toBe(false);
  });
});
