import { describe, expect, it } from 'vitest';
import { mount } from '@vue/test-utils';
import { ref } from 'vue';
import { createAppI18n } from '../../src/renderer/i18n';
import { GAME_SETTINGS_KEY } from '../../src/plugin-api/ui/game-settings';
import ItemCard from '../../games/hanamikoji/ui/ItemCard.vue';
import GeishaCard from '../../games/hanamikoji/ui/GeishaCard.vue';
import ActionMarker from '../../games/hanamikoji/ui/ActionMarker.vue';

const withFace = (face: 'illustrated' | 'eight-suit') => ({ plugins: [createAppI18n('en')], provide: { [GAME_SETTINGS_KEY]: ref({ face }) } });

describe('Hanamikoji card faces', () => {
  it('draws the illustrated cards by default', () => {
    const item = mount(ItemCard, { props: { geisha: 'D' }, global: withFace('illustrated') });
    expect(item.find('svg.item-card').exists()).toBe(true);
    expect(item.find('svg.suit-face').exists()).toBe(false);
  });

  it('draws an item of the eight-suit deck by its suit only (any rank of her suit will do)', () => {
    const item = mount(ItemCard, { props: { geisha: 'D' }, global: withFace('eight-suit') });
    const face = item.get('svg.suit-face');
    expect(face.attributes('data-suit')).toBe('diamonds');
    expect(face.attributes('data-rank')).toBe('');
    expect(face.text()).toContain('♦');
  });

  it('draws a geisha of the eight-suit deck as her rank and suit: G is the 5 of moons', () => {
    const geisha = mount(GeishaCard, { props: { geisha: 'G', name: 'Murasaki' }, global: withFace('eight-suit') });
    const face = geisha.get('svg.suit-face');
    expect([face.attributes('data-rank'), face.attributes('data-suit')]).toEqual(['5', 'moons']);
    expect(face.text()).toContain('G · Murasaki');
  });

  it('shows each seat’s action cards: K of clubs for the first player’s competition, X of spades for the second’s trade-off', () => {
    const first = mount(ActionMarker, { props: { action: 'competition', used: false, color: '#000', seat: 0 }, global: withFace('eight-suit') });
    expect(first.text()).toContain('K♣');
    const second = mount(ActionMarker, { props: { action: 'tradeoff', used: true, color: '#000', seat: 1 }, global: withFace('eight-suit') });
    expect(second.text()).toContain('X♠');
  });

  it('keeps the face-down back for a hidden card', () => {
    const back = mount(ItemCard, { props: { geisha: null }, global: withFace('eight-suit') });
    expect(back.find('svg.item-card').exists()).toBe(true);
  });
});
