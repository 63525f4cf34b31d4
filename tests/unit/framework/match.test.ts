import { describe, expect, it } from 'vitest';
import { Match, MatchError } from '../../../src/framework/match';
import { loadSave, SAVE_FORMAT, toSave, type SaveMeta } from '../../../src/framework/save';
import { resolveOptions, matchingPreset } from '../../../src/framework/game';
import { tinyGame } from '../../support/tiny-game';
import { playedTiny as playedMatch } from '../../support/tiny-match';

const meta: SaveMeta = {
  seats: [{ kind: 'human' }, { kind: 'bot', level: 'random' }],
  presetId: 'standard',
  startedAt: '2026-11-21T00:00:00.000Z',
  savedAt: '2026-11-21T00:01:00.000Z',
};
const findGame = (id: string) => (id === 'tiny' ? tinyGame : undefined);

describe('the match runner', () => {
  it('logs every move with the player who made it', () => {
    const match = playedMatch(3);
    expect(match.moves.map((m) => m.player)).toEqual([0, 1, 0]);
  });

  it('refuses an illegal move with a typed error and keeps the match unchanged', () => {
    const match = playedMatch(0);
    const result = match.tryPlay({ type: 'bid', card: 'b99' });
    expect(result).toEqual({ ok: false, error: { code: 'not-in-hand', message: 'b99 is not in your hand.' } });
    expect(match.moves).toHaveLength(0);
  });

  it('replays a game exactly from seed, options and moves', () => {
    const match = playedMatch(6);
    expect(Match.replay(tinyGame, match.record()).state).toEqual(match.state);
  });

  it('reports which move of a record is illegal', () => {
    const record = { ...playedMatch(2).record(), moves: [{ type: 'bid', card: 'b99' }] };
    expect(() => Match.replay(tinyGame, record)).toThrowError(MatchError);
  });

  it('gives only the player to act any legal moves', () => {
    const match = playedMatch(0);
    expect(match.legalMovesFor(1)).toEqual([]);
    expect(match.legalMovesFor(0).length).toBe(3);
  });

  it('writes the log for the viewer without the hidden first bid', () => {
    const log = playedMatch(1).logFor(1, 'en');
    expect(log).toEqual(['Opponent bid face down.']);
  });

  it('steps back to an earlier position with prefix', () => {
    const match = playedMatch(4);
    expect(match.prefix(2).state).toEqual(playedMatch(2).state);
  });
});

describe('presets and options', () => {
  it('names the preset whose options are in force', () => {
    expect(matchingPreset(tinyGame, resolveOptions(tinyGame, 'first-wins-ties'))).toBe('first-wins-ties');
  });

  it('calls options that match no preset custom', () => {
    expect(matchingPreset(tinyGame, { tieGoesTo: 'nobody', players: 2, extra: 1 } as never)).toBe('standard');
  });

  it('refuses an unknown preset with the known ones listed', () => {
    expect(() => resolveOptions(tinyGame, 'nope')).toThrow('unknown preset "nope" for tiny (known: standard, first-wins-ties)');
  });
});

describe('the save format', () => {
  it('round-trips a match through JSON', () => {
    const match = playedMatch(5);
    const loaded = loadSave(JSON.stringify(toSave(match, meta)), findGame);
    expect(loaded.ok && loaded.match.state).toEqual(match.state);
    expect(loaded.ok && loaded.meta).toEqual(meta);
  });

  it('reports a file that is not JSON', () => {
    expect(loadSave('{"format": ', findGame)).toEqual({
      ok: false,
      error: { code: 'not-json', message: 'The saved game is damaged: it is not valid JSON.' },
    });
  });

  it('reports an old format version clearly', () => {
    const old = { ...toSave(playedMatch(1), meta), version: 0 };
    expect(loadSave(old, findGame)).toEqual({
      ok: false,
      error: { code: 'unsupported-version', message: 'The saved game uses format version 0; this version of the app reads version 1.' },
    });
  });

  it('reports a file of another program as not a save', () => {
    expect(loadSave({ ...toSave(playedMatch(1), meta), format: 'someone-else/match' }, findGame)).toEqual({
      ok: false,
      error: { code: 'not-a-save', message: 'This file is not a saved game of this app.' },
    });
  });

  it('reports a save that names more seats than the game has', () => {
    const three = { ...toSave(playedMatch(1), meta), meta: { ...meta, seats: [...meta.seats, { kind: 'human' as const }] } };
    expect(loadSave(three, findGame)).toEqual({
      ok: false,
      error: { code: 'bad-seats', message: 'The saved game is damaged: it names 3 seats for a game of 2.' },
    });
  });

  it('loads a save of a three-seat table with three seats', () => {
    const three = Match.start(tinyGame, resolveOptions(tinyGame, 'standard', { players: 3 }), 4);
    const loaded = loadSave(toSave(three, { ...meta, seats: [{ kind: 'human' }, { kind: 'human' }, { kind: 'bot', level: 'random' }] }), findGame);
    expect(loaded.ok && loaded.meta.seats).toHaveLength(3);
  });

  it('reports a save whose moves cannot be replayed', () => {
    const bad = { ...toSave(playedMatch(1), meta), moves: [{ type: 'bid', card: 'b42' }] };
    const result = loadSave(bad, findGame);
    expect(!result.ok && result.error).toEqual({
      code: 'not-in-hand',
      message: 'The saved game cannot be replayed: move 1: b42 is not in your hand.',
    });
  });

  it('reports a save whose game fails while replaying it, with the game’s words', () => {
    const failing = { ...tinyGame, apply: () => { throw new Error('the table fell over'); } };
    const result = loadSave(toSave(playedMatch(1), meta), (id) => (id === 'tiny' ? failing : undefined));
    expect(!result.ok && result.error).toEqual({ code: 'replay-crashed', message: 'The saved game cannot be replayed: the table fell over' });
  });

  it('keeps how many times the player took a move back', () => {
    const loaded = loadSave(toSave(playedMatch(1), { ...meta, undos: 3 }), findGame);
    expect(loaded.ok && loaded.meta.undos).toBe(3);
  });

  it('reports a save of an unknown game', () => {
    const result = loadSave({ ...toSave(playedMatch(1), meta), gameId: 'chess' }, findGame);
    expect(!result.ok && result.error).toEqual({ code: 'unknown-game', message: 'The saved game is for an unknown game "chess".' });
  });

  it('reports a save with missing fields, naming them', () => {
    const result = loadSave({ format: SAVE_FORMAT, version: 1, gameId: 'tiny' }, findGame);
    expect(!result.ok && result.error.code).toBe('bad-save');
    expect(!result.ok && result.error.message).toMatch(/^The saved game is damaged: .*seed/s);
  });
});
