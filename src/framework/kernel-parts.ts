/**
 * The parts of a Game that a game built on the kernel (a zone table and a turn machine) derives
 * instead of writing them by hand: the seeded setup, who acts, no legal moves once the game is over,
 * the common checks of a move (the turn machine enforces the phases), the views built from what the
 * zone table shows, the resampling of hidden cards and the information key.
 *
 * A view keeps the game's own shape (boards, computer players and outside bots read it); the game
 * builds it from the zones as the zone table shows them to the viewer, and says how to read the zones
 * back from a view (a small view-to-zones adapter). The view carries the state's public fields as they
 * are, so a state consistent with it is rebuilt by putting them back on an empty table and letting the
 * zone table deal the cards the viewer cannot see.
 */
import type { z } from 'zod';
import type { Game, MoveError, Outcome, PlayerId } from './game';
import { Rng, type RngState } from './rng';
import { stableStringify } from './stable-json';
import type { TurnMachine } from './turns';
import type { Draft, SeenZones, ZoneTable } from './zone-table';

/** What every kernel view carries besides the game's own fields: who acts now. */
export interface ViewBase {
  readonly toAct: PlayerId | null;
}

export interface KernelDecl<
  S extends { readonly rng: RngState },
  M,
  V extends ViewBase & Pick<S, K>,
  O extends object,
  K extends keyof S,
  C extends string,
> {
  readonly zones: ZoneTable<S, C>;
  readonly turns: TurnMachine<S>;
  /**
   * The state's fields every player may know whole (the options in force, scores, cards turned up
   * in a structure no zone can rebuild): the view carries them under the same names, as they are.
   */
  readonly publicFields: readonly K[];
  /**
   * A new table before the deal, every zone empty: setup deals onto it, sampling puts a view's public
   * fields on it. New each time, so no two states share its lists (a rule that wrongly pushes into one
   * must not reach the next game).
   */
  readonly emptyTable: () => S;
  /** What setup lays on the empty table (the cards dealt, the options kept), drawing from the game's seeded rng. */
  readonly dealt: (options: O, rng: Rng) => Partial<S>;
  readonly moveSchema: z.ZodType<M, unknown>;
  /** The moves of `actor`, asked only while someone acts. */
  readonly movesFor: (state: S, actor: PlayerId) => M[];
  /**
   * The game's own rule for a well-formed move of a type the phase allows, made by `actor`: null when
   * it may be made. The kernel has already refused a finished game, a malformed move and a move of a
   * type the phase does not allow.
   */
  readonly checkMove: (state: S, move: M, actor: PlayerId) => MoveError | null;
  /** `viewer`'s view in the game's own shape, its cards from `seen` (every zone as the zone table shows it to them). */
  readonly view: (state: S, viewer: PlayerId, seen: SeenZones<C>) => V;
  /** The view-to-zones adapter: every zone as the view shows it, read back for sampling a state from the view. */
  readonly seenIn: (view: V) => SeenZones<C>;
}

/** The derived members, ready to spread into the game. */
export type KernelParts<S, M, V, O extends object> = Required<
  Pick<
    Game<S, M, V, O>,
    'zones' | 'turns' | 'moveSchema' | 'setup' | 'toAct' | 'legalMoves' | 'validate' | 'viewFor' | 'viewToAct' | 'determinize' | 'sampleState' | 'infoKey'
  >
>;

/** The `type` a move claims, read without trusting its shape (a refused move may be anything). */
const typeOf = (move: unknown): unknown => (typeof move === 'object' && move !== null ? (move as { type?: unknown }).type : undefined);

export function kernelParts<
  S extends { readonly rng: RngState },
  M,
  V extends ViewBase & Pick<S, K>,
  O extends object,
  K extends keyof S,
  C extends string,
>(decl: KernelDecl<S, M, V, O, K, C>): KernelParts<S, M, V, O> {
  const { zones, turns, publicFields, emptyTable, moveSchema } = decl;
  const viewFor = (state: S, viewer: PlayerId): V => decl.view(state, viewer, zones.seen(state, viewer));
  return {
    zones,
    turns,
    moveSchema,
    setup(options, seed) {
      const rng = Rng.fromSeed(seed);
      const table = { ...emptyTable(), ...decl.dealt(options, rng) };
      // The rng goes on with the game: later deals and the computer's draws continue the same stream.
      return { ...table, rng: rng.state };
    },
    toAct: turns.toAct,
    legalMoves(state) {
      const actor = turns.toAct(state);
      return actor === null ? [] : decl.movesFor(state, actor);
    },
    validate(state, move) {
      // A finished game refuses everything alike; then the move's shape, then its type, then the game's rule.
      const wrongType = turns.checkMoveType(state, typeOf(move));
      if (wrongType?.code === 'game-over') return wrongType;
      const parsed = moveSchema.safeParse(move);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        return { code: 'malformed', message: `Not a move of this game${issue ? `: ${issue.message}` : ''}.` };
      }
      return wrongType ?? decl.checkMove(state, parsed.data, turns.toAct(state) as PlayerId);
    },
    viewFor,
    viewToAct: (view) => view.toAct,
    // The resampled state gets its own random stream: future deals are hidden too.
    determinize: (state, player, rng) => ({ ...zones.determinize(state, player, rng), rng: rng.fork().state }),
    sampleState(view, rng) {
      const table: Draft<S> = emptyTable();
      for (const key of publicFields) table[key] = (view as Pick<S, K>)[key];
      return { ...zones.sample(table, decl.seenIn(view), rng), rng: rng.fork().state };
    },
    infoKey: (state, player) => stableStringify(viewFor(state, player)),
  };
}

/** The cards a view shows of a zone: none when it shows only how many there are, or nothing at all. */
export function cardsIn<C extends string>(zones: SeenZones<C>, name: string): readonly C[] {
  const zone = zones[name];
  return zone !== undefined && 'cards' in zone ? zone.cards : [];
}

/** The outcome of a game won on points: the higher score wins, equal scores draw. */
export function outcomeByScores(scores: readonly [number, number], reason: string): Outcome {
  const [a, b] = scores;
  return { winner: a > b ? 0 : b > a ? 1 : null, scores, reason };
}
