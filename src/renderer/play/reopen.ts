/**
 * Which game was on the table, so a reload (or the desktop app's next start) returns to it rather than to
 * the launcher. Only the game's id is kept here — the match itself is in its save slot, and an id that names
 * no registered game is ignored.
 */
import { findGame } from '../../../games/index';

const KEY = 'hanafuda-table.on-table';

export function rememberTable(gameId: string | null): void {
  try {
    if (gameId === null) localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, gameId);
  } catch {
    // Storage refused (private mode, quota): the app still works, it just opens on the launcher.
  }
}

export function tableToReopen(): string | null {
  try {
    const id = localStorage.getItem(KEY);
    return id !== null && findGame(id) ? id : null;
  } catch {
    return null;
  }
}
