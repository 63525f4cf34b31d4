/**
 * A compact, allocation-free simulator of the rest of one Koi-Koi month. Cards are ints 0..47;
 * the field is one 4-bit mask per month (matching is by month, so a card's matches are a nibble);
 * hands and the draw pile are small int arrays; captures are counters per player (score.ts),
 * scored at the end of every turn exactly where the rules look (the decision point).
 * One instance is reused for many playouts: `load` a plugin state, then step or run to the month's end.
 */
import type { Rng } from '../../../src/framework/rng';
import type { KoiKoiMove, KoiKoiState } from '../state';
import { FEATURES, NIBBLE_COUNT, NIBBLE_HIGH, NIBBLE_LOW, indexOf, ANIMAL, BLUE, INO, LIGHT, PLAIN, POETRY, RIBBON } from './deck';
import { exhaustedAward, gameEnd, multiplierOf, nextDealer } from '../month-rules';
import { ruleTable, type RuleTable } from './rule-table';
import {
  C_ANIMALS, C_BLUE, C_FLAGS, C_INO, C_LIGHTS, C_PLAINS, C_POETRY, C_RIBBONS, C_SEASON, COUNTER_STRIDE, scoreCounters, scored, yakuMaskOf,
} from './score';

export const PHASE_PLAY = 0, PHASE_CHOICE = 1, PHASE_DECIDE = 2, PHASE_ENDED = 3;

/** Month end reasons, numbered in the order of state.ts's MonthEndReason. */
const END_STOP = 0, END_LAST_CARD = 1, END_KOIKOI_LIMIT = 2, END_EXHAUSTED = 3;
export const END_REASONS = ['stop', 'last-card', 'koikoi-limit', 'exhausted'] as const;

/** Size of a snapshot (`save`): every field of the simulator as one Int32Array. */
const tables: RuleTable[] = [];
const tableIndex = new Map<RuleTable, number>();

export const SNAPSHOT_SIZE = 128;
/** Snapshot slots read outside the simulator. */
const AT_TABLE = 0;
export const AT_MONTH = 1, AT_DEALER = 3, AT_TURN = 4, AT_PHASE = 5, AT_DRAWN = 6, AT_DRAW_LEFT = 8, AT_LAST_CALLER = 9;
export const AT_WINNER = 12, AT_SCORES = 18, AT_HAND_LEN = 20, AT_KOIKOI = 22, AT_DECIDED = 24, AT_DECIDED_YAKU = 26;
export const AT_CAPTURED = 28, AT_FIELD = 32, AT_HANDS = 44, AT_DRAW = 92;

/** The rule table a snapshot plays under. */
export const tableOf = (s: Int32Array): RuleTable => tables[s[AT_TABLE] as number] as RuleTable;

function indexOfTable(t: RuleTable): number {
  let i = tableIndex.get(t);
  if (i === undefined) {
    i = tables.length;
    tables.push(t);
    tableIndex.set(t, i);
  }
  return i;
}

const FLAG_BITS = FEATURES.map((f) => f & ~(LIGHT | ANIMAL | RIBBON | PLAIN | POETRY | BLUE | INO));

export class MonthSim {
  t!: RuleTable;
  /** The rule table's number in this module's registry (snapshots hold numbers only). */
  tIndex = 0;
  month = 1;
  season = 1;
  dealer = 0;
  turn = 0;
  phase = PHASE_PLAY;
  /** The turned-over card waiting for a choice between two matches, else -1. */
  drawn = -1;
  readonly hands = new Int8Array(16);
  readonly handLen = new Int32Array(2);
  /** One nibble per month (index month − 1): bit s set when the month's card of slot s lies on the field. */
  readonly field = new Int8Array(12);
  readonly draw = new Int8Array(48);
  drawTop = 0;
  drawLen = 0;
  readonly counters = new Int32Array(2 * COUNTER_STRIDE);
  /** Captured cards as 48-bit sets, two 24-bit halves per player: [p0 lo, p0 hi, p1 lo, p1 hi]. */
  readonly captured = new Int32Array(4);
  readonly koikoi = new Int32Array(2);
  lastCaller = -1;
  readonly decided = new Int32Array(2);
  readonly decidedYaku = new Int32Array(2);
  /** Points and yaku of the player to decide (phase DECIDE). */
  pendingTotal = 0;
  pendingYaku = 0;
  readonly scores = new Float64Array(2);
  // The month's result (phase ENDED).
  winner = -1;
  reason = END_STOP;
  base = 0;
  points = 0;
  yaku = 0;
  multiplier = 1;

  /** Takes over a plugin state in a month's play (not game over). */
  load(s: KoiKoiState): void {
    this.t = ruleTable(s.options);
    this.tIndex = indexOfTable(this.t);
    this.month = s.month;
    this.season = ((s.month - 1) % 12) + 1;
    this.dealer = s.dealer;
    this.turn = s.turn;
    this.phase = s.phase === 'play' ? PHASE_PLAY : s.phase === 'draw-choice' ? PHASE_CHOICE : s.phase === 'decide' ? PHASE_DECIDE : PHASE_ENDED;
    this.drawn = s.drawn === null ? -1 : indexOf(s.drawn);
    for (let p = 0; p < 2; p++) {
      const hand = s.hands[p] as string[];
      for (let k = 0; k < hand.length; k++) this.hands[p * 8 + k] = indexOf(hand[k] as string);
      this.handLen[p] = hand.length;
    }
    this.field.fill(0);
    const field = s.field;
    for (let k = 0; k < field.length; k++) {
      const c = indexOf(field[k] as string);
      this.field[c >> 2]! |= 1 << (c & 3);
    }
    const pile = s.drawPile;
    for (let k = 0; k < pile.length; k++) this.draw[k] = indexOf(pile[k] as string);
    this.drawTop = 0;
    this.drawLen = pile.length;
    this.counters.fill(0);
    this.captured.fill(0);
    for (let p = 0; p < 2; p++) {
      const pile = s.captures[p] as string[];
      for (let k = 0; k < pile.length; k++) this.capture(p, indexOf(pile[k] as string));
    }
    this.koikoi[0] = s.koikoi[0];
    this.koikoi[1] = s.koikoi[1];
    this.lastCaller = s.lastCaller ?? -1;
    this.decided[0] = s.decided[0];
    this.decided[1] = s.decided[1];
    this.decidedYaku[0] = yakuMaskOf(s.decidedYaku[0]);
    this.decidedYaku[1] = yakuMaskOf(s.decidedYaku[1]);
    this.scores[0] = s.scores[0];
    this.scores[1] = s.scores[1];
    this.winner = -1;
    this.base = this.points = this.yaku = 0;
    this.multiplier = 1;
    if (this.phase === PHASE_DECIDE) {
      this.pendingTotal = scoreCounters(this.counters, this.turn * COUNTER_STRIDE, this.t, this.season);
      this.pendingYaku = scored.yaku;
    }
  }

  /** Copies the whole simulator into `out` (SNAPSHOT_SIZE ints). */
  save(out: Int32Array): Int32Array {
    out[0] = this.tIndex;
    out[1] = this.month;
    out[2] = this.season;
    out[3] = this.dealer;
    out[4] = this.turn;
    out[5] = this.phase;
    out[6] = this.drawn;
    out[7] = this.drawTop;
    out[8] = this.drawLen;
    out[9] = this.lastCaller;
    out[10] = this.pendingTotal;
    out[11] = this.pendingYaku;
    out[12] = this.winner;
    out[13] = this.reason;
    out[14] = this.base;
    out[15] = this.points;
    out[16] = this.yaku;
    out[17] = this.multiplier;
    out[18] = this.scores[0] as number;
    out[19] = this.scores[1] as number;
    out[20] = this.handLen[0] as number;
    out[21] = this.handLen[1] as number;
    out[22] = this.koikoi[0] as number;
    out[23] = this.koikoi[1] as number;
    out[24] = this.decided[0] as number;
    out[25] = this.decided[1] as number;
    out[26] = this.decidedYaku[0] as number;
    out[27] = this.decidedYaku[1] as number;
    for (let i = 0; i < 4; i++) out[28 + i] = this.captured[i] as number;
    for (let i = 0; i < 12; i++) out[32 + i] = this.field[i] as number;
    for (let i = 0; i < 16; i++) out[44 + i] = this.hands[i] as number;
    for (let i = 0; i < 32; i++) out[60 + i] = this.counters[i] as number;
    for (let i = this.drawTop; i < this.drawLen; i++) out[92 + i - this.drawTop] = this.draw[i] as number;
    out[7] = 0;
    out[8] = this.drawLen - this.drawTop;
    return out;
  }

  /** Takes over a snapshot made by `save`. */
  restore(s: Int32Array): void {
    this.t = tables[s[0] as number] as RuleTable;
    this.tIndex = s[0] as number;
    this.month = s[1] as number;
    this.season = s[2] as number;
    this.dealer = s[3] as number;
    this.turn = s[4] as number;
    this.phase = s[5] as number;
    this.drawn = s[6] as number;
    this.drawTop = 0;
    this.drawLen = s[8] as number;
    this.lastCaller = s[9] as number;
    this.pendingTotal = s[10] as number;
    this.pendingYaku = s[11] as number;
    this.winner = s[12] as number;
    this.reason = s[13] as number;
    this.base = s[14] as number;
    this.points = s[15] as number;
    this.yaku = s[16] as number;
    this.multiplier = s[17] as number;
    this.scores[0] = s[18] as number;
    this.scores[1] = s[19] as number;
    this.handLen[0] = s[20] as number;
    this.handLen[1] = s[21] as number;
    this.koikoi[0] = s[22] as number;
    this.koikoi[1] = s[23] as number;
    this.decided[0] = s[24] as number;
    this.decided[1] = s[25] as number;
    this.decidedYaku[0] = s[26] as number;
    this.decidedYaku[1] = s[27] as number;
    for (let i = 0; i < 4; i++) this.captured[i] = s[28 + i] as number;
    for (let i = 0; i < 12; i++) this.field[i] = s[32 + i] as number;
    for (let i = 0; i < 16; i++) this.hands[i] = s[44 + i] as number;
    for (let i = 0; i < 32; i++) this.counters[i] = s[60 + i] as number;
    for (let i = 0; i < this.drawLen; i++) this.draw[i] = s[92 + i] as number;
  }

  private capture(p: number, card: number): void {
    const f = FEATURES[card] as number;
    const c = this.counters;
    const b = p * COUNTER_STRIDE;
    c[b + C_LIGHTS]! += f & LIGHT;
    c[b + C_ANIMALS]! += (f & ANIMAL) >> 1;
    c[b + C_RIBBONS]! += (f & RIBBON) >> 2;
    c[b + C_PLAINS]! += (f & PLAIN) >> 3;
    c[b + C_POETRY]! += (f & POETRY) >> 4;
    c[b + C_BLUE]! += (f & BLUE) >> 5;
    c[b + C_INO]! += (f & INO) >> 6;
    c[b + C_FLAGS]! |= FLAG_BITS[card] as number;
    if ((card >> 2) + 1 === this.season) c[b + C_SEASON]! += 1;
    if (card < 24) this.captured[p * 2]! |= 1 << card;
    else this.captured[p * 2 + 1]! |= 1 << (card - 24);
  }

  /** Field cards matching `card` (0..4). */
  matchCount(card: number): number {
    return NIBBLE_COUNT[this.field[card >> 2] as number] as number;
  }

  /** How many legal moves the plugin lists now (a card with two matches counts twice). */
  legalMoveCount(): number {
    if (this.phase === PHASE_PLAY) {
      const b = this.turn * 8;
      const n = this.handLen[this.turn] as number;
      let moves = n;
      for (let k = 0; k < n; k++) if (this.matchCount(this.hands[b + k] as number) === 2) moves++;
      return moves;
    }
    return this.phase === PHASE_ENDED ? 0 : 2;
  }

  /** Resolves `card` against the field for the player to move; `pick` chooses the lower (0) or higher (1) of two matches. */
  private resolve(card: number, pick: number): void {
    const m = card >> 2;
    const nib = this.field[m] as number;
    const p = this.turn;
    const k = NIBBLE_COUNT[nib] as number;
    if (k === 0) {
      this.field[m] = nib | (1 << (card & 3));
      return;
    }
    this.capture(p, card);
    if (k === 2) {
      const slot = pick === 0 ? (NIBBLE_LOW[nib] as number) : (NIBBLE_HIGH[nib] as number);
      this.capture(p, (m << 2) | slot);
      this.field[m] = nib & ~(1 << slot);
      return;
    }
    // One match, or three (the fourth card takes all of them).
    for (let s = 0; s < 4; s++) if (nib & (1 << s)) this.capture(p, (m << 2) | s);
    this.field[m] = 0;
  }

  /** Plays the hand card at position `pos` of the player to move; `pick` as in resolve. */
  playAt(pos: number, pick: number): void {
    const p = this.turn;
    const b = p * 8;
    const last = (this.handLen[p] as number) - 1;
    const card = this.hands[b + pos] as number;
    this.hands[b + pos] = this.hands[b + last] as number;
    this.handLen[p] = last;
    this.resolve(card, pick);
    const top = this.draw[this.drawTop++] as number;
    if (this.matchCount(top) === 2) {
      this.drawn = top;
      this.phase = PHASE_CHOICE;
      return;
    }
    this.resolve(top, 0);
    this.endOfTurn();
  }

  /** The drawn card takes the lower (0) or higher (1) of its two matches. */
  take(pick: number): void {
    const card = this.drawn;
    this.drawn = -1;
    this.resolve(card, pick);
    this.endOfTurn();
  }

  /** The decision after an improvement: koi-koi (play on) or stop. */
  decide(koikoi: boolean): void {
    const p = this.turn;
    if (!koikoi) return this.win(p, END_STOP, this.pendingTotal, this.pendingYaku);
    this.koikoi[p]! += 1;
    this.lastCaller = p;
    this.decided[p] = this.pendingTotal;
    this.decidedYaku[p] = this.pendingYaku;
    this.nextTurn();
  }

  private endOfTurn(): void {
    const p = this.turn;
    const total = scoreCounters(this.counters, p * COUNTER_STRIDE, this.t, this.season);
    const yaku = scored.yaku;
    if (total <= (this.decided[p] as number) && (yaku & ~(this.decidedYaku[p] as number)) === 0) return this.nextTurn();
    if ((this.koikoi[p] as number) > 0 && this.t.koikoiOnce) return this.win(p, END_KOIKOI_LIMIT, total, yaku);
    if (this.handLen[p] === 0) return this.win(p, END_LAST_CARD, total, yaku);
    this.pendingTotal = total;
    this.pendingYaku = yaku;
    this.phase = PHASE_DECIDE;
  }

  private nextTurn(): void {
    if (this.handLen[0] === 0 && this.handLen[1] === 0) return this.exhaust();
    this.turn ^= 1;
    this.phase = PHASE_PLAY;
  }

  private win(p: number, reason: number, base: number, yaku: number): void {
    this.finish(p, reason, base, yaku, multiplierOf(base, (this.koikoi[p ^ 1] as number) > 0, this.t));
  }

  private exhaust(): void {
    const award = exhaustedAward(this.t, this.lastCaller >= 0);
    if (award.to === 'nobody') return this.finish(-1, END_EXHAUSTED, 0, 0, 1);
    if (award.to === 'dealer') return this.finish(this.dealer, END_EXHAUSTED, award.points, 0, 1);
    const caller = this.lastCaller;
    const total = scoreCounters(this.counters, caller * COUNTER_STRIDE, this.t, this.season);
    this.win(caller, END_EXHAUSTED, total, scored.yaku);
  }

  private finish(winner: number, reason: number, base: number, yaku: number, multiplier: number): void {
    this.phase = PHASE_ENDED;
    this.winner = winner;
    this.reason = reason;
    this.base = base;
    this.yaku = yaku;
    this.multiplier = multiplier;
    this.points = winner < 0 ? 0 : base * multiplier;
    if (winner >= 0) {
      this.scores[winner]! += this.points;
      if (this.t.subtract) this.scores[winner ^ 1]! -= this.points;
    }
  }

  /** Who deals the month after this one (phase ENDED). */
  nextDealer(): number {
    return nextDealer(this.t, this.dealer, this.winner);
  }

  /** Why the game ends with this month, or null when it goes on (phase ENDED). */
  gameEnd(): KoiKoiState['endReason'] {
    return gameEnd(this.t, this.month, this.scores[0] as number, this.scores[1] as number);
  }

  /** Applies a plugin move (it must be legal here): the bridge for tests and tree search. */
  applyMove(move: KoiKoiMove): void {
    if (move.type === 'koikoi' || move.type === 'stop') return this.decide(move.type === 'koikoi');
    if (move.type === 'take') return this.take(this.pickOf(indexOf(move.match)));
    const card = indexOf(move.card);
    const b = this.turn * 8;
    let pos = 0;
    while (this.hands[b + pos] !== card) pos++;
    this.playAt(pos, move.match === undefined ? 0 : this.pickOf(indexOf(move.match)));
  }

  /** 0 when `match` is the lower of its month's two field cards, 1 when the higher. */
  private pickOf(match: number): number {
    return (match & 3) === NIBBLE_LOW[this.field[match >> 2] as number] ? 0 : 1;
  }

  // ---- uniformly random play -------------------------------------------------------------

  /** One uniformly random legal move, as the plugin would list them. */
  randomStep(rng: Rng): void {
    if (this.phase === PHASE_PLAY) {
      const p = this.turn;
      const b = p * 8;
      const n = this.handLen[p] as number;
      let r = rng.int(this.legalMoveCount());
      for (let k = 0; k < n; k++) {
        const ways = this.matchCount(this.hands[b + k] as number) === 2 ? 2 : 1;
        if (r < ways) return this.playAt(k, r);
        r -= ways;
      }
      throw new Error('MonthSim: no card to play');
    }
    if (this.phase === PHASE_CHOICE) return this.take(rng.int(2));
    if (this.phase === PHASE_DECIDE) return this.decide(rng.int(2) === 0);
  }

  /** Uniformly random moves to the end of the month. */
  runRandom(rng: Rng): void {
    while (this.phase !== PHASE_ENDED) this.randomStep(rng);
  }
}
