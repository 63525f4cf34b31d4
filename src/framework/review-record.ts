/** The review's fixed settings and which seats it looks at. */
import type { Seat } from './seats';
import type { SaveMeta } from './save';

/**
 * Thinking time per decision asked of the `hard` bot: its playing budget. Hanamikoji's `hard` thinks
 * 300 ms; Koi-Koi's caps itself at 150 ms (games/koikoi/ai/hard.ts), so its decisions get 150 ms.
 */
export const REVIEW_BUDGET_MS = 300;
/** The analysis seed: a review is repeatable up to the variation of the time budget. */
export const REVIEW_SEED = 1;

/** The seats a review looks at: the human players, or every seat when no human played (a bot game). */
export function reviewedSeats(meta: Pick<SaveMeta, 'seats'>): Seat[] {
  const all = meta.seats.map((_, seat) => seat);
  const humans = all.filter((seat) => meta.seats[seat]?.kind === 'human');
  return humans.length > 0 ? humans : all;
}
