/**
 * What the review, replay and practice tests share: a finished Tiny Bids game as the history keeps it (with a
 * stored review), and a board that remembers every instance mounted and the props it was last given.
 */
import { defineComponent, h, onMounted } from 'vue';
import { Match } from '../../src/framework/match';
import type { PlayerId } from '../../src/framework/game';
import type { SaveMeta } from '../../src/framework/save';
import { decisionIndices } from '../../src/framework/review';
import { finishedMatch } from '../../src/renderer/play/finished';
import { REVIEW_VERSION, type FinishedMatch } from '../../src/shared/records';
import { tinyGame } from '../support/tiny-game';

export interface ShownBoard {
  /** Which instance this is, counted from 1 over the test. */
  readonly instance: number;
  readonly props: Record<string, unknown>;
}

/** Every board mounted, in order; `boards.at(-1)` is the one on the screen. */
export const boards: ShownBoard[] = [];

/** A board that shows nothing but records each mount and the props it holds. */
export const RecordingBoard = defineComponent({
  name: 'RecordingBoard',
  inheritAttrs: false,
  props: {
    view: { type: Object, default: null },
    viewer: { type: Number, required: true },
    legalMoves: { type: Array, required: true },
    names: { type: Array, required: true },
    thinking: Boolean,
    animationMs: { type: Number, required: true },
    showLabels: Boolean,
    hint: { type: Object, default: null },
    twoPlayer: Boolean,
    summaries: { type: String, required: true },
  },
  setup(props) {
    const shown = { instance: boards.length + 1, props };
    onMounted(() => boards.push(shown));
    return () => h('div', { 'data-testid': 'recording-board', 'data-instance': String(shown.instance) });
  },
});

/** Tiny Bids played to its end, always bidding the lowest card, seen from `seat` against `opponent` ("human": hot seat). */
export function finishedTiny(opponent: string, seat: PlayerId = 0, finishedAt = '2026-11-21T10:20:00.000Z'): FinishedMatch {
  let match = Match.start(tinyGame, tinyGame.optionsSchema.parse({}), 7);
  while (match.toAct() !== null) match = match.play(match.legalMovesFor(match.toAct() as PlayerId)[0]!);
  const bot = { kind: 'bot' as const, level: opponent };
  const seats: SaveMeta['seats'] = opponent === 'human' ? [{ kind: 'human' }, { kind: 'human' }] : seat === 0 ? [{ kind: 'human' }, bot] : [bot, { kind: 'human' }];
  const record = finishedMatch(match, { seats, presetId: 'standard', startedAt: '2026-11-21T10:00:00.000Z', savedAt: '2026-11-21T10:00:00.000Z' }, new Date(finishedAt));
  if (!record) throw new Error('the tiny game did not finish');
  const reviewed: PlayerId[] = opponent === 'human' ? [0, 1] : [seat];
  // Every decision gave up 20 points against a different bid, so each is a mistake worth practising.
  const decisions = decisionIndices(match, reviewed).map((index, k) => {
    const { player, move } = match.moves[index] as { player: PlayerId; move: { type: 'bid'; card: string } };
    const other = tinyGame.legalMoves(match.states[index]!).find((m) => m.card !== move.card) ?? move;
    return { index, player, round: match.states[index]!.revealed.length + 1, move, best: other, winChance: 0.3 + k / 100, winChanceBest: 0.5 + k / 100 };
  });
  return { ...record, review: { version: REVIEW_VERSION, budgetMs: 300, seats: reviewed, decisions } };
}
