/** The review's graph: pending decisions are gaps, new points never rise from 0 %, round marks never touch. */
import { describe, expect, it, vi } from 'vitest';
import { defineComponent, h } from 'vue';
import { createPinia } from 'pinia';
import { mount } from '@vue/test-utils';
import type { DecisionReview } from '../../src/framework/review';
import { createAppI18n } from '../../src/renderer/i18n';
import WinChanceChart from '../../src/renderer/components/review/WinChanceChart.vue';
import { chanceLine, thinMarks } from '../../src/renderer/components/review/win-chance';

/** The canvas chart is replaced by a component that keeps what it was given. */
const given = vi.hoisted(() => ({ data: null as unknown, options: null as unknown }));
vi.mock('vue-chartjs', () => ({
  Line: defineComponent({
    props: { data: { type: Object, required: true }, options: { type: Object, required: true }, plugins: { type: Array, default: () => [] } },
    setup(props) {
      return () => {
        given.data = props.data;
        given.options = props.options;
        return h('canvas');
      };
    },
  }),
}));

const decision = (player: 0 | 1, winChance: number, round = 1): DecisionReview => ({
  index: 0,
  player,
  round,
  move: null,
  best: null,
  winChance,
  winChanceBest: winChance,
  loss: 0,
  label: 'good',
  reason: null,
});

function draw(decisions: DecisionReview[], total: number) {
  mount(WinChanceChart, {
    props: { decisions, total, names: { 0: 'You', 1: 'Computer (Easy)' }, unit: 'month', selected: null, animationMs: 300 },
    global: { plugins: [createPinia(), createAppI18n('en')] },
  });
  return {
    data: given.data as { labels: string[]; datasets: { label: string; data: (number | null)[] }[] },
    options: given.options as {
      animations: { numbers: { properties: string[] } };
      scales: { x: { afterTickToLabelConversion: (scale: unknown) => void } };
    },
  };
}

describe('a decision not analysed yet', () => {
  it('is a gap in the line, never a value', () => {
    const { data } = draw([decision(0, 0.553), decision(0, 0.402)], 5);
    expect(data.labels).toHaveLength(5);
    expect(data.datasets.map((d) => d.data)).toEqual([[55.3, 40.2, null, null, null]]);
  });

  it('is a gap in both lines of a game two people played', () => {
    const { data } = draw([decision(0, 0.5), decision(1, 0.25), decision(0, 0.75)], 5);
    expect(data.datasets.map((d) => d.data)).toEqual([
      [50, null, 75, null, null],
      [null, 25, null, null, null],
    ]);
  });

  it('appears in its place when analysed: points move only in size and border, never up from the axis', () => {
    const { options } = draw([decision(0, 0.5)], 3);
    expect(options.animations.numbers.properties).toEqual(['borderWidth', 'radius']);
  });
});

describe('chanceLine', () => {
  it('has a slot for every decision of the review, one decimal of a per cent', () => {
    expect(chanceLine([{ player: 1, winChance: 0.33333 }], 3, 1)).toEqual([33.3, null, null]);
    expect(chanceLine([{ player: 1, winChance: 0.33333 }], 3, 0)).toEqual([null, null, null]);
  });
});

describe('thinMarks', () => {
  it('leaves out a mark that would come closer than the gap to the one before it', () => {
    // Centres at 0, 40 and 100 px; each mark 50 px wide: the second would start at 15 px, before 25 + 10.
    expect(thinMarks([{ index: 0, width: 50 }, { index: 4, width: 50 }, { index: 10, width: 50 }], 10, 10)).toEqual([0, 10]);
  });

  it('writes every mark when there is room', () => {
    expect(thinMarks([{ index: 0, width: 50 }, { index: 4, width: 50 }, { index: 10, width: 50 }], 30, 10)).toEqual([0, 4, 10]);
  });

  it('writes a mark that starts exactly the gap after the last one', () => {
    // The first ends at 25 px; the second, centred at 60 px, starts at 35 px.
    expect(thinMarks([{ index: 0, width: 50 }, { index: 6, width: 50 }], 10, 10)).toEqual([0, 6]);
  });

  it('compares with the last mark written, not the last one left out', () => {
    expect(thinMarks([{ index: 0, width: 50 }, { index: 3, width: 50 }, { index: 6, width: 50 }], 10, 10)).toEqual([0, 6]);
  });

  it('reads the marks in axis order', () => {
    expect(thinMarks([{ index: 10, width: 50 }, { index: 0, width: 50 }], 10, 10)).toEqual([0, 10]);
  });
});

describe('the graph’s round marks', () => {
  it('are thinned on the axis at its width, measured in the tick font', () => {
    const months = [decision(0, 0.5, 1), decision(0, 0.5, 1), decision(0, 0.5, 2), decision(0, 0.5, 3), decision(0, 0.5, 3), decision(0, 0.5, 3)];
    const { options } = draw(months, 6);
    const ticks = ['Month 1', '', 'Month 2', 'Month 3', '', ''].map((label) => ({ value: 0, label }));
    // Every label is 44 px wide; 250 px over five spaces puts the slots 50 px apart.
    const ctx = { font: '', save() {}, restore() {}, measureText: (text: string) => ({ width: text ? 44 : 0 }) };
    options.scales.x.afterTickToLabelConversion({ ticks, width: 250, ctx });
    // Month 1 ends at 22 px; Month 2 (centre 100) starts at 78 and ends at 122; Month 3 (centre 150) would start at 128, before 122 + 10.
    expect(ticks.map((t) => t.label)).toEqual(['Month 1', '', 'Month 2', '', '', '']);
  });
});
