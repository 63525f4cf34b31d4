import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/framework/rng';
import { hardBot } from '../../../games/hana-awase/ai/hard';
import { botsFor, levels } from '../../../games/hana-awase/ai/levels';
import { optionsSchema, type HanaAwaseOptions } from '../../../games/hana-awase/options';
import { apply, legalMoves, setup, validate } from '../../../games/hana-awase/rules';
import type { HanaAwaseState, Phase } from '../../../games/hana-awase/state';
import { moveKey, viewFor } from '../../../games/hana-awase/view';
import hanaAwase from '../../../games/hana-awase/index';

const options = (overrides: Partial<HanaAwaseOptions> = {}): HanaAwaseOptions => optionsSchema.parse(overrides);

/** Positions of random games at a table of `players` where the seat to act is in `phase`. */
function positions(players: 2 | 3 | 4, phase: Phase, count: number, overrides: Partial<HanaAwaseOptions> = {}): HanaAwaseState[] {
  const found: HanaAwaseState[] = [];
  const rng = Rng.fromSeed(players * 13 + phase.length);
  for (let g = 0; found.length < count && g < 200; g++) {
    let s = setup(options({ players, rounds: 3, ...overrides }), g);
    while (s.phase !== 'game-over' && found.length < count) {
      if (s.phase === phase && rng.next() < 0.3) found.push(s);
      s = apply(s, rng.pick(legalMoves(s)));
    }
  }
  return found;
}

/** A decision of `hard` at a fixed effort (iterations), so it does not depend on the machine's speed. */
const context = (s: HanaAwaseState, seed: number, iterations = 300) => ({
  view: viewFor(s, s.turn),
  legalMoves: legalMoves(s),
  player: s.turn,
  budgetMs: 1500,
  seed,
  iterations,
});

describe('the hard computer player', () => {
  const hard = hardBot(hanaAwase);

  for (const players of [2, 3, 4] as const) {
    const phases: Phase[] = players === 2 ? ['play', 'draw-choice', 'draw'] : ['play', 'draw-choice'];
    for (const phase of phases) {
      it(`answers a legal move in the ${phase} phase at a table of ${players}`, () => {
        const found = positions(players, phase, 6, players === 4 ? { scoring: 'additive' } : {});
        expect(found.length).toBeGreaterThan(0);
        found.forEach((s, k) => expect(validate(s, hard.choose(context(s, k)))).toBeNull());
      });
    }
  }

  it('makes the same decision with the same analysis from the same view and seed', () => {
    for (const s of positions(3, 'play', 4)) {
      const first = hard.analyse!(context(s, 5, 600));
      const again = hard.analyse!(context(s, 5, 600));
      expect(moveKey(again.move)).toBe(moveKey(first.move));
      expect(again.stats!.map((m) => [moveKey(m.move), m.visits, m.value])).toEqual(first.stats!.map((m) => [moveKey(m.move), m.visits, m.value]));
    }
  });

  it('values its moves as chances to finish first, between 0 and 1', () => {
    for (const s of positions(4, 'play', 3)) {
      const analysis = hard.analyse!(context(s, 2));
      for (const m of analysis.stats!) {
        expect(m.value).toBeGreaterThanOrEqual(0);
        expect(m.value).toBeLessThanOrEqual(1);
      }
    }
  });

  it('completes a yaku within reach rather than take a more valuable card', () => {
    // Seat 0 holds two poetry ribbons; the cherry's lies on the field, next to the geese (an animal, 10).
    const base = setup(options({ players: 3 }), 1);
    const s: HanaAwaseState = {
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
    expect(hard.choose(context(s, 3, 1000))).toEqual({ type: 'play', card: '03-plain1' });
  });

  it('is the level that gives hints, and every level of the table has a bot', () => {
    const bots = botsFor(() => hanaAwase);
    expect(levels.find((l) => l.hints)?.id).toBe('hard');
    for (const level of levels) if (level.id !== 'random') expect(bots[level.id]).toBeDefined();
  });
});
