/**
 * Seats around the table, 0 … n−1, and the order play goes round them (seat 0, 1, … and back to 0).
 * A game seats a fixed number or reads the number from its options (`Game.seatCount`); a game that
 * says nothing seats two.
 */
export type Seat = number;

/** The fewest and the most seats the kernel, the search and the shell are built for. */
export const MIN_SEATS = 2;
export const MAX_SEATS = 4;

/** Every seat of a table of `count`, in seat order. */
export const seatsOf = (count: number): Seat[] => Array.from({ length: count }, (_, seat) => seat);

/** The seat after `seat` in play order. */
export const nextSeat = (seat: Seat, count: number): Seat => (seat + 1) % count;

/** Every other seat, in play order from the one after `seat`. */
export const opponentsOf = (seat: Seat, count: number): Seat[] => seatsOf(count - 1).map((k) => (seat + 1 + k) % count);

/**
 * Each seat's place from its points, 1 for the most: seats with equal points share a place, and the
 * next place is skipped as often (points 9, 9, 4 place 1, 1, 3).
 */
export function placesByPoints(points: readonly number[]): number[] {
  return points.map((p) => 1 + points.filter((q) => q > p).length);
}
