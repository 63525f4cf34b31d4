/**
 * What the new-game panel shows of every registered game's house rules: each option, choice and preset has its
 * words in every language the app speaks, and each names something the game's options really hold.
 */
import { describe, expect, it } from 'vitest';
import { games } from '../../../games/index';
import { LANGS, resolveOptions, type Localized } from '../../../src/framework/game';

/** The languages in which a text is missing or blank. */
const blankIn = (text: Localized): string[] => LANGS.filter((lang) => (text[lang] ?? '').trim() === '');

describe.each(games.map((game) => [game.id, game] as const))('the house rules of %s', (_id, game) => {
  const defaults = resolveOptions(game, undefined) as Record<string, unknown>;

  it.each(game.optionSpecs.map((spec) => [spec.key, spec] as const))('option %s is named and explained in every language', (_key, spec) => {
    expect(blankIn(spec.label)).toEqual([]);
    expect(blankIn(spec.help)).toEqual([]);
    for (const choice of Object.values(spec.choices ?? {})) expect(blankIn(choice)).toEqual([]);
  });

  it.each(game.optionSpecs.map((spec) => [spec.key, spec] as const))('option %s is one the game holds, and each of its choices is a value it takes', (key, spec) => {
    expect(Object.keys(defaults)).toContain(key);
    for (const value of Object.keys(spec.choices ?? {})) {
      const parsed = game.optionsSchema.safeParse({ ...defaults, [key]: value });
      expect(parsed.success ? null : `${key}=${value} refused`).toBeNull();
    }
  });

  it.each(game.presets.map((preset) => [preset.id, preset] as const))('preset %s is named in every language', (_id, preset) => {
    expect(blankIn(preset.label)).toEqual([]);
  });
});
