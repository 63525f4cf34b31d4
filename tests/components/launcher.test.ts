import { describe, expect, it, vi } from 'vitest';
import { flushPromises } from '@vue/test-utils';
import LauncherView from '../../src/renderer/views/LauncherView.vue';
import { useMatchStore } from '../../src/renderer/stores/match';
import { useUiStore } from '../../src/renderer/stores/ui';
import { tinyGame } from '../support/tiny-game';
import { mountIn, testApp } from './support/app';

const registry = vi.hoisted(() => ({ games: [] as unknown[] }));
vi.mock('../../games/index', () => ({
  // No UI manifests: the launcher reads a game's cards from the Game alone.
  entries: [],
  get games() {
    return registry.games;
  },
  findGame: (id: string) => registry.games.find((g) => (g as { id: string }).id === id),
}));

describe('the launcher', () => {
  it('says the games are on their way while none is registered', async () => {
    registry.games = [];
    const w = mountIn(testApp(), LauncherView);
    await flushPromises();
    expect(w.find('[data-testid="no-games"]').text()).toContain('The games are on their way');
    expect(w.find('[data-testid="game-list"]').exists()).toBe(false);
  });

  it('shows each game as a card with its title, description and a New game button', async () => {
    registry.games = [tinyGame];
    const w = mountIn(testApp(), LauncherView);
    await flushPromises();
    const card = w.get('[data-game="tiny"]');
    expect(card.get('h3').text()).toBe('Tiny Bids');
    expect(card.text()).toContain('A test-only bidding game.');
    await card.get('button').trigger('click');
    expect(useUiStore().newGameFor).toBe('tiny');
    expect(w.find('[data-testid="new-game-panel"]').exists()).toBe(true);
  });

  it('offers to continue a saved match, naming the opponent, the rules and the round', async () => {
    registry.games = [tinyGame];
    const app = testApp();
    await useMatchStore().startGame({ kind: 'new', game: tinyGame, options: { tieGoesTo: 'first' }, presetId: 'first-wins-ties', seats: [{ kind: 'human' }, { kind: 'human' }], seed: 5 });
    await useMatchStore().flushed();
    useMatchStore().leave();
    const w = mountIn(app, LauncherView);
    await flushPromises();
    const saved = w.get('[data-slot="tiny"]');
    expect(saved.text()).toContain('vs Two people, one screen');
    expect(saved.text()).toContain('First wins ties');
    expect(saved.text()).toContain('no moves yet');
    expect(saved.get('button').attributes('aria-label')).toBe('Continue Tiny Bids');
  });

  it('shows the player’s record for a game once a match was finished', async () => {
    registry.games = [tinyGame];
    const app = testApp();
    const finished = { gameId: 'tiny', finishedAt: '2026-11-21T10:00:00.000Z', opponent: 'greedy', preset: 'standard', reason: 'prizes', moves: 6 };
    await app.bridge.statistics.record({ ...finished, result: 'win', scores: [5, 2] });
    await app.bridge.statistics.record({ ...finished, result: 'win', scores: [4, 3] });
    const w = mountIn(app, LauncherView);
    await flushPromises();
    const record = w.get('[data-game="tiny"] [data-testid="record"]');
    expect(record.text()).toContain('Played 2 · won 2 · lost 0 · drawn 0');
    expect(record.text()).toContain('2 wins in a row');
  });
});
