import { describe, expect, it } from 'vitest';
import { checkConformance, formatFailures } from '../../../src/framework/conformance';
import hanaAwase from '../../../games/hana-awase';
import { optionsSchema, type HanaAwaseOptions } from '../../../games/hana-awase/options';

const presetOptions = (id: string): HanaAwaseOptions => optionsSchema.parse(hanaAwase.presets.find((p) => p.id === id)!.options);

// Views are checked at every fifth position to keep the suite fast; the presets' long games (12 rounds) get
// fewer games than the short ones.
const GAMES: Record<string, number> = { classic: 12, 'two-player': 12, quick: 40 };

describe('Hana-awase passes the framework conformance kit', () => {
  for (const preset of hanaAwase.presets) {
    it(`over ${GAMES[preset.id]} seeded random games under the ${preset.id} preset (${presetOptions(preset.id).players} players)`, { timeout: 240_000 }, () => {
      const failures = checkConformance(hanaAwase, { games: GAMES[preset.id], seed: 7, optionSets: [presetOptions(preset.id)], viewEvery: 5, determinizations: 1 });
      expect(formatFailures(failures)).toBe('');
    });
  }

  it('at a table of four', { timeout: 240_000 }, () => {
    const options = optionsSchema.parse({ players: 4, rounds: 3 });
    const failures = checkConformance(hanaAwase, { games: 30, seed: 11, optionSets: [options], viewEvery: 5, determinizations: 1 });
    expect(formatFailures(failures)).toBe('');
  });

  it('at a table of two with 10-card hands', { timeout: 240_000 }, () => {
    const options = optionsSchema.parse({ players: 2, twoPlayerHand: 10, rounds: 3 });
    const failures = checkConformance(hanaAwase, { games: 20, seed: 13, optionSets: [options], viewEvery: 5, determinizations: 1 });
    expect(formatFailures(failures)).toBe('');
  });

  it('with every house rule switched away from its default', { timeout: 240_000 }, () => {
    const optionSets = [
      optionsSchema.parse({ players: 3, rounds: 3, plainValue: 0, fourInHand: 'redeal', lowScoreVoid: true, compensation: true, willowRow: 'cancels-yaku', rainSpoilsViewing: true }),
      optionsSchema.parse({ players: 4, rounds: 3, fourInHand: 'redeal', lowScoreVoid: true, willowRow: 'owner-only', scoring: 'additive' }),
    ];
    const failures = checkConformance(hanaAwase, { games: 12, seed: 17, optionSets, viewEvery: 5, determinizations: 1 });
    expect(formatFailures(failures)).toBe('');
  });
});
