/** A game whose CLI commands fail to load is an error with the cause, never "unknown command". */
import { describe, expect, it, vi } from 'vitest';
import type { CliIo } from '../../../src/cli/command';
import { tinyGame } from '../../support/tiny-game';

vi.mock('../../../games/index', () => {
  const entries = [
    {
      game: tinyGame,
      ui: () => Promise.reject(new Error('not loaded in the CLI')),
      cli: () => Promise.reject(new SyntaxError('tiny/cli.ts: Unexpected token')),
    },
  ];
  return { entries, games: [tinyGame], findGame: () => tinyGame, findEntry: (id: string) => entries.find((e) => e.game.id === id) };
});

const io: CliIo = { readStdin: async () => '', out: () => {}, err: () => {} };

describe('a game whose cli.ts is broken', () => {
  it('fails with the loader’s own error', async () => {
    const { runCommand } = await import('../../../src/cli/run');
    await expect(runCommand(['tiny', 'score'], io)).rejects.toThrow('tiny/cli.ts: Unexpected token');
  });

  it('still answers an unknown game as unknown', async () => {
    const { runCommand } = await import('../../../src/cli/run');
    await expect(runCommand(['chess', 'score'], io)).rejects.toThrow('unknown command "chess"');
  });
});
