import { describe, expect, it } from 'vitest';
import { mount } from '@vue/test-utils';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createAppI18n } from '../../src/renderer/i18n';
import YakuProgress from '../../games/koikoi/ui/YakuProgress.vue';
import { review } from '../../games/koikoi/review';
import guide from '../../games/koikoi/ui/guide';
import { optionsSchema } from '../../games/koikoi/options';
import { setup } from '../../games/koikoi/rules';
import { viewFor, type KoiKoiView } from '../../games/koikoi/view';
import type { ProgressView } from '../../games/koikoi/progress';

const NINTENDO = optionsSchema.parse({});

/** A koi-koi decision with one card left in hand and one point to bank. */
const lastCard: KoiKoiView = {
  ...viewFor(setup(NINTENDO, 5), 0),
  turn: 0,
  toAct: 0,
  phase: 'decide',
  hand: ['12-plain1'],
  pending: { kind: 'decide', yaku: [{ id: 'tan', points: 1 }], total: 1, multipliers: [], points: 1 },
};

describe('the review’s sentences count in the singular for one', () => {
  it('English: “with 1 card in hand”, “1 point”', () => {
    const text = review.explain(lastCard, { type: 'stop' }, { type: 'koikoi' }, 'en');
    expect(text).toContain('with 1 card in hand');
    expect(text).toContain('(stopping banked 1 point)');
    expect(review.explain(lastCard, { type: 'koikoi' }, { type: 'stop' }, 'en')).toContain('Stop here: 1 point was safe');
  });

  it('German: “Mit 1 Karte”, “1 Punkt war sicher”', () => {
    const text = review.explain(lastCard, { type: 'stop' }, { type: 'koikoi' }, 'de');
    expect(text).toContain('Mit 1 Karte auf der Hand');
    expect(text).toContain('(Aufhören hätte 1 Punkt gebracht)');
    expect(review.explain(lastCard, { type: 'koikoi' }, { type: 'stop' }, 'de')).toContain('Hier aufhören: 1 Punkt war sicher');
  });

  it('keeps the plural for more (en, de) and the counter word in Japanese', () => {
    const more: KoiKoiView = { ...lastCard, hand: ['12-plain1', '12-plain2', '11-plain'], pending: { ...lastCard.pending!, points: 6 } as KoiKoiView['pending'] };
    expect(review.explain(more, { type: 'stop' }, { type: 'koikoi' }, 'en')).toContain('with 3 cards in hand');
    expect(review.explain(more, { type: 'koikoi' }, { type: 'stop' }, 'en')).toContain('6 points were safe');
    expect(review.explain(more, { type: 'stop' }, { type: 'koikoi' }, 'de')).toContain('Mit 3 Karten auf der Hand');
    expect(review.explain(lastCard, { type: 'stop' }, { type: 'koikoi' }, 'ja')).toContain('手札1枚');
  });
});

describe('the guided first game counts in the singular for one', () => {
  it('a yaku worth 1 point, banked as one (en, de)', () => {
    expect(guide.step(lastCard, 'en')).toMatch(/^You made a yaku worth 1 point! Stop to end the month and bank it,/);
    expect(guide.step(lastCard, 'de')).toMatch(/^Du hast ein Yaku für 1 Punkt! Hör auf, um den Monat zu beenden und ihn zu sichern,/);
    const six = { ...lastCard, pending: { ...lastCard.pending!, points: 6 } as KoiKoiView['pending'] };
    expect(guide.step(six, 'en')).toMatch(/^You made a yaku worth 6 points! Stop to end the month and bank them,/);
  });
});

function progress(mine: string[], lang: 'en' | 'ja' = 'en', names: [string, string] = ['Player 1', 'Computer (Easy)']) {
  const view: ProgressView = { viewer: 0, options: NINTENDO, calendarMonth: 4, hand: [], field: [], captures: [mine, []], pending: null };
  return mount(YakuProgress, { props: { view, names }, global: { plugins: [createAppI18n(lang)] } });
}

describe('the yaku progress panel’s words', () => {
  it('says “1 pt” for a total of one point', () => {
    const w = progress(['01-ribbon', '04-ribbon', '05-ribbon', '07-ribbon', '11-ribbon']);
    expect(w.get('[data-player="0"] .yp-total').text()).toBe('1 pt');
  });

  it('names each player’s list by the name it is given', () => {
    const w = progress([], 'en', ['You', 'Computer (Easy)']);
    expect(w.get('[data-player="0"] .yp-rows').attributes('aria-label')).toBe('Progress: You');
    expect(w.get('[data-player="1"] .yp-who').text()).toContain('Computer (Easy)');
  });

  it('writes the Japanese yaku names as text in the page, in the app’s fonts (no canvas, no font of its own)', () => {
    const w = progress(['01-ribbon', '02-ribbon'], 'ja');
    expect(w.get('[data-player="0"] [data-yaku="akatan"] .yp-name').text()).toBe('赤短');
    expect(w.find('canvas').exists()).toBe(false);
    const css = readFileSync(join(process.cwd(), 'games/koikoi/ui/YakuProgress.vue'), 'utf8').split('<style')[1] ?? '';
    for (const family of css.match(/font-family:[^;]+;|font:[^;]+;/g) ?? []) expect(family).toMatch(/var\(--font-(sans|serif)/);
  });
});
