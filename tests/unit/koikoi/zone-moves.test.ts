import { describe, expect, it } from 'vitest';
import koikoi from '../../../games/koikoi';
import { apply, legalMoves, setup, toAct } from '../../../games/koikoi/rules';
import type { KoiKoiMove, KoiKoiState } from '../../../games/koikoi/state';
import { koikoiZones } from '../../../games/koikoi/zones';
import { publicEvent } from '../../../src/framework/event-log';
import { Rng } from '../../../src/framework/rng';
import { deepFreeze } from '../../../src/framework/soak';
import { monthState, options, PRESET_IDS } from './helpers';

/** The move as the player who did not make it saw it in the public log. */
const seenByOpponent = (before: KoiKoiState, move: KoiKoiMove) => publicEvent(koikoi, 0, before, move, apply(before, move), 1).changes;

describe('the turned-over card passes through the drawn zone', () => {
  it('the log shows it leaving the draw pile, unseen, and landing on the field beside the played card', () => {
    const before = monthState({ hands: [['04-plain1', '05-plain1'], ['07-plain1']], field: ['01-bright'], pile: ['12-plain1', '12-plain2'] });
    expect(seenByOpponent(before, { type: 'play', card: '04-plain1' })).toEqual([
      { zone: 'hand0', added: [], removed: [null] },
      { zone: 'field', added: ['04-plain1', '12-plain1'], removed: [] },
      { zone: 'drawPile', added: [], removed: [null] },
    ]);
  });

  it('when it matches two field cards it waits in the drawn zone, in sight of both, until it takes one', () => {
    const before = monthState({ hands: [['05-plain1', '05-plain2'], ['07-plain1']], field: ['02-animal', '02-plain2'], pile: ['02-plain1', '12-plain1'] });
    const waiting = apply(before, { type: 'play', card: '05-plain1' });
    expect(seenByOpponent(before, { type: 'play', card: '05-plain1' })).toEqual([
      { zone: 'hand0', added: [], removed: [null] },
      { zone: 'field', added: ['05-plain1'], removed: [] },
      { zone: 'drawPile', added: [], removed: [null] },
      { zone: 'drawn', added: ['02-plain1'], removed: [] },
    ]);
    expect(seenByOpponent(waiting, { type: 'take', match: '02-plain2' })).toEqual([
      { zone: 'field', added: [], removed: ['02-plain2'] },
      { zone: 'drawn', added: [], removed: ['02-plain1'] },
      { zone: 'captures0', added: ['02-plain1', '02-plain2'], removed: [] },
    ]);
  });
});

describe('cards only move between zones', () => {
  it('every card lies in exactly one zone after every move, and no move touches the state it was given', () => {
    for (const preset of PRESET_IDS) {
      const rng = Rng.fromSeed(3);
      let state = setup(options(preset), 11);
      while (toAct(state) !== null) {
        // A frozen state throws at any write into it, however deep.
        deepFreeze(state);
        const moves = legalMoves(state);
        state = apply(state, moves[rng.int(moves.length)] as KoiKoiMove);
        expect(koikoiZones.conservationError(state)).toBeNull();
      }
      expect(state.results.length).toBeGreaterThan(0);
    }
  });
});
