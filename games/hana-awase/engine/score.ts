/**
 * A round scored on card sets, for the simulator: card points, each pile's yaku (the rules' yaku rows as
 * sets, exclusive groups resolved to their most valuable member, the rain man spoiling the viewing yaku
 * under `rainSpoilsViewing`), the willow row's option, the void round, compensation, zero-sum or additive
 * scores and the next dealer — the same round score as scoring.ts's `scoreRound`, which the differential
 * test (tests/unit/hana-awase/sim-differential.test.ts) holds it to on every preset and house rule.
 */
import { par } from '../cards';
import type { HanaAwaseOptions } from '../options';
import { COMPENSATION, COMPENSATION_EARLY_SEATS, COMPENSATION_THIRD_SEAT, VOID_AT_MOST, nextDealerOf } from '../scoring';
import * as deck from './deck';

// Module constants, not import bindings: under the CLI's TypeScript loader (tsx) each use of a binding is a
// property getter, which took a large share of a playout's time (see worth.ts).
const {
  ANIMAL_VALUE, ANIMALS_HI, ANIMALS_LO, GROUP_NONE, GROUP_VIEWING, GROUPS, LIGHT_VALUE, LIGHTS_HI, LIGHTS_LO, PLAINS_HI, PLAINS_LO,
  RAIN_MAN_CARD, RIBBON_VALUE, RIBBONS_HI, RIBBONS_LO, WILLOW_HI, WILLOW_LO, YAKU_MASKS, has, popcount, sizeOf,
} = deck;

const WILLOW_NORMAL = 0, WILLOW_CANCELS = 1, WILLOW_OWNER_ONLY = 2;

/** The options the simulator plays and scores under, as plain numbers; one table per distinct option set. */
export interface RuleTable {
  readonly players: number;
  readonly rounds: number;
  readonly plainValue: number;
  readonly additive: boolean;
  readonly lowScoreVoid: boolean;
  readonly compensation: boolean;
  readonly willowRow: number;
  readonly rainSpoilsViewing: boolean;
  /** Par per table size (index: seats), for zero-sum. */
  readonly par: readonly number[];
}

const tables = new Map<string, RuleTable>();

/** The rule table of an option set (shared by every state with equal options). */
export function ruleTable(o: HanaAwaseOptions): RuleTable {
  const key = JSON.stringify(o);
  let t = tables.get(key);
  if (!t) {
    t = {
      players: o.players,
      rounds: o.rounds,
      plainValue: o.plainValue,
      additive: o.scoring === 'additive',
      lowScoreVoid: o.lowScoreVoid,
      compensation: o.compensation,
      willowRow: o.willowRow === 'normal' ? WILLOW_NORMAL : o.willowRow === 'cancels-yaku' ? WILLOW_CANCELS : WILLOW_OWNER_ONLY,
      rainSpoilsViewing: o.rainSpoilsViewing,
      par: [0, 0, 2, 3, 4].map((n) => (n === 0 ? 0 : par(o, n))),
    };
    tables.set(key, t);
  }
  return t;
}

/** The card points of the set (lo, hi). */
export function cardPointsOf(lo: number, hi: number, plainValue: number): number {
  return (
    LIGHT_VALUE * (popcount(lo & LIGHTS_LO) + popcount(hi & LIGHTS_HI)) +
    ANIMAL_VALUE * (popcount(lo & ANIMALS_LO) + popcount(hi & ANIMALS_HI)) +
    RIBBON_VALUE * (popcount(lo & RIBBONS_LO) + popcount(hi & RIBBONS_HI)) +
    plainValue * (popcount(lo & PLAINS_LO) + popcount(hi & PLAINS_HI))
  );
}

const bestOfGroup = new Int32Array(GROUPS);

/**
 * The yaku the pile (lo, hi) forms, as a bit set of yaku rows (bit r: YAKU_MASKS[r]): exclusive groups
 * resolved to their most valuable member (the earlier row on a tie), the viewing yaku left out when the rain
 * man spoils them. The willow row's effect on the others is the round's (scoreSets).
 */
function yakuSetOf(lo: number, hi: number, rainSpoilsViewing: boolean): number {
  const spoiled = rainSpoilsViewing && has(lo, hi, RAIN_MAN_CARD);
  bestOfGroup.fill(-1);
  let set = 0;
  for (let r = 0; r < YAKU_MASKS.length; r++) {
    const y = YAKU_MASKS[r] as (typeof YAKU_MASKS)[number];
    if (spoiled && y.group === GROUP_VIEWING) continue;
    if (popcount(lo & y.lo) + popcount(hi & y.hi) < y.needs) continue;
    if (y.group !== GROUP_NONE) {
      const best = bestOfGroup[y.group] as number;
      if (best >= 0 && (YAKU_MASKS[best] as (typeof YAKU_MASKS)[number]).value >= y.value) continue;
      if (best >= 0) set &= ~(1 << best);
      bestOfGroup[y.group] = r;
    }
    set |= 1 << r;
  }
  return set;
}

/** The points of a yaku set. */
function yakuPointsOf(set: number): number {
  let sum = 0;
  for (let r = 0; r < YAKU_MASKS.length; r++) if (set & (1 << r)) sum += (YAKU_MASKS[r] as (typeof YAKU_MASKS)[number]).value;
  return sum;
}

/** What scoreSets writes: per seat, then the round's void flag and next dealer. */
export interface SetScores {
  readonly cardPoints: Int32Array;
  /** Each seat's scored yaku (bit r: YAKU_MASKS[r]), the willow row's option applied. */
  readonly yaku: Int32Array;
  readonly yakuTotal: Int32Array;
  readonly score: Int32Array;
  void: boolean;
  nextDealer: number;
}

export const newSetScores = (): SetScores => ({
  cardPoints: new Int32Array(4),
  yaku: new Int32Array(4),
  yakuTotal: new Int32Array(4),
  score: new Int32Array(4),
  void: false,
  nextDealer: 0,
});

/**
 * Scores a round from every seat's captures (`captured`: [lo, hi] per seat) into `out`, exactly as
 * scoreRound does: n seats, the round's dealer, the rule table.
 */
export function scoreSets(captured: Int32Array, n: number, dealer: number, t: RuleTable, out: SetScores): SetScores {
  let holder = -1;
  let anyLow = false;
  for (let p = 0; p < n; p++) {
    const lo = captured[2 * p] as number;
    const hi = captured[2 * p + 1] as number;
    const points = cardPointsOf(lo, hi, t.plainValue);
    out.cardPoints[p] = points;
    if (points <= VOID_AT_MOST) anyLow = true;
    out.yaku[p] = yakuSetOf(lo, hi, t.rainSpoilsViewing);
    if (holder < 0 && (lo & WILLOW_LO) === WILLOW_LO && (hi & WILLOW_HI) === WILLOW_HI) holder = p;
  }
  if (t.willowRow !== WILLOW_NORMAL && holder >= 0)
    for (let p = 0; p < n; p++) if (t.willowRow === WILLOW_CANCELS || p !== holder) out.yaku[p] = 0;
  let allYaku = 0;
  for (let p = 0; p < n; p++) allYaku += out.yakuTotal[p] = yakuPointsOf(out.yaku[p] as number);

  out.void = t.lowScoreVoid && anyLow;
  if (out.void) {
    for (let p = 0; p < n; p++) out.score[p] = 0;
    out.nextDealer = dealer;
    return out;
  }
  if (t.additive) {
    for (let p = 0; p < n; p++) out.score[p] = (out.cardPoints[p] as number) + (out.yakuTotal[p] as number);
  } else {
    const parOf = t.par[n] as number;
    for (let p = 0; p < n; p++) {
      const own = out.yakuTotal[p] as number;
      out.score[p] = (out.cardPoints[p] as number) - parOf + own * (n - 1) - (allYaku - own);
    }
    if (t.compensation && n === 3) {
      for (let k = 0; k < n; k++) {
        const seat = (dealer + k) % n;
        const limit = k < 2 ? COMPENSATION_EARLY_SEATS : COMPENSATION_THIRD_SEAT;
        if (sizeOf(captured[2 * seat] as number, captured[2 * seat + 1] as number) > limit) continue;
        for (let other = 0; other < n; other++) {
          if (other === seat) continue;
          out.score[seat]! += COMPENSATION;
          out.score[other]! -= COMPENSATION;
        }
      }
    }
  }
  // The highest score deals next, a tie to the seat who played earliest: scoring.ts's own rule.
  out.nextDealer = nextDealerOf(out.score.subarray(0, n) as unknown as readonly number[], dealer);
  return out;
}
