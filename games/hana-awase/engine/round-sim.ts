/**
 * A compact, allocation-free simulator of the rest of one Hana-awase round, for the computer players'
 * playouts. Cards are ints 0..47 (deck.ts); hands, the field and the capture piles are 48-bit sets (two
 * 24-bit halves), so a card's matches on the field are one nibble; the draw pile is a small int array.
 * It plays a turn as rules.ts does — the card from hand, then the pile's top card, each taking nothing,
 * the one, the chosen one of two or all three of its month; the two-player run-out's turns of the pile's
 * card alone — and scores the round at its end as scoring.ts does (score.ts). It stops there: the next
 * round's deal is the rules' (the searches look no further than a round). One instance is reused for
 * many playouts: `load` a plugin state or `restore` a snapshot, then step or play to the round's end.
 * The differential test holds it to the rules move for move.
 */
import type { Rng } from '../../../src/framework/rng';
import type { HanaAwaseState } from '../state';
import * as deck from './deck';
import * as score from './score';
import type { RuleTable } from './score';

// Module constants, not import bindings: under the CLI's TypeScript loader (tsx) each use of a binding is a
// property getter, which took a large share of a playout's time (see worth.ts).
const { HALF, indexOf, popcount } = deck;
const { newSetScores, ruleTable, scoreSets } = score;

export const PHASE_PLAY = 0, PHASE_CHOICE = 1, PHASE_DRAW = 2, PHASE_ENDED = 3;
/** The plugin's phase names by simulator phase. */
export const PHASE_NAMES = ['play', 'draw-choice', 'draw', 'round-over'] as const;

/** Cards in a month's nibble. */
export const NIBBLE_COUNT = Int8Array.from({ length: 16 }, (_, n) => popcount(n));

/** Where a card lies in a card set: its half and its bit there. */
export const wordOf = (c: number): number => (c >= HALF ? 1 : 0);
export const bitOf = (c: number): number => 1 << (c >= HALF ? c - HALF : c);

const tables: RuleTable[] = [];
const tableIndex = new Map<RuleTable, number>();

function indexOfTable(t: RuleTable): number {
  let i = tableIndex.get(t);
  if (i === undefined) {
    i = tables.length;
    tables.push(t);
    tableIndex.set(t, i);
  }
  return i;
}

/** Snapshot layout: every field of the simulator in one Int32Array. */
const AT_TABLE = 0, AT_DEALER = 3, AT_NEXT_DEALER = 9, AT_VOID = 10, AT_SCORES = 34;
export const AT_PLAYERS = 1, AT_ROUND = 2, AT_TURN = 4, AT_PHASE = 5, AT_DRAWN = 6;
export const AT_PILE_TOP = 7, AT_PILE_LEN = 8;
export const AT_HANDS = 12, AT_FIELD = 20, AT_CAPTURED = 22, AT_TOTALS = 30, AT_PILE = 40;
/** The most cards a draw pile holds (two players, 8-card hands). */
const PILE_MAX = 24;
export const SNAPSHOT_SIZE = AT_PILE + PILE_MAX;

/** The rule table a snapshot plays under. */
export const tableOf = (s: Int32Array): RuleTable => tables[s[AT_TABLE] as number] as RuleTable;

/** What `load` reads of a state. */
export type SimSource = Pick<
  HanaAwaseState,
  'options' | 'players' | 'round' | 'dealer' | 'turn' | 'phase' | 'drawn' | 'hands' | 'captures' | 'field' | 'drawPile' | 'totals'
>;

export class RoundSim {
  t!: RuleTable;
  tIndex = 0;
  players = 3;
  round = 1;
  dealer = 0;
  turn = 0;
  phase = PHASE_PLAY;
  /** The card turned from the pile while its player picks one of two matches, else -1. */
  drawn = -1;
  /** Hands as card sets, [lo, hi] per seat. */
  readonly hands = new Int32Array(8);
  /** The field as one card set [lo, hi]: month m's cards are the nibble at bit 4·(m mod 6) of half m ÷ 6. */
  readonly field = new Int32Array(2);
  /** Capture piles as card sets, [lo, hi] per seat. */
  readonly captured = new Int32Array(8);
  /** The draw pile, its top at `pileTop`. */
  readonly pile = new Int8Array(PILE_MAX);
  pileTop = 0;
  pileLen = 0;
  /** Each seat's running total: after the round's end, the round's scores added. */
  readonly totals = new Int32Array(4);
  /** The round's scores once it ended (phase ENDED). */
  readonly result = newSetScores();

  /** Takes over a plugin state during a round (not game over); a view with the hidden zones filled in will do. */
  load(s: SimSource): void {
    this.t = ruleTable(s.options);
    this.tIndex = indexOfTable(this.t);
    this.players = s.players;
    this.round = s.round;
    this.dealer = s.dealer;
    this.turn = s.turn;
    this.phase = s.phase === 'play' ? PHASE_PLAY : s.phase === 'draw-choice' ? PHASE_CHOICE : s.phase === 'draw' ? PHASE_DRAW : PHASE_ENDED;
    this.drawn = s.drawn === null ? -1 : indexOf(s.drawn);
    this.hands.fill(0);
    this.captured.fill(0);
    this.totals.fill(0);
    for (let p = 0; p < s.players; p++) {
      for (const id of s.hands[p] ?? []) this.add(this.hands, p, indexOf(id));
      for (const id of s.captures[p] ?? []) this.add(this.captured, p, indexOf(id));
      this.totals[p] = s.totals[p] ?? 0;
    }
    this.field.fill(0);
    for (const id of s.field) this.add(this.field, 0, indexOf(id));
    if (s.drawPile.length > PILE_MAX) throw new Error(`a draw pile of ${s.drawPile.length} cards`);
    s.drawPile.forEach((id, k) => (this.pile[k] = indexOf(id)));
    this.pileTop = 0;
    this.pileLen = s.drawPile.length;
  }

  /** Copies the whole simulator into `out` (SNAPSHOT_SIZE ints). */
  save(out: Int32Array): Int32Array {
    out[AT_TABLE] = this.tIndex;
    out[AT_PLAYERS] = this.players;
    out[AT_ROUND] = this.round;
    out[AT_DEALER] = this.dealer;
    out[AT_TURN] = this.turn;
    out[AT_PHASE] = this.phase;
    out[AT_DRAWN] = this.drawn;
    out[AT_PILE_TOP] = this.pileTop;
    out[AT_PILE_LEN] = this.pileLen;
    out[AT_NEXT_DEALER] = this.result.nextDealer;
    out[AT_VOID] = this.result.void ? 1 : 0;
    out.set(this.hands, AT_HANDS);
    out.set(this.field, AT_FIELD);
    out.set(this.captured, AT_CAPTURED);
    out.set(this.totals, AT_TOTALS);
    out.set(this.result.score, AT_SCORES);
    out.set(this.pile, AT_PILE);
    return out;
  }

  /** Takes over a snapshot (`save`'s layout). */
  restore(s: Int32Array): void {
    this.tIndex = s[AT_TABLE] as number;
    this.t = tables[this.tIndex] as RuleTable;
    this.players = s[AT_PLAYERS] as number;
    this.round = s[AT_ROUND] as number;
    this.dealer = s[AT_DEALER] as number;
    this.turn = s[AT_TURN] as number;
    this.phase = s[AT_PHASE] as number;
    this.drawn = s[AT_DRAWN] as number;
    this.pileTop = s[AT_PILE_TOP] as number;
    this.pileLen = s[AT_PILE_LEN] as number;
    this.result.nextDealer = s[AT_NEXT_DEALER] as number;
    this.result.void = s[AT_VOID] === 1;
    this.hands.set(s.subarray(AT_HANDS, AT_HANDS + 8));
    this.field.set(s.subarray(AT_FIELD, AT_FIELD + 2));
    this.captured.set(s.subarray(AT_CAPTURED, AT_CAPTURED + 8));
    this.totals.set(s.subarray(AT_TOTALS, AT_TOTALS + 4));
    this.result.score.set(s.subarray(AT_SCORES, AT_SCORES + 4));
    for (let k = 0; k < PILE_MAX; k++) this.pile[k] = s[AT_PILE + k] as number;
  }

  private add(sets: Int32Array, p: number, c: number): void {
    sets[2 * p + wordOf(c)]! |= bitOf(c);
  }

  /** The field's cards of month index m (0..11) as a nibble (bit s: the month's card of slot s). */
  nibble(m: number): number {
    return m >= 6 ? ((this.field[1] as number) >>> (4 * (m - 6))) & 15 : ((this.field[0] as number) >>> (4 * m)) & 15;
  }

  /** How many field cards match `card`. */
  matchCount(card: number): number {
    return NIBBLE_COUNT[this.nibble(card >> 2)] as number;
  }

  /** Cards in seat p's hand. */
  handSize(p: number): number {
    return popcount(this.hands[2 * p] as number) + popcount(this.hands[2 * p + 1] as number);
  }

  /** Cards left in the draw pile. */
  pileLeft(): number {
    return this.pileLen - this.pileTop;
  }

  /**
   * Resolves `card` (out of its zone already) for the player to move: it stays on the field, or is captured
   * with the field cards it takes — `match` of two (a card number), all of one or three.
   */
  private resolve(card: number, match: number): void {
    const m = card >> 2;
    const w = m >= 6 ? 1 : 0;
    const shift = 4 * (m - 6 * w);
    const nib = ((this.field[w] as number) >>> shift) & 15;
    if (nib === 0) {
      this.field[w]! |= bitOf(card);
      return;
    }
    const taken = NIBBLE_COUNT[nib] === 2 ? bitOf(match) : nib << shift;
    this.field[w]! &= ~taken;
    this.captured[2 * this.turn + w]! |= taken | bitOf(card);
  }

  /** Plays `card` from the hand of the player to move (`match`: which of two field cards, else -1), then turns the pile's top card. */
  play(card: number, match: number): void {
    this.hands[2 * this.turn + wordOf(card)]! &= ~bitOf(card);
    this.resolve(card, match);
    this.turnOver();
  }

  /** The drawn card takes `match`, one of its two matches. */
  take(match: number): void {
    const card = this.drawn;
    this.drawn = -1;
    this.resolve(card, match);
    this.endOfTurn();
  }

  /** A run-out turn: the pile's top card alone. */
  draw(): void {
    this.turnOver();
  }

  /** The pile's top card is turned over: it waits for a choice between two matches, or is resolved at once. */
  private turnOver(): void {
    if (this.pileTop >= this.pileLen) return this.endOfTurn();
    const card = this.pile[this.pileTop++] as number;
    if (this.matchCount(card) === 2) {
      this.drawn = card;
      this.phase = PHASE_CHOICE;
      return;
    }
    this.resolve(card, -1);
    this.endOfTurn();
  }

  private endOfTurn(): void {
    const n = this.players;
    if (this.pileTop >= this.pileLen) {
      let held = 0;
      for (let k = 0; k < 2 * n; k++) held |= this.hands[k] as number;
      if (held === 0) return this.endRound();
    }
    this.turn = this.turn + 1 === n ? 0 : this.turn + 1;
    this.phase = ((this.hands[2 * this.turn] as number) | (this.hands[2 * this.turn + 1] as number)) !== 0 ? PHASE_PLAY : PHASE_DRAW;
  }

  /** The round is over: scored, the scores added to the totals. */
  private endRound(): void {
    scoreSets(this.captured, this.players, this.dealer, this.t, this.result);
    for (let p = 0; p < this.players; p++) this.totals[p]! += this.result.score[p] as number;
    this.phase = PHASE_ENDED;
  }

  /** The match cards of the field for `card`'s month, lowest first (two of them in a choice). */
  matchesOf(card: number, out: number[]): number[] {
    out.length = 0;
    const m = card >> 2;
    const nib = this.nibble(m);
    for (let s = 0; s < 4; s++) if (nib & (1 << s)) out.push((m << 2) | s);
    return out;
  }

  /** How many legal moves the player to move has. */
  legalMoveCount(): number {
    if (this.phase === PHASE_ENDED) return 0;
    if (this.phase === PHASE_CHOICE) return 2;
    if (this.phase === PHASE_DRAW) return 1;
    let count = 0;
    for (let w = 0; w < 2; w++) {
      let h = this.hands[2 * this.turn + w] as number;
      while (h !== 0) {
        const low = h & -h;
        h ^= low;
        const c = 31 - Math.clz32(low) + HALF * w;
        count += this.matchCount(c) === 2 ? 2 : 1;
      }
    }
    return count;
  }

  /** One uniformly random legal move. */
  randomStep(rng: Rng): void {
    if (this.phase === PHASE_DRAW) return this.draw();
    if (this.phase === PHASE_CHOICE) return this.take(this.matchAt(this.drawn, rng.int(2)));
    let k = rng.int(this.legalMoveCount());
    for (let w = 0; w < 2; w++) {
      let h = this.hands[2 * this.turn + w] as number;
      while (h !== 0) {
        const low = h & -h;
        h ^= low;
        const c = 31 - Math.clz32(low) + HALF * w;
        const moves = this.matchCount(c) === 2 ? 2 : 1;
        if (k < moves) return this.play(c, moves === 2 ? this.matchAt(c, k) : -1);
        k -= moves;
      }
    }
  }

  /** The `i`-th (0: lower, 1: higher) field card of `card`'s month. */
  matchAt(card: number, i: number): number {
    const m = card >> 2;
    const nib = this.nibble(m);
    for (let s = 0; s < 4; s++) if (nib & (1 << s) && i-- === 0) return (m << 2) | s;
    return -1;
  }

  /** Random moves to the round's end. */
  runRandom(rng: Rng): void {
    while (this.phase !== PHASE_ENDED) this.randomStep(rng);
  }
}
