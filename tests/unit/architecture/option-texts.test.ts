/**
 * What the new-game panel shows of every registered game's house rules: each option, choice and preset has its
 * words in every language the app speaks, and each names something the game's options really hold.
 */
import { describe, expect, it } from 'vitest';
import { games } from '../../../games/index';
import { LANGS, resolveOptions, type Localized } from '../../../src/framework/game';
import { optionFields } from '../../../src/renderer/options/fields';

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

  // The panel falls back to the option's key ("Game length") and its raw values when the game names none:
  // English words in every language, which only this test would notice. A number reads the same in every
  // language and needs no name.
  it('every control of the new-game panel, and every choice in words it offers, is named by the game', () => {
    const unnamed: string[] = [];
    for (const field of optionFields(game.optionsSchema, game.optionSpecs, 'en')) {
      const spec = game.optionSpecs.find((s) => s.key === field.key);
      if (!spec) unnamed.push(field.key);
      else if (field.kind === 'select') for (const { value } of field.choices) if (typeof value === 'string' && !spec.choices?.[value]) unnamed.push(`${field.key}=${value}`);
    }
    expect(unnamed).toEqual([]);
  });

  it.each(game.presets.map((preset) => [preset.id, preset] as const))('preset %s is named in every language', (_id, preset) => {
    expect(blankIn(preset.label)).toEqual([]);
  });
});
