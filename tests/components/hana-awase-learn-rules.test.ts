import { describe, expect, it } from 'vitest';
import { mount } from '@vue/test-utils';
import { defineComponent, h } from 'vue';
import { createAppI18n } from '../../src/renderer/i18n';
import HanaAwaseRules from '../../games/hana-awase/ui/learn/HanaAwaseRules.vue';
import { EXAMPLE_PILES } from '../../games/hana-awase/ui/learn/example';
import { CARD_IDS } from '../../games/shared/hanafuda/cards';
import { optionsSchema } from '../../games/hana-awase/options';

/** The card pictures are tested on their own (hanafuda-card.test.ts); here a light stand-in keeps the id. */
const CardStub = defineComponent({
  props: { id: { type: String, required: true } },
  setup: (p) => () => h('div', { class: 'hanafuda-card', 'data-card': p.id }),
});

const mountRules = (lang: 'en' | 'ja' | 'de' = 'en') =>
  mount(HanaAwaseRules, {
    props: { gameId: 'hana-awase', presetId: null, options: null },
    global: { plugins: [createAppI18n(lang)], stubs: { HanafudaCard: CardStub } },
  });

const cells = (w: ReturnType<typeof mountRules>, row: string): string[] => w.get(row).findAll('th, td').map((c) => c.text());

describe('the Hana-awase rules page', () => {
  it('shows every card under its kind with the kind’s value, and the deck’s total of 264', () => {
    const w = mountRules();
    const kinds = w.findAll('[data-testid="rules-cards"] .kind');
    expect(kinds.map((k) => [k.attributes('data-kind'), k.attributes('data-value'), k.findAll('[data-card]').length])).toEqual([
      ['bright', '20', 5],
      ['animal', '10', 9],
      ['ribbon', '5', 10],
      ['plain', '1', 24],
    ]);
    expect(w.findAll('[data-testid="rules-cards"] .kind [data-card]').map((c) => c.attributes('data-card')).sort()).toEqual([...CARD_IDS].sort());
    expect(w.get('[data-testid="rules-cards"] [data-kind="ribbon"]').text()).toContain('5 points each');
    expect(w.get('[data-testid="deck-total"]').text()).toBe(
      'The whole deck: 5 × 20 + 9 × 10 + 10 × 5 + 24 × 1 = 264 points. Every card ends the round in somebody’s captures, so the players’ card points always add up to 264.',
    );
    expect(w.get('[data-testid="rules-cards"]').text()).toContain('the deck then holds 240');
  });

  it('gives the deal for two, three and four players, and the two-player house rule of ten cards', () => {
    const w = mountRules();
    expect(cells(w, '[data-deal="2"]')).toEqual(['2 players', '8', '8', '24']);
    expect(cells(w, '[data-deal="3"]')).toEqual(['3 players', '7', '6', '21']);
    expect(cells(w, '[data-deal="4"]')).toEqual(['4 players', '5', '8', '20']);
    expect(cells(w, '[data-deal="2-ten"]')).toEqual(['2 players, house rule', '10', '8', '20']);
    expect(w.get('[data-testid="rules-deal"]').text()).toContain('Misdeal: if all four cards of one month lie on the field, the same dealer deals again.');
  });

  it('draws the four capture cases as the rules resolve them', () => {
    const w = mountRules();
    const states = (id: string): (string | undefined)[] => w.findAll(`[data-case="${id}"] .field-row .card`).map((c) => c.attributes('data-state'));
    expect(states('none')).toEqual(['stays', 'stays', 'stays']);
    expect(states('one')).toEqual(['taken', 'stays', 'stays']);
    expect(states('two')).toEqual(['choice', 'choice', 'stays']);
    expect(states('three')).toEqual(['taken', 'taken', 'taken', 'stays']);
    expect(w.get('[data-testid="rules-turn"]').text()).toContain('a card that matches must capture');
  });

  it('explains the two-player run-out', () => {
    const text = mountRules().get('[data-testid="rules-end"]').text();
    expect(text).toContain('8 cards are still in the draw pile when both hands are empty');
    expect(text).toContain('four more turns each');
  });

  it('gives the zero-sum formula and par for every table, with plains worth 1 and 0', () => {
    const w = mountRules();
    expect(w.get('[data-testid="formula"]').text()).toBe('score = (card points − par) + own yaku × (players − 1) − all opponents’ yaku');
    expect(cells(w, '[data-par="2"]')).toEqual(['2 players', '132', '120']);
    expect(cells(w, '[data-par="3"]')).toEqual(['3 players', '88', '80']);
    expect(cells(w, '[data-par="4"]')).toEqual(['4 players', '66', '60']);
  });

  it('scores the rules file’s worked example with the game’s scoring: 62, 48 and −110, and Player A deals next', () => {
    expect(EXAMPLE_PILES.flat().slice().sort()).toEqual([...CARD_IDS].sort());
    const w = mountRules();
    const example = w.get('[data-testid="rules-example"]');
    expect(cells(w, '[data-testid="rules-example"] tbody [data-seat="0"]')).toEqual(['Player A', '110', 'Akatan 40']);
    expect(cells(w, '[data-testid="rules-example"] tbody [data-seat="1"]')).toEqual(['Player B', '96', 'Inoshikacho 20 · Hanami 20']);
    expect(cells(w, '[data-testid="rules-example"] tbody [data-seat="2"]')).toEqual(['Player C', '58', 'none']);
    expect(example.findAll('.sums li').map((li) => li.text())).toEqual([
      'Player A(110 − 88) + 40 × 2 − (40 + 0) = 62',
      'Player B(96 − 88) + 40 × 2 − (40 + 0) = 48',
      'Player C(58 − 88) + 0 × 2 − (40 + 40) = −110',
    ]);
    expect(example.text()).toContain('The scores add up to 0. Player A has the highest score and deals the next round.');
  });

  it('lists every house rule with its settings and marks the standard one', () => {
    const w = mountRules();
    const defaults = optionsSchema.parse({});
    const listed = w.findAll('[data-testid="rules-house"] [data-option]').map((d) => d.attributes('data-option'));
    expect(listed.slice().sort()).toEqual(Object.keys(defaults).filter((k) => k !== 'players').sort());
    for (const key of listed) {
      const standard = w.findAll(`[data-option="${key}"] [data-standard="yes"]`);
      expect(standard, key).toHaveLength(1);
    }
    expect(w.get('[data-option="rounds"] [data-standard="yes"]').text()).toContain('12');
    expect(w.get('[data-option="willowRow"] [data-standard="yes"]').text()).toContain('Worth 10');
    expect(w.get('[data-option="lowScoreVoid"]').text()).toContain('card points are 20 or less, the round is void');
    expect(w.get('[data-option="compensation"]').text()).toContain('receives 30 from each other player');
    expect(w.get('[data-testid="rules-presets"]').findAll('li').map((li) => li.text())).toEqual([
      'Classic (three players, 12 rounds)',
      'Two players (12 rounds)',
      'Quick (three players, 3 rounds, card points added)',
    ]);
  });

  it('speaks Japanese with the game’s own terms, and German', () => {
    const ja = mountRules('ja');
    expect(ja.get('[data-testid="formula"]').text()).toBe('得点 ＝（札の点 − 持ち点）＋ 自分の役 ×（人数 − 1）− 相手全員の役');
    expect(ja.text()).toContain('山札');
    expect(ja.text()).toContain('場札');
    expect(ja.text()).toContain('親');
    expect(cells(ja, '[data-testid="rules-example"] tbody [data-seat="1"]')).toEqual(['Bさん', '96', '猪鹿蝶 20点 · 花見 20点']);
    expect(cells(ja, '[data-deal="3"]')).toEqual(['3人', '7', '6', '21']);
    const de = mountRules('de');
    expect(de.get('[data-testid="rules-scoring"]').text()).toContain('Sollwert');
    expect(cells(de, '[data-par="3"]')).toEqual(['3 Spieler', '88', '80']);
    expect(de.get('[data-option="willowRow"] [data-standard="yes"]').text()).toContain('10 Punkte wert');
  });
});
