/**
 * Crash-safe file replacement. A reader sees either the old or the new content, never a torn file:
 * the new content is written to a temporary file in the same directory, flushed to disk, and renamed over
 * the target (rename is atomic within a filesystem). The version being replaced is kept as `<name>.bak`.
 */
import { randomBytes } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';

export const backupPath = (file: string): string => `${file}.bak`;

/** `settings.json` → `settings.corrupt-2026-11-21T23-59-01-123Z.json`. */
export function corruptPath(file: string, now: Date): string {
  const ext = path.extname(file);
  const stamp = now.toISOString().replace(/[:.]/g, '-');
  return `${file.slice(0, file.length - ext.length)}.corrupt-${stamp}${ext || '.json'}`;
}

const isMissing = (e: unknown): boolean => (e as NodeJS.ErrnoException).code === 'ENOENT';

/** Windows refuses to rename over a file another process (an indexer, an antivirus) holds open for a moment. */
async function renameWithRetry(from: string, to: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await fs.rename(from, to);
      return;
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      if (attempt >= 5 || (code !== 'EPERM' && code !== 'EACCES' && code !== 'EBUSY')) throw e;
      await new Promise((resolve) => setTimeout(resolve, 20 * 2 ** attempt));
    }
  }
}

async function writeAndSync(file: string, data: string): Promise<void> {
  const handle = await fs.open(file, 'wx', 0o600);
  try {
    await handle.writeFile(data, 'utf8');
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Makes the renames durable; directories cannot be opened for syncing on Windows, where rename is already durable. */
async function syncDirectory(dir: string): Promise<void> {
  let handle: fs.FileHandle | undefined;
  try {
    handle = await fs.open(dir, 'r');
    await handle.sync();
  } catch {
    // best effort (see above)
  } finally {
    await handle?.close();
  }
}

const temporaryName = (file: string): string => `${file}.${process.pid}-${randomBytes(6).toString('hex')}.tmp`;
/** The names temporaryName makes, and only those: nothing else in the directory is ever removed. */
const TEMPORARY = /\.\d+-[0-9a-f]{12}\.tmp$/;

/**
 * Removes the temporary files of writes that a crash or a kill interrupted (the target file itself
 * is whole: old or new). Called once at start, before anything is written; returns what it removed.
 */
export async function removeLeftoverTemporaries(dir: string): Promise<string[]> {
  let names: string[];
  try {
    names = await fs.readdir(dir);
  } catch (e) {
    if (isMissing(e)) return [];
    throw e;
  }
  const leftovers = names.filter((name) => TEMPORARY.test(name)).map((name) => path.join(dir, name));
  await Promise.all(leftovers.map((file) => fs.rm(file, { force: true })));
  return leftovers;
}

/** Replaces `file` with `data`, keeping the replaced version as `<file>.bak`. */
export async function writeFileAtomic(file: string, data: string): Promise<void> {
  const dir = path.dirname(file);
  await fs.mkdir(dir, { recursive: true });
  const temp = temporaryName(file);
  try {
    await writeAndSync(temp, data);
    await keepBackup(file);
    await renameWithRetry(temp, file);
  } catch (e) {
    await fs.rm(temp, { force: true });
    throw e;
  }
  await syncDirectory(dir);
}

/** Copies the current version to `.bak` (itself via a temporary file, so the backup is never torn either). */
async function keepBackup(file: string): Promise<void> {
  const temp = temporaryName(backupPath(file));
  try {
    await fs.copyFile(file, temp);
  } catch (e) {
    if (isMissing(e)) return;
    throw e;
  }
  try {
    await renameWithRetry(temp, backupPath(file));
  } catch (e) {
    await fs.rm(temp, { force: true });
    throw e;
  }
}

/** The file's text, or null when it does not exist. */
export async function readTextIfExists(file: string): Promise<string | null> {
  try {
    return await fs.readFile(file, 'utf8');
  } catch (e) {
    if (isMissing(e)) return null;
    throw e;
  }
}

/** Moves a damaged file out of the way (never deleting it) and returns its new path. */
export async function moveAside(file: string, now: Date): Promise<string> {
  let target = corruptPath(file, now);
  for (let n = 2; await exists(target); n++) target = corruptPath(file, now).replace(/(\.[^.]+)$/, `-${n}$1`);
  await renameWithRetry(file, target);
  return target;
}

async function exists(file: string): Promise<boolean> {
  try {
    await fs.access(file);
    return true;
  } catch {
    return false;
  }
}
