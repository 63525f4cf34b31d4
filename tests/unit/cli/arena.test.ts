import { describe, expect, it } from 'vitest';
import { runArena, summarize } from '../../../src/cli/arena';
import { resolveOptions } from '../../../src/framework/game';
import { tinyGame } from '../../support/tiny-game';
import { runCli } from './run-cli';

const tinyModule = new URL('../../support/tiny-game.ts', import.meta.url).href;
const arena = (a: string, b: string, games: number, threads = 2) =>
  runArena({ game: tinyGame, gameModule: tinyModule, a, b, games, seed: 7, options: resolveOptions(tinyGame, undefined), budgetMs: 100, threads });

describe('the arena', () => {
  it('plays every game in worker threads and accounts for each one', async () => {
    const summary = await arena('greedy', 'random', 40);
    expect(summary.games).toBe(40);
    expect(summary.wins.a + summary.wins.b + summary.draws).toBe(40);
    // Time was measured for both sides' decisions: a side never timed would read 0 (or NaN with no decision).
    expect(summary.msPerDecision.a).toBeGreaterThan(0);
    expect(summary.msPerDecision.b).toBeGreaterThan(0);
  });

  it('gives the same result for the same seed, whatever the number of threads', async () => {
    const one = await arena('greedy', 'random', 20, 1);
    const two = await arena('greedy', 'random', 20, 2);
    expect({ ...two, msPerDecision: null }).toEqual({ ...one, msPerDecision: null });
  });

  it('sums each side’s points over all games with seats alternating', async () => {
    // Two identical random bots split the seats evenly, so the same seed mirrored gives mirrored totals.
    const summary = await arena('random', 'random', 30);
    const total = summary.points.a + summary.points.b;
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThanOrEqual(30 * 10);
  });

  it('lets the stronger bot win more often', async () => {
    const summary = await arena('greedy', 'random', 200);
    expect(summary.wins.a).toBeGreaterThan(summary.wins.b);
  });

  it('takes the median time per decision', () => {
    const r = (ms: number[]) => ({ index: 0, winner: null, points: { a: 0, b: 0 }, ms: { a: ms, b: ms } });
    expect(summarize([r([1, 9]), r([3])]).msPerDecision).toEqual({ a: 3, b: 3 });
  });
});

describe('the arena command line', () => {
  it('refuses a missing argument with one line and exit code 2', () => {
    const run = runCli(['arena', '--game', 'tiny']);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    expect(run.stderr).toMatch(/^missing --a/);
  });

  it('refuses an unknown game', () => {
    const run = runCli(['arena', '--game', 'chess', '--a', 'random', '--b', 'random', '--games', '1', '--seed', '1']);
    expect(run).toMatchObject({ code: 2, stdout: '', stderr: 'unknown game "chess"\n' });
  });

  it('refuses an unknown flag', () => {
    const run = runCli(['arena', '--colour', 'red']);
    expect(run.code).toBe(2);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
  });

  it('refuses an unknown command', () => {
    expect(runCli(['dance'])).toMatchObject({ code: 2, stdout: '' });
  });
});
