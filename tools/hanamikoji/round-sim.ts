/**
 * A compact, allocation-free simulator of one Hanamikoji round, for search playouts.
 *
 * Cards are small ints (A = 0 … G = 6); hands, placed items and the deck live in preallocated typed
 * arrays; used action markers are a bitmask. A state of the plugin is loaded once, then the round is
 * played to its scoring with uniformly random legal moves: every action move the plugin lists
 * (`legalMoves`, de-duplicated the same way: distinct multisets, distinct Competition splits) is equally
 * likely, and so is every pick the opponent could make from a Gift or a Competition. The moves are
 * never built: the random index is decoded straight into cards, and the number of moves per hand is
 * counted once per distinct hand (a hand is a number in base 6) and cached.
 */
import { Rng } from '../../src/framework/rng';
import { ACTIONS, CHARMS, GEISHAS } from '../../games/hanamikoji/cards';
import { CHARM_TO_WIN, GEISHAS_TO_WIN, ROUND_LIMITS } from '../../games/hanamikoji/judge';
import type { HanamikojiState } from '../../games/hanamikoji/state';
// A local copy: read in hot loops, where an imported binding costs (tsx compiles it to a getter).
const CHARM_OF = CHARMS;
/** Action indices and their bits in a used-marker mask; index = cards taken - 1. */
export const SECRET = 0;
export const TRADEOFF = 1;
export const GIFT = 2;
export const COMPETITION = 3;
export const ALL_USED = 15;

const POW6 = [1, 6, 36, 216, 1296, 7776, 46656];
const HAND_KEYS = 6 ** 7;
const NOT_FOUND = 1 << 30;

const code = (letter: string): number => letter.charCodeAt(0) - 65;

/** Moves per (hand, action), shared by every simulator; -1 = not counted yet. */
let moveCounts: Int16Array | null = null;

export class RoundSim {
  /** Items per geisha: [player * 7 + geisha]. */
  readonly hand = new Int8Array(14);
  readonly placed = new Int8Array(14);
  readonly secret = new Int8Array(2);
  readonly used = new Uint8Array(2);
  readonly handKey = new Int32Array(2);
  readonly deck = new Int8Array(21);
  deckTop = 0;
  deckEnd = 0;
  /** -1 neutral, else the player holding the marker. */
  readonly markers = new Int8Array(7);
  turn = 0;
  round = 1;
  roundLimit = Infinity;

  /** A Gift or Competition waiting for the other player's pick: 0 none, else GIFT / COMPETITION. */
  pendingKind = 0;
  readonly pendingCards = new Int8Array(4);

  /** The last decoded action: its index and cards (sorted), and for a Competition the split index. */
  chosenAction = 0;
  readonly chosen = new Int8Array(4);
  chosenSplit = 0;

  /** After `score`: whether the game ended, the winner (-1: none or a draw), geishas and charm held. */
  ended = false;
  winner = -1;
  readonly geishas = new Int8Array(2);
  readonly charm = new Int8Array(2);

  /** When set, every decision taken is recorded as a plugin move (tests replay it). */
  trace: object[] | null = null;

  /** The play-out's own generator: the framework's Rng, seeded from the caller's (its four next words). */
  private rng = new Rng([0, 0, 0, 1]);

  seed(rng: Rng): void {
    this.rng = new Rng([rng.nextUint32(), rng.nextUint32(), rng.nextUint32(), rng.nextUint32()]);
  }

  /** Uniform integer in [0, n). */
  random(n: number): number {
    return this.rng.int(n);
  }

  load(s: HanamikojiState): void {
    const hand = this.hand;
    const placed = this.placed;
    for (let p = 0; p < 2; p++) {
      const o = p * 7;
      for (let g = 0; g < 7; g++) hand[o + g] = 0;
      let key = 0;
      for (const card of s.hands[p as 0 | 1]) {
        const g = code(card);
        hand[o + g]!++;
        key += POW6[g]!;
      }
      this.handKey[p] = key;
      const side = s.placed[p as 0 | 1];
      placed[o] = side.A;
      placed[o + 1] = side.B;
      placed[o + 2] = side.C;
      placed[o + 3] = side.D;
      placed[o + 4] = side.E;
      placed[o + 5] = side.F;
      placed[o + 6] = side.G;
      const secret = s.secrets[p as 0 | 1];
      this.secret[p] = secret === null ? -1 : code(secret);
      const used = s.used[p as 0 | 1];
      this.used[p] = (used.secret ? 1 : 0) | (used.tradeoff ? 2 : 0) | (used.gift ? 4 : 0) | (used.competition ? 8 : 0);
    }
    const deck = s.deck;
    for (let i = 0; i < deck.length; i++) this.deck[i] = code(deck[i]!);
    this.deckTop = 0;
    this.deckEnd = deck.length;
    const m = s.markers;
    this.markers[0] = m.A ?? -1;
    this.markers[1] = m.B ?? -1;
    this.markers[2] = m.C ?? -1;
    this.markers[3] = m.D ?? -1;
    this.markers[4] = m.E ?? -1;
    this.markers[5] = m.F ?? -1;
    this.markers[6] = m.G ?? -1;
    this.turn = s.turn;
    this.round = s.round;
    this.roundLimit = ROUND_LIMITS[s.options.roundLimit];
    const offer = s.pending;
    if (offer === null) this.pendingKind = 0;
    else if (offer.kind === 'gift') {
      this.pendingKind = GIFT;
      for (let i = 0; i < 3; i++) this.pendingCards[i] = code(offer.cards[i]!);
    } else {
      this.pendingKind = COMPETITION;
      this.pendingCards[0] = code(offer.pairs[0][0]);
      this.pendingCards[1] = code(offer.pairs[0][1]);
      this.pendingCards[2] = code(offer.pairs[1][0]);
      this.pendingCards[3] = code(offer.pairs[1][1]);
    }
    this.ended = false;
    this.winner = -1;
  }

  /** Plays the round on from the loaded state with random legal moves, then scores it. */
  playRound(): void {
    if (this.pendingKind !== 0) this.pickRandomly();
    else this.actRandomly();
    const used = this.used;
    while (used[0] !== ALL_USED || used[1] !== ALL_USED) {
      this.turn ^= 1;
      this.draw(this.turn);
      this.actRandomly();
    }
    this.score();
  }

  draw(p: number): void {
    const g = this.deck[this.deckTop++]!;
    this.hand[p * 7 + g]!++;
    this.handKey[p]! += POW6[g]!;
  }

  /** How many action moves the plugin lists for player p's hand and unused markers. */
  actionCount(p: number): number {
    let total = 0;
    const used = this.used[p]!;
    for (let a = 0; a < 4; a++) if ((used & (1 << a)) === 0) total += this.movesFor(p, a);
    return total;
  }

  /** Distinct moves of action `a` for player p's hand (cached per hand). */
  movesFor(p: number, a: number): number {
    const counts = (moveCounts ??= new Int16Array(HAND_KEYS * 4).fill(-1));
    const slot = this.handKey[p]! * 4 + a;
    let n = counts[slot]!;
    if (n < 0) {
      n = NOT_FOUND - this.decode(p, a, NOT_FOUND);
      counts[slot] = n;
    }
    return n;
  }

  /** The turn player takes a uniformly random one of their legal action moves. */
  actRandomly(): void {
    const p = this.turn;
    let r = this.random(this.actionCount(p));
    const used = this.used[p]!;
    for (let a = 0; a < 4; a++) {
      if ((used & (1 << a)) !== 0) continue;
      const n = this.movesFor(p, a);
      if (r < n) {
        this.decode(p, a, r);
        this.applyChosen();
        return;
      }
      r -= n;
    }
    throw new Error('RoundSim: no legal action move');
  }

  /**
   * Walks player p's distinct moves of action `a` in a fixed order and stops at the r-th, leaving it in
   * `chosen` / `chosenSplit`; returns what is left of r (-1 when found), so `NOT_FOUND - decode(p, a,
   * NOT_FOUND)` counts the moves with the very same walk.
   */
  decode(p: number, a: number, r: number): number {
    const h = this.hand;
    const o = p * 7;
    const c = this.chosen;
    this.chosenAction = a;
    for (let i = 0; i < 7; i++) {
      if (h[o + i] === 0) continue;
      if (a === SECRET) {
        if (r === 0) {
          c[0] = i;
          return -1;
        }
        r--;
        continue;
      }
      h[o + i]!--;
      for (let j = i; j < 7; j++) {
        if (h[o + j] === 0) continue;
        if (a === TRADEOFF) {
          if (r === 0) {
            h[o + i]!++;
            c[0] = i;
            c[1] = j;
            return -1;
          }
          r--;
          continue;
        }
        h[o + j]!--;
        for (let k = j; k < 7; k++) {
          if (h[o + k] === 0) continue;
          if (a === GIFT) {
            if (r === 0) {
              h[o + j]!++;
              h[o + i]!++;
              c[0] = i;
              c[1] = j;
              c[2] = k;
              return -1;
            }
            r--;
            continue;
          }
          h[o + k]!--;
          for (let l = k; l < 7; l++) {
            if (h[o + l] === 0) continue;
            const n = splitCount(i, j, k, l);
            if (r < n) {
              h[o + k]!++;
              h[o + j]!++;
              h[o + i]!++;
              c[0] = i;
              c[1] = j;
              c[2] = k;
              c[3] = l;
              this.chosenSplit = r;
              return -1;
            }
            r -= n;
          }
          h[o + k]!++;
        }
        h[o + j]!++;
      }
      h[o + i]!++;
    }
    return r;
  }

  /** Plays the decoded action move of the turn player. */
  applyChosen(): void {
    const p = this.turn;
    const a = this.chosenAction;
    const c = this.chosen;
    this.used[p]! |= 1 << a;
    for (let i = 0; i <= a; i++) this.take(p, c[i]!);
    if (a === SECRET) this.secret[p] = c[0]!;
    else if (a === GIFT) {
      this.pendingKind = GIFT;
      this.pendingCards[0] = c[0]!;
      this.pendingCards[1] = c[1]!;
      this.pendingCards[2] = c[2]!;
    } else if (a === COMPETITION) {
      splitInto(c[0]!, c[1]!, c[2]!, c[3]!, this.chosenSplit, this.pendingCards);
      this.pendingKind = COMPETITION;
    }
    if (this.trace !== null) this.trace.push(this.chosenMove());
    if (this.pendingKind !== 0) this.pickRandomly();
  }

  /** How many picks the opponent has from the pending offer (identical options count once). */
  pickCount(): number {
    const q = this.pendingCards;
    if (this.pendingKind === GIFT) return q[0] === q[2] ? 1 : q[0] === q[1] || q[1] === q[2] ? 2 : 3;
    return q[0] === q[2] && q[1] === q[3] ? 1 : 2;
  }

  /** The opponent of the offerer picks uniformly among the distinct options; the offer is placed. */
  pickRandomly(): void {
    const by = this.turn;
    const q = this.pendingCards;
    const n = this.pickCount();
    const r = this.random(n);
    if (this.pendingKind === GIFT) {
      // Distinct values of the sorted three, in order: the r-th is taken.
      this.resolveGift(by, r === 0 ? 0 : r === 1 && q[1] !== q[0] ? 1 : 2);
    } else this.resolveCompetition(by, r);
  }

  /** The chooser takes the gift card at `taken` (index in the sorted three). */
  resolveGift(by: number, taken: number): void {
    const q = this.pendingCards;
    const mine = by * 7;
    const theirs = (by ^ 1) * 7;
    for (let i = 0; i < 3; i++) this.placed[(i === taken ? theirs : mine) + q[i]!]!++;
    if (this.trace !== null && this.pickCount() > 1) this.trace.push({ type: 'pick-gift', card: GEISHAS[q[taken]!] });
    this.pendingKind = 0;
  }

  /** The chooser takes pair `index` (0: the first canonical pair). */
  resolveCompetition(by: number, index: number): void {
    const q = this.pendingCards;
    const mine = by * 7;
    const theirs = (by ^ 1) * 7;
    const t = index * 2;
    const k = 2 - t;
    this.placed[theirs + q[t]!]!++;
    this.placed[theirs + q[t + 1]!]!++;
    this.placed[mine + q[k]!]!++;
    this.placed[mine + q[k + 1]!]!++;
    if (this.trace !== null && this.pickCount() > 1) this.trace.push({ type: 'pick-pair', index });
    this.pendingKind = 0;
  }

  private take(p: number, g: number): void {
    this.hand[p * 7 + g]!--;
    this.handKey[p]! -= POW6[g]!;
  }

  /** Reveals the secrets, moves the markers and makes the win check (as judgeRound). */
  score(): void {
    const placed = this.placed;
    const markers = this.markers;
    const s0 = this.secret[0];
    const s1 = this.secret[1];
    let g0 = 0;
    let g1 = 0;
    let c0 = 0;
    let c1 = 0;
    for (let g = 0; g < 7; g++) {
      const i0 = placed[g]! + (s0 === g ? 1 : 0);
      const i1 = placed[7 + g]! + (s1 === g ? 1 : 0);
      if (i0 > i1) markers[g] = 0;
      else if (i1 > i0) markers[g] = 1;
      const m = markers[g];
      if (m === 0) {
        g0++;
        c0 += CHARM_OF[g]!;
      } else if (m === 1) {
        g1++;
        c1 += CHARM_OF[g]!;
      }
    }
    this.geishas[0] = g0;
    this.geishas[1] = g1;
    this.charm[0] = c0;
    this.charm[1] = c1;
    this.ended = true;
    if (c0 >= CHARM_TO_WIN) this.winner = 0;
    else if (c1 >= CHARM_TO_WIN) this.winner = 1;
    else if (g0 >= GEISHAS_TO_WIN) this.winner = 0;
    else if (g1 >= GEISHAS_TO_WIN) this.winner = 1;
    else if (this.round >= this.roundLimit) this.winner = c0 > c1 ? 0 : c1 > c0 ? 1 : -1;
    else this.ended = false;
  }

  /** The decoded action as the plugin's move (canonical form). */
  chosenMove(): object {
    const c = this.chosen;
    const l = (i: number): string => GEISHAS[c[i]!]!;
    switch (this.chosenAction) {
      case SECRET:
        return { type: ACTIONS[SECRET], card: l(0) };
      case TRADEOFF:
        return { type: ACTIONS[TRADEOFF], cards: [l(0), l(1)] };
      case GIFT:
        return { type: ACTIONS[GIFT], cards: [l(0), l(1), l(2)] };
      default: {
        const q = new Int8Array(4);
        splitInto(c[0]!, c[1]!, c[2]!, c[3]!, this.chosenSplit, q);
        const L = (i: number): string => GEISHAS[q[i]!]!;
        return { type: ACTIONS[COMPETITION], pairs: [[L(0), L(1)], [L(2), L(3)]] };
      }
    }
  }
}

/**
 * The three ways to pair sorted cards w ≤ x ≤ y ≤ z — (wx|yz), (wy|xz), (wz|xy) — each pair already
 * sorted; as in the plugin, two ways that give the same two pairs count once.
 */
const pairCode = (u: number, v: number): number => u * 8 + v;
function splitCodes(w: number, x: number, y: number, z: number, out: Int32Array): number {
  const s0 = canonical(pairCode(w, x), pairCode(y, z));
  const s1 = canonical(pairCode(w, y), pairCode(x, z));
  const s2 = canonical(pairCode(w, z), pairCode(x, y));
  let n = 0;
  out[n++] = s0;
  if (s1 !== s0) out[n++] = s1;
  if (s2 !== s0 && s2 !== s1) out[n++] = s2;
  return n;
}
const canonical = (p: number, q: number): number => (p <= q ? p * 64 + q : q * 64 + p);
const scratch = new Int32Array(3);

function splitCount(w: number, x: number, y: number, z: number): number {
  return splitCodes(w, x, y, z, scratch);
}

/** Writes the `index`-th distinct split of w x y z as two canonical pairs (first pair first). */
function splitInto(w: number, x: number, y: number, z: number, index: number, out: Int8Array): void {
  splitCodes(w, x, y, z, scratch);
  const s = scratch[index]!;
  const p = s >> 6;
  const q = s & 63;
  out[0] = p >> 3;
  out[1] = p & 7;
  out[2] = q >> 3;
  out[3] = q & 7;
}
