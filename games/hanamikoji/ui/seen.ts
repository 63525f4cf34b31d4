/**
 * Round summaries already shown, per viewer. Kept outside the board because the shell unmounts the
 * board during the hot-seat hand-off, and each player should see a round's summary exactly once.
 */
const seen = new Set<string>();

export const summaryKey = (viewer: number, result: unknown): string => `${viewer}:${JSON.stringify(result)}`;
export const wasShown = (key: string): boolean => seen.has(key);
export const markShown = (key: string): void => {
  seen.add(key);
};
