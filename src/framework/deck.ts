/**
 * A card set as data: every card of a game with its attributes, in the order the game lists them
 * (that order is the sorted order of a hand). Shuffling, cutting, dealing and drawing take the RNG
 * the game keeps in its state, so the same seed always gives the same deal.
 */
import { copyOf } from './list-copy';
import type { Rng } from './rng';

/** One card of the set: its id and whatever the game needs to know about it (month, kind, geisha…). */
export type CardDef<C extends string, A extends object> = { readonly id: C } & A;

export interface Deck<C extends string, A extends object = object> {
  /** Every card id, with multiplicity (Hanamikoji has five item cards of geisha G), in the set's order. */
  readonly cards: readonly C[];
  /** The attributes of a card by id. */
  attributes(id: C): CardDef<C, A>;
  has(id: unknown): id is C;
  /** Sorts by the set's order: the order a hand is shown and stored in, so it never carries information. */
  compare(a: C, b: C): number;
  sorted(cards: readonly C[]): C[];
  /** The whole set, shuffled by `rng`. */
  shuffled(rng: Rng): C[];
}

export function defineDeck<C extends string, A extends object>(defs: readonly CardDef<C, A>[]): Deck<C, A> {
  const rank = new Map<C, number>();
  const byId = new Map<C, CardDef<C, A>>();
  defs.forEach((def, i) => {
    if (!rank.has(def.id)) rank.set(def.id, i);
    byId.set(def.id, def);
  });
  const cards = defs.map((d) => d.id);
  const rankOf = (card: C): number => rank.get(card) ?? Infinity;
  const compare = (a: C, b: C): number => rankOf(a) - rankOf(b);
  // Hands are sorted after every draw and in every search iteration: an insertion sort that looks each
  // card's rank up once (hands are short, and mostly sorted already), stable like Array.sort.
  const sorted = (list: readonly C[]): C[] => {
    const out = copyOf(list);
    const n = out.length;
    if (n < 2) return out;
    const ranks = new Array<number>(n);
    for (let i = 0; i < n; i++) ranks[i] = rankOf(out[i] as C);
    for (let i = 1; i < out.length; i++) {
      const card = out[i] as C;
      const r = ranks[i] as number;
      let j = i - 1;
      while (j >= 0 && (ranks[j] as number) > r) {
        out[j + 1] = out[j] as C;
        ranks[j + 1] = ranks[j] as number;
        j--;
      }
      out[j + 1] = card;
      ranks[j + 1] = r;
    }
    return out;
  };
  return {
    cards,
    attributes: (id) => {
      const def = byId.get(id);
      if (!def) throw new Error(`no card ${id} in this deck`);
      return def;
    },
    has: (id): id is C => typeof id === 'string' && rank.has(id as C),
    compare,
    sorted,
    shuffled: (rng) => rng.shuffle(cards),
  };
}

/** Cuts a pile: the cards from `at` on go on top (index 0 is the top). */
export function cut<C>(pile: readonly C[], at: number): C[] {
  if (!Number.isInteger(at) || at < 0 || at > pile.length) throw new RangeError(`cannot cut a pile of ${pile.length} at ${at}`);
  return [...pile.slice(at), ...pile.slice(0, at)];
}

/** Splits the top `n` cards off a pile (index 0 is the top). */
export function draw<C>(pile: readonly C[], n: number): [drawn: C[], rest: C[]] {
  if (n > pile.length) throw new Error(`cannot draw ${n} from a pile of ${pile.length}`);
  return [pile.slice(0, n), pile.slice(n)];
}

/** Deals `perHand` cards to each of `hands` hands, one at a time round the table, from the top. */
export function deal<C>(pile: readonly C[], hands: number, perHand: number): [hands: C[][], rest: C[]] {
  if (hands * perHand > pile.length) throw new Error(`cannot deal ${hands}×${perHand} from a pile of ${pile.length}`);
  const out: C[][] = Array.from({ length: hands }, () => []);
  for (let i = 0; i < hands * perHand; i++) (out[i % hands] as C[]).push(pile[i] as C);
  return [out, pile.slice(hands * perHand)];
}
