/** Messages between the play screen and the bot worker. Views and moves are plain JSON. */
import type { AnyGame, Seat } from '../../framework/game';
import { makeBot } from '../../framework/bot';

export interface BotRequest {
  readonly id: number;
  readonly gameId: string;
  readonly level: string;
  readonly view: unknown;
  readonly legalMoves: readonly unknown[];
  readonly player: Seat;
  readonly budgetMs: number;
  readonly seed: number;
  /** Ask for the figures behind the move too (the hint). */
  readonly analyse?: boolean;
}

/** The figures behind a hinted move (see BotAnalysis). */
export interface HintFigures {
  readonly value: number;
  readonly visits: number;
  readonly runnerUp: number | null;
}

export type BotReply =
  | { readonly id: number; readonly index: number; readonly figures?: HintFigures }
  | { readonly id: number; readonly error: string };

/** Runs the bot and answers with the index of its move in `legalMoves` (by the game's move key). */
export function answer(request: BotRequest, findGame: (id: string) => AnyGame | undefined): BotReply {
  try {
    const game = findGame(request.gameId);
    if (!game) return { id: request.id, error: `unknown game "${request.gameId}"` };
    const bot = makeBot(game, request.level);
    const ctx = {
      view: request.view,
      legalMoves: request.legalMoves,
      player: request.player,
      budgetMs: request.budgetMs,
      seed: request.seed,
    };
    const analysis = request.analyse && bot.analyse ? bot.analyse(ctx) : null;
    const move = analysis ? analysis.move : bot.choose(ctx);
    const key = game.moveKey(move);
    const index = request.legalMoves.findIndex((m) => game.moveKey(m) === key);
    if (index < 0) return { id: request.id, error: `the ${request.level} bot chose a move that is not legal: ${key}` };
    if (!analysis) return { id: request.id, index };
    return { id: request.id, index, figures: { value: analysis.value, visits: analysis.visits, runnerUp: analysis.runnerUp } };
  } catch (e) {
    return { id: request.id, error: e instanceof Error ? e.message : String(e) };
  }
}
