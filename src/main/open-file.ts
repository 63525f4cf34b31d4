/**
 * The open-file dialog for importing a saved game: the player picks a .json file, which is read as text
 * here (refused above SAVE_MAX_BYTES) and handed to the renderer, which validates it as a save.
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { BrowserWindow, OpenDialogOptions, OpenDialogReturnValue } from 'electron';
import { SAVE_MAX_BYTES, type OpenedFile } from '../shared/bridge';

export type ShowOpenDialog = (window: BrowserWindow | null, options: OpenDialogOptions) => Promise<OpenDialogReturnValue>;

export const OPEN_GAME_DIALOG: OpenDialogOptions = {
  properties: ['openFile'],
  filters: [
    { name: 'Saved game', extensions: ['json'] },
    { name: 'All files', extensions: ['*'] },
  ],
};

export async function openGameFile(show: ShowOpenDialog, window: BrowserWindow | null): Promise<OpenedFile | null> {
  const result = await show(window, OPEN_GAME_DIALOG);
  const file = result.filePaths[0];
  if (result.canceled || file === undefined) return null;
  const { size } = await fs.stat(file);
  if (size > SAVE_MAX_BYTES) throw new Error(`${path.basename(file)} is larger than any saved game (${size} bytes)`);
  return { name: path.basename(file), text: await fs.readFile(file, 'utf8') };
}
