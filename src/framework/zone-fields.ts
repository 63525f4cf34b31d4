/**
 * How a zone kept in one field of the state is read and written, so a zone declaration names the
 * field instead of spelling out how its cards go in and out: a list of cards, a place for at most
 * one card (null when empty), or a list per player (a pair, one side each).
 */
import type { PlayerId } from './game';
import { withSide, type Draft } from './zone-table';

/** The keys of `S` whose values are of type `T`. */
type KeysOf<S, T> = { [K in keyof S]-?: S[K] extends T ? K : never }[keyof S];
type Pair<T> = readonly [T, T];

/** Field accessors for zones of state `S` holding cards `C`. */
export function zoneFields<S, C extends string>() {
  const put = (draft: Draft<S>, key: keyof S, value: unknown): void => {
    (draft as Record<keyof S, unknown>)[key] = value;
  };
  return {
    /** The zone is the list in `key`. */
    cards: (key: KeysOf<S, readonly C[]>) => ({
      read: (s: S) => s[key] as readonly C[],
      write: (d: Draft<S>, cards: C[]) => put(d, key, cards),
    }),
    /** The zone is the one card in `key`, or empty when it holds null. */
    card: (key: KeysOf<S, C | null>) => ({
      read: (s: S): readonly C[] => {
        const card = s[key] as C | null;
        return card === null ? [] : [card];
      },
      write: (d: Draft<S>, cards: C[]) => put(d, key, cards[0] ?? null),
    }),
    /** Each player's zone is their side of the pair in `key` (for playerZones). */
    playerCards: (key: KeysOf<S, Pair<readonly C[]>>) => ({
      read: (s: S, p: PlayerId) => (s[key] as Pair<readonly C[]>)[p],
      write: (d: Draft<S>, p: PlayerId, cards: C[]) => put(d, key, withSide(d[key] as Pair<readonly C[]>, p, cards)),
    }),
  };
}
