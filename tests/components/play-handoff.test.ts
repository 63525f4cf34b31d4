import { describe, expect, it, vi } from 'vitest';
import { flushPromises } from '@vue/test-utils';
import PlayView from '../../src/renderer/views/PlayView.vue';
// The whole app (with every screen) is loaded while collecting, not inside a test's time limit.
import App from '../../src/renderer/App.vue';
import { useUiStore } from '../../src/renderer/stores/ui';
import { useMatchStore } from '../../src/renderer/stores/match';
import { tinyGame, type TinyView } from '../support/tiny-game';
import { mountIn, testApp } from './support/app';
import { StubBoard } from './support/stub-board';

vi.mock('../../games/index', async () => {
  const { tinyGame: game } = await import('../support/tiny-game');
  return { entries: [], games: [game], findGame: (id: string) => (id === game.id ? game : undefined) };
});
vi.mock('../../src/renderer/play/boards', async () => {
  const { StubBoard: board } = await import('./support/stub-board');
  return { boardFor: () => board, hasBoard: () => true };
});

/** The cards of `player`'s hand as their view shows them. */
const handOf = (view: unknown, player: 0 | 1): readonly string[] =>
  ((view as TinyView).zones[`hand${player}`] as { cards: readonly string[] }).cards;

async function hotSeatTable() {
  const app = testApp();
  const store = useMatchStore();
  await store.startGame({ kind: 'new', game: tinyGame, options: { tieGoesTo: 'nobody' }, presetId: 'standard', seats: [{ kind: 'human' }, { kind: 'human' }], seed: 7 });
  const wrapper = mountIn(app, PlayView);
  return { app, store, wrapper };
}

describe('two people on one screen', () => {
  it('asks to pass the device to the first player before any card is shown', async () => {
    const { wrapper } = await hotSeatTable();
    expect(wrapper.get('[data-testid="handoff"]').text()).toContain('Pass the device to Player 1');
    expect(wrapper.findComponent(StubBoard).exists()).toBe(false);
    expect(wrapper.find('[data-testid="board"]').exists()).toBe(false);
  });

  it('mounts the board for the player who pressed ready, with their legal moves', async () => {
    const { wrapper, store } = await hotSeatTable();
    await wrapper.get('[data-testid="handoff-ready"]').trigger('click');
    const board = wrapper.get('[data-testid="board"]');
    expect(board.attributes('data-viewer')).toBe('0');
    expect(wrapper.findAll('.move').map((b) => b.text())).toEqual(handOf(store.match!.viewFor(0), 0));
  });

  it('unmounts the board after a move when the next decision belongs to the other player', async () => {
    const { wrapper } = await hotSeatTable();
    await wrapper.get('[data-testid="handoff-ready"]').trigger('click');
    await wrapper.get('.move').trigger('click');
    expect(wrapper.find('[data-testid="board"]').exists()).toBe(false);
    expect(wrapper.get('[data-testid="handoff"]').text()).toContain('Pass the device to Player 2');
  });

  it('shows the second player their own view, never the first player’s hand', async () => {
    const { wrapper, store } = await hotSeatTable();
    const firstHand = handOf(store.match!.viewFor(0), 0);
    await wrapper.get('[data-testid="handoff-ready"]').trigger('click');
    await wrapper.get('.move').trigger('click');
    await wrapper.get('[data-testid="handoff-ready"]').trigger('click');
    expect(wrapper.get('[data-testid="board"]').attributes('data-viewer')).toBe('1');
    const shown = JSON.parse(wrapper.get('.hand').text()) as string[];
    expect(shown).toEqual(handOf(store.match!.viewFor(1), 1));
    expect(shown.some((card) => firstHand.includes(card))).toBe(false);
  });

  it('hides the game log with the board while the device changes hands', async () => {
    const { wrapper } = await hotSeatTable();
    await wrapper.get('[data-testid="handoff-ready"]').trigger('click');
    expect(wrapper.find('aside').exists()).toBe(true);
    await wrapper.get('.move').trigger('click');
    expect(wrapper.find('[data-testid="handoff"]').exists()).toBe(true);
    expect(wrapper.find('aside').exists()).toBe(false);
  });

  it('logs the moves from the eyes of the player at the screen', async () => {
    const { wrapper, store } = await hotSeatTable();
    await wrapper.get('[data-testid="handoff-ready"]').trigger('click');
    const card = wrapper.get('.move').text();
    await wrapper.get('.move').trigger('click');
    expect(store.log).toEqual([`You bid ${card}.`]);
    await wrapper.get('[data-testid="handoff-ready"]').trigger('click');
    await flushPromises();
    expect(wrapper.get('aside').text()).toContain('Opponent bid face down.');
  });
});

describe('moving between screens during a match', () => {
  it('keeps the match on the table while the settings are open, and offers a Table tab back to it', async () => {
    const app = testApp();
    const store = useMatchStore();
    await store.startGame({ kind: 'new', game: tinyGame, options: { tieGoesTo: 'nobody' }, presetId: 'standard', seats: [{ kind: 'human' }, { kind: 'human' }], seed: 7 });
    useUiStore().show('play');
    const wrapper = mountIn(app, App);
    expect(document.title).toBe('Tiny Bids — Hanafuda Table');
    await wrapper.get('[data-nav="settings"]').trigger('click');
    expect(document.title).toBe('Hanafuda Table');
    expect(wrapper.find('[data-testid="handoff"]').exists()).toBe(false);
    expect(store.match).not.toBeNull();
    await wrapper.get('[data-nav="play"]').trigger('click');
    expect(wrapper.find('[data-testid="handoff"]').exists()).toBe(true);
    await wrapper.get('[data-testid="leave"]').trigger('click');
    expect(store.match).toBeNull();
    expect(wrapper.find('[data-nav="play"]').exists()).toBe(false);
  });
});
