/** What one player may see, and resampling of everything they cannot see. */
import { other, type Outcome, type PlayerId } from '../../src/framework/game';
import type { Rng } from '../../src/framework/rng';
import { GEISHAS, ITEM_DECK, sortItems, type ActionsUsed, type Counts, type Geisha } from './cards';
import type { Markers } from './judge';
import type { HanamikojiOptions } from './options';
import type { HanamikojiState, PendingOffer, RoundResult } from './state';

/** A face-down card: its presence is known, its face is not. */
export const HIDDEN = 'hidden';
export type Seen = Geisha | typeof HIDDEN;

export interface HanamikojiView {
  readonly viewer: PlayerId;
  readonly options: HanamikojiOptions;
  readonly round: number;
  readonly startPlayer: PlayerId;
  readonly turn: PlayerId;
  readonly toAct: PlayerId | null;
  /** The viewer's hand in letters; the opponent's as HIDDEN (one per card) unless opponentHandVisible. */
  readonly hands: readonly [readonly Seen[], readonly Seen[]];
  readonly deckCount: number;
  readonly placed: readonly [Counts, Counts];
  readonly secrets: readonly [Seen | null, Seen | null];
  readonly tradeoffs: readonly [readonly Seen[], readonly Seen[]];
  readonly used: readonly [ActionsUsed, ActionsUsed];
  readonly markers: Markers;
  readonly pending: PendingOffer | null;
  readonly lastRound: RoundResult | null;
  readonly outcome: Outcome | null;
}

const hide = (cards: readonly Geisha[]): Seen[] => cards.map(() => HIDDEN);

export function viewFor(state: HanamikojiState, viewer: PlayerId): HanamikojiView {
  const opp = other(viewer);
  const seesOppHand = state.options.opponentHandVisible;
  const hands: Seen[][] = [[], []];
  const secrets: (Seen | null)[] = [null, null];
  const tradeoffs: Seen[][] = [[], []];
  hands[viewer] = state.hands[viewer].slice();
  hands[opp] = seesOppHand ? state.hands[opp].slice() : hide(state.hands[opp]);
  secrets[viewer] = state.secrets[viewer];
  secrets[opp] = state.secrets[opp] === null ? null : HIDDEN;
  tradeoffs[viewer] = state.tradeoffs[viewer].slice();
  tradeoffs[opp] = hide(state.tradeoffs[opp]);
  return {
    viewer,
    options: state.options,
    round: state.round,
    startPlayer: state.startPlayer,
    turn: state.turn,
    toAct: viewToActOf(state),
    hands: hands as [Seen[], Seen[]],
    deckCount: state.deck.length,
    placed: state.placed,
    secrets: secrets as [Seen | null, Seen | null],
    tradeoffs: tradeoffs as [Seen[], Seen[]],
    used: state.used,
    markers: state.markers,
    pending: state.pending,
    lastRound: state.lastRound,
    outcome: state.outcome,
  };
}

function viewToActOf(state: HanamikojiState): PlayerId | null {
  if (state.outcome) return null;
  return state.pending ? other(state.pending.by) : state.turn;
}

export const viewToAct = (view: HanamikojiView): PlayerId | null => view.toAct;

/** The cards `player` cannot see, in a fixed order of places (so sizes can be kept when refilling). */
export function hiddenCards(state: HanamikojiState, player: PlayerId): Geisha[] {
  const opp = other(player);
  const secret = state.secrets[opp];
  return [
    ...(state.options.opponentHandVisible ? [] : state.hands[opp]),
    ...(secret === null ? [] : [secret]),
    ...state.tradeoffs[opp],
    state.removed,
    ...state.deck,
  ];
}

export function determinize(state: HanamikojiState, player: PlayerId, rng: Rng): HanamikojiState {
  if (state.outcome) return state;
  const opp = other(player);
  const pool = rng.shuffle(hiddenCards(state, player));
  const take = (n: number): Geisha[] => pool.splice(0, n);
  const hand = state.options.opponentHandVisible ? state.hands[opp] : sortItems(take(state.hands[opp].length));
  const secret = state.secrets[opp] === null ? null : (take(1)[0] as Geisha);
  const tradeoff = sortItems(take(state.tradeoffs[opp].length));
  const removed = take(1)[0] as Geisha;
  const deck = take(state.deck.length);
  const set = <T>(pair: readonly [T, T], value: T): [T, T] => (opp === 0 ? [value, pair[1]] : [pair[0], value]);
  return {
    ...state,
    hands: set(state.hands, hand),
    secrets: set(state.secrets, secret),
    tradeoffs: set(state.tradeoffs, tradeoff),
    removed,
    deck,
  };
}

/** Cards the viewer can see face up or as their own, wherever they lie. */
function visibleCards(view: HanamikojiView): Geisha[] {
  const me = view.viewer;
  const known = (cards: readonly (Seen | null)[]): Geisha[] => cards.filter((c): c is Geisha => c !== null && c !== HIDDEN);
  const out: Geisha[] = [...known(view.hands[0]), ...known(view.hands[1]), ...known([view.secrets[me]]), ...known(view.tradeoffs[me])];
  for (const side of view.placed) for (const g of GEISHAS) for (let i = 0; i < side[g]; i++) out.push(g);
  const offer = view.pending;
  if (offer) out.push(...(offer.kind === 'gift' ? offer.cards : [...offer.pairs[0], ...offer.pairs[1]]));
  return out;
}

/** A full state consistent with the view: the unseen cards dealt at random into the hidden places. */
export function sampleState(view: HanamikojiView, rng: Rng): HanamikojiState {
  const me = view.viewer;
  const opp = other(me);
  const unseen = ITEM_DECK.slice();
  for (const c of visibleCards(view)) unseen.splice(unseen.indexOf(c), 1);
  const pool = rng.shuffle(unseen);
  const take = (n: number): Geisha[] => pool.splice(0, n);
  const seenOrDealt = (cards: readonly Seen[]): Geisha[] =>
    cards.some((c) => c === HIDDEN) ? sortItems(take(cards.length)) : (cards as Geisha[]).slice();
  const oppHand = seenOrDealt(view.hands[opp]);
  const oppSecret = view.secrets[opp] === null ? null : (take(1)[0] as Geisha);
  const oppTradeoff = sortItems(take(view.tradeoffs[opp].length));
  const removed = take(1)[0] as Geisha;
  const deck = take(view.deckCount);
  const pair = <T>(mine: T, theirs: T): [T, T] => (me === 0 ? [mine, theirs] : [theirs, mine]);
  return {
    options: view.options,
    round: view.round,
    startPlayer: view.startPlayer,
    turn: view.turn,
    hands: pair(view.hands[me] as Geisha[], oppHand),
    deck,
    removed,
    placed: view.placed,
    secrets: pair(view.secrets[me] as Geisha | null, oppSecret),
    tradeoffs: pair(view.tradeoffs[me] as Geisha[], oppTradeoff),
    used: view.used,
    markers: view.markers,
    pending: view.pending,
    lastRound: view.lastRound,
    outcome: view.outcome,
    rng: rng.fork().state,
  };
}

const countsKey = (c: Counts): string => `${c.A}${c.B}${c.C}${c.D}${c.E}${c.F}${c.G}`;
const usedKey = (u: ActionsUsed): number => (u.secret ? 1 : 0) + (u.tradeoff ? 2 : 0) + (u.gift ? 4 : 0) + (u.competition ? 8 : 0);
const markerKey = (m: PlayerId | null): string => (m === null ? '-' : String(m));

/**
 * A compact key of `player`'s view: what they see of the cards, markers, offer and options in force.
 * The summary of the previous round is left out: it cannot change anything from here on.
 */
export function infoKey(state: HanamikojiState, player: PlayerId): string {
  const opp = other(player);
  const o = state.options;
  const m = state.markers;
  const offer = state.pending;
  const pending =
    offer === null ? '-' : offer.kind === 'gift' ? `g${offer.cards.join('')}` : `c${offer.pairs[0].join('')}${offer.pairs[1].join('')}`;
  const oppHand = o.opponentHandVisible ? state.hands[opp].join('') : state.hands[opp].length;
  return (
    `${player}${o.roundLimit}${o.opponentHandVisible ? 1 : 0}${o.revealAtRoundEnd ? 1 : 0}|${state.round}${state.startPlayer}${state.turn}` +
    `|${state.hands[player].join('')}|${oppHand}|${state.deck.length}|${countsKey(state.placed[0])}${countsKey(state.placed[1])}` +
    `|${state.secrets[player] ?? '-'}${state.secrets[opp] === null ? '-' : '?'}|${state.tradeoffs[player].join('')}|${state.tradeoffs[opp].length}` +
    `|${usedKey(state.used[0])},${usedKey(state.used[1])}|${markerKey(m.A)}${markerKey(m.B)}${markerKey(m.C)}${markerKey(m.D)}` +
    `${markerKey(m.E)}${markerKey(m.F)}${markerKey(m.G)}|${pending}|${state.outcome === null ? '' : 'over'}`
  );
}
