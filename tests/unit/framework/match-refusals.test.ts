/** What the match runner refuses, with which code and words, and how it steps back and reports its moves. */
import { describe, expect, it } from 'vitest';
import { Match, MatchError } from '../../../src/framework/match';
import { tinyGame } from '../../support/tiny-game';
import { playedTiny as played } from '../../support/tiny-match';

/** Tiny Bids at two seats: three bids each, six moves, then the game is over. */
const GAME_LENGTH = 6;


/** The MatchError a call throws (the test fails when it throws none). */
function errorOf(call: () => unknown): MatchError {
  try {
    call();
  } catch (error) {
    if (error instanceof MatchError) return error;
    throw error;
  }
  throw new Error('no MatchError was thrown');
}

describe('a match refuses', () => {
  it('a move once the game is over, saying so', () => {
    const over = played(GAME_LENGTH);
    expect(over.toAct()).toBeNull();
    expect(over.tryPlay({ type: 'bid', card: 'b1' })).toEqual({ ok: false, error: { code: 'game-over', message: 'the game is over' } });
  });

  it('an illegal move with play(), naming the move by its index', () => {
    const error = errorOf(() => played(2).play({ type: 'bid', card: 'b99' }));
    expect({ code: error.code, message: error.message, moveIndex: error.moveIndex }).toEqual({ code: 'not-in-hand', message: 'b99 is not in your hand.', moveIndex: 2 });
  });

  it('a record of another game', () => {
    const error = errorOf(() => Match.replay(tinyGame, { ...played(1).record(), gameId: 'chess' }));
    expect({ code: error.code, message: error.message }).toEqual({ code: 'wrong-game', message: 'this record is for "chess", not "tiny"' });
  });

  it('a record whose options the game does not take', () => {
    const error = errorOf(() => Match.replay(tinyGame, { ...played(1).record(), options: { tieGoesTo: 'everybody' } }));
    expect(error.code).toBe('bad-options');
    expect(error.message).toMatch(/^the options are not valid for tiny: .*tieGoesTo/s);
  });

  it('a record holding something that is not a move, naming which', () => {
    const record = { ...played(2).record() };
    const error = errorOf(() => Match.replay(tinyGame, { ...record, moves: [...record.moves, { type: 'pass' }] }));
    expect({ code: error.code, message: error.message, moveIndex: error.moveIndex }).toEqual({ code: 'bad-move', message: 'move 3 is not a tiny move', moveIndex: 2 });
  });

  it('a record with an illegal move, with the rules\' code and the move\'s number', () => {
    const record = played(1).record();
    const error = errorOf(() => Match.replay(tinyGame, { ...record, moves: [...record.moves, { type: 'bid', card: 'b99' }] }));
    expect({ code: error.code, message: error.message, moveIndex: error.moveIndex }).toEqual({ code: 'not-in-hand', message: 'move 2: b99 is not in your hand.', moveIndex: 1 });
  });

  it('a record that plays on after the game is over', () => {
    const record = played(GAME_LENGTH).record();
    const error = errorOf(() => Match.replay(tinyGame, { ...record, moves: [...record.moves, record.moves[0]] }));
    expect({ code: error.code, message: error.message, moveIndex: error.moveIndex }).toEqual({ code: 'game-over', message: 'move 7: the game is over', moveIndex: GAME_LENGTH });
  });
});

describe('a match', () => {
  it('keeps its seed as an unsigned 32-bit number, as its record and replay do', () => {
    const match = played(2, -1);
    expect(match.seed).toBe(0xffffffff);
    expect(match.record().seed).toBe(0xffffffff);
    expect(Match.replay(tinyGame, { ...match.record(), seed: -1 }).state).toEqual(match.state);
  });

  it('records who played each move when replayed', () => {
    const match = played(4);
    expect(Match.replay(tinyGame, match.record()).moves).toEqual(match.moves);
  });

  it('steps back no further than its start and no further forward than its last move', () => {
    const match = played(4);
    expect(match.prefix(-3).moves).toEqual([]);
    expect(match.prefix(-3).state).toEqual(played(0).state);
    expect(match.prefix(99).moves).toEqual(match.moves);
    expect(match.prefix(99).state).toEqual(match.state);
  });

  it('gives nobody legal moves once the game is over', () => {
    const over = played(GAME_LENGTH);
    expect([0, 1].map((seat) => over.legalMovesFor(seat))).toEqual([[], []]);
  });

  it('tells every move as one event, in order, to each viewer', () => {
    const match = played(3);
    expect(match.events(0).map((e) => [e.index, e.player])).toEqual([
      [0, 0],
      [1, 1],
      [2, 0],
    ]);
    expect(match.logFor(0, 'en')).toHaveLength(3);
  });
});
