/** Names of opponents and presets as the records store them ("hard", "human"; a preset id or null for custom rules). */
import type { AnyGame, Lang } from '../../framework/game';
import { levelLabel } from '../plugins/index';
import { OPPONENT_JOIN } from './finished';

type T = (key: string, params?: Record<string, unknown>) => string;

/** "Computer (Hard)", "Computer (Easy, Hard)" at a larger table, or "Two people, one screen" for hot-seat play. */
export function opponentLabel(gameId: string, opponent: string, t: T, lang: Lang): string {
  if (opponent === 'human') return t('newGame.twoPlayers');
  const levels = opponent.split(OPPONENT_JOIN).map((level) => levelLabel(gameId, level, lang));
  return t('play.computerLevel', { level: levels.join(', ') });
}

export function presetLabel(game: AnyGame | undefined, preset: string | null, lang: Lang, t: T): string {
  if (preset === null) return t('newGame.custom');
  return game?.presets.find((p) => p.id === preset)?.label[lang] ?? preset;
}
