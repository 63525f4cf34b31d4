/**
 * Zones with declared visibility. A game declares each zone once — its owner, what each player
 * sees of it, how its cards are ordered, and where it lives in the game's state — and the kernel
 * derives from that declaration everything that must agree with it: what a player sees, the
 * resampling of everything they cannot see (from a state or from a view), card conservation and
 * the public record of cards moving between zones. Hiding cards is then a property of the
 * declaration, not of hand-written code that a test has to catch out.
 */
import type { Deck } from './deck';
import type { PlayerId } from './game';
import { copyOf } from './list-copy';
import { seatsOf, type Seat } from './seats';
import type { Rng } from './rng';

/** A shallow copy of a state whose top-level fields a zone may replace. */
export type Draft<S> = { -readonly [K in keyof S]: S[K] };

/** What a player sees of a zone: its cards, how many cards it holds, or nothing at all. */
export type Sight = 'cards' | 'count' | 'nothing';

/**
 * How a zone orders its cards:
 * - `sorted`: kept in the deck's order in the state (a hand whose order must carry no information);
 * - `loose`: in no meaningful order (a Koi-Koi hand): shown sorted, refilled in dealing order;
 * - `pile`: the order is part of the game and hidden (a draw pile, index 0 on top);
 * - `table`: the order is a public layout (a field, a capture pile): shown as it is.
 */
type ZoneOrder = 'sorted' | 'loose' | 'pile' | 'table';

/** `P`: the game's seats (a two-seat game's states index pairs by 0 | 1). */
export interface ZoneDecl<S, C extends string, P extends Seat = Seat> {
  readonly name: string;
  /** The player the zone belongs to, or null for a shared zone (field, draw pile). */
  readonly owner: P | null;
  /** The same sight for everyone, one for the owner and one for the other, or decided by the state (an option). */
  readonly sight: Sight | { readonly owner: Sight; readonly others: Sight } | ((state: S, viewer: P) => Sight);
  readonly order: ZoneOrder;
  readonly read: (state: S) => readonly C[];
  /**
   * Puts `cards` into the zone on a shallow copy of the state the kernel made for this change
   * (one copy however many zones change: resampling runs in every search iteration). Absent for a
   * public zone whose cards carry structure the kernel cannot rebuild (a pending offer's pairs).
   */
  readonly write?: (draft: Draft<S>, cards: C[]) => void;
}

/** A zone as one player sees it: its cards, or how many there are (absent when the player sees nothing). */
export type SeenZone<C extends string> = { readonly cards: readonly C[] } | { readonly count: number };

export type SeenZones<C extends string> = Readonly<Record<string, SeenZone<C>>>;

/** How many cards a sight of a zone shows or counts (0 when the viewer sees nothing of it). */
export const seenSize = (zone: SeenZone<string> | undefined): number => (zone === undefined ? 0 : 'cards' in zone ? zone.cards.length : zone.count);

/** Declared with methods so a table for one game's state fits where any game is expected. */
export interface ZoneTable<S, C extends string> {
  readonly deck: Deck<C>;
  readonly names: readonly string[];
  owner(name: string): Seat | null;
  sightOf(name: string, state: S, viewer: Seat): Sight;
  /** The cards of one zone as they lie in the state (for the rules, never for a view). */
  cardsOf(state: S, name: string): readonly C[];
  /** Every zone `viewer` sees something of, as they see it. */
  seen(state: S, viewer: Seat): SeenZones<C>;
  /** The cards of one zone as `viewer` sees them: the cards, or null per card they cannot see. */
  seenCards(state: S, viewer: Seat, name: string): (C | null)[];
  /**
   * The same state with every card `player` cannot see dealt again at random among the zones that
   * hide them, each zone keeping its size. Zones are refilled in declaration order.
   */
  determinize(state: S, player: Seat, rng: Rng): S;
  /**
   * A state built from what a player saw: `base` carries the public facts; each zone gets the cards
   * `seen` shows, or as many unseen cards as `seen` counts; the zone the player sees nothing of
   * (at most one) takes the rest of the deck.
   */
  sample(base: S, seen: SeenZones<C>, rng: Rng): S;
  /** null when every card of the deck lies in exactly one zone, else what is wrong. */
  conservationError(state: S): string | null;
  /** Moves `cards` from one zone to another (appended, or sorted into a `sorted` zone). */
  move(state: S, from: string, to: string, cards: readonly C[]): S;
  /**
   * The same move made on a draft a rule already copied for this change (a rule that makes several
   * moves copies the state once). Throws, leaving the draft as it was, when a card is not in `from`.
   */
  moveIn(draft: Draft<S>, from: string, to: string, cards: readonly C[]): void;
}

export function defineZones<S, C extends string, P extends Seat = Seat>(deck: Deck<C>, zones: readonly ZoneDecl<S, C, P>[]): ZoneTable<S, C> {
  // Every card of the deck lies in some zone: a table of none could hold no card, and conservation would fail on every state.
  if (zones.length === 0) throw new Error('a zone table needs at least one zone');
  const byName = new Map(zones.map((z) => [z.name, z]));
  if (byName.size !== zones.length) throw new Error('two zones share a name');
  const zoneNamed = (name: string): ZoneDecl<S, C, P> => {
    const zone = byName.get(name);
    if (!zone) throw new Error(`no zone "${name}"`);
    return zone;
  };
  const writeZone = (zone: ZoneDecl<S, C, P>, draft: Draft<S>, cards: C[]): void => {
    if (!zone.write) throw new Error(`zone "${zone.name}" is public structure and cannot be dealt into`);
    zone.write(draft, cards);
  };
  const draftOf = (state: S): Draft<S> => ({ ...state });
  // The soak freezes every state it checks, and V8 (Node 20) copies or walks a frozen list with slice,
  // filter, every, concat or for…of on a slow path, ten to thirty times slower: the hot paths here copy
  // a zone's list with a spread and walk it by index.
  // Each distinct card's slot and how many of it the deck holds, for the conservation count.
  const slotOf = new Map<C, number>();
  const slotCards: C[] = [];
  for (const card of deck.cards) if (!slotOf.has(card)) slotOf.set(card, slotCards.push(card) - 1);
  const slotCount = slotCards.length;
  const expected = new Int32Array(slotCount);
  for (const card of deck.cards) expected[slotOf.get(card) as number]! += 1;
  const arrange = (zone: ZoneDecl<S, C, P>, cards: C[]): C[] => (zone.order === 'sorted' ? deck.sorted(cards) : cards);

  const sightOf = (zone: ZoneDecl<S, C, P>, state: S, viewer: Seat): Sight => {
    const { sight } = zone;
    if (typeof sight === 'string') return sight;
    // The table is asked for seats of this game only.
    if (typeof sight === 'function') return sight(state, viewer as P);
    return zone.owner === viewer ? sight.owner : sight.others;
  };

  const seenZone = (zone: ZoneDecl<S, C, P>, state: S, viewer: Seat): SeenZone<C> | null => {
    const sight = sightOf(zone, state, viewer);
    if (sight === 'nothing') return null;
    const cards = zone.read(state);
    if (sight === 'count') return { count: cards.length };
    return { cards: zone.order === 'loose' ? deck.sorted(cards) : [...cards] };
  };

  /** The deck in its order without `taken` (each taken card once per time it is taken), or an error. */
  const without = (taken: readonly C[]): { rest: C[]; extra: C | null } => {
    const owed = new Map<C, number>();
    for (const card of taken) owed.set(card, (owed.get(card) ?? 0) + 1);
    const rest: C[] = [];
    for (const card of deck.cards) {
      const n = owed.get(card) ?? 0;
      if (n > 0) owed.set(card, n - 1);
      else rest.push(card);
    }
    for (const [card, n] of owed) if (n > 0) return { rest, extra: card };
    return { rest, extra: null };
  };

  function moveIn(draft: Draft<S>, from: string, to: string, cards: readonly C[]): void {
    const source = zoneNamed(from);
    const target = zoneNamed(to);
    // Copied and walked by index (list-copy.ts): moves run this on every move.
    const left = copyOf(source.read(draft as S));
    for (let k = 0; k < cards.length; k++) {
      const card = cards[k] as C;
      const i = left.indexOf(card);
      if (i < 0) throw new Error(`card ${card} is not in zone "${from}"`);
      left.splice(i, 1);
    }
    writeZone(source, draft, left);
    const arrived = copyOf(target.read(draft as S));
    for (let k = 0; k < cards.length; k++) arrived.push(cards[k] as C);
    writeZone(target, draft, arrange(target, arrived));
  }

  return {
    deck,
    names: zones.map((z) => z.name),
    owner: (name) => zoneNamed(name).owner,
    sightOf: (name, state, viewer) => sightOf(zoneNamed(name), state, viewer),
    cardsOf: (state, name) => zoneNamed(name).read(state),
    seen(state, viewer) {
      const out: Record<string, SeenZone<C>> = {};
      for (const zone of zones) {
        const seen = seenZone(zone, state, viewer);
        if (seen) out[zone.name] = seen;
      }
      return out;
    },
    seenCards(state, viewer, name) {
      const zone = zoneNamed(name);
      const seen = seenZone(zone, state, viewer);
      if (seen && 'cards' in seen) return [...seen.cards];
      return zone.read(state).map(() => null);
    },
    determinize(state, player, rng) {
      const hidden = zones.filter((z) => sightOf(z, state, player) !== 'cards');
      // Gathered by index and shuffled in place: the same draws as shuffling a flatMap's copy, without
      // flatMap, which is slow on any list and slower still on a frozen one.
      const pool: C[] = [];
      for (const zone of hidden) {
        const cards = zone.read(state);
        for (let i = 0; i < cards.length; i++) pool.push(cards[i] as C);
      }
      rng.shuffleInPlace(pool);
      const draft = draftOf(state);
      for (const zone of hidden) writeZone(zone, draft, arrange(zone, pool.splice(0, zone.read(state).length)));
      return draft as S;
    },
    sample(base, seen, rng) {
      const seenCards: C[] = [];
      let counted = 0;
      let blind = 0;
      for (const zone of zones) {
        const view = seen[zone.name];
        if (view === undefined) blind++;
        else if ('cards' in view) seenCards.push(...view.cards);
        else counted += view.count;
      }
      if (blind > 1) throw new Error('a view may hide at most one zone entirely');
      const { rest: pool, extra } = without(seenCards);
      if (extra !== null) throw new Error(`card ${extra} is seen more often than the deck holds it`);
      const unseen = rng.shuffle(pool);
      const rest = unseen.length - counted;
      if (rest < 0 || (blind === 0 && rest !== 0)) throw new Error(`the view's card counts do not add up to the deck (${rest} left over)`);
      const draft = draftOf(base);
      for (const zone of zones) {
        const view = seen[zone.name];
        if (view !== undefined && 'cards' in view) {
          // A seen zone without a writer is public structure the base already carries.
          if (zone.write) zone.write(draft, [...view.cards]);
          continue;
        }
        writeZone(zone, draft, arrange(zone, unseen.splice(0, view === undefined ? rest : view.count)));
      }
      return draft as S;
    },
    conservationError(state) {
      // Checked at every position of a soak: count by the card's place in the deck, no allocation per card.
      const held = new Int32Array(slotCount);
      for (const zone of zones) {
        const cards = zone.read(state);
        for (let i = 0; i < cards.length; i++) {
          const card = cards[i] as C;
          const slot = slotOf.get(card);
          if (slot === undefined) return `card ${card} in zone "${zone.name}" is not in the deck`;
          held[slot]! += 1;
        }
      }
      for (let i = 0; i < slotCount; i++) {
        if (held[i] === expected[i]) continue;
        const card = slotCards[i] as C;
        if ((held[i] as number) > (expected[i] as number)) {
          const where = zones.filter((zone) => zone.read(state).includes(card)).map((zone) => `"${zone.name}"`);
          return `card ${card} lies in more places than the deck holds it (${where.join(', ')})`;
        }
        const missing = deck.cards.filter((c) => {
          const j = slotOf.get(c) as number;
          return (held[j] as number) < (expected[j] as number);
        });
        const names = [...new Set(missing)];
        return `card${names.length > 1 ? 's' : ''} ${names.join(', ')} in no zone`;
      }
      return null;
    },
    move(state, from, to, cards) {
      const draft = draftOf(state);
      moveIn(draft, from, to, cards);
      return draft as S;
    },
    moveIn,
  };
}

/** The same zone once per seat (`hand0`, `hand1`, …): hands, capture piles, trade-offs. */
export function playerZones<S, C extends string, P extends Seat = Seat>(
  name: string,
  decl: Omit<ZoneDecl<S, C, P>, 'name' | 'owner' | 'read' | 'write'> & {
    readonly read: (state: S, player: P) => readonly C[];
    readonly write?: (draft: Draft<S>, player: P, cards: C[]) => void;
  },
  count = 2,
): ZoneDecl<S, C, P>[] {
  const { read, write, ...rest } = decl;
  const zone = (p: P): ZoneDecl<S, C, P> => ({
    ...rest,
    name: `${name}${p}`,
    owner: p,
    read: (s) => read(s, p),
    ...(write ? { write: (d: Draft<S>, c: C[]) => write(d, p, c) } : {}),
  });
  return seatsOf(count).map((seat) => zone(seat as P));
}

/** A pair with one side replaced: how per-player zones write into a two-seat state. */
export const withSide = <T>(pair: readonly [T, T], p: PlayerId, value: T): [T, T] => (p === 0 ? [value, pair[1]] : [pair[0], value]);

/** A list by seat with one seat's entry replaced (a new list), seats before it that the list lacks filled with `empty`. */
export function withSeat<T>(bySeat: readonly T[], seat: Seat, value: T, empty: T): T[] {
  const out = [...bySeat];
  while (out.length < seat) out.push(empty);
  out[seat] = value;
  return out;
}
