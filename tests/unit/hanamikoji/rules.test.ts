import { describe, expect, it } from 'vitest';
import { NO_ACTIONS_USED } from '../../../games/hanamikoji/cards';
import type { HanamikojiMove } from '../../../games/hanamikoji/moves';
import { moveKey } from '../../../games/hanamikoji/moves';
import { apply, legalMoves, setup, toAct, validate } from '../../../games/hanamikoji/rules';
import { allCards, cards, FULL_DECK, items, options, stateWith } from './helpers';

const ALL_USED = { secret: true, tradeoff: true, gift: true, competition: true };

describe('dealing a round', () => {
  it('removes one card, deals six to each player, leaves eight to draw and draws the first turn’s card', () => {
    const s = setup(options({ firstPlayer: 'me' }), 5);
    expect(s.hands[0]).toHaveLength(7);
    expect(s.hands[1]).toHaveLength(6);
    expect(s.deck).toHaveLength(7);
    expect(allCards(s)).toBe(FULL_DECK);
    expect(toAct(s)).toBe(0);
  });

  it.each([
    ['me', 0],
    ['opponent', 1],
  ] as const)('lets "%s" start as player %i whatever the seed', (firstPlayer, seat) => {
    const firsts = new Set(Array.from({ length: 20 }, (_, seed) => toAct(setup(options({ firstPlayer }), seed))));
    expect(firsts).toEqual(new Set([seat]));
  });

  it('picks a random first player by seed, both seats occurring', () => {
    const firsts = new Set(Array.from({ length: 20 }, (_, seed) => toAct(setup(options(), seed))));
    expect(firsts).toEqual(new Set([0, 1]));
  });

  it('is the same deal for the same seed', () => {
    expect(setup(options(), 42)).toEqual(setup(options(), 42));
  });
});

describe('taking actions', () => {
  it('Secret puts one card face down and passes the turn with a fresh draw', () => {
    const s = stateWith({ hands: [cards('AABDEFG'), cards('BCDEFG')], deck: cards('CDEFGGF') });
    const next = apply(s, { type: 'secret', card: 'G' });
    expect(next.secrets[0]).toBe('G');
    expect(next.hands[0]).toEqual(cards('AABDEF'));
    expect(next.used[0].secret).toBe(true);
    expect(toAct(next)).toBe(1);
    expect(next.hands[1]).toEqual(cards('BCCDEFG'));
    expect(next.deck).toEqual(cards('DEFGGF'));
  });

  it('Trade-off sets two cards aside, not scored', () => {
    const s = stateWith({ hands: [cards('AABDEFG'), cards('BCDEFG')] });
    const next = apply(s, { type: 'tradeoff', cards: ['B', 'A'] });
    expect(next.tradeoffs[0]).toEqual(cards('AB'));
    expect(next.placed[0]).toEqual(items(''));
  });

  it('refuses a used action marker, naming it', () => {
    const s = stateWith({ hands: [cards('AABDEFG'), cards('BCDEFG')], used: [{ ...NO_ACTIONS_USED, secret: true }, NO_ACTIONS_USED] });
    expect(validate(s, { type: 'secret', card: 'A' })).toEqual({ code: 'action-used', message: 'the secret marker was already used this round' });
  });

  it('refuses cards that are not in hand, naming them', () => {
    const s = stateWith({ hands: [cards('AABDEFG'), cards('BCDEFG')] });
    expect(validate(s, { type: 'gift', cards: ['C', 'A', 'B'] })).toEqual({ code: 'not-in-hand', message: 'not all of C, A, B are in hand' });
    expect(validate(s, { type: 'tradeoff', cards: ['B', 'B'] })?.code).toBe('not-in-hand');
  });

  it('refuses a Secret of a card that is not in hand', () => {
    const s = stateWith({ hands: [cards('AABDEFG'), cards('BCDEFG')] });
    expect(validate(s, { type: 'secret', card: 'C' })).toEqual({ code: 'not-in-hand', message: 'not all of C are in hand' });
  });

  it('refuses a Competition whose pairs are not all in hand', () => {
    const s = stateWith({ hands: [cards('AABDEFG'), cards('BCDEFG')] });
    expect(validate(s, { type: 'competition', pairs: [['A', 'B'], ['C', 'D']] })).toEqual({ code: 'not-in-hand', message: 'not all of A, B, C, D are in hand' });
  });

  it('throws, naming it, when a turn must draw from an item deck that ran out (a broken state)', () => {
    const s = stateWith({ hands: [cards('AABDEFG'), cards('BCDEFG')], deck: [] });
    expect(() => apply(s, { type: 'secret', card: 'G' })).toThrow('the item deck ran out before the round ended');
  });

  it('refuses a malformed move without throwing', () => {
    const s = stateWith();
    expect(validate(s, { type: 'secret', card: 'Z' } as unknown as HanamikojiMove)?.code).toBe('malformed');
    expect(validate(s, null as unknown as HanamikojiMove)?.code).toBe('malformed');
  });

  it('refuses a pick while no offer waits, as a move of another phase', () => {
    expect(validate(stateWith(), { type: 'pick-pair', index: 0 })?.code).toBe('wrong-phase');
  });
});

describe('a Gift', () => {
  const s = stateWith({ hands: [cards('ADGBBCE'), cards('BCDEFG')] });
  const offered = apply(s, { type: 'gift', cards: ['G', 'A', 'D'] });

  it('waits for the opponent, who is now the one to decide, without a draw', () => {
    expect(offered.pending).toEqual({ kind: 'gift', by: 0, cards: cards('ADG') });
    expect(toAct(offered)).toBe(1);
    expect(offered.hands[1]).toHaveLength(6);
  });

  it('offers the opponent each distinct card once', () => {
    expect(legalMoves(offered)).toEqual([
      { type: 'pick-gift', card: 'A' },
      { type: 'pick-gift', card: 'D' },
      { type: 'pick-gift', card: 'G' },
    ]);
  });

  it('places the chosen card on the chooser’s side and the other two on the giver’s side, then the chooser draws', () => {
    const done = apply(offered, { type: 'pick-gift', card: 'G' });
    expect(done.placed[1]).toEqual(items('G'));
    expect(done.placed[0]).toEqual(items('AD'));
    expect(done.pending).toBeNull();
    expect(done.turn).toBe(1);
    expect(toAct(done)).toBe(1);
    expect(done.hands[1]).toHaveLength(7);
  });

  it('refuses a card that is not in the Gift, naming it', () => {
    expect(validate(offered, { type: 'pick-gift', card: 'B' })).toEqual({ code: 'not-offered', message: 'B is not in the Gift' });
  });

  it('refuses an action until the opponent has chosen, as a move of another phase', () => {
    expect(validate(offered, { type: 'secret', card: 'B' })?.code).toBe('wrong-phase');
  });

  it('refuses a pick of a pair, as a move of another phase', () => {
    expect(validate(offered, { type: 'pick-pair', index: 0 })?.code).toBe('wrong-phase');
  });

  it('lists a pick once per letter when two offered cards are alike', () => {
    const twoAlike = apply(stateWith({ hands: [cards('GGABCDE'), cards('BCDEFG')] }), { type: 'gift', cards: ['G', 'G', 'A'] });
    expect(legalMoves(twoAlike).map(moveKey)).toEqual(['pick-gift:A', 'pick-gift:G']);
  });

  it('resolves three alike cards without asking anyone', () => {
    const done = apply(stateWith({ hands: [cards('GGGABCD'), cards('BCDEFF')] }), { type: 'gift', cards: ['G', 'G', 'G'] });
    expect(done.pending).toBeNull();
    expect(done.placed).toEqual([items('GG'), items('G')]);
    expect(toAct(done)).toBe(1);
  });
});

describe('a Competition', () => {
  const s = stateWith({ hands: [cards('AFGGBCD'), cards('BCDEFG')] });
  const offered = apply(s, { type: 'competition', pairs: [['G', 'A'], ['G', 'F']] });

  it('stores the two pairs for the opponent to choose from', () => {
    expect(offered.pending).toEqual({ kind: 'competition', by: 0, pairs: [cards('AG'), cards('FG')] });
    expect(toAct(offered)).toBe(1);
    expect(legalMoves(offered)).toEqual([
      { type: 'pick-pair', index: 0 },
      { type: 'pick-pair', index: 1 },
    ]);
  });

  it('gives the chosen pair to the chooser and the other pair to the offerer', () => {
    const done = apply(offered, { type: 'pick-pair', index: 1 });
    expect(done.placed[1]).toEqual(items('FG'));
    expect(done.placed[0]).toEqual(items('AG'));
    expect(done.pending).toBeNull();
    expect(toAct(done)).toBe(1);
  });

  it('resolves two identical pairs without asking anyone', () => {
    const done = apply(stateWith({ hands: [cards('AAGGBCD'), cards('BCDEFF')] }), { type: 'competition', pairs: [['G', 'A'], ['A', 'G']] });
    expect(done.pending).toBeNull();
    expect(done.placed).toEqual([items('AG'), items('AG')]);
    expect(toAct(done)).toBe(1);
  });

  it('lists each split of four cards once, whatever the order of pairs or cards', () => {
    const moves = legalMoves(stateWith({ hands: [cards('AABB'), cards('')], used: [{ ...ALL_USED, competition: false }, ALL_USED] }));
    expect(moves.map(moveKey)).toEqual(['competition:AA|BB', 'competition:AB|AB']);
  });
});

describe('legal moves', () => {
  it('lists each multiset of cards once per action', () => {
    const s = stateWith({ hands: [cards('AAB'), cards('')], used: [{ ...ALL_USED, tradeoff: false, secret: false }, ALL_USED] });
    expect(legalMoves(s).map(moveKey)).toEqual(['secret:A', 'secret:B', 'tradeoff:AA', 'tradeoff:AB']);
  });

  it('are built once for a hand and its markers and shared, frozen, while other hands come between', () => {
    const mine = stateWith({ hands: [cards('AABDEFG'), cards('BCDEFG')] });
    const first = legalMoves(mine);
    legalMoves(stateWith({ hands: [cards('BCDEFGG'), cards('AABDEF')] }));
    const again = legalMoves(mine);
    expect(again).not.toBe(first);
    expect(again).toHaveLength(first.length);
    again.forEach((move, i) => expect(move).toBe(first[i]));
    expect(Object.isFrozen(first[0])).toBe(true);
  });

  it('have distinct, order-independent keys', () => {
    expect(moveKey({ type: 'gift', cards: ['G', 'A', 'D'] })).toBe(moveKey({ type: 'gift', cards: ['D', 'G', 'A'] }));
    expect(moveKey({ type: 'competition', pairs: [['G', 'F'], ['B', 'A']] })).toBe('competition:AB|FG');
  });
});

describe('the end of a round', () => {
  /** Player 1 is about to take the round's last action: everyone else is done. */
  function lastAction(placed0: string, placed1: string, secrets: ['G' | 'A' | null, 'G' | 'A' | null], markerState = {}) {
    return stateWith({
      turn: 1,
      hands: [cards(''), cards('B')],
      deck: [],
      placed: [items(placed0), items(placed1)],
      secrets,
      used: [ALL_USED, { ...ALL_USED, secret: false }],
      markers: { A: null, B: null, C: null, D: null, E: null, F: null, G: null, ...markerState },
    });
  }

  it('reveals both secrets onto their geishas and scores', () => {
    const s = apply(lastAction('G', 'A', ['G', null]), { type: 'secret', card: 'B' });
    expect(s.lastRound?.secrets).toEqual(['G', 'B']);
    expect(s.lastRound?.items).toEqual([items('GG'), items('AB')]);
    expect(s.lastRound?.markersAfter).toMatchObject({ G: 0, A: 1, B: 1 });
  });

  it('starts the next round with the other player, markers kept and all 21 cards regathered', () => {
    const before = lastAction('G', 'A', ['G', null]);
    const s = apply(before, { type: 'secret', card: 'B' });
    expect(s.round).toBe(2);
    expect(s.startPlayer).toBe(1);
    expect(toAct(s)).toBe(1);
    expect(s.markers).toMatchObject({ G: 0, A: 1, B: 1 });
    expect(s.used).toEqual([NO_ACTIONS_USED, NO_ACTIONS_USED]);
    expect(s.hands[1]).toHaveLength(7);
    expect(allCards(s)).toBe(FULL_DECK);
  });

  it('ends the game with charm as the scores when a player wins', () => {
    const s = apply(lastAction('FFGGG', 'A', [null, null], { D: 0 }), { type: 'secret', card: 'B' });
    expect(s.outcome).toEqual({ winner: 0, scores: [12, 4], reason: 'eleven-charm' });
    expect(toAct(s)).toBeNull();
    expect(legalMoves(s)).toEqual([]);
  });

  it('refuses every move once the game is over', () => {
    const s = apply(lastAction('FFGGG', 'A', [null, null], { D: 0 }), { type: 'secret', card: 'B' });
    expect(validate(s, { type: 'secret', card: 'A' })?.code).toBe('game-over');
  });

  it('ends a three-round game after round 3 on charm', () => {
    const s = apply({ ...lastAction('G', 'A', [null, null]), round: 3, options: options({ roundLimit: '3', firstPlayer: 'me' }) }, { type: 'secret', card: 'B' });
    expect(s.outcome).toEqual({ winner: 0, scores: [5, 4], reason: 'round-limit' });
  });

  it('scores a Gift picked on the round’s last action', () => {
    const s = stateWith({
      turn: 1,
      hands: [cards(''), cards('ADG')],
      deck: [],
      used: [ALL_USED, { ...ALL_USED, gift: false }],
    });
    const offered = apply(s, { type: 'gift', cards: ['A', 'D', 'G'] });
    expect(toAct(offered)).toBe(0);
    const done = apply(offered, { type: 'pick-gift', card: 'G' });
    expect(done.lastRound?.items).toEqual([items('G'), items('AD')]);
  });
});
