/** Protocol 2: the hello names the seat count; at a table of two it still says protocol 1, so v1 bots play on. */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runSeatArena } from '../../../src/cli/arena';
import { resolveOptions } from '../../../src/framework/game';
import { tinyGame } from '../../support/tiny-game';

const tinyModule = new URL('../../support/tiny-game.ts', import.meta.url).href;
const botPath = (name: string) => fileURLToPath(new URL(`../../support/bots/${name}`, import.meta.url));

/** The hellos an outside bot in the first named seat got over `games` games at a table of `players`. */
async function hellos(players: 2 | 3, games: number): Promise<{ protocol: number; seats: number; seat: number }[]> {
  const log = join(mkdtempSync(join(tmpdir(), 'hello-')), 'hello.jsonl');
  const others = Array.from({ length: players - 1 }, () => 'random');
  await runSeatArena({
    game: tinyGame, gameModule: tinyModule, bots: [`cmd:node ${botPath('hello-recorder.mjs')} ${log}`, ...others],
    games, seed: 2, options: resolveOptions(tinyGame, undefined, { players }), budgetMs: 200, threads: 1,
  });
  return readFileSync(log, 'utf8').trim().split('\n').map((l) => JSON.parse(l) as { protocol: number; seats: number; seat: number });
}

describe('the outside-bot protocol, version 2', () => {
  it('tells a bot at a table of three the protocol, the seat count and its seat', async () => {
    const told = await hellos(3, 3);
    expect(told.map((h) => [h.protocol, h.seats])).toEqual([[2, 3], [2, 3], [2, 3]]);
  });

  it('seats the bot in every seat in turn at a table of three', async () => {
    const told = await hellos(3, 3);
    expect(told.map((h) => h.seat)).toEqual([0, 1, 2]);
  });

  it('still says protocol 1 at a table of two, with the seat count beside it', async () => {
    const told = await hellos(2, 2);
    expect(told.map((h) => [h.protocol, h.seats, h.seat])).toEqual([[1, 2, 0], [1, 2, 1]]);
  });
});
