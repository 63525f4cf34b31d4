import { describe, expect, it } from 'vitest';
import { mount } from '@vue/test-utils';
import { defineComponent, h } from 'vue';
import HanafudaCard from '../../games/shared/hanafuda/art/HanafudaCard.vue';
import { CARD_IDS, cardInfo, cardName } from '../../games/shared/hanafuda/cards';
import { cardDataUrl, cardSvg } from '../../games/shared/hanafuda/art/deck';

function parseSvg(markup: string): Document {
  return new DOMParser().parseFromString(markup, 'image/svg+xml');
}

describe('every card face', () => {
  it.each(CARD_IDS)('%s renders a well-formed 2:3 SVG picture', (id) => {
    const doc = parseSvg(cardSvg(id));
    expect(doc.querySelector('parsererror')).toBeNull();
    const svg = doc.documentElement;
    expect(svg.tagName.toLowerCase()).toBe('svg');
    expect(svg.getAttribute('viewBox')).toBe('0 0 200 300');
    const picture = svg.querySelector('g[clip-path]');
    expect(picture?.querySelectorAll('path, circle, ellipse, rect, polygon, line').length).toBeGreaterThanOrEqual(4);
    expect(cardSvg(id)).not.toMatch(/NaN|undefined|Infinity/);
    expect(svg.querySelector('image, foreignObject, script')).toBeNull();
  });

  it.each(CARD_IDS)('%s has an accessible name in both languages', (id) => {
    const en = mount(HanafudaCard, { props: { id, lang: 'en' } });
    const ja = mount(HanafudaCard, { props: { id, lang: 'ja' } });
    const month = cardInfo(id).month;
    expect(en.attributes('role')).toBe('img');
    expect(en.attributes('aria-label')).toBe(cardName(id, 'en'));
    expect(en.attributes('aria-label')).toMatch(/^(January|February|March|April|May|June|July|August|September|October|November|December) — .+ \((light|animal|ribbon|plain)\)$/);
    expect(ja.attributes('aria-label')).toMatch(new RegExp(`^${month}月 .+ \\((光|タネ|短冊|カス)\\)$`));
    expect(en.find('svg').exists()).toBe(true);
  });

  it('no two cards share the same picture', () => {
    const faces = new Set(CARD_IDS.map((id) => cardSvg(id, { uid: 'same' })));
    expect(faces.size).toBe(48);
  });

  it('names the special cards the traditional way', () => {
    expect(cardName('01-bright', 'en')).toBe('January — crane and sun (light)');
    expect(cardName('01-bright', 'ja')).toBe('1月 松に鶴 (光)');
    expect(cardName('11-plain1', 'en')).toBe('November — lightning (plain)');
    expect(cardName('09-animal', 'ja')).toBe('9月 菊に盃 (タネ)');
    expect(cardName('06-ribbon', 'en')).toBe('June — peony with blue ribbon (ribbon)');
  });

  it('writes the poetry on the red poetry ribbons only', () => {
    expect(cardSvg('01-ribbon')).toContain('>あ<');
    expect(cardSvg('02-ribbon')).toContain('>ろ<');
    expect(cardSvg('03-ribbon')).toContain('>み<');
    expect(cardSvg('04-ribbon')).not.toContain('<text');
    expect(cardSvg('06-ribbon')).not.toContain('<text');
  });
});

describe('the card as an image URL', () => {
  it('encodes the same SVG picture as a data: URL', () => {
    const url = cardDataUrl('08-bright');
    expect(url.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true);
    const doc = parseSvg(decodeURIComponent(url.slice(url.indexOf(',') + 1)));
    expect(doc.querySelector('parsererror')).toBeNull();
    expect(doc.documentElement.getAttribute('viewBox')).toBe('0 0 200 300');
  });
});

describe('ids inside the pictures', () => {
  it('are unique per rendered card and every url(#…) points inside its own card', () => {
    const Pair = defineComponent({ render: () => h('div', [h(HanafudaCard, { id: '01-bright' }), h(HanafudaCard, { id: '01-bright' }), h(HanafudaCard, { id: 'back' })]) });
    const wrapper = mount(Pair);
    const ids = wrapper.findAll('[id]').map((e) => e.attributes('id'));
    expect(new Set(ids).size).toBe(ids.length);
    for (const card of wrapper.findAll('svg')) {
      const own = new Set(card.findAll('[id]').map((e) => e.attributes('id')));
      for (const [, ref] of card.html().matchAll(/url\(#([^)]+)\)/g)) expect(own.has(ref)).toBe(true);
    }
  });
});

describe('the back and the learner label', () => {
  it('renders the back with its own name', () => {
    const back = mount(HanafudaCard, { props: { id: 'back' } });
    expect(back.attributes('aria-label')).toBe('Card back');
    expect(back.classes()).toContain('hanafuda-card--back');
    expect(parseSvg(cardSvg('back')).querySelector('parsererror')).toBeNull();
    expect(mount(HanafudaCard, { props: { id: 'back', lang: 'ja' } }).attributes('aria-label')).toBe('札の裏');
  });

  it('shows month and kind when label is on', () => {
    const card = mount(HanafudaCard, { props: { id: '08-bright', label: true } });
    expect(card.find('.hanafuda-card__label').text()).toBe('Aug · light');
    const ja = mount(HanafudaCard, { props: { id: '07-ribbon', label: true, lang: 'ja' } });
    expect(ja.find('.hanafuda-card__label').text()).toBe('7月・短冊');
  });

  it('shows no label by default', () => {
    expect(mount(HanafudaCard, { props: { id: '08-bright' } }).find('.hanafuda-card__label').exists()).toBe(false);
  });
});

describe('an unknown id', () => {
  it('makes the SVG generator throw', () => {
    expect(() => cardSvg('13-bright')).toThrow(/Unknown hanafuda card id/);
    expect(() => cardName('01-plain3')).toThrow(/Unknown hanafuda card id/);
  });

  it('renders a clear error card instead of a picture', () => {
    const card = mount(HanafudaCard, { props: { id: '13-bright' } });
    expect(card.classes()).toContain('hanafuda-card--unknown');
    expect(card.attributes('aria-label')).toBe('Unknown card: 13-bright');
    expect(card.find('svg').exists()).toBe(false);
    expect(card.text()).toContain('13-bright');
  });
});
