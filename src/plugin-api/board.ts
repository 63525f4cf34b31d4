/**
 * What the app gives a game's board (games/<id>/ui/Board.vue) and hears back from it, wherever it draws one:
 * the table, a replay, a review, mistake practice. A board declares its props with
 * `defineProps<BoardProps<MyView, MyMove>>()` and its events with `defineEmits<BoardEvents<MyMove>>()`.
 */
import type { PlayerId } from '../framework/game';

/** The move the hint level would make, and one line on why. */
export interface BoardHint<Move> {
  readonly move: Move;
  readonly reason: string;
}

export interface BoardProps<View, Move> {
  /** The game as `viewer` sees it. */
  view: View;
  /** The seat drawn at the bottom of the board. */
  viewer: PlayerId;
  /** What the viewer may do now: empty while another player acts, and always in a replay or review. */
  legalMoves: readonly Move[];
  /** Both seats' names, by seat. */
  names: [string, string];
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
}

export interface BoardEvents<Move> {
  /** A complete, legal move of the viewer's. */
  move: [move: Move];
  /** The player has read a round's summary, so the table may go on with the next round. */
  'round-closed': [];
  /** Asked from the game's end screen. */
  'new-game': [];
  leave: [];
}
