/** The Koi-Koi game state and moves: plain JSON, never mutated. */
import { z } from 'zod';
import type { PlayerId } from '../../src/framework/game';
import type { RngState } from '../../src/framework/rng';
import { optionsSchema, type KoiKoiOptions } from './options';
import type { YakuScore } from './scoring';

export type KoiKoiMove =
  | { type: 'play'; card: string; match?: string }
  | { type: 'take'; match: string }
  | { type: 'koikoi' }
  | { type: 'stop' };

export const moveSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('play'), card: z.string(), match: z.string().optional() }),
  z.object({ type: z.literal('take'), match: z.string() }),
  z.object({ type: z.literal('koikoi') }),
  z.object({ type: z.literal('stop') }),
]) as z.ZodType<KoiKoiMove, unknown>;

/**
 * play: the player to move plays a card from hand.
 * draw-choice: the turned-over card matches two field cards; the player picks one.
 * decide: the player's captures improved; koi-koi or stop.
 */
export type Phase = 'play' | 'draw-choice' | 'decide' | 'game-over';

export type Pair = [number, number];
export type Piles = [string[], string[]];

/** What happened in the latest turn, all public: the played card and the card turned from the pile. */
export interface TurnRecord {
  readonly month: number;
  readonly player: PlayerId;
  readonly played: string;
  /** Field cards taken with the played card; empty when it stayed on the field. */
  readonly playCaptured: string[];
  readonly drawn: string | null;
  readonly drawCaptured: string[];
}

export interface Multiplier {
  /** seven-plus: 7 or more points doubled; koikoi: the opponent had called koi-koi. */
  readonly id: 'seven-plus' | 'koikoi';
  readonly factor: number;
}

/**
 * Why a month ended: stop (the player chose to), last-card (no cards left, so no choice),
 * koikoi-limit (the single koi-koi is used up: the next improvement ends the month),
 * exhausted (both hands ran out), hand-deal (teshi / kuttsuki), field-void (four of a month on the field).
 */
export type MonthEndReason = 'stop' | 'last-card' | 'koikoi-limit' | 'exhausted' | 'hand-deal' | 'field-void';

export interface MonthResult {
  readonly month: number;
  readonly calendarMonth: number;
  readonly dealer: PlayerId;
  readonly winner: PlayerId | null;
  readonly reason: MonthEndReason;
  readonly yaku: YakuScore[];
  /** Points before multipliers. */
  readonly base: number;
  readonly multipliers: Multiplier[];
  /** Points won (base × multipliers). */
  readonly points: number;
  readonly koikoi: Pair;
  /** The winner's captured cards when the points came from their yaku (for the month summary). */
  readonly cards: string[];
  /** Cards shown to justify a deal-check result (the teshi / kuttsuki hand, or the void field). */
  readonly revealed: string[] | null;
  readonly scores: Pair;
}

export interface KoiKoiState {
  readonly options: KoiKoiOptions;
  readonly rng: RngState;
  /** Month of the game, 1-based; the calendar month is ((month − 1) mod 12) + 1. */
  readonly month: number;
  readonly dealer: PlayerId;
  /** The traditional draw for the first dealer: each round one card per player; ties repeat. */
  readonly dealerDraw: [string, string][];
  /** How many times this month was dealt again after a field check. */
  readonly redeals: number;
  readonly hands: Piles;
  readonly field: string[];
  /** Index 0 is the top. */
  readonly drawPile: string[];
  readonly captures: Piles;
  readonly turn: PlayerId;
  readonly phase: Phase;
  /** The turned-over card waiting for a draw-choice. */
  readonly drawn: string | null;
  /** Koi-koi calls this month per player. */
  readonly koikoi: Pair;
  readonly lastCaller: PlayerId | null;
  /** Points (before multipliers) and yaku at each player's last koi-koi; a decision needs more. */
  readonly decided: Pair;
  readonly decidedYaku: [string[], string[]];
  readonly lastTurn: TurnRecord | null;
  readonly scores: Pair;
  readonly results: MonthResult[];
  readonly endReason: 'twelve-months' | 'fifty-points' | 'december' | null;
}

const DEFAULT_OPTIONS: KoiKoiOptions = optionsSchema.parse({});

/** The table before the first deal: no card in any zone, no month played, nothing called or scored. */
export const emptyTable = (): KoiKoiState => ({
  options: DEFAULT_OPTIONS,
  rng: [0, 0, 0, 0],
  month: 1,
  dealer: 0,
  dealerDraw: [],
  redeals: 0,
  hands: [[], []],
  field: [],
  drawPile: [],
  captures: [[], []],
  turn: 0,
  phase: 'play',
  drawn: null,
  koikoi: [0, 0],
  lastCaller: null,
  decided: [0, 0],
  decidedYaku: [[], []],
  lastTurn: null,
  scores: [0, 0],
  results: [],
  endReason: null,
});
