/**
 * The viewer's choice at a hanafuda table whose moves play a hand card (naming the field card it takes when
 * it matches two), take a field card for the card turned from the pile (when that matches two), and in some
 * games turn the pile's top card alone (`draw`): the hand cards they may play and the field cards they may
 * take, the hand card waiting for the player to pick one of two matching field cards, the field cards lit
 * while a card is pointed at, and where the focus goes next. Only a complete move is handed on (`onMove`).
 */
import { computed, nextTick, ref, watch, type Ref } from 'vue';
import { useRovingFocus } from '../../../../src/plugin-api/ui/roving-focus';

type PlayMove = { readonly type: 'play'; readonly card: string; readonly match?: string };
type TakeMove = { readonly type: 'take'; readonly match: string };
type DrawMove = { readonly type: 'draw' };

interface Table<M> {
  readonly legalMoves: readonly M[];
}

/** The places the focus moves in: the field's cards, the viewer's hand, and the draw pile where it is a move. */
export interface TableRows {
  readonly field: Ref<HTMLElement | null>;
  readonly hand: Ref<HTMLElement | null>;
  readonly pile?: Ref<HTMLElement | null>;
}

interface Rules<M> {
  /** The field cards a card would take, lit while it is pointed at (the rules' answer). */
  readonly takes: (card: string) => readonly string[];
  /** The card whose captures the field shows when no hand card is chosen or pointed at: the card just turned, if any. */
  readonly turned: () => string | null;
  /** Whether a summary covers the table (the focus then stays where the summary puts it). */
  readonly covered: () => boolean;
  /** Hands on a complete move. */
  readonly onMove: (move: M) => void;
}

export function useSelection<M extends { readonly type: string }>(table: Table<M>, rows: TableRows, rules: Rules<M>) {
  const { takes, turned, covered, onMove } = rules;
  // ---- what the viewer may do now --------------------------------------------------------------
  const playMoves = computed(() => table.legalMoves.filter((m): m is Extract<M, PlayMove> => m.type === 'play'));
  const takeMoves = computed(() => table.legalMoves.filter((m): m is Extract<M, TakeMove> => m.type === 'take'));
  const drawMove = computed(() => table.legalMoves.find((m): m is Extract<M, DrawMove> => m.type === 'draw') ?? null);

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

  /** The card whose captures the field shows: the chosen hand card, the one pointed at, or the card just turned. */
  const focusCard = computed(() => selected.value ?? hovered.value ?? turned());
  const lit = computed(() => new Set(focusCard.value ? takes(focusCard.value) : []));
  const pickable = computed(() => {
    if (selected.value) return new Set(playMoves.value.filter((m) => m.card === selected.value && m.match).map((m) => m.match as string));
    return new Set(takeMoves.value.map((m) => m.match));
  });

  function hover(card: string | null): void {
    hovered.value = card;
  }

  function playCard(card: string): void {
    const moves = playMoves.value.filter((m) => m.card === card);
    if (moves.length === 1) onMove(moves[0]!);
    else if (moves.length > 1) {
      selected.value = card;
      void nextTick(() => rows.field.value?.querySelector<HTMLButtonElement>('button.pick')?.focus());
    }
  }

  function pickField(card: string): void {
    if (selected.value) {
      const move = playMoves.value.find((m) => m.card === selected.value && m.match === card);
      if (move) onMove(move);
      return;
    }
    const take = takeMoves.value.find((m) => m.match === card);
    if (take) onMove(take);
  }

  function drawCard(): void {
    if (drawMove.value) onMove(drawMove.value);
  }

  function back(): void {
    const card = selected.value;
    selected.value = null;
    if (card) void nextTick(() => rows.hand.value?.querySelector<HTMLButtonElement>(`button[data-card="${card}"]`)?.focus());
  }

  /*
   * The focus goes to the next thing to do rather than falling back to the page: the first playable hand card
   * when the turn comes, the first field card to take when a turned card matches two, the pile when turning it
   * is the turn. Only when the focus is on nothing of the app's (a dialog or summary takes it itself).
   */
  watch(
    () => [playMoves.value.length > 0, takeMoves.value.length > 0, drawMove.value !== null] as const,
    ([canPlay, canTake, canDraw], before) => {
      if (before && before[0] === canPlay && before[1] === canTake && before[2] === canDraw) return;
      // Asked once the board is drawn: on the first call the board's own setup (its summary) is not done yet.
      void nextTick(() => {
        const idle = document.activeElement === null || document.activeElement === document.body || !document.activeElement.isConnected;
        if (!idle || covered()) return;
        if (canTake) rows.field.value?.querySelector<HTMLButtonElement>('button.pick')?.focus();
        else if (canPlay) rows.hand.value?.querySelector<HTMLButtonElement>('button:not([disabled])')?.focus();
        else if (canDraw) rows.pile?.value?.focus();
      });
    },
    // A board put up on the person's turn (a reload, a saved game resumed) focuses the hand at once.
    { immediate: true },
  );

  // The field's cards that are not a move can be focused too (the peek names them, Enter shows them large).
  const moveAlong = useRovingFocus({ items: 'button:not([disabled]), .card[tabindex]' });
  /** Arrow keys, Home and End move along a row; Escape steps back from a field choice. */
  function rowKeys(e: KeyboardEvent): void {
    if (e.key === 'Escape') back();
    else moveAlong(e);
  }

  return { playMoves, takeMoves, drawMove, selected, focusCard, lit, pickable, hover, playCard, pickField, drawCard, back, rowKeys };
}
