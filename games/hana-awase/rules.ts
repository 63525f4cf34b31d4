/**
 * The first deal, the legal moves, the rule of a move and applying a move, with the end of a round (scored
 * by scoring.ts) and of the game. Setup, who acts, the move lists' guard and validate's common checks (the
 * turn machine's phases) come from the kernel.
 */
import type { MoveError, Seat } from '../../src/framework/game';
import { kernelRules } from '../../src/framework/kernel-parts';
import { Rng } from '../../src/framework/rng';
import { nextSeat } from '../../src/framework/seats';
import { monthOf } from '../shared/hanafuda/cards';
import { drawForDealer, startRound } from './deal';
import type { HanaAwaseOptions } from './options';
import { scoreRound } from './scoring';
import { emptyTable, moveSchema, type Draft, type HanaAwaseMove, type HanaAwaseState, type RoundResult, type TurnRecord } from './state';
import { hanaAwaseTurns } from './turns';
import { CAPTURES, HAND, hanaAwaseZones } from './zones';

/** The draw for the first dealer, then the first round dealt. */
function firstRound(options: HanaAwaseOptions, rng: Rng): HanaAwaseState {
  const players = options.players;
  const { dealer, draws } = drawForDealer(rng, players);
  const d: Draft = { ...emptyTable(), options, players, dealerDraw: draws, totals: new Array<number>(players).fill(0) };
  startRound(d, 1, dealer, rng);
  return d;
}

/** Field cards of the same month as `card`. */
export const matchesOf = (field: readonly string[], card: string): string[] => {
  const month = monthOf(card);
  const matches: string[] = [];
  // By index: for…of walks a frozen list (the soak freezes every state) on V8's slow path.
  for (let i = 0; i < field.length; i++) if (monthOf(field[i] as string) === month) matches.push(field[i] as string);
  return matches;
};

/**
 * The field cards a card takes: none when none is of its month, the chosen one of two (none while not
 * chosen), else all of them (the one, or the three a fourth card gathers). A card with a match always
 * captures. The board and the bots ask this too.
 */
export function takenBy(field: readonly string[], card: string, match?: string): string[] {
  const matches = matchesOf(field, card);
  return matches.length === 2 ? (match === undefined ? [] : matches.filter((m) => m === match)) : matches;
}

/** The moves of the player whose turn it is, in the phase the turn is in. */
function movesFor(s: HanaAwaseState, actor: Seat): HanaAwaseMove[] {
  switch (s.phase) {
    case 'play': {
      // Any card may be played, one that matches nothing too while another would capture.
      const moves: HanaAwaseMove[] = [];
      const hand = s.hands[actor] ?? [];
      for (let i = 0; i < hand.length; i++) {
        const card = hand[i] as string;
        const matches = matchesOf(s.field, card);
        if (matches.length === 2) for (const match of matches) moves.push({ type: 'play', card, match });
        else moves.push({ type: 'play', card });
      }
      return moves;
    }
    case 'draw-choice':
      return matchesOf(s.field, s.drawn as string).map((match) => ({ type: 'take', match }));
    case 'draw':
      return [{ type: 'draw' }];
    case 'game-over':
      return [];
  }
}

const err = (code: string, message: string): MoveError => ({ code, message });

/**
 * The rule of a move of a type the phase allows (the kernel has refused the rest): a played card is in
 * hand and names the field card it takes exactly when two match; the drawn card takes a field card of
 * its month; a run-out turn needs nothing more.
 */
function checkMove(s: HanaAwaseState, m: HanaAwaseMove, actor: Seat): MoveError | null {
  switch (m.type) {
    case 'play': {
      if (!(s.hands[actor] ?? []).includes(m.card)) return err('not-in-hand', `${m.card} is not in your hand`);
      const matches = matchesOf(s.field, m.card);
      if (matches.length === 2) {
        if (m.match === undefined) return err('choose-match', 'two field cards match: choose one');
        if (!matches.includes(m.match)) return err('bad-match', `${m.match} does not match ${m.card} on the field`);
      } else if (m.match !== undefined) return err('no-choice', 'there is no field card to choose');
      return null;
    }
    case 'take':
      return matchesOf(s.field, s.drawn as string).includes(m.match) ? null : err('bad-match', `${m.match} does not match the drawn card`);
    case 'draw':
      return null;
  }
}

export const { setup, toAct, legalMoves, validate } = kernelRules({
  turns: hanaAwaseTurns,
  emptyTable,
  dealt: firstRound,
  moveSchema,
  movesFor,
  checkMove,
});

/**
 * Resolves a card coming from `from` (the hand, or the drawn zone) against the field: it stays on the
 * field, or goes to the player's captures followed by the field cards it takes.
 */
function resolveCard(d: Draft, from: string, card: string, match: string | undefined): string[] {
  const taken = takenBy(d.field, card, match);
  if (taken.length === 0) {
    hanaAwaseZones.moveIn(d, from, 'field', [card]);
    return [];
  }
  const pile = CAPTURES[d.turn] as string;
  hanaAwaseZones.moveIn(d, from, pile, [card]);
  hanaAwaseZones.moveIn(d, 'field', pile, taken);
  return taken;
}

/**
 * The round is over (every hand and the draw pile empty): it is scored, its result kept and the totals
 * moved; the next round is dealt by the seat the score names, or the game ends after its last round.
 */
function endRound(d: Draft, rng: Rng): void {
  const score = scoreRound(d.captures, d.dealer, d.options);
  const totals = d.totals.map((total, seat) => total + (score.seats[seat]?.score ?? 0));
  const result: RoundResult = { round: d.round, dealer: d.dealer, captured: d.captures.map((pile) => [...pile]), score, totals };
  d.totals = totals;
  d.results = [...d.results, result];
  if (d.round >= d.options.rounds) {
    d.phase = 'game-over';
    return;
  }
  startRound(d, d.round + 1, score.nextDealer, rng);
}

/** Whether every hand is empty (a loop: `every` walks a frozen list, as the soak's states are, on V8's slow path). */
function handsEmpty(hands: readonly (readonly string[])[]): boolean {
  for (let i = 0; i < hands.length; i++) if ((hands[i] as readonly string[]).length > 0) return false;
  return true;
}

/**
 * The turn is over: the round ends once every hand and the draw pile are empty; else play passes to the
 * next seat, who plays from hand, or (two players with 8-card hands, both hands empty) turns the pile's
 * top card alone.
 */
function endOfTurn(d: Draft, rng: Rng): void {
  if (d.drawPile.length === 0 && handsEmpty(d.hands)) return endRound(d, rng);
  d.turn = nextSeat(d.turn, d.players);
  d.phase = (d.hands[d.turn] ?? []).length > 0 ? 'play' : 'draw';
}

/** The top of the draw pile is turned over into the drawn zone, where it waits if it must choose a field card. */
function turnOverTop(d: Draft, rng: Rng): void {
  const card = d.drawPile[0];
  if (card === undefined) return endOfTurn(d, rng);
  hanaAwaseZones.moveIn(d, 'drawPile', 'drawn', [card]);
  const last = d.lastTurn as TurnRecord;
  if (matchesOf(d.field, card).length === 2) {
    d.phase = 'draw-choice';
    d.lastTurn = { ...last, drawn: card };
    return;
  }
  const taken = resolveCard(d, 'drawn', card, undefined);
  d.lastTurn = { ...last, drawn: card, drawCaptured: taken };
  endOfTurn(d, rng);
}

export function apply(s: HanaAwaseState, move: HanaAwaseMove): HanaAwaseState {
  const d: Draft = { ...s };
  const rng = new Rng(s.rng);
  const p = d.turn;
  switch (move.type) {
    case 'play': {
      const taken = resolveCard(d, HAND[p] as string, move.card, move.match);
      d.lastTurn = { round: d.round, seat: p, played: move.card, playCaptured: taken, drawn: null, drawCaptured: [] };
      turnOverTop(d, rng);
      break;
    }
    case 'draw':
      d.lastTurn = { round: d.round, seat: p, played: null, playCaptured: [], drawn: null, drawCaptured: [] };
      turnOverTop(d, rng);
      break;
    case 'take': {
      const taken = resolveCard(d, 'drawn', d.drawn as string, move.match);
      d.lastTurn = { ...(d.lastTurn as TurnRecord), drawCaptured: taken };
      endOfTurn(d, rng);
      break;
    }
  }
  d.rng = rng.state;
  return d;
}
