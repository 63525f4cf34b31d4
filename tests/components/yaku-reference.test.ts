import { describe, expect, it, vi } from 'vitest';
import { flushPromises, mount } from '@vue/test-utils';
import { defineComponent, h } from 'vue';
import { createAppI18n } from '../../src/renderer/i18n';
import { PRACTICE_KEY, type PracticeRecorder } from '../../src/renderer/learn/sections';
import YakuReference from '../../games/koikoi/ui/learn/YakuReference.vue';
import PresetTable from '../../games/koikoi/ui/learn/PresetTable.vue';
import CardGallery from '../../games/koikoi/ui/learn/CardGallery.vue';
import KoikoiQuiz from '../../games/koikoi/ui/learn/KoikoiQuiz.vue';
import { ALL_YAKU } from '../../games/koikoi/yaku-cards';
import { yakuPoints } from '../../games/koikoi/yaku-points';
import { presetOptions } from '../../games/koikoi/ui/learn/presets';

/** The card pictures are tested on their own (hanafuda-card.test.ts); here a light stand-in keeps the id. */
const CardStub = defineComponent({
  props: { id: { type: String, required: true } },
  setup: (p) => () => h('div', { class: 'hanafuda-card', 'data-card': p.id }),
});

const base = { gameId: 'koikoi', presetId: null, options: null };
const mountIn = (component: unknown, props: Record<string, unknown> = {}, lang: 'en' | 'ja' = 'en', provide: Record<string, unknown> = {}) =>
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  mount(component as any, { props: { ...base, ...props }, attachTo: document.body, global: { plugins: [createAppI18n(lang)], provide, stubs: { HanafudaCard: CardStub } } });

const pointsOf = (w: ReturnType<typeof mountIn>, id: string): string | undefined =>
  w.get(`[data-yaku="${id}"] [data-testid="yaku-points"]`).attributes('data-points');

describe('the yaku reference', () => {
  it('lists every yaku with its kanji, romaji and English name', () => {
    const w = mountIn(YakuReference);
    expect(w.findAll('li.yaku').map((li) => li.attributes('data-yaku'))).toEqual([...ALL_YAKU]);
    const akatan = w.get('[data-yaku="akatan"]');
    expect(akatan.text()).toContain('赤短');
    expect(akatan.text()).toContain('Akatan');
    expect(akatan.text()).toContain('Red poetry ribbons');
    expect(akatan.findAll('[data-card]').map((c) => c.attributes('data-card'))).toEqual(['01-ribbon', '02-ribbon', '03-ribbon']);
  });

  it('shows each yaku’s points under the preset chosen, and they change with it', async () => {
    const w = mountIn(YakuReference);
    for (const id of ALL_YAKU) expect(pointsOf(w, id), id).toBe(String(yakuPoints(id, presetOptions('nintendo')) ?? 'none'));
    expect(pointsOf(w, 'goko')).toBe('10');
    await w.get('[data-testid="learn-preset"]').setValue('tabletop');
    expect(pointsOf(w, 'goko')).toBe('15');
    expect(pointsOf(w, 'sanko')).toBe('6');
    expect(pointsOf(w, 'tsukifuda')).toBe('4');
    expect(w.get('[data-yaku="hanami-zake"]').text()).toContain('Only in March.');
    await w.get('[data-testid="learn-preset"]').setValue('fifty');
    expect(pointsOf(w, 'akatan-aotan')).toBe('none');
    expect(w.get('[data-yaku="akatan-aotan"]').text()).toContain('not played');
    expect(w.get('[data-yaku="ame-shiko"]').text()).toContain('6');
    expect(w.get('[data-yaku="kasu"]').text()).toContain('The iris bridge counts as an animal or a plain');
  });

  it('starts on the preset of the game on the table', () => {
    expect(pointsOf(mountIn(YakuReference, { presetId: 'tabletop' }), 'goko')).toBe('15');
    const custom = mountIn(YakuReference, { options: { ...presetOptions('nintendo'), lightPoints: 'fifty' } });
    expect(pointsOf(custom, 'ame-shiko')).toBe('6');
  });

  it('finds yaku by romaji, kanji, English, card name and month', async () => {
    const w = mountIn(YakuReference);
    const search = async (q: string): Promise<string[]> => {
      await w.get('[data-testid="yaku-search"]').setValue(q);
      return w.findAll('li.yaku').map((li) => li.attributes('data-yaku') as string);
    };
    expect(await search('inoshika')).toEqual(['inoshikacho']);
    expect(await search('猪鹿蝶')).toEqual(['inoshikacho']);
    expect(await search('moon viewing')).toEqual(['tsukimi-zake']);
    expect(await search('sake cup')).toEqual(expect.arrayContaining(['hanami-zake', 'tsukimi-zake']));
    expect(await search('phoenix')).toEqual(expect.arrayContaining(['goko', 'shiko']));
    expect(await search('phoenix')).not.toContain('akatan');
    expect(await search('zzz')).toEqual([]);
    expect(w.text()).toContain('Nothing matches');
  });

  it('speaks Japanese', () => {
    const w = mountIn(YakuReference, {}, 'ja');
    expect(w.text()).toContain('適用中のルール');
    expect(w.get('[data-yaku="goko"]').text()).toContain('光札5枚すべて');
  });
});

describe('the presets compared', () => {
  it('marks the rows where the presets differ, in symbols as well as colour', async () => {
    const w = mountIn(PresetTable);
    expect(w.get('[data-row="goko"] .mark').text()).toBe('≠');
    expect(w.get('[data-row="shiko"] .mark').text()).toBe('');
    expect(w.get('[data-row="goko"]').findAll('td').map((td) => td.text())).toEqual(['10', '◆ 15', '10']);
    await w.get('[data-testid="only-differences"]').setValue(true);
    expect(w.find('[data-row="shiko"]').exists()).toBe(false);
    expect(w.find('[data-row="wildCard"]').exists()).toBe(true);
  });
});

describe('the card gallery', () => {
  it('shows a card’s yaku when chosen, and lights up a yaku’s cards', async () => {
    const w = mountIn(CardGallery);
    expect(w.findAll('[data-gallery-card]')).toHaveLength(48);
    expect(w.get('[data-gallery-card="09-animal"] .marks').text()).toBe('花月タカ');
    expect(w.get('[data-gallery-card="09-animal"]').attributes('title')).toBe('Hanami-zake 花見酒 · Tsukimi-zake 月見酒 · Tane タネ · Kasu カス');
    await w.get('[data-gallery-card="09-animal"]').trigger('click');
    const detail = w.get('[data-testid="card-detail"]');
    expect(detail.text()).toContain('菊に盃');
    expect(detail.text()).toContain('Sake cup');
    expect(detail.findAll('[data-yaku]').map((b) => b.attributes('data-yaku'))).toEqual(['hanami-zake', 'tsukimi-zake', 'tane', 'kasu']);
    await w.get('.chips [data-yaku="akatan"]').trigger('click');
    expect(w.findAll('.card.lit').map((b) => b.attributes('data-gallery-card'))).toEqual(['01-ribbon', '02-ribbon', '03-ribbon']);
  });

  it('moves between cards with the arrow keys and clears with Escape', async () => {
    const w = mountIn(CardGallery);
    const first = w.get('[data-gallery-card="01-bright"]');
    expect(first.attributes('tabindex')).toBe('0');
    await first.trigger('keydown', { key: 'ArrowRight' });
    await flushPromises();
    expect(document.activeElement?.getAttribute('data-gallery-card')).toBe('01-ribbon');
    await w.get('[data-gallery-card="01-ribbon"]').trigger('keydown', { key: 'ArrowDown' });
    await flushPromises();
    expect(document.activeElement?.getAttribute('data-gallery-card')).toBe('02-ribbon');
    await w.get('[data-gallery-card="02-ribbon"]').trigger('click');
    expect(w.get('[data-testid="card-detail"]').text()).toContain('梅に赤短');
    await w.get('[data-gallery-card="02-ribbon"]').trigger('keydown', { key: 'Escape' });
    expect(w.get('[data-testid="card-detail"]').text()).not.toContain('梅に赤短');
  });

  it('finds cards by month name in either language', async () => {
    const w = mountIn(CardGallery);
    await w.get('[data-testid="gallery-search"]').setValue('3月');
    expect(w.findAll('.month')).toHaveLength(1);
    await w.get('[data-testid="gallery-search"]').setValue('willow');
    expect(w.findAll('.month h3').map((h) => h.text())).toEqual([expect.stringContaining('November')]);
  });
});

describe('the yaku practice', () => {
  it('asks five questions, explains each answer with the cards, and records the session', async () => {
    const record = vi.fn<PracticeRecorder['record']>(async () => ({ sessions: 1, correct: 4, questions: 5 }));
    const recorder: PracticeRecorder = { record, totals: async () => null };
    const w = mountIn(KoikoiQuiz, { seed: 11 }, 'en', { [PRACTICE_KEY]: recorder });
    await w.get('[data-testid="quiz-start"]').trigger('click');
    for (let i = 0; i < 5; i++) {
      expect(w.text()).toContain(`Question ${i + 1} of 5`);
      expect(w.findAll('.pile [data-card]').length).toBeGreaterThan(0);
      // Answer wrong once, right otherwise.
      const pick = i === 0 ? w.get('[data-choice]:not([data-correct])') : w.get('[data-correct="yes"]');
      await pick.get('input').setValue(true);
      await w.get('[data-testid="quiz-check"]').trigger('click');
      const explain = w.get('[data-testid="quiz-explain"]');
      expect(explain.text()).toContain(i === 0 ? 'Not quite.' : 'Right!');
      expect(explain.findAll('[data-card]').length).toBeGreaterThan(0);
      await w.get('[data-testid="quiz-next"]').trigger('click');
    }
    await flushPromises();
    expect(record).toHaveBeenCalledWith('yaku', 4, 5);
    expect(w.get('[data-testid="quiz-done"]').text()).toContain('You answered 4 of 5 correctly.');
    expect(w.text()).toContain('Result saved');
  });
});
