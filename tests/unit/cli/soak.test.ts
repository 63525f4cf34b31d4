import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findGame } from '../../../games';
import { optionSetsOf, parseSoakArgs, runSoak, soakTables, type SoakConfig } from '../../../src/cli/soak';
import { UsageError } from '../../../src/cli/command';
import { loadSave } from '../../../src/framework/save';
import brokenTinyGame from '../../support/broken-tiny-game';

const outDir = () => mkdtempSync(join(tmpdir(), 'soak-'));
const config = (gameId: string, games: number, extra: Partial<SoakConfig> = {}): SoakConfig => {
  const game = findGame(gameId)!;
  return { game, games, presets: game.presets.map((p) => p.id), bots: ['random', 'easy', 'normal'], seed: 1, threads: 2, heavyShare: 0.01, replayShare: 0.1, outDir: outDir(), ...extra };
};

describe('the soak', () => {
  it.each(['hanamikoji', 'koikoi'])('plays 500 checked games of %s over every preset without a failure', async (gameId) => {
    const presets = findGame(gameId)!.presets.length;
    // Koi-Koi's normal thinks ~1.6 ms a decision whatever the budget: random and easy keep this test short.
    const bots = gameId === 'koikoi' ? ['random', 'easy'] : ['random', 'easy', 'normal'];
    const summary = await runSoak(config(gameId, Math.ceil(500 / presets), { bots }));
    expect(summary.games).toBeGreaterThanOrEqual(500);
    expect(summary.failedGames).toBe(0);
    expect(summary.heavyPositions).toBeGreaterThan(0);
    expect(summary.replayedGames).toBeGreaterThan(0);
  }, 120_000);

  it('writes a game that breaks a rule as a save file that replays to the failure', async () => {
    const tinyModule = new URL('../../support/broken-tiny-game.ts', import.meta.url).href;
    const dir = outDir();
    const summary = await runSoak({ game: brokenTinyGame, gameModule: tinyModule, games: 4, presets: ['standard'], bots: ['random'], seed: 1, threads: 1, heavyShare: 0, replayShare: 1, outDir: dir });
    expect(summary.failedGames).toBe(4);
    const file = summary.failureFiles[0]!;
    expect(existsSync(file)).toBe(true);
    const save = JSON.parse(readFileSync(file, 'utf8')) as { soakFailures: { check: string }[] };
    expect(save.soakFailures[0]?.check).toBe('cards-conserved');
    const loaded = loadSave(save, (id) => (id === brokenTinyGame.id ? brokenTinyGame : undefined));
    expect(loaded.ok && loaded.match.state.discarded.length).toBeGreaterThan(0);
  }, 60_000);

  it('refuses an unknown bot with the names it knows', () => {
    expect(() => parseSoakArgs(['--game', 'koikoi', '--bots', 'random,genius'])).toThrow(new UsageError('unknown bot "genius" for koikoi (known: random, easy, normal, hard)'));
  });

  it('refuses a heavy share outside 0..1', () => {
    expect(() => parseSoakArgs(['--game', 'koikoi', '--heavy', '2'])).toThrow('--heavy must be a share between 0 and 1');
  });

  it('refuses a replay share outside 0..1', () => {
    expect(() => parseSoakArgs(['--game', 'koikoi', '--replay', '1.5'])).toThrow('--replay must be a share between 0 and 1');
  });

  it('plays every preset once per value of an option given several values', () => {
    expect(optionSetsOf(['players=2,3,4'])).toEqual([{ players: 2 }, { players: 3 }, { players: 4 }]);
  });

  it('plays every combination of the options given several values, the first one outermost', () => {
    expect(optionSetsOf(['players=2,3', 'rounds=3', 'scoring=zero-sum,additive'])).toEqual([
      { players: 2, rounds: 3, scoring: 'zero-sum' },
      { players: 2, rounds: 3, scoring: 'additive' },
      { players: 3, rounds: 3, scoring: 'zero-sum' },
      { players: 3, rounds: 3, scoring: 'additive' },
    ]);
  });

  it('refuses an option given twice, an empty value in a list and a value listed twice', () => {
    expect(() => optionSetsOf(['players=2', 'players=3'])).toThrow(new UsageError('--option players is given twice: list its values once (players=a,b)'));
    expect(() => optionSetsOf(['players=2,,3'])).toThrow(new UsageError('--option players has an empty value in "players=2,,3"'));
    expect(() => optionSetsOf(['players=2,3,2'])).toThrow(new UsageError('--option players lists the value 2 twice'));
  });

  it("plays Hana-awase's presets at two, three and four seats, a table whose options an earlier one has once", () => {
    const game = findGame('hana-awase')!;
    const { tables, same } = soakTables({ game, presets: game.presets.map((p) => p.id), optionSets: optionSetsOf(['players=2,3,4']) });
    expect(tables.map((t) => t.label)).toEqual(['classic players=2', 'classic players=3', 'classic players=4', 'quick players=2', 'quick players=3', 'quick players=4']);
    expect(tables.map((t) => (t.options as { players: number; rounds: number }).players)).toEqual([2, 3, 4, 2, 3, 4]);
    expect(same).toEqual(['two-player players=2 = classic players=2', 'two-player players=3 = classic players=3', 'two-player players=4 = classic players=4']);
  });

  it('refuses a value of a list that the game refuses, naming the option', () => {
    expect(() => parseSoakArgs(['--game', 'hana-awase', '--preset', 'quick', '--option', 'players=2,5'])).toThrow(
      new UsageError('the options of quick players=5 are refused: players: Invalid input'),
    );
  });

  it('soaks every table, N games each, and names them in its summary', async () => {
    const summary = await runSoak(config('hana-awase', 2, { presets: ['quick'], optionSets: optionSetsOf(['players=2,3,4']), bots: ['random'], threads: 1 }));
    expect(summary.tables).toEqual(['quick players=2', 'quick players=3', 'quick players=4']);
    expect(summary.games).toBe(6);
    expect(summary.failedGames).toBe(0);
  }, 60_000);
});
