/**
 * One game of the soak (src/cli/soak.ts): bots play a seeded game while every position is checked —
 * legal moves validate and are distinct, apply never throws nor changes its input, every card lies
 * in exactly one zone, the phases follow their declaration, and the outcome agrees with the scores.
 * On a sample of positions the heavy checks of the conformance kit run too (views unchanged when
 * hidden cards are resampled, a state sampled from a view has that view, equal information keys for
 * equal views only, resampled states that do not foresee the next deal, the phases enforced), and
 * finished games (a share of them; all by default) are sent through the save format and replayed from it.
 */
import type { Seat } from './seats';
import type { Bot } from './bot';
import {
  Checker, checkDeclarations, checkFutureDeals, checkInfoKeys, checkMoves, checkPhases, checkSerializable, checkViews, Met, type ConformanceFailure,
} from './conformance';
import { deepEqual } from './stable-json';
import { placesOf, seatCountIn, type AnyGame } from './game';
import { Match, type MatchRecord } from './match';
import { Rng } from './rng';
import { loadSave, saveOfRecord } from './save';

export interface SoakGameOptions {
  /** Share of positions that get the heavy checks, in [0, 1]. */
  readonly heavyShare: number;
  /**
   * Share of finished games saved, loaded back through the save schema and replayed (the load is the
   * replay), in [0, 1]; default 1. A replay costs as much as the game's rules did again.
   */
  readonly replayShare?: number;
  readonly maxMoves?: number;
  /** Milliseconds each bot may think (our bots mostly ignore it below their own minimum). */
  readonly budgetMs?: number;
}

export interface SoakGameResult {
  readonly positions: number;
  readonly heavyPositions: number;
  /** 1 when the finished game went through the save format and was replayed. */
  readonly replayed: 0 | 1;
  readonly failures: readonly ConformanceFailure[];
  /** The game as far as it went, to write as a replayable save when something failed. */
  readonly record: MatchRecord;
}

/**
 * Freezes a state and everything in it, so a move that changes its input throws instead of
 * passing unseen. States share structure, so only the parts new since the last move are walked.
 */
export function deepFreeze(value: unknown): void {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return;
  Object.freeze(value);
  // By index: for…of walks a frozen list on V8's slow path.
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const item: unknown = value[i];
      if (item !== null && typeof item === 'object') deepFreeze(item);
    }
    return;
  }
  for (const key in value) {
    const item = (value as Record<string, unknown>)[key];
    if (item !== null && typeof item === 'object') deepFreeze(item);
  }
}

function checkLegalMoves(game: AnyGame, state: unknown, c: Checker): unknown[] {
  const moves = c.guard('legalMoves', state, () => game.legalMoves(state)) ?? [];
  if (moves.length === 0) c.fail('legal-moves', 'a player is to act but has no legal move');
  const keys = new Set<string>();
  for (const move of moves) {
    const error = c.guard('validate', state, () => game.validate(state, move));
    if (error !== null) c.fail('legal-validates', `listed move ${JSON.stringify(move)} is refused: ${error?.message}`);
    const key = game.moveKey(move);
    if (keys.has(key)) c.fail('move-keys', `two listed moves share the key "${key}"`);
    keys.add(key);
  }
  return moves;
}

function checkEnd(game: AnyGame, state: unknown, record: MatchRecord, replay: boolean, c: Checker): void {
  const outcome = game.outcome(state);
  if (!outcome) return;
  const seats = seatCountIn(game, state);
  if (outcome.scores.length !== seats || !outcome.scores.every(Number.isFinite))
    c.fail('outcome', `scores ${outcome.scores.map(String).join(', ')} are not a number for each of ${seats} seats`);
  if (outcome.winner !== null && !(Number.isInteger(outcome.winner) && outcome.winner >= 0 && outcome.winner < seats))
    c.fail('outcome', `winner ${String(outcome.winner)} is not a seat`);
  const places = placesOf(outcome);
  const firsts = places.filter((p) => p === 1).length;
  // The winner is the seat alone in first place; without one, first place is shared.
  const agree = outcome.winner === null ? firsts >= 2 : firsts === 1 && places[outcome.winner] === 1;
  if (places.length !== seats || !agree)
    c.fail('outcome', `places ${places.join(', ')} do not agree with winner ${String(outcome.winner)}`);
  const disagreement = game.outcomeError?.(state, outcome);
  if (disagreement) c.fail('outcome', disagreement);
  if (!replay) return;
  // The save's loader replays seed + options + moves, so comparing what it loads with the end state is
  // also the replay check (a second replay would double the cost of every game's end).
  const meta = { seats: Array.from({ length: seats }, () => ({ kind: 'bot' as const })), presetId: null, startedAt: '2026-01-01T00:00:00.000Z', savedAt: '2026-01-01T00:00:00.000Z' };
  const loaded = loadSave(JSON.parse(JSON.stringify(saveOfRecord(record, meta))), (id) => (id === game.id ? game : undefined));
  if (!loaded.ok) c.fail('save', `the finished game does not load from its save: ${loaded.error.message}`);
  else if (!deepEqual(loaded.match.state, state)) c.fail('replay', 'replaying the saved seed, options and moves gave a different end state');
}

export function soakGame(
  game: AnyGame,
  options: object,
  seed: number,
  seats: readonly Bot<unknown, unknown>[],
  { heavyShare, replayShare = 1, maxMoves = 10_000, budgetMs = 1 }: SoakGameOptions,
): SoakGameResult {
  const c = new Checker(20);
  c.seed = seed;
  const rng = Rng.fromSeed(seed ^ 0x2545f491);
  // The checks that compare a position with others draw from a stream of their own: the bots' games stay the same.
  const aside = Rng.fromSeed(seed ^ 0x5bd1e995);
  const met = new Met(8);
  const start = Match.start(game, options, seed);
  let state: unknown = start.state;
  const moves: unknown[] = [];
  let heavy = 0;
  let n = 0;
  for (; n < maxMoves && !c.full; n++) {
    c.moveIndex = n;
    deepFreeze(state);
    const player = c.guard('toAct', state, () => game.toAct(state)) ?? null;
    const outcome = c.guard('outcome', state, () => game.outcome(state));
    if ((player === null) !== (outcome !== null && outcome !== undefined)) c.fail('turn-flow', 'toAct must be null exactly when the game has an outcome');
    checkDeclarations(game, state, player, c);
    if (rng.next() < heavyShare) {
      heavy++;
      checkSerializable(state, c);
      checkViews(game, state, player, rng, 1, c, deepFreeze);
      if (player !== null) checkMoves(game, state, c);
      checkInfoKeys(game, state, met.donor(aside), aside, c);
      checkFutureDeals(game, state, aside, c);
      checkPhases(game, state, [...met.moves.values()], c);
    }
    met.position(state, aside);
    if (player === null) break;
    const legal = checkLegalMoves(game, state, c);
    if (legal.length === 0) break;
    const seat = player as Seat;
    const botSeed = rng.nextUint32();
    // The view is built only if the bot reads it (the random bot never does; the heavy checks build
    // and check every player's view on their share of positions).
    const move = c.guard('bot', state, () =>
      (seats[seat] as Bot<unknown, unknown>).choose({
        get view() {
          return game.viewFor(state, seat);
        },
        legalMoves: legal,
        player: seat,
        budgetMs,
        seed: botSeed,
      }),
    );
    if (move === undefined) break;
    // Validated and applied as a match would, a throw reported as apply's (or validate's). The game
    // is kept as its moves and its latest state: a Match copies its whole history at every move.
    const refused = c.guard('validate', state, () => game.validate(state, move));
    if (refused === undefined) break;
    if (refused !== null) {
      c.fail('bot-move', `the bot chose a move validate refuses: ${refused.message}`);
      break;
    }
    const next = c.guard('apply', state, () => game.apply(state, move));
    if (next === undefined) break;
    const flow = game.turns?.flowError(state, next);
    if (flow) c.fail('turn-flow', flow);
    moves.push(move);
    met.move(move);
    state = next;
  }
  if (!c.full && n >= maxMoves) c.fail('game-ends', `the game did not end within ${maxMoves} moves`);
  const record: MatchRecord = { gameId: game.id, options: start.options, seed: start.seed, moves };
  const ended = !c.full && c.guard('toAct', state, () => game.toAct(state)) === null;
  const replayed = ended && rng.next() < replayShare;
  if (ended) {
    checkEnd(game, state, record, replayed, c);
    checkPhases(game, state, [...met.moves.values()], c);
  }
  return { positions: n + 1, heavyPositions: heavy, replayed: replayed ? 1 : 0, failures: c.failures, record };
}
