/** Display names of the seats, shared by the launcher's Continue cards and the play screen. */
import type { Lang } from '../../framework/game';
import type { SaveMeta } from '../../framework/save';
import { levelLabel } from '../plugins/index';

type T = (key: string, params?: Record<string, unknown>) => string;

/**
 * Every seat's name, by seat: "You" and "Computer (Easy)"; with more than one person at the screen the
 * people are "Player 1", "Player 2"… by seat, as nobody there is "you".
 */
export function seatNames(gameId: string, seats: SaveMeta['seats'], t: T, lang: Lang): string[] {
  const hotSeat = seats.filter((s) => s.kind === 'human').length > 1;
  return seats.map((seat, i) => {
    if (seat.kind === 'bot') return t('play.computerLevel', { level: levelLabel(gameId, seat.level ?? 'random', lang) });
    return hotSeat ? t('play.player', { n: i + 1 }) : t('play.you');
  });
}

/** "Computer (Normal)" or "Player 2" — who the human at the screen plays against. */
export function opponentName(gameId: string, seats: SaveMeta['seats'], t: T, lang: Lang): string {
  const hotSeat = seats.every((s) => s.kind === 'human');
  if (hotSeat) return t('newGame.twoPlayers');
  const bot = seats.find((s) => s.kind === 'bot');
  return t('play.computerLevel', { level: levelLabel(gameId, bot?.level ?? 'random', lang) });
}
