/**
 * The games' UI manifests (games/<id>/ui/index.ts, the contract: src/plugin-api/manifest.ts) by game id:
 * the one place the app looks for what it shows of a game. Everything else asks ./index.ts.
 */
import type { GameUi } from '../../plugin-api/manifest';

const modules = import.meta.glob<{ default: GameUi }>('../../../games/*/ui/index.ts', { eager: true });

export const manifests: Readonly<Record<string, GameUi>> = Object.fromEntries(
  Object.entries(modules).flatMap(([path, mod]) => {
    const id = /games\/([^/]+)\/ui\/index\.ts$/.exec(path)?.[1];
    return id ? [[id, mod.default]] : [];
  }),
);
