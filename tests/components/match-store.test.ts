import { afterEach, describe, expect, it, vi } from 'vitest';
import { useMatchStore, setBotClientFactory } from '../../src/renderer/stores/match';
import { useSettingsStore } from '../../src/renderer/stores/settings';
import { answer } from '../../src/renderer/workers/bot-protocol';
import type { BotClient } from '../../src/renderer/workers/bot-client';
import { tinyGame } from '../support/tiny-game';
import { testApp } from './support/app';

vi.mock('../../games/index', async () => {
  const { tinyGame: game } = await import('../support/tiny-game');
  return { games: [game], findGame: (id: string) => (id === game.id ? game : undefined) };
});
vi.mock('../../src/renderer/plugins/manifests', async () => ({ manifests: { tiny: (await import('../support/tiny-ui')).tinyUi } }));

const findTiny = (id: string) => (id === tinyGame.id ? tinyGame : undefined);

/** The worker's answering code, run in this thread; `asked` records what the bot was shown. */
function inThreadBots(asked: unknown[] = []): () => BotClient {
  let id = 0;
  return () => ({
    async ask(question) {
      asked.push(question);
      const reply = answer({ ...question, id: ++id }, findTiny);
      if ('error' in reply) throw new Error(reply.error);
      return reply.index;
    },
    async analyse(question) {
      asked.push(question);
      const reply = answer({ ...question, id: ++id, analyse: true }, findTiny);
      if ('error' in reply) throw new Error(reply.error);
      return reply;
    },
    cancel() {},
  });
}

async function againstTheComputer(asked: unknown[] = []) {
  const app = testApp();
  setBotClientFactory(inThreadBots(asked));
  await useSettingsStore().update({ animationSpeed: 'off' });
  const store = useMatchStore();
  await store.startGame({ kind: 'new', game: tinyGame, options: { tieGoesTo: 'nobody' }, presetId: 'standard', seats: [{ kind: 'human' }, { kind: 'bot', level: 'greedy' }], seed: 3 });
  return { app, store };
}

afterEach(() => useMatchStore().leave());

describe('the match store against the computer', { timeout: 20_000 }, () => {
  it('shows the human’s view and legal moves on their turn', async () => {
    const { store } = await againstTheComputer();
    expect(store.viewer).toBe(0);
    expect(store.legalMoves).toEqual(store.match!.legalMovesFor(0));
    expect(store.thinking).toBe(false);
  });

  it('lets the computer answer a move, showing "thinking" meanwhile and giving it only its own view', async () => {
    const asked: { view: unknown; player: number }[] = [];
    const { store } = await againstTheComputer(asked);
    const move = store.legalMoves[0];
    expect(store.play(move)).toBe(true);
    expect(store.thinking).toBe(true);
    expect(store.legalMoves).toEqual([]);
    await vi.waitFor(() => expect(store.match!.moves).toHaveLength(2), { timeout: 5000 });
    expect(store.thinking).toBe(false);
    expect(asked[0]).toMatchObject({ player: 1, view: { me: 1 } });
  });

  it('refuses a move while it is the computer’s decision', async () => {
    const { store } = await againstTheComputer();
    store.play(store.legalMoves[0]);
    expect(store.play({ type: 'bid', card: 'b1' })).toBe(false);
    expect(store.match!.moves).toHaveLength(1);
  });

  it('turns an illegal move into a notice and keeps the match', async () => {
    const { store } = await againstTheComputer();
    expect(store.play({ type: 'bid', card: 'b99' })).toBe(false);
    expect(store.notice).toEqual({ key: 'play.moveRefused', params: { message: 'b99 is not in your hand.' } });
    expect(store.match!.moves).toHaveLength(0);
  });

  it('saves after every move, so the match can be continued', async () => {
    const { store, app } = await againstTheComputer();
    store.play(store.legalMoves[0]);
    await vi.waitFor(() => expect(store.match!.moves).toHaveLength(2), { timeout: 5000 });
    await store.flushed();
    const saved = await app.bridge.saves.get('tiny');
    expect(saved?.moves).toEqual(store.match!.record().moves);
    expect(saved?.meta).toMatchObject({ seats: [{ kind: 'human' }, { kind: 'bot', level: 'greedy' }], presetId: 'standard' });
  });

  it('continues a saved match exactly where it was left', async () => {
    const { store } = await againstTheComputer();
    store.play(store.legalMoves[0]);
    await vi.waitFor(() => expect(store.match!.moves).toHaveLength(2), { timeout: 5000 });
    await store.flushed();
    const state = store.match!.state;
    store.leave();
    expect(store.match).toBeNull();
    expect(await store.resume('tiny')).toBeNull();
    expect(store.match!.state).toEqual(state);
    expect(store.viewer).toBe(0);
  });

  it('clears the save and records the result when the game ends', async () => {
    const { store, app } = await againstTheComputer();
    for (let turn = 0; turn < 3; turn++) {
      store.play(store.legalMoves[0]);
      await vi.waitFor(() => expect(store.match!.moves).toHaveLength(2 * (turn + 1)), { timeout: 5000 });
      store.continueRound();
    }
    expect(store.outcome).not.toBeNull();
    await store.flushed();
    expect(await app.bridge.saves.get('tiny')).toBeNull();
    const [finished] = await app.bridge.history.list('tiny');
    expect(finished).toMatchObject({ gameId: 'tiny', opponent: 'greedy', preset: 'standard', moves: 6 });
    expect(finished!.scores).toEqual([store.outcome!.scores[0], store.outcome!.scores[1]]);
    expect((await app.bridge.statistics.get()).games.tiny?.played).toBe(1);
  });

  it('pauses after a round is scored: no moves until the player closes the summary', async () => {
    const { store } = await againstTheComputer();
    store.play(store.legalMoves[0]);
    await vi.waitFor(() => expect(store.match!.moves).toHaveLength(2), { timeout: 5000 });
    expect(store.roundPause).toBe(true);
    expect(store.legalMoves).toEqual([]);
    expect(store.play(store.match!.legalMovesFor(0)[0])).toBe(false);
    store.continueRound();
    expect(store.roundPause).toBe(false);
    expect(store.legalMoves).toEqual(store.match!.legalMovesFor(0));
  });

  it('keeps the computer waiting while the summary is open when it opens the next round', async () => {
    testApp();
    const asked: unknown[] = [];
    setBotClientFactory(inThreadBots(asked));
    await useSettingsStore().update({ animationSpeed: 'off' });
    const store = useMatchStore();
    // The computer in seat 0 bids first in every round: after round 1 it must wait for the summary.
    await store.startGame({ kind: 'new', game: tinyGame, options: { tieGoesTo: 'nobody' }, presetId: 'standard', seats: [{ kind: 'bot', level: 'greedy' }, { kind: 'human' }], seed: 3 });
    await vi.waitFor(() => expect(store.match!.moves).toHaveLength(1), { timeout: 5000 });
    store.play(store.legalMoves[0]);
    expect(store.roundPause).toBe(true);
    // The store asks the computer in the same turn of the event loop as the move that hands it the turn, so
    // the question it did not ask would already be here.
    expect(asked).toHaveLength(1);
    expect(store.match!.moves).toHaveLength(2);
    expect(store.thinking).toBe(false);
    store.continueRound();
    expect(asked).toHaveLength(2);
    await vi.waitFor(() => expect(store.match!.moves).toHaveLength(3), { timeout: 5000 });
  });

  it('takes back the player’s last move and the computer’s answer, one level only, counted in the save', async () => {
    const { store, app } = await againstTheComputer();
    const first = store.match!.state;
    store.play(store.legalMoves[0]);
    await vi.waitFor(() => expect(store.match!.moves).toHaveLength(2), { timeout: 5000 });
    store.continueRound();
    expect(store.canUndo).toBe(true);
    expect(store.undo()).toBe(true);
    expect(store.match!.moves).toHaveLength(0);
    expect(store.match!.state).toEqual(first);
    expect(store.legalMoves).toEqual(store.match!.legalMovesFor(0));
    expect(store.canUndo).toBe(false);
    expect(store.undo()).toBe(false);
    await store.flushed();
    expect((await app.bridge.saves.get('tiny'))?.meta).toMatchObject({ undos: 1 });
  });

  it('offers no undo in a hot-seat game', async () => {
    testApp();
    setBotClientFactory(inThreadBots());
    const store = useMatchStore();
    await store.startGame({ kind: 'new', game: tinyGame, options: { tieGoesTo: 'nobody' }, presetId: 'standard', seats: [{ kind: 'human' }, { kind: 'human' }], seed: 3 });
    store.acceptHandoff();
    store.play(store.legalMoves[0]);
    expect(store.canUndo).toBe(false);
  });

  it('drops a late computer answer after the player left the table', async () => {
    testApp();
    // The computer answers only when told to, after the player has left.
    let answer: (index: number) => void = () => {};
    let asked = 0;
    setBotClientFactory(() => ({
      ask: () => {
        asked++;
        return new Promise<number>((resolve) => (answer = resolve));
      },
      analyse: () => Promise.reject(new Error('not asked in this test')),
      cancel() {},
    }));
    await useSettingsStore().update({ animationSpeed: 'off' });
    const store = useMatchStore();
    await store.startGame({ kind: 'new', game: tinyGame, options: { tieGoesTo: 'nobody' }, presetId: 'standard', seats: [{ kind: 'human' }, { kind: 'bot', level: 'greedy' }], seed: 3 });
    vi.useFakeTimers();
    try {
      store.play(store.legalMoves[0]);
      expect(asked).toBe(1);
      store.leave();
      answer(0);
      // Every timer and promise the answer would set going has run.
      await vi.runAllTimersAsync();
    } finally {
      vi.useRealTimers();
    }
    expect(store.match).toBeNull();
    expect(store.thinking).toBe(false);
    expect(store.notice).toBeNull();
  });
});

describe('moves from a board', () => {
  it('are kept as plain data even when the board hands back a reactive object', async () => {
    const { reactive, isProxy } = await import('vue');
    const { store } = await againstTheComputer();
    const move = reactive({ ...(store.legalMoves[0] as object) });
    expect(store.play(move)).toBe(true);
    expect(isProxy(store.match!.moves[0]!.move)).toBe(false);
    expect(() => structuredClone(store.match!.record())).not.toThrow();
  });
});

describe('the hint', { timeout: 20_000 }, () => {
  it('asks the hard player, with the viewer’s own view only, and offers one of the legal moves', async () => {
    const asked: unknown[] = [];
    const { store } = await againstTheComputer(asked);
    await store.askHint();
    expect(asked.at(-1)).toMatchObject({ level: 'hard', player: 0, view: store.match!.viewFor(0) });
    expect(store.legalMoves).toContainEqual(store.hint!.move);
    expect(store.hint!.figures!.visits).toBeGreaterThan(0);
  });

  it('is cleared by the next move', async () => {
    const { store } = await againstTheComputer();
    await store.askHint();
    store.play(store.hint!.move);
    expect(store.hint).toBeNull();
  });
});
