/**
 * One Koi-Koi game between two bots, seeded the way the tuning scripts' figures were measured: the
 * deal from `setupSeed`, each decision's bot seed `botSeedBase + step`. Not part of the app (the
 * arena plays through `playBots`, which seeds bots differently); used by duplicate.ts,
 * decision-noise.ts and measure-swings.ts.
 */
import type { Bot, BotContext } from '../../../src/framework/bot';
import type { PlayerId } from '../../../src/framework/game';
import koikoi from '../index';
import type { KoiKoiOptions } from '../options';
import type { KoiKoiMove, KoiKoiState } from '../state';
import type { KoiKoiView } from '../view';

export type KoiKoiBot = Bot<KoiKoiView, KoiKoiMove>;

/** A decision as it was made: what the bot saw and how long it thought. */
export interface Decision extends BotContext<KoiKoiView, KoiKoiMove> {
  readonly step: number;
  readonly ms: number;
}

/** Plays to the game's end and returns the final state; `watch` sees every decision. */
export function playSeeded(
  options: KoiKoiOptions,
  setupSeed: number,
  botSeedBase: number,
  seats: (player: PlayerId) => KoiKoiBot,
  watch: (decision: Decision) => void = () => {},
): KoiKoiState {
  let s = koikoi.setup(options, setupSeed);
  for (let p = koikoi.toAct(s), step = 0; p !== null; p = koikoi.toAct(s), step++) {
    const ctx = { view: koikoi.viewFor(s, p), legalMoves: koikoi.legalMoves(s), player: p, budgetMs: 1500, seed: botSeedBase + step };
    const t0 = performance.now();
    const move = seats(p).choose(ctx);
    watch({ ...ctx, step, ms: performance.now() - t0 });
    s = koikoi.apply(s, move);
  }
  return s;
}
