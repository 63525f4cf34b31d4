/** Seats 0 … n−1, play order and placings: the kernel's part of a table of two to four. */
import { describe, expect, it } from 'vitest';
import { placesOf } from '../../../src/framework/game';
import { outcomeByScores } from '../../../src/framework/kernel-parts';
import { nextSeat, opponentsOf, placesByPoints, seatsOf } from '../../../src/framework/seats';
import { defineTurns } from '../../../src/framework/turns';

describe('seats around the table', () => {
  it('are numbered from 0 in play order', () => {
    expect(seatsOf(3)).toEqual([0, 1, 2]);
  });

  it('pass play to the next seat and from the last back to the first', () => {
    expect([nextSeat(0, 3), nextSeat(1, 3), nextSeat(2, 3)]).toEqual([1, 2, 0]);
  });

  it('name every other seat in play order from the one after', () => {
    expect(opponentsOf(2, 4)).toEqual([3, 0, 1]);
  });

  it('give a two-seat table one opponent', () => {
    expect(opponentsOf(1, 2)).toEqual([0]);
  });
});

describe('places by points', () => {
  it('put the most points first', () => {
    expect(placesByPoints([4, 9, 6])).toEqual([3, 1, 2]);
  });

  it('share a place between equal points and skip the next', () => {
    expect(placesByPoints([9, 9, 4])).toEqual([1, 1, 3]);
  });
});

describe('the outcome of a game won on points', () => {
  it('of three seats names the winner alone in first place and every place', () => {
    expect(outcomeByScores([4, 9, 6], 'points')).toEqual({ winner: 1, scores: [4, 9, 6], reason: 'points', places: [3, 1, 2] });
  });

  it('of three seats names no winner when first place is shared', () => {
    expect(outcomeByScores([9, 9, 4], 'points')).toMatchObject({ winner: null, places: [1, 1, 3] });
  });

  it('of two seats stays as saves hold it, its places read from the winner', () => {
    const outcome = outcomeByScores([3, 5], 'points');
    expect(outcome).toEqual({ winner: 1, scores: [3, 5], reason: 'points' });
    expect(placesOf(outcome)).toEqual([2, 1]);
  });

  it('of two seats with a draw places both first', () => {
    expect(placesOf(outcomeByScores([4, 4], 'points'))).toEqual([1, 1]);
  });
});

describe('the turn machine’s seats', () => {
  const turns = defineTurns<{ players: number; turn: number }>({
    phaseOf: () => 'play',
    phases: { play: { actor: (s) => s.turn, moves: ['play'], next: ['play'] } },
    over: 'over',
    seatCount: (s) => s.players,
  });

  it('reads how many sit at the table from the state', () => {
    expect(turns.seats({ players: 3, turn: 0 })).toEqual([0, 1, 2]);
  });

  it('passes play round the table', () => {
    expect(turns.next({ players: 3, turn: 2 }, 2)).toBe(0);
  });

  it('names a seat’s opponents', () => {
    expect(turns.opponents({ players: 4, turn: 0 }, 1)).toEqual([2, 3, 0]);
  });

  it('seats two when the game says nothing', () => {
    const two = defineTurns<object>({ phaseOf: () => 'over', phases: {}, over: 'over' });
    expect(two.seats({})).toEqual([0, 1]);
  });
});
