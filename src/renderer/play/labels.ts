/** Names of opponents and presets as the records store them ("hard", "human"; a preset id or null for custom rules). */
import type { AnyGame, Lang } from '../../framework/game';
import { levelLabel } from '../plugins/index';
import { OPPONENT_JOIN } from './finished';
import { HOT_SEAT_OPPONENT, placeOf, type FinishedMatch } from '../../shared/records';

type T = (key: string, params?: Record<string, unknown>) => string;

/** "Computer (Hard)", "Computer (Easy, Hard)" at a larger table, or "Two people, one screen" for hot-seat play. */
export function opponentLabel(gameId: string, opponent: string, t: T, lang: Lang): string {
  if (opponent === 'human') return t('newGame.twoPlayers');
  const levels = opponent.split(OPPONENT_JOIN).map((level) => levelLabel(gameId, level, lang));
  return t('play.computerLevel', { level: levels.join(', ') });
}

/** A finished match's opponents as opponentLabel names them, with the number of people when more than two shared the screen. */
export function recordOpponentLabel(record: Pick<FinishedMatch, 'gameId' | 'opponent' | 'table'>, t: T, lang: Lang): string {
  const people = record.table?.seats.filter((s) => s.kind === 'human').length ?? 0;
  if (record.opponent === HOT_SEAT_OPPONENT && people > 2) return t('newGame.people', { n: people });
  return opponentLabel(record.gameId, record.opponent, t, lang);
}

/** A table of more than two: there the player's place says more than a win or a loss. */
const crowded = (record: Pick<FinishedMatch, 'table'>): boolean => (record.table?.seats.length ?? 2) > 2;

/** "Win", "Loss", "Draw" — or, at a table of more than two, the player's place ("Finished 2nd"). */
export function recordResultLabel(record: Pick<FinishedMatch, 'result' | 'table' | 'replay'>, t: T): string {
  return crowded(record) ? t(`statistics.placed${placeOf(record)}`) : t(`history.results.${record.result}`);
}

/** "12 – 30": the player's points first, then (at a table of more than two) every other seat's in seat order. */
export function recordScoreLabel(record: Pick<FinishedMatch, 'scores' | 'table' | 'replay'>, t: T): string {
  const table = record.table;
  if (!table || !crowded(record)) return t('history.score', { a: record.scores[0], b: record.scores[1] });
  const me = record.replay?.seat ?? 0;
  const points = [table.points[me] ?? 0, ...table.points.filter((_, seat) => seat !== me)];
  return points.map(String).reduce((a, b) => t('history.score', { a, b }));
}

export function presetLabel(game: AnyGame | undefined, preset: string | null, lang: Lang, t: T): string {
  if (preset === null) return t('newGame.custom');
  return game?.presets.find((p) => p.id === preset)?.label[lang] ?? preset;
}
