/**
 * A finished match as the statistics and history record it: seen from the person at the screen (seat 0 in
 * hot-seat), with the counters of the game's statistics profile (`stats`, from its UI manifest) when it has one.
 */
import type { Match } from '../../framework/match';
import type { SaveMeta } from '../../framework/save';
import { HOT_SEAT_OPPONENT, type FinishedMatch } from '../../shared/records';
import type { StatsProfile } from '../../plugin-api/stats';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function finishedMatch(match: Match<any, any, any, any>, meta: SaveMeta, now = new Date(), stats: StatsProfile | null = null): FinishedMatch | null {
  const outcome = match.outcome();
  if (!outcome) return null;
  // The shell records games of two seats as seen from the person at the screen.
  const me = meta.seats[0]?.kind === 'human' ? 0 : 1;
  const them = me === 0 ? 1 : 0;
  const opponentSeat = meta.seats[them] ?? { kind: 'human' };
  const started = Date.parse(meta.startedAt);
  return {
    gameId: match.game.id,
    finishedAt: now.toISOString(),
    opponent: opponentSeat.kind === 'bot' ? (opponentSeat.level ?? 'random') : HOT_SEAT_OPPONENT,
    preset: meta.presetId,
    result: outcome.winner === null ? 'draw' : outcome.winner === me ? 'win' : 'loss',
    scores: [outcome.scores[me] ?? 0, outcome.scores[them] ?? 0],
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
function detailsOf(match: Match<any, any, any, any>, seat: 0 | 1, profile: StatsProfile | null): Pick<FinishedMatch, 'details'> {
  if (!profile) return {};
  try {
    return { details: profile.details(match, seat) };
  } catch (e) {
    // The counters are a nicety: a game whose view changed shape must not lose the match's record.
    console.error(`[statistics] could not count the details of a ${match.game.id} match:`, e);
    return {};
  }
}
