/**
 * Records of tables of more than two: every seat's points and place kept with the match, the player's
 * result read from their place, and the statistics counting the player's placings (1st … 4th). Records and
 * statistics of the two-seat releases read the same as before.
 */
import { describe, expect, it } from 'vitest';
import type { Outcome } from '../../../src/framework/game';
import type { SaveMeta } from '../../../src/framework/save';
import type { AnyMatch } from '../../../src/plugin-api/stats';
import { finishedMatch } from '../../../src/renderer/play/finished';
import { recordResultLabel, recordScoreLabel } from '../../../src/renderer/play/labels';
import {
  emptyStatistics,
  finishedMatchSchema,
  placeOf,
  recordMatch,
  statisticsSchema,
  sumCells,
  type FinishedMatch,
} from '../../../src/shared/records';
import { tinyGame } from '../../support/tiny-game';

const NOW = new Date('2026-11-26T10:30:00.000Z');
const you = { kind: 'human' } as const;
const computer = (level: string) => ({ kind: 'bot', level }) as const;

/** A finished match with this outcome; the record reads nothing else of its play. */
const ended = (outcome: Outcome): AnyMatch =>
  ({ game: tinyGame, outcome: () => outcome, moves: [], seed: 7, options: { players: outcome.scores.length } }) as unknown as AnyMatch;

const meta = (seats: SaveMeta['seats']): SaveMeta => ({ seats, presetId: null, startedAt: '2026-11-26T10:00:00.000Z', savedAt: NOW.toISOString() });

const record = (outcome: Outcome, seats: SaveMeta['seats']): FinishedMatch => finishedMatchSchema.parse(finishedMatch(ended(outcome), meta(seats), NOW));

describe('the record of a table of three', () => {
  const second = record({ winner: 2, scores: [4, 6, 9], reason: 'prize', places: [3, 2, 1] }, [computer('easy'), you, computer('hard')]);

  it('keeps every seat, its points and its place', () => {
    expect(second.table).toEqual({ seats: [computer('easy'), you, computer('hard')], points: [4, 6, 9], places: [3, 2, 1] });
  });

  it('is seen from the seat the person sits in', () => {
    expect(second.replay?.seat).toBe(1);
    expect(placeOf(second)).toBe(2);
  });

  it('is a loss when the person is not first, their score against the best of the others', () => {
    expect(second.result).toBe('loss');
    expect(second.scores).toEqual([6, 9]);
  });

  it('names the computer opponents by level in seat order', () => {
    expect(second.opponent).toBe('easy+hard');
  });

  it('is a win for the person alone in first place', () => {
    expect(record({ winner: 0, scores: [9, 6, 4], reason: 'prize', places: [1, 2, 3] }, [you, computer('easy'), computer('easy')]).result).toBe('win');
  });

  it('is a draw when the person shares first place', () => {
    const shared = record({ winner: null, scores: [9, 9, 4], reason: 'prize', places: [1, 1, 3] }, [you, computer('easy'), computer('easy')]);
    expect(shared.result).toBe('draw');
    expect(placeOf(shared)).toBe(1);
  });

  it('is a hot-seat game, seen from seat 0, when two people sit at the screen with a computer', () => {
    const people = record({ winner: 1, scores: [3, 8, 5], reason: 'prize', places: [3, 1, 2] }, [you, you, computer('normal')]);
    expect(people.opponent).toBe('human');
    expect(people.replay?.seat).toBe(0);
    expect(placeOf(people)).toBe(3);
  });
});

describe('a record of the two-seat releases', () => {
  const old = (result: FinishedMatch['result']): FinishedMatch =>
    finishedMatchSchema.parse({
      gameId: 'hanamikoji',
      finishedAt: NOW.toISOString(),
      opponent: 'easy',
      preset: null,
      result,
      scores: [1, 2],
      reason: 'x',
      moves: 20,
    });

  it('loads without a table', () => {
    expect(old('win').table).toBeUndefined();
  });

  it('places a win and a draw first and a loss second', () => {
    expect([placeOf(old('win')), placeOf(old('draw')), placeOf(old('loss'))]).toEqual([1, 1, 2]);
  });
});

describe('placings in the statistics', () => {
  const at = (place: number, seats: SaveMeta['seats'] = [you, computer('easy'), computer('easy'), computer('easy')]): FinishedMatch => {
    const places = [place, ...[1, 2, 3, 4].filter((p) => p !== place)];
    return record({ winner: places.indexOf(1), scores: places.map((p) => 10 - p), reason: 'prize', places }, seats);
  };

  it('counts the player’s place in each game, 1st to 4th', () => {
    const s = [at(3), at(1), at(3), at(4)].reduce(recordMatch, emptyStatistics());
    expect(s.games.tiny?.placings).toEqual([1, 0, 2, 1]);
  });

  it('counts them per opponent and preset, and sums them when filtered', () => {
    const s = [at(2), at(2), at(1)].reduce(recordMatch, emptyStatistics());
    expect(sumCells(s.games.tiny!.cells, null, undefined).placings).toEqual([1, 2, 0, 0]);
  });

  it('keeps a hot-seat game out of the player’s own placings', () => {
    const s = recordMatch(emptyStatistics(), at(1, [you, you, computer('easy'), computer('easy')]));
    expect(s.games.tiny?.placings).toEqual([0, 0, 0, 0]);
  });

  it('reads statistics kept before placings with wins and draws as first places and losses as second', () => {
    const kept = statisticsSchema.parse({
      games: { koikoi: { played: 6, wins: 3, losses: 2, draws: 1, cells: [{ opponent: 'easy', preset: null, played: 6, wins: 3, losses: 2, draws: 1 }] } },
    });
    expect(kept.games.koikoi?.placings).toEqual([4, 2, 0, 0]);
    expect(kept.games.koikoi?.cells[0]?.placings).toEqual([4, 2, 0, 0]);
  });
});

describe('a record’s result and score as the history writes them', () => {
  /** Writes a message key with its parameters, so the tests read which words were asked for. */
  const t = (key: string, params: Record<string, unknown> = {}): string =>
    key === 'history.score' ? `${String(params.a)}–${String(params.b)}` : key;
  const third = record({ winner: 0, scores: [9, 2, 5], reason: 'prize', places: [1, 3, 2] }, [computer('easy'), you, computer('hard')]);

  it('gives the person’s place at a table of three', () => {
    expect(recordResultLabel(third, t)).toBe('statistics.placed3');
  });

  it('gives the person’s points first, then every other seat’s in seat order', () => {
    expect(recordScoreLabel(third, t)).toBe('2–9–5');
  });

  it('gives a win or a loss and two scores at a table of two', () => {
    const two = record({ winner: 1, scores: [3, 7], reason: 'prize' }, [computer('easy'), you]);
    expect([recordResultLabel(two, t), recordScoreLabel(two, t)]).toEqual(['history.results.win', '7–3']);
  });
});
