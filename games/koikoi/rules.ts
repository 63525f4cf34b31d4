/**
 * The deal of the first month, whose decision it is, the legal moves, the rule of a move and applying a
 * move. Setup, who acts, the move lists' guard and validate's common checks (the turn machine's phases)
 * come from the kernel.
 */
import { other, type MoveError, type PlayerId } from '../../src/framework/game';
import { kernelRules } from '../../src/framework/kernel-parts';
import { Rng } from '../../src/framework/rng';
import { withSide } from '../../src/framework/zone-table';
import { monthOf } from '../shared/hanafuda/cards';
import { drawForDealer } from './deal';
import { draftOf, exhaustMonth, seasonOf, startMonth, stopMonth, type Draft } from './month';
import type { KoiKoiOptions } from './options';
import { scoreCaptures } from './scoring';
import { emptyTable, moveSchema, type KoiKoiMove, type KoiKoiState } from './state';
import { koikoiTurns } from './turns';
import { CAPTURES, HAND, koikoiZones } from './zones';

/** The draw for the first dealer, then the first month dealt (its deal checks may end it at once). */
function firstMonth(options: KoiKoiOptions, rng: Rng): KoiKoiState {
  const { dealer, draws } = drawForDealer(rng);
  const d: Draft = { ...emptyTable(), options, dealer, dealerDraw: draws, turn: dealer };
  startMonth(d, 1, dealer, rng);
  return d;
}

/** Field cards of the same month as `card`. */
export const matchesOf = (field: readonly string[], card: string): string[] => {
  // A plain loop: asked for every card in hand at every position, where a filter's callback costs.
  const month = monthOf(card);
  const matches: string[] = [];
  for (const f of field) if (monthOf(f) === month) matches.push(f);
  return matches;
};

/**
 * The field cards a card takes: none when none is of its month, the chosen one of two, else all of
 * them (the one, or the three a fourth card gathers). The board and the bots ask this too.
 */
export function takenBy(field: readonly string[], card: string, match?: string): string[] {
  const matches = matchesOf(field, card);
  return matches.length === 2 ? (match === undefined ? [] : matches.filter((m) => m === match)) : matches;
}

/** The moves of the player whose turn it is, in the phase the turn is in. */
function movesFor(s: KoiKoiState): KoiKoiMove[] {
  switch (s.phase) {
    case 'play': {
      const moves: KoiKoiMove[] = [];
      for (const card of s.hands[s.turn]) {
        const matches = matchesOf(s.field, card);
        if (matches.length === 2) for (const match of matches) moves.push({ type: 'play', card, match });
        else moves.push({ type: 'play', card });
      }
      return moves;
    }
    case 'draw-choice':
      return matchesOf(s.field, s.drawn as string).map((match) => ({ type: 'take', match }));
    case 'decide':
      return [{ type: 'koikoi' }, { type: 'stop' }];
    case 'game-over':
      return [];
  }
}

const err = (code: string, message: string): MoveError => ({ code, message });

/**
 * The rule of a move of a type the phase allows (the kernel has refused the rest): a played card is in
 * hand and names the field card it takes exactly when two match; the drawn card takes a field card of
 * its month; koi-koi and stop need nothing more.
 */
function checkMove(s: KoiKoiState, m: KoiKoiMove, actor: PlayerId): MoveError | null {
  switch (m.type) {
    case 'play': {
      if (!s.hands[actor].includes(m.card)) return err('not-in-hand', `${m.card} is not in your hand`);
      const matches = matchesOf(s.field, m.card);
      if (matches.length === 2) {
        if (m.match === undefined) return err('choose-match', 'two field cards match: choose one');
        if (!matches.includes(m.match)) return err('bad-match', `${m.match} does not match ${m.card} on the field`);
      } else if (m.match !== undefined) return err('no-choice', 'there is no field card to choose');
      return null;
    }
    case 'take':
      return matchesOf(s.field, s.drawn as string).includes(m.match) ? null : err('bad-match', `${m.match} does not match the drawn card`);
    case 'koikoi':
    case 'stop':
      return null;
  }
}

export const { setup, toAct, legalMoves, validate } = kernelRules({
  turns: koikoiTurns,
  emptyTable,
  dealt: firstMonth,
  moveSchema,
  movesFor,
  checkMove,
});

/**
 * Resolves a card coming from `from` (the hand, or the drawn zone) against the field: it stays on
 * the field, or goes to the player's captures followed by the field card it takes (the one given
 * or the only one) or all three of its month.
 */
function resolveCard(d: Draft, from: string, card: string, match: string | undefined): string[] {
  const taken = takenBy(d.field, card, match);
  if (taken.length === 0) {
    koikoiZones.moveIn(d, from, 'field', [card]);
    return [];
  }
  const pile = CAPTURES[d.turn];
  koikoiZones.moveIn(d, from, pile, [card]);
  koikoiZones.moveIn(d, 'field', pile, taken);
  return taken;
}

function nextTurn(d: Draft, rng: Rng): void {
  if (d.hands[0].length === 0 && d.hands[1].length === 0) return exhaustMonth(d, rng);
  d.turn = other(d.turn);
  d.phase = 'play';
}

/** After the drawn card resolved: a decision if the captures improved since the last one. */
function endOfTurn(d: Draft, rng: Rng): void {
  const p = d.turn;
  const score = scoreCaptures(d.captures[p], d.options, seasonOf(d));
  const improved = score.total > d.decided[p] || score.yaku.some((y) => !d.decidedYaku[p].includes(y.id));
  if (!improved) return nextTurn(d, rng);
  if (d.koikoi[p] > 0 && d.options.koikoiCalls === 'once') return stopMonth(d, p, 'koikoi-limit', rng);
  if (d.hands[p].length === 0) return stopMonth(d, p, 'last-card', rng);
  d.phase = 'decide';
}

/** The top of the draw pile is turned over into the drawn zone, where it waits if it must choose a field card. */
function turnOverTop(d: Draft, rng: Rng): void {
  const card = d.drawPile[0] as string;
  koikoiZones.moveIn(d, 'drawPile', 'drawn', [card]);
  const last = d.lastTurn as NonNullable<Draft['lastTurn']>;
  if (matchesOf(d.field, card).length === 2) {
    d.phase = 'draw-choice';
    d.lastTurn = { ...last, drawn: card };
    return;
  }
  const taken = resolveCard(d, 'drawn', card, undefined);
  d.lastTurn = { ...last, drawn: card, drawCaptured: taken };
  endOfTurn(d, rng);
}

export function apply(s: KoiKoiState, move: KoiKoiMove): KoiKoiState {
  const d = draftOf(s);
  const rng = new Rng(s.rng);
  const p = d.turn;
  switch (move.type) {
    case 'play': {
      const taken = resolveCard(d, HAND[p], move.card, move.match);
      d.lastTurn = { month: d.month, player: p, played: move.card, playCaptured: taken, drawn: null, drawCaptured: [] };
      turnOverTop(d, rng);
      break;
    }
    case 'take': {
      const taken = resolveCard(d, 'drawn', d.drawn as string, move.match);
      d.lastTurn = { ...(d.lastTurn as NonNullable<Draft['lastTurn']>), drawCaptured: taken };
      endOfTurn(d, rng);
      break;
    }
    case 'koikoi': {
      const score = scoreCaptures(d.captures[p], d.options, seasonOf(d));
      d.koikoi = withSide(d.koikoi, p, d.koikoi[p] + 1);
      d.lastCaller = p;
      d.decided = withSide(d.decided, p, score.total);
      d.decidedYaku = withSide(d.decidedYaku, p, score.yaku.map((y) => y.id));
      nextTurn(d, rng);
      break;
    }
    case 'stop':
      stopMonth(d, p, 'stop', rng);
      break;
  }
  d.rng = rng.state;
  return d;
}
