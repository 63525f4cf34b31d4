/**
 * The rule sets a game's lessons offer: its presets, plus the options of the game on the table when they are
 * custom (CURRENT). Each game makes its own from its presets and its options schema.
 */
import type { Preset } from '../../../../../src/framework/game';

/** The choice of the table's own (custom) rules. */
export const CURRENT = 'current';

export function lessonRules<O>(presets: readonly Preset<O>[], parse: (options: object) => O) {
  const presetOptions = (id: string): O => parse(presets.find((p) => p.id === id)?.options ?? {});
  return {
    presetOptions,
    /** Which rule set a lesson starts on: the table's preset, its custom options, or the first preset. */
    initialRules(presetId: string | null, options: object | null): string {
      if (presetId && presets.some((p) => p.id === presetId)) return presetId;
      if (options) return CURRENT;
      return presets[0]?.id ?? '';
    },
    rulesOptions(choice: string, tableOptions: object | null): O {
      if (choice === CURRENT && tableOptions) return parse(tableOptions);
      return presetOptions(choice);
    },
  };
}
