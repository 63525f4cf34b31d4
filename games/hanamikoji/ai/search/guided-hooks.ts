/**
 * Search hooks that lend the `hard` bot the normal player's judgement instead of random playouts:
 * moves are ordered by a quick linear form of the heuristic (so progressive widening searches the
 * likely few of a hundred-odd offers first), an offer left pending at a leaf is answered by the
 * picker's best choice, and a leaf is valued by the heuristic's estimate of the game from the
 * player's own view of the sampled deal. A scored round is judged as `evaluate` does.
 */
import type { PlayerId, SearchHooks } from '../../../../src/framework/game';
import type { HanamikojiMove } from '../../moves';
import { toAct } from '../../rules';
import type { HanamikojiState } from '../../state';
import { viewFor, type HanamikojiView } from '../../view';
import { geishaOdds, linearValue, situationFromView } from '../judgement/estimate';
import { outcomesOf, positionValue } from '../judgement/heuristic';
import { scoredValue } from './scored-value';

/** True once the root's round has been scored (or the game is over). */
export const roundScored = (state: HanamikojiState, root: HanamikojiState): boolean =>
  state.outcome !== null || state.round !== root.round;

/** Geisha bonus of the linear ordering (per geisha, on top of her charm). */
const ORDER_BONUS = 2;

/** The mover's quick score of each move, from their view: the worst of the replies it allows, in linear value. */
function quickScores(view: HanamikojiView, moves: readonly HanamikojiMove[]): number[] {
  const base = situationFromView(view);
  return moves.map((m) => {
    let worst = Infinity;
    for (const s of outcomesOf(base, m, view)) worst = Math.min(worst, linearValue(geishaOdds(s), ORDER_BONUS));
    return worst;
  });
}

const moverView = (state: HanamikojiState): HanamikojiView => viewFor(state, toAct(state) as PlayerId);

/** Orderings are reused while the same player sees the same position (the searcher's own nodes). */
const orderCache = new Map<string, HanamikojiMove[]>();
const CACHE_LIMIT = 20_000;

function orderMoves(state: HanamikojiState, moves: readonly HanamikojiMove[]): HanamikojiMove[] {
  const view = moverView(state);
  const key = `${JSON.stringify(view)}|${moves.length}`;
  const hit = orderCache.get(key);
  if (hit) return hit;
  const scores = quickScores(view, moves);
  const ordered = moves.map((move, i) => ({ move, score: scores[i]! })).sort((a, b) => b.score - a.score).map((x) => x.move);
  if (orderCache.size >= CACHE_LIMIT) orderCache.clear();
  orderCache.set(key, ordered);
  return ordered;
}

/** An offer pending at a leaf is answered at once: its picker takes their best choice. */
const stopPlayout = (state: HanamikojiState, root: HanamikojiState): boolean => state.pending === null || roundScored(state, root);

function pick(state: HanamikojiState, moves: readonly HanamikojiMove[]): HanamikojiMove {
  const scores = quickScores(moverView(state), moves);
  let best = 0;
  for (let i = 1; i < scores.length; i++) if (scores[i]! > scores[best]!) best = i;
  return moves[best]!;
}

/** Each player's own estimate, from their view of the sampled deal (the opponent's hand unknown to them). */
function evaluate(state: HanamikojiState, player: PlayerId): number {
  if (state.outcome !== null || state.pending !== null) return scoredValue(state, player);
  return (positionValue(viewFor(state, player)) + 1) / 2;
}

export const guidedSearchHooks: SearchHooks<HanamikojiState, HanamikojiMove> = {
  orderMoves,
  playoutMove: (state, moves) => pick(state, moves),
  stopPlayout,
  evaluate,
};
