/**
 * The opponent's last action as the board marks it ("just played"), kept outside the board because the shell
 * unmounts it (the rules screen, a hot-seat hand-off): back at the same position the same mark shows. Keyed by
 * the position's public facts, so a mark never outlives the position it belongs to.
 */
import type { Action } from '../cards';

const marks = new Map<string, Action>();

export const positionKey = (viewer: number, round: number, used: unknown): string => `${viewer}:${round}:${JSON.stringify(used)}`;
export const justPlayedAt = (key: string): Action | null => marks.get(key) ?? null;
export function markJustPlayed(key: string, action: Action): void {
  // One game at a time is on a board: a handful of positions is all that is ever looked up again.
  if (marks.size > 64) marks.clear();
  marks.set(key, action);
}
