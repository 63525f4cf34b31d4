/**
 * A bot's estimate of how the round will end, from its view only.
 * Every card the bot cannot see is "unseen"; each unseen card and each card still in its hand
 * lands on one side, the other side or nowhere with probabilities that follow from the action
 * markers both players have left (e.g. a Gift keeps 2 of 3 cards and gives 1 away). Each geisha's
 * item difference is treated as roughly normal, which gives the chance of winning her marker.
 */
import { other, type PlayerId } from '../../../../src/framework/game';
import { ACTION_CARDS, ACTIONS, CHARM, CHARMS, GEISHAS, type ActionsUsed, type Geisha } from '../../cards';
import type { Markers } from '../../judge';
import type { HanamikojiView } from '../../view';
// A local copy: read in hot loops, where an imported binding costs (tsx compiles it to a getter).
const CHARM_OF = CHARMS;
type Vec = number[];
const zeros = (): Vec => [0, 0, 0, 0, 0, 0, 0];
const bump = (v: Vec, i: number, d = 1): void => {
  v[i] = (v[i] ?? 0) + d;
};
const IDX: Readonly<Record<Geisha, number>> = { A: 0, B: 1, C: 2, D: 3, E: 4, F: 5, G: 6 };

/** The table as the bot pictures it right after a hypothetical move. */
export interface Situation {
  readonly me: PlayerId;
  readonly mine: Vec; // my placed items + my secret
  readonly theirs: Vec; // opponent's placed items
  readonly hand: Vec; // my hand
  readonly oppHandKnown: Vec; // only with the opponentHandVisible aid
  readonly unseen: Vec;
  readonly myUsed: ActionsUsed;
  readonly oppUsed: ActionsUsed;
  readonly oppHandCount: number;
  readonly oppHandVisible: boolean;
  readonly markers: Markers;
}

export function situationFromView(view: HanamikojiView): Situation {
  const me = view.viewer;
  const opp = other(me);
  const mine = zeros();
  const theirs = zeros();
  const hand = zeros();
  const oppHandKnown = zeros();
  const seen = zeros();
  for (const g of GEISHAS) {
    mine[IDX[g]] = view.placed[me][g];
    theirs[IDX[g]] = view.placed[opp][g];
  }
  for (const c of view.hands[me]) if (c !== 'hidden') bump(hand, IDX[c]);
  for (const c of view.hands[opp]) if (c !== 'hidden') bump(oppHandKnown, IDX[c]);
  const secret = view.secrets[me];
  if (secret && secret !== 'hidden') bump(mine, IDX[secret]);
  for (const c of view.tradeoffs[me]) if (c !== 'hidden') bump(seen, IDX[c]);
  const offer = view.pending;
  const offered: Geisha[] = offer ? (offer.kind === 'gift' ? [...offer.cards] : [...offer.pairs[0], ...offer.pairs[1]]) : [];
  for (const c of offered) bump(seen, IDX[c]);
  const unseen = GEISHAS.map((g, i) => CHARM[g] - mine[i]! - theirs[i]! - hand[i]! - oppHandKnown[i]! - seen[i]!);
  return {
    me,
    mine,
    theirs,
    hand,
    oppHandKnown,
    unseen,
    myUsed: view.used[me],
    oppUsed: view.used[opp],
    oppHandCount: view.hands[opp].length,
    oppHandVisible: view.options.opponentHandVisible,
    markers: view.markers,
  };
}

/** How many cards the remaining markers will take, and what share of them the owner keeps / gives away. */
function shares(used: ActionsUsed): { pool: number; keep: number; give: number } {
  let pool = 0;
  let keep = 0;
  let give = 0;
  for (const a of ACTIONS) {
    if (used[a]) continue;
    pool += ACTION_CARDS[a];
    keep += a === 'secret' ? 1 : a === 'gift' || a === 'competition' ? 2 : 0;
    give += a === 'gift' ? 1 : a === 'competition' ? 2 : 0;
  }
  return pool === 0 ? { pool, keep: 0, give: 0 } : { pool, keep: keep / pool, give: give / pool };
}

/** Standard normal CDF (Abramowitz–Stegun 7.1.26 via erf). */
function phi(x: number): number {
  const z = Math.abs(x) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * z);
  const y = 1 - ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496735) * t + 0.254829592) * t * Math.exp(-z * z);
  return x >= 0 ? 0.5 * (1 + y) : 0.5 * (1 - y);
}

export interface GeishaOdds {
  /** Chance the marker ends on my side / the opponent's side after this round's scoring. */
  readonly mine: number;
  readonly theirs: number;
}

/** Knobs of the estimate: `handBias` credits each hand card for being routed to my side by my own choices; `spread` scales the uncertainty. */
export interface EstimateTuning {
  readonly handBias: number;
  readonly spread: number;
}
// Tuned in self-play (bench/tune-normal.ts): +0.3 and ×1.3 won 56.5% and 58.5% of 2000 games on two seeds.
export const DEFAULT_TUNING: EstimateTuning = { handBias: 0.3, spread: 1.3 };

export function geishaOdds(s: Situation, tuning: EstimateTuning = DEFAULT_TUNING): GeishaOdds[] {
  const my = shares(s.myUsed);
  const op = shares(s.oppUsed);
  const handSize = s.hand.reduce((a, b) => a + b, 0);
  const myDraws = Math.max(0, my.pool - handSize);
  const oppDraws = Math.max(0, op.pool - s.oppHandCount);
  const oppSecretLeft = s.oppUsed.secret ? 1 : 0; // a used secret scores for them, unseen by me
  const unseenTotal = s.unseen.reduce((a, b) => a + b, 0);
  const oppHiddenHand = s.oppHandVisible ? 0 : s.oppHandCount;
  const oppPoolHidden = oppHiddenHand + oppDraws;
  const toMe = unseenTotal > 0 ? (myDraws * my.keep + oppPoolHidden * op.give) / unseenTotal : 0;
  const toThem = unseenTotal > 0 ? (myDraws * my.give + oppPoolHidden * op.keep + oppSecretLeft) / unseenTotal : 0;
  const varOf = (up: number, down: number): number => up + down - (up - down) ** 2;
  return GEISHAS.map((g, i) => {
    const h = s.hand[i]!;
    const u = s.unseen[i]!;
    const k = s.oppHandKnown[i]!;
    const opHand = s.oppHandVisible ? k : 0;
    const mean = s.mine[i]! - s.theirs[i]! + h * (my.keep - my.give + tuning.handBias) + u * (toMe - toThem) + opHand * (op.give - op.keep);
    const variance = 0.05 + h * varOf(my.keep, my.give) + u * varOf(toMe, toThem) + opHand * varOf(op.give, op.keep);
    const sd = Math.sqrt(variance) * tuning.spread;
    const holder = s.markers[g];
    // Whole-card differences: winning needs +1 unless the marker already sits with me (a tie keeps it).
    // I win the marker when the difference exceeds winAt, and lose it when it falls below loseAt.
    const winAt = holder === s.me ? -0.5 : 0.5;
    const loseAt = holder !== null && holder !== s.me ? 0.5 : -0.5;
    return { mine: phi((mean - winAt) / sd), theirs: phi((loseAt - mean) / sd) };
  });
}

/** My expected advantage in weighted geishas: charm plus a bonus per geisha for the 4-geisha goal. */
export function linearValue(odds: readonly GeishaOdds[], geishaBonus: number): number {
  return odds.reduce((v, o, i) => v + (CHARM_OF[i]! + geishaBonus) * (o.mine - o.theirs), 0);
}

export const indexOf = (g: Geisha): number => IDX[g];
