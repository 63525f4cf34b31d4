/**
 * A reload (or the desktop app's next start) returns to where the player was: a guided first game with its
 * guide at the same step, and the review of a finished game at the decision it showed.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { flushPromises } from '@vue/test-utils';
import App from '../../src/renderer/App.vue';
import { setBotClientFactory, useMatchStore } from '../../src/renderer/stores/match';
import { useSettingsStore } from '../../src/renderer/stores/settings';
import { answer } from '../../src/renderer/workers/bot-protocol';
import { useUiStore } from '../../src/renderer/stores/ui';
import { findGame } from '../../games/index';
import type { FinishedMatch } from '../../src/shared/records';
import { MemoryStorage, mountIn, testApp } from './support/app';

// The table's board is not what these tests look at.
vi.mock('../../src/renderer/play/boards', async (original) => {
  const { defineComponent, h } = await import('vue');
  const board = defineComponent({ setup: () => () => h('div', { 'data-testid': 'board' }) });
  return { ...(await original<object>()), boardFor: () => board };
});

beforeEach(() => localStorage.clear());

// The computer's moves are worked out in this thread (happy-dom has no workers).
setBotClientFactory(() => ({
  async ask(question) {
    const reply = answer({ ...question, id: 1 }, findGame);
    if ('error' in reply) throw new Error(reply.error);
    return reply.index;
  },
  analyse: () => Promise.reject(new Error('no hints here')),
  cancel() {},
}));

/** A new app on the same storage, as after a reload; mounted once it has found its way back. */
async function reloaded(storage: MemoryStorage, stubs: Record<string, boolean> = {}) {
  const app = testApp(storage);
  await useSettingsStore().update({ animationSpeed: 'off' });
  const w = mountIn(app, App, { global: { stubs } });
  await flushPromises();
  return { app, w };
}

describe('a reload during a guided first game', () => {
  it('returns to the table with the guide at the same step', async () => {
    const storage = new MemoryStorage();
    const first = await reloaded(storage);
    await useMatchStore().startGame({ kind: 'guided', game: findGame('koikoi')! });
    // The player's first choice (the computer may move first).
    await vi.waitFor(() => expect(first.w.get('[data-testid="guide-text"]').text()).toContain('play a card from your hand'));
    const step = first.w.get('[data-testid="guide-text"]').text();
    await useMatchStore().flushed();
    first.w.unmount();

    const { w } = await reloaded(storage);
    expect(useUiStore().screen).toBe('play');
    expect(useMatchStore().guided).toBe(true);
    expect(w.get('[data-testid="guide-text"]').text()).toBe(step);
    w.unmount();
  });

  it('keeps a skipped guide away', async () => {
    const storage = new MemoryStorage();
    const first = await reloaded(storage);
    await useMatchStore().startGame({ kind: 'guided', game: findGame('hanamikoji')! });
    await flushPromises();
    await first.w.get('[data-testid="guide-skip"]').trigger('click');
    await useMatchStore().flushed();
    first.w.unmount();

    const { w } = await reloaded(storage);
    expect(useUiStore().screen).toBe('play');
    expect(w.find('[data-testid="guide"]').exists()).toBe(false);
    w.unmount();
  });

  it('brings the guide back when the guided game is continued from the launcher', async () => {
    const storage = new MemoryStorage();
    const first = await reloaded(storage);
    const match = useMatchStore();
    await match.startGame({ kind: 'guided', game: findGame('hanamikoji')! });
    await match.flushed();
    match.leave();
    useUiStore().show('launcher');
    await flushPromises();
    first.w.unmount();

    const { w } = await reloaded(storage);
    await w.get('[data-slot="hanamikoji"] button').trigger('click');
    await flushPromises();
    expect(useUiStore().screen).toBe('play');
    expect(w.find('[data-testid="guide"]').exists()).toBe(true);
    w.unmount();
  });

  it('does not guide the next game started in the same slot', async () => {
    const storage = new MemoryStorage();
    const first = await reloaded(storage);
    const match = useMatchStore();
    const game = findGame('hanamikoji')!;
    await match.startGame({ kind: 'guided', game });
    await match.flushed();
    match.leave();
    const started = match.startGame({ kind: 'new', game, options: game.optionsSchema.parse({}), presetId: null, seats: [{ kind: 'human' }, { kind: 'bot', level: 'easy' }] });
    await vi.waitFor(() => expect(match.replacing).not.toBeNull());
    match.answerReplace(true);
    expect(await started).toBe(true);
    await match.flushed();
    first.w.unmount();

    const { w } = await reloaded(storage);
    expect(useUiStore().screen).toBe('play');
    expect(useMatchStore().guided).toBe(false);
    expect(w.find('[data-testid="guide"]').exists()).toBe(false);
    w.unmount();
  });
});

describe('a reload on a review', () => {
  const record: FinishedMatch = {
    gameId: 'hanamikoji',
    finishedAt: '2026-11-21T10:00:00.000Z',
    opponent: 'normal',
    preset: null,
    result: 'win',
    scores: [4, 2],
    reason: 'four-geishas',
    moves: 30,
  };

  it('returns to the same review at the same decision', async () => {
    const storage = new MemoryStorage();
    const first = await reloaded(storage, { ReviewView: true });
    await first.app.bridge.history.add(record);
    await first.app.bridge.history.add({ ...record, finishedAt: '2026-11-22T10:00:00.000Z' });
    const ui = useUiStore();
    ui.openReview(record);
    ui.place = 7;
    await flushPromises();
    first.w.unmount();

    const { w } = await reloaded(storage, { ReviewView: true });
    const after = useUiStore();
    expect(after.screen).toBe('review');
    expect(after.replaying?.finishedAt).toBe(record.finishedAt);
    expect(after.place).toBe(7);
    w.unmount();
  });

  it('opens the launcher when the reviewed game is no longer in the history', async () => {
    const storage = new MemoryStorage();
    const first = await reloaded(storage, { ReviewView: true });
    useUiStore().openReview(record, 3);
    await flushPromises();
    first.w.unmount();

    const { w } = await reloaded(storage, { ReviewView: true });
    expect(useUiStore().screen).toBe('launcher');
    w.unmount();
  });
});
