/// <reference lib="webworker" />
/** Runs the computer opponents and the review's analyses off the UI thread, so the screen stays responsive. */
import { findGame } from '../../../games/index';
import { answer, type BotRequest } from './bot-protocol';
import { answerReview, isReviewRequest, type ReviewRequest } from './review-protocol';

self.onmessage = (event: MessageEvent<BotRequest | ReviewRequest>) => {
  const data = event.data;
  self.postMessage(isReviewRequest(data) ? answerReview(data, findGame) : answer(data as BotRequest, findGame));
};
