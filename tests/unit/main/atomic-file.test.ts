import { promises as fs } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { corruptPath, moveAside, readTextIfExists, writeFileAtomic } from '../../../src/main/atomic-file';
import { useTempDir } from './tmp-dir';

const dir = useTempDir();
const file = (): string => path.join(dir.path, 'settings.json');
const read = (p: string): Promise<string> => fs.readFile(p, 'utf8');

afterEach(() => {
  vi.restoreAllMocks();
});

describe('writeFileAtomic', () => {
  it('creates the file, and its directory, when neither exists', async () => {
    const nested = path.join(dir.path, 'saves', 'koikoi.json');
    await writeFileAtomic(nested, '{"a":1}');
    expect(await read(nested)).toBe('{"a":1}');
  });

  it('keeps the replaced version as <name>.bak', async () => {
    await writeFileAtomic(file(), 'first');
    await writeFileAtomic(file(), 'second');
    await writeFileAtomic(file(), 'third');
    expect(await read(file())).toBe('third');
    expect(await read(`${file()}.bak`)).toBe('second');
  });

  it('makes no backup for the very first version', async () => {
    await writeFileAtomic(file(), 'first');
    expect(await readTextIfExists(`${file()}.bak`)).toBeNull();
  });

  it('leaves only the file and its backup behind (no temporary files)', async () => {
    await writeFileAtomic(file(), 'first');
    await writeFileAtomic(file(), 'second');
    expect((await fs.readdir(dir.path)).sort()).toEqual(['settings.json', 'settings.json.bak']);
  });

  it('leaves the old content untouched when writing the new content fails part-way', async () => {
    await writeFileAtomic(file(), 'old content');
    const realOpen = fs.open;
    vi.spyOn(fs, 'open').mockImplementation(async (...args: Parameters<typeof fs.open>) => {
      const handle = await realOpen(...args);
      if (String(args[0]).endsWith('.tmp')) {
        vi.spyOn(handle, 'writeFile').mockImplementation(async () => {
          await handle.write('half of the new con');
          throw Object.assign(new Error('no space left on device'), { code: 'ENOSPC' });
        });
      }
      return handle;
    });
    await expect(writeFileAtomic(file(), 'new content, much longer')).rejects.toThrow('no space left');
    expect(await read(file())).toBe('old content');
    expect((await fs.readdir(dir.path)).sort()).toEqual(['settings.json']);
  });

  it('leaves the old content untouched when the final rename fails', async () => {
    await writeFileAtomic(file(), 'old content');
    const realRename = fs.rename;
    vi.spyOn(fs, 'rename').mockImplementation(async (from, to) => {
      if (String(from).endsWith('.tmp') && to === file()) throw Object.assign(new Error('read-only'), { code: 'EROFS' });
      return realRename(from, to);
    });
    await expect(writeFileAtomic(file(), 'new content')).rejects.toThrow('read-only');
    expect(await read(file())).toBe('old content');
    expect((await fs.readdir(dir.path)).filter((n) => n.endsWith('.tmp'))).toEqual([]);
  });

  it('flushes the new content to disk before it replaces the file', async () => {
    const order: string[] = [];
    const realOpen = fs.open;
    const realRename = fs.rename;
    vi.spyOn(fs, 'open').mockImplementation(async (...args: Parameters<typeof fs.open>) => {
      const handle = await realOpen(...args);
      const realSync = handle.sync.bind(handle);
      vi.spyOn(handle, 'sync').mockImplementation(async () => {
        order.push(`sync ${path.basename(String(args[0])).endsWith('.tmp') ? 'temp' : 'dir'}`);
        return realSync();
      });
      return handle;
    });
    vi.spyOn(fs, 'rename').mockImplementation(async (from, to) => {
      if (to === file()) order.push('rename');
      return realRename(from, to);
    });
    await writeFileAtomic(file(), 'content');
    expect(order.slice(0, 2)).toEqual(['sync temp', 'rename']);
  });

  it('never shows a reader a torn file while many writes race', async () => {
    const versions = Array.from({ length: 20 }, (_, i) => JSON.stringify({ version: i, padding: 'x'.repeat(5000) }));
    await writeFileAtomic(file(), versions[0] as string);
    const reads: string[] = [];
    let writing = true;
    const reader = (async () => {
      while (writing) {
        reads.push(await read(file()));
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    for (const v of versions.slice(1)) await writeFileAtomic(file(), v);
    writing = false;
    await reader;
    expect(reads.length).toBeGreaterThan(0);
    for (const text of reads) expect(versions).toContain(text);
  });
});

describe('moving a damaged file aside', () => {
  it('names it <name>.corrupt-<timestamp>.json', () => {
    expect(corruptPath('/data/settings.json', new Date('2026-11-21T23:59:01.123Z'))).toBe(
      '/data/settings.corrupt-2026-11-21T23-59-01-123Z.json',
    );
  });

  it('moves the file and keeps its content', async () => {
    await fs.writeFile(file(), '{broken');
    const movedTo = await moveAside(file(), new Date('2026-11-21T10:00:00.000Z'));
    expect(path.basename(movedTo)).toBe('settings.corrupt-2026-11-21T10-00-00-000Z.json');
    expect(await read(movedTo)).toBe('{broken');
    expect(await readTextIfExists(file())).toBeNull();
  });

  it('never overwrites an earlier damaged copy with the same timestamp', async () => {
    const now = new Date('2026-11-21T10:00:00.000Z');
    await fs.writeFile(file(), 'first damage');
    const first = await moveAside(file(), now);
    await fs.writeFile(file(), 'second damage');
    const second = await moveAside(file(), now);
    expect(second).not.toBe(first);
    expect(await read(first)).toBe('first damage');
    expect(await read(second)).toBe('second damage');
  });
});

describe('removeLeftoverTemporaries', () => {
  it('removes the temporary files of interrupted writes and nothing else', async () => {
    const { removeLeftoverTemporaries } = await import('../../../src/main/atomic-file');
    for (const name of ['settings.json', 'settings.json.bak', 'settings.json.4242-0123456789ab.tmp', 'notes.tmp', 'history.json.17-deadbeefcafe.tmp'])
      await fs.writeFile(path.join(dir.path, name), 'x');
    const removed = await removeLeftoverTemporaries(dir.path);
    expect(removed.map((f) => path.basename(f)).sort()).toEqual(['history.json.17-deadbeefcafe.tmp', 'settings.json.4242-0123456789ab.tmp']);
    expect((await fs.readdir(dir.path)).sort()).toEqual(['notes.tmp', 'settings.json', 'settings.json.bak']);
  });

  it('finds nothing to do in a directory that does not exist yet', async () => {
    const { removeLeftoverTemporaries } = await import('../../../src/main/atomic-file');
    expect(await removeLeftoverTemporaries(path.join(dir.path, 'saves'))).toEqual([]);
  });
});
