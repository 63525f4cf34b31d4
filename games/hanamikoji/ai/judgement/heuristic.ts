/**
 * The heuristic's judgement, shared by the levels built on it (easy, normal) and by hard's search hooks.
 * Each legal move is tried on the bot's picture of the table (from its view only);
 * the resulting position is scored by `outlook`. Offers are scored by the opponent's best reply
 * (minimax over their pick); the easy bot instead assumes an average reply and adds noise.
 */
import type { Bot, BotContext } from '../../../../src/framework/bot';
import { Rng } from '../../../../src/framework/rng';
import type { Geisha } from '../../cards';
import { ROUND_LIMITS } from '../../judge';
import type { HanamikojiMove } from '../../moves';
import type { HanamikojiView } from '../../view';
import { DEFAULT_TUNING, geishaOdds, indexOf, situationFromView, type EstimateTuning, type Situation } from './estimate';
import { outlook, type OutlookParams } from './outlook';

export interface HeuristicStyle {
  readonly name: string;
  /** 'min': the opponent picks what is worst for me; 'mean': the average of their choices. */
  readonly offerReply: 'min' | 'mean';
  /** Standard deviation of noise added to each move's value. */
  readonly noise: number;
  /** Chance of playing a uniformly random legal move instead. */
  readonly blunder: number;
  /** Weights of an unfinished game (see OutlookParams); defaults below. */
  readonly weights?: Partial<Pick<OutlookParams, 'perCharm' | 'perGeisha'> & EstimateTuning>;
}

const DEFAULT_WEIGHTS = { perCharm: 0.045, perGeisha: 0.03 } as const;

function withCards(s: Situation, changes: { hand?: Geisha[]; mine?: Geisha[]; theirs?: Geisha[]; used?: keyof Situation['myUsed'] }): Situation {
  const hand = s.hand.slice();
  const mine = s.mine.slice();
  const theirs = s.theirs.slice();
  for (const c of changes.hand ?? []) hand[indexOf(c)]! -= 1;
  for (const c of changes.mine ?? []) mine[indexOf(c)]! += 1;
  for (const c of changes.theirs ?? []) theirs[indexOf(c)]! += 1;
  const myUsed = changes.used ? { ...s.myUsed, [changes.used]: true } : s.myUsed;
  return { ...s, hand, mine, theirs, myUsed };
}

/** The positions the move may lead to, one per reply the opponent could choose. */
export function outcomesOf(s: Situation, move: HanamikojiMove, view: HanamikojiView): Situation[] {
  switch (move.type) {
    case 'secret':
      return [withCards(s, { hand: [move.card], mine: [move.card], used: 'secret' })];
    case 'tradeoff':
      return [withCards(s, { hand: [...move.cards], used: 'tradeoff' })];
    case 'gift': {
      const cards = [...move.cards];
      const replies = [...new Set(cards)];
      return replies.map((taken) => {
        const kept = cards.slice();
        kept.splice(kept.indexOf(taken), 1);
        return withCards(s, { hand: cards, mine: kept, theirs: [taken], used: 'gift' });
      });
    }
    case 'competition': {
      const [a, b] = move.pairs;
      const cards = [...a, ...b];
      return [
        withCards(s, { hand: cards, mine: [...b], theirs: [...a], used: 'competition' }),
        withCards(s, { hand: cards, mine: [...a], theirs: [...b], used: 'competition' }),
      ];
    }
    case 'pick-gift': {
      const offer = view.pending;
      if (offer?.kind !== 'gift') return [s];
      const rest = [...offer.cards];
      rest.splice(rest.indexOf(move.card), 1);
      return [withCards(s, { mine: [move.card], theirs: rest })];
    }
    case 'pick-pair': {
      const offer = view.pending;
      if (offer?.kind !== 'competition') return [s];
      return [withCards(s, { mine: [...offer.pairs[move.index]], theirs: [...offer.pairs[1 - move.index]!] })];
    }
  }
}

/** The heuristic's judge of pictured positions, in [-1, 1], under the view's rules and these weights. */
function judgeFor(view: HanamikojiView, weights: HeuristicStyle['weights'] = {}): (s: Situation) => number {
  const params: OutlookParams = {
    ...DEFAULT_WEIGHTS,
    ...weights,
    lastRound: view.round >= ROUND_LIMITS[view.options.roundLimit],
  };
  const tuning: EstimateTuning = { ...DEFAULT_TUNING, ...weights };
  return (s) => outlook(geishaOdds(s, tuning), s.markers, s.me, params);
}

/** The heuristic's value in [-1, 1] of the position as `view` shows it (no move made). */
export const positionValue = (view: HanamikojiView): number => judgeFor(view)(situationFromView(view));

function scoreMoves(
  view: HanamikojiView,
  moves: readonly HanamikojiMove[],
  reply: 'min' | 'mean',
  weights: HeuristicStyle['weights'] = {},
): number[] {
  const base = situationFromView(view);
  const value = judgeFor(view, weights);
  return moves.map((m) => {
    const values = outcomesOf(base, m, view).map(value);
    return reply === 'min' ? Math.min(...values) : values.reduce((a, b) => a + b, 0) / values.length;
  });
}

export function heuristicBot(style: HeuristicStyle): Bot<HanamikojiView, HanamikojiMove> {
  return {
    name: style.name,
    choose(ctx: BotContext<HanamikojiView, HanamikojiMove>): HanamikojiMove {
      const { view, legalMoves, seed } = ctx;
      const rng = Rng.fromSeed(seed);
      if (legalMoves.length === 1) return legalMoves[0]!;
      if (style.blunder > 0 && rng.next() < style.blunder) return rng.pick(legalMoves);
      const scores = scoreMoves(view, legalMoves, style.offerReply, style.weights);
      let best = 0;
      let bestScore = -Infinity;
      scores.forEach((v, i) => {
        const noisy = style.noise > 0 ? v + style.noise * gaussian(rng) : v;
        if (noisy > bestScore) {
          bestScore = noisy;
          best = i;
        }
      });
      return legalMoves[best]!;
    },
  };
}

function gaussian(rng: Rng): number {
  const u = Math.max(rng.next(), 1e-12);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rng.next());
}
