import { describe, expect, it } from 'vitest';
import { judgeRound, NEUTRAL_MARKERS } from '../../../games/hanamikoji/judge';
import { items, markers } from './helpers';

const official = { roundLimit: 'none' } as const;
const threeRounds = { roundLimit: '3' } as const;

describe('judging a round', () => {
  it('gives each geisha to the side with more items', () => {
    const j = judgeRound(NEUTRAL_MARKERS, items('AAD'), items('AEE'), 1, official);
    expect(j.markers).toEqual(markers({ A: 0, D: 0, E: 1 }));
    expect(j.geishas).toEqual([2, 1]);
    expect(j.charm).toEqual([5, 3]);
    expect(j.ended).toBe(false);
  });

  it('leaves a tied geisha neutral when nobody held her', () => {
    const j = judgeRound(NEUTRAL_MARKERS, items('G'), items('G'), 1, official);
    expect(j.markers.G).toBeNull();
  });

  it('keeps a marker from an earlier round on a 1–1 tie, whichever side it is on', () => {
    const before = markers({ F: 1, G: 0 });
    const j = judgeRound(before, items('FG'), items('FG'), 2, official);
    expect(j.markers.F).toBe(1);
    expect(j.markers.G).toBe(0);
  });

  it('keeps a marker from an earlier round when nobody placed items on her (0–0)', () => {
    const j = judgeRound(markers({ E: 1 }), items('A'), items('B'), 2, official);
    expect(j.markers.E).toBe(1);
  });

  it('moves a marker from an earlier round to the side that now has more items', () => {
    const j = judgeRound(markers({ G: 1 }), items('GG'), items('G'), 2, official);
    expect(j.markers.G).toBe(0);
  });

  it('ends the game when a player holds four geishas', () => {
    const j = judgeRound(NEUTRAL_MARKERS, items('ABCD'), items('E'), 1, official);
    expect(j).toMatchObject({ ended: true, winner: 0, reason: 'four-geishas', geishas: [4, 1], charm: [9, 3] });
  });

  it('ends the game when a player reaches 11 charm', () => {
    const j = judgeRound(NEUTRAL_MARKERS, items('A'), items('FGDD'), 1, official);
    expect(j).toMatchObject({ ended: true, winner: 1, reason: 'eleven-charm', charm: [2, 12] });
  });

  it('ends the game at exactly 11 charm', () => {
    const j = judgeRound(NEUTRAL_MARKERS, items('GFA'), items('B'), 1, official);
    expect(j).toMatchObject({ ended: true, winner: 0, reason: 'eleven-charm', geishas: [3, 1], charm: [11, 2] });
  });

  it('worked example: 4 geishas with 9 charm lose to 3 geishas with 12 charm (11 charm beats 4 geishas)', () => {
    const j = judgeRound(NEUTRAL_MARKERS, items('ABCD'), items('GGFFE'), 1, official);
    expect(j).toMatchObject({ geishas: [4, 3], charm: [9, 12], ended: true, winner: 1, reason: 'eleven-charm' });
  });

  it('counts markers won in earlier rounds toward the win', () => {
    const j = judgeRound(markers({ A: 0, B: 0, C: 0 }), items('D'), items('E'), 2, official);
    expect(j).toMatchObject({ ended: true, winner: 0, reason: 'four-geishas', geishas: [4, 1] });
  });

  it('plays on when neither player reaches a goal', () => {
    const j = judgeRound(NEUTRAL_MARKERS, items('AG'), items('FD'), 1, official);
    expect(j).toMatchObject({ ended: false, winner: null, reason: null, charm: [7, 7] });
  });

  it('has no round limit under the official rules', () => {
    expect(judgeRound(NEUTRAL_MARKERS, items('AG'), items('FD'), 7, official).ended).toBe(false);
  });

  it('three rounds: after round 3 without a winner, more charm wins (10 against 9)', () => {
    const j = judgeRound(NEUTRAL_MARKERS, items('AGD'), items('FEB'), 3, threeRounds);
    expect(j).toMatchObject({ charm: [10, 9], ended: true, winner: 0, reason: 'round-limit' });
  });

  it('three rounds: 8 against 8 after round 3 is a draw', () => {
    const j = judgeRound(NEUTRAL_MARKERS, items('ABF'), items('CDE'), 3, threeRounds);
    expect(j).toMatchObject({ charm: [8, 8], ended: true, winner: null, reason: 'round-limit' });
  });

  it('three rounds: all markers neutral after round 3 is a draw at 0–0', () => {
    const j = judgeRound(NEUTRAL_MARKERS, items(''), items(''), 3, threeRounds);
    expect(j).toMatchObject({ charm: [0, 0], ended: true, winner: null, reason: 'round-limit' });
  });

  it('three rounds: rounds 1 and 2 without a winner go on', () => {
    expect(judgeRound(NEUTRAL_MARKERS, items('AGD'), items('FEB'), 2, threeRounds).ended).toBe(false);
  });

  it('three rounds: a normal win in round 3 is still a normal win', () => {
    const j = judgeRound(NEUTRAL_MARKERS, items('ABCD'), items('E'), 3, threeRounds);
    expect(j).toMatchObject({ winner: 0, reason: 'four-geishas' });
  });
});
