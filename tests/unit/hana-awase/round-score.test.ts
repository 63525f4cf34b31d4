import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseOptions } from '../../../games/hana-awase/options';
import { nextDealerOf, scoreRound } from '../../../games/hana-awase/scoring';
import { CARD_IDS, cardsOfMonth } from '../../../games/shared/hanafuda/cards';

const options = (o: object = {}) => parseOptions(o);
const months = (...ms: number[]) => ms.flatMap((m) => cardsOfMonth(m));
/** The given piles, then one more pile with every card they do not hold. */
const withRest = (...piles: string[][]): string[][] => {
  const used = new Set(piles.flat());
  return [...piles, CARD_IDS.filter((id) => !used.has(id))];
};
/** Piles of the given sizes, dealt from the deck in its order; the last takes the rest. */
const bySize = (...sizes: number[]): string[][] => {
  let at = 0;
  return [...sizes.map((size) => CARD_IDS.slice(at, (at += size))), CARD_IDS.slice(at)];
};
const scores = (r: ReturnType<typeof scoreRound>) => r.seats.map((s) => s.score);
const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

/**
 * The rules file's worked example: seat 0 captures 110 card points with akatan, seat 1 96 with inoshikacho
 * and hanami, seat 2 58 and no yaku (the willow, wisteria and paulownia rows split between seats).
 */
const EXAMPLE = withRest(
  ['01-ribbon', '02-ribbon', '03-ribbon', '01-bright', '08-bright', '11-bright', '02-animal', '04-animal', '05-animal', '12-plain1', '01-plain1', '01-plain2', '02-plain1', '02-plain2'],
  ['06-animal', '07-animal', '10-animal', '09-animal', '03-bright', '08-animal', '11-animal', '04-ribbon', '05-ribbon', '06-ribbon', '03-plain1'],
);
/** Two seats: months 1–6 (122 points, omote-sugawara, rokutan, akatan, fuji-shima = 110) against 7–12 (142, tsukimi, yanagi-shima, kiri-shima = 40). */
const TWO = [months(1, 2, 3, 4, 5, 6), months(7, 8, 9, 10, 11, 12)];
/** Four seats of three months each: 71 / 51 / 66 / 76 points; yaku 70 (omote-sugawara, akatan) / 10 (fuji-shima) / 20 (tsukimi) / 20 (yanagi-shima, kiri-shima). */
const FOUR = [months(1, 2, 3), months(4, 5, 6), months(7, 8, 9), months(10, 11, 12)];

describe('the worked example (three players, classic)', () => {
  const round = scoreRound(EXAMPLE, 1, options());

  it('counts 110, 96 and 58 card points against par 88', () => {
    expect(round.seats.map((s) => s.cardPoints)).toEqual([110, 96, 58]);
    expect(round.par).toBe(88);
  });

  it('finds akatan for seat 0, inoshikacho and hanami for seat 1, nothing for seat 2', () => {
    expect(round.seats.map((s) => s.yaku)).toEqual([
      [{ id: 'akatan', points: 40 }],
      [
        { id: 'inoshikacho', points: 20 },
        { id: 'hanami', points: 20 },
      ],
      [],
    ]);
    expect(round.seats.map((s) => s.yakuTotal)).toEqual([40, 40, 0]);
  });

  it('scores 62, 48 and −110', () => {
    expect(scores(round)).toEqual([62, 48, -110]);
    expect(round.void).toBe(false);
  });

  it('keeps the formula’s parts: (card points − par) + own yaku × 2 − the others’ yaku', () => {
    expect(round.seats.map(({ vsPar, yakuWon, yakuPaid, compensation }) => ({ vsPar, yakuWon, yakuPaid, compensation }))).toEqual([
      { vsPar: 22, yakuWon: 80, yakuPaid: 40, compensation: 0 },
      { vsPar: 8, yakuWon: 80, yakuPaid: 40, compensation: 0 },
      { vsPar: -30, yakuWon: 0, yakuPaid: 80, compensation: 0 },
    ]);
  });

  it('lets seat 0, the highest score, deal next', () => {
    expect(round.nextDealer).toBe(0);
  });
});

describe('zero-sum scoring with two and four players', () => {
  it('pays own yaku once with two players against par 132', () => {
    const round = scoreRound(TWO, 0, options());
    expect(round.par).toBe(132);
    expect(round.seats.map((s) => [s.cardPoints, s.yakuTotal, s.score])).toEqual([
      [122, 110, 60],
      [142, 40, -60],
    ]);
    expect(round.nextDealer).toBe(0);
  });

  it('pays own yaku three times with four players against par 66', () => {
    const round = scoreRound(FOUR, 3, options());
    expect(round.par).toBe(66);
    expect(round.seats.map((s) => [s.cardPoints, s.yakuTotal, s.score])).toEqual([
      [71, 70, 165],
      [51, 10, -95],
      [66, 20, -40],
      [76, 20, -30],
    ]);
    expect(round.nextDealer).toBe(0);
  });
});

describe('additive scoring', () => {
  it('scores card points plus own yaku', () => {
    const round = scoreRound(EXAMPLE, 0, options({ scoring: 'additive' }));
    expect(scores(round)).toEqual([150, 136, 58]);
  });

  it('leaves the zero-sum parts at 0', () => {
    const round = scoreRound(EXAMPLE, 0, options({ scoring: 'additive' }));
    for (const s of round.seats) expect([s.vsPar, s.yakuWon, s.yakuPaid, s.compensation]).toEqual([0, 0, 0, 0]);
  });

  it('scores piles that leave cards out', () => {
    const round = scoreRound([['01-bright', '09-animal', '03-bright'], ['02-plain1'], []], 0, options({ scoring: 'additive' }));
    expect(scores(round)).toEqual([70, 1, 0]);
  });
});

describe('plainValue 0', () => {
  it('sets par at 120, 80 and 60', () => {
    const zero = options({ plainValue: 0 });
    expect([TWO, EXAMPLE, FOUR].map((piles) => scoreRound(piles, 0, zero).par)).toEqual([120, 80, 60]);
  });

  it('scores the worked example’s piles without their plains', () => {
    const round = scoreRound(EXAMPLE, 0, options({ plainValue: 0 }));
    expect(round.seats.map((s) => s.cardPoints)).toEqual([105, 95, 40]);
    expect(scores(round)).toEqual([65, 55, -120]);
  });
});

describe('willowRow', () => {
  it('normal: the willow row is a yaku worth 10', () => {
    const round = scoreRound(FOUR, 0, options());
    expect(round.seats[3]?.yaku).toEqual([
      { id: 'yanagi-shima', points: 10 },
      { id: 'kiri-shima', points: 10 },
    ]);
  });

  it('cancels-yaku: when a seat holds all four willow cards nobody scores yaku, card points still count', () => {
    const round = scoreRound(FOUR, 0, options({ willowRow: 'cancels-yaku' }));
    expect(round.seats.map((s) => s.yaku)).toEqual([[], [], [], []]);
    expect(round.seats.map((s) => s.yakuTotal)).toEqual([0, 0, 0, 0]);
    expect(scores(round)).toEqual([5, -15, 0, 10]);
    expect(round.nextDealer).toBe(3);
  });

  it('cancels-yaku: changes nothing while the willow cards are split', () => {
    expect(scores(scoreRound(EXAMPLE, 0, options({ willowRow: 'cancels-yaku' })))).toEqual([62, 48, -110]);
  });

  it('owner-only: the willow row’s owner scores their yaku, the willow row included, and the others none', () => {
    const round = scoreRound(FOUR, 0, options({ willowRow: 'owner-only' }));
    expect(round.seats.map((s) => s.yakuTotal)).toEqual([0, 0, 0, 20]);
    expect(round.seats[3]?.yaku.map((y) => y.id)).toEqual(['yanagi-shima', 'kiri-shima']);
    expect(scores(round)).toEqual([-15, -35, -20, 70]);
    expect(round.nextDealer).toBe(3);
  });

  it('owner-only: changes nothing while the willow cards are split', () => {
    expect(scores(scoreRound(EXAMPLE, 0, options({ willowRow: 'owner-only' })))).toEqual([62, 48, -110]);
  });

  it('applies under additive scoring too', () => {
    expect(scores(scoreRound(FOUR, 0, options({ willowRow: 'cancels-yaku', scoring: 'additive' })))).toEqual([71, 51, 66, 76]);
    expect(scores(scoreRound(FOUR, 0, options({ willowRow: 'owner-only', scoring: 'additive' })))).toEqual([71, 51, 66, 96]);
  });
});

describe('lowScoreVoid (fuke)', () => {
  /** Seat 1 captures only the crane: 20 card points. */
  const LOW = withRest(months(1, 2, 3, 4, 5, 6).filter((id) => id !== '01-bright'), ['01-bright']);
  /** Seat 1 captures the crane and a plain: 21 card points. */
  const JUST_ENOUGH = withRest(months(1, 2, 3, 4, 5, 6).filter((id) => id !== '01-bright' && id !== '01-plain1'), ['01-bright', '01-plain1']);

  it('is off by default: 20 card points score like any other', () => {
    const round = scoreRound(LOW, 2, options());
    expect(round.void).toBe(false);
    // (20 − 88) + 0 − (80 + 40): the others' yaku are rokutan, akatan, fuji-shima and tsukimi, yanagi-shima, kiri-shima.
    expect(round.seats[1]?.score).toBe(-188);
  });

  it('voids a round in which a seat has 20 card points: every score 0, and the same dealer deals next', () => {
    const round = scoreRound(LOW, 2, options({ lowScoreVoid: true }));
    expect(round.void).toBe(true);
    expect(scores(round)).toEqual([0, 0, 0]);
    expect(round.nextDealer).toBe(2);
  });

  it('still reports the card points and the yaku formed in a void round, with every part 0', () => {
    const round = scoreRound(LOW, 2, options({ lowScoreVoid: true }));
    expect(round.seats.map((s) => s.cardPoints)).toEqual([102, 20, 142]);
    expect(round.seats[0]?.yaku.map((y) => y.id)).toEqual(['rokutan', 'akatan', 'fuji-shima']);
    expect(round.seats[0]?.yakuTotal).toBe(80);
    for (const s of round.seats) expect([s.vsPar, s.yakuWon, s.yakuPaid, s.compensation]).toEqual([0, 0, 0, 0]);
  });

  it('does not void a round in which every seat has more than 20 card points', () => {
    expect(scoreRound(JUST_ENOUGH, 2, options({ lowScoreVoid: true })).void).toBe(false);
  });

  it('voids an additive round too', () => {
    const round = scoreRound(LOW, 0, options({ lowScoreVoid: true, scoring: 'additive' }));
    expect(round.void).toBe(true);
    expect(scores(round)).toEqual([0, 0, 0]);
  });

  it('pays no compensation in a void round', () => {
    const round = scoreRound(LOW, 0, options({ lowScoreVoid: true, compensation: true }));
    expect(round.seats.map((s) => s.compensation)).toEqual([0, 0, 0]);
    expect(scores(round)).toEqual([0, 0, 0]);
  });
});

describe('compensation (three players, zero-sum)', () => {
  const on = options({ compensation: true });
  /** What the option adds to each seat's score for the same piles. */
  const added = (piles: string[][], dealer: number, opts = on) => {
    const base = scores(scoreRound(piles, dealer, { ...opts, compensation: false }));
    return scores(scoreRound(piles, dealer, opts)).map((s, seat) => s - (base[seat] as number));
  };

  it('is off by default', () => {
    expect(scoreRound(bySize(8, 20), 0, options()).seats.map((s) => s.compensation)).toEqual([0, 0, 0]);
  });

  it('pays the dealer with 8 cards or fewer 30 from each other player', () => {
    const round = scoreRound(bySize(8, 20), 0, on);
    expect(round.seats.map((s) => s.compensation)).toEqual([60, -30, -30]);
    expect(added(bySize(8, 20), 0)).toEqual([60, -30, -30]);
  });

  it('pays the dealer nothing with 9 cards', () => {
    expect(added(bySize(9, 20), 0)).toEqual([0, 0, 0]);
  });

  it('pays the seat after the dealer with 8 cards or fewer', () => {
    expect(added(bySize(8, 20), 2)).toEqual([60, -30, -30]);
    expect(added(bySize(20, 8), 0)).toEqual([-30, 60, -30]);
  });

  it('pays the third seat with 10 cards or fewer, not with 11', () => {
    expect(added(bySize(10, 20), 1)).toEqual([60, -30, -30]);
    expect(added(bySize(11, 20), 1)).toEqual([0, 0, 0]);
    expect(added(bySize(20, 18), 0)).toEqual([-30, -30, 60]);
  });

  it('pays two seats that both qualify: each receives 60 and pays the other 30', () => {
    const round = scoreRound(bySize(8, 30), 0, on);
    expect(added(bySize(8, 30), 0)).toEqual([30, -60, 30]);
    expect(round.seats.map((s) => s.compensation)).toEqual([30, -60, 30]);
  });

  it('keeps the scores summing to 0', () => {
    expect(sum(scores(scoreRound(bySize(8, 30), 0, on)))).toBe(0);
  });

  it('counts toward the score the next dealer is chosen by', () => {
    // No yaku anywhere: the dealer's 8 cards make 92, seat 1 100, seat 2 72.
    const piles = withRest(
      ['01-bright', '08-bright', '11-bright', '02-animal', '04-animal', '05-animal', '01-plain1', '01-plain2'],
      ['03-bright', '12-bright', '06-animal', '07-animal', '08-animal', '01-ribbon', '02-ribbon', '04-ribbon', '05-ribbon', '06-ribbon', '02-plain1', '02-plain2', '03-plain1', '03-plain2', '05-plain1'],
    );
    const without = scoreRound(piles, 0, options());
    expect(scores(without)).toEqual([4, 12, -16]);
    expect(without.nextDealer).toBe(1);
    const withIt = scoreRound(piles, 0, on);
    expect(scores(withIt)).toEqual([64, -18, -46]);
    expect(withIt.nextDealer).toBe(0);
  });

  it('is not paid with two players', () => {
    const piles = [CARD_IDS.slice(0, 8), CARD_IDS.slice(8)];
    expect(scoreRound(piles, 0, on).seats.map((s) => s.compensation)).toEqual([0, 0]);
  });

  it('is not paid with four players', () => {
    expect(scoreRound(bySize(8, 20, 10), 0, on).seats.map((s) => s.compensation)).toEqual([0, 0, 0, 0]);
  });

  it('is not paid under additive scoring', () => {
    expect(added(bySize(8, 20), 0, options({ compensation: true, scoring: 'additive' }))).toEqual([0, 0, 0]);
  });
});

describe('the next dealer', () => {
  it('is the seat with the highest score', () => {
    expect(nextDealerOf([-10, 25, -15], 0)).toBe(1);
  });

  it('on a tie that includes the dealer, is the dealer', () => {
    expect(nextDealerOf([10, 10, -20], 1)).toBe(1);
  });

  it('on a tie, is the tied seat who played earliest from the dealer in seat order', () => {
    expect(nextDealerOf([10, 10, -20], 2)).toBe(0);
    expect(nextDealerOf([10, -20, 10], 1)).toBe(2);
    expect(nextDealerOf([10, -20, 10, 0], 3)).toBe(0);
  });

  it('breaks a tie of a scored round the same way', () => {
    const piles = [['01-plain1'], ['02-plain1'], []];
    const additive = options({ scoring: 'additive' });
    expect(scoreRound(piles, 1, additive).nextDealer).toBe(1);
    expect(scoreRound(piles, 2, additive).nextDealer).toBe(0);
  });
});

describe('zero-sum property', () => {
  it('makes the scores of every deal of all 48 cards to two, three or four seats sum to 0', () => {
    const anyOptions = fc.record({
      plainValue: fc.constantFrom(0, 1),
      lowScoreVoid: fc.boolean(),
      compensation: fc.boolean(),
      willowRow: fc.constantFrom('normal', 'cancels-yaku', 'owner-only'),
      rainSpoilsViewing: fc.boolean(),
    });
    const deal = fc.integer({ min: 2, max: 4 }).chain((n) =>
      fc.tuple(fc.constant(n), fc.array(fc.integer({ min: 0, max: n - 1 }), { minLength: 48, maxLength: 48 }), fc.integer({ min: 0, max: n - 1 })),
    );
    fc.assert(
      fc.property(deal, anyOptions, ([n, seatOf, dealer], opts) => {
        const piles = Array.from({ length: n }, (_, seat) => CARD_IDS.filter((_, i) => seatOf[i] === seat));
        const round = scoreRound(piles, dealer, options(opts));
        expect(sum(scores(round))).toBe(0);
        expect(sum(round.seats.map((s) => s.cardPoints))).toBe(round.par * n);
        for (const s of round.seats) expect(s.score).toBe(s.vsPar + s.yakuWon - s.yakuPaid + s.compensation);
        expect(round.seats[round.nextDealer]?.score).toBe(Math.max(...scores(round)));
      }),
      { numRuns: 500 },
    );
  });
});
