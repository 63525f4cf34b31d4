import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/framework/rng';
import { normalBot } from '../../../games/hana-awase/ai/normal';
import { optionsSchema, type HanaAwaseOptions } from '../../../games/hana-awase/options';
import { apply, legalMoves, setup, validate } from '../../../games/hana-awase/rules';
import type { HanaAwaseMove, HanaAwaseState, Phase } from '../../../games/hana-awase/state';
import { viewFor } from '../../../games/hana-awase/view';

const options = (overrides: Partial<HanaAwaseOptions> = {}): HanaAwaseOptions => optionsSchema.parse(overrides);

/** Positions of random games at a table of `players` where the seat to act is in `phase`. */
function positions(players: 2 | 3 | 4, phase: Phase, count: number): HanaAwaseState[] {
  const found: HanaAwaseState[] = [];
  const rng = Rng.fromSeed(players * 17 + phase.length);
  for (let g = 0; found.length < count && g < 200; g++) {
    let s = setup(options({ players, rounds: 3 }), g);
    while (s.phase !== 'game-over' && found.length < count) {
      if (s.phase === phase && rng.next() < 0.3) found.push(s);
      s = apply(s, rng.pick(legalMoves(s)));
    }
  }
  return found;
}

const choose = (s: HanaAwaseState, seed = 1, budgetMs = 1200): HanaAwaseMove =>
  normalBot().choose({ view: viewFor(s, s.turn), legalMoves: legalMoves(s), player: s.turn, budgetMs, seed });

describe('the normal computer player', () => {
  for (const players of [2, 3, 4] as const) {
    const phases: Phase[] = players === 2 ? ['play', 'draw-choice', 'draw'] : ['play', 'draw-choice'];
    for (const phase of phases) {
      it(`answers a legal move in the ${phase} phase at a table of ${players}`, () => {
        const found = positions(players, phase, 8);
        expect(found.length).toBeGreaterThan(0);
        found.forEach((s, k) => expect(validate(s, choose(s, k))).toBeNull());
      });
    }
  }

  it('answers a legal move at once when it is asked for a near-instant answer (the soak’s 1 ms)', () => {
    positions(3, 'play', 5).forEach((s, k) => expect(validate(s, choose(s, k, 1))).toBeNull());
  });

  /** Seat 0 holds two poetry ribbons; the cherry's lies on the field, next to the geese (an animal, 10). */
  function akatanWithinReach(overrides: Partial<HanaAwaseOptions>): HanaAwaseState {
    const base = setup(options({ players: 3, ...overrides }), 1);
    return {
      ...base,
      dealer: 0,
      turn: 0,
      phase: 'play',
      hands: [['03-plain1', '08-plain1', '10-plain1'], ['05-plain1', '06-plain1', '07-plain1'], ['05-plain2', '06-plain2', '07-plain2']],
      field: ['03-ribbon', '08-animal', '12-plain1', '02-plain1'],
      drawPile: ['04-plain1', '04-plain2', '09-plain1', '09-plain2', '11-plain1', '12-plain2', '12-plain3', '01-plain2', '02-plain2'],
      drawn: null,
      captures: [['01-ribbon', '01-plain1', '02-ribbon', '02-animal'], [], []],
      totals: [0, 0, 0],
      results: [],
    };
  }

  for (const scoring of ['zero-sum', 'additive'] as const) {
    it(`prefers completing a yaku (the poetry ribbons, 40) to a more valuable capture, under ${scoring} scoring`, () => {
      const s = akatanWithinReach({ scoring });
      for (let seed = 0; seed < 5; seed++) expect(choose(s, seed)).toEqual({ type: 'play', card: '03-plain1' });
    });
  }

  it('decides the same way from the same view and seed', () => {
    for (const s of positions(3, 'play', 5)) expect(choose(s, 9)).toEqual(choose(s, 9));
  });
});
