/**
 * The CLI takes a game from the registry alone: with Tiny Bids added there (one line), `arena --game tiny`
 * plays it, nothing under src/cli naming it. (Worker threads load the game from its module: vi.mock does
 * not reach them.)
 */
import { describe, expect, it, vi } from 'vitest';
import { parseArenaArgs, runArena } from '../../../src/cli/arena';

vi.mock('../../../games/index', async (importOriginal) => {
  const registered = await importOriginal<typeof import('../../../games/index')>();
  const { tinyGame } = await import('../../support/tiny-game');
  const games = [...registered.games, tinyGame];
  return { games, findGame: (id: string) => games.find((g) => g.id === id) };
});

const tinyModule = new URL('../../support/tiny-game.ts', import.meta.url).href;

describe('a game added to the registry', () => {
  it('is played by the CLI arena by its id, its bots by their names', async () => {
    const config = parseArenaArgs(['--game', 'tiny', '--a', 'greedy', '--b', 'random', '--games', '6', '--seed', '3', '--threads', '1']);
    expect(config.game.id).toBe('tiny');
    if ('bots' in config) throw new Error('--a and --b read as --bots');
    const summary = await runArena({ ...config, gameModule: tinyModule });
    expect(summary.games).toBe(6);
    expect(summary.wins.a + summary.wins.b + summary.draws).toBe(6);
  });
});
