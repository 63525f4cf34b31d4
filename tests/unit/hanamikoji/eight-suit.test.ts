import { describe, expect, it } from 'vitest';
import { CHARM, GEISHAS } from '../../../games/hanamikoji/cards';
import { TABLE_DECK, actionCard, cardText, geishaCard, itemCards } from '../../../games/hanamikoji/eight-suit';

const key = (c: { rank: string; suit: string }): string => `${c.rank}-${c.suit}`;

describe('Hanamikoji with the eight-suit deck (the rules page’s card table)', () => {
  it('uses 36 cards: 7 geishas, 21 items and 8 action cards, no card twice', () => {
    expect([TABLE_DECK.geishas.length, TABLE_DECK.items.length, TABLE_DECK.actions.length]).toEqual([7, 21, 8]);
    const all = [...TABLE_DECK.geishas, ...TABLE_DECK.items, ...TABLE_DECK.actions].map(key);
    expect(new Set(all).size).toBe(36);
  });

  it('maps the geishas A–G in charm order to 2♣ 2♠ 2♥ 3♦ 3● 4♛ 5☾', () => {
    expect(GEISHAS.map((g) => cardText(geishaCard(g)))).toEqual(['2♣', '2♠', '2♥', '3♦', '3●', '4♛', '5☾']);
  });

  it('gives each geisha as many items as her charm: the ranks below hers in her suit', () => {
    for (const g of GEISHAS) {
      expect(itemCards(g).length).toBe(CHARM[g]);
      expect(itemCards(g).every((c) => c.suit === geishaCard(g).suit && Number(c.rank) < CHARM[g])).toBe(true);
    }
    expect(itemCards('A').map(cardText)).toEqual(['0♣', '1♣']);
    expect(itemCards('G').map(cardText)).toEqual(['0☾', '1☾', '2☾', '3☾', '4☾']);
  });

  it('makes X, J, Q, K the trade-off, secret, gift and competition, in clubs for the first player and spades for the second', () => {
    expect(cardText(actionCard('tradeoff', 0))).toBe('X♣');
    expect(cardText(actionCard('secret', 0))).toBe('J♣');
    expect(cardText(actionCard('gift', 1))).toBe('Q♠');
    expect(cardText(actionCard('competition', 1))).toBe('K♠');
  });

  it('leaves the stars out', () => {
    expect([...TABLE_DECK.geishas, ...TABLE_DECK.items, ...TABLE_DECK.actions].some((c) => c.suit === 'stars')).toBe(false);
  });
});
