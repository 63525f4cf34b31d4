import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseOptions, type HanaAwaseOptions } from '../../../games/hana-awase/options';
import { scoreRound } from '../../../games/hana-awase/scoring';
import { setup } from '../../../games/hana-awase/rules';
import type { HanaAwaseState } from '../../../games/hana-awase/state';
import { YAKU_MASKS, idsOf, maskOf } from '../../../games/hana-awase/engine/deck';
import { PHASE_CHOICE, PHASE_ENDED, PHASE_PLAY, RoundSim } from '../../../games/hana-awase/engine/round-sim';
import { cardPointsOf, newSetScores, ruleTable, scoreSets } from '../../../games/hana-awase/engine/score';
import { applyMove } from '../../../games/hana-awase/engine/snapshots';
import { CARD_IDS } from '../../../games/shared/hanafuda/cards';

const setsOf = (piles: readonly (readonly string[])[]): Int32Array => Int32Array.from(piles.flatMap((pile) => maskOf(pile)));
const yakuIds = (set: number): string[] => YAKU_MASKS.flatMap((y, r) => (set & (1 << r) ? [y.id] : []));

function scoredBySets(piles: readonly (readonly string[])[], dealer: number, o: HanaAwaseOptions) {
  const out = scoreSets(setsOf(piles), piles.length, dealer, ruleTable(o), newSetScores());
  const n = piles.length;
  return {
    cardPoints: [...out.cardPoints.subarray(0, n)],
    yaku: Array.from({ length: n }, (_, p) => yakuIds(out.yaku[p]!)),
    score: [...out.score.subarray(0, n)],
    void: out.void,
    nextDealer: out.nextDealer,
  };
}

function scoredByRules(piles: readonly (readonly string[])[], dealer: number, o: HanaAwaseOptions) {
  const r = scoreRound(piles, dealer, o);
  return {
    cardPoints: r.seats.map((s) => s.cardPoints),
    yaku: r.seats.map((s) => s.yaku.map((y) => y.id)),
    score: r.seats.map((s) => s.score),
    void: r.void,
    nextDealer: r.nextDealer,
  };
}

describe('the simulator’s scoring', () => {
  it('counts the deck as 264 card points, or 240 with plains worth 0', () => {
    const [lo, hi] = maskOf(CARD_IDS);
    expect(cardPointsOf(lo, hi, 1)).toBe(264);
    expect(cardPointsOf(lo, hi, 0)).toBe(240);
  });

  it('scores the rules file’s worked example 62, 48 and −110', () => {
    const seat0 = ['01-ribbon', '02-ribbon', '03-ribbon', '01-bright', '08-bright', '11-bright', '02-animal', '04-animal', '05-animal', '12-plain1', '01-plain1', '01-plain2', '02-plain1', '02-plain2'];
    const seat1 = ['06-animal', '07-animal', '10-animal', '09-animal', '03-bright', '08-animal', '11-animal', '04-ribbon', '05-ribbon', '06-ribbon', '03-plain1'];
    const seat2 = CARD_IDS.filter((id) => !seat0.includes(id) && !seat1.includes(id));
    const scored = scoredBySets([seat0, seat1, seat2], 1, parseOptions({}));
    expect(scored.cardPoints).toEqual([110, 96, 58]);
    expect(scored.yaku).toEqual([['akatan'], ['inoshikacho', 'hanami'], []]);
    expect(scored.score).toEqual([62, 48, -110]);
    expect(scored.nextDealer).toBe(0);
  });

  it('scores every split of the deck as scoreRound does, under every house rule', () => {
    const optionsArb = fc.record({
      plainValue: fc.constantFrom(1, 0),
      scoring: fc.constantFrom('zero-sum', 'additive'),
      lowScoreVoid: fc.boolean(),
      compensation: fc.boolean(),
      willowRow: fc.constantFrom('normal', 'cancels-yaku', 'owner-only'),
      rainSpoilsViewing: fc.boolean(),
    });
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 4 }),
        fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 48, maxLength: 48 }),
        fc.integer({ min: 0, max: 3 }),
        optionsArb,
        (n, owners, dealer, o) => {
          const piles: string[][] = Array.from({ length: n }, () => []);
          CARD_IDS.forEach((id, k) => piles[owners[k]! % n]!.push(id));
          const options = parseOptions({ ...o, players: n });
          expect(scoredBySets(piles, dealer % n, options)).toEqual(scoredByRules(piles, dealer % n, options));
        },
      ),
      { numRuns: 600 },
    );
  });
});

describe('the simulator’s turn', () => {
  /** Seat 0 to play at a table of three (cards not named are out of play). */
  function round(hand: string[], field: string[], pile: string[]): RoundSim {
    const base = setup(parseOptions({}), 1);
    const s: HanaAwaseState = {
      ...base,
      dealer: 0,
      turn: 0,
      phase: 'play',
      hands: [hand, ['12-plain1'], ['12-plain2']],
      field,
      drawPile: pile,
      drawn: null,
      captures: [[], [], []],
      totals: [0, 0, 0],
      results: [],
    };
    const sim = new RoundSim();
    sim.load(s);
    return sim;
  }
  const pile0 = (sim: RoundSim): string[] => idsOf(sim.captured[0]!, sim.captured[1]!);
  const field = (sim: RoundSim): string[] => idsOf(sim.field[0]!, sim.field[1]!);

  it('leaves a card that matches nothing on the field', () => {
    const sim = round(['01-plain1', '05-plain1'], ['03-plain1'], ['07-plain1']);
    applyMove(sim, { type: 'play', card: '01-plain1' });
    expect(pile0(sim)).toEqual([]);
    expect(field(sim)).toEqual(['01-plain1', '03-plain1', '07-plain1']);
    expect([sim.turn, sim.phase]).toEqual([1, PHASE_PLAY]);
  });

  it('takes the one field card of the month, and the chosen one of two', () => {
    const one = round(['01-plain1', '05-plain1'], ['01-bright'], ['07-plain1']);
    applyMove(one, { type: 'play', card: '01-plain1' });
    expect(pile0(one)).toEqual(['01-bright', '01-plain1']);
    const two = round(['01-plain1', '05-plain1'], ['01-bright', '01-ribbon'], ['07-plain1']);
    applyMove(two, { type: 'play', card: '01-plain1', match: '01-ribbon' });
    expect(pile0(two)).toEqual(['01-ribbon', '01-plain1']);
    expect(field(two)).toEqual(['01-bright', '07-plain1']);
  });

  it('takes all three field cards with the month’s fourth', () => {
    const sim = round(['01-plain2', '05-plain1'], ['01-bright', '01-ribbon', '01-plain1'], ['07-plain1']);
    applyMove(sim, { type: 'play', card: '01-plain2' });
    expect(pile0(sim)).toEqual(['01-bright', '01-ribbon', '01-plain1', '01-plain2']);
  });

  it('waits for the player’s choice when the turned card matches two, then ends the turn', () => {
    const sim = round(['05-plain1', '06-plain1'], ['03-bright', '03-ribbon'], ['03-plain1', '09-plain1']);
    applyMove(sim, { type: 'play', card: '05-plain1' });
    expect([sim.phase, sim.drawn]).toEqual([PHASE_CHOICE, 8 + 2]);
    applyMove(sim, { type: 'take', match: '03-bright' });
    expect(pile0(sim)).toEqual(['03-bright', '03-plain1']);
    expect([sim.turn, sim.phase, sim.drawn]).toEqual([1, PHASE_PLAY, -1]);
  });

  it('scores the round once every hand and the pile are empty', () => {
    const sim = round(['01-plain1'], ['01-bright'], ['05-plain1']);
    sim.hands.fill(0);
    sim.hands[0] = maskOf(['01-plain1'])[0];
    applyMove(sim, { type: 'play', card: '01-plain1' });
    expect(sim.phase).toBe(PHASE_ENDED);
    expect([...sim.result.cardPoints.subarray(0, 3)]).toEqual([21, 0, 0]);
  });
});
