import { describe, expect, it } from 'vitest';
import {
  emptyStatistics,
  finishedMatchSchema,
  historySchema,
  recordMatch,
  statisticsSchema,
  sumCells,
  type FinishedMatch,
  type MatchResult,
} from '../../../src/shared/records';

const match = (result: MatchResult, over: Partial<FinishedMatch> = {}): FinishedMatch => ({
  gameId: 'hanamikoji',
  finishedAt: '2026-11-21T12:00:00.000Z',
  opponent: 'hard',
  preset: 'official',
  result,
  scores: result === 'win' ? [11, 6] : result === 'loss' ? [3, 11] : [8, 8],
  reason: result === 'draw' ? 'round-limit' : 'eleven-charm',
  moves: 40,
  ...over,
});
const fold = (...matches: FinishedMatch[]) => matches.reduce(recordMatch, emptyStatistics());

describe('statistics per opponent level and preset', () => {
  const stats = fold(
    match('win', { opponent: 'easy', details: { geishas: 4 } }),
    match('loss', { opponent: 'hard', reason: 'four-geishas' }),
    match('win', { opponent: 'easy', preset: null, reason: 'four-geishas', details: { geishas: 5 } }),
    match('draw', { opponent: 'hard' }),
  );
  const cells = stats.games.hanamikoji!.cells;

  it('keep one cell per opponent level and preset, custom rules as preset null', () => {
    expect(cells.map((c) => [c.opponent, c.preset, c.played])).toEqual([
      ['easy', 'official', 1],
      ['hard', 'official', 2],
      ['easy', null, 1],
    ]);
  });

  it('count points, and how wins and losses came about', () => {
    expect(cells[1]).toMatchObject({ wins: 0, losses: 1, draws: 1, pointsFor: 11, pointsAgainst: 19, wonBy: {}, lostBy: { 'four-geishas': 1 } });
  });

  it('sum the games’ counters and count the matches that reported them', () => {
    expect(sumCells(cells, 'easy', undefined)).toMatchObject({ played: 2, wins: 2, details: { geishas: 9 }, detailed: 2 });
  });

  it('sum any slice: one level, one preset, or everything', () => {
    expect(sumCells(cells, null, 'official')).toMatchObject({ played: 3, wins: 1, losses: 1, draws: 1 });
    expect(sumCells(cells, null, null)).toMatchObject({ played: 1, wonBy: { 'four-geishas': 1 } });
    expect(sumCells(cells, null, undefined)).toMatchObject({ played: 4, wins: 2, losses: 1, draws: 1, pointsFor: 33 });
  });

  it('still read files written before the cells and replays were kept', () => {
    const old = { version: 1, games: { koikoi: { played: 3, wins: 1, losses: 2, draws: 0, byOpponent: {} } } };
    expect(statisticsSchema.parse(old).games.koikoi).toMatchObject({ played: 3, cells: [] });
    const { details: _d, replay: _r, ...legacy } = match('win');
    expect(historySchema.parse({ version: 1, matches: [legacy] }).matches[0]).toEqual(legacy);
  });

  it('refuse a replay that is not plain data or names no seat', () => {
    const replay = { seed: 1, options: {}, moves: [{ type: 'x' }], seat: 0 as const };
    expect(finishedMatchSchema.safeParse(match('win', { replay })).success).toBe(true);
    expect(finishedMatchSchema.safeParse({ ...match('win'), replay: { ...replay, seat: 4 } }).success).toBe(false);
    expect(finishedMatchSchema.safeParse({ ...match('win'), replay: { ...replay, moves: [() => 1] } }).success).toBe(false);
    expect(finishedMatchSchema.safeParse({ ...match('win'), details: { 'Bad Key': 1 } }).success).toBe(false);
  });
});

describe('hot-seat games', () => {
  const stats = fold(match('win', { opponent: 'easy' }), match('loss', { opponent: 'human' }), match('win', { opponent: 'human' }));
  const game = stats.games.hanamikoji!;

  it('are not counted in the player’s own record, streak or points', () => {
    expect([game.played, game.wins, game.losses, game.streak, game.pointsFor]).toEqual([1, 1, 0, 1, 11]);
  });

  it('are kept under their own opponent and cell', () => {
    expect(game.byOpponent.human).toEqual({ played: 2, wins: 1, losses: 1, draws: 0 });
    expect(sumCells(game.cells, 'human', undefined).played).toBe(2);
  });
});
