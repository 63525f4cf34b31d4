/** The full game state (plain JSON, never mutated), the public record of the last scored round, and the empty table. */
import type { Outcome, PlayerId } from '../../src/framework/game';
import type { RngState } from '../../src/framework/rng';
import { NO_ACTIONS_USED, ZERO_COUNTS, type ActionsUsed, type Counts, type Geisha } from './cards';
import { NEUTRAL_MARKERS, type EndReason, type Markers } from './judge';
import { optionsSchema, type HanamikojiOptions } from './options';

export type Pair = readonly [Geisha, Geisha];

/** A Gift or Competition waiting for the other player's choice; its cards are face up. */
export type PendingOffer =
  | { readonly kind: 'gift'; readonly by: PlayerId; readonly cards: readonly [Geisha, Geisha, Geisha] }
  | { readonly kind: 'competition'; readonly by: PlayerId; readonly pairs: readonly [Pair, Pair] };

/** What everyone saw at the last scoring, kept so boards can show a round summary. */
export interface RoundResult {
  readonly round: number;
  /** The secrets revealed at scoring, per player. */
  readonly secrets: readonly [Geisha | null, Geisha | null];
  /** Items per geisha on each side, secrets included. */
  readonly items: readonly [Counts, Counts];
  readonly markersBefore: Markers;
  readonly markersAfter: Markers;
  readonly geishas: readonly [number, number];
  readonly charm: readonly [number, number];
  readonly ended: boolean;
  readonly winner: PlayerId | null;
  readonly reason: EndReason | null;
  /** Only with the revealAtRoundEnd learning aid. */
  readonly revealed: { readonly removed: Geisha; readonly tradeoffs: readonly [readonly Geisha[], readonly Geisha[]] } | null;
}

export interface HanamikojiState {
  readonly options: HanamikojiOptions;
  readonly round: number;
  /** Who started this round; the other player starts the next one. */
  readonly startPlayer: PlayerId;
  /** Whose turn it is in the round (the opponent may be the one deciding, see `pending`). */
  readonly turn: PlayerId;
  /** Sorted, so order never carries information. The turn's card has already been drawn. */
  readonly hands: readonly [readonly Geisha[], readonly Geisha[]];
  /** Index 0 is the top. */
  readonly deck: readonly Geisha[];
  /** The card taken out unseen for this round. */
  readonly removed: Geisha;
  /** Items on each player's side of each geisha (secrets join at scoring). */
  readonly placed: readonly [Counts, Counts];
  readonly secrets: readonly [Geisha | null, Geisha | null];
  readonly tradeoffs: readonly [readonly Geisha[], readonly Geisha[]];
  readonly used: readonly [ActionsUsed, ActionsUsed];
  readonly markers: Markers;
  readonly pending: PendingOffer | null;
  readonly lastRound: RoundResult | null;
  /** Set at the end: reason 'four-geishas' | 'eleven-charm' | 'round-limit', scores = each player's charm. */
  readonly outcome: Outcome | null;
  readonly rng: RngState;
}

const DEFAULT_OPTIONS: HanamikojiOptions = optionsSchema.parse({});

/**
 * The table before a round is dealt: no card in any zone but the removed card's place, which always
 * holds one (its placeholder is replaced by the deal, or by sampling a state from a view).
 */
export const emptyTable = (): HanamikojiState => ({
  options: DEFAULT_OPTIONS,
  round: 1,
  startPlayer: 0,
  turn: 0,
  hands: [[], []],
  deck: [],
  removed: 'A',
  placed: [ZERO_COUNTS, ZERO_COUNTS],
  secrets: [null, null],
  tradeoffs: [[], []],
  used: [NO_ACTIONS_USED, NO_ACTIONS_USED],
  markers: NEUTRAL_MARKERS,
  pending: null,
  lastRound: null,
  outcome: null,
  rng: [0, 0, 0, 0],
});
