/** Moves as a tagged union, their zod schema, canonical forms and keys. */
import { z } from 'zod';
import { GEISHAS, type Geisha } from './cards';
import type { Pair } from './state';

const geisha = z.enum(GEISHAS);

export const moveSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('secret'), card: geisha }),
  z.object({ type: z.literal('tradeoff'), cards: z.tuple([geisha, geisha]) }),
  z.object({ type: z.literal('gift'), cards: z.tuple([geisha, geisha, geisha]) }),
  z.object({ type: z.literal('competition'), pairs: z.tuple([z.tuple([geisha, geisha]), z.tuple([geisha, geisha])]) }),
  /** The opponent's choice from a Gift. */
  z.object({ type: z.literal('pick-gift'), card: geisha }),
  /** The opponent's choice from a Competition (index into the offer's pairs, as shown in the view). */
  z.object({ type: z.literal('pick-pair'), index: z.union([z.literal(0), z.literal(1)]) }),
]);

export type HanamikojiMove = z.infer<typeof moveSchema>;

const sortPair = (p: readonly [Geisha, Geisha]): Pair => (p[0] <= p[1] ? [p[0], p[1]] : [p[1], p[0]]);
const pairKey = (p: Pair): string => p[0] + p[1];

/** Pairs sorted inside and between each other, so one split has one spelling. */
export function canonicalPairs(pairs: readonly [readonly [Geisha, Geisha], readonly [Geisha, Geisha]]): [Pair, Pair] {
  const a = sortPair(pairs[0]);
  const b = sortPair(pairs[1]);
  return pairKey(a) <= pairKey(b) ? [a, b] : [b, a];
}

export const samePair = (a: Pair, b: Pair): boolean => pairKey(sortPair(a)) === pairKey(sortPair(b));

/** The key of a shared legal move, kept on the (frozen) move itself, hidden from JSON and equality. */
const KEY = Symbol('moveKey');
type Keyed = HanamikojiMove & { readonly [KEY]?: string };

const freezeDeep = (x: unknown): void => {
  if (!Array.isArray(x)) return;
  x.forEach(freezeDeep);
  Object.freeze(x);
};

/** Freezes a move (deeply) and attaches its key: search keys the same shared moves again and again. */
export function sealMove<T extends HanamikojiMove>(move: T): T {
  for (const v of Object.values(move)) freezeDeep(v);
  Object.defineProperty(move, KEY, { value: keyOf(move), enumerable: false });
  return Object.freeze(move);
}

export function moveKey(move: HanamikojiMove): string {
  return (move as Keyed)[KEY] ?? keyOf(move);
}

function keyOf(move: HanamikojiMove): string {
  switch (move.type) {
    case 'secret':
    case 'pick-gift':
      return `${move.type}:${move.card}`;
    case 'tradeoff':
    case 'gift':
      return `${move.type}:${move.cards.slice().sort().join('')}`;
    case 'competition': {
      const [a, b] = canonicalPairs(move.pairs);
      return `competition:${pairKey(a)}|${pairKey(b)}`;
    }
    case 'pick-pair':
      return `pick-pair:${move.index}`;
  }
}

/** Distinct multisets of size k from a sorted hand, each sorted. */
export function combinations(hand: readonly Geisha[], k: number): Geisha[][] {
  const out: Geisha[][] = [];
  const pick = (start: number, acc: Geisha[]): void => {
    if (acc.length === k) {
      out.push(acc.slice());
      return;
    }
    for (let i = start; i < hand.length; i++) {
      if (i > start && hand[i] === hand[i - 1]) continue;
      acc.push(hand[i] as Geisha);
      pick(i + 1, acc);
      acc.pop();
    }
  };
  pick(0, []);
  return out;
}

/** The distinct ways to split four cards into two pairs (up to 3). */
export function splits(four: readonly Geisha[]): [Pair, Pair][] {
  const [a, b, c, d] = four as [Geisha, Geisha, Geisha, Geisha];
  const seen = new Set<string>();
  const out: [Pair, Pair][] = [];
  for (const [p, q] of [
    [[a, b], [c, d]],
    [[a, c], [b, d]],
    [[a, d], [b, c]],
  ] as [Pair, Pair][]) {
    const pairs = canonicalPairs([p, q]);
    const key = pairKey(pairs[0]) + pairKey(pairs[1]);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(pairs);
  }
  return out;
}
