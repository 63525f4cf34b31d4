/** Resolves a bot name from the command line ("random", "easy", …) for a game. */
import type { Bot } from '../framework/bot';
import { botNames, makeBot } from '../framework/bot';
import type { AnyGame } from '../framework/game';
import { UsageError } from './command';

export function checkBotName(game: AnyGame, name: string): void {
  if (!botNames(game).includes(name)) {
    throw new UsageError(`unknown bot "${name}" for ${game.id} (known: ${botNames(game).join(', ')})`);
  }
}

export function createBot(game: AnyGame, name: string): Bot<unknown, unknown> {
  return makeBot(game, name);
}
