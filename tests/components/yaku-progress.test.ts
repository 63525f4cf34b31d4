import { describe, expect, it } from 'vitest';
import { mount } from '@vue/test-utils';
import type { PlayerId } from '../../src/framework/game';
import { Rng } from '../../src/framework/rng';
import { createAppI18n } from '../../src/renderer/i18n';
import YakuProgress from '../../games/koikoi/ui/YakuProgress.vue';
import { optionsSchema } from '../../games/koikoi/options';
import { apply, legalMoves, setup } from '../../games/koikoi/rules';
import { determinize, viewFor } from '../../games/koikoi/view';
import type { ProgressView } from '../../games/koikoi/progress';

const NINTENDO = optionsSchema.parse({});

function view(mine: string[], theirs: string[], more: Partial<ProgressView> = {}): ProgressView {
  return { viewer: 0, options: NINTENDO, calendarMonth: 4, hand: [], field: [], captures: [mine, theirs], pending: null, ...more };
}

const mountPanel = (v: ProgressView, lang: 'en' | 'ja' = 'en') =>
  mount(YakuProgress, { props: { view: v, names: ['You', 'Computer'] }, global: { plugins: [createAppI18n(lang)] } });

describe('the yaku progress panel', () => {
  it('shows akatan at 2 of 3 and where the cherry ribbon is', () => {
    const unseen = mountPanel(view(['01-ribbon', '02-ribbon'], []));
    const row = unseen.get('[data-player="0"] [data-yaku="akatan"]');
    expect(row.text()).toContain('2 of 3');
    expect(row.text()).toContain('needs the cherry red poetry ribbon — still unseen');
    const onField = mountPanel(view(['01-ribbon', '02-ribbon'], [], { field: ['03-ribbon'] }));
    expect(onField.get('[data-player="0"] [data-yaku="akatan"]').text()).toContain('on the field');
  });

  it('never lists a yaku the other player has made impossible', () => {
    const w = mountPanel(view(['01-ribbon', '02-ribbon', '06-animal', '07-animal'], ['03-ribbon', '10-animal', '03-plain1', '10-plain1']));
    const mine = w.get('[data-player="0"]');
    for (const id of ['akatan', 'akatan-aotan', 'inoshikacho']) expect(mine.find(`[data-yaku="${id}"]`).exists(), id).toBe(false);
    expect(mine.text()).not.toMatch(/Akatan|Inoshikacho/);
    expect(mine.text()).toContain('Aotan');
    expect(mine.find('[data-yaku="tan"]').exists()).toBe(true);
  });

  it('shows formed yaku with their points and the opponent’s visible progress', () => {
    const w = mountPanel(view(['06-animal', '07-animal', '10-animal'], ['01-bright', '03-bright']));
    expect(w.get('[data-player="0"] .yp-formed').text()).toContain('Inoshikacho 猪鹿蝶 5 pts');
    expect(w.get('[data-player="1"] [data-yaku="sanko"]').text()).toContain('2 of 3');
  });

  it('speaks Japanese', () => {
    const w = mountPanel(view(['01-ribbon', '02-ribbon'], []), 'ja');
    expect(w.text()).toContain('役の進み具合');
    expect(w.get('[data-player="0"] [data-yaku="akatan"]').text()).toContain('あと桜に赤短（まだ見えていない）');
  });

  it('renders the same for every way of dealing the cards the viewer cannot see', () => {
    for (const seed of [7, 41]) {
      let state = setup(NINTENDO, seed);
      const rng = Rng.fromSeed(seed);
      for (let i = 0; i < 12 && state.phase !== 'game-over'; i++) {
        const moves = legalMoves(state);
        state = apply(state, moves[rng.int(moves.length)]!);
      }
      const viewer = state.turn as PlayerId;
      const html = mountPanel(viewFor(state, viewer)).html();
      for (let k = 0; k < 3; k++) {
        const other = determinize(state, viewer, rng.fork());
        expect(other.hands[1 - viewer]).not.toEqual(state.hands[1 - viewer]);
        expect(mountPanel(viewFor(other, viewer)).html()).toBe(html);
      }
    }
  });
});
