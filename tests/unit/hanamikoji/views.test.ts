import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/framework/rng';
import { apply, legalMoves } from '../../../games/hanamikoji/rules';
import { determinize, HIDDEN, infoKey, sampleState, viewFor } from '../../../games/hanamikoji/view';
import type { HanamikojiState } from '../../../games/hanamikoji/state';
import { allCards, cards, FULL_DECK, stateWith } from './helpers';

/** Player 0 has played a secret, a trade-off; player 1 likewise; player 0 to move. */
function midRound() {
  let s = stateWith({
    hands: [cards('AABDEFG'), cards('BCDEFG')],
    deck: cards('CDEFGGG'),
    removed: 'F',
  });
  s = apply(s, { type: 'secret', card: 'G' });
  s = apply(s, { type: 'tradeoff', cards: ['B', 'C'] });
  s = apply(s, { type: 'tradeoff', cards: ['A', 'A'] });
  return s;
}

describe('what a player sees', () => {
  const s = midRound();
  const v0 = viewFor(s, 0);
  const v1 = viewFor(s, 1);

  it('shows the own hand, secret and trade-off', () => {
    expect(v0.hands[0]).toEqual(s.hands[0]);
    expect(v0.secrets[0]).toBe('G');
    expect(v0.tradeoffs[0]).toEqual(cards('AA'));
  });

  it('shows only the size of the opponent’s hand', () => {
    expect(v0.hands[1]).toEqual(s.hands[1].map(() => HIDDEN));
    expect(v1.hands[0]).toEqual(s.hands[0].map(() => HIDDEN));
  });

  it('shows the opponent’s secret and trade-off face down', () => {
    expect(v1.secrets[0]).toBe(HIDDEN);
    expect(v1.tradeoffs[0]).toEqual([HIDDEN, HIDDEN]);
    expect(v0.tradeoffs[1]).toEqual([HIDDEN, HIDDEN]);
  });

  it('never contains the removed card or the draw order', () => {
    for (const v of [v0, v1]) {
      expect(v).not.toHaveProperty('removed');
      expect(v).not.toHaveProperty('deck');
      expect(v.deckCount).toBe(s.deck.length);
    }
  });

  it('names no hidden card anywhere in the view', () => {
    // Player 1 cannot see player 0's hand, secret or trade-off: player 1's view must not change when they change.
    const other = { ...s, hands: [cards('CCDDD'), s.hands[1]] as const, secrets: ['A', null] as const, tradeoffs: [cards('GG'), s.tradeoffs[1]] as const, removed: 'A' as const, deck: s.deck.slice().reverse() };
    expect(viewFor(other, 1)).toEqual(v1);
  });

  it('shows the opponent’s hand with the learning aid on, and nothing else hidden', () => {
    const open = { ...s, options: { ...s.options, opponentHandVisible: true } };
    const v = viewFor(open, 1);
    expect(v.hands[0]).toEqual(s.hands[0]);
    expect(v.secrets[0]).toBe(HIDDEN);
    expect(v.tradeoffs[0]).toEqual([HIDDEN, HIDDEN]);
  });

});

describe('sampling a state from a view', () => {
  const s = midRound();

  it('gives a state whose view is the same view, for both players', () => {
    for (const p of [0, 1] as const) {
      const v = viewFor(s, p);
      for (let i = 0; i < 20; i++) expect(viewFor(sampleState(v, Rng.fromSeed(i)), p)).toEqual(v);
    }
  });

  it('deals exactly the cards the viewer has not seen', () => {
    const sample = sampleState(viewFor(s, 0), Rng.fromSeed(3));
    expect(allCards(sample)).toBe(FULL_DECK);
  });
});

describe('determinizing', () => {
  const s = midRound();

  it('keeps everything the player sees', () => {
    for (const p of [0, 1] as const) {
      for (let i = 0; i < 20; i++) expect(viewFor(determinize(s, p, Rng.fromSeed(i)), p)).toEqual(viewFor(s, p));
    }
  });

  it('reshuffles the opponent’s hidden cards with the removed card and the deck', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 30; i++) {
      const d = determinize(s, 0, Rng.fromSeed(i));
      seen.add(d.hands[1].join('') + d.removed);
      expect(d.hands[0]).toEqual(s.hands[0]);
      expect(d.secrets[0]).toBe('G');
    }
    expect(seen.size).toBeGreaterThan(10);
  });

  it('keeps the opponent’s hand when it is shown face up', () => {
    const open = { ...s, options: { ...s.options, opponentHandVisible: true } };
    for (let i = 0; i < 10; i++) expect(determinize(open, 0, Rng.fromSeed(i)).hands[1]).toEqual(s.hands[1]);
  });

  it('gives the state a random stream of its own, so the next round’s deal is not the real one', () => {
    expect(determinize(s, 0, Rng.fromSeed(1)).rng).not.toEqual(s.rng);
  });
});

describe('the information key', () => {
  const over = stateWith({ outcome: { winner: 0, scores: [11, 4], reason: 'eleven-charm' } });

  it('tells apart two finished games whose results differ', () => {
    const other: HanamikojiState = { ...over, outcome: { winner: 1, scores: [6, 7], reason: 'four-geishas' } };
    expect(infoKey(other, 0)).not.toBe(infoKey(over, 0));
  });

  it('leaves out the summary of the previous round', () => {
    let played = stateWith();
    while (played.lastRound === null) played = apply(played, legalMoves(played)[0]!);
    expect(infoKey({ ...over, lastRound: played.lastRound }, 0)).toBe(infoKey(over, 0));
  });
});
