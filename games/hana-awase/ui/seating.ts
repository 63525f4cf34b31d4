/** Where each seat sits on the board, and the names the board shows for them. */
import type { Seat } from '../../../src/framework/game';
import { seatsOf } from '../../../src/framework/seats';

/**
 * The seats in the order the trays list them: from the seat after the viewer round the table, the viewer
 * last (at the bottom, beside their hand) — so the trays read top to bottom in the order play goes.
 */
export function trayOrder(viewer: Seat, players: number): Seat[] {
  return seatsOf(players).map((k) => (viewer + 1 + k) % players);
}

/**
 * The names as the board shows them: as given, and a name that more than one seat carries (two computers of
 * the same level) with its seat number, through `withSeat` ("Computer (Easy) · seat 2").
 */
export function shownNames(names: readonly string[], players: number, withSeat: (name: string, seat: Seat) => string): string[] {
  return seatsOf(players).map((seat) => {
    const name = names[seat] ?? '';
    return names.filter((n, s) => s < players && n === name).length > 1 ? withSeat(name, seat) : name;
  });
}
