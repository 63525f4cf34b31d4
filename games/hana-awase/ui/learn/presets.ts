/** The rule sets the lessons offer: the three presets, plus the options of the game on the table when custom. */
import { optionsSchema, presets, type HanaAwaseOptions } from '../../options';

export const CURRENT = 'current';

const presetOptions = (id: string): HanaAwaseOptions => optionsSchema.parse(presets.find((p) => p.id === id)?.options ?? {});

/** Which rule set a lesson starts on: the table's preset, its custom options, or the first preset (classic). */
export function initialRules(presetId: string | null, options: object | null): string {
  if (presetId && presets.some((p) => p.id === presetId)) return presetId;
  if (options) return CURRENT;
  return presets[0]?.id ?? 'classic';
}

export function rulesOptions(choice: string, tableOptions: object | null): HanaAwaseOptions {
  if (choice === CURRENT && tableOptions) return optionsSchema.parse(tableOptions);
  return presetOptions(choice);
}
