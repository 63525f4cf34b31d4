/**
 * The games' UI manifests (games/<id>/ui/index.ts, the contract: src/plugin-api/manifest.ts) by game id,
 * loaded through the registry's entries (games/index.ts) before anything of the app reads them: the one
 * place the app looks for what it shows of a game. Everything else asks ./index.ts. A manifest that fails
 * to load stops the app's start with its error rather than leaving its game silently out.
 */
import { entries } from '../../../games/index';
import type { GameUi } from '../../plugin-api/manifest';

export const manifests: Readonly<Record<string, GameUi>> = Object.fromEntries(
  await Promise.all(entries.map(async (e) => [e.game.id, (await e.ui()).default] as const)),
);
