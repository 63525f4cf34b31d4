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

describe('the new-game panel for a table of more than two', () => {
  /** Tiny Bids as it is (option players: 2 to 4), with two computer levels. */
  const bids: AnyGame = { ...tinyGame, bots: { easy: tinyGame.bots!.greedy!, hard: tinyGame.bots!.greedy! } };
  const mountBids = () => mountIn(testApp(), NewGamePanel, { props: { game: bids } });
  const players = (w: ReturnType<typeof mountBids>, n: number) => w.get('[data-option="players"] select').setValue(String(n));
  const seatRows = (w: ReturnType<typeof mountBids>) => w.findAll('[data-testid="seat-chooser"] [data-seat]');
  const seatSelect = (w: ReturnType<typeof mountBids>, seat: number) => w.get<HTMLSelectElement>(`[data-testid="seat-chooser"] [data-seat="${seat}"] select`);
  const started = async (w: ReturnType<typeof mountBids>) => {
    await w.get('[data-testid="start"]').trigger('click');
    return w.emitted('start')?.[0]?.[0] as { seats: unknown; options: unknown };
  };

  it('asks for one opponent at a table of two', () => {
    const w = mountBids();
    expect(w.find('[data-testid="seat-chooser"]').exists()).toBe(false);
    expect(w.text()).toContain('Opponent');
  });

  it('asks who sits in each seat once the table seats three: you first, the computer in the others', async () => {
    const w = mountBids();
    await players(w, 3);
    expect(seatRows(w).map((r) => r.text())).toEqual(['Seat 1You', expect.stringMatching(/^Seat 2/), expect.stringMatching(/^Seat 3/)]);
    expect([seatSelect(w, 1).element.value, seatSelect(w, 2).element.value]).toEqual(['easy', 'easy']);
    expect(w.text()).not.toContain('Opponent');
    expect(w.find('[data-level]').exists()).toBe(false);
  });

  it('offers the computer at each level and a person at this screen for every other seat', async () => {
    const w = mountBids();
    await players(w, 3);
    expect([...seatSelect(w, 2).element.options].map((o) => o.textContent)).toEqual(['Computer (easy)', 'Computer (hard)', 'A person at this screen']);
  });

  it('starts with the seats as chosen', async () => {
    const w = mountBids();
    await players(w, 3);
    await seatSelect(w, 2).setValue('hard');
    const choice = await started(w);
    expect(choice.seats).toEqual([{ kind: 'human' }, { kind: 'bot', level: 'easy' }, { kind: 'bot', level: 'hard' }]);
    expect(choice.options).toEqual({ tieGoesTo: 'nobody', players: 3 });
  });

  it('seats another person at this screen', async () => {
    const w = mountBids();
    await players(w, 3);
    await seatSelect(w, 1).setValue('__person');
    expect((await started(w)).seats).toEqual([{ kind: 'human' }, { kind: 'human' }, { kind: 'bot', level: 'easy' }]);
  });

  it('keeps the seats chosen when the table grows, and seats the computer in the new one', async () => {
    const w = mountBids();
    await players(w, 3);
    await seatSelect(w, 2).setValue('hard');
    await players(w, 4);
    expect(seatRows(w)).toHaveLength(4);
    expect((await started(w)).seats).toEqual([{ kind: 'human' }, { kind: 'bot', level: 'easy' }, { kind: 'bot', level: 'hard' }, { kind: 'bot', level: 'easy' }]);
  });
});
