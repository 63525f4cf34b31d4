/**
 * Fast month playouts for the computer players. A view's unseen cards are dealt at random into the
 * opponent's hand and the draw pile, then the month is played to its end by a greedy policy on plain
 * mutable arrays of card indices and capture masks (no game-state copies), and scored from the
 * viewer's side with the month's real rules: stops, multipliers, exhausted months.
 */
import type { Rng } from '../../../../src/framework/rng';
import { CARDS, CARD_IDS } from '../../cards';
import type { KoiKoiOptions } from '../../options';
import { exhaustedAward, multiplierOf } from '../../month-rules';
import { scoreMaskTotal, type CardMask } from '../../scoring';
import type { KoiKoiMove } from '../../state';
import type { KoiKoiView } from '../../view';
import { cardWorth } from '../easy';

const INDEX = new Map<string, number>(CARD_IDS.map((id, i) => [id, i]));
const MONTH = CARDS.map((c) => c.month);
const WORTH = CARD_IDS.map(cardWorth);
const idx = (id: string): number => INDEX.get(id) as number;

function addBit(m: CardMask, i: number): void {
  if (i < 24) m.lo |= 1 << i;
  else m.hi |= 1 << (i - 24);
}

/** A month in progress, seen from `me`, with the hidden cards filled in. */
export interface Sim {
  hands: [number[], number[]];
  field: number[];
  pile: number[];
  caps: [CardMask, CardMask];
  /** Points (before multipliers) at each player's last decision. */
  decided: [number, number];
  koikoi: [number, number];
  lastCaller: number;
  turn: 0 | 1;
  dealer: 0 | 1;
}

export interface SimContext {
  readonly o: KoiKoiOptions;
  readonly month: number;
  readonly me: 0 | 1;
}

/** Samples one full month consistent with the view (the unseen cards dealt at random). */
export function sampleSim(view: KoiKoiView, unseen: readonly number[], rng: Rng): Sim {
  const me = view.viewer;
  const opp = me === 0 ? 1 : 0;
  const shuffled = rng.shuffle(unseen);
  const hands: [number[], number[]] = [[], []];
  hands[me] = view.hand.map(idx);
  hands[opp] = shuffled.slice(0, view.handCounts[opp]);
  const caps: [CardMask, CardMask] = [{ lo: 0, hi: 0 }, { lo: 0, hi: 0 }];
  for (const p of [0, 1] as const) for (const c of view.captures[p]) addBit(caps[p], idx(c));
  return {
    hands,
    field: view.field.map(idx),
    pile: shuffled.slice(view.handCounts[opp]),
    caps,
    decided: [view.decided[0], view.decided[1]],
    koikoi: [view.koikoi[0], view.koikoi[1]],
    lastCaller: view.lastCaller ?? -1,
    turn: view.turn,
    dealer: view.dealer,
  };
}

export const unseenOf = (view: KoiKoiView): number[] => {
  const seen = new Set([...view.hand, ...view.field, ...view.captures[0], ...view.captures[1]]);
  if (view.pending?.kind === 'draw-choice') seen.add(view.pending.card);
  return CARD_IDS.filter((c) => !seen.has(c)).map(idx);
};

/** The greedy choice among matching field cards: the most valuable. */
function bestMatch(field: readonly number[], month: number): number {
  let best = -1;
  for (const f of field) if (MONTH[f] === month && (best < 0 || (WORTH[f] as number) > (WORTH[best] as number))) best = f;
  return best;
}

/** Plays `card` (or the drawn card) onto the field for player p; `choice` picks between two matches (−1: greedy). */
function resolve(s: Sim, p: 0 | 1, card: number, choice: number): void {
  const month = MONTH[card] as number;
  let n = 0;
  for (const f of s.field) if (MONTH[f] === month) n++;
  if (n === 0) {
    s.field.push(card);
    return;
  }
  addBit(s.caps[p], card);
  if (n === 2) {
    const take = choice >= 0 ? choice : bestMatch(s.field, month);
    addBit(s.caps[p], take);
    s.field.splice(s.field.indexOf(take), 1);
    return;
  }
  for (let i = s.field.length - 1; i >= 0; i--) {
    const f = s.field[i] as number;
    if (MONTH[f] === month) {
      addBit(s.caps[p], f);
      s.field.splice(i, 1);
    }
  }
}

/**
 * The greedy play: the capture worth most; else the card the opponent is least able to take
 * (in a playout every hand is known), then the least valuable.
 */
function greedyPlay(s: Sim, p: 0 | 1): number {
  const hand = s.hands[p];
  const other = s.hands[p === 0 ? 1 : 0];
  let best = 0;
  let bestWorth = -Infinity;
  for (let i = 0; i < hand.length; i++) {
    const c = hand[i] as number;
    const month = MONTH[c] as number;
    const m = bestMatch(s.field, month);
    let w: number;
    if (m >= 0) w = 10 + (WORTH[c] as number) + (WORTH[m] as number);
    else {
      let exposed = false;
      for (const o of other) if (MONTH[o] === month) exposed = true;
      w = -(WORTH[c] as number) * (exposed ? 2 : 1) - (exposed ? 3 : 0);
    }
    if (w > bestWorth) {
      best = i;
      bestWorth = w;
    }
  }
  return best;
}

/** The month's points from `me`'s side when player p stops now. */
function stopValue(ctx: SimContext, s: Sim, p: 0 | 1): number {
  const base = scoreMaskTotal(s.caps[p], ctx.o, ctx.month);
  const points = base * multiplierOf(base, s.koikoi[p === 0 ? 1 : 0] > 0, ctx.o);
  return p === ctx.me ? points : -points;
}

function exhaustedValue(ctx: SimContext, s: Sim): number {
  const award = exhaustedAward(ctx.o, s.lastCaller >= 0);
  if (award.to === 'nobody') return 0;
  if (award.to === 'dealer') return s.dealer === ctx.me ? award.points : -award.points;
  return stopValue(ctx, s, s.lastCaller as 0 | 1);
}

/**
 * After p's turn: a stop if p's points rose since their last decision (the playout policy always
 * stops; `koikoiFor` forces one koi-koi for the viewer at the root). Returns the month's value or null.
 */
function afterTurn(ctx: SimContext, s: Sim, p: 0 | 1): number | null {
  const total = scoreMaskTotal(s.caps[p], ctx.o, ctx.month);
  if (total > s.decided[p]) return stopValue(ctx, s, p);
  if (s.hands[0].length === 0 && s.hands[1].length === 0) return exhaustedValue(ctx, s);
  s.turn = p === 0 ? 1 : 0;
  return null;
}

function drawFor(ctx: SimContext, s: Sim, p: 0 | 1, choice: number): void {
  const top = s.pile.shift();
  if (top !== undefined) resolve(s, p, top, choice);
}

/** Plays the month out from the start of `s.turn`'s turn; returns its value for `me`. */
function playOut(ctx: SimContext, s: Sim): number {
  for (;;) {
    const p = s.turn;
    const hand = s.hands[p];
    if (hand.length === 0) return exhaustedValue(ctx, s);
    const i = greedyPlay(s, p);
    const card = hand[i] as number;
    hand.splice(i, 1);
    resolve(s, p, card, -1);
    drawFor(ctx, s, p, -1);
    const v = afterTurn(ctx, s, p);
    if (v !== null) return v;
  }
}

/** The value for `me` of making `move` now (the viewer is to act) and then playing the month out. */
export function valueOfMove(ctx: SimContext, s: Sim, move: KoiKoiMove, drawn: number): number {
  const p = ctx.me;
  switch (move.type) {
    case 'play': {
      const card = idx(move.card);
      s.hands[p].splice(s.hands[p].indexOf(card), 1);
      resolve(s, p, card, move.match ? idx(move.match) : -1);
      drawFor(ctx, s, p, -1);
      break;
    }
    case 'take':
      resolve(s, p, drawn, idx(move.match));
      break;
    case 'stop':
      return stopValue(ctx, s, p);
    case 'koikoi':
      s.koikoi[p] += 1;
      s.lastCaller = p;
      s.decided[p] = scoreMaskTotal(s.caps[p], ctx.o, ctx.month);
      if (s.hands[0].length === 0 && s.hands[1].length === 0) return exhaustedValue(ctx, s);
      s.turn = p === 0 ? 1 : 0;
      return playOut(ctx, s);
  }
  const v = afterTurn(ctx, s, p);
  return v ?? playOut(ctx, s);
}
