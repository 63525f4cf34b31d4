import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { mount } from '@vue/test-utils';
import { defineComponent, h } from 'vue';
import { createAppI18n } from '../../src/renderer/i18n';
import sections from '../../games/hana-awase/ui/learn/index';
import messages from '../../games/hana-awase/ui/learn/i18n';
import { optionsSchema } from '../../games/hana-awase/options';
import { YAKU_GROUPS } from '../../games/hana-awase/yaku';

const CardStub = defineComponent({
  props: { id: { type: String, required: true } },
  setup: (p) => () => h('div', { class: 'hanafuda-card', 'data-card': p.id }),
});

function leaves(tree: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(tree as Record<string, unknown>)) {
    if (typeof v === 'object' && v !== null) for (const [kk, vv] of leaves(v, `${prefix}${k}.`)) out.set(kk, vv);
    else out.set(`${prefix}${k}`, String(v));
  }
  return out;
}

const en = leaves(messages.en);
const dir = join(import.meta.dirname, '../../games/hana-awase/ui/learn');
const components = ['HanaAwaseRules.vue', 'HanaAwaseYaku.vue', 'HanaAwaseQuiz.vue'];

describe('the Hana-awase lessons’ messages', () => {
  it('are offered as three sections, each named in English, Japanese and German', () => {
    expect(sections.map((s) => s.id)).toEqual(['rules', 'yaku', 'practice']);
    for (const s of sections) for (const lang of ['en', 'ja', 'de'] as const) expect(s.label[lang], `${s.id} ${lang}`).toBeTruthy();
  });

  it.each(['ja', 'de'] as const)('have every English key in %s, and no other', (lang) => {
    const other = leaves(messages[lang]);
    expect([...en.keys()].filter((k) => !other.has(k))).toEqual([]);
    expect([...other.keys()].filter((k) => !en.has(k))).toEqual([]);
  });

  it('hold every key the lessons ask for by name', () => {
    const asked = components.flatMap((file) => [...readFileSync(join(dir, file), 'utf8').matchAll(/\bt\(\s*'([\w.-]+)'/g)].map((m) => m[1] as string));
    expect(asked.length).toBeGreaterThan(50);
    expect([...new Set(asked)].filter((k) => !en.has(k) && ![...en.keys()].some((e) => e.startsWith(`${k}.`)))).toEqual([]);
  });

  it('hold every key the lessons build from the rules’ data', () => {
    const built = [
      ...['bright', 'animal', 'ribbon', 'plain'].map((k) => `rules.kinds.${k}`),
      ...['none', 'one', 'two', 'three'].map((k) => `rules.case.${k}`),
      ...Object.keys(optionsSchema.parse({}))
        .filter((k) => k !== 'players')
        .map((k) => `rules.house.${k}`),
      ...Object.keys(YAKU_GROUPS).map((g) => `yaku.group.${g}`),
      ...optionsSchema.shape.willowRow.removeDefault().options.map((m) => `yaku.notes.willow.${m}`),
    ];
    expect(built.filter((k) => !en.has(k))).toEqual([]);
  });

  it.each(['en', 'ja', 'de'] as const)('leave no message key unresolved on any section in %s', (lang) => {
    for (const s of sections) {
      const w = mount(s.component, {
        props: { gameId: 'hana-awase', presetId: null, options: null },
        global: { plugins: [createAppI18n(lang)], stubs: { HanafudaCard: CardStub } },
      });
      expect(w.text(), s.id).not.toMatch(/\b(rules|yaku|quiz|notes)\.[a-z]/);
      w.unmount();
    }
  });
});
