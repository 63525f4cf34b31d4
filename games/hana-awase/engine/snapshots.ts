/**
 * The round as simulator snapshots, for tree search: the same round, the same moves (the plugin's move
 * objects and keys), but a state is one Int32Array, applying a move is a few int writes, and an
 * information-set key is a short string of 16-bit units. The search horizon is the round's end: there
 * nobody is to act. Only the members ISMCTS reads are provided; everything else stays with the plugin.
 */
import type { Seat } from '../../../src/framework/game';
import type { Rng } from '../../../src/framework/rng';
import { CARDS } from '../../shared/hanafuda/cards';
import type { HanaAwaseMove } from '../state';
import { moveKey as pluginMoveKey, type HanaAwaseView } from '../view';
import { CARD_COUNT, HALF, indexOf } from './deck';
import {
  AT_CAPTURED, AT_DRAWN, AT_FIELD, AT_HANDS, AT_PHASE, AT_PILE, AT_PILE_LEN, AT_PILE_TOP, AT_PLAYERS, AT_TURN, NIBBLE_COUNT,
  PHASE_CHOICE, PHASE_DRAW, PHASE_ENDED, RoundSim, SNAPSHOT_SIZE, bitOf, wordOf,
} from './round-sim';

export type Snapshot = Int32Array;

// ---- the moves as shared, frozen plugin objects -----------------------------------------------

const DRAW: HanaAwaseMove = Object.freeze({ type: 'draw' });
const PLAY: HanaAwaseMove[] = CARDS.map((c) => Object.freeze({ type: 'play', card: c.id }) as HanaAwaseMove);
const TAKE: HanaAwaseMove[] = CARDS.map((c) => Object.freeze({ type: 'take', match: c.id }) as HanaAwaseMove);
/** Play card c taking match m: index c * 48 + m (only same-month pairs are filled). */
const PLAY_MATCH: HanaAwaseMove[] = [];
for (const c of CARDS)
  for (const m of CARDS)
    if (c.month === m.month && c.id !== m.id) PLAY_MATCH[c.index * 48 + m.index] = Object.freeze({ type: 'play', card: c.id, match: m.id });

const KEYS = new Map<HanaAwaseMove, string>();
for (const m of [DRAW, ...PLAY, ...TAKE, ...PLAY_MATCH.filter(Boolean)]) KEYS.set(m, pluginMoveKey(m));

/** No card: a play without a match, a draw. */
export const NONE = 63;
/** Per move object: card * 64 + match (NONE: none; a take's card is its match), decoded once. */
const CODES = new Map<HanaAwaseMove, number>();
PLAY.forEach((m, c) => CODES.set(m, c * 64 + NONE));
TAKE.forEach((m, c) => CODES.set(m, c * 64 + c));
PLAY_MATCH.forEach((m, i) => m && CODES.set(m, Math.floor(i / 48) * 64 + (i % 48)));

/** A move as card * 64 + match: a play's card and its chosen match (NONE), a take's match twice, -1 for a draw. */
export function codeOf(move: HanaAwaseMove): number {
  const code = CODES.get(move);
  if (code !== undefined) return code;
  if (move.type === 'take') return indexOf(move.match) * 65;
  if (move.type === 'play') return indexOf(move.card) * 64 + (move.match === undefined ? NONE : indexOf(move.match));
  return -1;
}


/** Applies a plugin move to the simulator. */
export function applyMove(sim: RoundSim, move: HanaAwaseMove): void {
  const code = codeOf(move);
  if (code < 0) return sim.draw();
  const card = code >> 6;
  const match = code & 63;
  if (move.type === 'take') return sim.take(match);
  sim.play(card, match === NONE ? -1 : match);
}

/** The legal moves of the simulator's position, as shared move objects (the plugin's set; in card order). */
export function simMoves(sim: RoundSim, out: HanaAwaseMove[] = []): HanaAwaseMove[] {
  out.length = 0;
  if (sim.phase === PHASE_ENDED) return out;
  if (sim.phase === PHASE_DRAW) {
    out.push(DRAW);
    return out;
  }
  if (sim.phase === PHASE_CHOICE) {
    const m = sim.drawn >> 2;
    const nib = sim.nibble(m);
    for (let slot = 0; slot < 4; slot++) if (nib & (1 << slot)) out.push(TAKE[(m << 2) | slot] as HanaAwaseMove);
    return out;
  }
  for (let w = 0; w < 2; w++) {
    let h = sim.hands[2 * sim.turn + w] as number;
    while (h !== 0) {
      const low = h & -h;
      h ^= low;
      const card = 31 - Math.clz32(low) + HALF * w;
      const m = card >> 2;
      const nib = sim.nibble(m);
      if (NIBBLE_COUNT[nib] === 2) {
        for (let slot = 0; slot < 4; slot++) if (nib & (1 << slot)) out.push(PLAY_MATCH[card * 48 + ((m << 2) | slot)] as HanaAwaseMove);
      } else out.push(PLAY[card] as HanaAwaseMove);
    }
  }
  return out;
}

// ---- the members ISMCTS reads -------------------------------------------------------------------

const work = new RoundSim();

export function toAct(s: Snapshot): Seat | null {
  return s[AT_PHASE] === PHASE_ENDED ? null : (s[AT_TURN] as Seat);
}

export function legalMoves(s: Snapshot): HanaAwaseMove[] {
  work.restore(s);
  return simMoves(work);
}

/** Applies a move through the simulator on a copy. */
export function apply(s: Snapshot, move: HanaAwaseMove): Snapshot {
  work.restore(s);
  applyMove(work, move);
  return work.save(new Int32Array(SNAPSHOT_SIZE));
}

/**
 * The information set of `player`: own hand, the field, every capture pile, the turn and its phase, the
 * card waiting for a choice, and the pile's size (the hands' sizes follow from the turn and the pile).
 * The round, the dealer and the totals do not change within the searched round.
 */
export function infoKey(s: Snapshot, player: Seat): string {
  const n = s[AT_PLAYERS] as number;
  const units: number[] = [
    player * 64 + (s[AT_PHASE] as number) * 16 + (s[AT_TURN] as number),
    (s[AT_DRAWN] as number) + 1,
    (s[AT_PILE_LEN] as number) - (s[AT_PILE_TOP] as number),
  ];
  const push = (word: number): void => {
    units.push(word & 0xfff, word >>> 12);
  };
  push(s[AT_HANDS + 2 * player] as number);
  push(s[AT_HANDS + 2 * player + 1] as number);
  push(s[AT_FIELD] as number);
  push(s[AT_FIELD + 1] as number);
  for (let k = 0; k < 2 * n; k++) push(s[AT_CAPTURED + k] as number);
  return String.fromCharCode(...units);
}

export const moveKey = (m: HanaAwaseMove): string => KEYS.get(m) ?? pluginMoveKey(m);

// ---- sampling from a view ------------------------------------------------------------------------

interface Template {
  readonly base: Snapshot;
  /** The cards the viewer cannot see: the other hands' and the pile's. */
  readonly unseen: Int32Array;
  /** How many of them each seat holds (the viewer: 0), then the pile. */
  readonly counts: readonly number[];
}

const templates = new WeakMap<HanaAwaseView, Template>();

function templateOf(view: HanaAwaseView): Template {
  let t = templates.get(view);
  if (t) return t;
  const base = new Int32Array(SNAPSHOT_SIZE);
  const n = view.players;
  // The seen zones as they are; the viewer's own hand; the hidden zones empty until a sample fills them.
  work.load({ ...view, hands: view.handCounts.map((_, p) => (p === view.me ? view.hand : [])), drawPile: [] });
  work.save(base);
  const hlo = base[AT_HANDS + 2 * view.me] as number;
  const hhi = base[AT_HANDS + 2 * view.me + 1] as number;
  // Every card nobody sees: not in the viewer's hand, on the field, turned over or captured.
  let seenLo = hlo | (base[AT_FIELD] as number);
  let seenHi = hhi | (base[AT_FIELD + 1] as number);
  for (let p = 0; p < n; p++) {
    seenLo |= base[AT_CAPTURED + 2 * p] as number;
    seenHi |= base[AT_CAPTURED + 2 * p + 1] as number;
  }
  if (view.drawn !== null) {
    const d = indexOf(view.drawn);
    if (wordOf(d) === 0) seenLo |= bitOf(d);
    else seenHi |= bitOf(d);
  }
  const unseen: number[] = [];
  for (let c = 0; c < CARD_COUNT; c++) if (((c < HALF ? seenLo >>> c : seenHi >>> (c - HALF)) & 1) === 0) unseen.push(c);
  const counts = [...view.handCounts.map((count, p) => (p === view.me ? 0 : count)), view.drawPileCount];
  const needed = counts.reduce((a, b) => a + b, 0);
  if (needed > unseen.length) throw new Error(`the view hides ${needed} cards but only ${unseen.length} are unseen`);
  base[AT_PILE_TOP] = 0;
  base[AT_PILE_LEN] = view.drawPileCount;
  t = { base, unseen: Int32Array.from(unseen), counts };
  templates.set(view, t);
  return t;
}

/**
 * What the sampler is told of the other hands in a view: the months (bit m − 1) each seat very likely lacks
 * (ai/search/reading.ts), each kept out of that seat's hand with the chance `trust` in a sample.
 */
export interface HandReading {
  readonly lacks: readonly number[];
  readonly trust: number;
}

const readings = new WeakMap<HanaAwaseView, HandReading>();

/** Tells sampleState what is known of the other hands in `view`. */
export function setReading(view: HanaAwaseView, reading: HandReading): void {
  readings.set(view, reading);
}

const taken = new Uint8Array(CARD_COUNT);

/**
 * A snapshot consistent with `view`: the unseen cards dealt afresh to the other hands and the pile — at
 * random, or, when the view comes with a reading, keeping each hand clear of the months it lacks where the
 * unseen cards allow it.
 */
export function sampleState(view: HanaAwaseView, rng: Rng): Snapshot {
  const t = templateOf(view);
  const s = t.base.slice();
  const deck = rng.shuffleInPlace(t.unseen.slice());
  const n = t.counts.length - 1;
  const reading = readings.get(view);
  let k = 0;
  if (reading === undefined) {
    for (let p = 0; p < n; p++) {
      for (let j = t.counts[p] as number; j > 0; j--) {
        const c = deck[k++] as number;
        s[AT_HANDS + 2 * p + wordOf(c)]! |= bitOf(c);
      }
    }
    const pile = t.counts[n] as number;
    for (let j = 0; j < pile; j++) s[AT_PILE + j] = deck[k++] as number;
    return s;
  }
  taken.fill(0, 0, deck.length);
  for (let p = 0; p < n; p++) {
    let lacks = 0;
    const all = reading.lacks[p] ?? 0;
    for (let m = 0; m < 12; m++) if (all & (1 << m) && rng.next() < reading.trust) lacks |= 1 << m;
    let need = t.counts[p] as number;
    // Allowed cards first, in the shuffled order; if they run short, any card.
    for (let pass = 0; pass < 2 && need > 0; pass++) {
      for (let i = 0; i < deck.length && need > 0; i++) {
        if (taken[i]) continue;
        const c = deck[i] as number;
        if (pass === 0 && lacks & (1 << (c >> 2))) continue;
        taken[i] = 1;
        s[AT_HANDS + 2 * p + wordOf(c)]! |= bitOf(c);
        need--;
      }
    }
  }
  const pile = t.counts[n] as number;
  for (let i = 0; i < deck.length && k < pile; i++) if (!taken[i]) s[AT_PILE + k++] = deck[i] as number;
  return s;
}
