/**
 * "Tiny Bids": a test-only game that exercises every part of the framework contract, written on the
 * kernel (deck, zones with declared visibility, turn machine, derived parts) the way a newcomer would.
 * Eight bid cards b1..b8 are shuffled; each player gets three (hidden from the other), two stay
 * hidden in the pool. Prize cards p1..p4 are shuffled face down; one is turned up each round.
 * Player 0 bids face down, then player 1 bids (a decision on the other's turn); the higher bid
 * takes the prize, a tie discards it. After three rounds the larger prize total wins.
 */
import { z } from 'zod';
import { deal, defineDeck, draw } from '../../src/framework/deck';
import type { Game, Lang, PlayerId } from '../../src/framework/game';
import { ismctsBot } from '../../src/framework/ismcts-bot';
import { cardsIn, kernelRules, kernelViews, outcomeByScores } from '../../src/framework/kernel-parts';
import type { RngState } from '../../src/framework/rng';
import { stableStringify } from '../../src/framework/stable-json';
import { defineTurns } from '../../src/framework/turns';
import { zoneFields } from '../../src/framework/zone-fields';
import { defineZones, playerZones, withSide, type SeenZones } from '../../src/framework/zone-table';

type Pair<T> = readonly [T, T];

export interface TinyState {
  readonly rng: RngState;
  readonly hands: Pair<readonly string[]>;
  readonly pool: readonly string[];
  /** Face down, index 0 on top. */
  readonly prizes: readonly string[];
  readonly prize: string | null;
  readonly firstBid: string | null;
  readonly won: Pair<readonly string[]>;
  /** Every bid revealed so far, first bidder's first. */
  readonly revealed: readonly Pair<string>[];
  /** Prizes thrown away on tied bids (face up). */
  readonly discarded: readonly string[];
  readonly tieGoesTo: 'nobody' | 'first';
}

export type TinyMove = { readonly type: 'bid'; readonly card: string };
/** The one option, kept in the state for the rules. */
type TinyOptions = Pick<TinyState, 'tieGoesTo'>;
/** What a player sees: who they are, who acts, the zones as the kernel shows them, the tie rule and the bids turned up. */
export interface TinyView extends Pick<TinyState, 'tieGoesTo' | 'revealed'> {
  readonly me: PlayerId;
  readonly toAct: PlayerId | null;
  readonly zones: SeenZones<string>;
}

const value = (card: string): number => Number(card.slice(1));
const total = (cards: readonly string[]): number => cards.reduce((s, c) => s + value(c), 0);
const BIDS = ['b1', 'b2', 'b3', 'b4', 'b5', 'b6', 'b7', 'b8'];
const PRIZES = ['p1', 'p2', 'p3', 'p4'];
const deck = defineDeck([...BIDS, ...PRIZES].map((id) => ({ id })));

const field = zoneFields<TinyState, string>();
export const tinyZones = defineZones<TinyState, string, PlayerId>(deck, [
  ...playerZones<TinyState, string, PlayerId>('hand', { sight: { owner: 'cards', others: 'count' }, order: 'sorted', ...field.playerCards('hands') }),
  { name: 'firstBid', owner: 0, sight: { owner: 'cards', others: 'count' }, order: 'loose', ...field.card('firstBid') },
  { name: 'pool', owner: null, sight: 'nothing', order: 'loose', ...field.cards('pool') },
  { name: 'prizes', owner: null, sight: 'count', order: 'pile', ...field.cards('prizes') },
  { name: 'prize', owner: null, sight: 'cards', order: 'table', ...field.card('prize') },
  ...playerZones<TinyState, string, PlayerId>('won', { sight: 'cards', order: 'table', ...field.playerCards('won') }),
  { name: 'discarded', owner: null, sight: 'cards', order: 'table', ...field.cards('discarded') },
  // Bids turned up lie in pairs, a structure the kernel cannot rebuild: the views carry them whole.
  { name: 'revealed', owner: null, sight: 'cards', order: 'table', read: (s) => s.revealed.flat() },
]);

const turns = defineTurns<TinyState, PlayerId>({
  phaseOf: (s) => (s.prize === null ? 'over' : s.firstBid === null ? 'first-bid' : 'answer'),
  phases: {
    'first-bid': { actor: () => 0, moves: ['bid'], next: ['answer'] },
    answer: { actor: () => 1, moves: ['bid'], next: ['first-bid', 'over'] },
  },
  over: 'over',
  roundOf: (s) => s.revealed.length + 1,
});

const emptyTable = (): TinyState => ({
  rng: [0, 0, 0, 0], hands: [[], []], pool: [], prizes: [], prize: null, firstBid: null, won: [[], []], revealed: [], discarded: [], tieGoesTo: 'nobody',
});
// setup, toAct, legalMoves and validate, derived from the phases, the deal and the one rule of a bid:
const rules = kernelRules({
  turns,
  emptyTable,
  dealt: (options: TinyOptions, rng): Partial<TinyState> => {
    const [[hand0 = [], hand1 = []], pool] = deal(rng.shuffle(BIDS), 2, 3);
    const [[prize = null], prizes] = draw(rng.shuffle(PRIZES), 1);
    return { hands: [deck.sorted(hand0), deck.sorted(hand1)], pool, prizes, prize, tieGoesTo: options.tieGoesTo };
  },
  moveSchema: z.object({ type: z.literal('bid'), card: z.string() }),
  movesFor: (s, p) => s.hands[p].map((card) => ({ type: 'bid', card }) as const),
  checkMove: (s, move, p) => (s.hands[p].includes(move.card) ? null : { code: 'not-in-hand', message: `${move.card} is not in your hand.` }),
});
// viewFor, viewToAct, determinize and sampleState, derived from the zones and the view's shape:
const views = kernelViews({
  zones: tinyZones,
  publicFields: ['tieGoesTo', 'revealed'],
  emptyTable,
  view: (s, me: PlayerId, seen): TinyView => ({ me, toAct: turns.toAct(s), zones: seen, tieGoesTo: s.tieGoesTo, revealed: s.revealed }),
  seenIn: (view) => view.zones,
});

/** A bid in the log, by "you" or the opponent, its card named once it is face up. */
const BID: Readonly<Record<Lang, (you: boolean, card: string | null | undefined) => string>> = {
  en: (you, card) => `${you ? 'You' : 'Opponent'} bid ${card ?? 'face down'}.`,
  ja: (you, card) => `${you ? 'あなた' : '相手'}が${card ? `${card}で` : '伏せて'}入札しました。`,
  de: (you, card) => `${you ? 'Du hast' : 'Der Gegner hat'} ${card ?? 'verdeckt'} geboten.`,
};

export const tinyGame: Game<TinyState, TinyMove, TinyView, TinyOptions> = {
  id: 'tiny',
  title: { en: 'Tiny Bids', ja: 'ちいさな入札', de: 'Kleine Gebote' },
  description: { en: 'A test-only bidding game.', ja: 'テスト専用の入札ゲーム。', de: 'Ein Bietspiel nur für Tests.' },
  art: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>',
  optionsSchema: z.object({ tieGoesTo: z.enum(['nobody', 'first']).default('nobody') }),
  optionSpecs: [
    {
      key: 'tieGoesTo',
      label: { en: 'Ties', ja: '同点', de: 'Gleichstand' },
      help: { en: 'Who takes the prize on equal bids.', ja: '同じ入札のとき賞品を取る人。', de: 'Wer bei gleichen Geboten den Preis bekommt.' },
      choices: { nobody: { en: 'Nobody', ja: 'なし', de: 'Niemand' }, first: { en: 'First bidder', ja: '先手', de: 'Wer zuerst bietet' } },
    },
  ],
  presets: [
    { id: 'standard', label: { en: 'Standard', ja: '標準', de: 'Standard' }, options: {} },
    { id: 'first-wins-ties', label: { en: 'First wins ties', ja: '同点は先手', de: 'Bei Gleichstand gewinnt, wer zuerst bietet' }, options: { tieGoesTo: 'first' } },
  ],
  ...rules,
  ...views,
  apply(s, move) {
    if (s.firstBid === null) return tinyZones.move(s, 'hand0', 'firstBid', [move.card]);
    const diff = value(s.firstBid) - value(move.card);
    const winner: PlayerId | null = diff > 0 ? 0 : diff < 0 ? 1 : s.tieGoesTo === 'first' ? 0 : null;
    const bidsShown: TinyState = { ...s, hands: withSide(s.hands, 1, s.hands[1].filter((c) => c !== move.card)), firstBid: null, revealed: [...s.revealed, [s.firstBid, move.card]] };
    const prizeGone = tinyZones.move(bidsShown, 'prize', winner === null ? 'discarded' : `won${winner}`, [s.prize as string]);
    return prizeGone.prizes.length === 0 || prizeGone.hands[0].length === 0 ? prizeGone : tinyZones.move(prizeGone, 'prizes', 'prize', [prizeGone.prizes[0] as string]);
  },
  outcome: (s) => (s.prize !== null ? null : outcomeByScores([total(s.won[0]), total(s.won[1])], 'prizes')),
  moveKey: (m) => m.card,
  // What a player knows is their view, written out (a game the search must be fast for writes a compact key).
  infoKey: (s, p) => stableStringify(views.viewFor(s, p)),
  describeEvent: (event, _before, after, viewer, lang) => {
    // The first bid goes face down; the answer turns both bids up, the answer last.
    const card = event.player === 0 ? event.changes.find((c) => c.zone === 'firstBid')?.added[0] : after.revealed.at(-1)?.[1];
    return BID[lang](event.player === viewer, card);
  },
  bots: {
    hard: () => ismctsBot(tinyGame, { iterations: 200 }),
    // Bids its highest card on the big prizes and its lowest otherwise.
    greedy: () => ({
      name: 'greedy',
      choose: ({ view, legalMoves }) => {
        const sorted = [...legalMoves].sort((a, b) => value(a.card) - value(b.card));
        const big = cardsIn(view.zones, 'prize').some((c) => value(c) >= 3);
        return (big ? sorted[sorted.length - 1] : sorted[0]) as TinyMove;
      },
    }),
  },
};

export default tinyGame;
