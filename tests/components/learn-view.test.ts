import { describe, expect, it } from 'vitest';
import { flushPromises } from '@vue/test-utils';
import { defineComponent, h } from 'vue';
import LearnView from '../../src/renderer/views/LearnView.vue';
import { useMatchStore } from '../../src/renderer/stores/match';
import { useUiStore } from '../../src/renderer/stores/ui';
import { learnSections } from '../../src/renderer/learn/sections';
import { findGame } from '../../games/index';
import { mountIn, testApp } from './support/app';
import App from '../../src/renderer/App.vue';
import { setBridge } from '../../src/renderer/bridge/current';
import type { MenuCommand } from '../../src/shared/bridge';

const CardStub = defineComponent({
  props: { id: { type: String, required: true } },
  setup: (p) => () => h('div', { class: 'hanafuda-card', 'data-card': p.id }),
});

async function tableWithKoikoi() {
  const app = testApp();
  const match = useMatchStore();
  const ui = useUiStore();
  await match.startGame({ kind: 'new', game: findGame('koikoi')!, options: { lightPoints: 'tabletop' }, presetId: null, seats: [{ kind: 'human' }, { kind: 'human' }], seed: 3 });
  ui.show('play');
  return { app, match, ui };
}

describe('the learning screen', () => {
  it('offers each game’s lessons, then practice from the player’s own reviewed games', () => {
    expect(learnSections('koikoi').map((s) => s.id)).toEqual(['rules', 'yaku', 'presets', 'cards', 'practice', 'mistakes']);
    expect(learnSections('hanamikoji').map((s) => s.id)).toEqual(['rules', 'practice', 'table', 'mistakes']);
  });

  it('opens on the game on the table with its rules, and Escape goes back to the untouched match', async () => {
    const { app, match, ui } = await tableWithKoikoi();
    const before = match.match;
    const moves = match.match!.moves.length;
    ui.openLearn(match.game!.id, 'yaku');
    const w = mountIn(app, LearnView, { global: { stubs: { HanafudaCard: CardStub } } });
    expect(w.get('h1').text()).toBe('Learn Hanafuda Koi-Koi');
    // The table's custom rules (tabletop light points) are offered and chosen.
    expect(w.get('[data-yaku="goko"] [data-testid="yaku-points"]').attributes('data-points')).toBe('15');
    const preset = w.get('[data-testid="learn-preset"]');
    expect((preset.element as HTMLSelectElement).value).toBe('current');
    expect(preset.get('option[value="current"]').text()).toBe('This game’s rules');
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    await flushPromises();
    expect(ui.screen).toBe('play');
    expect(match.match).toBe(before);
    expect(match.match!.moves.length).toBe(moves);
    w.unmount();
  });

  it('moves between sections with the arrow keys', async () => {
    const { app, ui } = await tableWithKoikoi();
    ui.openLearn('hanamikoji');
    const w = mountIn(app, LearnView);
    await w.get('[data-section="rules"]').trigger('keydown', { key: 'ArrowRight' });
    expect(w.get('[data-section="practice"]').attributes('aria-selected')).toBe('true');
    expect(w.find('[data-testid="hanamikoji-quiz"]').exists()).toBe(true);
    w.unmount();
  });

  it('opens from the application menu’s Rules command on the game being played', async () => {
    const { app, match, ui } = await tableWithKoikoi();
    let menu: ((command: MenuCommand) => void) | null = null;
    setBridge({ ...app.bridge, onMenu: (listener) => ((menu = listener), () => {}) });
    const w = mountIn(app, App, { global: { stubs: { PlayView: true, HanafudaCard: CardStub } } });
    const before = match.match;
    menu!('rules');
    await flushPromises();
    expect(ui.screen).toBe('learn');
    expect(w.get('[data-testid="learn"]').attributes('data-game')).toBe('koikoi');
    await w.get('[data-testid="learn-back"]').trigger('click');
    expect(ui.screen).toBe('play');
    expect(match.match).toBe(before);
    w.unmount();
  });

  it('opens the card gallery on a yaku from the yaku reference, its cards lit', async () => {
    const { app, ui } = await tableWithKoikoi();
    ui.openLearn('koikoi', 'yaku');
    const w = mountIn(app, LearnView, { global: { stubs: { HanafudaCard: CardStub } } });
    await w.get('[data-yaku="akatan"] .to-gallery').trigger('click');
    expect(w.get('[data-section="cards"]').attributes('aria-selected')).toBe('true');
    expect(w.findAll('.card.lit').map((b) => b.attributes('data-gallery-card'))).toEqual(['01-ribbon', '02-ribbon', '03-ribbon']);
    w.unmount();
  });

  it('shows the practice kept in the statistics before a new session', async () => {
    const { app, ui } = await tableWithKoikoi();
    await app.bridge.statistics.recordPractice({ gameId: 'hanamikoji', quiz: 'scoring', correct: 3, questions: 5, finishedAt: '2026-11-21T20:00:00.000Z' });
    ui.openLearn('hanamikoji', 'practice');
    const w = mountIn(app, LearnView);
    await flushPromises();
    expect(w.get('[data-testid="practice-so-far"]').text()).toBe('Your practice so far: 3 of 5 right in 1 session.');
    w.unmount();
  });

  it('closes to the launcher when it was opened from there', () => {
    testApp();
    const ui = useUiStore();
    ui.openLearn('koikoi');
    ui.closeLearn(false);
    expect(ui.screen).toBe('launcher');
  });
});

describe('the lessons’ translations', () => {
  const keys = (messages: object, prefix = ''): string[] =>
    Object.entries(messages).flatMap(([k, v]) => (typeof v === 'object' && v !== null ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`]));
  const leaves = (messages: object): unknown[] =>
    Object.values(messages).flatMap((v) => (typeof v === 'object' && v !== null ? leaves(v) : [v]));

  it.each([
    ['shell', () => import('../../src/renderer/i18n/learn')],
    ['koikoi lessons', () => import('../../games/koikoi/ui/learn/i18n')],
    ['koikoi progress', () => import('../../games/koikoi/ui/progress-i18n')],
    ['hanamikoji lessons', () => import('../../games/hanamikoji/ui/learn/i18n')],
  ])('%s: the same keys in English and Japanese, none empty', async (_name, load) => {
    const { default: m } = await load();
    expect(keys(m.ja).sort()).toEqual(keys(m.en).sort());
    expect(leaves(m.ja).every((v) => typeof v === 'string' && v.length > 0)).toBe(true);
  });
});

describe('the Hanamikoji scoring practice', () => {
  it('shows each round end, then every marker’s move and the judge’s verdict, and records the session', async () => {
    const { default: HanamikojiQuiz } = await import('../../games/hanamikoji/ui/learn/HanamikojiQuiz.vue');
    const { scoringQuiz } = await import('../../games/hanamikoji/quiz');
    const { PRACTICE_KEY } = await import('../../src/renderer/learn/sections');
    const app = testApp();
    const calls: unknown[][] = [];
    const recorder = { record: async (...args: unknown[]) => (calls.push(args), { sessions: 1, correct: 5, questions: 5 }), totals: async () => null };
    const w = mountIn(app, HanamikojiQuiz, { props: { gameId: 'hanamikoji', presetId: null, options: null, seed: 21 }, global: { provide: { [PRACTICE_KEY]: recorder } } });
    const expected = scoringQuiz('none', 21);
    await w.get('[data-testid="quiz-start"]').trigger('click');
    for (const q of expected) {
      expect(w.text()).toContain(`Round ${q.round} has just ended`);
      expect(w.findAll('tr[data-geisha]')).toHaveLength(7);
      await w.get('[data-correct="yes"] input').setValue(true);
      await w.get('[data-testid="quiz-check"]').trigger('click');
      expect(w.get('[data-testid="quiz-explain"]').text()).toContain('Right!');
      expect(w.get('[data-testid="quiz-explain"]').text()).toContain(`you: ${q.judgement.geishas[0]} geishas, ${q.judgement.charm[0]} charm`);
      // A tied geisha keeps her marker; a geisha with more items on one side goes to that side.
      for (const g of ['A', 'B', 'C', 'D', 'E', 'F', 'G'] as const) {
        const row = w.get(`tr[data-geisha="${g}"]`).text();
        expect(row).toContain(q.items[0][g] === q.items[1][g] ? 'tie: stays' : 'more items');
      }
      await w.get('[data-testid="quiz-next"]').trigger('click');
    }
    await flushPromises();
    expect(calls).toEqual([['scoring', 5, 5]]);
    w.unmount();
  });
});
