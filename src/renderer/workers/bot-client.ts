/**
 * Asks a bot for its move in a Web Worker. One worker at a time; cancelling (leaving the table
 * while the computer thinks) terminates it, and the next request starts a fresh one.
 */
import type { BotReply, BotRequest } from './bot-protocol';

export type BotQuestion = Omit<BotRequest, 'id'>;

export interface BotClient {
  /** The index of the chosen move in `legalMoves`. */
  ask(question: BotQuestion): Promise<number>;
  cancel(): void;
}

export class BotCancelled extends Error {
  constructor() {
    super('the bot request was cancelled');
  }
}

export function createWorkerBotClient(): BotClient {
  let worker: Worker | null = null;
  let nextId = 1;
  const pending = new Map<number, { resolve: (index: number) => void; reject: (e: Error) => void }>();

  const start = (): Worker => {
    const w = new Worker(new URL('./bot-worker.ts', import.meta.url), { type: 'module', name: 'bot' });
    w.onmessage = (event: MessageEvent<BotReply>) => {
      const reply = event.data;
      const waiter = pending.get(reply.id);
      if (!waiter) return;
      pending.delete(reply.id);
      if ('error' in reply) waiter.reject(new Error(reply.error));
      else waiter.resolve(reply.index);
    };
    w.onerror = (event) => {
      event.preventDefault();
      const error = new Error(event.message || 'the bot worker failed');
      for (const waiter of pending.values()) waiter.reject(error);
      pending.clear();
      w.terminate();
      if (worker === w) worker = null;
    };
    return w;
  };

  return {
    ask(question) {
      worker ??= start();
      const id = nextId++;
      return new Promise<number>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        worker!.postMessage({ ...question, id } satisfies BotRequest);
      });
    },
    cancel() {
      worker?.terminate();
      worker = null;
      for (const waiter of pending.values()) waiter.reject(new BotCancelled());
      pending.clear();
    },
  };
}
