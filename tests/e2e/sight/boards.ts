/** What the sight check asks of each game's board, on each screen that shows one. */
import type { StopSpec } from './checks';
import type { GameId } from './fixtures';

const BOARD: Record<GameId, string> = { koikoi: '[data-testid="koikoi-board"]', hanamikoji: '[data-testid="hanamikoji-board"]' };

/** Where the screen names the seats: the play and replay bars, the review's bar, summary and board title. */
export const HEADERS = {
  play: '.play > .bar',
  replay: '.replay > .bar, .replay .seat-switch',
  review: '[data-testid="review"] > .bar, [data-testid="review-summary"], [data-testid="review-board-title"]',
} as const;

/**
 * The board's checks: its cards and markers uncovered (but by `dialog`, when the state calls for one), its
 * playing cards (Koi-Koi's hand and field, Hanamikoji's hand and geishas) at least 52 px wide, its seat names those of `header`, whose text runs under none of its buttons, no "Player 1/2".
 */
export function boardSpec(game: GameId, o: { dialog?: string | null; header?: string | null; forbidden: string[]; page?: boolean }): StopSpec {
  const board = BOARD[game];
  return {
    board,
    pieces: game === 'koikoi' ? '[data-card]' : '[data-card], .marker, [data-marker]',
    cards:
      game === 'koikoi'
        ? `${board} [data-testid="hand"] > .card, ${board} [data-testid="field"] > .card`
        : `${board} [data-testid="hand"] > .hand-card, ${board} .geisha[data-card]`,
    minCardWidth: 52,
    dialog: o.dialog ?? null,
    noPageScroll: o.page ?? false,
    seats: o.header ? { header: o.header, names: game === 'koikoi' ? `${board} .scores .who` : `${board} .seat.opp .who strong` } : null,
    forbidden: o.forbidden,
    // The bar that names the seats also holds buttons (Hint, Undo, the replay's controls): its text stays beside them.
    bar: o.header ?? null,
  };
}

/** The dialogs of the boards' states. */
export const DIALOG = {
  koikoi: '[data-testid="koikoi-dialog"]',
  month: '[data-testid="month-summary"]',
  gameOver: '[data-testid="game-summary"]',
  round: '[data-testid="round-summary"]',
} as const;
