/**
 * The rules choice the hanafuda games' lessons share (games/shared/hanafuda/ui/learn): the select offers the
 * game's presets in the app's language and, when the table's rules are custom, those too; a lesson starts on
 * the table's preset, else its custom rules, else the first preset.
 */
import { describe, expect, it } from 'vitest';
import { mount } from '@vue/test-utils';
import { createAppI18n } from '../../src/renderer/i18n';
import PresetSelect from '../../games/shared/hanafuda/ui/learn/PresetSelect.vue';
import { CURRENT, lessonRules } from '../../games/shared/hanafuda/ui/learn/lesson-rules';

const presets = [
  { id: 'plain', label: { en: 'Plain', ja: '基本', de: 'Einfach' }, options: { points: 1 } },
  { id: 'double', label: { en: 'Double', ja: '倍', de: 'Doppelt' }, options: { points: 2 } },
];
const parse = (o: object): { points: number } => ({ points: 1, ...o });

function select(lang: 'en' | 'ja' | 'de', hasCurrent: boolean) {
  return mount(PresetSelect, {
    props: { modelValue: 'double', presets, hasCurrent, label: 'Rules', currentLabel: 'This game’s rules' },
    global: { plugins: [createAppI18n(lang)] },
  });
}

describe('the lessons’ rules select', () => {
  it('offers the presets by their names in the app’s language, the one in use chosen', () => {
    const w = select('ja', false);
    expect(w.findAll('option').map((o) => [o.attributes('value'), o.text()])).toEqual([
      ['plain', '基本'],
      ['double', '倍'],
    ]);
    expect((w.get('select').element as HTMLSelectElement).value).toBe('double');
    expect(w.get('label').text()).toBe('Rules');
    expect(w.get('label').attributes('for')).toBe(w.get('select').attributes('id'));
  });

  it('offers the table’s own rules last when they are custom', () => {
    const w = select('en', true);
    expect(w.findAll('option').map((o) => [o.attributes('value'), o.text()])).toEqual([
      ['plain', 'Plain'],
      ['double', 'Double'],
      [CURRENT, 'This game’s rules'],
    ]);
  });

  it('hands on the choice made', async () => {
    const w = select('de', false);
    await w.get('select').setValue('plain');
    expect(w.emitted('update:modelValue')).toEqual([['plain']]);
  });
});

describe('the lessons’ rule sets', () => {
  const { initialRules, rulesOptions, presetOptions } = lessonRules(presets, parse);

  it('start on the table’s preset, else its custom rules, else the first preset', () => {
    expect(initialRules('double', { points: 2 })).toBe('double');
    expect(initialRules(null, { points: 5 })).toBe(CURRENT);
    expect(initialRules('gone', null)).toBe('plain');
  });

  it('give a preset’s options, or the table’s own when those are chosen', () => {
    expect(presetOptions('double')).toEqual({ points: 2 });
    expect(rulesOptions('plain', { points: 5 })).toEqual({ points: 1 });
    expect(rulesOptions(CURRENT, { points: 5 })).toEqual({ points: 5 });
    // The table's rules chosen with no table (its game left): the defaults.
    expect(rulesOptions(CURRENT, null)).toEqual({ points: 1 });
  });
});
