import { describe, expect, it } from 'vitest';
import { cut, deal, draw } from '../../../src/framework/deck';
import { defineTurns } from '../../../src/framework/turns';

describe('dealing from a pile', () => {
  it('deals one card at a time round the table, from the top', () => {
    expect(deal(['a', 'b', 'c', 'd', 'e'], 2, 2)).toEqual([[['a', 'c'], ['b', 'd']], ['e']]);
  });

  it('draws from the top', () => {
    expect(draw(['a', 'b', 'c'], 2)).toEqual([['a', 'b'], ['c']]);
  });

  it('cuts a pile by putting the bottom part on top', () => {
    expect(cut(['a', 'b', 'c', 'd'], 1)).toEqual(['b', 'c', 'd', 'a']);
  });

  it('refuses to deal more cards than the pile holds', () => {
    expect(() => deal(['a', 'b', 'c'], 2, 2)).toThrow('cannot deal 2×2 from a pile of 3');
  });
});

/** An offer game: the owner of the turn offers, the other player answers, then the turn passes. */
interface Offering {
  readonly turn: 0 | 1;
  readonly offer: boolean;
  readonly over: boolean;
}
const turns = defineTurns<Offering>({
  phaseOf: (s) => (s.over ? 'over' : s.offer ? 'answer' : 'offer'),
  phases: {
    offer: { actor: (s) => s.turn, moves: ['offer'], next: ['answer'] },
    answer: { actor: (s) => (s.turn === 0 ? 1 : 0), moves: ['accept', 'refuse'], next: ['offer', 'over'] },
  },
  over: 'over',
});

describe('a turn machine', () => {
  it('gives the decision to the player the phase names, even on the other player’s turn', () => {
    expect(turns.toAct({ turn: 0, offer: true, over: false })).toBe(1);
  });

  it('has nobody act once the game is over', () => {
    expect(turns.toAct({ turn: 0, offer: false, over: true })).toBeNull();
  });

  it('lists the move types of the current phase', () => {
    expect(turns.moveTypes({ turn: 1, offer: true, over: false })).toEqual(['accept', 'refuse']);
  });

  it('refuses a move type of another phase with a code', () => {
    expect(turns.checkMoveType({ turn: 0, offer: false, over: false }, 'accept')?.code).toBe('wrong-phase');
  });

  it('refuses every move after the end with the game-over code', () => {
    expect(turns.checkMoveType({ turn: 0, offer: false, over: true }, 'offer')?.code).toBe('game-over');
  });

  it('accepts a step the declared flow allows', () => {
    expect(turns.flowError({ turn: 0, offer: false, over: false }, { turn: 0, offer: true, over: false })).toBeNull();
  });

  it('names a step the declared flow does not allow', () => {
    expect(turns.flowError({ turn: 0, offer: false, over: false }, { turn: 0, offer: false, over: true })).toBe('phase "over" may not follow "offer"');
  });
});
