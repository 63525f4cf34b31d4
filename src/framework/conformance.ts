/**
 * The conformance kit every game plugin must pass, run over many seeded random games
 * (in the spirit of OpenSpiel's API tests). It returns the failures instead of throwing,
 * so a test can show them all at once.
 */
import { seatsOf, type Seat } from './seats';
import { seatCountIn, type AnyGame } from './game';
import { Match } from './match';
import { Rng } from './rng';
import { deepEqual, stableStringify } from './stable-json';

export interface ConformanceOptions {
  /** Number of random games per option set. */
  readonly games?: number;
  readonly seed?: number;
  /** Option sets to play under; default: every preset of the game. */
  readonly optionSets?: readonly object[];
  /** Resamples checked per state and player. */
  readonly determinizations?: number;
  readonly maxMoves?: number;
  /** Check views and determinization on every n-th state only (1 = all), to keep long games fast. */
  readonly viewEvery?: number;
  /** Stop after this many failures. */
  readonly maxFailures?: number;
  /** false for a game of perfect information (then determinize may return the state itself). */
  readonly hiddenInformation?: boolean;
}

export interface ConformanceFailure {
  readonly check: string;
  readonly seed: number;
  readonly moveIndex: number;
  readonly message: string;
}

/** Moves no game should accept; validate must refuse them without throwing. */
const GARBAGE_MOVES: readonly unknown[] = [null, undefined, 42, 'move', [], {}, { type: '__no_such_move__' }];

/** Collects failures of the checks below; the soak (soak.ts) shares them with the conformance kit. */
export class Checker {
  readonly failures: ConformanceFailure[] = [];
  seed = 0;
  moveIndex = 0;
  resampledSomething = false;
  statesResampled = 0;

  constructor(private readonly maxFailures: number) {}

  get full(): boolean {
    return this.failures.length >= this.maxFailures;
  }

  fail(check: string, message: string): void {
    if (!this.full) this.failures.push({ check, seed: this.seed, moveIndex: this.moveIndex, message });
  }

  /**
   * Runs fn and reports a throw as a failure. Mutation is checked once per position (see
   * playChecked), not per call: serializing a large state for every call would dominate the run.
   */
  guard<T>(check: string, _input: unknown, fn: () => T): T | undefined {
    try {
      return fn();
    } catch (e) {
      this.fail(check, `threw: ${(e as Error).message}`);
      return undefined;
    }
  }

  /** Reports a change of `input` since `snapshot` (snapshotOf) was taken, naming the calls made in between. */
  unchanged(input: unknown, snapshot: string, calls: string): void {
    if (snapshotOf(input) !== snapshot) this.fail('no-mutation', `${calls} mutated its input`);
  }
}

/**
 * A value's text for the mutation checks (Checker.unchanged): plain JSON, key order and all. The same
 * value written twice gives the same text, and any change to it (a key reordered too) another one; the
 * native writer is several times as fast as stableStringify, whose sorted keys only matter when two
 * different values are compared.
 */
export const snapshotOf = (value: unknown): string => JSON.stringify(value);

export function checkConformance(game: AnyGame, opts: ConformanceOptions = {}): ConformanceFailure[] {
  const {
    games = 200,
    seed = 1,
    determinizations = 2,
    maxMoves = 10_000,
    viewEvery = 1,
    maxFailures = 20,
  } = opts;
  const optionSets = opts.optionSets ?? game.presets.map((p) => game.optionsSchema.parse({ ...p.options }));
  const c = new Checker(maxFailures);
  for (const options of optionSets) {
    // Positions and moves met in this option set's games, for the checks that compare a position with others.
    const met = new Met();
    for (let g = 0; g < games && !c.full; g++) {
      c.seed = (seed + g) >>> 0;
      c.moveIndex = 0;
      playChecked(game, options, c, { determinizations, maxMoves, viewEvery }, met);
    }
  }
  if (!c.full && c.statesResampled > 0 && !c.resampledSomething && opts.hiddenInformation !== false) {
    c.fail('determinize', 'determinize never changed any hidden card in any game: it does not resample');
  }
  return c.failures;
}

interface PlayConfig {
  readonly determinizations: number;
  readonly maxMoves: number;
  readonly viewEvery: number;
}

/** The next round is played out from every this many checked positions (it costs a few dozen moves). */
const FUTURE_DEALS_EVERY = 4;

/**
 * What the games of one option set met so far: a few positions (kept at random, so early and late
 * ones alike) and one move of each type, for the checks that hold a position against others.
 */
export class Met {
  readonly positions: unknown[] = [];
  readonly moves = new Map<unknown, unknown>();
  private seen = 0;

  constructor(private readonly keep = 32) {}

  /** Keeps `state` with a fair chance among every position offered so far. */
  position(state: unknown, rng: Rng): void {
    this.seen++;
    if (this.positions.length < this.keep) this.positions.push(state);
    else {
      const i = rng.int(this.seen);
      if (i < this.keep) this.positions[i] = state;
    }
  }

  /** A position met before, or undefined before the first. */
  donor(rng: Rng): unknown {
    return this.positions.length === 0 ? undefined : rng.pick(this.positions);
  }

  /** Remembers the first move of each type. */
  move(move: unknown): void {
    const type = typeOf(move);
    if (!this.moves.has(type)) this.moves.set(type, move);
  }
}

/** The `type` a move claims, read without trusting its shape. */
const typeOf = (move: unknown): unknown => (typeof move === 'object' && move !== null ? (move as { type?: unknown }).type : undefined);

function playChecked(game: AnyGame, options: object, c: Checker, cfg: PlayConfig, met: Met): void {
  const setupA = c.guard('setup', options, () => game.setup(options, c.seed));
  const setupB = c.guard('setup', options, () => game.setup(options, c.seed));
  if (setupA === undefined) return;
  if (!deepEqual(setupA, setupB)) c.fail('deterministic-setup', 'the same seed gave two different setups');
  const seats = seatCountIn(game, setupA);
  const [fewest, most] = game.seatRange ?? [2, 2];
  if (seats < fewest || seats > most) c.fail('seat-range', `the table seats ${seats}, outside the game's range of ${fewest} to ${most}`);
  const rng = Rng.fromSeed(c.seed ^ 0x9e3779b9);
  // The checks that compare positions draw from a stream of their own: the games played stay the same.
  const aside = Rng.fromSeed(c.seed ^ 0x5bd1e995);
  let match = Match.start(game, options, c.seed);
  for (let n = 0; n < cfg.maxMoves && !c.full; n++) {
    c.moveIndex = n;
    const state = match.state;
    if (!checkSerializable(state, c)) return;
    const snapshot = snapshotOf(state);
    const player = c.guard('toAct', state, () => game.toAct(state));
    const outcome = c.guard('outcome', state, () => game.outcome(state));
    if ((player === null) !== (outcome !== null)) {
      c.fail('turn-flow', 'toAct must be null exactly when the game has an outcome');
      return;
    }
    if (n % cfg.viewEvery === 0) {
      checkViews(game, state, player ?? null, rng, cfg.determinizations, c);
      checkInfoKeys(game, state, met.donor(aside), aside, c);
      met.position(state, aside);
    }
    if (n % (cfg.viewEvery * FUTURE_DEALS_EVERY) === 0) checkFutureDeals(game, state, aside, c);
    checkDeclarations(game, state, player ?? null, c);
    checkPhases(game, state, [...met.moves.values()], c);
    if (player === null || player === undefined) {
      c.unchanged(state, snapshot, 'toAct, outcome, viewFor, determinize or infoKey');
      checkReplay(game, match, c);
      return;
    }
    const moves = checkMoves(game, state, c);
    if (!moves || moves.length === 0) return;
    for (const legal of moves) met.move(legal);
    const move = rng.pick(moves);
    const next = c.guard('apply', state, () => game.apply(state, move));
    c.unchanged(state, snapshot, 'toAct, outcome, legalMoves, validate, viewFor, determinize, infoKey or apply');
    const flow = next === undefined ? null : game.turns?.flowError(state, next);
    if (flow) c.fail('turn-flow', flow);
    const played = next === undefined ? undefined : match.tryPlay(move);
    if (!played?.ok) return;
    match = played.match;
  }
  if (!c.full) c.fail('game-ends', `the game did not end within ${cfg.maxMoves} moves`);
}

/** What a game declares (zones, phases) must hold in every state it reaches. */
/** Every seat at the table in `state` (two when the game declares no turn machine). */
const seatsIn = (game: AnyGame, state: unknown): Seat[] => seatsOf(seatCountIn(game, state));

export function checkDeclarations(game: AnyGame, state: unknown, toAct: Seat | null, c: Checker): void {
  const lost = game.zones?.conservationError(state);
  if (lost) c.fail('cards-conserved', lost);
  if (game.turns && game.turns.toAct(state) !== toAct) c.fail('turn-flow', 'toAct disagrees with the declared phases');
}

/**
 * The declared phases are enforced: a move of a type the phase does not allow is refused with the turn
 * machine's code `wrong-phase`, and every move once the game is over with `game-over`, whatever the
 * game's own checks would have said. `moves` holds a move of each type met so far.
 */
export function checkPhases(game: AnyGame, state: unknown, moves: readonly unknown[], c: Checker): void {
  const turns = game.turns;
  if (!turns) return;
  const over = turns.toAct(state) === null;
  const allowed = turns.moveTypes(state);
  for (const move of moves) {
    const type = typeOf(move);
    if (!over && typeof type === 'string' && allowed.includes(type)) continue;
    const expected = over ? 'game-over' : 'wrong-phase';
    const error = c.guard('validate', state, () => game.validate(state, move));
    if (error === undefined || error?.code === expected) continue;
    const answer = error === null ? 'accepted' : `refused with "${error.code}"`;
    c.fail('phases-enforced', `a ${String(type)} move in phase "${turns.phaseOf(state)}" is ${answer}, not refused with "${expected}"`);
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The fields in which two views differ (the view itself when they are not records). */
function fieldsThatDiffer(a: unknown, b: unknown): string[] {
  if (!isRecord(a) || !isRecord(b)) return deepEqual(a, b) ? [] : ['(the whole view)'];
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])];
  return keys.filter((key) => !deepEqual(a[key], b[key])).sort();
}

/**
 * Equal keys mean equal views. A neighbour of the position — the state with one field, picked at
 * random, taken from another position (`donor`) — that a player sees differently must get another key
 * from them, unless the views differ only in the fields the game declares its key leaves out
 * (`infoKeyLeavesOut`). A neighbour the game cannot even show (its rules may rely on what no neighbour
 * keeps) is passed over. One field per position keeps the check cheap; over a run's thousands of
 * positions every field is taken many times. The converse, that cards a player cannot see never change
 * their key, is checkViews' part.
 */
export function checkInfoKeys(game: AnyGame, state: unknown, donor: unknown, rng: Rng, c: Checker): void {
  if (!isRecord(state) || !isRecord(donor)) return;
  const fields = Object.keys(state).filter((name) => name in donor && !deepEqual(state[name], donor[name]));
  if (fields.length === 0) return;
  const field = rng.pick(fields);
  const neighbour = { ...state, [field]: donor[field] };
  const leftOut = new Set(game.infoKeyLeavesOut ?? []);
  for (const p of seatsIn(game, state)) {
    const view = c.guard('viewFor', state, () => game.viewFor(state, p));
    const key = c.guard('infoKey', state, () => game.infoKey(state, p));
    if (view === undefined || key === undefined) return;
    let seen: { key: string; view: unknown };
    try {
      seen = { key: game.infoKey(neighbour, p), view: game.viewFor(neighbour, p) };
    } catch {
      return;
    }
    if (seen.key !== key) continue;
    const differ = fieldsThatDiffer(view, seen.view).filter((name) => !leftOut.has(name));
    if (differ.length > 0)
      c.fail('info-key-views', `player ${p} gets one infoKey for two views that differ in ${differ.join(', ')} (the state's ${field} taken from another position)`);
  }
}

/** The game played on from `state`, the first legal move each time, to the first state of the next round; null when it ends first. */
function nextRound(game: AnyGame, state: unknown): unknown {
  const turns = game.turns;
  if (!turns) return null;
  const round = turns.roundOf(state);
  let s = state;
  for (let n = 0; n < 10_000; n++) {
    if (game.toAct(s) === null) return null;
    const moves = game.legalMoves(s);
    if (moves.length === 0) return null;
    s = game.apply(s, moves[0]);
    if (turns.roundOf(s) !== round) return s;
  }
  return null;
}

/**
 * A resampled state knows nothing of the real game's future deals. From the real state, and from a
 * state determinized and one sampled from the view for each player, the game is played on to the next
 * round; a resampled state whose hidden cards changed but which then deals exactly the round the real
 * game deals still follows the real game's random stream (whoever searches it knows the next deal).
 */
export function checkFutureDeals(game: AnyGame, state: unknown, rng: Rng, c: Checker): void {
  const zones = game.zones;
  if (!zones || !game.turns || game.toAct(state) === null) return;
  // Every zone's cards, compared card by card (no text written for each of a heavy position's fourteen layouts).
  const layout = (s: unknown): (readonly unknown[])[] => zones.names.map((name) => zones.cardsOf(s, name));
  const same = (a: (readonly unknown[])[], b: (readonly unknown[])[]): boolean =>
    a.every((cards, z) => {
      const other = b[z] as readonly unknown[];
      if (other.length !== cards.length) return false;
      for (let i = 0; i < cards.length; i++) if (cards[i] !== other[i]) return false;
      return true;
    });
  const real = c.guard('future-deals', state, () => nextRound(game, state));
  if (real === null || real === undefined) return;
  const now = layout(state);
  const dealt = layout(real);
  for (const p of seatsIn(game, state)) {
    const resampled: [string, () => unknown][] = [
      ['determinized', () => game.determinize(state, p, rng.fork())],
      ['sampled from the view', () => game.sampleState(game.viewFor(state, p), rng.fork())],
    ];
    for (const [how, resample] of resampled) {
      const sample = c.guard('future-deals', state, resample);
      if (sample === undefined || same(layout(sample), now)) continue;
      const next = c.guard('future-deals', sample, () => nextRound(game, sample));
      if (next !== null && next !== undefined && same(layout(next), dealt))
        c.fail('future-deals', `a state ${how} for player ${p} deals the next round exactly as the real game does: it follows the real game's random stream`);
    }
  }
}

/**
 * Whether `value` certainly comes back from a JSON round trip deep-equal to itself: text, finite numbers,
 * booleans and null, in arrays and plain objects all the way down (no undefined, function, symbol or hole,
 * nothing with a prototype of its own, no `toJSON`). Not certain (false) leaves the answer to the round trip.
 */
function plainJson(value: unknown, depth: number): boolean {
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return true;
    case 'number':
      return Number.isFinite(value);
    case 'object':
      break;
    default:
      return false;
  }
  if (value === null) return true;
  if (depth > 64) return false;
  if (Array.isArray(value)) {
    if (Object.getPrototypeOf(value) !== Array.prototype) return false;
    for (let i = 0; i < value.length; i++) if (!plainJson(value[i], depth + 1)) return false;
    return true;
  }
  if (Object.getPrototypeOf(value) !== Object.prototype) return false;
  for (const key in value) {
    if (key === 'toJSON' || key === '__proto__') return false;
    if (!plainJson((value as Record<string, unknown>)[key], depth + 1)) return false;
  }
  return true;
}

export function checkSerializable(state: unknown, c: Checker): boolean {
  // A walk over plain data answers most states without writing and reading the whole state back.
  if (plainJson(state, 0)) return true;
  const copy: unknown = JSON.parse(JSON.stringify(state));
  if (deepEqual(copy, state)) return true;
  c.fail('serializable', 'the state does not survive a JSON round trip');
  return false;
}

export function checkMoves(game: AnyGame, state: unknown, c: Checker): unknown[] | undefined {
  const moves = c.guard('legalMoves', state, () => game.legalMoves(state));
  if (!moves) return undefined;
  if (moves.length === 0) c.fail('legal-moves', 'a player is to act but has no legal move');
  const keys = new Set<string>();
  for (const move of moves) {
    const error = c.guard('validate', state, () => game.validate(state, move));
    if (error !== null) c.fail('legal-validates', `listed move ${stableStringify(move)} is refused: ${error?.message}`);
    const parsed = game.moveSchema.safeParse(JSON.parse(JSON.stringify(move)));
    if (!parsed.success) c.fail('move-schema', `listed move ${stableStringify(move)} fails the move schema`);
    const key = game.moveKey(move);
    if (keys.has(key)) c.fail('move-keys', `two listed moves share the key "${key}"`);
    keys.add(key);
  }
  for (const garbage of GARBAGE_MOVES) {
    const error = c.guard('validate', state, () => game.validate(state, garbage));
    if (error === null) c.fail('validate-refuses', `validate accepted ${String(stableStringify(garbage))}`);
    else if (error && (typeof error.code !== 'string' || typeof error.message !== 'string' || !error.message))
      c.fail('typed-error', 'validate must return { code, message } strings');
  }
  return moves;
}

/**
 * Views hide what they should, and resampling keeps them: a state determinized for a player, and one sampled
 * from their view, show that player the same view, key and legal moves. sampleState must leave the view it
 * reads as it was: with `freezeView` (the soak's deepFreeze, whose states are frozen already) the view is
 * frozen, so a write into it throws where it is made (reported as sampleState's); without it the view is
 * written out before and compared after (the kit's states are not frozen, and a view shares parts with its
 * state).
 */
export function checkViews(
  game: AnyGame,
  state: unknown,
  toAct: Seat | null,
  rng: Rng,
  determinizations: number,
  c: Checker,
  freezeView?: (view: unknown) => void,
): void {
  for (const p of seatsIn(game, state)) {
    const view = c.guard('viewFor', state, () => game.viewFor(state, p));
    if (view === undefined) return;
    // Frozen, or written out before sampleState reads it (the mutation check); views compare structurally.
    freezeView?.(view);
    const viewText = freezeView ? '' : snapshotOf(view);
    if (game.viewToAct(view) !== toAct) c.fail('view-to-act', `viewToAct disagrees with toAct for player ${p}`);
    const info = game.infoKey(state, p);
    const legalKeys = toAct === p ? keysOf(game, game.legalMoves(state)) : '';
    c.statesResampled++;
    for (let i = 0; i < determinizations; i++) {
      const sample = c.guard('determinize', state, () => game.determinize(state, p, rng.fork()));
      if (sample === undefined) return;
      // Once any resample changed a hidden card, the kit knows determinize resamples: no need to compare again.
      if (!c.resampledSomething && !deepEqual(sample, state)) c.resampledSomething = true;
      // Whatever the hidden cards are, the player's view must be the same: else the view leaks them.
      if (!deepEqual(game.viewFor(sample, p), view))
        c.fail('view-hides', `player ${p}'s view changes when only hidden cards change (a leak, or determinize touched visible cards)`);
      if (game.infoKey(sample, p) !== info) c.fail('info-key', `player ${p}'s infoKey depends on hidden cards`);
      if (toAct === p && keysOf(game, game.legalMoves(sample)) !== legalKeys)
        c.fail('legal-moves-visible', `player ${p}'s legal moves depend on cards they cannot see`);
      const fromView = c.guard('sampleState', view, () => game.sampleState(view, rng.fork()));
      if (fromView === undefined) return;
      if (!freezeView) c.unchanged(view, viewText, 'sampleState');
      if (!deepEqual(game.viewFor(fromView, p), view))
        c.fail('sample-state', `sampleState(view) gives a state whose view for player ${p} differs from the view`);
      else if (toAct === p && keysOf(game, game.legalMoves(fromView)) !== legalKeys)
        c.fail('sample-state', `a state sampled from player ${p}'s view has other legal moves`);
    }
  }
}

const keysOf = (game: AnyGame, moves: readonly unknown[]): string => moves.map((m) => game.moveKey(m)).sort().join('|');

function checkReplay(game: AnyGame, match: Match<unknown, unknown, unknown, object>, c: Checker): void {
  try {
    const record: unknown = JSON.parse(JSON.stringify(match.record()));
    const replayed = Match.replay(game, record as ReturnType<typeof match.record>);
    if (!deepEqual(replayed.state, match.state)) c.fail('replay', 'replaying seed + options + moves gave a different end state');
  } catch (e) {
    c.fail('replay', `replay threw: ${(e as Error).message}`);
  }
}

/** A readable summary of failures for test output. */
export function formatFailures(failures: readonly ConformanceFailure[]): string {
  return failures.map((f) => `[${f.check}] seed ${f.seed}, move ${f.moveIndex}: ${f.message}`).join('\n');
}
