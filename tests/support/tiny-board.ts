/**
 * The tiny game's board: follows the board contract and shows only what it is given — every seat's name, the
 * viewer's hand and one button per legal move, drawn large when the game's own "big cards" setting is on —
 * and, at the table, a Next round button once a round's bids are turned up.
 */
import { defineComponent, h, ref, type PropType } from 'vue';
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
    summaries: { type: String, default: 'never' },
  },
  emits: ['move', 'new-game', 'leave', 'round-closed'],
  setup(props, { emit }) {
    const settings = useGameSettings<TinySettings>();
    const view = () => props.view as { zones: Record<string, { cards: string[] }>; revealed: unknown[]; toAct: number | null };
    /** The rounds whose end the player has seen; the table waits for Next round after each. */
    const closed = ref(view().revealed.length);
    const roundEnded = () => props.summaries === 'play' && view().toAct !== null && view().revealed.length > closed.value;
    const nextRound = () => {
      closed.value = view().revealed.length;
      emit('round-closed');
    };
    return () =>
      h('div', { 'data-testid': 'board', 'data-viewer': String(props.viewer), 'data-over': String(view().toAct === null), class: { big: settings?.value.bigCards === true } }, [
        h('ul', { class: 'seats' }, props.names.map((name, seat) => h('li', { 'data-seat': String(seat) }, name))),
        h('p', { class: 'hand' }, JSON.stringify(view().zones[`hand${props.viewer}`]?.cards)),
        ...props.legalMoves.map((m) => h('button', { class: 'move', onClick: () => emit('move', m) }, m.card)),
        ...(roundEnded() ? [h('button', { class: 'next-round', 'data-testid': 'next-round', onClick: nextRound }, 'Next round')] : []),
      ]);
  },
});

export default TinyBoard;
