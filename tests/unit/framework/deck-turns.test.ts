import { describe, expect, it } from 'vitest';
import { cut, deal, defineDeck, draw } from '../../../src/framework/deck';
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

  it('deals the whole pile when it holds exactly enough', () => {
    expect(deal(['a', 'b', 'c', 'd'], 2, 2)).toEqual([[['a', 'c'], ['b', 'd']], []]);
  });

  it('draws the whole pile when asked for all of it', () => {
    expect(draw(['a', 'b'], 2)).toEqual([['a', 'b'], []]);
  });

  it('refuses to draw more cards than the pile holds', () => {
    expect(() => draw(['a', 'b'], 3)).toThrow('cannot draw 3 from a pile of 2');
  });

  it('cuts at the top or the bottom without changing the pile', () => {
    expect([cut(['a', 'b', 'c'], 0), cut(['a', 'b', 'c'], 3)]).toEqual([['a', 'b', 'c'], ['a', 'b', 'c']]);
  });

  it('refuses to cut below the bottom, above the top or between cards', () => {
    const pile = ['a', 'b', 'c'];
    expect(() => cut(pile, 4)).toThrow('cannot cut a pile of 3 at 4');
    expect(() => cut(pile, -1)).toThrow('cannot cut a pile of 3 at -1');
    expect(() => cut(pile, 1.5)).toThrow('cannot cut a pile of 3 at 1.5');
  });
});

describe('a deck', () => {
  const deck = defineDeck([{ id: 'c', month: 1 }, { id: 'a', month: 2 }, { id: 'b', month: 3 }]);

  it('orders cards as the deck lists them', () => {
    expect(deck.sorted(['b', 'c', 'a'])).toEqual(['c', 'a', 'b']);
    expect((['b', 'c', 'a'] as const).slice().sort(deck.compare)).toEqual(['c', 'a', 'b']);
  });

  it('ranks a card listed twice by its first place in the deck', () => {
    const twice = defineDeck([{ id: 'a' }, { id: 'b' }, { id: 'a' }]);
    expect(twice.sorted(['b', 'a'])).toEqual(['a', 'b']);
  });

  it('puts cards it does not hold after its own, in the order they came', () => {
    expect(deck.sorted(['y', 'b', 'x', 'c'] as never[])).toEqual(['c', 'b', 'y', 'x']);
  });

  it('knows its own cards and nothing else', () => {
    expect([deck.has('a'), deck.has('z'), deck.has(3)]).toEqual([true, false, false]);
  });

  it('gives a card its attributes and refuses a card it does not hold', () => {
    expect(deck.attributes('a')).toEqual({ id: 'a', month: 2 });
    expect(() => deck.attributes('z' as never)).toThrow('no card z in this deck');
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

  it('lists no move types once the game is over', () => {
    expect(turns.moveTypes({ turn: 1, offer: false, over: true })).toEqual([]);
  });

  it('names its phases, the end last', () => {
    expect(turns.phaseNames).toEqual(['offer', 'answer', 'over']);
  });

  it('refuses a move type of another phase with a code, naming the phase and its moves', () => {
    expect(turns.checkMoveType({ turn: 0, offer: false, over: false }, 'accept')).toEqual({ code: 'wrong-phase', message: 'Now (offer) the moves are: offer.' });
    expect(turns.checkMoveType({ turn: 0, offer: true, over: false }, 'offer')).toEqual({ code: 'wrong-phase', message: 'Now (answer) the moves are: accept, refuse.' });
  });

  it('refuses every move after the end with the game-over code, saying so', () => {
    expect(turns.checkMoveType({ turn: 0, offer: false, over: true }, 'offer')).toEqual({ code: 'game-over', message: 'The game is over.' });
  });

  it('accepts a step the declared flow allows', () => {
    expect(turns.flowError({ turn: 0, offer: false, over: false }, { turn: 0, offer: true, over: false })).toBeNull();
  });

  it('names a step the declared flow does not allow', () => {
    expect(turns.flowError({ turn: 0, offer: false, over: false }, { turn: 0, offer: false, over: true })).toBe('phase "over" may not follow "offer"');
  });

  it('names a move made after the game ended', () => {
    expect(turns.flowError({ turn: 0, offer: false, over: true }, { turn: 0, offer: true, over: false })).toBe('a move was made in phase "over" after the game ended');
  });

  it('refuses a state in a phase it does not declare', () => {
    const lost = defineTurns<Offering>({ phaseOf: () => 'bidding', phases: {}, over: 'over' });
    expect(() => lost.toAct({ turn: 0, offer: false, over: false })).toThrow('no phase "bidding"');
  });
});
