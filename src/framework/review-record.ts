/**
 * A finished review as it is stored with a game (and read back, validated, when the game's review is
 * opened again), plus the review's fixed settings.
 */
import { z } from 'zod';
import type { PlayerId } from './game';
import type { DecisionReview } from './review';
import type { SaveMeta } from './save';

/**
 * Thinking time per decision asked of the `hard` bot: its playing budget. Hanamikoji's `hard` thinks
 * 300 ms; Koi-Koi's caps itself at 150 ms (games/koikoi/sim/hard-bot.ts), so its decisions get 150 ms.
 */
export const REVIEW_BUDGET_MS = 300;
/** The analysis seed: a review is repeatable up to the variation of the time budget. */
export const REVIEW_SEED = 1;

export const REVIEW_FORMAT = 'hanafuda-table/review';
export const REVIEW_VERSION = 1;

const player = z.union([z.literal(0), z.literal(1)]);

export const decisionReviewSchema = z.object({
  index: z.number().int().nonnegative(),
  player,
  round: z.number().int().positive().nullable(),
  move: z.unknown(),
  best: z.unknown(),
  winChance: z.number().min(0).max(1),
  winChanceBest: z.number().min(0).max(1),
  loss: z.number().min(0).max(1),
  label: z.enum(['good', 'inaccuracy', 'mistake', 'blunder']),
  reason: z.string().nullable(),
});

export const reviewRecordSchema = z.object({
  format: z.literal(REVIEW_FORMAT),
  version: z.literal(REVIEW_VERSION),
  gameId: z.string().min(1),
  seats: z.array(player).min(1).max(2),
  budgetMs: z.number().int().positive(),
  /** The language the reasons are written in. */
  lang: z.enum(['en', 'ja']),
  decisions: z.array(decisionReviewSchema),
});

export type ReviewRecord = z.infer<typeof reviewRecordSchema>;

export function reviewRecord(
  gameId: string,
  seats: readonly PlayerId[],
  budgetMs: number,
  lang: 'en' | 'ja',
  decisions: readonly DecisionReview[],
): ReviewRecord {
  return { format: REVIEW_FORMAT, version: REVIEW_VERSION, gameId, seats: [...seats], budgetMs, lang, decisions: [...decisions] };
}

/** The seats a review looks at: the human players, or both when no human played (a bot game). */
export function reviewedSeats(meta: Pick<SaveMeta, 'seats'>): PlayerId[] {
  const humans = ([0, 1] as const).filter((p) => meta.seats[p].kind === 'human');
  return humans.length > 0 ? humans : [0, 1];
}
