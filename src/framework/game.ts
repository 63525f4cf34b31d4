/**
 * The Game plugin contract. A game is data plus pure functions: the state is plain,
 * serializable and treated as immutable; moves are a tagged union of plain objects
 * (they double as the bot protocol's JSON encoding); the RNG state lives in the game state.
 */
import type { z } from 'zod';
import type { Rng } from './rng';
import type { BotFactory } from './bot';
import type { PublicEvent } from './event-log';
import type { TurnMachine } from './turns';
import type { ZoneTable } from './zone-table';
import type { Seat } from './seats';

export type { Seat } from './seats';
/** A seat of a two-seat game (Hanamikoji, Koi-Koi): their states keep pairs indexed by it. */
export type PlayerId = 0 | 1;
/** The other seat of a two-seat game. */
export const other = (p: PlayerId): PlayerId => (p === 0 ? 1 : 0);

export const LANGS = ['en', 'ja', 'de'] as const;
export type Lang = (typeof LANGS)[number];
export const isLang = (text: string): text is Lang => (LANGS as readonly string[]).includes(text);
export type Localized = Readonly<Record<Lang, string>>;

/** Why a move was refused: a stable code for programs and a readable message for people. */
export interface MoveError {
  readonly code: string;
  readonly message: string;
}

export interface Outcome {
  /** The seat alone in first place; null when first place is shared (a draw, for two seats). */
  readonly winner: Seat | null;
  /** Each seat's points, by seat. */
  readonly scores: readonly number[];
  /** A stable reason code, e.g. "four-geishas", "eleven-charm", "round-limit". */
  readonly reason: string;
  /**
   * Each seat's place, 1 for first; seats that tie share a place. A two-seat game may leave it out:
   * its places are then read from `winner` (placesOf), so a two-seat outcome reads as it always has.
   */
  readonly places?: readonly number[];
}

/** Each seat's place in a finished game: as the outcome gives them, else from its winner (two seats). */
export function placesOf(outcome: Outcome): readonly number[] {
  if (outcome.places) return outcome.places;
  return outcome.scores.map((_, seat) => (outcome.winner === null || outcome.winner === seat ? 1 : 2));
}

/** How the generated new-game panel presents one option; values come from the zod schema. */
export interface OptionSpec {
  readonly key: string;
  readonly label: Localized;
  /** One line, shown under the control. */
  readonly help: Localized;
  /** For enum options: a label per value. */
  readonly choices?: Readonly<Record<string, Localized>>;
}

export interface Preset<O> {
  readonly id: string;
  readonly label: Localized;
  readonly options: Partial<O>;
}

/** Optional game knowledge for search bots; the search must work without any of it. */
export interface SearchHooks<S, M> {
  /** A cheap default policy for playouts. */
  playoutMove?(state: S, moves: readonly M[], rng: Rng): M;
  /**
   * A whole playout from `state` to where `stopPlayout` would stop (or the game's end), done
   * inside the plugin on a compact representation: the fast path that makes search strong.
   * It must follow the rules exactly; when present it replaces playoutMove/stopPlayout.
   */
  playout?(state: S, root: S, rng: Rng): S;
  /** Moves sorted best-first, for progressive widening and tie-breaking. */
  orderMoves?(state: S, moves: readonly M[]): M[];
  /** Value of a state for `player` in [0, 1] where a playout stops (default: win 1, draw 0.5, loss 0). */
  evaluate?(state: S, player: Seat): number;
  /** True where a playout should stop and be evaluated, e.g. at the end of the root's round. */
  stopPlayout?(state: S, root: S): boolean;
}

/** What a game tells the review (review.ts) about a decision, read from the deciding player's view only. */
export interface ReviewHooks<V, M> {
  /** The round (Hanamikoji round, Koi-Koi month) the decision belongs to, from 1: marks the review's graph. */
  roundOf(view: V): number;
  /** A move in a few words from the deciding player's view ("Secret: G", "Koi-koi"), for the review's list. */
  moveName(view: V, move: M, lang: Lang): string;
  /** One line in plain words: why `best` was better than `played` at this position, for a player who asked. */
  explain(view: V, played: M, best: M, lang: Lang): string;
}

export interface Game<S, M, V, O extends object> {
  readonly id: string;
  readonly title: Localized;
  readonly description: Localized;
  /** A small SVG (markup string) shown on the launcher card. */
  readonly art: string;

  /** A zod object schema with a default for every option (`schema.parse({})` yields the defaults). */
  readonly optionsSchema: z.ZodType<O, unknown>;
  readonly optionSpecs: readonly OptionSpec[];
  readonly presets: readonly Preset<O>[];
  /**
   * How many the game seats, fewest and most (as OpenSpiel's min and max players); absent: two. The number
   * at one table comes from its options (the turn machine's `seatCount`); the range tells the shell whether
   * places beyond second can happen at all.
   */
  readonly seatRange?: readonly [min: number, max: number];

  setup(options: O, seed: number): S;
  /** The player who must decide now (it may be the opponent of the turn's owner), or null when the game is over. */
  toAct(state: S): Seat | null;
  legalMoves(state: S): M[];
  /** null when the move is legal; never changes `state`. */
  validate(state: S, move: M): MoveError | null;
  /** Pure: returns a new state. Only called with moves that validate. */
  apply(state: S, move: M): S;
  outcome(state: S): Outcome | null;
  /** Why `outcome` disagrees with the scores the state keeps (markers, charm, points), or null: asked by the soak at every game's end. */
  outcomeError?(state: S, outcome: Outcome): string | null;

  /** What `player` may see: every card they may not see is removed. */
  viewFor(state: S, player: Seat): V;
  /** The player to act, read from a view (bots and the UI only get views). */
  viewToAct(view: V): Seat | null;
  /** A full state consistent with `player`'s view, resampling only what that player cannot see. */
  determinize(state: S, player: Seat, rng: Rng): S;
  /**
   * A full state built from a view alone, the unseen cards dealt at random consistently with it
   * (sizes of hidden zones, cards already seen, the options in force). Bots and search only ever
   * get views, so they start here; the view must therefore carry all public information
   * (options, scores, counts). `viewFor(sampleState(v, rng), v's player)` must deep-equal `v`,
   * and `determinize(s, p, rng)` may simply be `sampleState(viewFor(s, p), rng)`.
   */
  sampleState(view: V, rng: Rng): S;

  /** Stable string keys, used by search statistics and replays. */
  moveKey(move: M): string;
  /**
   * What `player` knows, as a string: two states get the same key exactly when the player's views of
   * them are equal, save for the view's fields named in `infoKeyLeavesOut`.
   */
  infoKey(state: S, player: Seat): string;
  /**
   * The fields of the view that `infoKey` leaves out on purpose: records of the past that change
   * nothing from here on (the last round's summary). The conformance kit compares views without them
   * when it holds the key to the view.
   */
  readonly infoKeyLeavesOut?: readonly string[];

  /**
   * A move in plain words for `viewer`'s game log, told from the public event (event-log.ts) and
   * `viewer`'s views before and after it. The game never gets a state or the move here, so the log can
   * name no card the viewer did not see. With `names` (two people on one screen) the players are named
   * as the table names them, instead of "you" and "the opponent".
   */
  describeEvent(event: PublicEvent, before: V, after: V, viewer: Seat, lang: Lang, names?: readonly string[]): string;

  /** Zod schema of a single move, for saves and the bot protocol. */
  readonly moveSchema: z.ZodType<M, unknown>;

  /**
   * The public result of a round (a month, a Hanamikoji round) that ended with the move from
   * `before` to `after`, or null. Sent to outside bots and shown in logs; reveals nothing hidden.
   */
  roundResult?(before: S, after: S): object | null;

  /**
   * The game's zones with their declared visibility (zone-table.ts). When present, the conformance
   * kit checks that every card lies in exactly one zone in every state, and the public event log
   * (event-log.ts) is derived from the cards moving between them.
   */
  readonly zones?: ZoneTable<S, string>;
  /** The game's phases as data (turns.ts); when present, the conformance kit holds the flow to it. */
  readonly turns?: TurnMachine<S>;

  readonly search?: SearchHooks<S, M>;
  /** Plain words for the review of a finished game; without them the review names moves only. */
  readonly review?: ReviewHooks<V, M>;
  /** Computer opponents by level (`easy`, `normal`, `hard`); `random` is provided by the framework. */
  readonly bots?: Readonly<Record<string, BotFactory<V, M>>>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGame = Game<any, any, any, any>;

/** Options from a preset id plus individual overrides, validated by the game's schema. */
export function resolveOptions<O extends object>(
  game: Game<unknown, unknown, unknown, O>,
  presetId: string | undefined,
  overrides: Partial<O> = {},
): O {
  const preset = presetId === undefined ? game.presets[0] : game.presets.find((p) => p.id === presetId);
  if (!preset) {
    const known = game.presets.map((p) => p.id).join(', ');
    throw new Error(`unknown preset "${presetId}" for ${game.id} (known: ${known})`);
  }
  return game.optionsSchema.parse({ ...preset.options, ...overrides });
}

/** The preset whose options equal `options`, or null ("Custom"). */
export function matchingPreset<O extends object>(game: Game<unknown, unknown, unknown, O>, options: O): string | null {
  const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);
  for (const preset of game.presets) {
    const full = game.optionsSchema.parse({ ...preset.options });
    if (Object.keys(full).every((k) => same((full as Record<string, unknown>)[k], (options as Record<string, unknown>)[k])))
      return preset.id;
  }
  return null;
}

/** How many sit at the table in `state`: as the game's turn machine declares, two when it declares nothing. */
export const seatCountIn = (game: AnyGame, state: unknown): number => game.turns?.seatCount(state) ?? 2;

/** The most the game ever seats: its declared range's top, two when it declares none. */
export const mostSeatsOf = (game: Pick<AnyGame, 'seatRange'>): number => game.seatRange?.[1] ?? 2;

/** How many sit at the table under `options` (read from a dealt table). */
export const seatCountUnder = (game: AnyGame, options: object): number => seatCountIn(game, game.setup(options, 0));
