import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/framework/rng';
import { seatsOf } from '../../../src/framework/seats';
import { setup } from '../../../games/hana-awase/rules';
import type { HanaAwaseState } from '../../../games/hana-awase/state';
import { determinize, infoKey, sampleState, viewFor, viewToAct } from '../../../games/hana-awase/view';
import { hanaAwaseZones, hanafudaDeck } from '../../../games/hana-awase/zones';
import { options, play, roundState } from './flow-helpers';

const dealt = (players: 2 | 3 | 4): HanaAwaseState => setup(options({ players }), 21);

/**
 * The state with the draw pile turned round and one card of `seat`'s hand swapped with the pile's top card:
 * only cards some seats cannot see have moved.
 */
function hiddenShuffled(s: HanaAwaseState, seat: number): HanaAwaseState {
  const hand = s.hands[seat]!;
  const [top, ...rest] = s.drawPile;
  const hands = s.hands.map((h, p) => (p === seat ? hanafudaDeck.sorted([...hand.slice(1), top!]) : h));
  return { ...s, hands, drawPile: [hand[0]!, ...rest].reverse() };
}

describe('what a seat sees', () => {
  for (const players of [2, 3, 4] as const) {
    it(`at a table of ${players}: their own hand, the others' hand sizes and the draw pile's size`, () => {
      const s = dealt(players);
      for (const me of seatsOf(players)) {
        const v = viewFor(s, me);
        expect(v.me).toBe(me);
        expect(v.players).toBe(players);
        expect(v.hand).toEqual(s.hands[me]);
        expect(v.handCounts).toEqual(s.hands.map((hand) => hand.length));
        expect(v.field).toEqual(s.field);
        expect(v.drawPileCount).toBe(s.drawPile.length);
        expect(v.captures).toEqual(s.captures);
      }
    });

    it(`at a table of ${players}: no card of another hand and no card of the draw pile`, () => {
      const s = dealt(players);
      for (const me of seatsOf(players)) {
        // The first-dealer draw's cards were turned from a deck shuffled again before the deal: they tell nothing.
        const shown = JSON.stringify({ ...viewFor(s, me), dealerDraw: [] });
        const hidden = [...s.hands.filter((_, p) => p !== me).flat(), ...s.drawPile];
        for (const card of hidden) expect(shown).not.toContain(`"${card}"`);
      }
    });

    it(`at a table of ${players}: the zones show the others' hands and the draw pile as counts only (the game log reads them)`, () => {
      const s = dealt(players);
      for (const me of seatsOf(players)) {
        const seen = hanaAwaseZones.seen(s, me);
        for (const p of seatsOf(players)) expect(seen[`hand${p}`]).toEqual(p === me ? { cards: s.hands[me] } : { count: s.hands[p]!.length });
        expect(seen.drawPile).toEqual({ count: s.drawPile.length });
      }
    });

    it(`at a table of ${players}: the same whatever order the draw pile is in and whatever the others hold`, () => {
      const s = dealt(players);
      const other = (s.dealer + 1) % players;
      const moved = hiddenShuffled(s, other);
      expect(moved).not.toEqual(s);
      for (const me of seatsOf(players).filter((p) => p !== other)) {
        expect(viewFor(moved, me)).toEqual(viewFor(s, me));
        expect(infoKey(moved, me)).toBe(infoKey(s, me));
      }
      expect(infoKey(moved, other)).not.toBe(infoKey(s, other));
    });
  }

  it('every seat sees the card turned from the pile while its player chooses what it takes', () => {
    const s = play(
      roundState({ hands: [['05-plain1', '05-plain2'], ['07-plain1'], ['06-plain1']], field: ['02-animal', '02-plain2'], pile: ['02-plain1', '12-plain1'] }),
      '05-plain1',
    );
    for (const me of [0, 1, 2]) expect(viewFor(s, me)).toMatchObject({ drawn: '02-plain1', phase: 'draw-choice', toAct: 0 });
  });

  it("every seat sees every seat's captures", () => {
    const s = roundState({ hands: [['05-plain1'], ['07-plain1'], ['06-plain1']], field: [], captures: [['01-bright', '01-plain1'], [], ['09-animal', '09-plain2']] });
    for (const me of [0, 1, 2]) expect(viewFor(s, me).captures).toEqual([['01-bright', '01-plain1'], [], ['09-animal', '09-plain2']]);
  });

  it('tells who acts', () => {
    const s = dealt(4);
    expect(viewToAct(viewFor(s, 0))).toBe(s.dealer);
  });
});

describe('resampling what a seat cannot see', () => {
  for (const players of [2, 3, 4] as const) {
    it(`at a table of ${players}: a state sampled from a view has that view`, () => {
      const s = dealt(players);
      for (const me of seatsOf(players)) {
        const v = viewFor(s, me);
        expect(viewFor(sampleState(v, Rng.fromSeed(me + 1)), me)).toEqual(v);
      }
    });
  }

  it('determinize keeps what the seat sees and deals the rest again, with a random stream of its own', () => {
    const s = dealt(3);
    const d = determinize(s, 1, Rng.fromSeed(8));
    expect(viewFor(d, 1)).toEqual(viewFor(s, 1));
    expect(d.hands[1]).toEqual(s.hands[1]);
    expect([d.hands[0], d.hands[2], d.drawPile]).not.toEqual([s.hands[0], s.hands[2], s.drawPile]);
    expect(d.rng).not.toEqual(s.rng);
  });
});
