/**
 * The browser fallback of `window.hanafuda` (`npm run web`, e2e against the web build): the same
 * HanafudaBridge, kept in localStorage, validated with the same shared schemas. A stored entry that cannot be
 * used is moved aside and reported as a storage notice, never reset silently.
 */
import { z } from 'zod';
import {
  savedGameSchema,
  gameIdSchema,
  type HanafudaBridge,
  type MenuCommand,
  type SavedGame,
  type StorageNotice,
  type StoredDocument,
} from '../../shared/bridge';
import { applySettingsPatch, defaultSettings, settingsPatchSchema, settingsSchema, type Settings } from '../../shared/settings';
import {
  addToHistory,
  emptyHistory,
  emptyStatistics,
  finishedMatchSchema,
  historySchema,
  listHistory,
  practiceResultSchema,
  recordMatch,
  recordPractice,
  resetStatistics,
  statisticsSchema,
  storedReviewSchema,
  withReview,
} from '../../shared/records';
import { version } from '../../../package.json';

export const STORAGE_PREFIX = 'hanafuda-table:';

export interface WebBridgeOptions {
  storage?: Storage;
  now?: () => number;
  locale?: string;
}

export function createWebBridge({
  storage = window.localStorage,
  now = Date.now,
  locale = typeof navigator === 'undefined' ? undefined : navigator.language,
}: WebBridgeOptions = {}): HanafudaBridge {
  const queued: StorageNotice[] = [];
  const noticeListeners = new Set<(notice: StorageNotice) => void>();

  const report = (notice: StorageNotice): void => {
    if (noticeListeners.size === 0) queued.push(notice);
    for (const listener of noticeListeners) listener(notice);
  };

  /** The stored document, or null when absent or unusable (then moved aside and reported). */
  function read<T>(key: string, schema: z.ZodType<T>, document: StoredDocument, gameId?: string): T | null {
    const raw = storage.getItem(STORAGE_PREFIX + key);
    if (raw === null) return null;
    let problem: 'unreadable' | 'invalid';
    let detail: string;
    try {
      const parsed = schema.safeParse(JSON.parse(raw));
      if (parsed.success) return parsed.data;
      problem = 'invalid';
      detail = z.prettifyError(parsed.error);
    } catch (e) {
      problem = 'unreadable';
      detail = e instanceof Error ? e.message : String(e);
    }
    const movedTo = `${key}.damaged-${now()}`;
    storage.setItem(STORAGE_PREFIX + movedTo, raw);
    storage.removeItem(STORAGE_PREFIX + key);
    report({
      document,
      ...(gameId === undefined ? {} : { gameId }),
      problem,
      recovery: document === 'save' ? 'none' : 'defaults',
      movedTo: `localStorage:${STORAGE_PREFIX}${movedTo}`,
      detail,
    });
    return null;
  }

  const write = (key: string, value: unknown): void => storage.setItem(STORAGE_PREFIX + key, JSON.stringify(value));

  const settings = (): Settings => read('settings', settingsSchema, 'settings') ?? defaultSettings(locale);
  const statistics = () => read('statistics', statisticsSchema, 'statistics') ?? emptyStatistics();
  const history = () => read('history', historySchema, 'history') ?? emptyHistory();
  const saveKey = (gameId: string): string => `save:${gameIdSchema.parse(gameId)}`;

  return {
    settings: {
      async get() {
        return settings();
      },
      async set(patch) {
        const next = applySettingsPatch(settings(), settingsPatchSchema.parse(patch));
        write('settings', next);
        return next;
      },
    },
    saves: {
      async get(gameId) {
        return (read(saveKey(gameId), savedGameSchema, 'save', gameId) as SavedGame | null) ?? null;
      },
      async put(gameId, save) {
        const parsed = savedGameSchema.parse(save);
        if (parsed.gameId !== gameId) throw new Error('the save belongs to another game');
        write(saveKey(gameId), parsed);
      },
      async clear(gameId) {
        // Like the Electron store, the last save stays in a backup, so a discarded one is set aside, not lost.
        const key = STORAGE_PREFIX + saveKey(gameId);
        const last = storage.getItem(key);
        if (last !== null) storage.setItem(`${key}.bak`, last);
        storage.removeItem(key);
      },
    },
    statistics: {
      async get() {
        return statistics();
      },
      async record(match) {
        const next = recordMatch(statistics(), finishedMatchSchema.parse(match));
        write('statistics', next);
        return next;
      },
      async recordPractice(result) {
        const next = recordPractice(statistics(), practiceResultSchema.parse(result));
        write('statistics', next);
        return next;
      },
      async reset(gameId) {
        const next = resetStatistics(statistics(), gameId);
        write('statistics', next);
        return next;
      },
    },
    history: {
      async list(gameId) {
        return listHistory(history(), gameId);
      },
      async add(match) {
        write('history', addToHistory(history(), finishedMatchSchema.parse(match)));
      },
      async setReview(gameId, finishedAt, review) {
        write('history', withReview(history(), gameIdSchema.parse(gameId), finishedAt, storedReviewSchema.parse(review)));
      },
    },
    // The browser has no application menu; the shell's own navigation covers the same commands.
    onMenu(_listener: (command: MenuCommand) => void) {
      return () => {};
    },
    onStorageNotice(listener) {
      noticeListeners.add(listener);
      for (const notice of queued.splice(0, queued.length)) listener(notice);
      return () => {
        noticeListeners.delete(listener);
      };
    },
    async appInfo() {
      return {
        runtime: 'web',
        name: 'Hanafuda Table',
        version,
        platform: typeof navigator === 'undefined' ? '' : navigator.platform,
        versions: {},
        dataDirectory: '',
      };
    },
  };
}
