/**
 * Search hooks with random playouts: each leaf's round is played out on the compact round simulator
 * (engine/) and judged right after its scoring (the next deal is unknown anyway).
 */
import type { SearchHooks } from '../../../../src/framework/game';
import { playRoundOut, roundScored } from '../../engine/round-out';
import type { HanamikojiMove } from '../../moves';
import type { HanamikojiState } from '../../state';
import { scoredValue } from './scored-value';

/** One uniformly random playout per leaf. */
export const randomSearchHooks: SearchHooks<HanamikojiState, HanamikojiMove> = {
  playout: playRoundOut,
  stopPlayout: roundScored,
  evaluate: scoredValue,
};
