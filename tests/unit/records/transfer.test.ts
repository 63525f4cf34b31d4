import { describe, expect, it } from 'vitest';
import { makeBot } from '../../../src/framework/bot';
import { resolveOptions } from '../../../src/framework/game';
import { playBots } from '../../../src/framework/play';
import { saveOfRecord } from '../../../src/framework/save';
import { findGame } from '../../../games/index';
import { exportFileName, exportSave, importSave } from '../../../src/renderer/history/transfer';

const hanamikoji = findGame('hanamikoji')!;

/** An arena game between two programs, as `arena --record` writes it. */
function arenaSave(seed = 5, moves?: number): string {
  const options = resolveOptions(hanamikoji, undefined);
  const played = playBots(hanamikoji, options, seed, [makeBot(hanamikoji, 'easy'), makeBot(hanamikoji, 'random')], { budgetMs: 10 });
  const record = moves === undefined ? played.record : { ...played.record, moves: played.record.moves.slice(0, moves) };
  const meta = {
    seats: [
      { kind: 'bot' as const, level: 'cmd:node my-bot.js --with a rather long list of arguments' },
      { kind: 'bot' as const, level: 'random' },
    ] as [{ kind: 'bot'; level: string }, { kind: 'bot'; level: string }],
    presetId: 'official',
    startedAt: '2026-11-20T10:00:00.000Z',
    savedAt: '2026-11-20T10:05:00.000Z',
  };
  return JSON.stringify(saveOfRecord(record, meta));
}

describe('importing a saved game into the history', () => {
  it('takes a finished arena game as a history record that replays, finished when it was saved', () => {
    const result = importSave(arenaSave(), []);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.match.gameId).toBe('hanamikoji');
    expect(result.match.finishedAt).toBe('2026-11-20T10:05:00.000Z');
    expect(result.match.durationMs).toBe(5 * 60_000);
    // Between two programs the second seat is the one "at the screen", as the app records bot seats.
    expect(result.match.replay?.seat).toBe(1);
    expect(result.match.opponent).toBe('cmd:node my-bot.js --with a rather long');
  });

  it('refuses the same game twice', () => {
    const first = importSave(arenaSave(), []);
    if (!first.ok) throw new Error('the first import failed');
    expect(importSave(arenaSave(), [first.match])).toEqual({ ok: false, error: { code: 'duplicate' } });
  });

  it('refuses a game that is not finished', () => {
    expect(importSave(arenaSave(5, 3), [])).toEqual({ ok: false, error: { code: 'not-finished' } });
  });

  it.each([
    ['text that is not JSON', 'hello', 'The saved game is damaged: it is not valid JSON.'],
    ['JSON that is not a save', '{"name":"x"}', 'This file is not a saved game of this app.'],
  ])('refuses %s with the reason', (_name, text, detail) => {
    expect(importSave(text, [])).toEqual({ ok: false, error: { code: 'invalid', detail } });
  });

  it('refuses a save whose moves cannot be replayed, naming the move', () => {
    const save = JSON.parse(arenaSave()) as { moves: unknown[] };
    save.moves[2] = { type: 'secret', card: 'Z' };
    const result = importSave(JSON.stringify(save), []);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error.code === 'invalid' && result.error.detail).toMatch(/move 3/);
  });

  it('refuses a file far larger than any save before reading it', () => {
    expect(importSave(' '.repeat(2_000_001), [])).toEqual({ ok: false, error: { code: 'too-large' } });
  });
});

describe('exporting a finished game', () => {
  it('writes a save file that imports back as the same record', () => {
    const imported = importSave(arenaSave(8), []);
    if (!imported.ok) throw new Error('import failed');
    const { table } = imported.match;
    if (!table) throw new Error('the record names no seats');
    const seats = table.seats.map((s) => (s.kind === 'bot' ? { kind: 'bot' as const, level: 'normal' } : s));
    const record = { ...imported.match, opponent: 'normal', table: { ...table, seats } };
    const again = importSave(JSON.stringify(exportSave(record)), []);
    expect(again).toEqual({ ok: true, match: record });
  });

  it('writes the seats of a record from before records named every seat from its opponent', () => {
    const imported = importSave(arenaSave(8), []);
    if (!imported.ok) throw new Error('import failed');
    const { table: _table, ...old } = { ...imported.match, opponent: 'hard' };
    expect(exportSave(old)?.meta.seats).toEqual([{ kind: 'bot', level: 'hard' }, { kind: 'human' }]);
  });

  it('names the file after the game and the moment it finished', () => {
    const imported = importSave(arenaSave(), []);
    if (!imported.ok) throw new Error('import failed');
    expect(exportFileName(imported.match)).toBe('hanamikoji-2026-11-20T10-05-00Z.json');
  });
});
