/**
 * Finished matches for the statistics, history and replay specs: real games played out with seeded random
 * moves, recorded exactly as the app records them (src/renderer/play/finished.ts), then folded into statistics.
 */
import { games } from '../../../games/index';
import { seatCountIn, type AnyGame, type PlayerId } from '../../../src/framework/game';
import { Match } from '../../../src/framework/match';
import { Rng } from '../../../src/framework/rng';
import { finishedMatch } from '../../../src/renderer/play/finished';
import type { StatsProfile } from '../../../src/plugin-api/stats';
import { hanamikojiStats } from '../../../games/hanamikoji/ui/stats';
import { koikoiStats } from '../../../games/koikoi/ui/stats';
import { hanaAwaseStats } from '../../../games/hana-awase/ui/stats';
import { addToHistory, emptyHistory, emptyStatistics, recordMatch, type FinishedMatch, type History, type Statistics } from '../../../src/shared/records';

/** The games' statistics profiles (their UI manifests' `stats`; the manifests themselves load Vue components). */
const PROFILES: Readonly<Record<string, StatsProfile>> = { hanamikoji: hanamikojiStats, koikoi: koikoiStats, 'hana-awase': hanaAwaseStats };

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
  // One seat per seat of the table (three in Hana-awase's classic game): the person in `seat`, the computer in the others.
  const seats = Array.from({ length: seatCountIn(game, match.state) }, (_, s) =>
    opponent === 'human' || s === seat ? { kind: 'human' as const } : bot,
  );
  const startedAt = new Date(finishedAt.getTime() - 20 * 60_000).toISOString();
  return finishedMatch(match, { seats, presetId: preset, startedAt, savedAt: startedAt }, finishedAt, PROFILES[game.id] ?? null)!;
}

/**
 * The games these records are played in: the two-seat games the statistics, history and replay specs were
 * written for (their expectations name those games' results and rounds). Hana-awase's history is the
 * business of its own spec (tests/e2e/hana-awase.spec.ts), which records the games it plays.
 */
const RECORDED_GAMES = games.filter((game) => game.id === 'hanamikoji' || game.id === 'koikoi');

/** `perGame` matches of each recorded game, oldest first in time, spread over opponents and presets. */
export function seededRecords(perGame: number): { history: History; statistics: Statistics; matches: FinishedMatch[] } {
  const matches: FinishedMatch[] = [];
  let minute = 0;
  for (let i = 0; i < perGame; i++) {
    for (const game of RECORDED_GAMES) {
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
