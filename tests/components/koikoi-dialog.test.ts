import { describe, expect, it } from 'vitest';
import { mount } from '@vue/test-utils';
import { createAppI18n } from '../../src/renderer/i18n';
import KoiKoiDialog from '../../games/koikoi/ui/KoiKoiDialog.vue';

function dialog(doubles: boolean, once = false, lang: 'en' | 'ja' = 'en') {
  return mount(KoiKoiDialog, {
    props: { yaku: [{ id: 'tan', points: 1 }], total: 1, multipliers: [], points: 1, opponent: 'Computer', once, doubles },
    global: { plugins: [createAppI18n(lang)] },
  });
}

describe('the koi-koi decision states the stakes under the rules in force', () => {
  it('says the opponent’s points are doubled if they stop after the call (koikoiBonus: double-after-opponent)', () => {
    expect(dialog(true).get('[data-testid="koikoi-stakes"]').text()).toBe(
      'Play on for more — but if Computer then stops, you score nothing and their points are doubled.',
    );
  });

  it('says only that a stop by the opponent leaves you nothing when there is no doubling', () => {
    expect(dialog(false).get('[data-testid="koikoi-stakes"]').text()).toBe('Play on for more — but if Computer stops first, you score nothing.');
  });

  it('adds that a second call is not allowed under koikoiCalls: once', () => {
    expect(dialog(true, true).text()).toContain('you may call koi-koi once per month');
    expect(dialog(true, false).text()).not.toContain('once per month');
  });

  it('speaks Japanese', () => {
    expect(dialog(true, false, 'ja').get('[data-testid="koikoi-stakes"]').text()).toBe('続けてさらに狙う — ただしComputerが上がるとあなたは0点、相手の得点は2倍。');
  });
});
