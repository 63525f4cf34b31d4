/**
 * Scoring a round of Hana-awase (rules file, "Scoring a round" and the house rules): each seat's card
 * points and yaku, then its round score — zero-sum against par (the default) or additive — with the
 * willow row's, the void round's (fuke) and the compensation's house rules, and who deals next.
 *
 * Zero-sum, n seats, par = deck total ÷ n:
 *   score = (card points − par) + own yaku × (n − 1) − Σ every opponent's yaku   [+ compensation]
 * The parts are kept per seat (vsPar, yakuWon, yakuPaid, compensation) so the round summary can show the
 * formula: score = vsPar + yakuWon − yakuPaid + compensation. When the piles hold every card once, the
 * scores sum to 0. Additive: score = card points + own yaku (the parts are 0).
 */
import { nextSeat, type Seat } from '../../src/framework/seats';
import { cardPoints as pointsOf, par as parOf } from './cards';
import type { HanaAwaseOptions } from './options';
import { holdsWillowRow, yakuOf, yakuTotal, type YakuScore } from './yaku';

interface SeatScore {
  /** The values of the cards the seat captured. */
  readonly cardPoints: number;
  /** The yaku the seat scores this round (exclusive groups resolved, the willow row's rule applied). */
  readonly yaku: YakuScore[];
  readonly yakuTotal: number;
  /** Zero-sum parts, for the round summary (all 0 under additive and in a void round) — card points − par. */
  readonly vsPar: number;
  /** Own yaku × (n − 1): what every opponent pays for them. */
  readonly yakuWon: number;
  /** Σ every opponent's yaku: what this seat pays (a positive number, subtracted). */
  readonly yakuPaid: number;
  /** Compensation, net: received − paid (0 unless the option applies). */
  readonly compensation: number;
  /** The round score: vsPar + yakuWon − yakuPaid + compensation (zero-sum), cardPoints + yakuTotal (additive). */
  readonly score: number;
}

export interface RoundScore {
  readonly seats: SeatScore[];
  /** The round is void (lowScoreVoid): every score is 0 and its dealer deals the next round. */
  readonly void: boolean;
  /** Deck total ÷ seats: what card points are measured against under zero-sum. */
  readonly par: number;
  readonly nextDealer: Seat;
}

/** Fuke: a round is void when anyone's card points are this or less. */
export const VOID_AT_MOST = 20;
/** Compensation (three seats, zero-sum): what each other seat pays a seat that captured too few cards. */
export const COMPENSATION = 30;
/** Too few cards for compensation: the dealer and the seat after it with this many or fewer … */
export const COMPENSATION_EARLY_SEATS = 8;
/** … the third seat with this many or fewer. */
export const COMPENSATION_THIRD_SEAT = 10;

/**
 * Each seat's scored yaku after the `willowRow` option. `normal`: the willow row is a yaku worth 10 like any
 * other. `cancels-yaku`: if a seat holds all four willow cards, nobody scores any yaku — its holder's willow
 * row included (its card points still count). `owner-only`: the holder scores their yaku, the willow row's 10
 * included (our reading: "its owner scores their yaku" keeps every yaku of theirs, and the table still lists
 * the willow row); the others score none. A cancelled yaku is not listed: the seat's yaku list is empty.
 */
function scoredYaku(captured: readonly (readonly string[])[], options: HanaAwaseOptions): YakuScore[][] {
  const formed = captured.map((pile) => yakuOf(pile, options));
  if (options.willowRow === 'normal') return formed;
  const holder = captured.findIndex((pile) => holdsWillowRow(pile));
  if (holder < 0) return formed;
  if (options.willowRow === 'cancels-yaku') return formed.map(() => []);
  return formed.map((yaku, seat) => (seat === holder ? yaku : []));
}

/**
 * Compensation (three seats, zero-sum, option on), net per seat: a seat that captured too few cards — the
 * dealer or the seat after it 8 or fewer, the third seat 10 or fewer — receives 30 from each other seat. Each
 * seat qualifies on its own, so two receivers also pay each other (net +30 each).
 */
function compensationOf(captured: readonly (readonly string[])[], dealer: Seat): number[] {
  const n = captured.length;
  const net = captured.map(() => 0);
  for (let k = 0; k < n; k++) {
    const seat = (dealer + k) % n;
    const limit = k < 2 ? COMPENSATION_EARLY_SEATS : COMPENSATION_THIRD_SEAT;
    if ((captured[seat] as readonly string[]).length > limit) continue;
    for (let other = 0; other < n; other++) {
      if (other === seat) continue;
      net[seat]! += COMPENSATION;
      net[other]! -= COMPENSATION;
    }
  }
  return net;
}

/**
 * The highest score deals next; a tie goes to the tied seat who played earliest in the round — the dealer
 * first, then seat order from it.
 */
export function nextDealerOf(scores: readonly number[], dealer: Seat): Seat {
  const n = scores.length;
  let best = dealer;
  for (let k = 1, seat = nextSeat(dealer, n); k < n; k++, seat = nextSeat(seat, n)) {
    if ((scores[seat] as number) > (scores[best] as number)) best = seat;
  }
  return best;
}

/**
 * Scores a round from every seat's captures (seat order) and the round's dealer. The number of seats is the
 * number of piles (2..4); the options' `players` is not read. The piles are taken as given: under zero-sum they
 * should hold all 48 cards once (the game always does; the CLI refuses anything else), or the scores will not
 * sum to 0.
 *
 * A void round (lowScoreVoid, somebody at 20 card points or fewer) still reports each seat's card points and
 * the yaku they formed (our reading: the summary shows why the round is void and what it would have scored),
 * but every part and score is 0 — no compensation either — and the same dealer deals the next round.
 *
 * The next dealer is read from the final score, compensation included (the one score a seat has for the round).
 */
export function scoreRound(captured: readonly (readonly string[])[], dealer: Seat, options: HanaAwaseOptions): RoundScore {
  const n = captured.length;
  const par = parOf(options, n);
  const points = captured.map((pile) => pointsOf(pile, options));
  const yaku = scoredYaku(captured, options);
  const totals = yaku.map(yakuTotal);
  const isVoid = options.lowScoreVoid && points.some((p) => p <= VOID_AT_MOST);

  if (isVoid) {
    const seats = points.map((cardPoints, seat) => ({
      cardPoints,
      yaku: yaku[seat] as YakuScore[],
      yakuTotal: totals[seat] as number,
      vsPar: 0,
      yakuWon: 0,
      yakuPaid: 0,
      compensation: 0,
      score: 0,
    }));
    return { seats, void: true, par, nextDealer: dealer };
  }

  if (options.scoring === 'additive') {
    const seats = points.map((cardPoints, seat) => {
      const yakuTotal = totals[seat] as number;
      return { cardPoints, yaku: yaku[seat] as YakuScore[], yakuTotal, vsPar: 0, yakuWon: 0, yakuPaid: 0, compensation: 0, score: cardPoints + yakuTotal };
    });
    return { seats, void: false, par, nextDealer: nextDealerOf(seats.map((s) => s.score), dealer) };
  }

  const allYaku = totals.reduce((sum, t) => sum + t, 0);
  const compensation = options.compensation && n === 3 ? compensationOf(captured, dealer) : captured.map(() => 0);
  const seats = points.map((cardPoints, seat) => {
    const yakuTotal = totals[seat] as number;
    const vsPar = cardPoints - par;
    const yakuWon = yakuTotal * (n - 1);
    const yakuPaid = allYaku - yakuTotal;
    const comp = compensation[seat] as number;
    return { cardPoints, yaku: yaku[seat] as YakuScore[], yakuTotal, vsPar, yakuWon, yakuPaid, compensation: comp, score: vsPar + yakuWon - yakuPaid + comp };
  });
  return { seats, void: false, par, nextDealer: nextDealerOf(seats.map((s) => s.score), dealer) };
}
