/** The review screen: the seats' names, a board per decision, and the decision it comes back to after a reload. */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { flushPromises } from '@vue/test-utils';
import ReviewView from '../../src/renderer/views/ReviewView.vue';
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

async function openReview(record: ReturnType<typeof finishedTiny>, place: number | null = null, lang: 'en' | 'ja' = 'en') {
  const app = testApp();
  useUiStore().openReview(record, place);
  // The graph is drawn on a canvas happy-dom has not got (it is tested on its own, review-chart.test.ts).
  const w = mountIn(app, ReviewView, { global: { stubs: { WinChanceChart: true } } }, lang);
  await flushPromises();
  await vi.waitFor(() => expect(w.find('[data-testid="recording-board"]').exists()).toBe(true));
  return w;
}

beforeEach(() => {
  boards.length = 0;
});

describe('the review names the seats as the table did', () => {
  it('calls the player at the screen "You" and the computer by its level, on the screen and on the board', async () => {
    const w = await openReview(finishedTiny('greedy'));
    expect(boards.at(-1)!.props.names).toEqual(['You', 'Computer (Greedy)']);
    expect(boards.at(-1)!.props.twoPlayer).toBe(false);
    expect(w.get('[data-testid="review-board-title"]').text()).toBe('The board before move 1, as you saw it');
    expect(w.get('[data-testid="review-summary"]').text()).toMatch(/^You: accuracy/);
  });

  it('gives the computer its name when the player sat in the second seat', async () => {
    await openReview(finishedTiny('greedy', 1));
    expect(boards.at(-1)!.props.names).toEqual(['Computer (Greedy)', 'You']);
    expect(boards.at(-1)!.props.viewer).toBe(1);
  });

  it('numbers the players of a game two people played at one screen, and speaks of neither as "you"', async () => {
    const w = await openReview(finishedTiny('human'));
    expect(boards.at(-1)!.props.names).toEqual(['Player 1', 'Player 2']);
    expect(boards.at(-1)!.props.twoPlayer).toBe(true);
    await w.get('[data-testid="review-next"]').trigger('click');
    await flushPromises();
    expect(w.get('[data-testid="review-board-title"]').text()).toBe('The board before move 2, as Player 2 saw it');
  });

  it('says "you" in Japanese too', async () => {
    const w = await openReview(finishedTiny('greedy'), null, 'ja');
    expect(boards.at(-1)!.props.names).toEqual(['あなた', 'コンピューター（欲ばり）']);
    expect(w.get('[data-testid="review-board-title"]').text()).toBe('1手目の前の盤面（あなたの視点）');
  });
});

describe('the review board', () => {
  it('is a new board at every decision, never told to show a round’s summary', async () => {
    const w = await openReview(finishedTiny('human'));
    expect(boards.map((b) => b.instance)).toEqual([1]);
    await w.get('[data-testid="review-next"]').trigger('click');
    await flushPromises();
    expect(boards.map((b) => b.instance)).toEqual([1, 2]);
    expect(boards.map((b) => b.props.summaries)).toEqual(['never', 'never']);
  });

  it('sits in the sized box the replay and the practice use', async () => {
    const w = await openReview(finishedTiny('greedy'));
    expect(w.get('[data-testid="review-board"]').classes()).toContain('board-box');
  });
});

describe('after a reload', () => {
  it('opens at the decision the screen showed (ui.place)', async () => {
    const w = await openReview(finishedTiny('human'), 2);
    expect(w.get('[data-testid="review-position"]').text()).toBe('Decision 3 of 4');
    expect(boards.at(-1)!.props.viewer).toBe(0);
  });

  it('keeps the decision shown in ui.place as the player steps', async () => {
    const w = await openReview(finishedTiny('human'));
    expect(useUiStore().place).toBe(0);
    await w.get('[data-testid="review-next"]').trigger('click');
    await w.get('[data-testid="review-next"]').trigger('click');
    expect(useUiStore().place).toBe(2);
  });

  it('opens at the last decision when the place is beyond the review', async () => {
    const w = await openReview(finishedTiny('human'), 9);
    expect(w.get('[data-testid="review-position"]').text()).toBe('Decision 4 of 4');
  });
});
