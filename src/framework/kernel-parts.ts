/**
 * The parts of a Game that a game built on the kernel (a zone table and a turn machine) derives
 * instead of writing them by hand: the seeded setup, who acts, no legal moves once the game is over,
 * the common checks of a move, the views, the resampling of hidden cards and the information key.
 *
 * A kernel view is the zones as the viewer sees them plus the state's public fields as they are.
 * Because the view carries those fields whole, a state consistent with it is rebuilt by putting
 * them back on an empty table and letting the zone table deal the cards the viewer cannot see:
 * `viewFor(sampleState(v), v.me)` equals `v` by construction.
 */
import type { z } from 'zod';
import type { Game, MoveError, Outcome, PlayerId } from './game';
import { Rng, type RngState } from './rng';
import { stableStringify } from './stable-json';
import type { TurnMachine } from './turns';
import type { SeenZones, ZoneTable } from './zone-table';

/** What a player sees: who they are, who acts now, every zone as they see it, and the public fields `K` of the state. */
export type KernelView<S, K extends keyof S, C extends string = string> = {
  readonly me: PlayerId;
  readonly toAct: PlayerId | null;
  readonly zones: SeenZones<C>;
} & Pick<S, K>;

export interface KernelDecl<S extends { readonly rng: RngState }, M, O extends object, K extends keyof S, C extends string> {
  readonly zones: ZoneTable<S, C>;
  readonly turns: TurnMachine<S>;
  /**
   * The state's fields every player may know whole (the options in force, scores, cards turned up
   * in a structure no zone can rebuild). Everything else a view shows comes from the zones.
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
  /** The game's own rule for a well-formed move of a type legal now, made by `actor`: null when it may be made. */
  readonly checkMove: (state: S, move: M, actor: PlayerId) => MoveError | null;
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

export function kernelParts<S extends { readonly rng: RngState }, M, O extends object, K extends keyof S, C extends string>(
  decl: KernelDecl<S, M, O, K, C>,
): KernelParts<S, M, KernelView<S, K, C>, O> {
  const { zones, turns, publicFields, emptyTable, moveSchema } = decl;
  const publicOf = (from: Pick<S, K>): Pick<S, K> => {
    const out = {} as Pick<S, K>;
    for (const key of publicFields) out[key] = from[key];
    return out;
  };
  const viewFor = (state: S, me: PlayerId): KernelView<S, K, C> => ({ me, toAct: turns.toAct(state), zones: zones.seen(state, me), ...publicOf(state) });
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
      const table = { ...emptyTable(), ...publicOf(view) };
      return { ...zones.sample(table, view.zones, rng), rng: rng.fork().state };
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
