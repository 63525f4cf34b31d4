/**
 * The match runner: a game in progress as seed + options + the moves played, with every
 * intermediate state kept so logs and replays need no recomputation. Instances are immutable.
 */
import type { Seat } from './seats';
import { publicEvent, type PublicEvent } from './event-log';
import type { Game, Lang, MoveError, Outcome } from './game';

export interface LoggedMove<M> {
  readonly player: Seat;
  readonly move: M;
}

export interface MatchRecord<M = unknown, O = unknown> {
  readonly gameId: string;
  readonly options: O;
  readonly seed: number;
  readonly moves: readonly M[];
}

export class MatchError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly moveIndex?: number,
  ) {
    super(message);
  }
}

export type PlayResult<S, M, V, O extends object> =
  | { readonly ok: true; readonly match: Match<S, M, V, O> }
  | { readonly ok: false; readonly error: MoveError };

/** One move on a state, as every match makes it: refused once the game is over or when validate says no. */
function step<S, M, V, O extends object>(game: Game<S, M, V, O>, state: S, move: M): { ok: true; player: Seat; next: S } | { ok: false; error: MoveError } {
  const player = game.toAct(state);
  if (player === null) return { ok: false, error: { code: 'game-over', message: 'the game is over' } };
  const error = game.validate(state, move);
  if (error) return { ok: false, error };
  return { ok: true, player, next: game.apply(state, move) };
}

export class Match<S, M, V, O extends object> {
  private constructor(
    readonly game: Game<S, M, V, O>,
    readonly options: O,
    readonly seed: number,
    readonly moves: readonly LoggedMove<M>[],
    readonly states: readonly S[],
  ) {}

  static start<S, M, V, O extends object>(game: Game<S, M, V, O>, options: O, seed: number): Match<S, M, V, O> {
    return new Match(game, options, seed >>> 0, [], [game.setup(options, seed >>> 0)]);
  }

  /** Rebuilds a match from its record, validating every move; throws MatchError on a bad record. */
  static replay<S, M, V, O extends object>(game: Game<S, M, V, O>, record: MatchRecord): Match<S, M, V, O> {
    if (record.gameId !== game.id) {
      throw new MatchError('wrong-game', `this record is for "${record.gameId}", not "${game.id}"`);
    }
    const parsedOptions = game.optionsSchema.safeParse(record.options);
    if (!parsedOptions.success) {
      throw new MatchError('bad-options', `the options are not valid for ${game.id}: ${parsedOptions.error.message}`);
    }
    // The history is built once: a match per move would copy it at every move (quadratic in long games).
    const seed = record.seed >>> 0;
    const states: S[] = [game.setup(parsedOptions.data, seed)];
    const moves: LoggedMove<M>[] = [];
    record.moves.forEach((raw, index) => {
      const parsedMove = game.moveSchema.safeParse(raw);
      if (!parsedMove.success) throw new MatchError('bad-move', `move ${index + 1} is not a ${game.id} move`, index);
      const result = step(game, states[states.length - 1] as S, parsedMove.data);
      if (!result.ok) throw new MatchError(result.error.code, `move ${index + 1}: ${result.error.message}`, index);
      states.push(result.next);
      moves.push({ player: result.player, move: parsedMove.data });
    });
    return new Match(game, parsedOptions.data, seed, moves, states);
  }

  get state(): S {
    return this.states[this.states.length - 1] as S;
  }

  toAct(): Seat | null {
    return this.game.toAct(this.state);
  }

  viewFor(player: Seat): V {
    return this.game.viewFor(this.state, player);
  }

  legalMovesFor(player: Seat): M[] {
    return this.toAct() === player ? this.game.legalMoves(this.state) : [];
  }

  outcome(): Outcome | null {
    return this.game.outcome(this.state);
  }

  tryPlay(move: M): PlayResult<S, M, V, O> {
    const result = step(this.game, this.state, move);
    if (!result.ok) return result;
    return {
      ok: true,
      match: new Match(this.game, this.options, this.seed, [...this.moves, { player: result.player, move }], [...this.states, result.next]),
    };
  }

  play(move: M): Match<S, M, V, O> {
    const result = this.tryPlay(move);
    if (!result.ok) throw new MatchError(result.error.code, result.error.message, this.moves.length);
    return result.match;
  }

  /** The match as it stood after the first `count` moves (for replay viewers and undo). */
  prefix(count: number): Match<S, M, V, O> {
    const n = Math.max(0, Math.min(count, this.moves.length));
    return new Match(this.game, this.options, this.seed, this.moves.slice(0, n), this.states.slice(0, n + 1));
  }

  /**
   * The game log in plain words, as `viewer` may read it: the public event log told by the game from
   * `viewer`'s views alone. `names` names every seat (hot-seat play).
   */
  logFor(viewer: Seat, lang: Lang, names?: readonly string[]): string[] {
    const views = this.states.map((state) => this.game.viewFor(state, viewer));
    return this.events(viewer).map((event) =>
      this.game.describeEvent(event, views[event.index] as V, views[event.index + 1] as V, viewer, lang, names),
    );
  }

  /**
   * The public event log as `viewer` saw it, one event per move (its cards derived from the game's
   * zones). With `round`, only that round's events: what outside bots get with a decision.
   */
  events(viewer: Seat, round?: number): PublicEvent[] {
    const out: PublicEvent[] = [];
    this.moves.forEach(({ move }, i) => {
      const event = publicEvent(this.game, i, this.states[i], move, this.states[i + 1], viewer);
      if (round === undefined || event.round === round) out.push(event);
    });
    return out;
  }

  record(): MatchRecord<M, O> {
    return { gameId: this.game.id, options: this.options, seed: this.seed, moves: this.moves.map((m) => m.move) };
  }
}
