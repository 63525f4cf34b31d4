import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/framework/rng';
import { CARD_IDS, cardInfo } from '../../../games/shared/hanafuda/cards';
import koikoi from '../../../games/koikoi';
import { describeEvent } from '../../../games/koikoi/describe';
import { apply, legalMoves, setup, toAct } from '../../../games/koikoi/rules';
import type { KoiKoiMove, KoiKoiState } from '../../../games/koikoi/state';
import { publicEvent } from '../../../src/framework/event-log';
import type { PlayerId } from '../../../src/framework/game';
import { determinize, infoKey, viewFor } from '../../../games/koikoi/view';
import { allCards, monthState, options, PRESET_IDS, play } from './helpers';

/** A game after `n` random moves. */
function randomGame(preset: (typeof PRESET_IDS)[number], seed: number, n: number): KoiKoiState {
  let s = setup(options(preset), seed);
  const rng = Rng.fromSeed(seed + 17);
  for (let i = 0; i < n && toAct(s) !== null; i++) s = apply(s, rng.pick(legalMoves(s)));
  return s;
}

describe('all 48 cards', () => {
  it('are always somewhere, exactly once, whatever is played', () => {
    fc.assert(
      fc.property(fc.constantFrom(...PRESET_IDS), fc.integer({ min: 0, max: 1e6 }), fc.integer({ min: 0, max: 400 }), (preset, seed, n) => {
        const s = randomGame(preset, seed, n);
        expect(allCards(s).sort()).toEqual(CARD_IDS.slice().sort());
      }),
      { numRuns: 150 },
    );
  });
});

describe("a player's view", () => {
  it("shows the own hand and counts of the opponent's hand and the draw pile, never their cards", () => {
    const s = randomGame('nintendo', 5, 3);
    const v = viewFor(s, 0);
    expect(v.hand.slice().sort()).toEqual(s.hands[0].slice().sort());
    expect(v.handCounts).toEqual([s.hands[0].length, s.hands[1].length]);
    expect(v.drawPileCount).toBe(s.drawPile.length);
    // The first-dealer draw is from a separate, earlier shuffle; every other card named must be visible.
    const text = JSON.stringify({ ...v, dealerDraw: [] });
    for (const hidden of [...s.hands[1], ...s.drawPile]) expect(text).not.toContain(`"${hidden}"`);
  });

  it('is the same whatever the hidden cards are', () => {
    const s = randomGame('tabletop', 9, 5);
    const resampled = determinize(s, 1, Rng.fromSeed(3));
    expect(viewFor(resampled, 1)).toEqual(viewFor(s, 1));
    expect(resampled.hands[0]).not.toEqual(s.hands[0]);
  });

  it('carries the last month’s result for the summary', () => {
    const s = apply(play(monthState({ hands: [['03-plain1', '05-plain1'], ['07-plain1']], field: ['03-ribbon'], pile: ['12-plain1'], captures: [['01-ribbon', '02-ribbon'], []] }), '03-plain1'), { type: 'stop' });
    expect(viewFor(s, 1).lastResult).toMatchObject({ month: 1, winner: 0, yaku: [{ id: 'akatan', points: 5 }], points: 5, multipliers: [] });
  });

  it('offers the koi-koi decision with the points and multipliers that would apply', () => {
    const s = play(monthState({ hands: [['03-plain1', '05-plain1'], ['07-plain1']], field: ['03-ribbon'], pile: ['12-plain1'], captures: [['01-ribbon', '02-ribbon', '04-ribbon', '05-ribbon'], []], koikoi: [0, 1] }), '03-plain1');
    expect(viewFor(s, 0).pending).toEqual({
      kind: 'decide',
      yaku: [{ id: 'akatan', points: 7 }],
      total: 7,
      multipliers: [{ id: 'seven-plus', factor: 2 }, { id: 'koikoi', factor: 2 }],
      points: 28,
    });
  });
});

/** The move's log line as `viewer` reads it: told from the public event and the viewer's two views. */
function logLine(before: KoiKoiState, move: KoiKoiMove, after: KoiKoiState, viewer: PlayerId, lang: 'en' | 'ja'): string {
  const event = publicEvent(koikoi, 0, before, move, after, viewer);
  return describeEvent(event, viewFor(before, viewer), viewFor(after, viewer), viewer, lang);
}

describe('the information key', () => {
  const s = monthState({ hands: [['03-plain1', '05-plain1'], ['07-plain1']], field: ['03-ribbon'], koikoi: [1, 1], lastCaller: 0 });

  it('tells apart two positions that differ only in who called koi-koi last', () => {
    expect(infoKey({ ...s, lastCaller: 1 }, 0)).not.toBe(infoKey(s, 0));
  });

  it('tells apart two positions that differ only in the yaku held at a koi-koi', () => {
    expect(infoKey({ ...s, decidedYaku: [['akatan'], []] }, 0)).not.toBe(infoKey(s, 0));
  });

  it('tells apart two positions that differ only in how often the month was dealt again', () => {
    expect(infoKey({ ...s, redeals: 1 }, 0)).not.toBe(infoKey(s, 0));
  });

  it('leaves out the record of the months played', () => {
    const played = randomGame('nintendo', 3, 200);
    expect(infoKey({ ...s, results: played.results, lastTurn: played.lastTurn }, 0)).toBe(infoKey(s, 0));
  });
});

describe('the game log', () => {
  it('names the played and drawn cards in plain words', () => {
    const s = monthState({ hands: [['05-plain1', '05-plain2'], ['07-plain1']], field: ['02-animal'], pile: ['02-plain1', '12-plain1'] });
    const move = { type: 'play', card: '05-plain1' } as const;
    expect(logLine(s, move, apply(s, move), 0, 'en')).toBe('You played: Iris plain stays on the field. Drawn: Plum plain takes Bush warbler.');
    expect(logLine(s, move, apply(s, move), 1, 'ja')).toBe('相手：菖蒲のカスを場に置いた。 山札から梅のカスで梅に鶯を取った。');
  });

  it("never names a card of the mover's hand or the draw pile", () => {
    let s = setup(options('nintendo'), 11);
    const rng = Rng.fromSeed(4);
    while (toAct(s) !== null) {
      const move = rng.pick(legalMoves(s));
      const after = apply(s, move);
      const line = logLine(s, move, after, s.turn === 0 ? 1 : 0, 'en');
      if (after.month === s.month) {
        // Plains share their names; the other cards' names are unique.
        const hidden = [...after.hands[s.turn], ...after.drawPile].filter((c) => cardInfo(c).kind !== 'plain');
        for (const c of hidden) expect(line).not.toContain(cardInfo(c).name.en);
      }
      s = after;
    }
  });
});
