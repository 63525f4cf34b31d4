/** A headless CLI command: gets its arguments and standard streams, returns the exit code. */
export interface CliIo {
  readStdin(): Promise<string>;
  out(text: string): void;
  err(text: string): void;
}

export type CliCommand = (args: readonly string[], io: CliIo) => Promise<number>;

/** Exit code for bad arguments or bad input, reported in one line on stderr. */
export const EXIT_USAGE = 2;

export class UsageError extends Error {}
