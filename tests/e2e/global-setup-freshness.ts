/** Whether a build output is older than any of its sources (so the e2e run would test stale code). */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

function newestMtime(dir: string): number {
  if (!existsSync(dir)) return 0;
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

export function isStale(builtFile: string, sourceDirs: readonly string[]): boolean {
  if (!existsSync(builtFile)) return true;
  const built = statSync(builtFile).mtimeMs;
  return sourceDirs.some((dir) => newestMtime(dir) > built);
}
