/**
 * The headless CLI's dispatch: a built-in command, or a game's own (`<id> <command>`, through the game's
 * registry entry). Kept apart from index.ts, which wires it to the process, so tests can run it in process.
 */
import { findEntry, games } from '../../games/index';
import type { CliCommand, CliIo } from './command';
import { UsageError } from './command';
import { arenaCommand } from './arena';
import { serveBotCommand } from './serve-bot';
import { reviewCommand } from './review';
import { soakCommand } from './soak';

const builtins: Record<string, CliCommand> = {
  arena: arenaCommand,
  'serve-bot': serveBotCommand,
  review: reviewCommand,
  soak: soakCommand,
};

/**
 * Per-game commands: games/<id>/cli.ts's `commands`, loaded through the game's registry entry. A cli.ts that
 * fails to load is an error with its own message, never "unknown command".
 */
async function gameCommand(gameId: string, name: string | undefined): Promise<CliCommand | undefined> {
  const load = findEntry(gameId)?.cli;
  if (!load || name === undefined) return undefined;
  const { commands } = await load();
  return Object.hasOwn(commands, name) ? commands[name] : undefined;
}

function usage(): string {
  const ids = games.map((g) => g.id).join('|') || '<game>';
  return `usage: cli <arena|review|serve-bot|soak|${ids} <command>> … (see README)`;
}

export async function runCommand(argv: readonly string[], io: CliIo): Promise<number> {
  const [first, ...rest] = argv;
  if (first === undefined) throw new UsageError(usage());
  const builtin = builtins[first];
  if (builtin) return builtin(rest, io);
  if (findEntry(first)) {
    const [name, ...args] = rest;
    const command = await gameCommand(first, name);
    if (!command) throw new UsageError(`unknown ${first} command "${name ?? ''}"`);
    return command(args, io);
  }
  throw new UsageError(`unknown command "${first}" — ${usage()}`);
}

