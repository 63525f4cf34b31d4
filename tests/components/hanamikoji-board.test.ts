import { describe, expect, it } from 'vitest';
import { mount } from '@vue/test-utils';
import { nextTick } from 'vue';
import type { PlayerId } from '../../src/framework/game';
import { createAppI18n } from '../../src/renderer/i18n';
import Board from '../../games/hanamikoji/ui/Board.vue';
import { NO_ACTIONS_USED, type Geisha } from '../../games/hanamikoji/cards';
import type { HanamikojiMove } from '../../games/hanamikoji/moves';
import { optionsSchema } from '../../games/hanamikoji/options';
import { apply, legalMoves, setup } from '../../games/hanamikoji/rules';
import type { HanamikojiState } from '../../games/hanamikoji/state';
import { viewFor } from '../../games/hanamikoji/view';

const cards = (s: string) => s.split('') as Geisha[];
const start = (overrides: Partial<HanamikojiState> = {}): HanamikojiState => ({
  ...setup(optionsSchema.parse({ firstPlayer: 'me' }), 3),
  ...overrides,
});

function mountBoard(state: HanamikojiState, viewer: PlayerId = 0, lang: 'en' | 'ja' = 'en', hint: { move: HanamikojiMove; reason: string } | null = null) {
  const mine = (state.pending ? (state.pending.by === 0 ? 1 : 0) : state.turn) === viewer;
  return mount(Board, {
    props: {
      view: viewFor(state, viewer),
      viewer,
      legalMoves: mine ? legalMoves(state) : [],
      names: ['You', 'Computer'] as [string, string],
      thinking: false,
      animationMs: 0,
      showLabels: false,
      hint,
      twoPlayer: false,
      summaries: 'play',
    },
    global: { plugins: [createAppI18n(lang)] },
    attachTo: document.body,
  });
}

describe('the Hanamikoji board', () => {
  it('emits a Gift only after action, three cards and Confirm', async () => {
    const s = start({ hands: [cards('ABDEFGG'), cards('BCDEFG')] });
    const w = mountBoard(s);
    await w.get('[data-action="gift"]').trigger('click');
    const hand = w.findAll('[data-testid="hand"] button');
    await hand[0]!.trigger('click');
    await hand[2]!.trigger('click');
    expect(w.get('[data-testid="confirm"]').attributes('disabled')).toBeDefined();
    await hand[6]!.trigger('click');
    await w.get('[data-testid="confirm"]').trigger('click');
    expect(w.emitted('move')).toEqual([[{ type: 'gift', cards: ['A', 'D', 'G'] } satisfies HanamikojiMove]]);
    w.unmount();
  });

  it('asks for the split of a Competition and emits the chosen pairs', async () => {
    const s = start({ hands: [cards('ABCDEFG'), cards('BCDEFG')] });
    const w = mountBoard(s);
    await w.get('[data-action="competition"]').trigger('click');
    const hand = w.findAll('[data-testid="hand"] button');
    for (const i of [0, 1, 5, 6]) await hand[i]!.trigger('click');
    const splits = w.findAll('[role="radio"]');
    expect(splits).toHaveLength(3);
    await splits[1]!.trigger('click');
    await w.get('[data-testid="confirm"]').trigger('click');
    expect(w.emitted('move')).toEqual([[{ type: 'competition', pairs: [['A', 'F'], ['B', 'G']] }]]);
    w.unmount();
  });

  it('lets the opponent take one card of a Gift, each letter once', async () => {
    const offered = apply(start({ hands: [cards('AGGBCDE'), cards('BCDEFG')] }), { type: 'gift', cards: ['A', 'G', 'G'] });
    const w = mountBoard(offered, 1);
    const picks = w.findAll('[data-testid="offer"] button');
    expect(picks.map((b) => b.attributes('aria-label'))).toEqual([
      'Take A — fan for Koharu, 2 charm',
      'Take G — hand drum for Murasaki, 5 charm',
    ]);
    await picks[1]!.trigger('click');
    expect(w.emitted('move')).toEqual([[{ type: 'pick-gift', card: 'G' }]]);
    w.unmount();
  });

  it('moves between the picks of a Gift with the arrow keys', async () => {
    const offered = apply(start({ hands: [cards('ABCDEFG'), cards('BCDEFG')] }), { type: 'gift', cards: ['A', 'C', 'E'] });
    const w = mountBoard(offered, 1);
    const picks = w.findAll('[data-testid="offer"] button');
    (picks[0]!.element as HTMLElement).focus();
    await picks[0]!.trigger('keydown', { key: 'ArrowRight' });
    expect(document.activeElement).toBe(picks[1]!.element);
    await picks[1]!.trigger('keydown', { key: 'End' });
    expect(document.activeElement).toBe(picks[2]!.element);
    w.unmount();
  });

  it('shows the opponent’s hand, secret and trade-off face down only', () => {
    let s = start({ hands: [cards('ABCDEFG'), cards('BCDEFG')], used: [NO_ACTIONS_USED, NO_ACTIONS_USED] });
    s = apply(s, { type: 'secret', card: 'G' });
    s = apply(s, { type: 'tradeoff', cards: ['B', 'C'] });
    // Player 0 (secret G, seven cards after the draw) seen by player 1, and player 1 seen by player 0.
    const w1 = mountBoard(s, 1);
    const opp1 = w1.get('header.opp');
    expect(opp1.findAll('[data-testid="opponent-hand"] .mini-card')).toHaveLength(7);
    expect(opp1.findAll('[aria-label="face-down card"]')).toHaveLength(1);
    expect(opp1.text()).not.toMatch(/\b[A-G]\b/);
    w1.unmount();
    const w0 = mountBoard(s, 0);
    const opp0 = w0.get('header.opp');
    expect(opp0.findAll('[aria-label="face-down card"]')).toHaveLength(2);
    expect(opp0.text()).not.toMatch(/\b[A-G]\b/);
    expect(w0.get('footer.me').text()).not.toContain('hidden');
    w0.unmount();
  });

  it('highlights a hinted move’s action and cards (the table shows the reason)', () => {
    const s = start({ hands: [cards('ABCDEFG'), cards('BCDEFG')] });
    const w = mountBoard(s, 0, 'en', { move: { type: 'tradeoff', cards: ['A', 'B'] }, reason: 'Discard the weakest pair' });
    expect(w.get('[data-action="tradeoff"]').classes()).toContain('hinted');
    expect(w.findAll('[data-testid="hand"] button.hinted').map((b) => b.attributes('data-card'))).toEqual(['A', 'B']);
    w.unmount();
  });

  it('shows the round summary with the learning aid’s removed card and trade-offs, focused on Next round', async () => {
    let s = setup(optionsSchema.parse({ firstPlayer: 'me', revealAtRoundEnd: true }), 11);
    while (s.round === 1 && !s.outcome) s = apply(s, legalMoves(s)[0]!);
    const w = mountBoard(s, 0);
    await nextTick();
    const summary = w.get('[data-testid="round-summary"]');
    expect(summary.text()).toContain(s.outcome ? 'wins' : 'Round 1 — scoring');
    expect(summary.findAll('[data-testid="revealed"] .rv-card')).toHaveLength(5);
    const primary = s.outcome ? '[data-testid="new-game"]' : '[data-testid="next-round"]';
    expect(document.activeElement).toBe(w.get(primary).element);
    w.unmount();
  });

  it('speaks Japanese', () => {
    const w = mountBoard(start({ hands: [cards('ABCDEFG'), cards('BCDEFG')] }), 0, 'ja');
    expect(w.get('[data-testid="prompt"]').text()).toBe('あなたの番です — アクションを選んでください');
    expect(w.get('[data-action="secret"]').text()).toContain('秘密');
    w.unmount();
  });
});
