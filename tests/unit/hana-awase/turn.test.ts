import { describe, expect, it } from 'vitest';
import { apply, legalMoves, setup, validate } from '../../../games/hana-awase/rules';
import type { HanaAwaseOptions } from '../../../games/hana-awase/options';
import type { HanaAwaseState } from '../../../games/hana-awase/state';
import { draw, options, play, roundState, take } from './flow-helpers';

/** The seats of the run-out turns of round 1, dealt from `seed` and played with the first legal move each time. */
function runOutSeats(overrides: Partial<HanaAwaseOptions>, seed: number): { dealer: number; seats: number[] } {
  let s: HanaAwaseState = setup(options(overrides), seed);
  const dealer = s.dealer;
  const seats: number[] = [];
  while (s.round === 1) {
    if (s.phase === 'draw') seats.push(s.turn);
    s = apply(s, legalMoves(s)[0]!);
  }
  return { dealer, seats };
}

// Three players; seat 0 deals and plays. The pile's top card (a December plain) matches nothing on these fields.
const turn = (hand: string[], field: string[], pile = ['12-plain1', '12-plain2', '12-plain3']) =>
  roundState({ hands: [hand, ['07-plain1', '07-plain2'], ['06-plain1', '06-plain2']], field, pile });

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

  it('with two cards of its month, a play without a choice or with a card of another month is refused', () => {
    const start = turn(['03-plain1', '05-plain1'], ['03-bright', '03-plain2', '01-bright']);
    expect(validate(start, { type: 'play', card: '03-plain1' })?.code).toBe('choose-match');
    expect(validate(start, { type: 'play', card: '03-plain1', match: '01-bright' })?.code).toBe('bad-match');
  });

  it('with three cards of its month, the player captures all four', () => {
    const s = play(turn(['08-plain2', '05-plain1'], ['08-bright', '08-animal', '08-plain1', '02-plain1']), '08-plain2');
    expect(s.captures[0]).toEqual(['08-plain2', '08-bright', '08-animal', '08-plain1']);
    expect(s.field).toEqual(['02-plain1', '12-plain1']);
  });

  it('a card that matches must capture: its only move takes the field card', () => {
    const start = turn(['01-plain1', '05-plain1'], ['01-bright']);
    expect(legalMoves(start).filter((m) => m.type === 'play' && m.card === '01-plain1')).toEqual([{ type: 'play', card: '01-plain1' }]);
    expect(validate(start, { type: 'play', card: '01-plain1', match: '01-bright' })?.code).toBe('no-choice');
  });

  it('a card that matches nothing may be played while another card in hand would capture', () => {
    const start = turn(['01-plain1', '05-plain1'], ['01-bright']);
    expect(validate(start, { type: 'play', card: '05-plain1' })).toBeNull();
    const s = play(start, '05-plain1');
    expect(s.field).toEqual(['01-bright', '05-plain1', '12-plain1']);
    expect(s.captures[0]).toEqual([]);
  });

  it('every card in hand may be played', () => {
    expect(legalMoves(turn(['01-plain1', '05-plain1', '09-animal'], ['01-bright']))).toEqual([
      { type: 'play', card: '01-plain1' },
      { type: 'play', card: '05-plain1' },
      { type: 'play', card: '09-animal' },
    ]);
  });

  it('a card not in hand cannot be played', () => {
    expect(validate(turn(['01-plain1'], []), { type: 'play', card: '07-plain1' })?.code).toBe('not-in-hand');
  });

  it('a take before any card is turned is refused, as a move of another phase', () => {
    expect(validate(turn(['01-plain1'], []), { type: 'take', match: '01-bright' })?.code).toBe('wrong-phase');
  });

  it('a turn of the draw pile alone is refused while the player holds cards', () => {
    expect(validate(turn(['01-plain1'], []), { type: 'draw' })?.code).toBe('wrong-phase');
  });

  it('something that is not a Hana-awase move is refused as malformed', () => {
    expect(validate(turn(['01-plain1'], []), { type: 'play' } as never)?.code).toBe('malformed');
  });
});

describe('the card turned over from the draw pile', () => {
  it('stays on the field when nothing matches it, and play passes to the next seat', () => {
    const s = play(turn(['05-plain1', '05-plain2'], ['02-animal']), '05-plain1');
    expect(s.field).toEqual(['02-animal', '05-plain1', '12-plain1']);
    expect(s.drawPile).toEqual(['12-plain2', '12-plain3']);
    expect(s.lastTurn).toEqual({ round: 1, seat: 0, played: '05-plain1', playCaptured: [], drawn: '12-plain1', drawCaptured: [] });
    expect(s).toMatchObject({ turn: 1, phase: 'play' });
  });

  it('captures the one field card of its month', () => {
    const s = play(turn(['05-plain1', '05-plain2'], ['02-animal'], ['02-plain1', '12-plain1']), '05-plain1');
    expect(s.captures[0]).toEqual(['02-plain1', '02-animal']);
    expect(s.lastTurn).toMatchObject({ played: '05-plain1', playCaptured: [], drawn: '02-plain1', drawCaptured: ['02-animal'] });
  });

  it('may capture the card just played to the field', () => {
    const s = play(turn(['05-plain1', '04-plain1'], [], ['05-plain2', '12-plain1']), '05-plain1');
    expect(s.captures[0]).toEqual(['05-plain2', '05-plain1']);
    expect(s.field).toEqual([]);
  });

  it('captures all three field cards of its month', () => {
    const s = play(turn(['05-plain1', '04-plain1'], ['10-animal', '10-ribbon', '10-plain1'], ['10-plain2', '12-plain1']), '05-plain1');
    expect(s.captures[0]).toEqual(['10-plain2', '10-animal', '10-ribbon', '10-plain1']);
    expect(s.field).toEqual(['05-plain1']);
  });

  it('waits when it matches two field cards: the same player chooses with a take', () => {
    const s = play(turn(['05-plain1', '05-plain2'], ['02-animal', '02-plain2'], ['02-plain1', '12-plain1']), '05-plain1');
    expect(s).toMatchObject({ phase: 'draw-choice', turn: 0, drawn: '02-plain1' });
    expect(s.drawPile).toEqual(['12-plain1']);
    expect(legalMoves(s)).toEqual([
      { type: 'take', match: '02-animal' },
      { type: 'take', match: '02-plain2' },
    ]);
    expect(validate(s, { type: 'take', match: '05-plain1' })?.code).toBe('bad-match');
    expect(validate(s, { type: 'play', card: '05-plain2' })?.code).toBe('wrong-phase');
  });

  it('takes the chosen field card; the other stays and play passes to the next seat', () => {
    const waiting = play(turn(['05-plain1', '05-plain2'], ['02-animal', '02-plain2'], ['02-plain1', '12-plain1']), '05-plain1');
    const s = take(waiting, '02-animal');
    expect(s.captures[0]).toEqual(['02-plain1', '02-animal']);
    expect(s.field).toEqual(['02-plain2', '05-plain1']);
    expect(s).toMatchObject({ phase: 'play', turn: 1, drawn: null });
    expect(s.lastTurn).toEqual({ round: 1, seat: 0, played: '05-plain1', playCaptured: [], drawn: '02-plain1', drawCaptured: ['02-animal'] });
  });
});

describe('play round the table', () => {
  it('passes in seat order, the last seat passing to seat 0', () => {
    const start = roundState({ hands: [['01-plain1', '01-plain2'], ['02-plain1', '02-plain2'], ['03-plain1', '03-plain2']], field: [], pile: ['12-plain1', '12-plain2', '12-plain3', '04-plain1', '04-plain2'], dealer: 1 });
    expect(start.turn).toBe(1);
    const seats: number[] = [];
    let s = start;
    for (let i = 0; i < 4; i++) {
      seats.push(s.turn);
      s = play(s, s.hands[s.turn]![0]!);
    }
    expect(seats).toEqual([1, 2, 0, 1]);
  });
});

describe('the two-player run-out', () => {
  // Two players with 8-card hands: the hands run out with cards left in the draw pile.
  const lastCards = () =>
    roundState({
      overrides: { players: 2 },
      hands: [['01-plain1'], []],
      field: ['04-plain1'],
      pile: ['05-plain1', '06-plain1', '07-plain1', '08-plain1'],
      captures: [[], []],
    });

  it('once both hands are empty, the next seat turns the draw pile alone', () => {
    const s = play(lastCards(), '01-plain1');
    expect(s).toMatchObject({ turn: 1, phase: 'draw' });
    expect(legalMoves(s)).toEqual([{ type: 'draw' }]);
    expect(validate(s, { type: 'play', card: '01-plain1' })?.code).toBe('wrong-phase');
  });

  it('a run-out turn turns the top card and resolves it; the seats go on in turn', () => {
    const s = draw(play(lastCards(), '01-plain1'));
    expect(s.lastTurn).toEqual({ round: 1, seat: 1, played: null, playCaptured: [], drawn: '06-plain1', drawCaptured: [] });
    expect(s.field).toEqual(['04-plain1', '01-plain1', '05-plain1', '06-plain1']);
    expect(s).toMatchObject({ turn: 0, phase: 'draw' });
    expect(s.drawPile).toEqual(['07-plain1', '08-plain1']);
  });

  it('a run-out card that matches two field cards waits for the player to choose', () => {
    const start = roundState({ overrides: { players: 2 }, hands: [[], []], field: ['04-plain1', '04-plain2'], pile: ['04-animal', '12-plain1'], turn: 1, phase: 'draw' });
    const s = draw(start);
    expect(s).toMatchObject({ phase: 'draw-choice', turn: 1, drawn: '04-animal' });
    const taken = take(s, '04-plain2');
    expect(taken.captures[1]).toEqual(['04-animal', '04-plain2']);
    expect(taken).toMatchObject({ turn: 0, phase: 'draw' });
  });

  it('goes on until the draw pile is empty: the round then ends', () => {
    let s = play(lastCards(), '01-plain1');
    const seats: number[] = [];
    while (s.phase === 'draw' && s.round === 1) {
      seats.push(s.turn);
      s = draw(s);
    }
    expect(seats).toEqual([1, 0, 1]);
    expect(s.results).toHaveLength(1);
    expect(s.round).toBe(2);
  });

  it('from a deal for two with 8-card hands, the last 8 cards are turned in 8 run-out turns, the dealer first', () => {
    const { dealer, seats } = runOutSeats({ players: 2 }, 4);
    const other = 1 - dealer;
    expect(seats).toEqual([dealer, other, dealer, other, dealer, other, dealer, other]);
  });

  it('with 10-card hands for two, and with three or four players, hands and draw pile run out together', () => {
    expect(runOutSeats({ players: 2, twoPlayerHand: 10 }, 4).seats).toEqual([]);
    expect(runOutSeats({ players: 3 }, 4).seats).toEqual([]);
    expect(runOutSeats({ players: 4 }, 4).seats).toEqual([]);
  });
});
