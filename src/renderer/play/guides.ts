/** Guided first games, found by convention at games/<id>/ui/guide.ts (the contract: src/plugin-api/guide.ts). */
import type { GameGuide } from '../../plugin-api/guide';

export type { GameGuide };

const modules = import.meta.glob<{ default: GameGuide }>('../../../games/*/ui/guide.ts', { eager: true });

export function guideFor(gameId: string): GameGuide | null {
  return modules[`../../../games/${gameId}/ui/guide.ts`]?.default ?? null;
}
