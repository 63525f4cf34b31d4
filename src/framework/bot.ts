/** The Bot contract: a bot sees only its player's view and the legal moves. */
import type { Seat } from './seats';
import type { AnyGame } from './game';
import { Rng } from './rng';

export interface BotContext<V, M> {
  readonly view: V;
  readonly legalMoves: readonly M[];
  readonly player: Seat;
  /** Milliseconds the bot may think. */
  readonly budgetMs: number;
  /** Seed for the bot's own randomness, so runs are reproducible. */
  readonly seed: number;
  /** A fixed effort (search iterations) instead of the time budget, for reproducible analyses and tests. */
  readonly iterations?: number;
  /** Moves an analysis must value as well as its own choice (the review asks for the move that was played). */
  readonly focus?: readonly M[];
}

/** Why a searching bot prefers its move: for the hint's one-line reason. */
export interface BotAnalysis<M> {
  readonly move: M;
  /** Expected result of the move for the bot's player, in [0, 1]. */
  readonly value: number;
  /** Simulated continuations the move was tried in. */
  readonly visits: number;
  /** Expected result of the next best move, or null when there was no alternative. */
  readonly runnerUp: number | null;
  /** Every root move with its expected result and visits, the chosen move first (for the review). */
  readonly stats?: readonly { readonly move: M; readonly value: number; readonly visits: number }[];
}

export interface Bot<V, M> {
  readonly name: string;
  choose(ctx: BotContext<V, M>): M;
  /** The move with the figures behind it (searching bots only). */
  analyse?(ctx: BotContext<V, M>): BotAnalysis<M>;
}

export type BotFactory<V, M> = () => Bot<V, M>;

export const randomBot = <V, M>(): Bot<V, M> => ({
  name: 'random',
  choose: ({ legalMoves, seed }) => Rng.fromSeed(seed).pick(legalMoves),
});

/** Bot levels a game offers; `random` is always available. */
export function botNames(game: AnyGame): string[] {
  return ['random', ...Object.keys(game.bots ?? {}).filter((n) => n !== 'random')];
}

export function makeBot(game: AnyGame, name: string): Bot<unknown, unknown> {
  if (name === 'random') return randomBot();
  const factory = game.bots?.[name];
  if (!factory) throw new Error(`unknown bot "${name}" for ${game.id} (known: ${botNames(game).join(', ')})`);
  return factory();
}
