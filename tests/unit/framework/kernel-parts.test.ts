import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineDeck } from '../../../src/framework/deck';
import { cardsIn, kernelRules, kernelViews, outcomeByScores, type KernelRules } from '../../../src/framework/kernel-parts';
import type { PlayerId } from '../../../src/framework/game';
import { Rng, type RngState } from '../../../src/framework/rng';
import { defineTurns } from '../../../src/framework/turns';
import { zoneFields } from '../../../src/framework/zone-fields';
import { defineZones, playerZones, seenSize } from '../../../src/framework/zone-table';

/** A small kernel game: player 0 lays a card face up, player 1 takes it; the round count is public. */
interface Table {
  readonly rng: RngState;
  readonly hands: readonly [readonly string[], readonly string[]];
  readonly pile: readonly string[];
  readonly laid: string | null;
  readonly round: number;
}
type Move = { readonly type: 'lay'; readonly card: string } | { readonly type: 'take' };
/** The game's own view: the cards as plain lists (a hand the viewer cannot see as its size), the round and who acts. */
interface Seen {
  readonly toAct: PlayerId | null;
  readonly round: number;
  readonly mine: readonly string[];
  readonly theirs: number;
  readonly pile: number;
  readonly laid: string | null;
}

const deck = defineDeck(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map((id) => ({ id })));
const field = zoneFields<Table, string>();
const zones = defineZones<Table, string, PlayerId>(deck, [
  ...playerZones<Table, string, PlayerId>('hand', { sight: { owner: 'cards', others: 'count' }, order: 'sorted', ...field.playerCards('hands') }),
  { name: 'pile', owner: null, sight: 'count', order: 'pile', ...field.cards('pile') },
  { name: 'laid', owner: null, sight: 'cards', order: 'table', ...field.card('laid') },
]);
const turns = defineTurns<Table, PlayerId>({
  phaseOf: (s) => (s.round > 2 ? 'over' : s.laid === null ? 'lay' : 'take'),
  phases: {
    lay: { actor: () => 0, moves: ['lay'], next: ['take'] },
    take: { actor: () => 1, moves: ['take'], next: ['lay', 'over'] },
  },
  over: 'over',
});
type View = Seen & { readonly me: PlayerId };
const emptyTable = (): Table => ({ rng: [0, 0, 0, 0], hands: [[], []], pile: [], laid: null, round: 1 });
const rulesDecl: KernelRules<Table, Move, object, PlayerId> = {
  turns,
  emptyTable,
  dealt: (_options, rng) => {
    const cards = deck.shuffled(rng);
    return { hands: [deck.sorted(cards.slice(0, 3)), deck.sorted(cards.slice(3, 6))], pile: cards.slice(6) };
  },
  moveSchema: z.discriminatedUnion('type', [z.object({ type: z.literal('lay'), card: z.string() }), z.object({ type: z.literal('take') })]),
  movesFor: (s, p) => (s.laid === null ? s.hands[p].map((card) => ({ type: 'lay', card }) as const) : [{ type: 'take' }]),
  checkMove: (s, move, p) => (move.type === 'lay' && !s.hands[p].includes(move.card) ? { code: 'not-in-hand', message: 'not in hand' } : null),
};
const kernel = {
  ...kernelRules(rulesDecl),
  ...kernelViews<Table, View, 'round', string, PlayerId>({
    zones,
    publicFields: ['round'],
    emptyTable,
    view: (s, me, seen) => ({
      me,
      toAct: turns.toAct(s),
      round: s.round,
      mine: cardsIn(seen, `hand${me}`),
      theirs: seenSize(seen[`hand${me === 0 ? 1 : 0}`]),
      pile: seenSize(seen.pile),
      laid: cardsIn(seen, 'laid')[0] ?? null,
    }),
    seenIn: (v) => ({
      [`hand${v.me}`]: { cards: v.mine },
      [`hand${v.me === 0 ? 1 : 0}`]: { count: v.theirs },
      pile: { count: v.pile },
      laid: { cards: v.laid === null ? [] : [v.laid] },
    }),
  }),
};

const start = kernel.setup({}, 4);
const laid = zones.move(start, 'hand0', 'laid', [start.hands[0][0] as string]);
const over: Table = { ...start, round: 3 };

describe('the setup a kernel game derives', () => {
  it('deals the same table from the same seed', () => {
    expect(kernel.setup({}, 4)).toEqual(start);
  });

  it('lays the deal on the empty table', () => {
    expect(start.laid).toBeNull();
    expect(start.round).toBe(1);
  });

  it('keeps the rng where the deal left it', () => {
    const rng = Rng.fromSeed(4);
    deck.shuffled(rng);
    expect(start.rng).toEqual(rng.state);
  });

  it('gives each game empty lists of its own', () => {
    const table = (seed: number): Table => kernelRules({ ...rulesDecl, dealt: () => ({}) }).setup({}, seed);
    expect(table(1).pile).not.toBe(table(2).pile);
  });
});

describe('the views a kernel game derives', () => {
  it('builds the game’s own view from what the zone table shows the player', () => {
    const view = kernel.viewFor(start, 0);
    expect([view.mine, view.theirs, view.pile]).toEqual([start.hands[0], 3, 2]);
  });

  it('tells from the view who acts', () => {
    expect(kernel.viewToAct(kernel.viewFor(laid, 0))).toBe(1);
  });

  it('tells from the view that nobody acts once the game is over', () => {
    expect(kernel.viewToAct(kernel.viewFor(over, 0))).toBeNull();
  });

  it('rebuilds from a view a state with the same view', () => {
    const view = kernel.viewFor(laid, 1);
    expect(kernel.viewFor(kernel.sampleState(view, Rng.fromSeed(2)), 1)).toEqual(view);
  });

  it('puts the view’s public fields back on the table it samples', () => {
    const view = kernel.viewFor({ ...laid, round: 2 }, 1);
    expect(kernel.sampleState(view, Rng.fromSeed(2)).round).toBe(2);
  });

  it('lays the cards the view shows where the view shows them when it samples a state', () => {
    const view = kernel.viewFor(laid, 1);
    const sample = kernel.sampleState(view, Rng.fromSeed(2));
    expect([sample.hands[1], sample.laid]).toEqual([laid.hands[1], laid.laid]);
  });

  it('deals the cards a view hides afresh when it samples a state', () => {
    const view = kernel.viewFor(start, 0);
    const theirs = new Set([1, 2, 3, 4, 5, 6].map((seed) => kernel.sampleState(view, Rng.fromSeed(seed)).hands[1].join()));
    expect(theirs.size).toBeGreaterThan(1);
  });

  it('keeps what the player sees when it determinizes', () => {
    const sample = kernel.determinize(laid, 0, Rng.fromSeed(3));
    expect(kernel.viewFor(sample, 0)).toEqual(kernel.viewFor(laid, 0));
  });

  it('gives a determinized state a random stream of its own', () => {
    expect(kernel.determinize(laid, 0, Rng.fromSeed(3)).rng).not.toEqual(laid.rng);
  });

  it('gives a state sampled from a view a random stream of its own', () => {
    expect(kernel.sampleState(kernel.viewFor(laid, 0), Rng.fromSeed(3)).rng).not.toEqual(laid.rng);
  });

});

describe('the moves a kernel game derives', () => {
  it('lists the moves of the player who acts', () => {
    expect(kernel.legalMoves(laid)).toEqual([{ type: 'take' }]);
  });

  it('lists no moves once the game is over', () => {
    expect(kernel.legalMoves(over)).toEqual([]);
  });

  it('refuses every move once the game is over', () => {
    expect(kernel.validate(over, { type: 'take' })?.code).toBe('game-over');
  });

  it('refuses a move that does not fit the move schema', () => {
    expect(kernel.validate(start, { type: 'lay' } as never)?.code).toBe('malformed');
  });

  it('refuses something that is not a move at all', () => {
    expect(kernel.validate(start, null as never)?.code).toBe('malformed');
  });

  it('refuses a move of a type the phase does not allow', () => {
    expect(kernel.validate(start, { type: 'take' })?.code).toBe('wrong-phase');
  });

  it('leaves a well-formed move of the right type to the game’s own rule', () => {
    expect(kernel.validate(start, { type: 'lay', card: start.hands[1][0] as string })?.code).toBe('not-in-hand');
  });

  it('accepts a move the game’s own rule allows', () => {
    expect(kernel.validate(start, { type: 'lay', card: start.hands[0][0] as string })).toBeNull();
  });
});

describe('reading a view’s zones', () => {
  it('reads the cards a view shows of a zone', () => {
    expect(cardsIn({ laid: { cards: ['a'] } }, 'laid')).toEqual(['a']);
  });

  it('reads no cards of a zone the view shows only as a count', () => {
    expect(cardsIn({ hand1: { count: 3 } }, 'hand1')).toEqual([]);
  });

  it('reads no cards of a zone the view does not show', () => {
    expect(cardsIn({}, 'pile')).toEqual([]);
  });
});

describe('an outcome by scores', () => {
  it('gives the win to the higher score', () => {
    expect(outcomeByScores([3, 5], 'points')).toEqual({ winner: 1, scores: [3, 5], reason: 'points' });
  });

  it('makes equal scores a draw', () => {
    expect(outcomeByScores([4, 4], 'points').winner).toBeNull();
  });
});
