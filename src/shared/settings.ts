/**
 * The app's settings document, shared by the Electron main process, the preload bridge and the renderer
 * (whose browser fallback stores the same shape in localStorage). Every field has a default so a file
 * written by an older version still parses; adding a setting is one line in `settingsFields` plus its default.
 */
import { z } from 'zod';

export const LANGUAGES = ['en', 'ja'] as const;
export const ANIMATION_SPEEDS = ['off', 'fast', 'normal', 'slow'] as const;

export type Language = (typeof LANGUAGES)[number];
export type AnimationSpeed = (typeof ANIMATION_SPEEDS)[number];

/** A game plugin's id (games/<id>/): also a file name for saves, so it is kept to a safe alphabet. */
export const gameIdSchema = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'a game id is 1–40 lowercase letters, digits or dashes');

/** What the new-game panel last used for a game, so the next match starts the same way. */
export const perGameSettingsSchema = z.object({
  /** A bot level ("easy", "normal", "hard", "random") or "human" for hot-seat play. */
  opponent: z.string().min(1).max(40),
  /** A preset id of the game, or "custom". */
  preset: z.string().min(1).max(40),
});

/** The main window's last normal (not maximized) bounds; written by the main process only. */
export const windowBoundsSchema = z.object({
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
  /** Month and kind written on hanafuda cards, for learners. */
  cardLabels: z.boolean(),
  /** Show how close each player is to each yaku. */
  yakuProgress: z.boolean(),
  /** Hanamikoji's card faces: the illustrated cards, or the eight-suit deck for playing with real cards. */
  hanamikojiFace: z.enum(['illustrated', 'eight-suit']),
  sound: z.boolean(),
  volume: z.number().min(0).max(1),
  perGame: z.record(gameIdSchema, perGameSettingsSchema),
};

export const SETTINGS_VERSION = 1;

export const settingsSchema = z.object({
  version: z.literal(SETTINGS_VERSION).default(SETTINGS_VERSION),
  language: settingsFields.language.default('en'),
  animationSpeed: settingsFields.animationSpeed.default('normal'),
  cardLabels: settingsFields.cardLabels.default(false),
  yakuProgress: settingsFields.yakuProgress.default(true),
  hanamikojiFace: settingsFields.hanamikojiFace.default('illustrated'),
  sound: settingsFields.sound.default(false),
  volume: settingsFields.volume.default(0.6),
  perGame: settingsFields.perGame.default({}),
  window: windowBoundsSchema.nullable().default(null),
});

export type Settings = z.infer<typeof settingsSchema>;
export type WindowBounds = z.infer<typeof windowBoundsSchema>;
export type PerGameSettings = z.infer<typeof perGameSettingsSchema>;

/**
 * A change to the player's settings. Keys it does not know (such as `window` or `version`, which only the
 * main process writes) are dropped, so a whole `Settings` object is also a valid patch.
 * `perGame` entries are merged into the stored record per game id rather than replacing it.
 */
export const settingsPatchSchema = z.object(settingsFields).partial();
export type SettingsPatch = z.infer<typeof settingsPatchSchema>;

/** 'ja' for a Japanese OS locale ("ja", "ja-JP", "ja_JP.UTF-8"), otherwise English. */
export function languageForLocale(locale: string | undefined): Language {
  return locale !== undefined && /^ja(?:$|[-_.])/i.test(locale) ? 'ja' : 'en';
}

export function defaultSettings(locale?: string): Settings {
  return settingsSchema.parse({ language: languageForLocale(locale) });
}

export function applySettingsPatch(settings: Settings, patch: SettingsPatch): Settings {
  const { perGame, ...rest } = patch;
  return settingsSchema.parse({
    ...settings,
    ...rest,
    perGame: perGame === undefined ? settings.perGame : { ...settings.perGame, ...perGame },
  });
}
