/**
 * The viewer's choice at the table: the hand cards they may play, the field cards they may take, the draw
 * pile in the two-player run-out, the hand card waiting for the player to pick one of two matching field
 * cards, the field cards lit while a card is pointed at, and where the focus goes next. Which field cards a
 * card takes is the rules' answer (takenBy, matchesOf) and the legal moves'; only a complete move is handed on.
 */
import { computed, nextTick, ref, watch, type Ref } from 'vue';
import type { Seat } from '../../../src/framework/game';
import type { BoardHint } from '../../../src/plugin-api/board';
import { useRovingFocus } from '../../../src/plugin-api/ui/roving-focus';
import { matchesOf, takenBy } from '../rules';
import type { HanaAwaseMove } from '../state';
import type { HanaAwaseView } from '../view';

type PlayMove = Extract<HanaAwaseMove, { type: 'play' }>;
type TakeMove = Extract<HanaAwaseMove, { type: 'take' }>;

interface Table {
  readonly view: HanaAwaseView;
  readonly viewer: Seat;
  readonly legalMoves: readonly HanaAwaseMove[];
  readonly hint: BoardHint<HanaAwaseMove> | null;
}

/** The places the focus moves in: the field's cards, the viewer's hand and the draw pile. */
export interface TableRows {
  readonly field: Ref<HTMLElement | null>;
  readonly hand: Ref<HTMLElement | null>;
  readonly pile: Ref<HTMLElement | null>;
}

/** What the hint names on the table: a hand card, a field card or the draw pile. */
export interface Hinted {
  readonly hand: string | null;
  readonly field: string | null;
  readonly pile: boolean;
}

/** The field cards a hand card would take: what the rules say it takes, or the two it must choose between. */
export function wouldTake(field: readonly string[], card: string): string[] {
  const matches = matchesOf(field, card);
  return matches.length === 2 ? matches : takenBy(field, card);
}

/**
 * @param covered whether a summary covers the table (the focus then stays where the summary puts it)
 * @param onMove hands on a complete move
 */
export function useSelection(table: Table, rows: TableRows, covered: () => boolean, onMove: (move: HanaAwaseMove) => void) {
  // ---- what the viewer may do now --------------------------------------------------------------
  const playMoves = computed(() => table.legalMoves.filter((m): m is PlayMove => m.type === 'play'));
  const takeMoves = computed(() => table.legalMoves.filter((m): m is TakeMove => m.type === 'take'));
  const drawMove = computed(() => table.legalMoves.find((m) => m.type === 'draw') ?? null);
  const hinted = computed<Hinted>(() => {
    const m = table.hint?.move;
    return {
      hand: m?.type === 'play' ? m.card : null,
      field: m?.type === 'take' ? m.match : m?.type === 'play' ? (m.match ?? null) : null,
      pile: m?.type === 'draw',
    };
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

  /** The card whose captures the field shows: the chosen hand card, the one pointed at, or the card just turned. */
  const focusCard = computed(() => selected.value ?? hovered.value ?? table.view.drawn);
  const lit = computed(() => new Set(focusCard.value ? wouldTake(table.view.field, focusCard.value) : []));
  const pickable = computed(() => {
    if (selected.value) return new Set(playMoves.value.filter((m) => m.card === selected.value && m.match).map((m) => m.match as string));
    return new Set(takeMoves.value.map((m) => m.match));
  });

  function hover(card: string | null): void {
    hovered.value = card;
  }

  function playCard(card: string): void {
    const moves = playMoves.value.filter((m) => m.card === card);
    if (moves.length === 1) onMove(moves[0] as HanaAwaseMove);
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
   * when the turn comes, the first field card to take when a turned card matches two, the pile in a run-out.
   * Only when the focus is on nothing of the app's (a dialog or summary takes it itself).
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
        else if (canDraw) rows.pile.value?.focus();
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

  return { playMoves, takeMoves, drawMove, hinted, selected, focusCard, lit, pickable, hover, playCard, pickField, drawCard, back, rowKeys };
}
