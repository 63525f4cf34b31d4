import { describe, expect, it } from 'vitest';
import { mount } from '@vue/test-utils';
import { defineComponent, h } from 'vue';
import { createAppI18n } from '../../src/renderer/i18n';
import HanaAwaseYaku from '../../games/hana-awase/ui/learn/HanaAwaseYaku.vue';
import { YAKU, YAKU_GROUPS } from '../../games/hana-awase/yaku';

const CardStub = defineComponent({
  props: { id: { type: String, required: true } },
  setup: (p) => () => h('div', { class: 'hanafuda-card', 'data-card': p.id }),
});

const mountYaku = (lang: 'en' | 'ja' | 'de' = 'en', props: Record<string, unknown> = {}) =>
  mount(HanaAwaseYaku, {
    props: { gameId: 'hana-awase', presetId: null, options: null, ...props },
    global: { plugins: [createAppI18n(lang)], stubs: { HanafudaCard: CardStub } },
  });

describe('the Hana-awase yaku reference', () => {
  it('shows every yaku of the table in its order, each with its value and its cards', () => {
    const w = mountYaku();
    expect(w.findAll('li.yaku').map((li) => li.attributes('data-yaku'))).toEqual(YAKU.map((y) => y.id));
    for (const y of YAKU) {
      const li = w.get(`[data-yaku="${y.id}"]`);
      expect(li.get('[data-testid="yaku-points"]').text(), y.id).toBe(`${y.value}${y.value === 1 ? 'pt' : 'pts'}`);
      expect(li.findAll('[data-card]').map((c) => c.attributes('data-card')), y.id).toEqual([...y.cards]);
    }
    const akatan = w.get('[data-yaku="akatan"]');
    expect(akatan.text()).toContain('赤短');
    expect(akatan.text()).toContain('Akatan');
    expect(akatan.text()).toContain('あかたん');
    expect(akatan.text()).toContain('poetry ribbons');
    expect(w.get('[data-yaku="goko"] [data-testid="yaku-points"]').text()).toBe('100pts');
  });

  it('says how many of the nine ribbons six and seven ribbons need', () => {
    const w = mountYaku();
    expect(w.get('[data-yaku="nanatan"] [data-testid="yaku-any"]').text()).toBe('any 7 of these 9');
    expect(w.get('[data-yaku="rokutan"] [data-testid="yaku-any"]').text()).toBe('any 6 of these 9');
    expect(w.find('[data-yaku="akatan"] [data-testid="yaku-any"]').exists()).toBe(false);
    expect(w.get('[data-yaku="nanatan"]').text()).toContain('The willow’s ribbon does not count.');
    expect(w.get('[data-yaku="shiko"]').text()).toContain('The four lights without the rain man; with him as well, Goko scores instead.');
  });

  it('draws each exclusive group as one group, where only the best scores', () => {
    const w = mountYaku();
    const groups = w.findAll('[data-group]');
    expect(groups.map((g) => g.attributes('data-group'))).toEqual(['lights', 'many-ribbons', 'viewing']);
    for (const g of groups) {
      const group = g.attributes('data-group') as keyof typeof YAKU_GROUPS;
      expect(g.findAll('li.yaku').map((li) => li.attributes('data-yaku'))).toEqual([...YAKU_GROUPS[group]]);
      expect(g.get('[data-testid="group-note"]').text()).toBe('Only the best of these scores.');
    }
    expect(w.get('[data-group="lights"] h2').text()).toBe('The lights');
    // Yaku of no group stand outside every group.
    for (const id of ['akatan', 'aotan', 'kusatan', 'inoshikacho', 'yanagi-shima', 'fuji-shima', 'kiri-shima'])
      expect(w.get(`[data-yaku="${id}"]`).element.closest('[data-group]'), id).toBeNull();
  });

  it('adds up yaku of different groups as the scoring does: akatan + aotan + rokutan = 110', () => {
    expect(mountYaku().get('[data-testid="yaku-add-up"]').text()).toBe(
      'Yaku that are not in the same group add up: the three poetry and the three blue ribbons score Rokutan 30 + Akatan 40 + Aotan 40 = 110.',
    );
  });

  it('says what the house rules in force do to the yaku', () => {
    const standard = mountYaku();
    expect(standard.get('[data-testid="yaku-in-force"]').text()).toContain('each opponent pays your yaku, so a yaku worth 40 brings you 80');
    expect(standard.get('[data-yaku="hanami"]').text()).not.toContain('rain man');
    const house = mountYaku('en', { options: { players: 4, rainSpoilsViewing: true, willowRow: 'cancels-yaku' } });
    expect(house.get('[data-testid="yaku-in-force"]').text()).toContain('a yaku worth 40 brings you 120');
    for (const id of ['nomi', 'hanami', 'tsukimi']) expect(house.get(`[data-yaku="${id}"]`).text()).toContain('Not with the rain man in your captures.');
    expect(house.get('[data-yaku="yanagi-shima"]').text()).toContain('Whoever holds it, nobody scores any yaku this round.');
    expect((house.get('[data-testid="learn-preset"]').element as HTMLSelectElement).value).toBe('current');
  });

  it('follows the rules chosen: additive scoring under the quick preset', async () => {
    const w = mountYaku();
    await w.get('[data-testid="learn-preset"]').setValue('quick');
    expect(w.get('[data-testid="yaku-in-force"]').text()).toContain('Additive: your yaku are added to your card points.');
  });

  it('opens on the yaku another screen asked for, marked', () => {
    const w = mountYaku('en', { focus: 'inoshikacho' });
    expect(w.findAll('li.yaku.focused').map((li) => li.attributes('data-yaku'))).toEqual(['inoshikacho']);
    expect(w.get('[data-yaku="inoshikacho"]').attributes('aria-current')).toBe('true');
    expect(mountYaku('en', { focus: 'no-such-yaku' }).findAll('li.yaku.focused')).toHaveLength(0);
  });

  it('speaks Japanese and German', () => {
    const ja = mountYaku('ja');
    expect(ja.get('[data-group="viewing"] [data-testid="group-note"]').text()).toBe('この中では最も高い役だけが点になります。');
    expect(ja.get('[data-yaku="nomi"] [data-testid="yaku-points"]').text()).toBe('40点');
    expect(ja.get('[data-yaku="nanatan"] [data-testid="yaku-any"]').text()).toBe('この9枚のうち7枚');
    const de = mountYaku('de');
    expect(de.get('[data-yaku="hanami"]').text()).toContain('Blütenschau');
    expect(de.get('[data-group="lights"] [data-testid="group-note"]').text()).toBe('Nur das beste davon zählt.');
  });
});
