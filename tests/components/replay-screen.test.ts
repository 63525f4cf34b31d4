/** The replay screen: the seats' names, the round of the position shown, a board per step, and its place after a reload. */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { flushPromises } from '@vue/test-utils';
import ReplayView from '../../src/renderer/views/ReplayView.vue';
import { useUiStore } from '../../src/renderer/stores/ui';
import { mountIn, testApp } from './support/app';
import { boards, finishedTiny } from './review-support';

vi.mock('../../games/index', async () => {
  const { tinyGame: game } = await import('../support/tiny-game');
  const entries = [{ game, ui: async () => ({ default: (await import('../../src/renderer/plugins/manifests')).manifests.tiny }) }];
  return { entries, games: [game], findGame: (id: string) => (id === game.id ? game : undefined), findEntry: (id: string) => entries.find((e) => e.game.id === id) };
});
vi.mock('../../src/renderer/plugins/manifests', async () => {
  const { tinyUi } = await import('../support/tiny-ui');
  const { RecordingBoard } = await import('./review-support');
  return { manifests: { tiny: { ...tinyUi, board: async () => ({ default: RecordingBoard }) } } };
});

async function openReplay(record: ReturnType<typeof finishedTiny>, place: number | null = null, lang: 'en' | 'ja' | 'de' = 'en') {
  const app = testApp();
  useUiStore().openReplay(record, place);
  const w = mountIn(app, ReplayView, {}, lang);
  await flushPromises();
  await vi.waitFor(() => expect(w.find('[data-testid="recording-board"]').exists()).toBe(true));
  return w;
}

async function next(w: Awaited<ReturnType<typeof openReplay>>, times = 1): Promise<void> {
  for (let i = 0; i < times; i++) await w.get('[data-testid="replay-next"]').trigger('click');
  await flushPromises();
}

beforeEach(() => {
  boards.length = 0;
});

describe('the replay names the seats as the table did', () => {
  it('calls the player at the screen "You" and the computer by its level', async () => {
    const w = await openReplay(finishedTiny('greedy'));
    expect(boards.at(-1)!.props.names).toEqual(['You', 'Computer (Greedy)']);
    expect(boards.at(-1)!.props.viewer).toBe(0);
    expect(boards.at(-1)!.props.twoPlayer).toBe(false);
    expect(w.get('[data-testid="replay-seat-0"]').text()).toBe('You');
    expect(w.get('[data-testid="replay-seat-1"]').text()).toBe('Computer (Greedy)');
    expect(w.get('[data-testid="replay-seat-1"]').attributes('aria-label')).toBe('What Computer (Greedy) saw');
  });

  it('draws the computer’s seat with neither seat spoken of as "you"', async () => {
    const w = await openReplay(finishedTiny('greedy'));
    await w.get('[data-testid="replay-seat-1"]').trigger('click');
    await flushPromises();
    expect(boards.at(-1)!.props.viewer).toBe(1);
    expect(boards.at(-1)!.props.twoPlayer).toBe(true);
    expect(boards.at(-1)!.props.names).toEqual(['You', 'Computer (Greedy)']);
  });

  it('numbers the players of a game two people played at one screen', async () => {
    await openReplay(finishedTiny('human'));
    expect(boards.at(-1)!.props.names).toEqual(['Player 1', 'Player 2']);
    expect(boards.at(-1)!.props.twoPlayer).toBe(true);
  });

  it('uses the same names in German', async () => {
    await openReplay(finishedTiny('greedy', 1), null, 'de');
    expect(boards.at(-1)!.props.names).toEqual(['Computer (Gierig)', 'Du']);
  });
});

describe('the replay shows the position it is at', () => {
  it('names the round of the position shown', async () => {
    const w = await openReplay(finishedTiny('greedy'));
    expect(w.get('[data-testid="replay-round"]').text()).toBe('Round 1');
    await next(w, 2);
    expect(w.get('[data-testid="replay-position"]').text()).toContain('Move 2 of 6');
    expect(w.get('[data-testid="replay-round"]').text()).toBe('Round 2');
  });

  it('mounts a new board for every step, told a summary belongs to its moment', async () => {
    const w = await openReplay(finishedTiny('greedy'));
    await next(w, 3);
    expect(boards.map((b) => b.instance)).toEqual([1, 2, 3, 4]);
    expect(boards.at(-1)!.props.summaries).toBe('moment');
    expect(w.get('[data-testid="replay-board"]').classes()).toContain('board-box');
  });
});

describe('after a reload', () => {
  it('opens at the move the screen showed (ui.place)', async () => {
    const w = await openReplay(finishedTiny('greedy'), 4);
    expect(w.get('[data-testid="replay-position"]').text()).toContain('Move 4 of 6');
    expect(w.get('[data-testid="replay-round"]').text()).toBe('Round 3');
  });

  it('keeps the move shown in ui.place as the player steps', async () => {
    const w = await openReplay(finishedTiny('greedy'));
    await next(w, 3);
    expect(useUiStore().place).toBe(3);
  });
});
