/** Resolves a bot name from the command line ("random", "easy", …, or "cmd:<command line>"). */
import type { Bot } from '../framework/bot';
import { botNames, makeBot } from '../framework/bot';
import type { AnyGame } from '../framework/game';
import { UsageError } from './command';

/** The command line of an outside bot ("cmd:node my-bot.js"), or null for our own bots. */
export function externalCommand(name: string): string | null {
  return name.startsWith('cmd:') ? name.slice(4) : null;
}

export function checkBotName(game: AnyGame, name: string): void {
  const command = externalCommand(name);
  if (command !== null) {
    if (!command.trim()) throw new UsageError('cmd: needs a command line, e.g. "cmd:node my-bot.js"');
    return;
  }
  if (!botNames(game).includes(name)) {
    throw new UsageError(`unknown bot "${name}" for ${game.id} (known: ${botNames(game).join(', ')}, cmd:<command line>)`);
  }
}

export function createBot(game: AnyGame, name: string): Bot<unknown, unknown> {
  return makeBot(game, name);
}
