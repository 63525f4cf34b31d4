import { describe, expect, it } from 'vitest';
import { checkConformance, formatFailures } from '../../../src/framework/conformance';
import hanamikoji from '../../../games/hanamikoji';

describe('Hanamikoji conformance', () => {
  it('passes the framework conformance kit over a hundred seeded games of each preset', () => {
    const failures = checkConformance(hanamikoji, { games: 100, seed: 2026, viewEvery: 3 });
    expect(formatFailures(failures)).toBe('');
  }, 120_000);

  it('passes with the learning aids on', () => {
    const options = hanamikoji.optionsSchema.parse({ revealAtRoundEnd: true, opponentHandVisible: true });
    const failures = checkConformance(hanamikoji, { games: 50, seed: 7, optionSets: [options], viewEvery: 3 });
    expect(formatFailures(failures)).toBe('');
  }, 120_000);
});
