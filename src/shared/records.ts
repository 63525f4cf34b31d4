/**
 * Records of finished matches: the history list and the statistics folded from it. Pure data and pure
 * functions, so the Electron store and the browser fallback keep exactly the same numbers.
 */
import { z } from 'zod';
import { gameIdSchema } from './settings';
import { MAX_SEATS } from '../framework/seats';

const MATCH_RESULTS = ['win', 'loss', 'draw'] as const;
export type MatchResult = (typeof MATCH_RESULTS)[number];

/** Keys of a game's per-match counters, e.g. "koikoi-calls" or "yaku:goko". */
const detailKeySchema = z.string().regex(/^[a-z0-9][a-z0-9:-]{0,59}$/);
/** Counters a game reports about one finished match (public facts only), summed by the statistics. */
const matchDetailsSchema = z.record(detailKeySchema, z.number().int().nonnegative().max(1_000_000));

/** Exactly what replays the match: the seed, the options and every move (as in a save), and the player's seat. */
const matchReplaySchema = z.object({
  seed: z.number().int().nonnegative(),
  options: z.json(),
  moves: z.array(z.json()).max(10_000),
  /** The seat of the player at the screen (seat 0 in hot-seat play). */
  seat: z.number().int().min(0).max(MAX_SEATS - 1),
});

/** A seat at the table: 0 … 3 (records of the two-seat releases hold 0 and 1). */
const seatSchema = z.number().int().min(0).max(MAX_SEATS - 1);

/** One analysed decision of a review (src/framework/review.ts); labels and reasons are derived when shown. */
const storedDecisionSchema = z.object({
  /** Index of the move in the match. */
  index: z.number().int().nonnegative().max(10_000),
  player: seatSchema,
  round: z.number().int().positive().max(1000).nullable(),
  move: z.json(),
  best: z.json(),
  /** The player's chance to win the game after the move played, and after the analysing bot's choice. */
  winChance: z.number().min(0).max(1),
  winChanceBest: z.number().min(0).max(1),
});
export type StoredDecision = z.infer<typeof storedDecisionSchema>;

export const REVIEW_VERSION = 1;

/** A finished review kept with its match, so opening it again is instant. */
export const storedReviewSchema = z.object({
  version: z.literal(REVIEW_VERSION),
  /** The thinking time each decision was given. */
  budgetMs: z.number().int().positive().max(60_000),
  seats: z.array(seatSchema).min(1).max(MAX_SEATS),
  decisions: z.array(storedDecisionSchema).max(10_000),
});
export type StoredReview = z.infer<typeof storedReviewSchema>;

/** Who sat in a seat: a person at this screen, or the computer at a level (as in a save). */
const tableSeatSchema = z.object({
  kind: z.enum(['human', 'bot']),
  level: z.string().min(1).max(40).optional(),
});

/**
 * Every seat of a finished match, by seat: who sat there, their points and their place (1 for first; seats
 * that tie share a place). Records of the two-seat releases lack it: their places are read from `result`.
 */
const matchTableSchema = z
  .object({
    seats: z.array(tableSeatSchema).min(2).max(MAX_SEATS),
    points: z.array(z.number().finite()).min(2).max(MAX_SEATS),
    places: z.array(z.number().int().min(1).max(MAX_SEATS)).min(2).max(MAX_SEATS),
  })
  .refine((t) => t.points.length === t.seats.length && t.places.length === t.seats.length, 'a seat without its points or place');

/** One finished match, seen from the player at the screen (seat 0 in hot-seat play). */
export const finishedMatchSchema = z.object({
  gameId: gameIdSchema,
  finishedAt: z.iso.datetime(),
  /** A bot level ("easy", "normal", "hard", "random") or "human" for hot-seat play. */
  opponent: z.string().min(1).max(40),
  /** The rule preset's id, or null when the options matched no preset. */
  preset: z.string().min(1).max(40).nullable(),
  /** The player's: a win when alone in first place, a draw when first place is shared, else a loss. */
  result: z.enum(MATCH_RESULTS),
  /** [the player's score, the opponent's score] — at a table of more, the best score among the others. */
  scores: z.tuple([z.number().finite(), z.number().finite()]),
  /** Every seat's points and place (absent in records of the two-seat releases). */
  table: matchTableSchema.optional(),
  /** The game's stable reason code, e.g. "four-geishas" or "round-limit". */
  reason: z.string().max(60),
  moves: z.number().int().nonnegative(),
  durationMs: z.number().int().nonnegative().optional(),
  /** Moves the player took back against the computer (absent: none). */
  undos: z.number().int().nonnegative().optional(),
  /** Game-specific counters (absent in records from before they were kept). */
  details: matchDetailsSchema.optional(),
  /** Absent in records from before replays were kept. */
  replay: matchReplaySchema.optional(),
  /** The game's review, once one was run to the end. */
  review: storedReviewSchema.optional(),
});
export type FinishedMatch = z.infer<typeof finishedMatchSchema>;

/** The player's place in a finished match: the table's, else (two seats) first for a win or a draw, second for a loss. */
export function placeOf(match: Pick<FinishedMatch, 'result' | 'table' | 'replay'>): number {
  const seat = match.replay?.seat ?? 0;
  return match.table?.places[seat] ?? (match.result === 'loss' ? 2 : 1);
}

const tallySchema = z.object({
  played: z.number().int().nonnegative().default(0),
  wins: z.number().int().nonnegative().default(0),
  losses: z.number().int().nonnegative().default(0),
  draws: z.number().int().nonnegative().default(0),
});
type Tally = z.infer<typeof tallySchema>;

/** How often the player finished 1st, 2nd, 3rd and 4th (a shared place counts as that place). */
const placingsSchema = z.tuple([z.number().int().nonnegative(), z.number().int().nonnegative(), z.number().int().nonnegative(), z.number().int().nonnegative()]);
type Placings = z.infer<typeof placingsSchema>;

/**
 * Numbers kept before placings were: every match they count was a two-seat one, so a win or a draw was a
 * first place and a loss a second.
 */
const withPlacings = (raw: unknown): unknown => {
  if (!raw || typeof raw !== 'object' || 'placings' in raw) return raw;
  const r = raw as { wins?: unknown; draws?: unknown; losses?: unknown };
  const n = (v: unknown): number => (typeof v === 'number' && Number.isInteger(v) && v >= 0 ? v : 0);
  return { ...raw, placings: [n(r.wins) + n(r.draws), n(r.losses), 0, 0] };
};

const placed = (placings: Placings, place: number): Placings => placings.map((n, i) => (i === place - 1 ? n + 1 : n)) as Placings;

const countsSchema = z.record(z.string().min(1).max(60), z.number().int().nonnegative());

/** The numbers of one opponent level with one preset (null: custom rules); the screen sums them as filtered. */
const cellObjectSchema = tallySchema.extend({
  opponent: z.string().min(1).max(40),
  preset: z.string().min(1).max(40).nullable(),
  placings: placingsSchema,
  pointsFor: z.number().finite().default(0),
  pointsAgainst: z.number().finite().default(0),
  /** How the player's wins and losses came about, by the game's reason code. */
  wonBy: countsSchema.default({}),
  lostBy: countsSchema.default({}),
  /** The games' counters summed, and how many matches reported them. */
  details: countsSchema.default({}),
  detailed: z.number().int().nonnegative().default(0),
});
const cellStatisticsSchema = z.preprocess(withPlacings, cellObjectSchema);
export type CellStatistics = z.infer<typeof cellObjectSchema>;

const gameObjectSchema = tallySchema.extend({
  /** The player's places, 1st to 4th. */
  placings: placingsSchema,
  /** Positive: wins in a row; negative: losses in a row; a draw resets it. */
  streak: z.number().int().default(0),
  bestWinStreak: z.number().int().nonnegative().default(0),
  pointsFor: z.number().finite().default(0),
  pointsAgainst: z.number().finite().default(0),
  lastPlayedAt: z.iso.datetime().nullable().default(null),
  byOpponent: z.record(z.string().min(1).max(40), tallySchema).default({}),
  /** Per opponent level and preset; matches recorded before these were kept are only in the totals above. */
  cells: z.array(cellStatisticsSchema).default([]),
});
export const gameStatisticsSchema = z.preprocess(withPlacings, gameObjectSchema);
export type GameStatistics = z.infer<typeof gameObjectSchema>;

/** One finished practice session (a quiz on the learning screen). */
export const practiceResultSchema = z
  .object({
    gameId: gameIdSchema,
    /** Which quiz of the game, e.g. "yaku" or "scoring". */
    quiz: z.string().regex(/^[a-z0-9][a-z0-9-]{0,39}$/),
    correct: z.number().int().nonnegative().max(100),
    questions: z.number().int().positive().max(100),
    finishedAt: z.iso.datetime(),
  })
  .refine((r) => r.correct <= r.questions, 'more right answers than questions');
export type PracticeResult = z.infer<typeof practiceResultSchema>;

const practiceTallySchema = z.object({
  sessions: z.number().int().nonnegative().default(0),
  correct: z.number().int().nonnegative().default(0),
  questions: z.number().int().nonnegative().default(0),
  /** The best session's right answers and its number of questions. */
  best: z.tuple([z.number().int().nonnegative(), z.number().int().nonnegative()]).default([0, 0]),
  lastAt: z.iso.datetime().nullable().default(null),
});
type PracticeTally = z.infer<typeof practiceTallySchema>;

const STATISTICS_VERSION = 1;

export const statisticsSchema = z.object({
  version: z.literal(STATISTICS_VERSION).default(STATISTICS_VERSION),
  games: z.record(gameIdSchema, gameStatisticsSchema).default({}),
  /** Practice per game and quiz; kept apart from matches so it never changes a win record. */
  practice: z.record(gameIdSchema, z.record(z.string().min(1).max(40), practiceTallySchema)).default({}),
});
export type Statistics = z.infer<typeof statisticsSchema>;

export const emptyStatistics = (): Statistics => statisticsSchema.parse({});

function tallied(tally: Tally, result: MatchResult): Tally {
  return {
    played: tally.played + 1,
    wins: tally.wins + (result === 'win' ? 1 : 0),
    losses: tally.losses + (result === 'loss' ? 1 : 0),
    draws: tally.draws + (result === 'draw' ? 1 : 0),
  };
}

function nextStreak(streak: number, result: MatchResult): number {
  if (result === 'draw') return 0;
  if (result === 'win') return streak > 0 ? streak + 1 : 1;
  return streak < 0 ? streak - 1 : -1;
}

const added = (counts: Readonly<Record<string, number>>, more: Readonly<Record<string, number>>): Record<string, number> => {
  const out: Record<string, number> = { ...counts };
  for (const [key, n] of Object.entries(more)) out[key] = (out[key] ?? 0) + n;
  return out;
};

function recordedCell(cells: readonly CellStatistics[], match: FinishedMatch): CellStatistics[] {
  const at = cells.findIndex((c) => c.opponent === match.opponent && c.preset === match.preset);
  const before = cells[at] ?? cellStatisticsSchema.parse({ opponent: match.opponent, preset: match.preset });
  const reason = match.reason || 'unknown';
  const after: CellStatistics = {
    ...before,
    ...tallied(before, match.result),
    placings: placed(before.placings, placeOf(match)),
    pointsFor: before.pointsFor + match.scores[0],
    pointsAgainst: before.pointsAgainst + match.scores[1],
    wonBy: match.result === 'win' ? added(before.wonBy, { [reason]: 1 }) : before.wonBy,
    lostBy: match.result === 'loss' ? added(before.lostBy, { [reason]: 1 }) : before.lostBy,
    details: match.details ? added(before.details, match.details) : before.details,
    detailed: before.detailed + (match.details ? 1 : 0),
  };
  return at < 0 ? [...cells, after] : cells.map((c, i) => (i === at ? after : c));
}

/** The cells matching a filter (null: any) summed into one. */
export function sumCells(cells: readonly CellStatistics[], opponent: string | null, preset: string | null | undefined): CellStatistics {
  const picked = cells.filter((c) => (opponent === null || c.opponent === opponent) && (preset === undefined || c.preset === preset));
  return picked.reduce<CellStatistics>(
    (sum, c) => ({
      ...sum,
      played: sum.played + c.played,
      wins: sum.wins + c.wins,
      losses: sum.losses + c.losses,
      draws: sum.draws + c.draws,
      placings: sum.placings.map((n, i) => n + c.placings[i]!) as Placings,
      pointsFor: sum.pointsFor + c.pointsFor,
      pointsAgainst: sum.pointsAgainst + c.pointsAgainst,
      wonBy: added(sum.wonBy, c.wonBy),
      lostBy: added(sum.lostBy, c.lostBy),
      details: added(sum.details, c.details),
      detailed: sum.detailed + c.detailed,
    }),
    cellStatisticsSchema.parse({ opponent: opponent ?? '*', preset: preset ?? null }),
  );
}

/** The opponent recorded for a game between two people on one screen. */
export const HOT_SEAT_OPPONENT = 'human';

/**
 * The statistics after one more finished match. A hot-seat game is kept apart: it counts under its own
 * opponent ("human") and cell, never in the player's own record (totals, streak, points) — its result is
 * only seat 1's against seat 2.
 */
export function recordMatch(statistics: Statistics, match: FinishedMatch): Statistics {
  const before = statistics.games[match.gameId] ?? gameStatisticsSchema.parse({});
  const opponentBefore = before.byOpponent[match.opponent] ?? tallySchema.parse({});
  if (match.opponent === HOT_SEAT_OPPONENT) {
    const kept: GameStatistics = {
      ...before,
      lastPlayedAt: match.finishedAt,
      byOpponent: { ...before.byOpponent, [match.opponent]: tallied(opponentBefore, match.result) },
      cells: recordedCell(before.cells, match),
    };
    return { ...statistics, games: { ...statistics.games, [match.gameId]: kept } };
  }
  const streak = nextStreak(before.streak, match.result);
  const after: GameStatistics = {
    ...before,
    ...tallied(before, match.result),
    placings: placed(before.placings, placeOf(match)),
    streak,
    bestWinStreak: Math.max(before.bestWinStreak, streak),
    pointsFor: before.pointsFor + match.scores[0],
    pointsAgainst: before.pointsAgainst + match.scores[1],
    lastPlayedAt: match.finishedAt,
    byOpponent: { ...before.byOpponent, [match.opponent]: tallied(opponentBefore, match.result) },
    cells: recordedCell(before.cells, match),
  };
  return { ...statistics, games: { ...statistics.games, [match.gameId]: after } };
}

/** The statistics after one more practice session. */
export function recordPractice(statistics: Statistics, result: PracticeResult): Statistics {
  const quizzes = statistics.practice[result.gameId] ?? {};
  const before = quizzes[result.quiz] ?? practiceTallySchema.parse({});
  const better = result.correct / result.questions > (before.best[1] === 0 ? -1 : before.best[0] / before.best[1]);
  const after: PracticeTally = {
    sessions: before.sessions + 1,
    correct: before.correct + result.correct,
    questions: before.questions + result.questions,
    best: better ? [result.correct, result.questions] : before.best,
    lastAt: result.finishedAt,
  };
  return { ...statistics, practice: { ...statistics.practice, [result.gameId]: { ...quizzes, [result.quiz]: after } } };
}

/** Statistics with one game's numbers (or, without a game id, everything) cleared. */
export function resetStatistics(statistics: Statistics, gameId?: string): Statistics {
  if (gameId === undefined) return emptyStatistics();
  const games = { ...statistics.games };
  delete games[gameId];
  const practice = { ...statistics.practice };
  delete practice[gameId];
  return { ...statistics, games, practice };
}

/** The history keeps the most recent matches only (each with its replay), so the file stays small. */
export const HISTORY_LIMIT = 100;
const HISTORY_VERSION = 1;

export const historySchema = z.object({
  version: z.literal(HISTORY_VERSION).default(HISTORY_VERSION),
  /** Newest first. */
  matches: z.array(finishedMatchSchema).default([]),
});
export type History = z.infer<typeof historySchema>;

export const emptyHistory = (): History => historySchema.parse({});

export function addToHistory(history: History, match: FinishedMatch): History {
  return { ...history, matches: [match, ...history.matches].slice(0, HISTORY_LIMIT) };
}

/** The history with a review kept on the match of that game that finished at `finishedAt` (unchanged if none). */
export function withReview(history: History, gameId: string, finishedAt: string, review: StoredReview): History {
  return {
    ...history,
    matches: history.matches.map((m) => (m.gameId === gameId && m.finishedAt === finishedAt ? { ...m, review } : m)),
  };
}

/** Newest first; one game's matches when a game id is given. */
export function listHistory(history: History, gameId?: string): FinishedMatch[] {
  return gameId === undefined ? [...history.matches] : history.matches.filter((m) => m.gameId === gameId);
}
