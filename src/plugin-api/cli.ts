/**
 * What a game's CLI commands (games/<id>/cli.ts, `commands`) are given and return. The CLI in src/cli
 * implements it; games import only this file.
 */

/** A headless CLI command's standard streams. */
export interface CliIo {
  readStdin(): Promise<string>;
  out(text: string): void;
  err(text: string): void;
}

/** A headless CLI command: gets its arguments and standard streams, returns the exit code. */
export type CliCommand = (args: readonly string[], io: CliIo) => Promise<number>;

/** Exit code for bad arguments or bad input, reported in one line on stderr. */
export const EXIT_USAGE = 2;

/** Bad arguments or input: the CLI prints the message in one line and exits with EXIT_USAGE. */
export class UsageError extends Error {}
