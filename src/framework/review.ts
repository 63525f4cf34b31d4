/**
 * The review of a finished game: each decision of the reviewed players is analysed again by the
 * strongest bot, from the deciding player's own view at that moment (never the full state), and
 * labelled by how much chance to win the game the move played gave up against the bot's choice.
 * Pure and game-agnostic: games lend only their views, their analysing bot and `review` hooks.
 */
import type { Seat } from './seats';
import { makeBot, type Bot, type BotAnalysis } from './bot';
import type { AnyGame, Lang } from './game';
import type { Match } from './match';
import { Rng } from './rng';

/** The bot level whose search judges the decisions. */
const REVIEW_LEVEL = 'hard';

/**
 * Win chance given up, as a fraction, from which a decision earns a label. Decisions below 3 points
 * are not marked: two reviews of the same decision differ by about a point (tools/review-agreement.ts).
 */
export const LABEL_THRESHOLDS = { inaccuracy: 0.03, mistake: 0.08, blunder: 0.15 } as const;

export type Label = 'good' | 'inaccuracy' | 'mistake' | 'blunder';

export function labelFor(loss: number): Label {
  if (loss >= LABEL_THRESHOLDS.blunder) return 'blunder';
  if (loss >= LABEL_THRESHOLDS.mistake) return 'mistake';
  if (loss >= LABEL_THRESHOLDS.inaccuracy) return 'inaccuracy';
  return 'good';
}

export interface DecisionReview<M = unknown> {
  /** Index of the move in the match (the replay board shows the position before it). */
  readonly index: number;
  readonly player: Seat;
  /** The round or month of the decision, from 1 (null when the game gives no `review` hooks). */
  readonly round: number | null;
  readonly move: M;
  /** The analysing bot's choice. */
  readonly best: M;
  /** The player's chance to win the game after the move they played, in [0, 1]. */
  readonly winChance: number;
  /** The same after the bot's choice. */
  readonly winChanceBest: number;
  /** winChanceBest − winChance, never below 0. */
  readonly loss: number;
  readonly label: Label;
  /** Why the bot's choice was better, in plain words; null when the move played was the choice. */
  readonly reason: string | null;
}

export interface ReviewSettings {
  /** Thinking time per decision (the bot may cap it at its own playing budget). */
  readonly budgetMs: number;
  /** Fixed search iterations per decision instead of the time (reproducible; tests). */
  readonly iterations?: number;
  /** Seeds the analysis; the same seed and iterations give the same review. */
  readonly seed: number;
  readonly lang: Lang;
}

/** Indices of the moves in `match` that were real choices (two or more legal moves) of the `seats`. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function decisionIndices(match: Match<any, any, any, any>, seats: readonly Seat[]): number[] {
  const game = match.game;
  const out: number[] = [];
  match.moves.forEach(({ player }, i) => {
    if (seats.includes(player) && game.legalMoves(match.states[i]).length > 1) out.push(i);
  });
  return out;
}

/** The analysing bot of a game, or an error naming what is missing. */
export function reviewBot(game: AnyGame): Bot<unknown, unknown> {
  if (!game.bots?.[REVIEW_LEVEL]) throw new Error(`${game.id} has no "${REVIEW_LEVEL}" bot to review with`);
  const bot = makeBot(game, REVIEW_LEVEL);
  if (!bot.analyse) throw new Error(`the ${REVIEW_LEVEL} bot of ${game.id} cannot analyse positions`);
  return bot;
}

const decisionSeed = (seed: number, index: number): number => (Math.imul(seed ^ 0x5bd1e995, 31) + Math.imul(index + 1, 0x9e3779b1)) >>> 0;

/**
 * Analyses one decision from the deciding player's view alone: the legal moves are read from a state
 * sampled from that view, so nothing the player could not see reaches the analysis.
 */
export function reviewDecision(
  game: AnyGame,
  bot: Bot<unknown, unknown>,
  view: unknown,
  played: unknown,
  index: number,
  settings: ReviewSettings,
): DecisionReview {
  const player = game.viewToAct(view);
  if (player === null) throw new Error(`move ${index + 1}: nobody is to act`);
  const seed = decisionSeed(settings.seed, index);
  const legalMoves = game.legalMoves(game.sampleState(view, Rng.fromSeed(seed)));
  const playedKey = game.moveKey(played);
  const analysis = (bot.analyse as NonNullable<typeof bot.analyse>)({
    view,
    legalMoves,
    player,
    budgetMs: settings.budgetMs,
    seed,
    iterations: settings.iterations,
    focus: legalMoves.filter((m) => game.moveKey(m) === playedKey),
  });
  const { best, bestValue, playedValue } = valuesOf(game, analysis, playedKey);
  const isBest = game.moveKey(best) === playedKey;
  const loss = isBest ? 0 : Math.max(0, bestValue - playedValue);
  return {
    index,
    player,
    round: game.review?.roundOf(view) ?? null,
    move: played,
    best,
    winChance: playedValue,
    winChanceBest: isBest ? playedValue : Math.max(bestValue, playedValue),
    loss,
    label: labelFor(loss),
    reason: isBest ? null : (game.review?.explain(view, played, best, settings.lang) ?? null),
  };
}

function valuesOf(game: AnyGame, analysis: BotAnalysis<unknown>, playedKey: string) {
  const stats = analysis.stats ?? [{ move: analysis.move, value: analysis.value, visits: analysis.visits }];
  const played = stats.find((s) => game.moveKey(s.move) === playedKey);
  if (!played || played.visits === 0) throw new Error(`the analysis did not value the move played (${playedKey})`);
  return { best: analysis.move, bestValue: analysis.value, playedValue: played.value };
}

/**
 * Reviews the decisions of `seats` one by one, yielding each as it is done (the caller shows progress,
 * and stops by no longer asking).
 */
export function* reviewMatch(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  match: Match<any, any, any, any>,
  seats: readonly Seat[],
  settings: ReviewSettings,
): Generator<DecisionReview, void, void> {
  const game = match.game;
  const bot = reviewBot(game);
  for (const index of decisionIndices(match, seats)) {
    const { player, move } = match.moves[index] as { player: Seat; move: unknown };
    const view = game.viewFor(match.states[index], player);
    yield reviewDecision(game, bot, view, move, index, settings);
  }
}

/**
 * A decision rebuilt from its stored figures (a review kept with the game): label and loss follow from the
 * win chances, the reason is written again in `lang` from the deciding player's view.
 */
export function restoreDecision(
  game: AnyGame,
  view: unknown,
  stored: Omit<DecisionReview, 'loss' | 'label' | 'reason'>,
  lang: Lang,
): DecisionReview {
  const isBest = game.moveKey(stored.best) === game.moveKey(stored.move);
  const loss = isBest ? 0 : Math.max(0, stored.winChanceBest - stored.winChance);
  return {
    ...stored,
    loss,
    label: labelFor(loss),
    reason: isBest ? null : (game.review?.explain(view, stored.move, stored.best, lang) ?? null),
  };
}

export interface PlayerSummary {
  readonly player: Seat;
  readonly decisions: number;
  /** 100 minus the average win chance given up per decision, in points (100: every move was the bot's). */
  readonly accuracy: number;
  readonly inaccuracies: number;
  readonly mistakes: number;
  readonly blunders: number;
}

export function summarize(decisions: readonly DecisionReview[]): PlayerSummary[] {
  const players = [...new Set(decisions.map((d) => d.player))].sort();
  return players.map((player) => {
    const mine = decisions.filter((d) => d.player === player);
    const lost = mine.reduce((sum, d) => sum + d.loss, 0);
    const count = (label: Label): number => mine.filter((d) => d.label === label).length;
    return {
      player,
      decisions: mine.length,
      accuracy: Math.round(1000 * (1 - lost / mine.length)) / 10,
      inaccuracies: count('inaccuracy'),
      mistakes: count('mistake'),
      blunders: count('blunder'),
    };
  });
}
