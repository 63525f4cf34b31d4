import { describe, expect, it } from 'vitest';
import { runArena, runSeatArena, summarize } from '../../../src/cli/arena';
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
    const r = (ms: number[]) => ({ index: 0, places: [1, 1], points: [0, 0], ms: [ms, ms] });
    expect(summarize([r([1, 9]), r([3])]).msPerDecision).toEqual({ a: 3, b: 3 });
  });
});

describe('the arena with a bot named for each seat (--bots)', () => {
  const seatArena = (bots: string[], games: number) =>
    runSeatArena({ game: tinyGame, gameModule: tinyModule, bots, games, seed: 7, options: resolveOptions(tinyGame, undefined), budgetMs: 100, threads: 2 });

  it('plays the same games as --a and --b for two bots, its figures by bot', async () => {
    const byBot = await seatArena(['greedy', 'random'], 40);
    const bySide = await arena('greedy', 'random', 40);
    expect([byBot.first, byBot.shared, byBot.points]).toEqual([[bySide.wins.a, bySide.wins.b], bySide.draws, [bySide.points.a, bySide.points.b]]);
  });

  it('names the bots in the order given and accounts for every game', async () => {
    const summary = await seatArena(['random', 'greedy'], 20);
    expect(summary.bots).toEqual(['random', 'greedy']);
    expect((summary.first[0] ?? 0) + (summary.first[1] ?? 0) + summary.shared).toBe(20);
  });
});

describe('the arena command line', () => {
  it('refuses more bots than the game seats, with one line and exit code 2', () => {
    const run = runCli(['arena', '--game', 'hanamikoji', '--bots', 'easy,normal,random', '--games', '1', '--seed', '1']);
    expect(run).toMatchObject({ code: 2, stdout: '', stderr: 'hanamikoji seats 2 under these options, but --bots names 3\n' });
  });

  it('refuses an unknown bot among --bots', () => {
    const run = runCli(['arena', '--game', 'hanamikoji', '--bots', 'easy,wizard', '--games', '1', '--seed', '1']);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/^unknown bot "wizard" for hanamikoji/);
  });

  it('refuses --bots together with --a and --b', () => {
    const run = runCli(['arena', '--game', 'hanamikoji', '--bots', 'easy,random', '--a', 'easy', '--b', 'random', '--games', '1', '--seed', '1']);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/^give --bots or --a and --b, not both/);
  });

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
