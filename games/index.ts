/**
 * The registry of game plugins: the one line a new game adds here. Everything else of a game lives in
 * games/<id>/ — the Game (index.ts), its UI manifest (ui/index.ts) and its CLI commands (cli.ts). The app
 * and the CLI find a game's manifest and commands only through the loaders of its entry here; a loader that
 * fails (a broken plugin) fails loudly where it is called. See README "Adding a game".
 */
import type { AnyGame } from '../src/framework/game';
import type { CliCommand } from '../src/plugin-api/cli';
import type { GameUi } from '../src/plugin-api/manifest';
import hanaAwase from './hana-awase';
import hanamikoji from './hanamikoji';
import koikoi from './koikoi';

export interface GameEntry {
  readonly game: AnyGame;
  /** The game's UI manifest (loaded by the app only: it brings the game's Vue parts with it). */
  readonly ui: () => Promise<{ readonly default: GameUi }>;
  /** The game's own CLI commands (`npm run -s cli -- <id> <command>`), if it has any. */
  readonly cli?: () => Promise<{ readonly commands: Readonly<Record<string, CliCommand>> }>;
}

export const entries: readonly GameEntry[] = [
  { game: hanamikoji, ui: () => import('./hanamikoji/ui/index'), cli: () => import('./hanamikoji/cli') },
  { game: koikoi, ui: () => import('./koikoi/ui/index'), cli: () => import('./koikoi/cli') },
  { game: hanaAwase, ui: () => import('./hana-awase/ui/index'), cli: () => import('./hana-awase/cli') },
];

export const games: readonly AnyGame[] = entries.map((e) => e.game);

export function findGame(id: string): AnyGame | undefined {
  return games.find((g) => g.id === id);
}

export function findEntry(id: string): GameEntry | undefined {
  return entries.find((e) => e.game.id === id);
}
