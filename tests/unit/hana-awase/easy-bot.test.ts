import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/framework/rng';
import { easyBot } from '../../../games/hana-awase/ai/easy';
import { optionsSchema, type HanaAwaseOptions } from '../../../games/hana-awase/options';
import { apply, legalMoves, setup, validate } from '../../../games/hana-awase/rules';
import type { HanaAwaseMove, HanaAwaseState, Phase } from '../../../games/hana-awase/state';
import { viewFor } from '../../../games/hana-awase/view';

const options = (overrides: Partial<HanaAwaseOptions> = {}): HanaAwaseOptions => optionsSchema.parse(overrides);

/** Positions of random games at a table of `players` where the seat to act is in `phase`. */
function positions(players: 2 | 3 | 4, phase: Phase, count: number): HanaAwaseState[] {
  const found: HanaAwaseState[] = [];
  const rng = Rng.fromSeed(players * 31 + phase.length);
  for (let g = 0; found.length < count && g < 200; g++) {
    let s = setup(options({ players, rounds: 3 }), g);
    while (s.phase !== 'game-over' && found.length < count) {
      if (s.phase === phase && rng.next() < 0.3) found.push(s);
      s = apply(s, rng.pick(legalMoves(s)));
    }
  }
  return found;
}

/** A round in progress laid out card by card, seat 0 to play (cards not named are out of play). */
function table(hands: string[][], field: string[], extra: Partial<HanaAwaseState> = {}): HanaAwaseState {
  const base = setup(options({ players: hands.length as 2 | 3 | 4 }), 1);
  return {
    ...base,
    dealer: 0,
    turn: 0,
    phase: 'play',
    hands,
    field,
    drawPile: ['12-plain1'],
    drawn: null,
    captures: hands.map(() => []),
    totals: hands.map(() => 0),
    results: [],
    ...extra,
  };
}

const choose = (s: HanaAwaseState, seed = 1): HanaAwaseMove =>
  easyBot().choose({ view: viewFor(s, s.turn), legalMoves: legalMoves(s), player: s.turn, budgetMs: 400, seed });

describe('the easy computer player', () => {
  for (const players of [2, 3, 4] as const) {
    const phases: Phase[] = players === 2 ? ['play', 'draw-choice', 'draw'] : ['play', 'draw-choice'];
    for (const phase of phases) {
      it(`answers a legal move in the ${phase} phase at a table of ${players}`, () => {
        const found = positions(players, phase, 15);
        expect(found.length).toBeGreaterThan(0);
        found.forEach((s, k) => expect(validate(s, choose(s, k))).toBeNull());
      });
    }
  }

  it('takes the higher-valued capture when offered one', () => {
    // The plain of January takes the crane (a light, 20); the plain of May only May's plain (1).
    const s = table([['01-plain1', '05-plain1'], ['07-plain1'], ['08-plain1']], ['01-bright', '05-plain2']);
    for (let seed = 0; seed < 20; seed++) expect(choose(s, seed)).toEqual({ type: 'play', card: '01-plain1' });
  });

  it('has the turned card take the more valuable of its two matches', () => {
    const s = table([['07-plain1'], ['09-plain1'], ['10-plain1']], ['03-bright', '03-plain1'], { phase: 'draw-choice', drawn: '03-plain2' });
    for (let seed = 0; seed < 20; seed++) expect(choose(s, seed)).toEqual({ type: 'take', match: '03-bright' });
  });

  it('throws away its least valuable card when nothing captures', () => {
    const s = table([['01-bright', '02-animal', '04-plain1'], ['07-plain1'], ['08-plain1']], ['06-plain1']);
    for (let seed = 0; seed < 20; seed++) expect(choose(s, seed)).toEqual({ type: 'play', card: '04-plain1' });
  });
});
