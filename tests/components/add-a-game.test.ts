/**
 * Adding a game touches only games/<id>/ and one registry line: here the test-only Tiny Bids is added the
 * same way — one more entry in the registry (games/index.ts), whose loader brings its UI manifest — and every
 * screen that lists games takes it in, with nothing under src/ naming it.
 */
import { describe, expect, it, vi } from 'vitest';
import { defineComponent, h } from 'vue';
import { flushPromises } from '@vue/test-utils';
import { Match } from '../../src/framework/match';
import { Rng } from '../../src/framework/rng';
import { toSave, type SaveMeta } from '../../src/framework/save';
import type { PlayerId } from '../../src/framework/game';
import { finishedMatch } from '../../src/renderer/play/finished';
import { uiFor } from '../../src/renderer/plugins/index';
import { provideGameSettings } from '../../src/renderer/plugins/provide-settings';
import { useSettingsStore } from '../../src/renderer/stores/settings';
import LauncherView from '../../src/renderer/views/LauncherView.vue';
import StatisticsView from '../../src/renderer/views/StatisticsView.vue';
import HistoryView from '../../src/renderer/views/HistoryView.vue';
import SettingsView from '../../src/renderer/views/SettingsView.vue';
import { tinyGame } from '../support/tiny-game';
import TinyBoard from '../support/tiny-board';
import { mountIn, testApp, type TestApp } from './support/app';

vi.mock('../../games/index', async (importOriginal) => {
  const registered = await importOriginal<typeof import('../../games/index')>();
  const { tinyGame: tiny } = await import('../support/tiny-game');
  const entries = [...registered.entries, { game: tiny, ui: async () => ({ default: (await import('../support/tiny-ui')).tinyUi }) }];
  const games = entries.map((e) => e.game);
  return { entries, games, findGame: (id: string) => games.find((g) => g.id === id), findEntry: (id: string) => entries.find((e) => e.game.id === id) };
});

const meta: SaveMeta = {
  seats: [{ kind: 'human' }, { kind: 'bot', level: 'greedy' }],
  presetId: 'standard',
  startedAt: '2026-11-21T10:00:00.000Z',
  savedAt: '2026-11-21T10:05:00.000Z',
};

/** Tiny Bids played with random legal moves for `moves` moves (or to its end). */
function played(seed: number, moves = Infinity) {
  const rng = Rng.fromSeed(seed);
  let match = Match.start(tinyGame, { tieGoesTo: 'nobody' }, seed);
  for (let i = 0; i < moves && match.toAct() !== null; i++) {
    const legal = match.legalMovesFor(match.toAct() as PlayerId);
    match = match.play(legal[rng.int(legal.length)]!);
  }
  return match;
}

async function recordFinished(app: TestApp, seed: number): Promise<void> {
  // As the table records it: with the counters of the game's statistics profile, found by the shell.
  const record = finishedMatch(played(seed), meta, new Date('2026-11-21T10:30:00.000Z'), uiFor('tiny')?.stats ?? null)!;
  await app.bridge.statistics.record(record);
  await app.bridge.history.add(record);
}

describe('a game added to the registry with its UI manifest', () => {
  it('is listed in the launcher, and its new-game panel offers its own levels with their help', async () => {
    const w = mountIn(testApp(), LauncherView);
    await flushPromises();
    await w.get('[data-game="tiny"] button').trigger('click');
    const levels = w.findAll('[data-testid="new-game-panel"] [data-level]');
    expect(levels.map((l) => l.attributes('data-level'))).toEqual(['greedy', 'hard']);
    expect(levels.map((l) => l.text())).toEqual(['GreedyBids high on big prizes.', 'SearchingLooks ahead.']);
    expect(w.get<HTMLInputElement>('[data-level="greedy"] input').element.checked).toBe(true);
  });

  it('offers to continue a saved match with the score and round its summary reads from the view', async () => {
    const app = testApp();
    const match = played(4, 2);
    await app.bridge.saves.put('tiny', toSave(match, meta));
    const w = mountIn(app, LauncherView);
    await flushPromises();
    const view = match.viewFor(0) as { zones: Record<string, { cards?: string[] }> };
    const total = (zone: string) => (view.zones[zone]?.cards ?? []).reduce((s, c) => s + Number(c.slice(1)), 0);
    const card = w.get('[data-slot="tiny"]');
    expect(card.text()).toContain('Round 2');
    expect(card.text()).toContain(`Score ${total('won0')} – ${total('won1')}`);
    expect(card.text()).toContain('Computer (Greedy)');
  });

  it('offers to continue a saved match of three with every seat’s score and both computers', async () => {
    const app = testApp();
    let match = Match.start(tinyGame, { tieGoesTo: 'nobody', players: 3 }, 4);
    for (let i = 0; i < 3; i++) match = match.play(match.legalMovesFor(match.toAct() as PlayerId)[2]!);
    const seats: SaveMeta['seats'] = [{ kind: 'human' }, { kind: 'bot', level: 'greedy' }, { kind: 'bot', level: 'hard' }];
    await app.bridge.saves.put('tiny', toSave(match, { ...meta, seats }));
    const w = mountIn(app, LauncherView);
    await flushPromises();
    const view = match.viewFor(0) as { zones: Record<string, { cards?: string[] }> };
    const total = (zone: string) => (view.zones[zone]?.cards ?? []).reduce((s, c) => s + Number(c.slice(1)), 0);
    const card = w.get('[data-slot="tiny"]');
    expect(card.text()).toContain(`Score ${total('won0')} – ${total('won1')} – ${total('won2')}`);
    expect(card.text()).toContain('Computer (Greedy, Searching)');
  });

  it('keeps its finished matches in the history, naming the opponent by its level', async () => {
    const app = testApp();
    await recordFinished(app, 5);
    const w = mountIn(app, HistoryView);
    await flushPromises();
    const row = w.get('[data-testid="history-row"]');
    expect(row.text()).toContain('Tiny Bids');
    expect(row.text()).toContain('Computer (Greedy)');
  });

  it('has statistics with its own numbers, counted by its profile', async () => {
    const app = testApp();
    await recordFinished(app, 5);
    await recordFinished(app, 6);
    const w = mountIn(app, StatisticsView);
    await flushPromises();
    await w.get('[data-testid="statistics-game"] input[value="tiny"]').setValue(true);
    expect(w.get('[data-tile="played"] .value').text()).toBe('2');
    expect(w.get('[data-breakdown="opponent"] tr[data-row="greedy"] th').text()).toBe('Computer (Greedy)');
    expect(w.get('[data-fact="prizes"] dt').text()).toBe('Prizes per game');
    expect(w.get('[data-fact="prizes"] dd').text()).toMatch(/^\d\.\d$/);
    expect(w.find('[data-detail-chart="prizes"]').exists()).toBe(true);
  });

  it('counts, as a game that seats up to four, how often the player finished in each place', async () => {
    const app = testApp();
    const bots = [{ kind: 'bot', level: 'greedy' }, { kind: 'bot', level: 'greedy' }] as const;
    for (const [i, places] of [[3, 1, 2], [1, 2, 3], [3, 2, 1]].entries()) {
      await app.bridge.statistics.record({
        gameId: 'tiny',
        finishedAt: `2026-11-21T10:3${i}:00.000Z`,
        opponent: 'greedy+greedy',
        preset: null,
        result: places[0] === 1 ? 'win' : 'loss',
        scores: [4 - places[0]!, 3],
        table: { seats: [{ kind: 'human' }, ...bots], points: places.map((p) => 4 - p), places },
        reason: 'prize',
        moves: 9,
      });
    }
    const w = mountIn(app, StatisticsView);
    await flushPromises();
    await w.get('[data-testid="statistics-game"] input[value="tiny"]').setValue(true);
    const placed = [1, 2, 3, 4].map((n) => [w.get(`[data-tile="placed-${n}"] .label`).text(), w.get(`[data-tile="placed-${n}"] .value`).text()]);
    expect(placed).toEqual([['Finished 1st', '1'], ['Finished 2nd', '0'], ['Finished 3rd', '2'], ['Finished 4th', '0']]);
  });

  it('shows no places for a game of two', async () => {
    const app = testApp();
    const at = { gameId: 'koikoi', opponent: 'easy', preset: null, scores: [30, 12] as [number, number], reason: 'months-played', moves: 90 };
    await app.bridge.statistics.record({ ...at, finishedAt: '2026-11-21T10:30:00.000Z', result: 'win' });
    await app.bridge.statistics.record({ ...at, finishedAt: '2026-11-21T10:40:00.000Z', result: 'loss' });
    const w = mountIn(app, StatisticsView);
    await flushPromises();
    await w.get('[data-testid="statistics-game"] input[value="koikoi"]').setValue(true);
    expect(w.get('[data-tile="played"] .value').text()).toBe('2');
    expect(w.find('[data-tile^="placed-"]').exists()).toBe(false);
  });

  it('has its own setting on the settings screen, stored under its id and read by its board', async () => {
    const app = testApp();
    const w = mountIn(app, SettingsView);
    await w.get('[data-game-setting="tiny-bigCards"] [role="switch"]').trigger('click');
    await flushPromises();
    expect(w.get('[data-game-setting="tiny-bigCards"]').text()).toContain('Big bid cards');
    expect(useSettingsStore().settings.games.tiny).toEqual({ bigCards: true });

    const Table = defineComponent({
      setup() {
        provideGameSettings(() => 'tiny');
        return () => h(TinyBoard, { view: played(4, 0).viewFor(0), viewer: 0, legalMoves: [], names: ['A', 'B'], animationMs: 0 });
      },
    });
    expect(mountIn(app, Table).get('[data-testid="board"]').classes()).toContain('big');
  });
});
