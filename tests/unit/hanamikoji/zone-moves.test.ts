import { describe, expect, it } from 'vitest';
import hanamikoji from '../../../games/hanamikoji';
import { apply } from '../../../games/hanamikoji/rules';
import type { HanamikojiState } from '../../../games/hanamikoji/state';
import { sampleState, viewFor } from '../../../games/hanamikoji/view';
import { hanamikojiZones } from '../../../games/hanamikoji/zones';
import { resolveOptions } from '../../../src/framework/game';
import { Match } from '../../../src/framework/match';
import { Rng } from '../../../src/framework/rng';
import { cards, stateWith } from './helpers';

describe('the reveal at the game’s last scoring', () => {
  /** A seeded game played at random to its end, and the state before its last move. */
  function playedToTheEnd(seed: number) {
    let match = Match.start(hanamikoji, resolveOptions(hanamikoji, undefined, { firstPlayer: 'me' }), seed);
    const rng = Rng.fromSeed(seed);
    let before = match.state as HanamikojiState;
    while (match.toAct() !== null) {
      before = match.state as HanamikojiState;
      match = match.play(rng.pick(hanamikoji.legalMoves(match.state)));
    }
    return { before, match };
  }

  it('moves each secret out of its zone onto its owner’s side, so the record shows the opponent their secret joining their items', () => {
    const { before, match } = playedToTheEnd(4);
    const secret = before.secrets[1];
    expect(secret).not.toBeNull();
    const last = match.events(0).at(-1)!;
    expect(last.changes).toContainEqual({ zone: 'secret1', added: [], removed: [null] });
    expect(last.changes.find((c) => c.zone === 'placed1')?.added).toContain(secret);
    const end = match.state as HanamikojiState;
    expect(hanamikojiZones.cardsOf(end, 'secret1')).toEqual([]);
    expect(end.placed).toEqual(end.lastRound?.items);
  });
});

describe('a pending offer in a state sampled from a view', () => {
  /** Player 0 has made an offer from their first hand; player 1 is to choose. */
  function offered(move: Parameters<typeof apply>[1]) {
    const s = stateWith({ hands: [cards('AABDEFG'), cards('BCDEFG')], deck: cards('CDEFGGG'), removed: 'F' });
    return apply(s, move);
  }

  it('is the same Gift, by the same player, rebuilt from the offer zone’s cards', () => {
    const s = offered({ type: 'gift', cards: ['D', 'A', 'B'] });
    for (let i = 0; i < 5; i++) {
      const sample = sampleState(viewFor(s, 1), Rng.fromSeed(i));
      expect(sample.pending).toEqual({ kind: 'gift', by: 0, cards: ['A', 'B', 'D'] });
      expect(sample.placed).toEqual(s.placed);
    }
  });

  it('is the same Competition, its pairs kept apart as they were offered', () => {
    const s = offered({ type: 'competition', pairs: [['G', 'A'], ['D', 'B']] });
    for (let i = 0; i < 5; i++) expect(sampleState(viewFor(s, 1), Rng.fromSeed(i)).pending).toEqual(s.pending);
  });
});
