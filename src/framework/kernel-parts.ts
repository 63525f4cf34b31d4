/**
 * The parts of a Game that a game built on the kernel (a zone table and a turn machine) derives
 * instead of writing them by hand, in two halves that follow a game's files: the rules' (the seeded
 * setup, who acts, no legal moves once the game is over, the common checks of a move, in which the
 * turn machine enforces the phases) and the views' (the views built from what the zone table shows
 * and the resampling of hidden cards).
 *
 * A view keeps the game's own shape (boards, computer players and outside bots read it); the game
 * builds it from the zones as the zone table shows them to the viewer, and says how to read the zones
 * back from a view (a small view-to-zones adapter). The view carries the state's public fields as they
 * are, so a state consistent with it is rebuilt by putting them back on an empty table and letting the
 * zone table deal the cards the viewer cannot see.
 */
import type { z } from 'zod';
import type { Game, MoveError, Outcome } from './game';
import { placesByPoints, type Seat } from './seats';
import { Rng, type RngState } from './rng';
import type { TurnMachine } from './turns';
import type { Draft, SeenZones, ZoneTable } from './zone-table';

/** What every kernel view carries besides the game's own fields: who acts now. */
export interface ViewBase {
  readonly toAct: Seat | null;
}

/** What the rules' parts are derived from: the phases, the deal and the game's own rule for a move. */
/** `P`: the game's seats (a two-seat game's states index pairs by 0 | 1). */
export interface KernelRules<S extends { readonly rng: RngState }, M, O extends object, P extends Seat = Seat> {
  readonly turns: TurnMachine<S, P>;
  /**
   * A new table before the deal, every zone empty: setup deals onto it (and sampling puts a view's
   * public fields on it). New each time, so no two states share its lists (a rule that wrongly pushes
   * into one must not reach the next game).
   */
  readonly emptyTable: () => S;
  /** What setup lays on the empty table (the cards dealt, the options kept), drawing from the game's seeded rng. */
  readonly dealt: (options: O, rng: Rng) => Partial<S>;
  readonly moveSchema: z.ZodType<M, unknown>;
  /** The moves of `actor`, asked only while someone acts. */
  readonly movesFor: (state: S, actor: P) => M[];
  /**
   * The game's own rule for a well-formed move of a type the phase allows, made by `actor`: null when
   * it may be made. The kernel has already refused a finished game, a malformed move and a move of a
   * type the phase does not allow.
   */
  readonly checkMove: (state: S, move: M, actor: P) => MoveError | null;
}

/** What the views' parts are derived from: the zones, the public fields and the game's own view shape. */
export interface KernelViews<S extends { readonly rng: RngState }, V extends ViewBase & Pick<S, K>, K extends keyof S, C extends string, P extends Seat = Seat> {
  readonly zones: ZoneTable<S, C>;
  /**
   * The state's fields every player may know whole (the options in force, scores, cards turned up
   * in a structure no zone can rebuild): the view carries them under the same names, as they are.
   */
  readonly publicFields: readonly K[];
  /** As for the rules: a new table, every zone empty, that sampling puts the view's public fields on. */
  readonly emptyTable: () => S;
  /** `viewer`'s view in the game's own shape, its cards from `seen` (every zone as the zone table shows it to them). */
  readonly view: (state: S, viewer: P, seen: SeenZones<C>) => V;
  /** The view-to-zones adapter: every zone as the view shows it, read back for sampling a state from the view. */
  readonly seenIn: (view: V) => SeenZones<C>;
}

/** The `type` a move claims, read without trusting its shape (a refused move may be anything). */
const typeOf = (move: unknown): unknown => (typeof move === 'object' && move !== null ? (move as { type?: unknown }).type : undefined);

/**
 * The seeded setup, who acts, the legal moves (none once the game is over) and validate, in which the
 * turn machine enforces the phases: a finished game refuses every move (`game-over`), then a move that
 * is not one of the game's is refused (`malformed`), then one of a type the phase does not allow
 * (`wrong-phase`), and only then does the game's own rule speak.
 */
export function kernelRules<S extends { readonly rng: RngState }, M, O extends object, P extends Seat = Seat>(
  decl: KernelRules<S, M, O, P>,
): Required<Pick<Game<S, M, unknown, O>, 'turns' | 'moveSchema' | 'setup' | 'toAct' | 'legalMoves' | 'validate'>> {
  const { turns, moveSchema } = decl;
  return {
    turns,
    moveSchema,
    setup(options, seed) {
      const rng = Rng.fromSeed(seed);
      const table = { ...decl.emptyTable(), ...decl.dealt(options, rng) };
      // The rng goes on with the game: later deals and the computer's draws continue the same stream.
      return { ...table, rng: rng.state };
    },
    toAct: turns.toAct,
    legalMoves(state) {
      const actor = turns.toAct(state);
      return actor === null ? [] : decl.movesFor(state, actor);
    },
    validate(state, move) {
      const wrongType = turns.checkMoveType(state, typeOf(move));
      if (wrongType?.code === 'game-over') return wrongType;
      const parsed = moveSchema.safeParse(move);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        return { code: 'malformed', message: `Not a move of this game${issue ? `: ${issue.message}` : ''}.` };
      }
      return wrongType ?? decl.checkMove(state, parsed.data, turns.toAct(state) as P);
    },
  };
}

/**
 * The views, who acts read from a view, and the resampling of what a player cannot see (from a state or
 * from a view). The information key stays the game's own: the search asks for it at every node, and a
 * view written out costs as much as building the view.
 */
export function kernelViews<S extends { readonly rng: RngState }, V extends ViewBase & Pick<S, K>, K extends keyof S, C extends string, P extends Seat = Seat>(
  decl: KernelViews<S, V, K, C, P>,
): Required<Pick<Game<S, unknown, V, object>, 'zones' | 'viewFor' | 'viewToAct' | 'determinize' | 'sampleState'>> {
  const { zones, publicFields, emptyTable } = decl;
  // The game is asked only for its own seats' views.
  const viewFor = (state: S, viewer: Seat): V => decl.view(state, viewer as P, zones.seen(state, viewer));
  return {
    zones,
    viewFor,
    viewToAct: (view) => view.toAct,
    // The resampled state gets its own random stream: whoever holds it cannot foresee the real game's deals.
    determinize: (state, player, rng) => ({ ...zones.determinize(state, player, rng), rng: rng.fork().state }),
    sampleState(view, rng) {
      const table: Draft<S> = emptyTable();
      for (const key of publicFields) table[key] = (view as Pick<S, K>)[key];
      return { ...zones.sample(table, decl.seenIn(view), rng), rng: rng.fork().state };
    },
  };
}

/** The cards a view shows of a zone: none when it shows only how many there are, or nothing at all. */
export function cardsIn<C extends string>(zones: SeenZones<C>, name: string): readonly C[] {
  const zone = zones[name];
  return zone !== undefined && 'cards' in zone ? zone.cards : [];
}

/**
 * The outcome of a game won on points, for any number of seats: places by points (equal points share a
 * place), the winner the seat alone in first place — for two seats, the higher score wins and equal
 * scores draw.
 */
export function outcomeByScores(scores: readonly number[], reason: string): Outcome {
  const places = placesByPoints(scores);
  const first = places.filter((p) => p === 1).length;
  const winner = first === 1 ? places.indexOf(1) : null;
  // Two seats' places follow from the winner (placesOf): their outcome stays as saves and fixtures hold it.
  return scores.length === 2 ? { winner, scores, reason } : { winner, scores, reason, places };
}
