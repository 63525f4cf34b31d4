/**
 * Finished games with their reviews already kept, as the history holds them after a review: a Hanamikoji game
 * of four rounds and a Koi-Koi game of twelve months against the computer (Easy), the person in seat 0. The
 * reviews are analysed here with a few search iterations (seeded, so the same every run), so the screens open
 * them at once instead of waiting for the bot worker.
 */
import { games } from '../../../games/index';
import type { PlayerId } from '../../../src/framework/game';
import { Match } from '../../../src/framework/match';
import { reviewMatch } from '../../../src/framework/review';
import { addToHistory, emptyHistory, REVIEW_VERSION, type FinishedMatch, type History } from '../../../src/shared/records';
import { playedRecord } from './records';

/** The seeds whose random games last several rounds (Hanamikoji: 4 rounds; Koi-Koi: 12 months). */
const PLAN = [
  { gameId: 'hanamikoji', seed: 1010 },
  { gameId: 'koikoi', seed: 1006 },
] as const;

export type ReviewedGame = (typeof PLAN)[number]['gameId'];

function reviewed(gameId: string, seed: number, finishedAt: Date): FinishedMatch {
  const game = games.find((g) => g.id === gameId)!;
  const record = playedRecord(game, seed, 'easy', game.presets[0]?.id ?? null, 0, finishedAt);
  const match = Match.replay(game, { gameId, ...record.replay! });
  const seats: PlayerId[] = [0];
  const decisions = [...reviewMatch(match, seats, { budgetMs: 0, iterations: 60, seed: 1, lang: 'en' })].map(
    ({ index, player, round, move, best, winChance, winChanceBest }) => ({ index, player, round, move, best, winChance, winChanceBest }),
  );
  return { ...record, review: { version: REVIEW_VERSION, budgetMs: 300, seats, decisions } } as FinishedMatch;
}

let cached: { history: History; matches: FinishedMatch[] } | null = null;

/** The reviewed games and the history holding them (newest first: Koi-Koi, then Hanamikoji). */
export function reviewedHistory(): { history: History; matches: FinishedMatch[] } {
  if (!cached) {
    const matches = PLAN.map(({ gameId, seed }, i) => reviewed(gameId, seed, new Date(Date.UTC(2026, 10, 1, 18, 0) + i * 97 * 60_000)));
    cached = { matches, history: matches.reduce(addToHistory, emptyHistory()) };
  }
  return cached;
}

/** The review's decisions of `gameId`'s game, in order, with their rounds (months). */
export function reviewedDecisions(gameId: ReviewedGame): { index: number; round: number | null }[] {
  const match = reviewedHistory().matches.find((m) => m.gameId === gameId)!;
  return match.review!.decisions.map(({ index, round }) => ({ index, round }));
}
