/**
 * The table's cards move only while animations are on: with them off a group of cards is drawn as plain
 * elements (no TransitionGroup measuring every card each time it is drawn, no classes of a coming card).
 */
import { describe, expect, it } from 'vitest';
import { defineComponent, h, nextTick, ref } from 'vue';
import { mount } from '@vue/test-utils';
import { MotionGroup, provideMotion } from '../../games/shared/hanafuda/ui/motion';

const cards = ref<string[]>([]);

/** A board with one row of cards in a MotionGroup, moving or not. */
const boardMoving = (moving: boolean) =>
  defineComponent({
    setup() {
      provideMotion(() => moving);
      return () =>
        h('div', { class: 'board' }, [
          h(MotionGroup, { tag: 'div', name: 'hf-field', class: 'row' }, () => cards.value.map((c) => h('span', { key: c, class: 'card' }, c))),
        ]);
    },
  });

async function addCardTo(moving: boolean) {
  cards.value = ['jan-bright'];
  // Test Utils stands in plain stubs for Vue's transitions unless told not to.
  const wrapper = mount(boardMoving(moving), { global: { stubs: { transition: false, 'transition-group': false } } });
  cards.value = ['jan-bright', 'feb-animal'];
  await nextTick();
  return wrapper;
}

describe('the cards of a group', () => {
  it('come in with their transition while animations are on', async () => {
    const wrapper = await addCardTo(true);
    expect(wrapper.findAll('.row .card').at(1)!.classes()).toContain('hf-field-enter-active');
  });

  it('come in as plain elements, with no transition, while animations are off', async () => {
    const wrapper = await addCardTo(false);
    const row = wrapper.get('.row');
    expect(row.findAll('.card').map((c) => c.text())).toEqual(['jan-bright', 'feb-animal']);
    expect(row.findAll('.card').at(1)!.classes()).toEqual(['card']);
    expect(row.attributes('name')).toBeUndefined();
  });

  it('leave at once while animations are off', async () => {
    const wrapper = await addCardTo(false);
    cards.value = ['feb-animal'];
    await nextTick();
    expect(wrapper.findAll('.row .card').map((c) => c.text())).toEqual(['feb-animal']);
  });
});
