/**
 * The one API that crosses from the renderer to the Electron main process: `window.hanafuda`.
 * The preload validates every call's arguments with these schemas before sending, and the main process
 * validates them again before acting (the renderer is treated as untrusted). The browser build implements
 * the same `HanafudaBridge` interface over localStorage.
 */
import { z } from 'zod';
import { gameIdSchema, settingsPatchSchema, type Settings, type SettingsPatch } from './settings';
import {
  finishedMatchSchema,
  practiceResultSchema,
  storedReviewSchema,
  type FinishedMatch,
  type PracticeResult,
  type Statistics,
  type StoredReview,
} from './records';

export { gameIdSchema };

/**
 * A saved match in progress (the framework's save format, src/framework/save.ts). Only its envelope is
 * checked here; the renderer replays and fully validates it when loading. It must be plain JSON.
 */
export const savedGameSchema = z
  .object({
    format: z.string().min(1),
    version: z.number().int(),
    gameId: gameIdSchema,
    moves: z.array(z.json()),
    options: z.json().optional(),
    seed: z.number(),
    meta: z.record(z.string(), z.json()),
  })
  .catchall(z.json());
/** Typed loosely on purpose so the framework's `SaveFile` fits; the schema enforces plain JSON at runtime. */
export interface SavedGame {
  readonly format: string;
  readonly version: number;
  readonly gameId: string;
  readonly seed: number;
  readonly moves: readonly unknown[];
  readonly options?: unknown;
  readonly meta: object;
  readonly [key: string]: unknown;
}

/** Saves are small (seed + options + moves); anything far larger is a bug or an attack. */
export const SAVE_MAX_BYTES = 2_000_000;

/** What the application menu asks the renderer to open. */
const MENU_COMMANDS = ['new-game', 'rules', 'settings'] as const;
export const menuCommandSchema = z.enum(MENU_COMMANDS);
export type MenuCommand = z.infer<typeof menuCommandSchema>;

/** Stored documents that can be reported damaged. */
const STORED_DOCUMENTS = ['settings', 'statistics', 'history', 'save'] as const;
export type StoredDocument = (typeof STORED_DOCUMENTS)[number];

/**
 * A stored file could not be used and was moved aside. The renderer shows it to the player: data is never
 * reset silently.
 */
export const storageNoticeSchema = z.object({
  document: z.enum(STORED_DOCUMENTS),
  /** The game whose saved match it was (document "save" only). */
  gameId: gameIdSchema.optional(),
  /** "unreadable": not JSON; "invalid": JSON that does not match the document's schema. */
  problem: z.enum(['unreadable', 'invalid']),
  /** What the app uses instead: the previous version (`.bak`), the defaults, or nothing (no saved match). */
  recovery: z.enum(['backup', 'defaults', 'none']),
  /** Where the damaged file was moved, so the player (or support) can still look at it. */
  movedTo: z.string(),
  /** The parser's or schema's message, in English. */
  detail: z.string(),
});
export type StorageNotice = z.infer<typeof storageNoticeSchema>;

export interface AppInfo {
  readonly runtime: 'electron' | 'web';
  readonly name: string;
  readonly version: string;
  readonly platform: string;
  /** Electron, Chrome and Node versions (empty in the browser). */
  readonly versions: Readonly<Record<string, string>>;
  /** Where settings, saves, statistics and history live (empty in the browser). */
  readonly dataDirectory: string;
}

type Unsubscribe = () => void;

/** A file the player chose in the open dialog, read as text (at most SAVE_MAX_BYTES). */
export interface OpenedFile {
  readonly name: string;
  readonly text: string;
}

export interface HanafudaBridge {
  readonly settings: {
    get(): Promise<Settings>;
    /** Applies the patch and returns the settings now stored. */
    set(patch: SettingsPatch): Promise<Settings>;
  };
  /** One saved match in progress per game. */
  readonly saves: {
    get(gameId: string): Promise<SavedGame | null>;
    put(gameId: string, save: SavedGame): Promise<void>;
    clear(gameId: string): Promise<void>;
  };
  readonly statistics: {
    get(): Promise<Statistics>;
    /** Folds a finished match into the statistics and returns them. */
    record(match: FinishedMatch): Promise<Statistics>;
    /** Folds a finished practice session (learning screen) into the statistics and returns them. */
    recordPractice(result: PracticeResult): Promise<Statistics>;
    /** Clears one game's statistics, or all of them without a game id. */
    reset(gameId?: string): Promise<Statistics>;
  };
  readonly history: {
    /** Newest first; one game's matches when a game id is given. */
    list(gameId?: string): Promise<FinishedMatch[]>;
    add(match: FinishedMatch): Promise<void>;
    /** Keeps a finished review with the match of that game that finished at `finishedAt`. */
    setReview(gameId: string, finishedAt: string, review: StoredReview): Promise<void>;
  };
  /**
   * The desktop app's own open-file dialog for a saved game to import (the browser build has none and
   * uses a file input). Resolves to the file's name and text, or null when the player cancelled.
   */
  readonly files?: {
    openSavedGame(): Promise<OpenedFile | null>;
  };
  /** Application-menu commands; returns a function that stops listening. */
  onMenu(listener: (command: MenuCommand) => void): Unsubscribe;
  /**
   * Damaged-storage reports. Reports raised before anyone listened (e.g. while loading settings at start-up)
   * are delivered to the first listener, so none is lost.
   */
  onStorageNotice(listener: (notice: StorageNotice) => void): Unsubscribe;
  appInfo(): Promise<AppInfo>;
}

const savePayloadSchema = savedGameSchema.refine(
  (save) => JSON.stringify(save).length <= SAVE_MAX_BYTES,
  `a saved game may not exceed ${SAVE_MAX_BYTES} bytes`,
);

/** Every request channel with the schema of its argument list. */
export const requestSchemas = {
  'settings:get': z.tuple([]),
  'settings:set': z.tuple([settingsPatchSchema]),
  'saves:get': z.tuple([gameIdSchema]),
  'saves:put': z
    .tuple([gameIdSchema, savePayloadSchema])
    .refine(([gameId, save]) => save.gameId === gameId, 'the save belongs to another game'),
  'saves:clear': z.tuple([gameIdSchema]),
  'statistics:get': z.tuple([]),
  'statistics:record': z.tuple([finishedMatchSchema]),
  'statistics:practice': z.tuple([practiceResultSchema]),
  'statistics:reset': z.tuple([gameIdSchema.optional()]),
  'history:list': z.tuple([gameIdSchema.optional()]),
  'history:add': z.tuple([finishedMatchSchema]),
  'history:review': z.tuple([gameIdSchema, z.iso.datetime(), storedReviewSchema]),
  'app:info': z.tuple([]),
  /** Shows the open-file dialog for a saved game; no arguments, the player picks the file. */
  'files:open-game': z.tuple([]),
  /** The preload's first `onStorageNotice` listener asks for the reports queued so far. */
  'notices:take': z.tuple([]),
} as const;

export type RequestChannel = keyof typeof requestSchemas;
export type RequestArgs<C extends RequestChannel> = z.infer<(typeof requestSchemas)[C]>;

/** Events the main process sends to the renderer. */
export const EVENT_CHANNELS = { menu: 'menu', storageNotice: 'storage:notice' } as const;

/** Validates a request's arguments; the error message names the channel and every problem. */
export function parseRequest<C extends RequestChannel>(
  channel: C,
  args: readonly unknown[],
): { ok: true; args: RequestArgs<C> } | { ok: false; error: string } {
  const parsed = requestSchemas[channel].safeParse(args);
  if (parsed.success) return { ok: true, args: parsed.data as RequestArgs<C> };
  return { ok: false, error: `Invalid ${channel} request: ${z.prettifyError(parsed.error)}` };
}
