import { describe, expect, it } from 'vitest';
import { placesOf } from '../../../src/framework/game';
import type { HanaAwaseOptions } from '../../../games/hana-awase/options';
import { outcome } from '../../../games/hana-awase/outcome';
import { legalMoves, toAct, validate } from '../../../games/hana-awase/rules';
import { monthsCards, play, roundState } from './flow-helpers';

/**
 * The last turn of a round for three, seat 0 dealing, additive scoring (the quick game: 3 rounds): seat 2 plays
 * the last card and every card lies in someone's captures. Round scores: seat 0 68 + 30 = 98, seat 1 71 + 70 =
 * 141, seat 2 125 + 40 = 165 (the round-end tests give the cards).
 */
const lastTurnOfThree = (round: number, totals: number[], overrides: Partial<HanaAwaseOptions> = {}) =>
  roundState({
    overrides: { scoring: 'additive', rounds: 3, ...overrides },
    round,
    totals,
    hands: [[], [], ['12-plain3']],
    field: ['12-bright', '12-plain1', '12-plain2', '11-bright', '11-animal', '11-ribbon'],
    pile: ['11-plain1'],
    captures: [monthsCards(4, 5, 6, 7), monthsCards(1, 2, 3), monthsCards(8, 9, 10)],
    dealer: 0,
    turn: 2,
  });

/**
 * The same for two, additive: seat 0 holds January to June (122 card points; omote-sugawara 30, rokutan 30,
 * akatan 40, fuji-shima 10 = 110: 232), seat 1 plays the last card and ends with July to December (142;
 * tsukimi 20, yanagi-shima 10, kiri-shima 10 = 40: 182).
 */
const lastTurnOfTwo = (round: number, totals: number[]) =>
  roundState({
    overrides: { players: 2, scoring: 'additive', rounds: 3 },
    round,
    totals,
    hands: [[], ['12-plain3']],
    field: ['12-bright', '12-plain1', '12-plain2', '11-bright', '11-animal', '11-ribbon'],
    pile: ['11-plain1'],
    captures: [monthsCards(1, 2, 3, 4, 5, 6), monthsCards(7, 8, 9, 10)],
    dealer: 0,
    turn: 1,
  });

describe('the end of the game', () => {
  it('a round before the last is followed by the next deal', () => {
    const s = play(lastTurnOfThree(2, [0, 0, 0]), '12-plain3');
    expect(s).toMatchObject({ round: 3, phase: 'play' });
    expect(outcome(s)).toBeNull();
  });

  it("after the game's last round nobody acts and nothing more is dealt", () => {
    const s = play(lastTurnOfThree(3, [0, 0, 0]), '12-plain3');
    expect(s.phase).toBe('game-over');
    expect(s.round).toBe(3);
    expect(toAct(s)).toBeNull();
    expect(legalMoves(s)).toEqual([]);
    expect(s.hands).toEqual([[], [], []]);
    expect(s.captures.flat()).toHaveLength(48);
  });

  it('every move after the end is refused', () => {
    const s = play(lastTurnOfThree(3, [0, 0, 0]), '12-plain3');
    expect(validate(s, { type: 'draw' })?.code).toBe('game-over');
  });

  it('lasts as many rounds as the option says', () => {
    expect(play(lastTurnOfThree(3, [0, 0, 0], { rounds: 6 }), '12-plain3').phase).toBe('play');
    expect(play(lastTurnOfThree(6, [0, 0, 0], { rounds: 6 }), '12-plain3').phase).toBe('game-over');
    expect(play(lastTurnOfThree(11, [0, 0, 0], { rounds: 12 }), '12-plain3').phase).toBe('play');
    expect(play(lastTurnOfThree(12, [0, 0, 0], { rounds: 12 }), '12-plain3').phase).toBe('game-over');
  });

  it('the highest total wins; every seat gets its place by its total', () => {
    const s = play(lastTurnOfThree(3, [0, 0, 0]), '12-plain3');
    expect(outcome(s)).toEqual({ winner: 2, scores: [98, 141, 165], reason: 'rounds', places: [3, 2, 1] });
  });

  it('players tied for the highest total share first place, and nobody is the winner', () => {
    const s = play(lastTurnOfThree(3, [100, 124, 100]), '12-plain3');
    expect(outcome(s)).toEqual({ winner: null, scores: [198, 265, 265], reason: 'rounds', places: [3, 1, 1] });
  });

  it('a tie below first place shares that place', () => {
    const s = play(lastTurnOfThree(3, [43, 0, 0]), '12-plain3');
    expect(outcome(s)).toEqual({ winner: 2, scores: [141, 141, 165], reason: 'rounds', places: [2, 2, 1] });
  });

  it('with two players, the higher total wins', () => {
    const o = outcome(play(lastTurnOfTwo(3, [0, 0]), '12-plain3'))!;
    expect(o).toEqual({ winner: 0, scores: [232, 182], reason: 'rounds' });
    expect(placesOf(o)).toEqual([1, 2]);
  });

  it('with two players, equal totals share first place', () => {
    const o = outcome(play(lastTurnOfTwo(3, [0, 50]), '12-plain3'))!;
    expect(o).toEqual({ winner: null, scores: [232, 232], reason: 'rounds' });
    expect(placesOf(o)).toEqual([1, 1]);
  });
});
