/**
 * The browser fallback of the bridge (`npm run web`, e2e against the web build): the same interface as
 * Electron's `window.hanafuda`, kept in localStorage. Unreadable entries are moved aside, like the
 * Electron side does with corrupted files, and reported once as storage notices.
 */
import { defaultSettings, type HanafudaBridge, type MenuAction, type Settings, type StorageNotice } from './types';
import { sanitizeSettings } from './settings-shape';

const PREFIX = 'hanafuda-table:';
const SETTINGS_KEY = `${PREFIX}settings`;
const SAVE_PREFIX = `${PREFIX}save:`;

export function createWebBridge(storage: Storage = window.localStorage, now: () => number = Date.now): HanafudaBridge {
  const notices: StorageNotice[] = [];
  const menuListeners = new Set<(action: MenuAction) => void>();

  /** Parsed JSON of `key`, or null if absent; an unreadable entry is moved aside and reported. */
  const readJson = (key: string): unknown | null => {
    const raw = storage.getItem(key);
    if (raw === null) return null;
    try {
      return JSON.parse(raw) as unknown;
    } catch {
      const movedTo = `${PREFIX}corrupt:${now()}:${key.slice(PREFIX.length)}`;
      storage.setItem(movedTo, raw);
      storage.removeItem(key);
      notices.push({ file: key.slice(PREFIX.length), movedTo: movedTo.slice(PREFIX.length) });
      return null;
    }
  };

  const slotKey = (slot: string): string => {
    if (!/^[a-z0-9-]{1,64}$/.test(slot)) throw new Error(`invalid save slot "${slot}"`);
    return SAVE_PREFIX + slot;
  };

  return {
    kind: 'web',
    async getSettings() {
      const stored = readJson(SETTINGS_KEY);
      return stored === null ? { ...defaultSettings } : sanitizeSettings(stored);
    },
    async setSettings(settings: Settings) {
      const clean = sanitizeSettings(settings);
      storage.setItem(SETTINGS_KEY, JSON.stringify(clean));
      return clean;
    },
    async listSaves() {
      const slots: string[] = [];
      for (let i = 0; i < storage.length; i++) {
        const key = storage.key(i);
        if (key?.startsWith(SAVE_PREFIX)) slots.push(key.slice(SAVE_PREFIX.length));
      }
      return slots.sort();
    },
    async readSave(slot) {
      return readJson(slotKey(slot));
    },
    async writeSave(slot, save) {
      storage.setItem(slotKey(slot), JSON.stringify(save));
    },
    async deleteSave(slot) {
      storage.removeItem(slotKey(slot));
    },
    async storageNotices() {
      // Reading settings and saves first makes corrupted entries surface at startup.
      readJson(SETTINGS_KEY);
      return notices.splice(0, notices.length);
    },
    onMenu(listener) {
      // The browser has no application menu; the shell's own navigation covers it.
      menuListeners.add(listener);
      return () => menuListeners.delete(listener);
    },
  };
}
