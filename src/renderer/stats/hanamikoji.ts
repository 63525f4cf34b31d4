/** Hanamikoji's own statistics: the geishas whose favour the player held at the end, and rounds played. */
import type { PlayerId } from '../../framework/game';
import type { HanamikojiView } from '../../../games/hanamikoji/index';
import { CHARM, GEISHAS } from '../../../games/hanamikoji/cards';
import type { MatchDetails } from '../../shared/records';
import { perGame, type AnyMatch, type StatsProfile } from './profile';

/** The game's end reasons, in the order the rules check them. */
const REASONS = ['eleven-charm', 'four-geishas', 'round-limit'] as const;

export const hanamikojiStats: StatsProfile = {
  /** The charm of the geishas whose favour each player holds now (what the game is scored by). */
  runningScore(view: unknown): [number, number] | null {
    const markers = (view as Partial<HanamikojiView> | null)?.markers;
    if (!markers) return null;
    const charm: [number, number] = [0, 0];
    for (const g of GEISHAS) {
      const holder = markers[g];
      if (holder === 0 || holder === 1) charm[holder] += CHARM[g];
    }
    return charm;
  },

  details(match: AnyMatch, seat: PlayerId): MatchDetails {
    const view = match.viewFor(seat) as HanamikojiView;
    const markers = view.lastRound?.markersAfter ?? view.markers;
    const out: Record<string, number> = { rounds: view.lastRound?.round ?? view.round, geishas: 0, charm: 0 };
    for (const g of GEISHAS) {
      const mine = markers[g] === seat ? 1 : 0;
      out[`geisha:${g.toLowerCase()}`] = mine;
      out.geishas = (out.geishas ?? 0) + mine;
      out.charm = (out.charm ?? 0) + mine * CHARM[g];
    }
    return out;
  },

  facts(cell, t) {
    const d = cell.details;
    return [
      { id: 'geishas', label: t('statistics.hanamikoji.geishasPerGame'), value: perGame(d.geishas ?? 0, cell.detailed) },
      { id: 'charm', label: t('statistics.hanamikoji.charmPerGame'), value: perGame(d.charm ?? 0, cell.detailed) },
      { id: 'rounds', label: t('statistics.hanamikoji.roundsPerGame'), value: perGame(d.rounds ?? 0, cell.detailed) },
    ];
  },

  charts(cell, t) {
    const reasons = REASONS.map((r) => t(`statistics.hanamikoji.reasons.${r}`));
    return [
      {
        id: 'geishas',
        title: t('statistics.hanamikoji.geishasChart'),
        kind: 'bar',
        horizontal: true,
        labels: GEISHAS.map((g) => t('statistics.hanamikoji.geishaCharm', { name: t(`games.hanamikoji.geisha.${g}`), n: CHARM[g] })),
        series: [{ label: t('statistics.hanamikoji.games'), values: GEISHAS.map((g) => cell.details[`geisha:${g.toLowerCase()}`] ?? 0) }],
        empty: t('statistics.noDetails'),
      },
      {
        id: 'ended-by',
        title: t('statistics.hanamikoji.endedBy'),
        kind: 'bar',
        labels: reasons,
        series: [
          { label: t('statistics.wins'), values: REASONS.map((r) => cell.wonBy[r] ?? 0) },
          { label: t('statistics.losses'), values: REASONS.map((r) => cell.lostBy[r] ?? 0) },
        ],
        empty: t('statistics.noDetails'),
      },
    ];
  },
};
