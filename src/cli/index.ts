/**
 * The headless CLI: `npm run -s cli -- <command> …`. Prints only the command's own output on
 * stdout; errors are one line on stderr with exit code 2 for bad arguments or input.
 */
import { readFileSync } from 'node:fs';
import { findGame, games } from '../../games/index';
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

/** Per-game commands live in games/<id>/cli.ts as `commands`. */
async function gameCommand(gameId: string, name: string | undefined): Promise<CliCommand | undefined> {
  let module: { commands?: Record<string, CliCommand> };
  try {
    module = (await import(`../../games/${gameId}/cli.ts`)) as typeof module;
  } catch {
    return undefined;
  }
  return name === undefined ? undefined : module.commands?.[name];
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
  if (findGame(first)) {
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
