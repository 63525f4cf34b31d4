/** Setup, turn order, legal moves, validation and the pure transition function. */
import { other, type MoveError, type Outcome, type PlayerId } from '../../src/framework/game';
import { Rng } from '../../src/framework/rng';
import { containsAll, removeCards } from '../../src/framework/zones';
import {
  ACTION_CARDS,
  ACTIONS,
  GEISHAS,
  ITEM_DECK,
  NO_ACTIONS_USED,
  ZERO_COUNTS,
  addItems,
  isGeisha,
  sortItems,
  type Action,
  type ActionsUsed,
  type Counts,
  type Geisha,
} from './cards';
import { judgeRound, NEUTRAL_MARKERS, type Markers } from './judge';
import { canonicalPairs, combinations, moveSchema, samePair, sealMove, splits, type HanamikojiMove } from './moves';
import type { HanamikojiOptions } from './options';
import type { HanamikojiState, Pair, RoundResult } from './state';
import { hanamikojiTurns } from './turns';

const HAND_SIZE = 6;

type Two<T> = readonly [T, T];
const setFor = <T>(pair: Two<T>, p: PlayerId, value: T): [T, T] => (p === 0 ? [value, pair[1]] : [pair[0], value]);

/** Shuffles all 21 items, takes one out unseen, deals 6 each and draws the first turn's card. */
function dealRound(
  base: { options: HanamikojiOptions; markers: Markers; lastRound: RoundResult | null },
  round: number,
  startPlayer: PlayerId,
  rng: Rng,
): HanamikojiState {
  const cards = rng.shuffle(ITEM_DECK);
  const state: HanamikojiState = {
    options: base.options,
    round,
    startPlayer,
    turn: startPlayer,
    removed: cards[0] as Geisha,
    hands: [sortItems(cards.slice(1, 1 + HAND_SIZE)), sortItems(cards.slice(1 + HAND_SIZE, 1 + 2 * HAND_SIZE))],
    deck: cards.slice(1 + 2 * HAND_SIZE),
    placed: [ZERO_COUNTS, ZERO_COUNTS],
    secrets: [null, null],
    tradeoffs: [[], []],
    used: [NO_ACTIONS_USED, NO_ACTIONS_USED],
    markers: base.markers,
    pending: null,
    lastRound: base.lastRound,
    outcome: null,
    rng: rng.state,
  };
  return drawFor(state, startPlayer);
}

function drawFor(state: HanamikojiState, p: PlayerId): HanamikojiState {
  const [card, ...deck] = state.deck;
  if (card === undefined) throw new Error('the item deck ran out before the round ended');
  return { ...state, turn: p, deck, hands: setFor(state.hands, p, sortItems([...state.hands[p], card])) };
}

export function setup(options: HanamikojiOptions, seed: number): HanamikojiState {
  const rng = Rng.fromSeed(seed);
  const first: PlayerId =
    options.firstPlayer === 'me' ? 0 : options.firstPlayer === 'opponent' ? 1 : (rng.int(2) as PlayerId);
  return dealRound({ options, markers: NEUTRAL_MARKERS, lastRound: null }, 1, first, rng);
}

export const toAct = (state: HanamikojiState): PlayerId | null => hanamikojiTurns.toAct(state);

export const outcome = (state: HanamikojiState): Outcome | null => state.outcome;

export const unusedActions = (used: ActionsUsed): Action[] => ACTIONS.filter((a) => !used[a]);

export function legalMoves(state: HanamikojiState): HanamikojiMove[] {
  if (state.outcome) return [];
  const offer = state.pending;
  if (offer?.kind === 'gift') return [...new Set(offer.cards)].map((card) => PICK_GIFT[card]);
  if (offer?.kind === 'competition') return PICK_PAIR.slice();
  return actionMoves(state.hands[state.turn], state.used[state.turn]).slice();
}

// Search asks for the moves of the same hands again and again: the action moves of a hand and its
// unused markers are built once and shared, frozen so that sharing them is safe.
const PICK_GIFT = Object.fromEntries(
  GEISHAS.map((card) => [card, sealMove({ type: 'pick-gift', card })]),
) as unknown as Readonly<Record<Geisha, HanamikojiMove>>;
const PICK_PAIR: readonly HanamikojiMove[] = [sealMove({ type: 'pick-pair', index: 0 }), sealMove({ type: 'pick-pair', index: 1 })];
const actionMovesCache = new Map<string, readonly HanamikojiMove[]>();
const ACTION_MOVES_CACHE_SIZE = 50_000;

function actionMoves(hand: readonly Geisha[], used: ActionsUsed): readonly HanamikojiMove[] {
  const key = `${hand.join('')}${used.secret ? 1 : 0}${used.tradeoff ? 1 : 0}${used.gift ? 1 : 0}${used.competition ? 1 : 0}`;
  let moves = actionMovesCache.get(key);
  if (moves === undefined) {
    moves = buildActionMoves(hand, used).map(sealMove);
    if (actionMovesCache.size >= ACTION_MOVES_CACHE_SIZE) actionMovesCache.clear();
    actionMovesCache.set(key, moves);
  }
  return moves;
}

function buildActionMoves(hand: readonly Geisha[], used: ActionsUsed): HanamikojiMove[] {
  const moves: HanamikojiMove[] = [];
  for (const action of unusedActions(used)) {
    for (const cards of combinations(hand, ACTION_CARDS[action])) {
      if (action === 'secret') moves.push({ type: 'secret', card: cards[0] as Geisha });
      else if (action === 'tradeoff') moves.push({ type: 'tradeoff', cards: cards as [Geisha, Geisha] });
      else if (action === 'gift') moves.push({ type: 'gift', cards: cards as [Geisha, Geisha, Geisha] });
      else
        for (const pairs of splits(cards))
          moves.push({ type: 'competition', pairs: pairs as [[Geisha, Geisha], [Geisha, Geisha]] });
    }
  }
  return moves;
}

const error = (code: string, message: string): MoveError => ({ code, message });

export function validate(state: HanamikojiState, move: HanamikojiMove): MoveError | null {
  const parsed = moveSchema.safeParse(move);
  if (!parsed.success) return error('bad-move', 'not a Hanamikoji move');
  const m = parsed.data;
  if (state.outcome) return error('game-over', 'the game is over');
  const offer = state.pending;
  if (m.type === 'pick-gift') {
    if (offer?.kind !== 'gift') return error('no-gift', 'there is no Gift to choose from');
    return offer.cards.includes(m.card) ? null : error('not-offered', `${m.card} is not in the Gift`);
  }
  if (m.type === 'pick-pair') {
    return offer?.kind === 'competition' ? null : error('no-competition', 'there is no Competition to choose from');
  }
  if (offer) return error('offer-pending', 'the opponent must first choose from the offer');
  if (state.used[state.turn][m.type]) return error('action-used', `the ${m.type} marker was already used this round`);
  const cards: readonly Geisha[] =
    m.type === 'secret' ? [m.card] : m.type === 'competition' ? [...m.pairs[0], ...m.pairs[1]] : m.cards;
  if (!cards.every(isGeisha)) return error('bad-card', 'unknown card');
  if (!containsAll(state.hands[state.turn], cards)) return error('not-in-hand', `not all of ${cards.join(', ')} are in hand`);
  return null;
}

function place(placed: Two<Counts>, p: PlayerId, cards: readonly Geisha[]): [Counts, Counts] {
  return setFor(placed, p, addItems(placed[p], cards));
}

/** Puts the chosen part on the chooser's side and the rest on the offerer's side, then ends the turn. */
function resolveOffer(state: HanamikojiState, by: PlayerId, taken: readonly Geisha[], kept: readonly Geisha[]): HanamikojiState {
  const placed = place(place(state.placed, other(by), taken), by, kept);
  return endTurn({ ...state, placed, pending: null });
}

export function apply(state: HanamikojiState, move: HanamikojiMove): HanamikojiState {
  const p = state.turn;
  switch (move.type) {
    case 'pick-gift': {
      const offer = state.pending as Extract<HanamikojiState['pending'], { kind: 'gift' }>;
      return resolveOffer(state, offer.by, [move.card], removeCards(offer.cards, [move.card]));
    }
    case 'pick-pair': {
      const offer = state.pending as Extract<HanamikojiState['pending'], { kind: 'competition' }>;
      return resolveOffer(state, offer.by, offer.pairs[move.index], offer.pairs[1 - move.index] as Pair);
    }
    default:
      break;
  }
  const cards: Geisha[] =
    move.type === 'secret' ? [move.card] : move.type === 'competition' ? [...move.pairs[0], ...move.pairs[1]] : [...move.cards];
  const s: HanamikojiState = {
    ...state,
    hands: setFor(state.hands, p, removeCards(state.hands[p], cards)),
    used: setFor(state.used, p, { ...state.used[p], [move.type]: true }),
  };
  switch (move.type) {
    case 'secret':
      return endTurn({ ...s, secrets: setFor(s.secrets, p, move.card) });
    case 'tradeoff':
      return endTurn({ ...s, tradeoffs: setFor(s.tradeoffs, p, sortItems(cards)) });
    case 'gift': {
      const offered = sortItems(cards) as [Geisha, Geisha, Geisha];
      // Three alike leave the opponent no real choice, so nobody is asked.
      if (offered[0] === offered[2]) return resolveOffer(s, p, [offered[0]], offered.slice(1));
      return { ...s, pending: { kind: 'gift', by: p, cards: offered } };
    }
    case 'competition': {
      const pairs = canonicalPairs(move.pairs);
      // Two identical pairs leave no real choice either.
      if (samePair(pairs[0], pairs[1])) return resolveOffer(s, p, pairs[0], pairs[1]);
      return { ...s, pending: { kind: 'competition', by: p, pairs } };
    }
  }
}

const roundOver = (state: HanamikojiState): boolean =>
  unusedActions(state.used[0]).length === 0 && unusedActions(state.used[1]).length === 0;

function endTurn(state: HanamikojiState): HanamikojiState {
  return roundOver(state) ? scoreRound(state) : drawFor(state, other(state.turn));
}

function scoreRound(state: HanamikojiState): HanamikojiState {
  const items: [Counts, Counts] = [0, 1].map((p) => {
    const secret = state.secrets[p as PlayerId];
    return secret ? addItems(state.placed[p as PlayerId], [secret]) : state.placed[p as PlayerId];
  }) as [Counts, Counts];
  const judged = judgeRound(state.markers, items[0], items[1], state.round, state.options);
  const lastRound: RoundResult = {
    round: state.round,
    secrets: state.secrets,
    items,
    markersBefore: state.markers,
    markersAfter: judged.markers,
    geishas: judged.geishas,
    charm: judged.charm,
    ended: judged.ended,
    winner: judged.winner,
    reason: judged.reason,
    revealed: state.options.revealAtRoundEnd ? { removed: state.removed, tradeoffs: state.tradeoffs } : null,
  };
  if (judged.ended) {
    return {
      ...state,
      placed: items,
      secrets: [null, null],
      markers: judged.markers,
      lastRound,
      outcome: { winner: judged.winner, scores: judged.charm, reason: judged.reason as string },
    };
  }
  return dealRound(
    { options: state.options, markers: judged.markers, lastRound },
    state.round + 1,
    other(state.startPlayer),
    new Rng(state.rng),
  );
}
