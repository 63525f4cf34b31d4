import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/framework/rng';
import { apply, legalMoves, outcome, setup } from '../../../games/hanamikoji/rules';
import { allCards, FULL_DECK, options } from './helpers';

describe('card conservation', () => {
  it('keeps all 21 cards somewhere exactly once through random games', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.integer(), fc.constantFrom('none', '3' as const), (seed, moveSeed, roundLimit) => {
        const rng = Rng.fromSeed(moveSeed);
        let s = setup(options({ roundLimit: roundLimit as 'none' | '3' }), seed);
        for (let n = 0; !outcome(s); n++) {
          expect(allCards(s)).toBe(FULL_DECK);
          s = apply(s, rng.pick(legalMoves(s)));
          if (n > 500) throw new Error('game did not end');
        }
        expect(allCards(s)).toBe(FULL_DECK);
      }),
      { numRuns: 200 },
    );
  });
});
