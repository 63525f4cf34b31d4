/**
 * A turn machine declared as data: the phases of a game, who acts in each, which move types are
 * legal there and which phases may follow. Games read `toAct` and the legal move types from it,
 * and the conformance kit holds the game's actual flow to the declared one.
 */
import type { MoveError } from './game';
import { nextSeat, opponentsOf, seatsOf, type Seat } from './seats';

interface PhaseDecl<S, P extends Seat> {
  /** Who decides in this phase: the turn's owner, or the other player answering an offer. */
  readonly actor: (state: S) => P;
  /** The move types legal in this phase. */
  readonly moves: readonly string[];
  /** The phases that may follow a move made in this one (itself included when it can repeat). */
  readonly next: readonly string[];
}

/** `P`: the game's seats (a two-seat game's states index pairs by 0 | 1). */
export interface TurnDecl<S, P extends Seat = Seat> {
  /** The phase a state is in: a name from `phases`, or `over` once the game has ended. */
  readonly phaseOf: (state: S) => string;
  readonly phases: Readonly<Record<string, PhaseDecl<S, P>>>;
  /** The name of the phase of a finished game (nobody acts). */
  readonly over: string;
  /** The round (Hanamikoji round, Koi-Koi month) a state is in, from 1: groups the public event log. */
  readonly roundOf?: (state: S) => number;
  /** How many sit at the table (fixed, or read from the options the state keeps); two when absent. */
  readonly seatCount?: (state: S) => number;
}

/** Declared with methods so a machine for one game's state fits where any game is expected. */
export interface TurnMachine<S, P extends Seat = Seat> {
  readonly phaseNames: readonly string[];
  phaseOf(state: S): string;
  /** The round a state is in (1 for a game without rounds). */
  roundOf(state: S): number;
  /** How many sit at the table. */
  seatCount(state: S): number;
  /** Every seat, in play order from seat 0. */
  seats(state: S): Seat[];
  /** The seat after `seat` in play order. */
  next(state: S, seat: Seat): Seat;
  /** Every other seat, in play order from the one after `seat`. */
  opponents(state: S, seat: Seat): Seat[];
  toAct(state: S): P | null;
  /** The move types legal now (none once the game is over). */
  moveTypes(state: S): readonly string[];
  /** null when a move of this type may be made now, else why not (codes `game-over`, `wrong-phase`). */
  checkMoveType(state: S, type: unknown): MoveError | null;
  /** null when going from `before` to `after` follows the declared flow, else what broke it. */
  flowError(before: S, after: S): string | null;
}

export function defineTurns<S, P extends Seat = Seat>(decl: TurnDecl<S, P>): TurnMachine<S, P> {
  const phaseNamed = (name: string): PhaseDecl<S, P> | null => {
    if (name === decl.over) return null;
    const phase = decl.phases[name];
    if (!phase) throw new Error(`no phase "${name}"`);
    return phase;
  };
  const current = (state: S): PhaseDecl<S, P> | null => phaseNamed(decl.phaseOf(state));
  const seatCount = (state: S): number => decl.seatCount?.(state) ?? 2;
  return {
    phaseNames: [...Object.keys(decl.phases), decl.over],
    phaseOf: decl.phaseOf,
    roundOf: (state) => decl.roundOf?.(state) ?? 1,
    seatCount,
    seats: (state) => seatsOf(seatCount(state)),
    next: (state, seat) => nextSeat(seat, seatCount(state)),
    opponents: (state, seat) => opponentsOf(seat, seatCount(state)),
    toAct: (state) => current(state)?.actor(state) ?? null,
    moveTypes: (state) => current(state)?.moves ?? [],
    checkMoveType(state, type) {
      const name = decl.phaseOf(state);
      const phase = phaseNamed(name);
      if (!phase) return { code: 'game-over', message: 'The game is over.' };
      if (typeof type === 'string' && phase.moves.includes(type)) return null;
      return { code: 'wrong-phase', message: `Now (${name}) the moves are: ${phase.moves.join(', ')}.` };
    },
    flowError(before, after) {
      const from = decl.phaseOf(before);
      const to = decl.phaseOf(after);
      const phase = phaseNamed(from);
      if (!phase) return `a move was made in phase "${from}" after the game ended`;
      return phase.next.includes(to) ? null : `phase "${to}" may not follow "${from}"`;
    },
  };
}
