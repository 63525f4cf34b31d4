import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import OptionsPanel from '../../src/renderer/components/OptionsPanel.vue';
import { optionFields } from '../../src/renderer/options/fields';
import type { OptionSpec } from '../../src/framework/game';
import { mountIn, testApp } from './support/app';

const schema = z.object({
  bonus: z.boolean().default(false),
  deck: z.enum(['short', 'long']).default('short'),
  rounds: z.number().int().min(1).max(12).default(3),
  seats: z.union([z.literal(2), z.literal(4)]).default(2),
  notes: z.array(z.string()).default([]),
});
const specs: OptionSpec[] = [
  { key: 'bonus', label: { en: 'Bonus', ja: 'ボーナス', de: 'Bonus' }, help: { en: 'Adds a bonus.', ja: 'ボーナスを加える。', de: 'Fügt einen Bonus hinzu.' } },
  {
    key: 'deck',
    label: { en: 'Deck', ja: '山札', de: 'Stapel' },
    help: { en: 'Deck size.', ja: '山札の大きさ。', de: 'Größe des Stapels.' },
    choices: { short: { en: 'Short deck', ja: '短い', de: 'Kurzer Stapel' }, long: { en: 'Long deck', ja: '長い', de: 'Langer Stapel' } },
  },
];

function mountPanel(lang: 'en' | 'ja' = 'en') {
  const fields = optionFields(schema, specs, lang);
  return mountIn(testApp(), OptionsPanel, { props: { fields, modelValue: schema.parse({}) } }, lang);
}

describe('the options generated from a zod schema', () => {
  it('makes a switch of a boolean, selects of an enum and a literal union, and a number input of a number', () => {
    const fields = optionFields(schema, specs, 'en');
    expect(fields.map((f) => [f.key, f.kind])).toEqual([
      ['bonus', 'boolean'],
      ['deck', 'select'],
      ['rounds', 'number'],
      ['seats', 'select'],
    ]);
    expect(fields[2]).toMatchObject({ min: 1, max: 12, step: 1 });
  });

  it('leaves out options it cannot draw (an array) rather than guessing', () => {
    expect(optionFields(schema, specs, 'en').some((f) => f.key === 'notes')).toBe(false);
  });

  it('labels the controls from the option specs in the current language, with the help line', () => {
    const wrapper = mountPanel('ja');
    const bonus = wrapper.get('[data-option="bonus"]');
    expect(bonus.text()).toContain('ボーナス');
    expect(bonus.text()).toContain('ボーナスを加える。');
    expect(wrapper.get('[data-option="deck"] select').findAll('option').map((o) => o.text())).toEqual(['短い', '長い']);
  });

  it('falls back to a readable label made from the key when a spec is missing', () => {
    expect(mountPanel().get('[data-option="rounds"]').text()).toContain('Rounds');
  });

  it('emits the flipped value when the switch is pressed', async () => {
    const wrapper = mountPanel();
    const toggle = wrapper.get('[data-option="bonus"] [role="switch"]');
    expect(toggle.attributes('aria-checked')).toBe('false');
    await toggle.trigger('click');
    expect(wrapper.emitted('update:modelValue')?.[0]?.[0]).toMatchObject({ bonus: true, deck: 'short' });
  });

  it('gives a numeric choice back as a number, not as the select’s string', async () => {
    const wrapper = mountPanel();
    await wrapper.get('[data-option="seats"] select').setValue('4');
    expect(wrapper.emitted('update:modelValue')?.[0]?.[0]).toMatchObject({ seats: 4 });
  });

  it('keeps a typed number within the schema’s bounds', async () => {
    const wrapper = mountPanel();
    await wrapper.get('[data-option="rounds"] input').setValue('20');
    expect(wrapper.emitted('update:modelValue')?.[0]?.[0]).toMatchObject({ rounds: 12 });
  });
});
