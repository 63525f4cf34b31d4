/** Messages between the review screen and the bot worker: one decision analysed per request. */
import type { AnyGame, Lang } from '../../framework/game';
import { reviewBot, reviewDecision, type DecisionReview } from '../../framework/review';

export interface ReviewRequest {
  readonly kind: 'review';
  readonly id: number;
  readonly gameId: string;
  /** The deciding player's view before the move: all the analysis may know. */
  readonly view: unknown;
  readonly played: unknown;
  /** The move's index in the match. */
  readonly index: number;
  readonly budgetMs: number;
  readonly seed: number;
  readonly lang: Lang;
}

export type ReviewReply = { readonly id: number; readonly decision: DecisionReview } | { readonly id: number; readonly error: string };

export const isReviewRequest = (data: unknown): data is ReviewRequest =>
  typeof data === 'object' && data !== null && (data as { kind?: unknown }).kind === 'review';

export function answerReview(request: ReviewRequest, findGame: (id: string) => AnyGame | undefined): ReviewReply {
  try {
    const game = findGame(request.gameId);
    if (!game) return { id: request.id, error: `unknown game "${request.gameId}"` };
    const settings = { budgetMs: request.budgetMs, seed: request.seed, lang: request.lang };
    return { id: request.id, decision: reviewDecision(game, reviewBot(game), request.view, request.played, request.index, settings) };
  } catch (e) {
    return { id: request.id, error: e instanceof Error ? e.message : String(e) };
  }
}
