/**
 * The registry of game plugins. Adding a game: write games/<id>/index.ts (default export: the Game),
 * add it to `games` below, and put its board in games/<id>/ui/Board.vue (found by the app automatically).
 */
import type { AnyGame } from '../src/framework/game';
import hanamikoji from './hanamikoji';
import koikoi from './koikoi';

export const games: readonly AnyGame[] = [hanamikoji, koikoi];

export function findGame(id: string): AnyGame | undefined {
  return games.find((g) => g.id === id);
}
