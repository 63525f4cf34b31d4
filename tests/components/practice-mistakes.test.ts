/** "Practice: your mistakes": each question's board names the seats of its own game, as the table did. */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { flushPromises } from '@vue/test-utils';
import MistakePractice from '../../src/renderer/learn/MistakePractice.vue';
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

async function practise(records: ReturnType<typeof finishedTiny>[], lang: 'en' | 'ja' = 'en') {
  const app = testApp();
  for (const r of records) await app.bridge.history.add(r);
  const w = mountIn(app, MistakePractice, { props: { gameId: 'tiny', presetId: null, options: null, seed: 3 } }, lang);
  await flushPromises();
  await w.get('[data-testid="quiz-start"]').trigger('click');
  await flushPromises();
  await vi.waitFor(() => expect(w.find('[data-testid="recording-board"]').exists()).toBe(true));
  return w;
}

async function nextQuestion(w: Awaited<ReturnType<typeof practise>>): Promise<void> {
  await w.get('.choice input').setValue(true);
  await w.get('[data-testid="quiz-check"]').trigger('click');
  await w.get('[data-testid="quiz-next"]').trigger('click');
  await flushPromises();
}

beforeEach(() => {
  boards.length = 0;
});

describe('a practice question’s board', () => {
  it('calls the player "You" and the computer by its level', async () => {
    await practise([finishedTiny('greedy')]);
    expect(boards.at(-1)!.props.names).toEqual(['You', 'Computer (Greedy)']);
    expect(boards.at(-1)!.props.twoPlayer).toBe(false);
    expect(boards.at(-1)!.props.summaries).toBe('never');
  });

  it('names the seats in Japanese', async () => {
    await practise([finishedTiny('greedy', 1)], 'ja');
    expect(boards.at(-1)!.props.names).toEqual(['コンピューター（欲ばり）', 'あなた']);
  });

  it('numbers the players of a game two people played at one screen', async () => {
    await practise([finishedTiny('human')]);
    expect(boards.at(-1)!.props.names).toEqual(['Player 1', 'Player 2']);
    expect(boards.at(-1)!.props.twoPlayer).toBe(true);
  });

  it('is a new board for every question, in the sized box the review and the replay use', async () => {
    const w = await practise([finishedTiny('greedy')]);
    expect(w.get('[data-testid="practice-board"]').classes()).toContain('board-box');
    await nextQuestion(w);
    expect(boards.map((b) => b.instance)).toEqual([1, 2]);
  });
});
