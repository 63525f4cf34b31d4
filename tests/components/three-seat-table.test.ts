/**
 * The table at three seats, with Tiny Bids (option players: 3): against two computers, among three people at
 * the screen, and two people with a computer between them. The device passes only between people, each
 * sees their own hand, and the finished game is recorded with every seat's place.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { flushPromises } from '@vue/test-utils';
import type { SaveMeta } from '../../src/framework/save';
import PlayView from '../../src/renderer/views/PlayView.vue';
import { setBotClientFactory, useMatchStore } from '../../src/renderer/stores/match';
import { useSettingsStore } from '../../src/renderer/stores/settings';
import { answer } from '../../src/renderer/workers/bot-protocol';
import type { BotClient } from '../../src/renderer/workers/bot-client';
import { tinyGame, type TinyView } from '../support/tiny-game';
import { mountIn, testApp } from './support/app';

vi.mock('../../games/index', async () => {
  const { tinyGame: game } = await import('../support/tiny-game');
  return { entries: [], games: [game], findGame: (id: string) => (id === game.id ? game : undefined) };
});
vi.mock('../../src/renderer/play/boards', async () => {
  const { StubBoard: board } = await import('./support/stub-board');
  return { boardFor: () => board, hasBoard: () => true };
});

/** The worker's answering code, run in this thread. */
function inThreadBots(): () => BotClient {
  let id = 0;
  const find = (gameId: string) => (gameId === tinyGame.id ? tinyGame : undefined);
  return () => ({
    async ask(question) {
      const reply = answer({ ...question, id: ++id }, find);
      if ('error' in reply) throw new Error(reply.error);
      return reply.index;
    },
    async analyse() {
      throw new Error('no analysis at this table');
    },
    cancel() {},
  });
}

const you = { kind: 'human' } as const;
const computer = { kind: 'bot', level: 'greedy' } as const;

async function tableOfThree(seats: SaveMeta['seats']) {
  const app = testApp();
  setBotClientFactory(inThreadBots());
  await useSettingsStore().update({ animationSpeed: 'off' });
  const store = useMatchStore();
  await store.startGame({ kind: 'new', game: tinyGame, options: { tieGoesTo: 'nobody', players: 3 }, presetId: 'standard', seats, seed: 11 });
  const wrapper = mountIn(app, PlayView);
  return { app, store, wrapper };
}

const handOf = (view: unknown, seat: number): readonly string[] => ((view as TinyView).zones[`hand${seat}`] as { cards: readonly string[] }).cards;

afterEach(() => useMatchStore().leave());

describe('a table of three: you and two computers', { timeout: 20_000 }, () => {
  it('names every seat in the header, round the table', async () => {
    const { wrapper } = await tableOfThree([you, computer, computer]);
    expect(wrapper.get('.sub').text()).toContain('You vs Computer (greedy) · seat\u00a02 vs Computer (greedy) · seat\u00a03');
  });

  it('lets both computers answer in turn, then it is your turn again', async () => {
    const { store, wrapper } = await tableOfThree([you, computer, computer]);
    await wrapper.get('.move').trigger('click');
    await vi.waitFor(() => expect(store.match!.moves).toHaveLength(3), { timeout: 5000 });
    store.continueRound();
    await flushPromises();
    expect(store.viewer).toBe(0);
    expect(store.legalMoves).toEqual(store.match!.legalMovesFor(0));
  });

  it('records the finished game with every seat’s points and place', async () => {
    const { store, app } = await tableOfThree([you, computer, computer]);
    for (let round = 0; store.outcome === null; round++) {
      await vi.waitFor(() => expect(store.legalMoves.length > 0 || store.outcome !== null || store.roundPause).toBe(true), { timeout: 5000 });
      if (store.roundPause) store.continueRound();
      else if (store.legalMoves.length > 0) store.play(store.legalMoves[0]);
      expect(round).toBeLessThan(50);
    }
    await store.flushed();
    const [record] = await app.bridge.history.list('tiny');
    const outcome = store.outcome!;
    expect(record?.table).toEqual({ seats: [you, computer, computer], points: [...outcome.scores], places: [...outcome.places!] });
    expect(record?.opponent).toBe('greedy+greedy');
    const placings = (await app.bridge.statistics.get()).games.tiny?.placings;
    expect(placings?.[outcome.places![0]! - 1]).toBe(1);
    expect(placings?.reduce((a, b) => a + b)).toBe(1);
  });
});

describe('a table of three people at one screen', { timeout: 20_000 }, () => {
  it('passes the device to Player 1, then Player 2, then Player 3, each seeing their own hand', async () => {
    const { store, wrapper } = await tableOfThree([you, you, you]);
    for (const seat of [0, 1, 2]) {
      expect(wrapper.find('[data-testid="board"]').exists()).toBe(false);
      expect(wrapper.get('[data-testid="handoff"]').text()).toContain(`Pass the device to Player ${seat + 1}`);
      await wrapper.get('[data-testid="handoff-ready"]').trigger('click');
      expect(wrapper.get('[data-testid="board"]').attributes('data-viewer')).toBe(String(seat));
      expect(JSON.parse(wrapper.get('.hand').text())).toEqual(handOf(store.match!.viewFor(seat), seat));
      await wrapper.get('.move').trigger('click');
    }
  });
});

describe('two people at one screen and a computer between them', { timeout: 20_000 }, () => {
  it('lets the computer play its seat and passes the device on to Player 3, never to the computer', async () => {
    const { store, wrapper } = await tableOfThree([you, computer, you]);
    expect(wrapper.get('[data-testid="handoff"]').text()).toContain('Pass the device to Player 1');
    await wrapper.get('[data-testid="handoff-ready"]').trigger('click');
    await wrapper.get('.move').trigger('click');
    await vi.waitFor(() => expect(store.match!.moves).toHaveLength(2), { timeout: 5000 });
    await flushPromises();
    expect(store.handoffTo).toBe(2);
    expect(wrapper.get('[data-testid="handoff"]').text()).toContain('Pass the device to Player 3');
    expect(wrapper.find('[data-testid="board"]').exists()).toBe(false);
  });

  it('names the computer by its level and the people by their seats', async () => {
    const { wrapper } = await tableOfThree([you, computer, you]);
    expect(wrapper.get('.sub').text()).toContain('Player 1 vs Computer (greedy) vs Player 3');
  });
});
