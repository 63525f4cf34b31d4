/** The board's multi-step choice (action → cards → pairs) turned into a move, kept free of Vue. */
import { ACTION_CARDS, type Action, type Geisha } from '../cards';
import { moveKey, splits, type HanamikojiMove } from '../moves';
import type { Pair } from '../state';

export interface Selection {
  readonly action: Action | null;
  /** Indices into the (sorted) hand. */
  readonly cards: readonly number[];
  /** Index into `splitsOf(cards)` for a Competition. */
  readonly split: number | null;
}

export const EMPTY_SELECTION: Selection = { action: null, cards: [], split: null };

const chosenCards = (hand: readonly Geisha[], sel: Selection): Geisha[] =>
  sel.cards.map((i) => hand[i] as Geisha).sort();

export const splitsOf = (hand: readonly Geisha[], sel: Selection): [Pair, Pair][] =>
  sel.action === 'competition' && sel.cards.length === 4 ? splits(chosenCards(hand, sel)) : [];

/** The complete move the selection describes, or null while it is incomplete. */
export function selectedMove(hand: readonly Geisha[], sel: Selection): HanamikojiMove | null {
  if (!sel.action || sel.cards.length !== ACTION_CARDS[sel.action]) return null;
  const cards = chosenCards(hand, sel);
  switch (sel.action) {
    case 'secret':
      return { type: 'secret', card: cards[0] as Geisha };
    case 'tradeoff':
      return { type: 'tradeoff', cards: cards as [Geisha, Geisha] };
    case 'gift':
      return { type: 'gift', cards: cards as [Geisha, Geisha, Geisha] };
    case 'competition': {
      const options = splits(cards);
      const pairs = options[sel.split ?? (options.length === 1 ? 0 : -1)];
      return pairs ? { type: 'competition', pairs: pairs as [[Geisha, Geisha], [Geisha, Geisha]] } : null;
    }
  }
}

/** Toggles a hand card in or out of the selection, never past the action's card count. */
export function toggleCard(sel: Selection, index: number): Selection {
  if (!sel.action) return sel;
  if (sel.cards.includes(index)) return { ...sel, cards: sel.cards.filter((i) => i !== index), split: null };
  if (sel.cards.length >= ACTION_CARDS[sel.action]) return sel;
  return { ...sel, cards: [...sel.cards, index], split: null };
}

/** Escape / Back: undo the last step. */
export function stepBack(sel: Selection): Selection {
  if (sel.split !== null) return { ...sel, split: null };
  if (sel.cards.length > 0) return { ...sel, cards: sel.cards.slice(0, -1) };
  return EMPTY_SELECTION;
}

export const isLegal = (move: HanamikojiMove | null, legal: ReadonlySet<string>): boolean =>
  move !== null && legal.has(moveKey(move));
