/** A Bot that thinks with ISMCTS within the time budget it is given. */
import type { Bot, BotContext } from './bot';
import type { Game } from './game';
import { analysisOf, ismcts, type IsmctsOptions } from './ismcts';

export interface IsmctsBotOptions {
  readonly name?: string;
  /** Caps the thinking time below the budget offered (ms). */
  readonly maxMs?: number;
  /** Fixed iteration count instead of a time budget (reproducible across machines). */
  readonly iterations?: number;
  readonly exploration?: number;
  /** See IsmctsOptions.observer. */
  readonly observer?: 'actor' | 'searcher';
  /** See IsmctsOptions.widening. */
  readonly widening?: IsmctsOptions['widening'];
  /** See IsmctsOptions.commonDeals. */
  readonly commonDeals?: boolean;
  /** See IsmctsOptions.now: the clock the time cap is read from (tests inject one). */
  readonly now?: () => number;
}

/**
 * `game` is what the search runs on: the plugin itself, or a faster form of it with the same moves and
 * views (e.g. states as simulator snapshots, with their own search hooks).
 */
export function ismctsBot<S, M, V, O extends object>(game: Game<S, M, V, O>, opts: IsmctsBotOptions = {}): Bot<V, M> {
  const search = ({ view, legalMoves, budgetMs, seed, iterations, focus }: BotContext<V, M>) => {
    const fixed = iterations ?? opts.iterations;
    const budget = fixed !== undefined ? undefined : Math.min(budgetMs, opts.maxMs ?? budgetMs);
    return ismcts(game, view, legalMoves, {
      seed,
      budgetMs: budget,
      iterations: fixed,
      focus,
      exploration: opts.exploration,
      observer: opts.observer,
      widening: opts.widening,
      commonDeals: opts.commonDeals,
      now: opts.now,
    });
  };
  return {
    name: opts.name ?? 'hard',
    choose: (ctx) => (ctx.legalMoves.length === 1 ? (ctx.legalMoves[0] as M) : search(ctx).move),
    analyse: (ctx) => analysisOf(search(ctx)),
  };
}
