/**
 * The headless CLI: `npm run -s cli -- <command> …`. Prints only the command's own output on
 * stdout; errors are one line on stderr with exit code 2 for bad arguments or input.
 */
import { readFileSync } from 'node:fs';
import type { CliIo } from './command';
import { EXIT_USAGE, UsageError } from './command';
import { runCommand } from './run';

const io: CliIo = {
  readStdin: async () => readFileSync(0, 'utf8'),
  out: (text) => process.stdout.write(text.endsWith('\n') ? text : `${text}\n`),
  err: (text) => process.stderr.write(text.endsWith('\n') ? text : `${text}\n`),
};

runCommand(process.argv.slice(2), io).then(
  (code) => {
    process.exitCode = code;
  },
  (e: unknown) => {
    const message = e instanceof Error ? e.message : String(e);
    io.err(message.split('\n')[0] as string);
    process.exitCode = e instanceof UsageError ? EXIT_USAGE : 1;
  },
);
