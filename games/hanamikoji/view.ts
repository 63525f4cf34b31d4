/**
 * What one player may see, in Hanamikoji's own view shape, and how the zones are read back from it.
 * The kernel derives from these the views, the resampling of what a player cannot see (from a state or
 * from a view) and who acts; the information key stays hand-written, for the search's speed.
 */
import { other, type Outcome, type PlayerId } from '../../src/framework/game';
import { kernelViews } from '../../src/framework/kernel-parts';
import { seenSize, type SeenZone, type SeenZones } from '../../src/framework/zone-table';
import type { ActionsUsed, Counts, Geisha } from './cards';
import type { Markers } from './judge';
import type { HanamikojiOptions } from './options';
import { emptyTable, type HanamikojiState, type PendingOffer, type RoundResult } from './state';
import { hanamikojiTurns } from './turns';
import { hanamikojiZones, offerCards, placedCards } from './zones';

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

/** A zone as the viewer sees it, each card they cannot see as HIDDEN. */
const seenAs = (zone: SeenZone<Geisha> | undefined): Seen[] =>
  zone === undefined ? [] : 'cards' in zone ? zone.cards.slice() : new Array<Seen>(zone.count).fill(HIDDEN);

function view(state: HanamikojiState, viewer: PlayerId, seen: SeenZones<Geisha>): HanamikojiView {
  return {
    viewer,
    options: state.options,
    round: state.round,
    startPlayer: state.startPlayer,
    turn: state.turn,
    toAct: hanamikojiTurns.toAct(state),
    hands: [seenAs(seen.hand0), seenAs(seen.hand1)],
    deckCount: seenSize(seen.deck),
    placed: state.placed,
    secrets: [seenAs(seen.secret0)[0] ?? null, seenAs(seen.secret1)[0] ?? null],
    tradeoffs: [seenAs(seen.tradeoff0), seenAs(seen.tradeoff1)],
    used: state.used,
    markers: state.markers,
    pending: state.pending,
    lastRound: state.lastRound,
    outcome: state.outcome,
  };
}

/** A zone of the view as the kernel reads it back: its cards, or only how many when any is hidden. */
function zoneSeen(cards: readonly (Seen | null)[]): SeenZone<Geisha> {
  const present = cards.filter((c): c is Seen => c !== null);
  return present.includes(HIDDEN) ? { count: present.length } : { cards: present as Geisha[] };
}

/** The view-to-zones adapter: the removed card is the one zone no view shows, so sampling deals it the rest. */
function seenIn(v: HanamikojiView): SeenZones<Geisha> {
  const zones: Record<string, SeenZone<Geisha>> = { deck: { count: v.deckCount }, offer: { cards: offerCards(v.pending) } };
  for (const p of [0, 1] as const) {
    zones[`hand${p}`] = zoneSeen(v.hands[p]);
    zones[`secret${p}`] = zoneSeen([v.secrets[p]]);
    zones[`tradeoff${p}`] = zoneSeen(v.tradeoffs[p]);
    zones[`placed${p}`] = { cards: placedCards(v.placed[p]) };
  }
  return zones;
}

export const { viewFor, viewToAct, determinize, sampleState } = kernelViews({
  zones: hanamikojiZones,
  publicFields: ['options', 'round', 'startPlayer', 'turn', 'placed', 'used', 'markers', 'pending', 'lastRound', 'outcome'],
  emptyTable,
  view,
  seenIn,
});

/** The view's fields the information key leaves out: the summary of the previous round cannot change anything from here on. */
export const INFO_KEY_LEAVES_OUT: readonly (keyof HanamikojiView)[] = ['lastRound'];

const countsKey = (c: Counts): string => `${c.A}${c.B}${c.C}${c.D}${c.E}${c.F}${c.G}`;
const usedKey = (u: ActionsUsed): number => (u.secret ? 1 : 0) + (u.tradeoff ? 2 : 0) + (u.gift ? 4 : 0) + (u.competition ? 8 : 0);
const markerKey = (m: number | null): string => (m === null ? '-' : String(m));
/** The result whole (who won, with what, why), though the markers and items it came from are in the key too. */
const outcomeKey = (o: Outcome | null): string => (o === null ? '' : `over${markerKey(o.winner)}${o.scores[0]},${o.scores[1]}${o.reason}`);

/**
 * A compact key of `player`'s view, written by hand because the search asks for it at every node:
 * what they see of the cards, markers, offer and options in force; not the previous round's summary
 * (INFO_KEY_LEAVES_OUT).
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
    `${markerKey(m.E)}${markerKey(m.F)}${markerKey(m.G)}|${pending}|${outcomeKey(state.outcome)}`
  );
}
