/**
 * "Tiny Bids": a test-only game that exercises every part of the framework contract, written on the
 * kernel (deck, zones with declared visibility, turn machine, derived parts) the way a newcomer would,
 * for two to four players (option `players`). Each player gets three bid cards (hidden from the others)
 * from b1 … b(3n+2); two more stay hidden in the pool, and the bid cards a smaller table does not use lie
 * face up in the box. Prize cards p1..p4 are shuffled face down; one is turned up each round. The
 * players bid in seat order, face down, until the last one's bid turns every bid up (a decision on
 * another's turn); the highest bid takes the prize, a tie for it discards it (or, under the tie rule,
 * gives it to the first bidder among the tied). After three rounds the largest prize total wins.
 */
import { z } from 'zod';
import { deal, defineDeck, draw } from '../../src/framework/deck';
import type { Game, Lang, Seat } from '../../src/framework/game';
import { ismctsBot } from '../../src/framework/ismcts-bot';
import { cardsIn, kernelRules, kernelViews, outcomeByScores } from '../../src/framework/kernel-parts';
import type { RngState } from '../../src/framework/rng';
import { MAX_SEATS, seatsOf } from '../../src/framework/seats';
import { stableStringify } from '../../src/framework/stable-json';
import { defineTurns } from '../../src/framework/turns';
import { zoneFields } from '../../src/framework/zone-fields';
import { defineZones, playerZones, withSeat, type SeenZones, type ZoneDecl } from '../../src/framework/zone-table';

export interface TinyState {
  readonly rng: RngState;
  /** How many sit at the table: 2, 3 or 4. */
  readonly players: number;
  /** Each seat's hand, by seat (a seat the table lacks holds none). */
  readonly hands: readonly (readonly string[])[];
  readonly pool: readonly string[];
  /** Bid cards a table of fewer than four does not use, face up. */
  readonly box: readonly string[];
  /** Face down, index 0 on top. */
  readonly prizes: readonly string[];
  readonly prize: string | null;
  /** This round's face-down bids by seat, until the last seat's bid turns them up (null: not bid yet). */
  readonly bids: readonly (string | null)[];
  readonly won: readonly (readonly string[])[];
  /** Every round's bids once turned up, by seat. */
  readonly revealed: readonly (readonly string[])[];
  /** Prizes thrown away on tied bids (face up). */
  readonly discarded: readonly string[];
  readonly tieGoesTo: 'nobody' | 'first';
}

export type TinyMove = { readonly type: 'bid'; readonly card: string };
/** The options, kept in the state for the rules. */
type TinyOptions = Pick<TinyState, 'tieGoesTo'> & {
  /** Absent from the options of a game recorded before tables of three and four: two. */
  readonly players?: 2 | 3 | 4;
};
/** What a player sees: who they are, who acts, the zones as the kernel shows them, the table's size, the tie rule and the bids turned up. */
export interface TinyView extends Pick<TinyState, 'tieGoesTo' | 'revealed' | 'players'> {
  readonly me: Seat;
  readonly toAct: Seat | null;
  readonly zones: SeenZones<string>;
}

const value = (card: string): number => Number(card.slice(1));
const total = (cards: readonly string[]): number => cards.reduce((s, c) => s + value(c), 0);
const HAND_SIZE = 3;
const POOL_SIZE = 2;
const BIDS = Array.from({ length: HAND_SIZE * MAX_SEATS + POOL_SIZE }, (_, i) => `b${i + 1}`);
const PRIZES = ['p1', 'p2', 'p3', 'p4'];
const deck = defineDeck([...BIDS, ...PRIZES].map((id) => ({ id })));

const field = zoneFields<TinyState, string>();
/** The zone of a seat's face-down bid: `firstBid` for seat 0 (its name from the two-player game), then `bid1`, `bid2`. */
const bidZoneName = (p: Seat): string => (p === 0 ? 'firstBid' : `bid${p}`);
/** A seat's face-down bid of this round, as a zone (empty while the seat has not bid). The last seat's bid is never face down. */
const bidZones = seatsOf(MAX_SEATS - 1).map(
  (p): ZoneDecl<TinyState, string> => ({
    name: bidZoneName(p),
    owner: p,
    sight: { owner: 'cards', others: 'count' },
    order: 'loose',
    read: (s) => {
      const card = s.bids[p] ?? null;
      return card === null ? [] : [card];
    },
    write: (d, cards) => {
      if (p < d.players - 1) d.bids = withSeat(d.bids, p, cards[0] ?? null, null);
      else if (cards.length > 0) throw new Error(`no seat ${p} bids face down at a table of ${d.players}`);
    },
  }),
);
/** Each seat's entry of a list by seat; a seat the table lacks has none (its zone stays empty). */
const seatCards = (key: 'hands' | 'won') => ({
  read: (s: TinyState, p: Seat): readonly string[] => s[key][p] ?? [],
  write: (d: { players: number; hands: TinyState['hands']; won: TinyState['won'] }, p: Seat, cards: string[]) => {
    if (p < d.players) d[key] = withSeat<readonly string[]>(d[key], p, cards, []);
    else if (cards.length > 0) throw new Error(`no seat ${p} at a table of ${d.players}`);
  },
});
export const tinyZones = defineZones<TinyState, string>(deck, [
  ...playerZones<TinyState, string>('hand', { sight: { owner: 'cards', others: 'count' }, order: 'sorted', ...seatCards('hands') }, MAX_SEATS),
  ...bidZones,
  { name: 'pool', owner: null, sight: 'nothing', order: 'loose', ...field.cards('pool') },
  { name: 'box', owner: null, sight: 'cards', order: 'table', ...field.cards('box') },
  { name: 'prizes', owner: null, sight: 'count', order: 'pile', ...field.cards('prizes') },
  { name: 'prize', owner: null, sight: 'cards', order: 'table', ...field.card('prize') },
  ...playerZones<TinyState, string>('won', { sight: 'cards', order: 'table', ...seatCards('won') }, MAX_SEATS),
  { name: 'discarded', owner: null, sight: 'cards', order: 'table', ...field.cards('discarded') },
  // Bids turned up lie by round and seat, a structure the kernel cannot rebuild: the views carry them whole.
  { name: 'revealed', owner: null, sight: 'cards', order: 'table', read: (s) => s.revealed.flat() },
]);

/** How many have bid this round: the next seat to bid. */
const bidsPlaced = (s: TinyState): number => s.bids.filter((b) => b !== null).length;

const turns = defineTurns<TinyState>({
  phaseOf: (s) => (s.prize === null ? 'over' : bidsPlaced(s) < s.players - 1 ? 'bid' : 'answer'),
  phases: {
    bid: { actor: bidsPlaced, moves: ['bid'], next: ['bid', 'answer'] },
    answer: { actor: (s) => s.players - 1, moves: ['bid'], next: ['bid', 'over'] },
  },
  over: 'over',
  roundOf: (s) => s.revealed.length + 1,
  seatCount: (s) => s.players,
});

const emptyTable = (): TinyState => ({
  rng: [0, 0, 0, 0], players: 2, hands: [], pool: [], box: [], prizes: [], prize: null, bids: [], won: [], revealed: [], discarded: [], tieGoesTo: 'nobody',
});
// setup, toAct, legalMoves and validate, derived from the phases, the deal and the one rule of a bid:
const rules = kernelRules({
  turns,
  emptyTable,
  dealt: (options: TinyOptions, rng): Partial<TinyState> => {
    const n = options.players ?? 2;
    const used = HAND_SIZE * n + POOL_SIZE;
    const [hands, pool] = deal(rng.shuffle(BIDS.slice(0, used)), n, HAND_SIZE);
    const [[prize = null], prizes] = draw(rng.shuffle(PRIZES), 1);
    return {
      players: n,
      hands: hands.map((hand) => deck.sorted(hand)),
      pool,
      box: BIDS.slice(used),
      prizes,
      prize,
      bids: seatsOf(n - 1).map(() => null),
      won: seatsOf(n).map(() => []),
      tieGoesTo: options.tieGoesTo,
    };
  },
  moveSchema: z.object({ type: z.literal('bid'), card: z.string() }),
  movesFor: (s, p) => (s.hands[p] ?? []).map((card) => ({ type: 'bid', card }) as const),
  checkMove: (s, move, p) => ((s.hands[p] ?? []).includes(move.card) ? null : { code: 'not-in-hand', message: `${move.card} is not in your hand.` }),
});
// viewFor, viewToAct, determinize and sampleState, derived from the zones and the view's shape:
const views = kernelViews({
  zones: tinyZones,
  publicFields: ['tieGoesTo', 'revealed', 'players'],
  emptyTable,
  view: (s, me, seen): TinyView => ({ me, toAct: turns.toAct(s), players: s.players, zones: seen, tieGoesTo: s.tieGoesTo, revealed: s.revealed }),
  seenIn: (view) => view.zones,
});

/**
 * Who takes the prize from the bids turned up, by seat: the highest bid alone; among equal highest bids the
 * first bidder under the tie rule, else nobody.
 */
function prizeTaker(bids: readonly string[], tieGoesTo: TinyState['tieGoesTo']): Seat | null {
  const best = Math.max(...bids.map(value));
  const top = seatsOf(bids.length).filter((p) => value(bids[p] as string) === best);
  return top.length === 1 || tieGoesTo === 'first' ? (top[0] as Seat) : null;
}

/** A bid in the log, by "you" or another player (named at a larger table), its card named once it is face up. */
const BID: Readonly<Record<Lang, (you: boolean, who: string | null, card: string | null | undefined) => string>> = {
  en: (you, who, card) => `${you ? 'You' : (who ?? 'Opponent')} bid ${card ?? 'face down'}.`,
  ja: (you, who, card) => `${you ? 'あなた' : (who ?? '相手')}が${card ? `${card}で` : '伏せて'}入札しました。`,
  de: (you, who, card) => `${you ? 'Du hast' : who ? `${who} hat` : 'Der Gegner hat'} ${card ?? 'verdeckt'} geboten.`,
};
const PLAYER: Readonly<Record<Lang, (seat: Seat) => string>> = {
  en: (seat) => `Player ${seat + 1}`,
  ja: (seat) => `プレイヤー${seat + 1}`,
  de: (seat) => `Spieler ${seat + 1}`,
};

export const tinyGame: Game<TinyState, TinyMove, TinyView, TinyOptions> = {
  id: 'tiny',
  title: { en: 'Tiny Bids', ja: 'ちいさな入札', de: 'Kleine Gebote' },
  description: { en: 'A test-only bidding game.', ja: 'テスト専用の入札ゲーム。', de: 'Ein Bietspiel nur für Tests.' },
  art: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>',
  optionsSchema: z.object({
    tieGoesTo: z.enum(['nobody', 'first']).default('nobody'),
    players: z.union([z.literal(2), z.literal(3), z.literal(4)]).default(2),
  }),
  optionSpecs: [
    {
      key: 'tieGoesTo',
      label: { en: 'Ties', ja: '同点', de: 'Gleichstand' },
      help: { en: 'Who takes the prize on equal bids.', ja: '同じ入札のとき賞品を取る人。', de: 'Wer bei gleichen Geboten den Preis bekommt.' },
      choices: { nobody: { en: 'Nobody', ja: 'なし', de: 'Niemand' }, first: { en: 'First bidder', ja: '先手', de: 'Wer zuerst bietet' } },
    },
    {
      key: 'players',
      label: { en: 'Players', ja: '人数', de: 'Spieler' },
      help: { en: 'How many sit at the table.', ja: '卓につく人数。', de: 'Wie viele am Tisch sitzen.' },
    },
  ],
  seatRange: [2, 4],
  presets: [
    { id: 'standard', label: { en: 'Standard', ja: '標準', de: 'Standard' }, options: {} },
    { id: 'first-wins-ties', label: { en: 'First wins ties', ja: '同点は先手', de: 'Bei Gleichstand gewinnt, wer zuerst bietet' }, options: { tieGoesTo: 'first' } },
  ],
  ...rules,
  ...views,
  apply(s, move) {
    const p = bidsPlaced(s);
    if (p < s.players - 1) return tinyZones.move(s, `hand${p}`, bidZoneName(p), [move.card]);
    // The last bid turns every bid up: they leave the table for the record of revealed bids.
    const shown = [...(s.bids as string[]), move.card];
    const bidsShown: TinyState = {
      ...s,
      hands: withSeat<readonly string[]>(s.hands, p, (s.hands[p] ?? []).filter((c) => c !== move.card), []),
      bids: s.bids.map(() => null),
      revealed: [...s.revealed, shown],
    };
    const taker = prizeTaker(shown, s.tieGoesTo);
    const prizeGone = tinyZones.move(bidsShown, 'prize', taker === null ? 'discarded' : `won${taker}`, [s.prize as string]);
    return prizeGone.prizes.length === 0 || (prizeGone.hands[0] ?? []).length === 0 ? prizeGone : tinyZones.move(prizeGone, 'prizes', 'prize', [prizeGone.prizes[0] as string]);
  },
  outcome: (s) => (s.prize !== null ? null : outcomeByScores(s.won.map(total), 'prizes')),
  moveKey: (m) => m.card,
  // What a player knows is their view, written out (a game the search must be fast for writes a compact key).
  infoKey: (s, p) => stableStringify(views.viewFor(s, p)),
  describeEvent: (event, _before, after, viewer, lang, names) => {
    // A bid goes face down; the last one turns every bid up, its own last.
    const p = event.player;
    const card = p < after.players - 1 ? event.changes.find((c) => c.zone === bidZoneName(p))?.added[0] : after.revealed.at(-1)?.[p];
    // At a table of two the other player is "the opponent"; at a larger one every player has a name.
    if (after.players === 2) return BID[lang](p === viewer, null, card);
    return BID[lang](p === viewer && !names, names?.[p] ?? PLAYER[lang](p), card);
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
