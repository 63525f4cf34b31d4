/**
 * Asks the bot worker to analyse a review's decisions, one at a time. Cancelling terminates the worker
 * (an analysis cannot be interrupted inside), and the next request starts a fresh one.
 */
import type { DecisionReview } from '../../framework/review';
import { BotCancelled } from './bot-client';
import type { ReviewReply, ReviewRequest } from './review-protocol';

type ReviewQuestion = Omit<ReviewRequest, 'id' | 'kind'>;

export interface ReviewClient {
  analyse(question: ReviewQuestion): Promise<DecisionReview>;
  cancel(): void;
}

export function createWorkerReviewClient(): ReviewClient {
  let worker: Worker | null = null;
  let nextId = 1;
  const pending = new Map<number, { resolve: (d: DecisionReview) => void; reject: (e: Error) => void }>();

  const fail = (error: Error): void => {
    for (const waiter of pending.values()) waiter.reject(error);
    pending.clear();
  };

  const start = (): Worker => {
    const w = new Worker(new URL('./bot-worker.ts', import.meta.url), { type: 'module', name: 'review' });
    w.onmessage = (event: MessageEvent<ReviewReply>) => {
      const reply = event.data;
      const waiter = pending.get(reply.id);
      if (!waiter) return;
      pending.delete(reply.id);
      if ('error' in reply) waiter.reject(new Error(reply.error));
      else waiter.resolve(reply.decision);
    };
    w.onerror = (event) => {
      event.preventDefault();
      fail(new Error(event.message || 'the review worker failed'));
      w.terminate();
      if (worker === w) worker = null;
    };
    return w;
  };

  return {
    analyse(question) {
      worker ??= start();
      const id = nextId++;
      return new Promise<DecisionReview>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        worker!.postMessage({ ...question, kind: 'review', id } satisfies ReviewRequest);
      });
    },
    cancel() {
      worker?.terminate();
      worker = null;
      fail(new BotCancelled());
    },
  };
}
