/** `easy`: the heuristic, expecting an average reply to an offer, with noise and one move in ten at random. */
import type { Bot } from '../../../src/framework/bot';
import type { HanamikojiMove } from '../moves';
import type { HanamikojiView } from '../view';
import { heuristicBot } from './judgement/heuristic';

export const easyBot = (): Bot<HanamikojiView, HanamikojiMove> =>
  heuristicBot({ name: 'easy', offerReply: 'mean', noise: 0.08, blunder: 0.1 });
