/**
 * Information-set Monte Carlo tree search (Cowling, Powley & Whitehouse 2012), for any plugin.
 * Each iteration deals the unseen cards at random consistently with the searching player's view
 * (`sampleState`), then descends a tree whose nodes are information sets — keyed by the acting
 * player's `infoKey` — so statistics are shared across samples. A move that exists in only some
 * samples is handled by availability counts: UCB uses how often a move could be chosen, not how
 * often its parent was visited.
 */
import { placesOf, type Game } from './game';
import { MAX_SEATS, type Seat } from './seats';
import { Rng } from './rng';

export interface IsmctsOptions<M = never> {
  /** Wall-clock budget in milliseconds; the search also stops at `iterations` if given. */
  readonly budgetMs?: number;
  readonly iterations?: number;
  readonly seed: number;
  /** UCB exploration constant. */
  readonly exploration?: number;
  readonly maxPlayoutMoves?: number;
  readonly now?: () => number;
  /**
   * Whose information keys the tree's nodes: 'actor' (default) keys each node by the acting player's
   * information set; 'searcher' keys every node by the searching player's (single-observer ISMCTS),
   * so the opponent's decisions gather statistics across all the hands they might hold.
   */
  readonly observer?: 'actor' | 'searcher';
  /**
   * Progressive widening: a node offers only its first `base + perSqrtVisit·√visits` moves in the
   * plugin's `orderMoves` order, so a wide node (a hundred offers) is searched among its likely
   * moves first and opens up as it is visited. Needs the `orderMoves` hook; off when absent.
   */
  readonly widening?: { readonly base: number; readonly perSqrtVisit: number };
  /**
   * Common random numbers at the root: every sampled deal is played once after each root move, with
   * the same random stream, so the root moves are compared on the same deals (the variance of the
   * deal cancels out of their differences). The root then needs no UCB; below it the tree is as usual.
   * The search stops only between sweeps, and the best mean value wins. For roots with few moves.
   */
  readonly commonDeals?: boolean;
  /**
   * Root moves that must be valued even if the search would not look at them (the review values the move
   * that was played): every FOCUS_EVERY-th iteration is forced through one of them in turn. Forced visits
   * do not count towards choosing the best move. Ignored under `commonDeals`, which values every root move.
   */
  readonly focus?: readonly M[];
}

/** Under `focus`, one iteration in this many is forced through a focus move. */
const FOCUS_EVERY = 4;

export interface MoveStats<M> {
  readonly move: M;
  readonly visits: number;
  /** Mean reward for the searching player, in [0, 1]. */
  readonly value: number;
}

export interface IsmctsResult<M> {
  readonly move: M;
  readonly iterations: number;
  /** Root moves, most visited first. */
  readonly stats: readonly MoveStats<M>[];
}

interface Edge {
  visits: number;
  reward: number;
  available: number;
}

interface InfoNode {
  visits: number;
  readonly edges: Map<string, Edge>;
}

interface Step {
  readonly edge: Edge;
  readonly player: Seat;
}

export function ismcts<S, M, V, O extends object>(
  game: Game<S, M, V, O>,
  view: V,
  rootMoves: readonly M[],
  opts: IsmctsOptions<M>,
): IsmctsResult<M> {
  if (rootMoves.length === 0) throw new Error('ismcts needs at least one legal move');
  const rng = Rng.fromSeed(opts.seed);
  if (game.viewToAct(view) === null) throw new Error('ismcts: nobody is to act in this view');
  const searcher = opts.observer === 'searcher' ? game.viewToAct(view) : null;
  const search = new Search(game, rng, opts.exploration ?? 0.7, opts.maxPlayoutMoves ?? 10_000, searcher, opts.widening ?? null);
  const now = opts.now ?? (() => performance.now());
  const deadline = opts.budgetMs === undefined ? Infinity : now() + opts.budgetMs;
  const maxIterations = opts.iterations ?? (opts.budgetMs === undefined ? 1000 : Infinity);
  let iterations = 0;
  const common = rootMoves.length > 1 && opts.commonDeals === true;
  if (common) {
    while (iterations < maxIterations && !(iterations > 0 && now() >= deadline)) {
      const sample = game.sampleState(view, rng);
      const seed = rng.int(0x7fffffff);
      for (const move of rootMoves) search.iterate(sample, Rng.fromSeed(seed), move);
      iterations += rootMoves.length;
    }
  } else if (rootMoves.length > 1) {
    const focus = opts.focus ?? [];
    while (iterations < maxIterations) {
      // Reading the clock costs more than an iteration of a small game: check it every 8.
      if ((iterations & 7) === 0 && now() >= deadline && iterations > 0) break;
      const turn = Math.floor(iterations / FOCUS_EVERY);
      const forced = focus.length > 0 && iterations % FOCUS_EVERY === FOCUS_EVERY - 1 ? focus[turn % focus.length] : undefined;
      search.iterate(game.sampleState(view, rng), undefined, forced);
      iterations++;
    }
  }
  const stats = search.rootStats(rootMoves);
  // On common deals every root move saw the same deals: the best mean wins.
  if (common) stats.sort((a, b) => b.value - a.value);
  return { move: (stats[0] as MoveStats<M>).move, iterations, stats };
}

class Search<S, M, V, O extends object> {
  private readonly table = new Map<string, InfoNode>();
  /** Each seat's value of the playout being credited (backpropagate's scratch). */
  private readonly seatValues: number[] = new Array<number>(MAX_SEATS).fill(NaN);
  private rootKey: string | null = null;
  /** Forced root visits per move key (common-deals sweeps and focus), left out when ranking root moves by visits. */
  private readonly forcedVisits = new Map<string, number>();

  constructor(
    private readonly game: Game<S, M, V, O>,
    private rng: Rng,
    private readonly c: number,
    private readonly maxPlayoutMoves: number,
    /** Keys every node by this player's information set; null: by the acting player's. */
    private readonly observer: Seat | null,
    private readonly widening: IsmctsOptions['widening'] | null,
  ) {}

  /** One iteration from the sampled `root`; `rootMove` forces the first move, `rng` the random stream. */
  iterate(root: S, rng?: Rng, rootMove?: M): number {
    if (rng) this.rng = rng;
    const game = this.game;
    const path: Step[] = [];
    let state = root;
    let expanded = false;
    while (!expanded) {
      const p = game.toAct(state);
      if (p === null) break;
      const moves = game.legalMoves(state);
      const key = `${p}|${game.infoKey(state, this.observer ?? p)}`;
      if (this.rootKey === null) this.rootKey = key;
      let node = this.table.get(key);
      if (!node) this.table.set(key, (node = { visits: 0, edges: new Map() }));
      const [move, edge, isNew] =
        rootMove !== undefined && path.length === 0 ? this.force(node, rootMove) : this.select(state, node, moves);
      node.visits++;
      expanded = isNew;
      path.push({ edge, player: p });
      state = game.apply(state, move);
    }
    state = this.playout(state, root);
    return this.backpropagate(path, state);
  }

  /** The moves a node offers now: all of them, or the best-ordered few under progressive widening. */
  private offered(state: S, node: InfoNode, moves: readonly M[]): readonly M[] {
    const order = this.game.search?.orderMoves;
    if (!this.widening || !order) return moves;
    const k = Math.floor(this.widening.base + this.widening.perSqrtVisit * Math.sqrt(node.visits));
    return k >= moves.length ? moves : order(state, moves).slice(0, Math.max(1, k));
  }

  /** UCB over the moves available in this sample; an untried move is expanded first. */
  private select(state: S, node: InfoNode, legal: readonly M[]): [M, Edge, boolean] {
    const game = this.game;
    const moves = this.offered(state, node, legal);
    const untried: M[] = [];
    let best: M | undefined;
    let bestEdge: Edge | undefined;
    let bestScore = -Infinity;
    for (const move of moves) {
      const edge = node.edges.get(game.moveKey(move));
      if (!edge) {
        untried.push(move);
        continue;
      }
      edge.available++;
      const score = edge.reward / edge.visits + this.c * Math.sqrt(Math.log(edge.available) / edge.visits);
      if (score > bestScore) {
        bestScore = score;
        best = move;
        bestEdge = edge;
      }
    }
    if (untried.length > 0) {
      // Under widening the untried moves are expanded in the order offered: the plugin's order while the
      // node is narrowed, the legal order once it offers every move (the measured `hard` works this way).
      const ordered = this.widening && game.search?.orderMoves ? untried : game.search?.orderMoves?.(state, untried);
      const move = ordered ? (ordered[0] as M) : this.rng.pick(untried);
      const edge: Edge = { visits: 0, reward: 0, available: 1 };
      node.edges.set(game.moveKey(move), edge);
      return [move, edge, true];
    }
    return [best as M, bestEdge as Edge, false];
  }

  /** The root move of a common-deals sweep, counted as available and taken. */
  private force(node: InfoNode, move: M): [M, Edge, boolean] {
    const key = this.game.moveKey(move);
    let edge = node.edges.get(key);
    if (!edge) node.edges.set(key, (edge = { visits: 0, reward: 0, available: 0 }));
    edge.available++;
    this.forcedVisits.set(key, (this.forcedVisits.get(key) ?? 0) + 1);
    // Below a forced root move the tree grows one node per iteration, as after any expansion.
    return [move, edge, edge.visits === 0];
  }

  private playout(state: S, root: S): S {
    const game = this.game;
    const hooks = game.search;
    if (hooks?.playout) return hooks.playout(state, root, this.rng);
    for (let n = 0; n < this.maxPlayoutMoves; n++) {
      if (game.toAct(state) === null || hooks?.stopPlayout?.(state, root)) return state;
      const moves = game.legalMoves(state);
      const move = hooks?.playoutMove ? hooks.playoutMove(state, moves, this.rng) : this.rng.pick(moves);
      state = game.apply(state, move);
    }
    return state;
  }

  /**
   * The value of a finished playout for seat p, in [0, 1]: the game's evaluation, else the chance to finish
   * first — 1 alone in first place, 1/k for first place shared by k seats (a two-seat draw: ½), 0 behind.
   */
  private reward(state: S, p: Seat): number {
    const evaluate = this.game.search?.evaluate;
    if (evaluate) return evaluate(state, p);
    const outcome = this.game.outcome(state);
    if (!outcome) return 1 / (this.game.turns?.seatCount(state) ?? 2);
    const places = placesOf(outcome);
    if (places[p] !== 1) return 0;
    return 1 / places.filter((place) => place === 1).length;
  }

  /**
   * Credits every step of the path with the value for the seat that chose it (max-n: each seat maximises its
   * own value); returns the value for the seat that moved first.
   */
  private backpropagate(path: readonly Step[], end: S): number {
    // Each seat's value is asked once, and only for the seats that moved on the path; NaN marks "not asked".
    // It runs once per iteration, so it allocates nothing: the scratch array is the search's own.
    const values = this.seatValues.fill(NaN);
    for (const { edge, player } of path) {
      let value = values[player]!;
      if (Number.isNaN(value)) value = values[player] = this.reward(end, player);
      edge.visits++;
      edge.reward += value;
    }
    const first = path[0]?.player ?? 0;
    return Number.isNaN(values[first]!) ? this.reward(end, first) : values[first]!;
  }


  /** Root moves, most visited first. */
  rootStats(rootMoves: readonly M[]): MoveStats<M>[] {
    const node = this.rootKey ? this.table.get(this.rootKey) : undefined;
    const chosen = new Map<M, number>();
    const stats = rootMoves.map((move) => {
      const key = this.game.moveKey(move);
      const edge = node?.edges.get(key);
      chosen.set(move, (edge?.visits ?? 0) - (this.forcedVisits.get(key) ?? 0));
      return { move, visits: edge?.visits ?? 0, value: edge && edge.visits > 0 ? edge.reward / edge.visits : 0 };
    });
    // Most often chosen by the search itself wins; the value breaks ties (e.g. when the budget allowed only a
    // few iterations, or every visit was forced, as in a common-deals sweep).
    return stats.sort((a, b) => (chosen.get(b.move) ?? 0) - (chosen.get(a.move) ?? 0) || b.value - a.value);
  }
}

/** The chosen move and the figures behind it, for hints. */
export function analysisOf<M>(result: IsmctsResult<M>): {
  move: M;
  value: number;
  visits: number;
  runnerUp: number | null;
  stats: readonly MoveStats<M>[];
} {
  const [best, second] = result.stats;
  return {
    move: result.move,
    value: best?.value ?? 0.5,
    visits: best?.visits ?? 0,
    runnerUp: second && second.visits > 0 ? second.value : null,
    stats: result.stats,
  };
}
