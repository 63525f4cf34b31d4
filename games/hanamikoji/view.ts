/** What one player may see, and resampling of everything they cannot see. */
import { other, type Outcome, type PlayerId } from '../../src/framework/game';
import type { Rng } from '../../src/framework/rng';
import type { SeenZone } from '../../src/framework/zone-table';
import type { ActionsUsed, Counts, Geisha } from './cards';
import type { Markers } from './judge';
import type { HanamikojiOptions } from './options';
import type { HanamikojiState, PendingOffer, RoundResult } from './state';
import { hanamikojiTurns } from './turns';
import { hanamikojiZones } from './zones';

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
const seen = (state: HanamikojiState, viewer: PlayerId, zone: string): Seen[] =>
  hanamikojiZones.seenCards(state, viewer, zone).map((c) => c ?? HIDDEN);
const seenPair = (state: HanamikojiState, viewer: PlayerId, zone: string): [Seen[], Seen[]] => [seen(state, viewer, `${zone}0`), seen(state, viewer, `${zone}1`)];

export function viewFor(state: HanamikojiState, viewer: PlayerId): HanamikojiView {
  const secrets = seenPair(state, viewer, 'secret');
  return {
    viewer,
    options: state.options,
    round: state.round,
    startPlayer: state.startPlayer,
    turn: state.turn,
    toAct: hanamikojiTurns.toAct(state),
    hands: seenPair(state, viewer, 'hand'),
    deckCount: state.deck.length,
    placed: state.placed,
    secrets: [secrets[0][0] ?? null, secrets[1][0] ?? null],
    tradeoffs: seenPair(state, viewer, 'tradeoff'),
    used: state.used,
    markers: state.markers,
    pending: state.pending,
    lastRound: state.lastRound,
    outcome: state.outcome,
  };
}

export const viewToAct = (view: HanamikojiView): PlayerId | null => view.toAct;

export function determinize(state: HanamikojiState, player: PlayerId, rng: Rng): HanamikojiState {
  return state.outcome ? state : hanamikojiZones.determinize(state, player, rng);
}

/** A zone of the view as the kernel reads it back: its cards, or only how many when any is hidden. */
function zoneSeen(cards: readonly (Seen | null)[]): SeenZone<Geisha> {
  const present = cards.filter((c): c is Seen => c !== null);
  return present.includes(HIDDEN) ? { count: present.length } : { cards: present as Geisha[] };
}

/** A full state consistent with the view: the unseen cards dealt at random into the hidden places. */
export function sampleState(view: HanamikojiView, rng: Rng): HanamikojiState {
  const zones: Record<string, SeenZone<Geisha>> = { deck: { count: view.deckCount } };
  for (const p of [0, 1] as const) {
    zones[`hand${p}`] = zoneSeen(view.hands[p]);
    zones[`secret${p}`] = zoneSeen([view.secrets[p]]);
    zones[`tradeoff${p}`] = zoneSeen(view.tradeoffs[p]);
  }
  const base: HanamikojiState = {
    options: view.options,
    round: view.round,
    startPlayer: view.startPlayer,
    turn: view.turn,
    hands: [[], []],
    deck: [],
    removed: 'A',
    placed: view.placed,
    secrets: [null, null],
    tradeoffs: [[], []],
    used: view.used,
    markers: view.markers,
    pending: view.pending,
    lastRound: view.lastRound,
    outcome: view.outcome,
    rng: [0, 0, 0, 0],
  };
  // The placed items and a pending offer are public: the base already carries them.
  for (const p of [0, 1] as const) zones[`placed${p}`] = { cards: hanamikojiZones.cardsOf(base, `placed${p}`) };
  zones.offer = { cards: hanamikojiZones.cardsOf(base, 'offer') };
  return { ...hanamikojiZones.sample(base, zones, rng), rng: rng.fork().state };
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
