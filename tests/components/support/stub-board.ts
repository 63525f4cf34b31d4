/** A board that follows the board contract and shows only what it is given: one button per legal move. */
import { defineComponent, h, type PropType } from 'vue';

export const StubBoard = defineComponent({
  name: 'StubBoard',
  props: {
    view: { type: Object, required: true },
    viewer: { type: Number, required: true },
    legalMoves: { type: Array as PropType<{ card: string }[]>, required: true },
    names: { type: Array as PropType<string[]>, required: true },
    thinking: Boolean,
    animationMs: { type: Number, required: true },
    showLabels: Boolean,
    hint: { type: Object, default: null },
    twoPlayer: Boolean,
  },
  emits: ['move', 'new-game', 'leave'],
  setup(props, { emit }) {
    return () =>
      h('div', { 'data-testid': 'board', 'data-viewer': String(props.viewer) }, [
        h('p', { class: 'hand' }, JSON.stringify((props.view as { zones: Record<string, { cards: string[] }> }).zones[`hand${props.viewer}`]?.cards)),
        ...props.legalMoves.map((m) => h('button', { class: 'move', onClick: () => emit('move', m) }, m.card)),
      ]);
  },
});
