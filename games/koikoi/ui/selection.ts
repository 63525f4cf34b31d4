/**
 * The viewer's choice at the table: the hand cards they may play and the field cards they may take, the hand
 * card waiting for the player to pick one of two matching field cards, the cards lit while a card is pointed
 * at, and where the focus goes next. Only a complete move is handed on (`onMove`).
 */
import { computed, nextTick, ref, watch, type Ref } from 'vue';
import type { BoardHint } from '../../../src/plugin-api/board';
import { useRovingFocus } from '../../../src/plugin-api/ui/roving-focus';
import { matchesOf } from '../rules';
import type { KoiKoiMove } from '../state';
import type { KoiKoiView } from '../view';

type PlayMove = Extract<KoiKoiMove, { type: 'play' }>;
type TakeMove = Extract<KoiKoiMove, { type: 'take' }>;

interface Table {
  readonly view: KoiKoiView;
  readonly legalMoves: readonly KoiKoiMove[];
  readonly hint: BoardHint<KoiKoiMove> | null;
}

/** The rows the focus moves in: the field's cards and the viewer's hand. */
export interface TableRows {
  readonly field: Ref<HTMLElement | null>;
  readonly hand: Ref<HTMLElement | null>;
}

/**
 * @param covered whether a summary covers the table (the focus then stays where the summary puts it)
 * @param onMove hands on a complete move
 */
export function useSelection(table: Table, rows: TableRows, covered: () => boolean, onMove: (move: KoiKoiMove) => void) {
  // ---- what the viewer may do now --------------------------------------------------------------
  const playMoves = computed(() => table.legalMoves.filter((m): m is PlayMove => m.type === 'play'));
  const takeMoves = computed(() => table.legalMoves.filter((m): m is TakeMove => m.type === 'take'));
  const deciding = computed(() => table.legalMoves.some((m) => m.type === 'koikoi'));
  const hinted = computed(() => {
    const m = table.hint?.move;
    return m && m.type === 'play' ? m.card : m && m.type === 'take' ? m.match : null;
  });

  /** The hand card waiting for the player to pick one of two matching field cards. */
  const selected = ref<string | null>(null);
  const hovered = ref<string | null>(null);
  // A new decision (not merely a new view object) ends any half-made choice.
  watch(
    () => table.legalMoves.map((m) => JSON.stringify(m)).join('|'),
    () => {
      selected.value = null;
    },
  );

  const inField = (card: string): string[] => matchesOf(table.view.field, card);
  const focusCard = computed(() => selected.value ?? hovered.value ?? (table.view.pending?.kind === 'draw-choice' ? table.view.pending.card : null));
  const lit = computed(() => new Set(focusCard.value ? inField(focusCard.value) : []));
  const pickable = computed(() => {
    if (selected.value) return new Set(playMoves.value.filter((m) => m.card === selected.value && m.match).map((m) => m.match as string));
    return new Set(takeMoves.value.map((m) => m.match));
  });

  function hover(card: string | null): void {
    hovered.value = card;
  }

  function playCard(card: string): void {
    const moves = playMoves.value.filter((m) => m.card === card);
    if (moves.length === 1) onMove(moves[0] as KoiKoiMove);
    else if (moves.length === 2) {
      selected.value = card;
      void nextTick(() => rows.field.value?.querySelector<HTMLButtonElement>('button.pick')?.focus());
    }
  }

  /*
   * The focus goes to the next thing to do rather than falling back to the page: the first playable hand card
   * when the turn comes, the first field card to take when a drawn card matches two. Only when the focus is on
   * nothing of the app's (a dialog or summary takes it itself).
   */
  watch(
    () => [playMoves.value.length > 0, takeMoves.value.length > 0] as const,
    ([canPlay, canTake], before) => {
      if (before && before[0] === canPlay && before[1] === canTake) return;
      // Asked once the board is drawn: on the first call the board's own setup (its summary) is not done yet.
      void nextTick(() => {
        const idle = document.activeElement === null || document.activeElement === document.body || !document.activeElement.isConnected;
        if (!idle || covered()) return;
        if (canTake) rows.field.value?.querySelector<HTMLButtonElement>('button.pick')?.focus();
        else if (canPlay) rows.hand.value?.querySelector<HTMLButtonElement>('button:not([disabled])')?.focus();
      });
    },
    // A board put up on the person's turn (a reload, a saved game resumed) focuses the hand at once.
    { immediate: true },
  );

  function pickField(card: string): void {
    if (selected.value) {
      const move = playMoves.value.find((m) => m.card === selected.value && m.match === card);
      if (move) onMove(move);
      return;
    }
    const take = takeMoves.value.find((m) => m.match === card);
    if (take) onMove(take);
  }

  function back(): void {
    const card = selected.value;
    selected.value = null;
    if (card) void nextTick(() => rows.hand.value?.querySelector<HTMLButtonElement>(`button[data-card="${card}"]`)?.focus());
  }

  // The field's cards that are not a move can be focused too (the peek names them, Enter shows them large).
  const moveAlong = useRovingFocus({ items: 'button:not([disabled]), .card[tabindex]' });
  /** Arrow keys, Home and End move along a row; Escape steps back from a field choice. */
  function rowKeys(e: KeyboardEvent): void {
    if (e.key === 'Escape') back();
    else moveAlong(e);
  }

  return { playMoves, takeMoves, deciding, hinted, selected, focusCard, lit, pickable, hover, playCard, pickField, back, rowKeys };
}
