/// <reference lib="webworker" />
/** Runs the computer opponents off the UI thread, so the table stays responsive while they think. */
import { findGame } from '../../../games/index';
import { answer, type BotRequest } from './bot-protocol';

self.onmessage = (event: MessageEvent<BotRequest>) => {
  self.postMessage(answer(event.data, findGame));
};
