/**
 * The headless CLI: `npm run -s cli -- <command> …`. Prints only the command's own output on
 * stdout; errors are one line on stderr with exit code 2 for bad arguments or input.
 */
import { readFileSync } from 'node:fs';
import { findEntry, games } from '../../games/index';
import type { CliCommand, CliIo } from './command';
import { EXIT_USAGE, UsageError } from './command';
import { arenaCommand } from './arena';
import { serveBotCommand } from './serve-bot';
import { reviewCommand } from './review';
import { soakCommand } from './soak';

const io: CliIo = {
  readStdin: async () => readFileSync(0, 'utf8'),
  out: (text) => process.stdout.write(text.endsWith('\n') ? text : `${text}\n`),
  err: (text) => process.stderr.write(text.endsWith('\n') ? text : `${text}\n`),
};

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

async function main(argv: readonly string[]): Promise<number> {
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

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (e: unknown) => {
    const message = e instanceof Error ? e.message : String(e);
    io.err(message.split('\n')[0] as string);
    process.exitCode = e instanceof UsageError ? EXIT_USAGE : 1;
  },
);
