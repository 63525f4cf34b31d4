import { describe, expect, it } from 'vitest';
import type { HanaAwaseOptions } from '../../../games/hana-awase/options';
import { toAct } from '../../../games/hana-awase/rules';
import { CARD_IDS } from '../../../games/shared/hanafuda/cards';
import { allCards, monthsCards, play, roundState } from './flow-helpers';

/**
 * The last turn of a round for three, seat 0 dealing: seat 0 has captured the months April to July, seat 1
 * January to March, seat 2 August to October. Seat 2 plays the round's last card, the paulownia plain that
 * gathers the three paulownia cards on the field, and turns the draw pile's last card, the lightning, which
 * gathers the three willow cards. Every card then lies in someone's captures:
 * - seat 0: 68 card points, kusatan 20 + fuji-shima 10 = 30;
 * - seat 1: 71 card points, omote-sugawara 30 + akatan 40 = 70;
 * - seat 2: 125 card points, tsukimi 20 + yanagi-shima 10 + kiri-shima 10 = 40.
 * Zero-sum, par 88: seat 0 (68 − 88) + 30 × 2 − 110 = −70; seat 1 (71 − 88) + 70 × 2 − 70 = 53;
 * seat 2 (125 − 88) + 40 × 2 − 100 = 17.
 */
const lastTurn = (overrides: Partial<HanaAwaseOptions> = {}, totals?: number[]) =>
  roundState({
    overrides,
    totals,
    hands: [[], [], ['12-plain3']],
    field: ['12-bright', '12-plain1', '12-plain2', '11-bright', '11-animal', '11-ribbon'],
    pile: ['11-plain1'],
    captures: [monthsCards(4, 5, 6, 7), monthsCards(1, 2, 3), monthsCards(8, 9, 10)],
    dealer: 0,
    turn: 2,
  });

describe('the end of a round', () => {
  it('comes with the move that empties the last hand and the draw pile: its result is kept', () => {
    const s = play(lastTurn(), '12-plain3');
    expect(s.results).toHaveLength(1);
    const [result] = s.results;
    expect(result).toMatchObject({ round: 1, dealer: 0, totals: [-70, 53, 17] });
    expect(result!.captured).toEqual([
      monthsCards(4, 5, 6, 7),
      monthsCards(1, 2, 3),
      [...monthsCards(8, 9, 10), '12-plain3', '12-bright', '12-plain1', '12-plain2', '11-plain1', '11-bright', '11-animal', '11-ribbon'],
    ]);
  });

  it('scores every seat: card points, yaku and the zero-sum score', () => {
    const { score } = play(lastTurn(), '12-plain3').results[0]!;
    expect(score.seats.map((seat) => seat.cardPoints)).toEqual([68, 71, 125]);
    expect(score.seats.map((seat) => seat.yakuTotal)).toEqual([30, 70, 40]);
    expect(score.seats.map((seat) => seat.score)).toEqual([-70, 53, 17]);
    expect(score.void).toBe(false);
  });

  it("the round's card points add up to the deck total", () => {
    const points = (o: Partial<HanaAwaseOptions>) => play(lastTurn(o), '12-plain3').results[0]!.score.seats.reduce((sum, seat) => sum + seat.cardPoints, 0);
    expect(points({})).toBe(264);
    expect(points({ plainValue: 0 })).toBe(240);
  });

  it("adds the round's scores to the totals", () => {
    const s = play(lastTurn({}, [10, 20, 30]), '12-plain3');
    expect(s.totals).toEqual([-60, 73, 47]);
    expect(s.results[0]!.totals).toEqual([-60, 73, 47]);
  });

  it('additive scoring adds card points and own yaku', () => {
    const s = play(lastTurn({ scoring: 'additive' }), '12-plain3');
    expect(s.results[0]!.score.seats.map((seat) => seat.score)).toEqual([98, 141, 165]);
    expect(s.totals).toEqual([98, 141, 165]);
  });

  it('the seat with the highest round score deals the next round at once, and plays first', () => {
    const s = play(lastTurn(), '12-plain3');
    expect(s).toMatchObject({ round: 2, dealer: 1, turn: 1, phase: 'play', drawn: null });
    expect(toAct(s)).toBe(1);
  });

  it('the next round is a fresh deal of all 48 cards, nobody having captured anything', () => {
    const s = play(lastTurn(), '12-plain3');
    expect(s.hands.map((hand) => hand.length)).toEqual([7, 7, 7]);
    expect(s.field).toHaveLength(6);
    expect(s.drawPile).toHaveLength(21);
    expect(s.captures).toEqual([[], [], []]);
    expect(allCards(s).sort()).toEqual([...CARD_IDS].sort());
  });

  it('the next dealer follows the score: under additive scoring seat 2 deals', () => {
    expect(play(lastTurn({ scoring: 'additive' }), '12-plain3')).toMatchObject({ round: 2, dealer: 2, turn: 2 });
  });

  it("the round's last turn stays on record after the new deal", () => {
    expect(play(lastTurn(), '12-plain3').lastTurn).toEqual({
      round: 1, seat: 2, played: '12-plain3', playCaptured: ['12-bright', '12-plain1', '12-plain2'], drawn: '11-plain1', drawCaptured: ['11-bright', '11-animal', '11-ribbon'],
    });
  });
});
