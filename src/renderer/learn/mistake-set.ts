/**
 * "What would you play here?": the positions of the player's reviewed games where they gave up the most
 * chance to win, each asked again with two answers — the move they played and the one `hard` prefers.
 */
import { LABEL_THRESHOLDS } from '../../framework/review';
import { Rng } from '../../framework/rng';
import type { FinishedMatch, StoredDecision } from '../../shared/records';
import { findGame } from '../../../games/index';

/** How many positions one practice session asks at most. */
const MISTAKE_SET_SIZE = 6;

export interface MistakePosition {
  readonly record: FinishedMatch;
  readonly decision: StoredDecision;
  readonly loss: number;
}

/**
 * The decisions of the game's reviewed matches that lost at least a mistake's worth of win chance
 * (8 points), the worst first, at most `limit` (newest match first among equal losses).
 */
export function mistakePositions(history: readonly FinishedMatch[], gameId: string, limit = MISTAKE_SET_SIZE): MistakePosition[] {
  const game = findGame(gameId);
  if (!game) return [];
  const found: MistakePosition[] = [];
  for (const record of history) {
    if (record.gameId !== gameId || !record.review || !record.replay) continue;
    for (const decision of record.review.decisions) {
      const loss = decision.winChanceBest - decision.winChance;
      if (loss >= LABEL_THRESHOLDS.mistake && game.moveKey(decision.move) !== game.moveKey(decision.best)) {
        found.push({ record, decision, loss });
      }
    }
  }
  // A stable sort keeps the history's newest-first order among equal losses.
  return found.sort((a, b) => b.loss - a.loss).slice(0, limit);
}

export interface MistakeQuestion {
  readonly position: MistakePosition;
  /** The two answers: the move played and `hard`'s choice, in a seeded order. */
  readonly choices: readonly [unknown, unknown];
  /** Index of `hard`'s choice. */
  readonly correct: number;
}

export function mistakeQuestions(positions: readonly MistakePosition[], seed: number): MistakeQuestion[] {
  const rng = Rng.fromSeed(seed);
  return positions.map((position) => {
    const bestFirst = rng.int(2) === 0;
    const { move, best } = position.decision;
    return { position, choices: bestFirst ? [best, move] : [move, best], correct: bestFirst ? 0 : 1 };
  });
}
