/**
 * A finished match as the statistics and history record it: seen from the person at the screen (seat 0 in
 * hot-seat), with the counters of the game's statistics profile (`stats`, from its UI manifest) when it has one.
 */
import { placesOf, type Seat } from '../../framework/game';
import type { Match } from '../../framework/match';
import type { SaveMeta } from '../../framework/save';
import { HOT_SEAT_OPPONENT, type FinishedMatch } from '../../shared/records';
import type { StatsProfile } from '../../plugin-api/stats';

/** Joins the computer opponents' levels, in seat order ("easy+hard"); the records' opponent for a table of more than two. */
export const OPPONENT_JOIN = '+';

/**
 * Who the player played against, as the records file it: the computer's level at a table of two, the levels
 * of every computer opponent joined in seat order at a larger one, and "human" whenever more than one person
 * sat at the screen (a hot-seat game, never counted as the player's own).
 */
function opponentOf(seats: SaveMeta['seats'], me: number): string {
  if (seats.filter((s) => s.kind === 'human').length > 1) return HOT_SEAT_OPPONENT;
  return seats
    .filter((_, seat) => seat !== me)
    .map((s) => s.level ?? 'random')
    .join(OPPONENT_JOIN);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function finishedMatch(match: Match<any, any, any, any>, meta: SaveMeta, now = new Date(), stats: StatsProfile | null = null): FinishedMatch | null {
  const outcome = match.outcome();
  if (!outcome) return null;
  // Seen from the person at the screen: the first seat a person sits in (seat 0 when several do), and in a
  // game among programs (an imported arena game) the last seat, as a table of two always was.
  const human = meta.seats.findIndex((s) => s.kind === 'human');
  const me = human >= 0 ? human : meta.seats.length - 1;
  const places = placesOf(outcome);
  const others = outcome.scores.filter((_, seat) => seat !== me);
  const mine = places[me] ?? 1;
  const sharedFirst = mine === 1 && places.filter((p) => p === 1).length > 1;
  const started = Date.parse(meta.startedAt);
  return {
    gameId: match.game.id,
    finishedAt: now.toISOString(),
    opponent: opponentOf(meta.seats, me),
    preset: meta.presetId,
    result: mine !== 1 ? 'loss' : sharedFirst ? 'draw' : 'win',
    scores: [outcome.scores[me] ?? 0, others.length > 0 ? Math.max(...others) : 0],
    table: {
      // An outside bot's command line may be long; the record keeps its first 40 characters.
      seats: meta.seats.map((s) => (s.kind === 'bot' ? { kind: 'bot', level: (s.level ?? 'random').slice(0, 40).trim() } : { kind: 'human' })),
      points: [...outcome.scores],
      places: [...places],
    },
    reason: outcome.reason.slice(0, 60),
    moves: match.moves.length,
    ...(Number.isFinite(started) ? { durationMs: Math.max(0, now.getTime() - started) } : {}),
    ...(meta.undos ? { undos: meta.undos } : {}),
    ...detailsOf(match, me, stats),
    // Exactly what a save holds, so the history can replay the match move by move.
    replay: JSON.parse(JSON.stringify({ seed: match.seed, options: match.options, moves: match.moves.map((m) => m.move), seat: me })),
  };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
function detailsOf(match: Match<any, any, any, any>, seat: Seat, profile: StatsProfile | null): Pick<FinishedMatch, 'details'> {
  if (!profile) return {};
  try {
    return { details: profile.details(match, seat) };
  } catch (e) {
    // The counters are a nicety: a game whose view changed shape must not lose the match's record.
    console.error(`[statistics] could not count the details of a ${match.game.id} match:`, e);
    return {};
  }
}
