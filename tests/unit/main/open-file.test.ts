import { promises as fs } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { OPEN_GAME_DIALOG, openGameFile, type ShowOpenDialog } from '../../../src/main/open-file';
import { useTempDir } from './tmp-dir';

const dir = useTempDir();
const picks = (file: string | null): ShowOpenDialog => async () => ({ canceled: file === null, filePaths: file === null ? [] : [file] });

describe('the open dialog for importing a saved game', () => {
  it('reads the chosen file as text, with its name', async () => {
    const file = path.join(dir.path, 'koikoi-0001-seed1.json');
    await fs.writeFile(file, '{"format":"hanafuda-table/match"}');
    expect(await openGameFile(picks(file), null)).toEqual({ name: 'koikoi-0001-seed1.json', text: '{"format":"hanafuda-table/match"}' });
  });

  it('gives nothing when the player cancels', async () => {
    expect(await openGameFile(picks(null), null)).toBeNull();
  });

  it('refuses a file larger than any saved game without reading it', async () => {
    const file = path.join(dir.path, 'huge.json');
    await fs.writeFile(file, Buffer.alloc(2_000_001, 32));
    await expect(openGameFile(picks(file), null)).rejects.toThrow('huge.json is larger than any saved game');
  });

  it('offers one file at a time, saved games first', () => {
    expect(OPEN_GAME_DIALOG.properties).toEqual(['openFile']);
    expect(OPEN_GAME_DIALOG.filters?.[0]).toEqual({ name: 'Saved game', extensions: ['json'] });
  });
});
