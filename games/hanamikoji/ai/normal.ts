/** `normal`: the heuristic at its best, expecting the reply to an offer that is worst for it. */
import type { Bot } from '../../../src/framework/bot';
import type { HanamikojiMove } from '../moves';
import type { HanamikojiView } from '../view';
import { heuristicBot } from './judgement/heuristic';

export const normalBot = (): Bot<HanamikojiView, HanamikojiMove> =>
  heuristicBot({ name: 'normal', offerReply: 'min', noise: 0, blunder: 0 });
