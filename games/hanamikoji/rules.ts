/**
 * The deal, the legal moves, the rule of a move and the pure transition function. Setup, who acts,
 * the move lists' guard and validate's common checks (the turn machine's phases) come from the kernel.
 */
import { draw } from '../../src/framework/deck';
import { other, type MoveError, type Outcome, type PlayerId } from '../../src/framework/game';
import { kernelRules } from '../../src/framework/kernel-parts';
import { Rng } from '../../src/framework/rng';
import type { Draft } from '../../src/framework/zone-table';
import { containsAll } from '../../src/framework/zones';
import {
  ACTION_CARDS,
  ACTIONS,
  GEISHAS,
  NO_ACTIONS_USED,
  ZERO_COUNTS,
  sortItems,
  type Action,
  type ActionsUsed,
  type Geisha,
} from './cards';
import { judgeRound, NEUTRAL_MARKERS, type Markers } from './judge';
import { canonicalPairs, combinations, moveSchema, samePair, sealMove, splits, type HanamikojiMove } from './moves';
import type { HanamikojiOptions } from './options';
import { emptyTable, type HanamikojiState, type PendingOffer, type RoundResult } from './state';
import { hanamikojiTurns } from './turns';
import { hanamikojiZones, itemDeck, ZONE } from './zones';

const HAND_SIZE = 6;
/** Every card that changes zone in a move goes through the zone table. */
const { moveIn, cardsOf } = hanamikojiZones;

type Two<T> = readonly [T, T];
const setFor = <T>(pair: Two<T>, p: PlayerId, value: T): [T, T] => (p === 0 ? [value, pair[1]] : [pair[0], value]);

/**
 * Shuffles all 21 items, takes the top one out unseen, deals the next 6 to player 0 and the 6 after
 * to player 1, and the first player draws the turn's card. This deal from the RNG is the only place
 * cards are laid down without a zone move: every later change of zone goes through the zone table.
 */
function dealRound(
  base: { options: HanamikojiOptions; markers: Markers; lastRound: RoundResult | null },
  round: number,
  startPlayer: PlayerId,
  rng: Rng,
): HanamikojiState {
  const [[removed], afterRemoved] = draw(itemDeck.shuffled(rng), 1);
  const [hand0, afterHand0] = draw(afterRemoved, HAND_SIZE);
  const [hand1, deck] = draw(afterHand0, HAND_SIZE);
  const state: Draft<HanamikojiState> = {
    options: base.options,
    round,
    startPlayer,
    turn: startPlayer,
    removed: removed as Geisha,
    hands: [sortItems(hand0), sortItems(hand1)],
    deck,
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
  drawFor(state, startPlayer);
  return state;
}

/** The turn passes to `p`, who draws the top card of the item deck into their hand. */
function drawFor(draft: Draft<HanamikojiState>, p: PlayerId): void {
  const card = draft.deck[0];
  if (card === undefined) throw new Error('the item deck ran out before the round ended');
  draft.turn = p;
  moveIn(draft, 'deck', ZONE.hand[p], [card]);
}

/** The first round: the first player chosen (by the option, or at random), then the round dealt. */
function firstDeal(options: HanamikojiOptions, rng: Rng): HanamikojiState {
  const first: PlayerId =
    options.firstPlayer === 'me' ? 0 : options.firstPlayer === 'opponent' ? 1 : (rng.int(2) as PlayerId);
  return dealRound({ options, markers: NEUTRAL_MARKERS, lastRound: null }, 1, first, rng);
}

export const outcome = (state: HanamikojiState): Outcome | null => state.outcome;

const unusedActions = (used: ActionsUsed): Action[] => ACTIONS.filter((a) => !used[a]);

/** The moves of the player who acts: a pick from the offer waiting for them, or an action of their turn. */
function movesFor(state: HanamikojiState): HanamikojiMove[] {
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
const actionMovesCache = new Map<number, readonly HanamikojiMove[]>();
const ACTION_MOVES_CACHE_SIZE = 50_000;
/** Hands up to this long have an exact number as their key (8^16 · 16 = 2^52); a hand in play holds at most seven cards. */
const KEYED_HAND = 16;

/** The used markers as four bits (secret 1, trade-off 2, gift 4, competition 8). */
const usedBits = (used: ActionsUsed): number =>
  (used.secret ? 1 : 0) | (used.tradeoff ? 2 : 0) | (used.gift ? 4 : 0) | (used.competition ? 8 : 0);

/**
 * The cache key of a hand (in its order) and the markers used: each card a digit 1–7 in base 8, so
 * no two hands share a number, then the four marker bits. A number is found faster than a string.
 */
function actionMovesKey(hand: readonly Geisha[], used: ActionsUsed): number {
  let key = 0;
  for (let i = 0; i < hand.length; i++) key = key * 8 + (hand[i] as Geisha).charCodeAt(0) - 64;
  return key * 16 + usedBits(used);
}

function actionMoves(hand: readonly Geisha[], used: ActionsUsed): readonly HanamikojiMove[] {
  if (hand.length > KEYED_HAND) return buildActionMoves(hand, used).map(sealMove);
  const key = actionMovesKey(hand, used);
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

/**
 * The rule of a move of a type the phase allows (the kernel has refused the rest): a pick names a card
 * of the Gift; an action uses a marker still free this round and cards the player holds.
 */
function checkMove(state: HanamikojiState, m: HanamikojiMove, actor: PlayerId): MoveError | null {
  if (m.type === 'pick-gift') {
    const gift = state.pending as Extract<PendingOffer, { kind: 'gift' }>;
    return gift.cards.includes(m.card) ? null : error('not-offered', `${m.card} is not in the Gift`);
  }
  if (m.type === 'pick-pair') return null;
  if (state.used[actor][m.type]) return error('action-used', `the ${m.type} marker was already used this round`);
  const cards: readonly Geisha[] =
    m.type === 'secret' ? [m.card] : m.type === 'competition' ? [...m.pairs[0], ...m.pairs[1]] : m.cards;
  if (!containsAll(state.hands[actor], cards)) return error('not-in-hand', `not all of ${cards.join(', ')} are in hand`);
  return null;
}

export const { setup, toAct, legalMoves, validate } = kernelRules({
  turns: hanamikojiTurns,
  emptyTable,
  dealt: firstDeal,
  moveSchema,
  movesFor,
  checkMove,
});

/**
 * The chooser places the part they took on their side and the offerer places the rest on theirs,
 * then the turn ends.
 */
function resolveOffer(draft: Draft<HanamikojiState>, by: PlayerId, taken: readonly Geisha[]): HanamikojiState {
  moveIn(draft, 'offer', ZONE.placed[other(by)], taken);
  moveIn(draft, 'offer', ZONE.placed[by], cardsOf(draft, 'offer'));
  return endTurn(draft);
}

export function apply(state: HanamikojiState, move: HanamikojiMove): HanamikojiState {
  const p = state.turn;
  const draft: Draft<HanamikojiState> = { ...state };
  switch (move.type) {
    case 'pick-gift':
      return resolveOffer(draft, (state.pending as PendingOffer).by, [move.card]);
    case 'pick-pair': {
      const offer = state.pending as Extract<PendingOffer, { kind: 'competition' }>;
      return resolveOffer(draft, offer.by, offer.pairs[move.index]);
    }
    default:
      break;
  }
  draft.used = setFor(state.used, p, { ...state.used[p], [move.type]: true });
  switch (move.type) {
    case 'secret':
      moveIn(draft, ZONE.hand[p], ZONE.secret[p], [move.card]);
      return endTurn(draft);
    case 'tradeoff':
      moveIn(draft, ZONE.hand[p], ZONE.tradeoff[p], move.cards);
      return endTurn(draft);
    case 'gift': {
      const offered = sortItems(move.cards);
      moveIn(draft, ZONE.hand[p], 'offer', offered);
      // Three alike leave the opponent no real choice, so nobody is asked.
      if (offered[0] === offered[2]) return resolveOffer(draft, p, [offered[0] as Geisha]);
      return draft;
    }
    case 'competition': {
      const pairs = canonicalPairs(move.pairs);
      moveIn(draft, ZONE.hand[p], 'offer', pairs[0].concat(pairs[1]));
      // Two identical pairs leave no real choice either.
      if (samePair(pairs[0], pairs[1])) return resolveOffer(draft, p, pairs[0]);
      return draft;
    }
  }
}

const allUsed = (used: ActionsUsed): boolean => used.secret && used.tradeoff && used.gift && used.competition;
/** Checked after every turn: the round ends once both players have used all four markers. */
const roundOver = (state: HanamikojiState): boolean => allUsed(state.used[0]) && allUsed(state.used[1]);

function endTurn(draft: Draft<HanamikojiState>): HanamikojiState {
  if (roundOver(draft)) return scoreRound(draft);
  drawFor(draft, other(draft.turn));
  return draft;
}

/** The secrets are revealed and join their geishas' items, then the geishas are won and charm counted. */
function scoreRound(draft: Draft<HanamikojiState>): HanamikojiState {
  const secrets = draft.secrets;
  for (const p of [0, 1] as const) {
    const secret = secrets[p];
    if (secret !== null) moveIn(draft, ZONE.secret[p], ZONE.placed[p], [secret]);
  }
  const items = draft.placed;
  const judged = judgeRound(draft.markers, items[0], items[1], draft.round, draft.options);
  const lastRound: RoundResult = {
    round: draft.round,
    secrets,
    items,
    markersBefore: draft.markers,
    markersAfter: judged.markers,
    geishas: judged.geishas,
    charm: judged.charm,
    ended: judged.ended,
    winner: judged.winner,
    reason: judged.reason,
    revealed: draft.options.revealAtRoundEnd ? { removed: draft.removed, tradeoffs: draft.tradeoffs } : null,
  };
  if (judged.ended) {
    draft.markers = judged.markers;
    draft.lastRound = lastRound;
    draft.outcome = { winner: judged.winner, scores: judged.charm, reason: judged.reason as string };
    return draft;
  }
  return dealRound(
    { options: draft.options, markers: judged.markers, lastRound },
    draft.round + 1,
    other(draft.startPlayer),
    new Rng(draft.rng),
  );
}
