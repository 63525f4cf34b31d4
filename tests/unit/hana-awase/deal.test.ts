import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/framework/rng';
import { dealerOf, dealRound, drawForDealer, holdsFourOfAMonth } from '../../../games/hana-awase/deal';
import { setup } from '../../../games/hana-awase/rules';
import { CARD_IDS } from '../../../games/shared/hanafuda/cards';
import { allCards, options } from './flow-helpers';

/** Cards as a hand keeps them: in the deck's order. */
const inDeckOrder = (cards: readonly string[]): string[] => [...cards].sort((a, b) => CARD_IDS.indexOf(a as never) - CARD_IDS.indexOf(b as never));
const sizes = (s: ReturnType<typeof setup>) => ({ hands: s.hands.map((h) => h.length), field: s.field.length, pile: s.drawPile.length });

describe('the deal', () => {
  it('with two players: 8 cards to each hand, 8 to the field, 24 in the draw pile', () => {
    expect(sizes(setup(options({ players: 2 }), 1))).toEqual({ hands: [8, 8], field: 8, pile: 24 });
  });

  it('with two players and twoPlayerHand 10: 10 cards to each hand, 8 to the field, 20 in the draw pile', () => {
    expect(sizes(setup(options({ players: 2, twoPlayerHand: 10 }), 1))).toEqual({ hands: [10, 10], field: 8, pile: 20 });
  });

  it('with three players: 7 cards to each hand, 6 to the field, 21 in the draw pile', () => {
    expect(sizes(setup(options({ players: 3 }), 1))).toEqual({ hands: [7, 7, 7], field: 6, pile: 21 });
  });

  it('with four players: 5 cards to each hand, 8 to the field, 20 in the draw pile', () => {
    expect(sizes(setup(options({ players: 4 }), 1))).toEqual({ hands: [5, 5, 5, 5], field: 8, pile: 20 });
  });

  it('twoPlayerHand does not change a table of three', () => {
    expect(sizes(setup(options({ players: 3, twoPlayerHand: 10 }), 1))).toEqual({ hands: [7, 7, 7], field: 6, pile: 21 });
  });

  it('deals every one of the 48 cards once, nobody having captured anything', () => {
    for (const players of [2, 3, 4] as const) {
      const s = setup(options({ players }), 9);
      expect(allCards(s).sort()).toEqual([...CARD_IDS].sort());
      expect(s.captures).toEqual(Array.from({ length: players }, () => []));
    }
  });

  it('starts round 1 with the dealer to play and every total at 0', () => {
    const s = setup(options({ players: 4 }), 3);
    expect(s).toMatchObject({ round: 1, turn: s.dealer, phase: 'play', totals: [0, 0, 0, 0], results: [], drawn: null });
  });

  it('is the same for the same seed', () => {
    expect(setup(options({ players: 3 }), 42)).toEqual(setup(options({ players: 3 }), 42));
  });
});

describe('the draw for the first dealer', () => {
  it('the earliest month deals', () => {
    expect(dealerOf(['03-plain1', '01-plain1', '05-bright'])).toBe(1);
  });

  it('a tie for the earliest month goes to the higher card of the month', () => {
    expect(dealerOf(['01-plain1', '01-bright', '02-animal'])).toBe(1);
    expect(dealerOf(['08-animal', '09-animal', '08-bright', '12-bright'])).toBe(2);
    expect(dealerOf(['04-plain2', '04-ribbon'])).toBe(1);
  });

  it('a tie between two plains of the earliest month cannot be broken', () => {
    expect(dealerOf(['01-plain1', '01-plain2', '03-bright'])).toBeNull();
    expect(dealerOf(['12-plain1', '12-plain3'])).toBeNull();
  });

  it('plains of the earliest month tie only when nothing higher of that month was turned', () => {
    expect(dealerOf(['01-plain1', '01-plain2', '01-ribbon'])).toBe(2);
  });

  it('turns one card per seat and keeps the try that named the dealer', () => {
    const s = setup(options({ players: 4 }), 7);
    expect(s.dealerDraw).toHaveLength(1);
    expect(s.dealerDraw[0]).toHaveLength(4);
    expect(dealerOf(s.dealerDraw[0]!)).toBe(s.dealer);
  });

  it('repeats a try that cannot decide, keeping every try (seed 105, three players)', () => {
    const s = setup(options({ players: 3 }), 105);
    expect(s.dealerDraw.length).toBeGreaterThan(1);
    expect(s.dealerDraw.slice(0, -1).map(dealerOf)).toEqual(s.dealerDraw.slice(0, -1).map(() => null));
    expect(dealerOf(s.dealerDraw.at(-1)!)).toBe(s.dealer);
  });

  it('draws from the game seed: the same seed names the same dealer', () => {
    expect(drawForDealer(Rng.fromSeed(5), 3)).toEqual(drawForDealer(Rng.fromSeed(5), 3));
  });
});

describe('a deal dealt again', () => {
  it('all four cards of a month on the field: the same dealer deals again from the same random stream (seed 240, four players)', () => {
    const s = setup(options({ players: 4 }), 240);
    expect(s.redeals).toBe(1);
    expect(holdsFourOfAMonth(s.field)).toBe(false);
    // The first deal, then the second from the same stream.
    const rng = Rng.fromSeed(240);
    const { dealer } = drawForDealer(rng, 4);
    expect(s.dealer).toBe(dealer);
    const misdeal = dealRound(rng, dealer, 4, s.options);
    expect(holdsFourOfAMonth(misdeal.field)).toBe(true);
    const again = dealRound(rng, dealer, 4, s.options);
    expect({ hands: s.hands, field: s.field, drawPile: s.drawPile }).toEqual(again);
  });

  it('a misdeal is dealt again the same way every time (reproducible)', () => {
    expect(setup(options({ players: 4 }), 240)).toEqual(setup(options({ players: 4 }), 240));
  });

  it('a hand with all four cards of a month plays on by default (seed 162, three players)', () => {
    const s = setup(options({ players: 3 }), 162);
    expect(s.redeals).toBe(0);
    expect(s.hands.some(holdsFourOfAMonth)).toBe(true);
  });

  it('under fourInHand redeal, a hand with all four cards of a month is dealt again by the same dealer', () => {
    const playOn = setup(options({ players: 3 }), 162);
    const s = setup(options({ players: 3, fourInHand: 'redeal' }), 162);
    expect(s.dealer).toBe(playOn.dealer);
    expect(s.redeals).toBeGreaterThanOrEqual(1);
    expect(s.hands.some(holdsFourOfAMonth)).toBe(false);
  });

  it('deals the hands to the seats after the dealer first and the dealer last', () => {
    const rng = Rng.fromSeed(11);
    const deck = new Rng(rng.state).shuffle(CARD_IDS);
    const deal = dealRound(rng, 1, 3, options());
    expect(deal.hands[2]).toEqual(inDeckOrder(deck.slice(0, 7)));
    expect(deal.hands[0]).toEqual(inDeckOrder(deck.slice(7, 14)));
    expect(deal.hands[1]).toEqual(inDeckOrder(deck.slice(14, 21)));
    expect(deal.field).toEqual(deck.slice(21, 27));
    expect(deal.drawPile).toEqual(deck.slice(27));
  });
});
