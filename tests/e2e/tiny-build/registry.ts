/**
 * The games' registry of the test build (vite.config.ts here): the app's own entries and Tiny Bids, added
 * exactly as a game adds itself to games/index.ts — so the shell meets a game that seats two to four with
 * nothing under src/ naming it.
 */
import { entries as shipped, type GameEntry } from '../../../games/index';
import { tinyGame } from '../../support/tiny-game';

export type { GameEntry };

export const entries: readonly GameEntry[] = [...shipped, { game: tinyGame, ui: async () => ({ default: (await import('../../support/tiny-ui')).tinyUi }) }];

export const games = entries.map((e) => e.game);

export function findGame(id: string): GameEntry['game'] | undefined {
  return games.find((g) => g.id === id);
}

export function findEntry(id: string): GameEntry | undefined {
  return entries.find((e) => e.game.id === id);
}
