/**
 * The registry of game plugins: the one line a new game adds here. Everything else of a game lives in
 * games/<id>/ — the Game (index.ts), its UI manifest (ui/index.ts, found by the app with one glob) and
 * its CLI commands (cli.ts, found by the CLI under `npm run cli -- <id> …`). See README "Adding a game".
 */
import type { AnyGame } from '../src/framework/game';
import hanamikoji from './hanamikoji';
import koikoi from './koikoi';

export const games: readonly AnyGame[] = [hanamikoji, koikoi];

export function findGame(id: string): AnyGame | undefined {
  return games.find((g) => g.id === id);
}
