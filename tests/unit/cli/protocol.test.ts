import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runArena } from '../../../src/cli/arena';
import { resolveOptions } from '../../../src/framework/game';
import { tinyGame } from '../../support/tiny-game';
import { runCli } from './run-cli';

const tinyModule = new URL('../../support/tiny-game.ts', import.meta.url).href;
const botPath = (name: string) => fileURLToPath(new URL(`../../support/bots/${name}`, import.meta.url));
const arena = (a: string, games: number, budgetMs = 200) =>
  runArena({ game: tinyGame, gameModule: tinyModule, a, b: 'random', games, seed: 3, options: resolveOptions(tinyGame, undefined), budgetMs, threads: 1 });

describe('the outside-bot protocol', () => {
  it('plays whole games with a bot written in a few lines of Node', async () => {
    const summary = await arena(`cmd:node ${botPath('first-move.mjs')}`, 4);
    expect(summary.wins.a + summary.wins.b + summary.draws).toBe(4);
    expect(summary.faults?.a).toEqual({ malformed: 0, illegal: 0, timeout: 0, crash: 0 });
  });

  it('counts a reply that is not JSON and plays a random move instead', async () => {
    const summary = await arena(`cmd:node ${botPath('misbehaving.mjs')} garbage`, 2);
    expect(summary.games).toBe(2);
    expect(summary.faults?.a).toEqual({ malformed: 6, illegal: 0, timeout: 0, crash: 0 });
  });

  it('counts an illegal move and plays a random move instead', async () => {
    const summary = await arena(`cmd:node ${botPath('misbehaving.mjs')} illegal`, 1);
    expect(summary.faults?.a).toEqual({ malformed: 0, illegal: 3, timeout: 0, crash: 0 });
  });

  it('counts a reply that comes too late', async () => {
    const summary = await arena(`cmd:node ${botPath('misbehaving.mjs')} slow`, 1, 20);
    expect(summary.faults?.a.timeout).toBe(3);
  });

  it('lets a bot that crashes lose the game while the host carries on', async () => {
    const summary = await arena(`cmd:node ${botPath('misbehaving.mjs')} crash`, 2);
    expect(summary.wins).toEqual({ a: 0, b: 2 });
    expect(summary.faults?.a.crash).toBe(2);
  });

  it('sends with every decision the round’s public events as that bot saw them', async () => {
    const log = join(mkdtempSync(join(tmpdir(), 'events-')), 'events.jsonl');
    await arena(`cmd:node ${botPath('event-recorder.mjs')} ${log}`, 2);
    const told = readFileSync(log, 'utf8').trim().split('\n').map((l) => JSON.parse(l) as { seat: 0 | 1; events: { player: number; changes: { zone: string; added: unknown[] }[] }[] });
    // Answering as player 1, the bot hears of player 0's face-down bid, without its card.
    const answering = told.filter((t) => t.seat === 1);
    expect(answering.length).toBeGreaterThan(0);
    for (const { events } of answering) {
      const bid = events.at(-1)?.changes.find((c) => c.zone === 'firstBid');
      expect(bid).toEqual({ zone: 'firstBid', added: [null], removed: [] });
    }
  });

  it('survives a bot answering with random bytes, 5 MB lines, replies for other decisions and late replies', async () => {
    const summary = await arena(`cmd:node ${botPath('fuzzing.mjs')} 7`, 3, 100);
    expect(summary.games).toBe(3);
    const faults = summary.faults!.a;
    expect(faults.crash).toBe(0);
    expect(faults.malformed).toBeGreaterThan(0);
    expect(faults.timeout).toBeGreaterThan(0);
  }, 60_000);

  it('serves our own bot over the protocol to a host', () => {
    // A generous budget: the served bot starts under tsx, which compiles before its first reply.
    const bot = 'cmd:node_modules/.bin/tsx src/cli/index.ts serve-bot --game hanamikoji --bot random';
    const run = runCli(['arena', '--game', 'hanamikoji', '--a', bot, '--b', 'random', '--games', '2', '--seed', '5', '--threads', '1', '--budget-ms', '10000']);
    expect(run.code).toBe(0);
    const summary = JSON.parse(run.stdout);
    expect(summary.games).toBe(2);
    expect(summary.faults.a).toEqual({ malformed: 0, illegal: 0, timeout: 0, crash: 0 });
  }, 60_000);
});
