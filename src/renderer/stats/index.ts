/** The games' statistics profiles by game id; a game without one gets the common numbers only. */
import type { StatsProfile } from './profile';
import { koikoiStats } from './koikoi';
import { hanamikojiStats } from './hanamikoji';

const profiles: Readonly<Record<string, StatsProfile>> = { koikoi: koikoiStats, hanamikoji: hanamikojiStats };

export function statsProfile(gameId: string): StatsProfile | null {
  return profiles[gameId] ?? null;
}
