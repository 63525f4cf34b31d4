import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/framework/rng';
import { labelFor, reviewBot, reviewDecision, summarize, type DecisionReview, type ReviewSettings } from '../../../src/framework/review';
import hanamikoji from '../../../games/hanamikoji';
import { NO_ACTIONS_USED } from '../../../games/hanamikoji/cards';
import { apply, legalMoves } from '../../../games/hanamikoji/rules';
import type { HanamikojiState } from '../../../games/hanamikoji/state';
import { determinize } from '../../../games/hanamikoji/view';
import koikoi, { type KoiKoiState } from '../../../games/koikoi';
import { CARD_IDS } from '../../../games/shared/hanafuda/cards';
import { cards, items, markers, stateWith } from '../hanamikoji/helpers';

const settings: ReviewSettings = { budgetMs: 1000, iterations: 1500, seed: 1, lang: 'en' };

const reviewHanamikoji = (s: HanamikojiState, played: unknown, iterations = settings.iterations) => {
  const p = hanamikoji.toAct(s)!;
  return reviewDecision(hanamikoji, reviewBot(hanamikoji), hanamikoji.viewFor(s, p), played, 0, { ...settings, iterations });
};

/**
 * Round 2, player 0's third turn: G stands 2–2 and the last G is in player 0's hand, with A and B;
 * the Secret and the Gift are left. Offering G A B as the Gift hands G to player 1, who takes her;
 * keeping G as the Secret wins her, as nobody else holds a G.
 */
const lastG = (): HanamikojiState =>
  stateWith({
    round: 2,
    startPlayer: 1,
    turn: 0,
    hands: [cards('ABG'), cards('A')],
    deck: cards('BD'),
    removed: 'F',
    placed: [items('GGEEE'), items('GGFFDD')],
    secrets: [null, 'F'],
    tradeoffs: [cards('CC'), []],
    used: [{ ...NO_ACTIONS_USED, tradeoff: true, competition: true }, { ...NO_ACTIONS_USED, secret: true, gift: true, competition: true }],
    markers: markers({ A: 0, B: 0, C: 0 }),
  });

describe('the review of a Hanamikoji decision', () => {
  it('marks a Gift that hands over the deciding geisha as a blunder and names the Secret that keeps her', () => {
    const d = reviewHanamikoji(lastG(), { type: 'gift', cards: ['A', 'B', 'G'] });
    expect(d.best).toEqual({ type: 'secret', card: 'G' });
    expect(d.label).toBe('blunder');
    expect(d.loss).toBeGreaterThanOrEqual(0.15);
    expect(d.reason).toBe('Play the Secret now (G (charm 5)) and keep the Gift for later.');
  });

  it('finds nothing to say about the Secret that keeps the deciding geisha', () => {
    const d = reviewHanamikoji(lastG(), { type: 'secret', card: 'G' });
    expect(d.best).toEqual({ type: 'secret', card: 'G' });
    expect(d.loss).toBe(0);
    expect(d.label).toBe('good');
    expect(d.reason).toBeNull();
  });

  it('never reads hidden cards: a state whose hidden cards are poisoned gives the same review', () => {
    const rng = Rng.fromSeed(9);
    let s = hanamikoji.setup(hanamikoji.optionsSchema.parse({ firstPlayer: 'me' }), 4);
    for (let i = 0; i < 5; i++) s = apply(s, rng.pick(legalMoves(s)));
    const p = hanamikoji.toAct(s)!;
    const o = 1 - p;
    // Every card player p cannot see is dealt again: the opponent's hand, secret and trade-off, the deck.
    const poisoned = determinize(s, p, Rng.fromSeed(77));
    expect([poisoned.hands[o], poisoned.deck, poisoned.removed]).not.toEqual([s.hands[o], s.deck, s.removed]);
    const played = legalMoves(s)[0];
    expect(reviewHanamikoji(poisoned, played, 400)).toEqual(reviewHanamikoji(s, played, 400));
  });
});

/** A Koi-Koi position with player 0 to act; every card not placed lies in the draw pile. */
function koikoiPosition(p: {
  month: number;
  scores: [number, number];
  hands: [string[], string[]];
  field: string[];
  captures: [string[], string[]];
  phase: KoiKoiState['phase'];
}): KoiKoiState {
  const placed = new Set([...p.hands[0], ...p.hands[1], ...p.field, ...p.captures[0], ...p.captures[1]]);
  const base = koikoi.setup(koikoi.optionsSchema.parse({}), 1);
  return {
    ...base,
    month: p.month,
    dealer: 0,
    turn: 0,
    phase: p.phase,
    drawn: null,
    hands: p.hands,
    field: p.field,
    drawPile: Rng.fromSeed(3).shuffle(CARD_IDS.filter((id) => !placed.has(id))),
    captures: p.captures,
    koikoi: [0, 0],
    lastCaller: null,
    decided: [0, 0],
    decidedYaku: [[], []],
    scores: p.scores,
    results: [],
  };
}

/**
 * The last month, player 0 trails 10 to 12 and has just made boar-deer-butterfly (5 points): stopping
 * wins the game. The opponent holds nine plains, one short of a yaku of their own.
 */
const wonMonth = (): KoiKoiState =>
  koikoiPosition({
    month: 12,
    scores: [10, 12],
    phase: 'decide',
    hands: [
      ['01-plain1', '02-plain1', '03-plain1', '04-plain1'],
      ['05-plain1', '05-plain2', '08-plain1', '09-plain1', '12-plain1'],
    ],
    field: ['01-plain2', '04-plain2', '08-plain2', '09-plain2', '12-plain2', '11-plain1'],
    captures: [
      ['06-animal', '07-animal', '10-animal', '06-plain1', '07-plain1', '10-plain1'],
      ['02-plain2', '03-plain2', '06-plain2', '07-plain2', '10-plain2', '11-ribbon', '01-ribbon', '02-ribbon', '03-ribbon'],
    ],
  });

const reviewKoikoi = (s: KoiKoiState, played: unknown) =>
  reviewDecision(koikoi, reviewBot(koikoi), koikoi.viewFor(s, 0), played, 0, settings);

describe('the review of a Koi-Koi decision', () => {
  it('marks a koi-koi that throws away a won last month as a blunder and names the stop', () => {
    const d = reviewKoikoi(wonMonth(), { type: 'koikoi' });
    expect(d.best).toEqual({ type: 'stop' });
    expect(d.winChanceBest).toBe(1);
    expect(d.label).toBe('blunder');
    expect(d.reason).toMatch(/^Stop here: 5 points were safe/);
    expect(d.round).toBe(12);
  });

  it('never reads hidden cards: dealing the opponent’s hand and the draw pile again gives the same review', () => {
    const s = wonMonth();
    const poisoned = koikoi.determinize(s, 0, Rng.fromSeed(5));
    expect([poisoned.hands[1], poisoned.drawPile]).not.toEqual([s.hands[1], s.drawPile]);
    expect(reviewKoikoi(poisoned, { type: 'koikoi' })).toEqual(reviewKoikoi(s, { type: 'koikoi' }));
  });
});

describe('labels and the summary', () => {
  it('labels win chance given up from 3, 8 and 15 points', () => {
    expect([0, 0.029, 0.03, 0.079, 0.08, 0.149, 0.15, 0.6].map(labelFor)).toEqual([
      'good',
      'good',
      'inaccuracy',
      'inaccuracy',
      'mistake',
      'mistake',
      'blunder',
      'blunder',
    ]);
  });

  it('sums up each player: accuracy is 100 minus the average points of win chance given up', () => {
    const d = (player: 0 | 1, loss: number): DecisionReview => ({
      index: 0,
      player,
      round: 1,
      move: {},
      best: {},
      winChance: 0.5,
      winChanceBest: 0.5 + loss,
      loss,
      label: labelFor(loss),
      reason: null,
    });
    expect(summarize([d(0, 0), d(0, 0.1), d(1, 0.2), d(1, 0.04), d(0, 0.2)])).toEqual([
      { player: 0, decisions: 3, accuracy: 90, inaccuracies: 0, mistakes: 1, blunders: 1 },
      { player: 1, decisions: 2, accuracy: 88, inaccuracies: 1, mistakes: 0, blunders: 1 },
    ]);
  });
});
