/**
 * "Tiny Bids": a test-only game that exercises every part of the framework contract.
 * Eight bid cards b1..b8 are shuffled; each player gets three (hidden from the other), two stay
 * hidden in the pool. Prize cards p1..p4 are shuffled face down; one is turned up each round.
 * Player 0 bids face down, then player 1 bids (a decision on the other's turn); the higher bid
 * takes the prize, a tie discards it. After three rounds the larger prize total wins.
 */
import { z } from 'zod';
import type { Game, Lang, MoveError, PlayerId } from '../../src/framework/game';
import { other } from '../../src/framework/game';
import { Rng, type RngState } from '../../src/framework/rng';
import { removeCards } from '../../src/framework/zones';
import { stableStringify } from '../../src/framework/stable-json';
import { ismctsBot } from '../../src/framework/ismcts-bot';

export interface TinyState {
  readonly rng: RngState;
  readonly hands: readonly [readonly string[], readonly string[]];
  readonly pool: readonly string[];
  readonly prizes: readonly string[];
  readonly prize: string | null;
  readonly firstBid: string | null;
  readonly won: readonly [readonly string[], readonly string[]];
  readonly lastReveal: readonly [string, string] | null;
  readonly revealed: readonly (readonly [string, string])[];
  readonly discarded: readonly string[];
  readonly tieGoesTo: 'nobody' | 'first';
}

export type TinyMove = { readonly type: 'bid'; readonly card: string };

export interface TinyView {
  readonly me: PlayerId;
  readonly hand: readonly string[];
  readonly opponentHandSize: number;
  readonly prize: string | null;
  readonly prizesLeft: number;
  readonly firstBidMade: boolean;
  readonly myFirstBid: string | null;
  readonly won: readonly [readonly string[], readonly string[]];
  readonly lastReveal: readonly [string, string] | null;
  /** Every bid revealed so far, first bidder's first. */
  readonly revealed: readonly (readonly [string, string])[];
  /** Prizes thrown away on tied bids (face up). */
  readonly discarded: readonly string[];
  readonly tieGoesTo: 'nobody' | 'first';
  readonly toAct: PlayerId | null;
}

const optionsSchema = z.object({ tieGoesTo: z.enum(['nobody', 'first']).default('nobody') });
type TinyOptions = z.infer<typeof optionsSchema>;

const value = (card: string): number => Number(card.slice(1));
const total = (cards: readonly string[]): number => cards.reduce((s, c) => s + value(c), 0);

function toAct(s: TinyState): PlayerId | null {
  if (s.prize === null) return null;
  return s.firstBid === null ? 0 : 1;
}

function setup(options: TinyOptions, seed: number): TinyState {
  const rng = Rng.fromSeed(seed);
  const bids = rng.shuffle(['b1', 'b2', 'b3', 'b4', 'b5', 'b6', 'b7', 'b8']);
  const prizes = rng.shuffle(['p1', 'p2', 'p3', 'p4']);
  return {
    rng: rng.state,
    hands: [bids.slice(0, 3).sort(), bids.slice(3, 6).sort()],
    pool: bids.slice(6),
    prize: prizes[0] as string,
    prizes: prizes.slice(1),
    firstBid: null,
    won: [[], []],
    lastReveal: null,
    revealed: [],
    discarded: [],
    tieGoesTo: options.tieGoesTo,
  };
}

function validate(s: TinyState, move: unknown): MoveError | null {
  const p = toAct(s);
  if (p === null) return { code: 'game-over', message: 'The game is over.' };
  const parsed = moveSchema.safeParse(move);
  if (!parsed.success) return { code: 'malformed', message: 'A move is { type: "bid", card }.' };
  if (!s.hands[p].includes(parsed.data.card)) return { code: 'not-in-hand', message: `${parsed.data.card} is not in your hand.` };
  return null;
}

function apply(s: TinyState, move: TinyMove): TinyState {
  const p = toAct(s) as PlayerId;
  const hands: [readonly string[], readonly string[]] = [s.hands[0], s.hands[1]];
  hands[p] = removeCards(s.hands[p], [move.card]);
  if (p === 0) return { ...s, hands, firstBid: move.card };
  const first = s.firstBid as string;
  const diff = value(first) - value(move.card);
  const winner: PlayerId | null = diff > 0 ? 0 : diff < 0 ? 1 : s.tieGoesTo === 'first' ? 0 : null;
  const won: [readonly string[], readonly string[]] = [s.won[0], s.won[1]];
  if (winner !== null) won[winner] = [...won[winner], s.prize as string];
  const done = hands[0].length === 0;
  return {
    ...s,
    hands,
    won,
    firstBid: null,
    lastReveal: [first, move.card],
    revealed: [...s.revealed, [first, move.card]],
    discarded: winner === null ? [...s.discarded, s.prize as string] : s.discarded,
    prize: done ? null : (s.prizes[0] as string),
    prizes: done ? s.prizes : s.prizes.slice(1),
  };
}

function viewFor(s: TinyState, me: PlayerId): TinyView {
  return {
    me,
    hand: s.hands[me],
    opponentHandSize: s.hands[other(me)].length,
    prize: s.prize,
    prizesLeft: s.prizes.length,
    firstBidMade: s.firstBid !== null,
    myFirstBid: me === 0 ? s.firstBid : null,
    won: s.won,
    lastReveal: s.lastReveal,
    revealed: s.revealed,
    discarded: s.discarded,
    tieGoesTo: s.tieGoesTo,
    toAct: toAct(s),
  };
}

const ALL_BIDS = ['b1', 'b2', 'b3', 'b4', 'b5', 'b6', 'b7', 'b8'];
const ALL_PRIZES = ['p1', 'p2', 'p3', 'p4'];

function sampleState(v: TinyView, rng: Rng): TinyState {
  const seenBids = [...v.hand, ...v.revealed.flat(), ...(v.myFirstBid ? [v.myFirstBid] : [])];
  const unseenBids = rng.shuffle(ALL_BIDS.filter((b) => !seenBids.includes(b)));
  const oppHand = unseenBids.splice(0, v.opponentHandSize).sort();
  const hiddenFirstBid = v.firstBidMade && v.myFirstBid === null ? (unseenBids.pop() as string) : null;
  const seenPrizes = [...v.won[0], ...v.won[1], ...v.discarded, ...(v.prize ? [v.prize] : [])];
  const unseenPrizes = rng.shuffle(ALL_PRIZES.filter((p) => !seenPrizes.includes(p)));
  const hands: [readonly string[], readonly string[]] = v.me === 0 ? [v.hand, oppHand] : [oppHand, v.hand];
  return {
    rng: rng.fork().state,
    hands,
    pool: unseenBids,
    prize: v.prize,
    prizes: unseenPrizes.slice(0, v.prizesLeft),
    firstBid: v.myFirstBid ?? hiddenFirstBid,
    won: v.won,
    lastReveal: v.lastReveal,
    revealed: v.revealed,
    discarded: v.discarded,
    tieGoesTo: v.tieGoesTo,
  };
}

const moveSchema = z.object({ type: z.literal('bid'), card: z.string() });

const say = (lang: Lang, en: string, ja: string): string => (lang === 'ja' ? ja : en);

export const tinyGame: Game<TinyState, TinyMove, TinyView, TinyOptions> = {
  id: 'tiny',
  title: { en: 'Tiny Bids', ja: 'ちいさな入札' },
  description: { en: 'A test-only bidding game.', ja: 'テスト専用の入札ゲーム。' },
  art: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>',
  optionsSchema,
  optionSpecs: [
    {
      key: 'tieGoesTo',
      label: { en: 'Ties', ja: '同点' },
      help: { en: 'Who takes the prize on equal bids.', ja: '同じ入札のとき賞品を取る人。' },
      choices: { nobody: { en: 'Nobody', ja: 'なし' }, first: { en: 'First bidder', ja: '先手' } },
    },
  ],
  presets: [
    { id: 'standard', label: { en: 'Standard', ja: '標準' }, options: {} },
    { id: 'first-wins-ties', label: { en: 'First wins ties', ja: '同点は先手' }, options: { tieGoesTo: 'first' } },
  ],
  setup,
  toAct,
  legalMoves: (s) => {
    const p = toAct(s);
    return p === null ? [] : s.hands[p].map((card) => ({ type: 'bid', card }) as const);
  },
  validate,
  apply,
  outcome: (s) => {
    if (s.prize !== null) return null;
    const scores = [total(s.won[0]), total(s.won[1])] as const;
    const winner = scores[0] > scores[1] ? 0 : scores[1] > scores[0] ? 1 : null;
    return { winner, scores, reason: 'prizes' };
  },
  viewFor,
  viewToAct: (v) => v.toAct,
  determinize: (s, p, rng) => sampleState(viewFor(s, p), rng),
  sampleState,
  moveKey: (m) => m.card,
  infoKey: (s, p) => stableStringify(viewFor(s, p)),
  describeMove: (before, move, _after, viewer, lang) => {
    const p = toAct(before) as PlayerId;
    const who = p === viewer ? say(lang, 'You', 'あなた') : say(lang, 'Opponent', '相手');
    if (p === 0 && viewer !== 0) return say(lang, `${who} bid face down.`, `${who}が伏せて入札しました。`);
    return say(lang, `${who} bid ${move.card}.`, `${who}が${move.card}で入札しました。`);
  },
  moveSchema,
  bots: {
    hard: () => ismctsBot(tinyGame, { iterations: 200 }),
    // Bids its highest card on the big prizes and its lowest otherwise.
    greedy: () => ({
      name: 'greedy',
      choose: ({ view, legalMoves }) => {
        const sorted = [...legalMoves].sort((a, b) => value(a.card) - value(b.card));
        const big = view.prize !== null && value(view.prize) >= 3;
        return (big ? sorted[sorted.length - 1] : sorted[0]) as TinyMove;
      },
    }),
  },
};

export default tinyGame;
