/**
 * Finished matches for the statistics, history and replay specs: real games played out with seeded random
 * moves, recorded exactly as the app records them (src/renderer/play/finished.ts), then folded into statistics.
 */
import { games } from '../../../games/index';
import type { AnyGame, PlayerId } from '../../../src/framework/game';
import { Match } from '../../../src/framework/match';
import { Rng } from '../../../src/framework/rng';
import { finishedMatch } from '../../../src/renderer/play/finished';
import type { StatsProfile } from '../../../src/plugin-api/stats';
import { hanamikojiStats } from '../../../games/hanamikoji/ui/stats';
import { koikoiStats } from '../../../games/koikoi/ui/stats';
import { addToHistory, emptyHistory, emptyStatistics, recordMatch, type FinishedMatch, type History, type Statistics } from '../../../src/shared/records';

/** The games' statistics profiles (their UI manifests' `stats`; the manifests themselves load Vue components). */
const PROFILES: Readonly<Record<string, StatsProfile>> = { hanamikoji: hanamikojiStats, koikoi: koikoiStats };

const OPPONENTS = ['easy', 'normal', 'hard', 'normal', 'human'];

export function playedRecord(game: AnyGame, seed: number, opponent: string, preset: string | null, seat: PlayerId, finishedAt: Date): FinishedMatch {
  const rng = Rng.fromSeed(seed);
  const presetOptions = game.presets.find((p) => p.id === preset)?.options ?? game.presets[0]?.options ?? {};
  let match = Match.start(game, game.optionsSchema.parse({ ...presetOptions }), seed);
  while (match.toAct() !== null) {
    const moves = match.legalMovesFor(match.toAct() as PlayerId);
    match = match.play(moves[rng.int(moves.length)]);
  }
  const bot = { kind: 'bot' as const, level: opponent };
  const seats: [typeof bot | { kind: 'human' }, typeof bot | { kind: 'human' }] =
    opponent === 'human' ? [{ kind: 'human' }, { kind: 'human' }] : seat === 0 ? [{ kind: 'human' }, bot] : [bot, { kind: 'human' }];
  const startedAt = new Date(finishedAt.getTime() - 20 * 60_000).toISOString();
  return finishedMatch(match, { seats, presetId: preset, startedAt, savedAt: startedAt }, finishedAt, PROFILES[game.id] ?? null)!;
}

/** `perGame` matches of every game, oldest first in time, spread over opponents and presets. */
export function seededRecords(perGame: number): { history: History; statistics: Statistics; matches: FinishedMatch[] } {
  const matches: FinishedMatch[] = [];
  let minute = 0;
  for (let i = 0; i < perGame; i++) {
    for (const game of games) {
      const presets = game.presets.map((p) => p.id);
      const preset = i % 7 === 6 ? null : (presets[i % Math.min(2, presets.length)] ?? null);
      const when = new Date(Date.UTC(2026, 10, 1, 18, 0) + (minute += 97) * 60_000);
      matches.push(playedRecord(game, 1000 + i * 7 + game.id.length, OPPONENTS[i % OPPONENTS.length]!, preset, (i % 2) as PlayerId, when));
    }
  }
  return {
    matches,
    history: matches.reduce(addToHistory, emptyHistory()),
    statistics: matches.reduce(recordMatch, emptyStatistics()),
  };
}
