/**
 * "Dealt Rounds": a test-only game on the kernel whose every round is dealt afresh from the state's
 * random stream, as Hanamikoji's rounds and Koi-Koi's months are (Tiny Bids deals once, at setup).
 * Twelve cards c1..c12 are shuffled each round: one to each player, unseen by the other, ten set
 * aside unseen by both (so many that two deals from two random streams are never the same). Player 0 leads their card face up, player 1 follows with theirs; the higher card
 * wins the round. The player with more rounds won after three wins the game.
 */
import { z } from 'zod';
import { defineDeck } from '../../../src/framework/deck';
import type { Game, PlayerId } from '../../../src/framework/game';
import { kernelRules, kernelViews, outcomeByScores } from '../../../src/framework/kernel-parts';
import { Rng, type RngState } from '../../../src/framework/rng';
import { stableStringify } from '../../../src/framework/stable-json';
import { defineTurns } from '../../../src/framework/turns';
import { zoneFields } from '../../../src/framework/zone-fields';
import { defineZones, playerZones, type SeenZones } from '../../../src/framework/zone-table';

type Pair<T> = readonly [T, T];

export interface RoundsState {
  readonly rng: RngState;
  readonly round: number;
  readonly hands: Pair<readonly string[]>;
  readonly aside: readonly string[];
  readonly table: Pair<readonly string[]>;
  readonly wins: Pair<number>;
}
export type RoundsMove = { readonly type: 'lead' } | { readonly type: 'follow' };
export interface RoundsView extends Pick<RoundsState, 'round' | 'wins'> {
  readonly me: PlayerId;
  readonly toAct: PlayerId | null;
  readonly zones: SeenZones<string>;
}

const ROUNDS = 3;
const deck = defineDeck(Array.from({ length: 12 }, (_, i) => ({ id: `c${i + 1}` })));
const field = zoneFields<RoundsState, string>();
const zones = defineZones<RoundsState, string, PlayerId>(deck, [
  ...playerZones<RoundsState, string, PlayerId>('hand', { sight: { owner: 'cards', others: 'count' }, order: 'sorted', ...field.playerCards('hands') }),
  { name: 'aside', owner: null, sight: 'nothing', order: 'loose', ...field.cards('aside') },
  ...playerZones<RoundsState, string, PlayerId>('table', { sight: 'cards', order: 'table', ...field.playerCards('table') }),
]);
const turns = defineTurns<RoundsState, PlayerId>({
  phaseOf: (s) => (s.round > ROUNDS ? 'over' : s.table[0].length === 0 ? 'lead' : 'follow'),
  phases: {
    lead: { actor: () => 0, moves: ['lead'], next: ['follow'] },
    follow: { actor: () => 1, moves: ['follow'], next: ['lead', 'over'] },
  },
  over: 'over',
  roundOf: (s) => s.round,
});

/** A round's deal: all twelve cards shuffled from the random stream. */
const deal = (rng: Rng): Pick<RoundsState, 'hands' | 'aside' | 'table'> => {
  const [a, b, ...aside] = deck.shuffled(rng) as [string, string, ...string[]];
  return { hands: [[a], [b]], aside, table: [[], []] };
};
const value = (card: string | undefined): number => Number(card?.slice(1));

const emptyTable = (): RoundsState => ({ rng: [0, 0, 0, 0], round: 1, hands: [[], []], aside: [], table: [[], []], wins: [0, 0] });
const rules = kernelRules({
  turns,
  emptyTable,
  dealt: (_options: object, rng) => deal(rng),
  moveSchema: z.discriminatedUnion('type', [z.object({ type: z.literal('lead') }), z.object({ type: z.literal('follow') })]),
  movesFor: (s): RoundsMove[] => [{ type: s.table[0].length === 0 ? 'lead' : 'follow' }],
  checkMove: () => null,
});
const views = kernelViews({
  zones,
  publicFields: ['round', 'wins'],
  emptyTable,
  view: (s, me: PlayerId, seen): RoundsView => ({ me, toAct: turns.toAct(s), zones: seen, round: s.round, wins: s.wins }),
  seenIn: (view) => view.zones,
});

export const dealtRounds: Game<RoundsState, RoundsMove, RoundsView, object> = {
  id: 'dealt-rounds',
  title: { en: 'Dealt Rounds', ja: '配り直し', de: 'Neu gegeben' },
  description: { en: 'A test-only game.', ja: 'テスト専用のゲーム。', de: 'Ein Spiel nur für Tests.' },
  art: '<svg xmlns="http://www.w3.org/2000/svg"/>',
  optionsSchema: z.object({}),
  optionSpecs: [],
  presets: [{ id: 'standard', label: { en: 'Standard', ja: '標準', de: 'Standard' }, options: {} }],
  ...rules,
  ...views,
  apply(s, move) {
    if (move.type === 'lead') return zones.move(s, 'hand0', 'table0', s.hands[0]);
    const shown = zones.move(s, 'hand1', 'table1', s.hands[1]);
    const won = value(shown.table[0][0]) > value(shown.table[1][0]) ? 0 : 1;
    const wins: Pair<number> = won === 0 ? [s.wins[0] + 1, s.wins[1]] : [s.wins[0], s.wins[1] + 1];
    if (s.round === ROUNDS) return { ...shown, wins, round: s.round + 1 };
    const rng = new Rng(s.rng);
    return { ...shown, ...deal(rng), wins, round: s.round + 1, rng: rng.state };
  },
  outcome: (s) => (s.round > ROUNDS ? outcomeByScores(s.wins, 'rounds') : null),
  moveKey: (m) => m.type,
  infoKey: (s, p) => stableStringify(views.viewFor(s, p)),
  describeEvent: () => '',
};
