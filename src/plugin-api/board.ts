/**
 * What the app gives a game's board (games/<id>/ui/Board.vue) and hears back from it, wherever it draws one:
 * the table, a replay, a review, mistake practice. A board declares its props with
 * `defineProps<BoardProps<MyView, MyMove>>()` and its events with `defineEmits<BoardEvents<MyMove>>()`.
 */
import type { Seat } from '../framework/game';

/** The move the hint level would make, and one line on why. */
export interface BoardHint<Move> {
  readonly move: Move;
  readonly reason: string;
}

export interface BoardProps<View, Move> {
  /** The game as `viewer` sees it. */
  view: View;
  /** The seat drawn at the bottom of the board. */
  viewer: Seat;
  /** What the viewer may do now: empty while another player acts, and always in a replay or review. */
  legalMoves: readonly Move[];
  /** Every seat's name, by seat (as many as the table seats). */
  names: readonly string[];
  /** The computer is choosing its move. */
  thinking: boolean;
  /** How long one card movement lasts; 0 turns animations off. */
  animationMs: number;
  /** Print each card's name on its face. */
  showLabels: boolean;
  /** Highlighted on the board when the player asked for a hint. */
  hint: BoardHint<Move> | null;
  /** Two people share the screen (hot seat): the board speaks of neither seat as "you". */
  twoPlayer: boolean;
  /**
   * When a round's (Koi-Koi: a month's) summary may cover the board. A summary belongs to the moment a round
   * ends, never to a board shown at another decision:
   * - `play`: at the table — it opens when a round ends and stays until the player closes it;
   * - `moment`: a replay step — it shows only on the position where a round has just ended (or the game's
   *   end), as a still picture with nothing to press;
   * - `never`: a review decision or a practice question — the position itself, uncovered.
   */
  summaries: BoardSummaries;
}

/** The names of a table of two, for the boards of two-seat games (an empty name for a seat not named). */
export function twoNames(names: readonly string[]): [string, string] {
  return [names[0] ?? '', names[1] ?? ''];
}

export type BoardSummaries = 'play' | 'moment' | 'never';

export interface BoardEvents<Move> {
  /** A complete, legal move of the viewer's. */
  move: [move: Move];
  /** The player has read a round's summary, so the table may go on with the next round. */
  'round-closed': [];
  /** Asked from the game's end screen. */
  'new-game': [];
  leave: [];
}
