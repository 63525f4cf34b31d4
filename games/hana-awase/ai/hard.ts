/**
 * The `hard` computer opponent: the framework's n-seat ISMCTS (each seat maximises its own value) over the
 * round as simulator snapshots (engine/snapshots.ts), with the search hooks of search/snapshot-hooks.ts:
 * playouts finish the round on the simulator with the greedy policy, and the round's end is valued by each
 * seat's chance to finish the game first from the totals there (search/evaluate.ts).
 */
import type { Bot } from '../../../src/framework/bot';
import type { Game } from '../../../src/framework/game';
import { ismctsBot, type IsmctsBotOptions } from '../../../src/framework/ismcts-bot';
import type { HanaAwaseOptions } from '../options';
import type { HanaAwaseMove } from '../state';
import type { HanaAwaseView } from '../view';
import { PLAYOUT_EPSILON, POLICY_WEIGHTS, type PolicyWeights } from './search/policy';
import { EVALUATION, snapshotGame, type EvaluationSettings } from './search/snapshot-hooks';

type HanaAwaseGame = Game<any, HanaAwaseMove, HanaAwaseView, HanaAwaseOptions>; // eslint-disable-line @typescript-eslint/no-explicit-any

export interface HardBotOptions extends IsmctsBotOptions, Partial<PolicyWeights>, Partial<EvaluationSettings> {
  /** Share of random moves in a playout (the policy's default otherwise). */
  readonly epsilon?: number;
}

export const HARD: IsmctsBotOptions = {
  name: 'hard',
  /** Thinking time cap: the budget the arena figures were measured at. */
  maxMs: 150,
  exploration: 0.25,
  commonDeals: true,
};

/** `hard` as shipped; tuning tools pass variants (fixed iterations, other exploration, epsilon or policy weights…). */
export function hardBot(game: HanaAwaseGame, variant: HardBotOptions = {}): Bot<HanaAwaseView, HanaAwaseMove> {
  const { epsilon = PLAYOUT_EPSILON, deny, safe, captureBonus, yaku, sight, smoothing = EVALUATION.smoothing, ...search } = variant;
  const weights: PolicyWeights = { ...POLICY_WEIGHTS, ...Object.fromEntries(Object.entries({ deny, safe, captureBonus, yaku, sight }).filter(([, v]) => v !== undefined)) };
  const defined = Object.fromEntries(Object.entries(search).filter(([, v]) => v !== undefined));
  return ismctsBot(snapshotGame(game, epsilon, weights, { smoothing }), { ...HARD, ...defined });
}
