/**
 * What one seat may see, in Hana-awase's own view shape, and how the zones are read back from it. The
 * kernel derives from these the views, the resampling of what a seat cannot see (from a state or from a
 * view) and who acts; the information key is written by hand, a few of the state's fields joined instead
 * of the whole view built and written out.
 */
import type { Seat } from '../../src/framework/game';
import { cardsIn, kernelViews } from '../../src/framework/kernel-parts';
import { MAX_SEATS, seatsOf } from '../../src/framework/seats';
import { seenSize, type SeenZones } from '../../src/framework/zone-table';
import type { HanaAwaseOptions } from './options';
import { emptyTable, type HanaAwaseMove, type HanaAwaseState, type Phase, type RoundResult, type TurnRecord } from './state';
import { hanaAwaseTurns } from './turns';
import { hanaAwaseZones } from './zones';

export interface HanaAwaseView {
  /** The seat whose view this is. */
  readonly me: Seat;
  readonly players: number;
  readonly toAct: Seat | null;
  readonly phase: Phase;
  readonly options: HanaAwaseOptions;
  readonly round: number;
  readonly dealer: Seat;
  readonly dealerDraw: string[][];
  readonly redeals: number;
  /** The viewer's own hand, sorted (its order carries no information). */
  readonly hand: string[];
  /** How many cards each seat holds, by seat. */
  readonly handCounts: number[];
  readonly field: string[];
  readonly drawPileCount: number;
  /** The card turned from the draw pile while its player picks which of two field cards it takes. */
  readonly drawn: string | null;
  /** Every seat's captures, by seat (face up for everyone). */
  readonly captures: string[][];
  readonly turn: Seat;
  readonly lastTurn: TurnRecord | null;
  readonly totals: number[];
  readonly results: RoundResult[];
}

/** The cards the viewer sees in a zone, as the view's own list. */
const cardsSeen = (seen: SeenZones<string>, zone: string): string[] => [...cardsIn(seen, zone)];

function view(s: HanaAwaseState, me: Seat, seen: SeenZones<string>): HanaAwaseView {
  const seats = seatsOf(s.players);
  return {
    me,
    players: s.players,
    toAct: hanaAwaseTurns.toAct(s),
    phase: s.phase,
    options: s.options,
    round: s.round,
    dealer: s.dealer,
    dealerDraw: s.dealerDraw,
    redeals: s.redeals,
    hand: cardsSeen(seen, `hand${me}`),
    handCounts: seats.map((p) => seenSize(seen[`hand${p}`])),
    field: cardsSeen(seen, 'field'),
    drawPileCount: seenSize(seen.drawPile),
    drawn: cardsSeen(seen, 'drawn')[0] ?? null,
    captures: seats.map((p) => cardsSeen(seen, `captures${p}`)),
    turn: s.turn,
    lastTurn: s.lastTurn,
    totals: s.totals,
    results: s.results,
  };
}

/** The view-to-zones adapter: the viewer's hand, the others' as counts, the pile as a count, the rest face up. */
function seenIn(v: HanaAwaseView): SeenZones<string> {
  const out: Record<string, SeenZones<string>[string]> = {
    field: { cards: v.field },
    drawPile: { count: v.drawPileCount },
    drawn: { cards: v.drawn === null ? [] : [v.drawn] },
  };
  // Every seat the zone table declares; a seat the table lacks holds nothing.
  for (const p of seatsOf(MAX_SEATS)) {
    out[`hand${p}`] = p === v.me ? { cards: v.hand } : { count: v.handCounts[p] ?? 0 };
    out[`captures${p}`] = { cards: v.captures[p] ?? [] };
  }
  return out;
}

export const { viewFor, viewToAct, determinize, sampleState } = kernelViews({
  zones: hanaAwaseZones,
  publicFields: ['options', 'players', 'round', 'dealer', 'dealerDraw', 'redeals', 'turn', 'phase', 'lastTurn', 'totals', 'results'],
  emptyTable,
  view,
  seenIn,
});

export function moveKey(m: HanaAwaseMove): string {
  switch (m.type) {
    case 'play':
      return m.match ? `play:${m.card}>${m.match}` : `play:${m.card}`;
    case 'take':
      return `take:${m.match}`;
    case 'draw':
      return 'draw';
  }
}

/**
 * The view's fields the information key leaves out: what is fixed for the whole game (a key is only ever
 * compared with keys of the same game) and the record of the past, which changes nothing from here on
 * (the totals it added up to are in the key).
 */
export const INFO_KEY_LEAVES_OUT: readonly (keyof HanaAwaseView)[] = ['options', 'dealerDraw', 'lastTurn', 'results'];

/**
 * A list's items joined as `join` joins them, walked by index: `join` and `map` walk a frozen list (the soak
 * freezes every state it checks) on V8's slow path.
 */
function joined(list: readonly (string | number)[], separator: string): string {
  let out = '';
  for (let i = 0; i < list.length; i++) out += i === 0 ? String(list[i]) : separator + String(list[i]);
  return out;
}

/** A key of `player`'s view: the round, the turn and its phase, the cards they see, every hand's size, the totals. */
export function infoKey(s: HanaAwaseState, player: Seat): string {
  const handSizes: number[] = [];
  const piles: string[] = [];
  for (let p = 0; p < s.hands.length; p++) handSizes.push((s.hands[p] as string[]).length);
  for (let p = 0; p < s.captures.length; p++) piles.push(joined(s.captures[p] as string[], ','));
  return joined([
    player, s.players, s.round, s.dealer, s.redeals, s.turn, s.phase, s.drawn ?? '-', joined(s.hands[player] ?? [], ','),
    joined(handSizes, ','), joined(s.field, ','), s.drawPile.length, joined(piles, '/'), joined(s.totals, ','),
  ], '|');
}
