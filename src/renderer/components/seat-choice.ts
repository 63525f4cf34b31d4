/** The seats a new game is started with, from the new-game panel's choices. */
import type { SaveMeta } from '../../framework/save';

/** A seat taken by another person at this screen (the computer's seats hold their level). */
export const PERSON = '__person';

/** The choices for seats 2 … n, kept as far as they go and filled with the computer at `level`. */
export function resized(others: readonly string[], count: number, level: string): string[] {
  return Array.from({ length: Math.max(0, count - 1) }, (_, i) => others[i] ?? level);
}

/** The person choosing in the first seat, then each other seat as chosen. */
export function chosenSeats(others: readonly string[]): SaveMeta['seats'] {
  return [{ kind: 'human' }, ...others.map((o) => (o === PERSON ? ({ kind: 'human' } as const) : ({ kind: 'bot', level: o } as const)))];
}
