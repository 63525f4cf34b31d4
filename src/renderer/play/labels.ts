/** Names of opponents and presets as the records store them ("hard", "human"; a preset id or null for custom rules). */
import type { AnyGame, Lang } from '../../framework/game';
import { levelLabel } from '../plugins/index';
import { OPPONENT_JOIN } from './finished';
import { HOT_SEAT_OPPONENT, type FinishedMatch } from '../../shared/records';

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

export function presetLabel(game: AnyGame | undefined, preset: string | null, lang: Lang, t: T): string {
  if (preset === null) return t('newGame.custom');
  return game?.presets.find((p) => p.id === preset)?.label[lang] ?? preset;
}
