/**
 * The tiny game's board: follows the board contract and shows only what it is given — the viewer's hand
 * and one button per legal move — drawn large when the game's own "big cards" setting is on.
 */
import { defineComponent, h, type PropType } from 'vue';
import { useGameSettings } from '../../src/plugin-api/ui/game-settings';
import type { TinySettings } from './tiny-ui';

const TinyBoard = defineComponent({
  name: 'TinyBoard',
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
    const settings = useGameSettings<TinySettings>();
    return () =>
      h('div', { 'data-testid': 'board', 'data-viewer': String(props.viewer), class: { big: settings?.value.bigCards === true } }, [
        h('p', { class: 'hand' }, JSON.stringify((props.view as { zones: Record<string, { cards: string[] }> }).zones[`hand${props.viewer}`]?.cards)),
        ...props.legalMoves.map((m) => h('button', { class: 'move', onClick: () => emit('move', m) }, m.card)),
      ]);
  },
});

export default TinyBoard;
