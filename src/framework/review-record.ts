/** The review's fixed settings and which seats it looks at. */
import type { PlayerId } from './game';
import type { SaveMeta } from './save';

/**
 * Thinking time per decision asked of the `hard` bot: its playing budget. Hanamikoji's `hard` thinks
 * 300 ms; Koi-Koi's caps itself at 150 ms (games/koikoi/ai/hard.ts), so its decisions get 150 ms.
 */
export const REVIEW_BUDGET_MS = 300;
/** The analysis seed: a review is repeatable up to the variation of the time budget. */
export const REVIEW_SEED = 1;

/** The seats a review looks at: the human players, or both when no human played (a bot game). */
export function reviewedSeats(meta: Pick<SaveMeta, 'seats'>): PlayerId[] {
  const humans = ([0, 1] as const).filter((p) => meta.seats[p].kind === 'human');
  return humans.length > 0 ? humans : [0, 1];
}
