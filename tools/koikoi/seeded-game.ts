/**
 * One Koi-Koi game between two bots, seeded the way the tuning scripts' figures were measured: the
 * deal from `setupSeed`, each decision's bot seed `botSeedBase + step` (the arena draws bot seeds from
 * the game's seed instead). Used by duplicate.ts, decision-noise.ts and measure-swings.ts.
 */
import type { Bot } from '../../src/framework/bot';
import type { PlayerId } from '../../src/framework/game';
import { Match } from '../../src/framework/match';
import { playBots } from '../../src/framework/play';
import koikoi from '../../games/koikoi/index';
import type { KoiKoiOptions } from '../../games/koikoi/options';
import type { KoiKoiMove, KoiKoiState } from '../../games/koikoi/state';
import type { KoiKoiView } from '../../games/koikoi/view';

export type KoiKoiBot = Bot<KoiKoiView, KoiKoiMove>;

/** A decision as it was made: what the bot saw and how long it thought. */
export interface Decision {
  readonly step: number;
  readonly player: PlayerId;
  readonly view: KoiKoiView;
  readonly legalMoves: readonly KoiKoiMove[];
  readonly ms: number;
}

/** The budget the figures were measured with (the hard bot caps itself below it). */
const BUDGET_MS = 1500;

/** Plays to the game's end and returns the final state; `watch` sees every decision. */
export function playSeeded(
  options: KoiKoiOptions,
  setupSeed: number,
  botSeedBase: number,
  seats: (player: PlayerId) => KoiKoiBot,
  watch: (decision: Decision) => void = () => {},
): KoiKoiState {
  const bots = [seats(0), seats(1)] as [Bot<unknown, unknown>, Bot<unknown, unknown>];
  const played = playBots(koikoi, options, setupSeed, bots, {
    budgetMs: BUDGET_MS,
    botSeed: (step) => botSeedBase + step,
    watch: (d) => watch(d as Decision),
  });
  return Match.replay(koikoi, played.record).state;
}
