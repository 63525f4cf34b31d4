/**
 * How a zone kept in one field of the state is read and written, so a zone declaration names the
 * field instead of spelling out how its cards go in and out: a list of cards, a place for at most
 * one card (null when empty), or a list per seat (one entry each).
 */
import type { Seat } from './seats';
import { withSeat, type Draft } from './zone-table';

/** The keys of `S` whose values are of type `T`. */
type KeysOf<S, T> = { [K in keyof S]-?: S[K] extends T ? K : never }[keyof S];

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
    /** Each seat's zone is its entry of the list by seat in `key` (for playerZones); a seat the list lacks holds nothing. */
    playerCards: (key: KeysOf<S, readonly (readonly C[])[]>) => ({
      read: (s: S, p: Seat): readonly C[] => (s[key] as readonly (readonly C[])[])[p] ?? [],
      write: (d: Draft<S>, p: Seat, cards: C[]) => put(d, key, withSeat<readonly C[]>(d[key] as readonly (readonly C[])[], p, cards, [])),
    }),
  };
}
