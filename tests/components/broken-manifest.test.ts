/** A game whose UI manifest fails to load stops the app's start with its error: no game is silently left out. */
import { describe, expect, it, vi } from 'vitest';
import { tinyGame } from '../support/tiny-game';

vi.mock('../../games/index', () => ({
  entries: [{ game: tinyGame, ui: () => Promise.reject(new Error('tiny/ui/index.ts: Failed to fetch')) }],
  games: [tinyGame],
  findGame: () => tinyGame,
  findEntry: () => undefined,
}));

describe('a broken UI manifest', () => {
  it('rejects the manifests module with the loader’s error', async () => {
    await expect(import('../../src/renderer/plugins/manifests')).rejects.toThrow('tiny/ui/index.ts: Failed to fetch');
  });
});
