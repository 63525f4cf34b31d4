import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import NewGamePanel from '../../src/renderer/components/NewGamePanel.vue';
import type { AnyGame } from '../../src/framework/game';
import { tinyGame } from '../support/tiny-game';
import { mountIn, testApp } from './support/app';

/** Tiny Bids with one more option, so some option sets match no preset. */
const game: AnyGame = {
  ...tinyGame,
  optionsSchema: z.object({ tieGoesTo: z.enum(['nobody', 'first']).default('nobody'), bonus: z.boolean().default(false) }),
  optionSpecs: [
    ...tinyGame.optionSpecs,
    { key: 'bonus', label: { en: 'Bonus round', ja: 'ボーナス', de: 'Bonusrunde' }, help: { en: 'One more round.', ja: 'もう1ラウンド。', de: 'Eine Runde mehr.' } },
  ],
  presets: [
    { id: 'standard', label: { en: 'Standard', ja: '標準', de: 'Standard' }, options: {} },
    { id: 'generous', label: { en: 'Generous', ja: '寛大', de: 'Großzügig' }, options: { tieGoesTo: 'first', bonus: true } },
  ],
  bots: { easy: tinyGame.bots!.greedy!, hard: tinyGame.bots!.greedy! },
};

const mountPanel = (props: Record<string, unknown> = {}) => mountIn(testApp(), NewGamePanel, { props: { game, ...props } });
const preset = (w: ReturnType<typeof mountPanel>) => w.get<HTMLSelectElement>('[data-testid="preset"]');

describe('the new-game panel', () => {
  it('starts on the first preset with its options', () => {
    const w = mountPanel();
    expect(preset(w).element.value).toBe('standard');
    expect(w.get('[data-option="bonus"] [role="switch"]').attributes('aria-checked')).toBe('false');
    expect(w.text()).not.toContain('Custom');
  });

  it('shows the rules as Custom once an option leaves every preset', async () => {
    const w = mountPanel();
    await w.get('[data-option="bonus"] [role="switch"]').trigger('click');
    expect(preset(w).element.value).toBe('__custom');
    const select = preset(w).element;
    expect(select.options[select.selectedIndex]?.textContent).toBe('Custom');
  });

  it('recognises a preset again when the options match it exactly', async () => {
    const w = mountPanel();
    await w.get('[data-option="bonus"] [role="switch"]').trigger('click');
    await w.get('[data-option="tieGoesTo"] select').setValue('first');
    expect(preset(w).element.value).toBe('generous');
  });

  it('sets every option of a preset when it is chosen', async () => {
    const w = mountPanel();
    await preset(w).setValue('generous');
    expect(w.get<HTMLSelectElement>('[data-option="tieGoesTo"] select').element.value).toBe('first');
    expect(w.get('[data-option="bonus"] [role="switch"]').attributes('aria-checked')).toBe('true');
  });

  it('offers the game’s computer levels but not the random bot', () => {
    const w = mountPanel();
    expect(w.findAll('[data-level]').map((l) => l.attributes('data-level'))).toEqual(['easy', 'hard']);
  });

  it('starts a custom game against the chosen computer level with the parsed options', async () => {
    const w = mountPanel();
    await w.get('[data-level="hard"] input').setValue(true);
    await w.get('[data-option="bonus"] [role="switch"]').trigger('click');
    await w.get('[data-testid="start"]').trigger('click');
    expect(w.emitted('start')?.[0]?.[0]).toEqual({
      options: { tieGoesTo: 'nobody', bonus: true },
      presetId: null,
      seats: [{ kind: 'human' }, { kind: 'bot', level: 'hard' }],
    });
  });

  it('starts a two-people game with both seats human', async () => {
    const w = mountPanel();
    await w.get('input[value="people"]').setValue(true);
    expect(w.find('[data-level]').exists()).toBe(false);
    await w.get('[data-testid="start"]').trigger('click');
    expect(w.emitted('start')?.[0]?.[0]).toMatchObject({ presetId: 'standard', seats: [{ kind: 'human' }, { kind: 'human' }] });
  });

  it('opens with the opponent and preset chosen last time for this game', () => {
    const w = mountPanel({ initial: { opponent: 'human', preset: 'generous' } });
    expect(w.get<HTMLInputElement>('input[value="people"]').element.checked).toBe(true);
    expect(preset(w).element.value).toBe('generous');
  });

  it('closes on Escape without starting', async () => {
    const w = mountPanel();
    await w.get('[role="dialog"]').trigger('keydown', { key: 'Escape' });
    expect(w.emitted('cancel')).toHaveLength(1);
    expect(w.emitted('start')).toBeUndefined();
  });
});
