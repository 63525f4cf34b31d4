/**
 * What the app shows of each game, read from its UI manifest (./manifests.ts), with what a game without
 * one part gets instead: its bot ids as levels, no statistics of its own, no settings, no summary.
 */
import { botNames } from '../../framework/bot';
import type { AnyGame, Lang } from '../../framework/game';
import type { GameGuide } from '../../plugin-api/guide';
import type { GameSummary, GameUi } from '../../plugin-api/manifest';
import { hintLevel, type LevelSpec, type LevelsTable } from '../../plugin-api/levels';
import { manifests } from './manifests';

export function uiFor(gameId: string): GameUi | null {
  return manifests[gameId] ?? null;
}

/** Thinking time for a level the game's table does not name. */
const DEFAULT_BUDGET_MS = 1000;

/** The game's computer players, weakest first: its levels table (those with a bot), or else its bots as they are named. */
export function levelsOf(game: AnyGame): LevelsTable {
  const table = uiFor(game.id)?.levels;
  if (table) return table.filter((l) => l.id === 'random' || game.bots?.[l.id]);
  return botNames(game).map((id) => ({ id, label: { en: id, ja: id, de: id }, help: { en: '', ja: '', de: '' }, budgetMs: id === 'random' ? 0 : DEFAULT_BUDGET_MS }));
}

function levelOf(game: AnyGame, id: string): LevelSpec | undefined {
  return levelsOf(game).find((l) => l.id === id);
}

/** The levels the new-game panel offers: the framework's random player only for a game without others. */
export function offeredLevels(game: AnyGame): string[] {
  const all = levelsOf(game).map((l) => l.id);
  const real = all.filter((id) => id !== 'random');
  return real.length > 0 ? real : all;
}

/** The level a new game starts with: the one called normal if there is one, else the weakest offered. */
export function defaultLevel(offered: readonly string[]): string {
  return offered.includes('normal') ? 'normal' : (offered[0] ?? 'random');
}

/** A level's name in `lang` ("Hard"), or its id when the game does not name it. */
export function levelLabel(gameId: string, level: string, lang: Lang): string {
  const spec = uiFor(gameId)?.levels?.find((l) => l.id === level);
  return spec ? (spec.label[lang] ?? spec.label.en) : level;
}

export function levelHelp(gameId: string, level: string, lang: Lang): string {
  const spec = uiFor(gameId)?.levels?.find((l) => l.id === level);
  return spec ? (spec.help[lang] ?? spec.help.en) : '';
}

export function budgetMsOf(game: AnyGame, level: string): number {
  return levelOf(game, level)?.budgetMs ?? DEFAULT_BUDGET_MS;
}

/** The level that answers hints and reviews, when the game has one with a bot behind it. */
export function hintLevelOf(game: AnyGame): LevelSpec | null {
  const level = hintLevel(levelsOf(game));
  return level && game.bots?.[level.id] ? level : null;
}

/** Where a match stands from a player's view (score, round), when the game says. */
export function summaryOf(gameId: string, view: unknown): GameSummary | null {
  const summary = uiFor(gameId)?.summary;
  return summary && view ? summary(view) : null;
}

/** What the game calls its rounds. */
export function roundUnitOf(gameId: string): 'round' | 'month' {
  return uiFor(gameId)?.roundUnit ?? 'round';
}

/** The game's guided first game, if it offers one. */
export function guideFor(gameId: string): GameGuide | null {
  return uiFor(gameId)?.guide ?? null;
}
