import { describe, expect, it } from 'vitest';
import { checkConformance, formatFailures } from '../../../src/framework/conformance';
import koikoi from '../../../games/koikoi';
import { optionsSchema } from '../../../games/koikoi/options';

const presetOptions = (id: string): object => optionsSchema.parse(koikoi.presets.find((p) => p.id === id)!.options);

// Hundreds of games in all; views are checked at every fifth position to keep the suite fast.
// The long run (hundreds of games per preset, every position) is tools/koikoi/conformance.ts.
const GAMES: Record<string, number> = { nintendo: 100, tabletop: 100, fifty: 60 };

describe('Koi-Koi passes the framework conformance kit', () => {
  for (const preset of koikoi.presets) {
    it(`over ${GAMES[preset.id]} seeded random games under the ${preset.id} preset`, { timeout: 240_000 }, () => {
      const failures = checkConformance(koikoi, { games: GAMES[preset.id], seed: 7, optionSets: [presetOptions(preset.id)], viewEvery: 5, determinizations: 1 });
      expect(formatFailures(failures)).toBe('');
    });
  }

  it('with points also subtracted from the loser and the December limit', { timeout: 240_000 }, () => {
    const options = optionsSchema.parse({ ...presetOptions('fifty'), pointsMode: 'add-and-subtract', gameLength: 'fifty-points-or-december' });
    const failures = checkConformance(koikoi, { games: 40, seed: 99, optionSets: [options], viewEvery: 5, determinizations: 1 });
    expect(formatFailures(failures)).toBe('');
  });
});
