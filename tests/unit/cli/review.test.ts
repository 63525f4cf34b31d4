import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findGame } from '../../../games/index';
import { loadSave } from '../../../src/framework/save';
import { runCli } from './run-cli';

/** Two arena games recorded as save files, read back as text. */
function recordedGames(): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'arena-record-'));
  const run = runCli(['arena', '--game', 'hanamikoji', '--a', 'normal', '--b', 'easy', '--games', '2', '--seed', '3', '--budget-ms', '20', '--threads', '1', '--record', dir]);
  expect(run.code).toBe(0);
  return readdirSync(dir)
    .sort()
    .map((name) => readFileSync(join(dir, name), 'utf8'));
}

describe('cli arena --record and review', () => {
  const saves = recordedGames();

  it('writes each arena game as a save file that replays to its end, the bots named by seat', () => {
    expect(saves).toHaveLength(2);
    const loaded = saves.map((text) => loadSave(text, findGame));
    for (const l of loaded) {
      expect(l.ok && l.match.outcome()).not.toBeNull();
    }
    // Seats alternate: side a (normal) is player 0 in the first game, player 1 in the second.
    expect(loaded.map((l) => (l.ok ? l.meta.seats.map((s) => s.level) : null))).toEqual([
      ['normal', 'easy'],
      ['easy', 'normal'],
    ]);
  });

  it('prints one line per decision of the seat asked for, then the summary', () => {
    const run = runCli(['review', '--game', 'hanamikoji', '--seat', '1', '--budget-ms', '20'], saves[0]);
    expect(run.code).toBe(0);
    const lines = run.stdout.trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);
    const decisions = lines.slice(0, -1);
    expect(decisions.length).toBeGreaterThan(3);
    for (const d of decisions) {
      expect(Object.keys(d)).toEqual(['index', 'player', 'round', 'move', 'best', 'winChance', 'winChanceBest', 'loss', 'label', 'reason']);
      expect(d.player).toBe(1);
      expect(d.winChanceBest as number).toBeGreaterThanOrEqual(d.winChance as number);
    }
    const summary = lines.at(-1) as { summary: { player: number; decisions: number }[] };
    expect(summary.summary).toMatchObject([{ player: 1, decisions: decisions.length }]);
  });

  it.each([
    ['not JSON', 'hello', ['--game', 'hanamikoji']],
    ['a save of another game', 'SAVE', ['--game', 'koikoi']],
    ['a bad seat', 'SAVE', ['--game', 'hanamikoji', '--seat', '2']],
    ['a bad budget', 'SAVE', ['--game', 'hanamikoji', '--budget-ms', 'soon']],
    ['a missing game', 'SAVE', []],
  ])('refuses %s with one line on stderr and exit code 2', (_name, input, args) => {
    const run = runCli(['review', ...args], input === 'SAVE' ? saves[0] : input);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
  });
});
