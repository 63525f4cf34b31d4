/**
 * The month as simulator snapshots, for tree search: the same month, the same moves (the plugin's
 * move objects and keys), but a state is one Int32Array, applying a move is a few int writes, and an
 * information-set key is a short string of 16-bit units. The search horizon is the month's end: there
 * nobody is to act. Only the members ISMCTS reads are provided; everything else stays with the plugin.
 */
import { other, type PlayerId } from '../../../src/framework/game';
import type { Rng } from '../../../src/framework/rng';
import { CARDS } from '../../shared/hanafuda/cards';
import type { KoiKoiMove } from '../state';
import { moveKey as pluginMoveKey, sampleState as pluginSampleState, type KoiKoiView } from '../view';
import { NIBBLE_COUNT, NIBBLE_LOW, indexOf } from './deck';
import {
  AT_CAPTURED, AT_DECIDED, AT_DECIDED_YAKU, AT_DRAW, AT_DRAW_LEFT, AT_DRAWN, AT_FIELD, AT_HAND_LEN, AT_HANDS, AT_KOIKOI,
  AT_LAST_CALLER, AT_PHASE, AT_TURN, MonthSim, PHASE_CHOICE, PHASE_DECIDE, PHASE_ENDED, SNAPSHOT_SIZE,
} from './month-sim';

export type Snapshot = Int32Array;

// ---- the moves as shared, frozen plugin objects -----------------------------------------------

const KOIKOI: KoiKoiMove = Object.freeze({ type: 'koikoi' });
const STOP: KoiKoiMove = Object.freeze({ type: 'stop' });
const PLAY: KoiKoiMove[] = CARDS.map((c) => Object.freeze({ type: 'play', card: c.id }) as KoiKoiMove);
const TAKE: KoiKoiMove[] = CARDS.map((c) => Object.freeze({ type: 'take', match: c.id }) as KoiKoiMove);
/** play card c taking match m: index c * 48 + m (only same-month pairs are filled). */
const PLAY_MATCH: KoiKoiMove[] = [];
for (const c of CARDS)
  for (const m of CARDS)
    if (c.month === m.month && c.id !== m.id) PLAY_MATCH[c.index * 48 + m.index] = Object.freeze({ type: 'play', card: c.id, match: m.id });

const KEYS = new Map<KoiKoiMove, string>();
for (const m of [KOIKOI, STOP, ...PLAY, ...TAKE, ...PLAY_MATCH.filter(Boolean)]) KEYS.set(m, pluginMoveKey(m));

/** Per move object: the card (play/take) and the match card or -1, decoded once. */
const CODES = new Map<KoiKoiMove, number>();
PLAY.forEach((m, c) => CODES.set(m, c * 64 + 63));
TAKE.forEach((m, c) => CODES.set(m, c * 64 + 63));
PLAY_MATCH.forEach((m, i) => m && CODES.set(m, Math.floor(i / 48) * 64 + (i % 48)));

/** A play or take move as card * 64 + match (63: none); -1 for koi-koi and stop. */
export function codeOf(move: KoiKoiMove): number {
  const code = CODES.get(move);
  if (code !== undefined) return code;
  if (move.type === 'take') return indexOf(move.match) * 64 + 63;
  if (move.type === 'play') return indexOf(move.card) * 64 + (move.match === undefined ? 63 : indexOf(move.match));
  return -1;
}

// ---- the simulators the search borrows ---------------------------------------------------------

const work = new MonthSim();

const copy = (s: Snapshot): Snapshot => s.slice();

export function toAct(s: Snapshot): PlayerId | null {
  return s[AT_PHASE] === PHASE_ENDED ? null : (s[AT_TURN] as PlayerId);
}

/** The plugin's legal moves for this snapshot (the same set and keys; their order is the hand's). */
export function legalMoves(s: Snapshot): KoiKoiMove[] {
  const phase = s[AT_PHASE] as number;
  if (phase === PHASE_ENDED) return [];
  if (phase === PHASE_DECIDE) return [KOIKOI, STOP];
  if (phase === PHASE_CHOICE) {
    const m = (s[AT_DRAWN] as number) >> 2;
    const nib = s[AT_FIELD + m] as number;
    const out: KoiKoiMove[] = [];
    for (let slot = 0; slot < 4; slot++) if (nib & (1 << slot)) out.push(TAKE[(m << 2) | slot] as KoiKoiMove);
    return out;
  }
  const p = s[AT_TURN] as number;
  const n = s[AT_HAND_LEN + p] as number;
  const out: KoiKoiMove[] = [];
  for (let k = 0; k < n; k++) {
    const card = s[AT_HANDS + p * 8 + k] as number;
    const m = card >> 2;
    const nib = s[AT_FIELD + m] as number;
    if (NIBBLE_COUNT[nib] === 2) {
      // Two matches: one move per match.
      for (let slot = 0; slot < 4; slot++) if (nib & (1 << slot)) out.push(PLAY_MATCH[card * 48 + ((m << 2) | slot)] as KoiKoiMove);
    } else out.push(PLAY[card] as KoiKoiMove);
  }
  return out;
}

/** Applies a move through the simulator on a copy. */
export function apply(s: Snapshot, move: KoiKoiMove): Snapshot {
  work.restore(s);
  const code = codeOf(move);
  if (code < 0) work.decide(move.type === 'koikoi');
  else applyCode(work, move.type === 'take', code >> 6, code & 63);
  return work.save(new Int32Array(SNAPSHOT_SIZE));
}

function applyCode(sim: MonthSim, take: boolean, card: number, match: number): void {
  const pick = match === 63 ? 0 : (match & 3) === NIBBLE_LOW[sim.field[match >> 2] as number] ? 0 : 1;
  if (take) return sim.take((card & 3) === NIBBLE_LOW[sim.field[card >> 2] as number] ? 0 : 1);
  const b = sim.turn * 8;
  let pos = 0;
  while (sim.hands[b + pos] !== card) pos++;
  sim.playAt(pos, pick);
}

const u16 = (x: number): number => x & 0xffff;

/**
 * The information set of `player`: own hand, the field, both capture piles, the opponent's hand
 * size, the pile's size, the pending drawn card, and the month's koi-koi record. Public scores do
 * not change within the searched month.
 */
export function infoKey(s: Snapshot, player: PlayerId): string {
  let handLo = 0;
  let handHi = 0;
  const n = s[AT_HAND_LEN + player] as number;
  for (let k = 0; k < n; k++) {
    const c = s[AT_HANDS + player * 8 + k] as number;
    if (c < 24) handLo |= 1 << c;
    else handHi |= 1 << (c - 24);
  }
  let f0 = 0;
  let f1 = 0;
  let f2 = 0;
  for (let i = 0; i < 4; i++) {
    f0 |= (s[AT_FIELD + i] as number) << (4 * i);
    f1 |= (s[AT_FIELD + 4 + i] as number) << (4 * i);
    f2 |= (s[AT_FIELD + 8 + i] as number) << (4 * i);
  }
  const c0 = s[AT_CAPTURED] as number, c1 = s[AT_CAPTURED + 1] as number, c2 = s[AT_CAPTURED + 2] as number, c3 = s[AT_CAPTURED + 3] as number;
  return String.fromCharCode(
    player * 16 + (s[AT_PHASE] as number) * 4 + (s[AT_TURN] as number),
    (s[AT_DRAWN] as number) + 1,
    u16(handLo), (handLo >>> 16) | ((handHi & 0xff) << 8), handHi >>> 8,
    f0, f1, f2,
    u16(c0), (c0 >>> 16) | ((c1 & 0xff) << 8), c1 >>> 8,
    u16(c2), (c2 >>> 16) | ((c3 & 0xff) << 8), c3 >>> 8,
    (s[AT_HAND_LEN + other(player)] as number) * 64 + (s[AT_DRAW_LEFT] as number),
    (s[AT_KOIKOI] as number) * 256 + (s[AT_KOIKOI + 1] as number) * 16 + (s[AT_LAST_CALLER] as number) + 1,
    u16(s[AT_DECIDED] as number), u16(s[AT_DECIDED + 1] as number),
    u16(s[AT_DECIDED_YAKU] as number), u16(s[AT_DECIDED_YAKU + 1] as number),
  );
}

export const moveKey = (m: KoiKoiMove): string => KEYS.get(m) ?? pluginMoveKey(m);

// ---- sampling from a view ------------------------------------------------------------------------

interface Template {
  readonly base: Snapshot;
  /** The cards the viewer cannot see (the opponent's hand, then the pile). */
  readonly unseen: Int32Array;
  readonly opponent: number;
  readonly oppCount: number;
}

const templates = new WeakMap<KoiKoiView, Template>();

function templateOf(view: KoiKoiView, rng: Rng): Template {
  let t = templates.get(view);
  if (t) return t;
  // The plugin deals the unseen cards once; the search then reshuffles exactly those.
  work.load(pluginSampleState(view, rng));
  const base = work.save(new Int32Array(SNAPSHOT_SIZE));
  const opponent = other(view.viewer);
  const oppCount = base[AT_HAND_LEN + opponent] as number;
  const pile = base[AT_DRAW_LEFT] as number;
  const unseen = new Int32Array(oppCount + pile);
  for (let k = 0; k < oppCount; k++) unseen[k] = base[AT_HANDS + opponent * 8 + k] as number;
  for (let k = 0; k < pile; k++) unseen[oppCount + k] = base[AT_DRAW + k] as number;
  t = { base, unseen, opponent, oppCount };
  templates.set(view, t);
  return t;
}

/** A snapshot consistent with `view`: the unseen cards dealt afresh to the opponent's hand and the pile. */
export function sampleState(view: KoiKoiView, rng: Rng): Snapshot {
  const t = templateOf(view, rng);
  const s = copy(t.base);
  const u = t.unseen;
  const n = u.length;
  const deck = rng.shuffleInPlace(u.slice());
  for (let k = 0; k < t.oppCount; k++) s[AT_HANDS + t.opponent * 8 + k] = deck[k] as number;
  for (let k = t.oppCount; k < n; k++) s[AT_DRAW + k - t.oppCount] = deck[k] as number;
  return s;
}
