/**
 * A game's own settings (the `settings` of its UI manifest): a zod object schema with a default for every
 * field, and how the settings screen presents each one, as the new-game panel presents options (booleans
 * become switches, enums a choice of labelled values). The app stores them under the game's id; boards and
 * their parts read them with `useGameSettings` (ui/game-settings.ts).
 */
import type { z } from 'zod';
import type { OptionSpec } from '../framework/game';

export interface GameSettings<S extends object = Record<string, unknown>> {
  /** `schema.parse({})` yields the defaults. */
  readonly schema: z.ZodType<S, unknown>;
  /** Label, help and choice labels per field, in the order the settings screen lists them. */
  readonly specs: readonly OptionSpec[];
  /**
   * Fields of this game that the app's settings file once kept beside its own (before they moved under the
   * game's id): former name → field. The app takes them back once, so nobody loses a choice made before.
   */
  readonly formerly?: Readonly<Record<string, string>>;
}

/** The settings a game keeps, read through its declaration: stored values over former ones over the defaults. */
export function readGameSettings<S extends object>(
  declared: GameSettings<S>,
  stored: Readonly<Record<string, unknown>> | undefined,
  former: Readonly<Record<string, unknown>> = {},
): S {
  const taken: Record<string, unknown> = {};
  for (const [from, field] of Object.entries(declared.formerly ?? {})) if (from in former) taken[field] = former[from];
  const merged = { ...taken, ...stored };
  // A value this version no longer accepts falls back to its default rather than losing the others.
  const fields = Object.fromEntries(
    Object.entries(merged).filter(([key, value]) => declared.schema.safeParse({ [key]: value }).success),
  );
  return declared.schema.parse(fields);
}
