/**
 * Where the app keeps its files. Tests and portable setups point it elsewhere with the environment variable
 * HANAFUDA_USER_DATA_DIR or the `--user-data-dir=<dir>` switch (the variable wins), so a run can start empty
 * without touching the player's real settings, saves and statistics.
 */
import path from 'node:path';

const USER_DATA_ENV = 'HANAFUDA_USER_DATA_DIR';

/** The directory asked for, made absolute, or null to keep Electron's default. */
export function userDataOverride(env: Readonly<Record<string, string | undefined>>, argv: readonly string[], cwd = process.cwd()): string | null {
  const fromEnv = env[USER_DATA_ENV]?.trim();
  if (fromEnv) return path.resolve(cwd, fromEnv);
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg.startsWith('--user-data-dir=')) {
      const dir = arg.slice('--user-data-dir='.length).trim();
      if (dir) return path.resolve(cwd, dir);
    } else if (arg === '--user-data-dir') {
      const dir = argv[i + 1]?.trim();
      if (dir && !dir.startsWith('--')) return path.resolve(cwd, dir);
    }
  }
  return null;
}
