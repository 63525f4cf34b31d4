/** The Hana-awase game state and moves: plain JSON, never mutated. Lists by seat hold one entry per seat at the table. */
import { z } from 'zod';
import type { Seat } from '../../src/framework/game';
import type { RngState } from '../../src/framework/rng';
import { optionsSchema, type HanaAwaseOptions } from './options';
import type { RoundScore } from './scoring';

/**
 * play: the player to move plays a card from hand (`match`: which of TWO same-month field cards it takes);
 * take: the card turned from the draw pile matched two field cards, the player picks one;
 * draw: with two players and 8-card hands, once both hands are empty, a turn is the draw pile's top card alone.
 */
export type HanaAwaseMove =
  | { type: 'play'; card: string; match?: string }
  | { type: 'take'; match: string }
  | { type: 'draw' };

export const moveSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('play'), card: z.string(), match: z.string().optional() }),
  z.object({ type: z.literal('take'), match: z.string() }),
  z.object({ type: z.literal('draw') }),
]) as z.ZodType<HanaAwaseMove, unknown>;

/**
 * play: the player whose turn it is plays a card from hand.
 * draw-choice: the card turned from the draw pile matches two field cards; the same player picks one.
 * draw: the two-player run-out, a turn of the draw pile's top card alone.
 */
export type Phase = 'play' | 'draw-choice' | 'draw' | 'game-over';

/** What happened in the latest turn, all public: the card played (none in a run-out turn) and the card turned from the pile. */
export interface TurnRecord {
  readonly round: number;
  readonly seat: Seat;
  readonly played: string | null;
  /** Field cards taken with the played card; empty when it stayed on the field. */
  readonly playCaptured: string[];
  readonly drawn: string | null;
  /** Field cards taken with the drawn card (empty while it waits for a draw-choice, or when it stayed). */
  readonly drawCaptured: string[];
}

/** One finished round: who dealt, every seat's captures, the score (scoring.ts) and the totals after it. */
export interface RoundResult {
  readonly round: number;
  readonly dealer: Seat;
  readonly captured: string[][];
  readonly score: RoundScore;
  readonly totals: number[];
}

export interface HanaAwaseState {
  readonly options: HanaAwaseOptions;
  readonly rng: RngState;
  /** How many sit at the table: the options' `players`, kept here for the kernel. */
  readonly players: number;
  /** The round being played, from 1. */
  readonly round: number;
  readonly dealer: Seat;
  /** The traditional draw for the first dealer: one card per seat per try; a try that cannot be decided is repeated. */
  readonly dealerDraw: string[][];
  /** How many times this round was dealt again (a misdeal on the field, or four of a month in a hand under `fourInHand` redeal). */
  readonly redeals: number;
  readonly hands: string[][];
  readonly field: string[];
  /** Index 0 is the top. */
  readonly drawPile: string[];
  /** The card turned from the draw pile, waiting for a draw-choice. */
  readonly drawn: string | null;
  readonly captures: string[][];
  readonly turn: Seat;
  readonly phase: Phase;
  readonly lastTurn: TurnRecord | null;
  /** Each seat's running total of round scores. */
  readonly totals: number[];
  readonly results: RoundResult[];
}

const DEFAULT_OPTIONS: HanaAwaseOptions = optionsSchema.parse({});

/** The table before the first deal: no card in any zone, no round played. */
export const emptyTable = (): HanaAwaseState => ({
  options: DEFAULT_OPTIONS,
  rng: [0, 0, 0, 0],
  players: DEFAULT_OPTIONS.players,
  round: 1,
  dealer: 0,
  dealerDraw: [],
  redeals: 0,
  hands: [],
  field: [],
  drawPile: [],
  drawn: null,
  captures: [],
  turn: 0,
  phase: 'play',
  lastTurn: null,
  totals: [],
  results: [],
});

/** A shallow copy of a state whose top-level fields a rule replaces (zone moves write fresh lists). */
export type Draft = { -readonly [K in keyof HanaAwaseState]: HanaAwaseState[K] };
