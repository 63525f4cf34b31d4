/** What a position right after a round's scoring is worth to a player, for search leaves. */
import { other, type PlayerId } from '../../../../src/framework/game';
import { tally } from '../../judge';
import type { HanamikojiState } from '../../state';

/** Weights of the logistic judgement of an undecided game (tuned against the normal bot). */
const EVAL_WEIGHTS = { charm: 0.16, geishas: 0.22 };

/**
 * 1 / 0 / ½ for a decided game; otherwise a smooth estimate from the markers held after the scoring:
 * a logistic function of the charm and geisha leads.
 */
export function scoredValue(state: HanamikojiState, player: PlayerId): number {
  const out = state.outcome;
  if (out !== null) return out.winner === null ? 0.5 : out.winner === player ? 1 : 0;
  const { charm, geishas } = tally(state.markers);
  const them = other(player);
  return openValue(charm[player] - charm[them], geishas[player] - geishas[them]);
}

/** An undecided game, from the charm and geisha leads of one player. */
const openValue = (charmLead: number, geishaLead: number): number =>
  1 / (1 + Math.exp(-(EVAL_WEIGHTS.charm * charmLead + EVAL_WEIGHTS.geishas * geishaLead)));
