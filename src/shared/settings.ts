/**
 * The app's settings document, shared by the Electron main process, the preload bridge and the renderer
 * (whose browser fallback stores the same shape in localStorage). Every field has a default so a file
 * written by an older version still parses; adding a setting is one line in `settingsFields` plus its default.
 */
import { z } from 'zod';

const LANGUAGES = ['en', 'ja', 'de'] as const;
const ANIMATION_SPEEDS = ['off', 'fast', 'normal', 'slow'] as const;

export type Language = (typeof LANGUAGES)[number];
export type AnimationSpeed = (typeof ANIMATION_SPEEDS)[number];

/** A game plugin's id (games/<id>/): also a file name for saves, so it is kept to a safe alphabet. */
export const gameIdSchema = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'a game id is 1–40 lowercase letters, digits or dashes');

/** What the new-game panel last used for a game, so the next match starts the same way. */
const perGameSettingsSchema = z.object({
  /** A bot level ("easy", "normal", "hard", "random") or "human" for hot-seat play. */
  opponent: z.string().min(1).max(40),
  /** A preset id of the game, or "custom". */
  preset: z.string().min(1).max(40),
});

/** The main window's last normal (not maximized) bounds; written by the main process only. */
const windowBoundsSchema = z.object({
  x: z.number().int(),
  y: z.number().int(),
  width: z.number().int().min(100).max(100_000),
  height: z.number().int().min(100).max(100_000),
  maximized: z.boolean(),
});

/** The fields the player changes in the settings screen, without defaults (patches are built from these). */
const settingsFields = {
  language: z.enum(LANGUAGES),
  animationSpeed: z.enum(ANIMATION_SPEEDS),
  /** What each card is, written on it (a month and kind, the geisha an item is for), for learners. */
  cardLabels: z.boolean(),
  sound: z.boolean(),
  volume: z.number().min(0).max(1),
  perGame: z.record(gameIdSchema, perGameSettingsSchema),
  /** Each game's own settings by game id, as the game declares them (its UI manifest validates and fills them in). */
  games: z.record(gameIdSchema, z.record(z.string(), z.json())),
};

/** Version 2 keeps the games' own settings under `games.<id>`; version 1 kept them beside the app's. */
const SETTINGS_VERSION = 2;

const shellSettings = z.object({
  version: z.literal(SETTINGS_VERSION).default(SETTINGS_VERSION),
  language: settingsFields.language.default('en'),
  animationSpeed: settingsFields.animationSpeed.default('normal'),
  cardLabels: settingsFields.cardLabels.default(false),
  sound: settingsFields.sound.default(false),
  volume: settingsFields.volume.default(0.6),
  perGame: settingsFields.perGame.default({}),
  games: settingsFields.games.default({}),
  /**
   * The fields of a version-1 document the app no longer has: games' settings from before they moved under
   * `games`. Kept so each game can take its own back (its manifest says which were its own).
   */
  formerFields: z.record(z.string(), z.json()).default({}),
  window: windowBoundsSchema.nullable().default(null),
});

/** A version-1 document as version 2: the fields the app does not know any more set aside in `formerFields`. */
function fromVersion1(doc: unknown): unknown {
  if (typeof doc !== 'object' || doc === null || Array.isArray(doc)) return doc;
  const { version, ...fields } = doc as Record<string, unknown>;
  if (version !== undefined && version !== 1) return doc;
  const known = Object.entries(fields).filter(([key]) => key in shellSettings.shape);
  const former = Object.entries(fields).filter(([key]) => !(key in shellSettings.shape));
  return { ...Object.fromEntries(known), version: SETTINGS_VERSION, formerFields: Object.fromEntries(former) };
}

export const settingsSchema = z.preprocess(fromVersion1, shellSettings);

export type Settings = z.infer<typeof settingsSchema>;
export type WindowBounds = z.infer<typeof windowBoundsSchema>;
export type PerGameSettings = z.infer<typeof perGameSettingsSchema>;

/**
 * A change to the player's settings. Keys it does not know (such as `window` or `version`, which only the
 * main process writes) are dropped, so a whole `Settings` object is also a valid patch.
 * `perGame` and `games` entries are merged into the stored record per game id rather than replacing it.
 */
export const settingsPatchSchema = z.object(settingsFields).partial();
export type SettingsPatch = z.infer<typeof settingsPatchSchema>;

/** The app's language for an OS locale ("ja", "ja-JP", "de_AT.UTF-8"…): Japanese, German, otherwise English. */
export function languageForLocale(locale: string | undefined): Language {
  const primary = locale === undefined ? '' : (/^([a-z]{2})(?:$|[-_.])/i.exec(locale)?.[1] ?? '').toLowerCase();
  return primary === 'ja' || primary === 'de' ? primary : 'en';
}

export function defaultSettings(locale?: string): Settings {
  return settingsSchema.parse({ language: languageForLocale(locale) });
}

export function applySettingsPatch(settings: Settings, patch: SettingsPatch): Settings {
  const { perGame, games, ...rest } = patch;
  return settingsSchema.parse({
    ...settings,
    ...rest,
    perGame: perGame === undefined ? settings.perGame : { ...settings.perGame, ...perGame },
    games: games === undefined ? settings.games : { ...settings.games, ...games },
  });
}
