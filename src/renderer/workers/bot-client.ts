/**
 * Asks a bot for its move in a Web Worker. One worker at a time; cancelling (leaving the table
 * while the computer thinks) terminates it, and the next request starts a fresh one.
 */
import type { BotReply, BotRequest, HintFigures } from './bot-protocol';

type BotQuestion = Omit<BotRequest, 'id'>;

interface BotAnswer {
  readonly index: number;
  readonly figures?: HintFigures;
}

export interface BotClient {
  /** The index of the chosen move in `legalMoves`. */
  ask(question: BotQuestion): Promise<number>;
  /** The move and, for searching bots, the figures behind it. */
  analyse(question: BotQuestion): Promise<BotAnswer>;
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
  const pending = new Map<number, { resolve: (answer: BotAnswer) => void; reject: (e: Error) => void }>();

  const start = (): Worker => {
    const w = new Worker(new URL('./bot-worker.ts', import.meta.url), { type: 'module', name: 'bot' });
    w.onmessage = (event: MessageEvent<BotReply>) => {
      const reply = event.data;
      const waiter = pending.get(reply.id);
      if (!waiter) return;
      pending.delete(reply.id);
      if ('error' in reply) waiter.reject(new Error(reply.error));
      else waiter.resolve({ index: reply.index, figures: reply.figures });
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

  const send = (question: BotQuestion): Promise<BotAnswer> => {
    worker ??= start();
    const id = nextId++;
    return new Promise<BotAnswer>((resolve, reject) => {
      pending.set(id, { resolve, reject });
      worker!.postMessage({ ...question, id } satisfies BotRequest);
    });
  };

  return {
    ask: async (question) => (await send(question)).index,
    analyse: (question) => send({ ...question, analyse: true }),
    cancel() {
      worker?.terminate();
      worker = null;
      for (const waiter of pending.values()) waiter.reject(new BotCancelled());
      pending.clear();
    },
  };
}
