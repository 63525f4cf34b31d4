/**
 * Every way a new game comes to the table asks the same question, in the app frame's one dialog, before it
 * replaces a game in progress (a game's save slot holds one match): the new-game panel, its guided-game offer,
 * the lessons' guided first game, the board's New game, a position to play on. Keeping the game starts nothing.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { flushPromises, type VueWrapper } from '@vue/test-utils';
import { defineComponent, h } from 'vue';
import App from '../../src/renderer/App.vue';
import { useMatchStore } from '../../src/renderer/stores/match';
import { useUiStore } from '../../src/renderer/stores/ui';
import { findGame } from '../../games/index';
import { Match } from '../../src/framework/match';
import type { SaveFile } from '../../src/framework/save';
import { hanamikojiThreeMovesIn, koikoiInMonthTwo } from '../support/saved-games';
import { mountIn, testApp, type TestApp } from './support/app';

const CardStub = defineComponent({
  props: { id: { type: String, required: true } },
  setup: (p) => () => h('div', { class: 'hanafuda-card', 'data-card': p.id }),
});
// The table's board: only its New game button matters here.
vi.mock('../../src/renderer/play/boards', async (original) => {
  const { defineComponent: define, h: el } = await import('vue');
  const board = define({ emits: ['new-game'], setup: (_, { emit }) => () => el('button', { 'data-testid': 'board-new-game', onClick: () => emit('new-game') }) });
  return { ...(await original<object>()), boardFor: () => board };
});

beforeEach(() => localStorage.clear());

async function appWithSaved(save: SaveFile): Promise<{ app: TestApp; w: VueWrapper }> {
  const app = testApp();
  await app.bridge.saves.put(save.gameId, save);
  const w = mountIn(app, App, { global: { stubs: { HanafudaCard: CardStub, PlayView: true } } });
  await flushPromises();
  return { app, w };
}

const dialog = (w: VueWrapper) => w.find('[data-testid="confirm-dialog"]');

/** The player keeps their game: nothing starts, the screen and the save are as they were. */
async function keep(w: VueWrapper, app: TestApp, save: SaveFile, screen: string): Promise<void> {
  await dialog(w).findAll('button').find((b) => b.text() === 'Keep my game')!.trigger('click');
  await flushPromises();
  expect(dialog(w).exists()).toBe(false);
  expect(useUiStore().screen).toBe(screen);
  expect(useMatchStore().match).toBeNull();
  expect(await app.bridge.saves.get(save.gameId)).toEqual(save);
}

describe('starting a game over a game in progress', () => {
  it('the guided first game from the lessons asks before it replaces a Koi-Koi game in its second month', async () => {
    const save = koikoiInMonthTwo();
    const { app, w } = await appWithSaved(save);
    useUiStore().openLearn('koikoi');
    await flushPromises();
    await w.get('[data-testid="guide-start"]').trigger('click');
    await flushPromises();
    expect(dialog(w).get('h2').text()).toBe('Replace your game of Hanafuda Koi-Koi?');
    expect(dialog(w).get('[data-testid="replace-body"]').text()).toBe(
      'Your game of Hanafuda Koi-Koi in progress (Month 2 · Score 0 – 2) is saved. The guided game takes its place, and the saved game is lost.',
    );
    await keep(w, app, save, 'learn');
    w.unmount();
  });

  it('the guided first game from the lessons replaces a Hanamikoji game three moves in only when the player says so', async () => {
    const save = hanamikojiThreeMovesIn();
    const { app, w } = await appWithSaved(save);
    useUiStore().openLearn('hanamikoji');
    await flushPromises();
    await w.get('[data-testid="guide-start"]').trigger('click');
    await flushPromises();
    expect(dialog(w).get('[data-testid="replace-body"]').text()).toContain('Your game of Hanamikoji in progress (Round 1');
    await dialog(w).get('[data-testid="confirm"]').trigger('click');
    await flushPromises();
    const match = useMatchStore();
    expect(useUiStore().screen).toBe('play');
    expect(match.guided).toBe(true);
    expect(match.match!.moves).toHaveLength(0);
    await match.flushed();
    expect(((await app.bridge.saves.get('hanamikoji')) as SaveFile).meta.seats).toEqual([{ kind: 'human' }, { kind: 'bot', level: 'easy' }]);
    w.unmount();
  });

  it('the new-game panel asks before it replaces the saved game', async () => {
    const save = koikoiInMonthTwo();
    const { app, w } = await appWithSaved(save);
    useUiStore().openNewGame('koikoi');
    await flushPromises();
    await w.get('[data-testid="new-game-panel"] [data-testid="start"]').trigger('click');
    await flushPromises();
    expect(dialog(w).get('[data-testid="replace-body"]').text()).toBe(
      'Your game of Hanafuda Koi-Koi in progress (Month 2 · Score 0 – 2) is saved. A new game takes its place, and the saved game is lost.',
    );
    await keep(w, app, save, 'launcher');
    w.unmount();
  });

  it('the new-game panel’s guided-game offer asks before it replaces the saved game', async () => {
    const save = hanamikojiThreeMovesIn();
    const { app, w } = await appWithSaved(save);
    useUiStore().openNewGame('hanamikoji');
    await flushPromises();
    await w.get('[data-testid="guide-offer"]').trigger('click');
    await flushPromises();
    expect(dialog(w).get('[data-testid="confirm"]').text()).toBe('Start the guided game');
    await keep(w, app, save, 'launcher');
    w.unmount();
  });

  it('the board’s New game asks before it replaces the game on the table', async () => {
    const save = koikoiInMonthTwo();
    const app = testApp();
    await app.bridge.saves.put('koikoi', save);
    const match = useMatchStore();
    expect(await match.resume('koikoi')).toBeNull();
    useUiStore().show('play');
    const before = match.match;
    const w = mountIn(app, App);
    await flushPromises();
    await w.get('[data-testid="board-new-game"]').trigger('click');
    await flushPromises();
    expect(dialog(w).get('[data-testid="replace-body"]').text()).toContain('Month 2');
    await dialog(w).findAll('button').find((b) => b.text() === 'Keep my game')!.trigger('click');
    await flushPromises();
    expect(match.match).toBe(before);
    expect(await app.bridge.saves.get('koikoi')).toEqual(save);
    w.unmount();
  });

  it('a position to play on (a review’s “play this position”) asks before it replaces the saved game', async () => {
    const save = koikoiInMonthTwo();
    const { app, w } = await appWithSaved(save);
    const game = findGame('koikoi')!;
    const position = Match.start(game, game.optionsSchema.parse({}), 5);
    const started = useMatchStore().startGame({ kind: 'position', match: position, presetId: null, seats: [{ kind: 'human' }, { kind: 'bot', level: 'easy' }] });
    await flushPromises();
    expect(dialog(w).get('h2').text()).toBe('Replace your game of Hanafuda Koi-Koi?');
    await keep(w, app, save, 'launcher');
    expect(await started).toBe(false);
    w.unmount();
  });

  it('starts at once, without a question, when the game’s slot holds no game in progress', async () => {
    const save = hanamikojiThreeMovesIn();
    const { w } = await appWithSaved(save);
    useUiStore().openLearn('koikoi');
    await flushPromises();
    await w.get('[data-testid="guide-start"]').trigger('click');
    await flushPromises();
    expect(dialog(w).exists()).toBe(false);
    expect(useUiStore().screen).toBe('play');
    expect(useMatchStore().game?.id).toBe('koikoi');
    w.unmount();
  });
});
