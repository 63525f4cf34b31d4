import { describe, expect, it } from 'vitest';
import { apply, legalMoves, validate } from '../../../games/koikoi/rules';
import { viewFor } from '../../../games/koikoi/view';
import { monthState, play } from './helpers';

// Player 0 deals and plays; the pile's top card (a December plain) matches nothing on these fields.
const turn = (hand: string[], field: string[], pile = ['12-plain1', '12-plain2']) =>
  monthState({ hands: [hand, ['07-plain1', '07-plain2']], field, pile });

describe('playing a card from hand', () => {
  it('with no card of its month on the field, it stays on the field', () => {
    const s = play(turn(['04-plain1', '05-plain1'], ['01-bright']), '04-plain1');
    expect(s.field).toEqual(['01-bright', '04-plain1', '12-plain1']);
    expect(s.hands[0]).toEqual(['05-plain1']);
    expect(s.captures[0]).toEqual([]);
  });

  it('with one card of its month, the player captures both', () => {
    const s = play(turn(['01-plain1', '05-plain1'], ['01-bright', '02-plain1']), '01-plain1');
    expect(s.captures[0]).toEqual(['01-plain1', '01-bright']);
    expect(s.field).toEqual(['02-plain1', '12-plain1']);
  });

  it('with two cards of its month, the player chooses one and the other stays', () => {
    const start = turn(['03-plain1', '05-plain1'], ['03-bright', '03-plain2']);
    expect(legalMoves(start).filter((m) => m.type === 'play' && m.card === '03-plain1')).toEqual([
      { type: 'play', card: '03-plain1', match: '03-bright' },
      { type: 'play', card: '03-plain1', match: '03-plain2' },
    ]);
    const s = play(start, '03-plain1', '03-bright');
    expect(s.captures[0]).toEqual(['03-plain1', '03-bright']);
    expect(s.field).toEqual(['03-plain2', '12-plain1']);
  });

  it('with two cards of its month, a play without a choice is refused', () => {
    const start = turn(['03-plain1', '05-plain1'], ['03-bright', '03-plain2']);
    expect(validate(start, { type: 'play', card: '03-plain1' })).toEqual({ code: 'choose-match', message: 'two field cards match: choose one' });
    expect(validate(start, { type: 'play', card: '03-plain1', match: '01-bright' })).toEqual({
      code: 'bad-match',
      message: '01-bright does not match 03-plain1 on the field',
    });
  });

  it('with three cards of its month, the player captures all four', () => {
    const s = play(turn(['08-plain2', '05-plain1'], ['08-bright', '08-animal', '08-plain1', '02-plain1']), '08-plain2');
    expect(s.captures[0]).toEqual(['08-plain2', '08-bright', '08-animal', '08-plain1']);
    expect(s.field).toEqual(['02-plain1', '12-plain1']);
  });

  it('a card that matches cannot be left on the field: its only moves capture', () => {
    const start = turn(['01-plain1', '05-plain1'], ['01-bright']);
    expect(legalMoves(start).filter((m) => m.type === 'play' && m.card === '01-plain1')).toEqual([{ type: 'play', card: '01-plain1' }]);
    expect(validate(start, { type: 'play', card: '01-plain1', match: '01-bright' })).toEqual({ code: 'no-choice', message: 'there is no field card to choose' });
  });

  it('a card not in hand cannot be played', () => {
    expect(validate(turn(['01-plain1'], []), { type: 'play', card: '02-plain1' })).toEqual({ code: 'not-in-hand', message: '02-plain1 is not in your hand' });
  });

  it('a koi-koi before any yaku is refused, as a move of another phase', () => {
    expect(validate(turn(['01-plain1'], []), { type: 'koikoi' })?.code).toBe('wrong-phase');
  });

  it('something that is not a Koi-Koi move is refused as malformed', () => {
    expect(validate(turn(['01-plain1'], []), { type: 'play' } as never)?.code).toBe('malformed');
  });
});

describe('the card turned over from the draw pile', () => {
  it('resolves by itself when it matches one field card, and the turn passes', () => {
    const s = play(turn(['05-plain1', '05-plain2'], ['02-animal'], ['02-plain1', '12-plain1']), '05-plain1');
    expect(s.captures[0]).toEqual(['02-plain1', '02-animal']);
    expect(s.lastTurn).toMatchObject({ played: '05-plain1', playCaptured: [], drawn: '02-plain1', drawCaptured: ['02-animal'] });
    expect(s.turn).toBe(1);
  });

  it('may capture the card just played to the field', () => {
    const s = play(turn(['05-plain1', '04-plain1'], [], ['05-plain2', '12-plain1']), '05-plain1');
    expect(s.captures[0]).toEqual(['05-plain2', '05-plain1']);
  });

  it('waits, visible to both players, when it matches two field cards', () => {
    const s = play(turn(['05-plain1', '05-plain2'], ['02-animal', '02-plain2'], ['02-plain1', '12-plain1']), '05-plain1');
    expect(s.phase).toBe('draw-choice');
    expect(legalMoves(s)).toEqual([{ type: 'take', match: '02-animal' }, { type: 'take', match: '02-plain2' }]);
    for (const viewer of [0, 1] as const)
      expect(viewFor(s, viewer).pending).toEqual({ kind: 'draw-choice', card: '02-plain1', matches: ['02-animal', '02-plain2'] });
    const after = apply(s, { type: 'take', match: '02-animal' });
    expect(after.captures[0]).toEqual(['02-plain1', '02-animal']);
    expect(after.field).toEqual(['02-plain2', '05-plain1']);
    expect(after.turn).toBe(1);
  });

  it('takes only a field card of its month when it waits for a choice', () => {
    const s = play(turn(['05-plain1', '05-plain2'], ['02-animal', '02-plain2', '09-plain1'], ['02-plain1', '12-plain1']), '05-plain1');
    expect(validate(s, { type: 'take', match: '09-plain1' })).toEqual({ code: 'bad-match', message: '09-plain1 does not match the drawn card' });
    expect(validate(s, { type: 'take', match: '02-plain2' })).toBeNull();
  });

  it('captures all four when it matches three field cards', () => {
    const s = play(turn(['05-plain1', '05-plain2'], ['10-animal', '10-ribbon', '10-plain1'], ['10-plain2', '12-plain1']), '05-plain1');
    expect(s.captures[0]).toEqual(['10-plain2', '10-animal', '10-ribbon', '10-plain1']);
  });
});

describe('a new yaku after the turn', () => {
  const nearAkatan = () =>
    monthState({ hands: [['03-plain1', '05-plain1'], ['07-plain1', '07-plain2']], field: ['03-ribbon'], pile: ['12-plain1', '12-plain2'], captures: [['01-ribbon', '02-ribbon'], []] });

  it('gives the player the choice of koi-koi or stop', () => {
    const s = play(nearAkatan(), '03-plain1');
    expect(s.phase).toBe('decide');
    expect(s.turn).toBe(0);
    expect(legalMoves(s)).toEqual([{ type: 'koikoi' }, { type: 'stop' }]);
  });

  it('koi-koi passes the turn and plays on', () => {
    const s = apply(play(nearAkatan(), '03-plain1'), { type: 'koikoi' });
    expect(s.phase).toBe('play');
    expect(s.turn).toBe(1);
    expect(s.koikoi).toEqual([1, 0]);
  });

  it('stop ends the month and the player scores', () => {
    const s = apply(play(nearAkatan(), '03-plain1'), { type: 'stop' });
    expect(s.results[0]).toMatchObject({ winner: 0, reason: 'stop', yaku: [{ id: 'akatan', points: 5 }], base: 5, points: 5 });
    expect(s.scores).toEqual([5, 0]);
    expect(s.month).toBe(2);
  });

  it('with no cards left there is no choice: the player stops', () => {
    const s = play(monthState({ hands: [['03-plain1'], ['07-plain1']], field: ['03-ribbon'], pile: ['12-plain1'], captures: [['01-ribbon', '02-ribbon'], []] }), '03-plain1');
    expect(s.results[0]).toMatchObject({ winner: 0, reason: 'last-card', points: 5 });
  });

  it('a new yaku asks even when the points do not rise above those of the last decision', () => {
    // The bar is set at akatan's own 5 points, so only the "new yaku" half of the rule can ask.
    const s = play({ ...nearAkatan(), decided: [5, 0] }, '03-plain1');
    expect(s.phase).toBe('decide');
  });

  it('a capture that adds nothing new asks nothing', () => {
    const s = play(monthState({ hands: [['04-plain1', '05-plain1'], ['07-plain1']], field: ['04-plain2'], pile: ['12-plain1'], captures: [['01-ribbon'], []] }), '04-plain1');
    expect(s.phase).toBe('play');
    expect(s.turn).toBe(1);
  });
});
