/**
 * Games in progress for the specs that need a saved match (the launcher's Continue cards, the question before
 * a new game replaces one): real games played some way in with seeded random moves, saved as the app saves them.
 */
import { findGame } from '../../games/index';
import type { AnyGame, PlayerId } from '../../src/framework/game';
import { Match } from '../../src/framework/match';
import { Rng } from '../../src/framework/rng';
import { toSave, type SaveFile } from '../../src/framework/save';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyMatch = Match<any, any, any, any>;

/** Plays seeded random moves from the game's first preset until `enough` says stop; the human has seat 0, the computer (normal) seat 1. */
function savedGame(gameId: string, seed: number, enough: (m: AnyMatch) => boolean): SaveFile {
  const game = findGame(gameId) as AnyGame;
  const preset = game.presets[0] ?? null;
  const rng = Rng.fromSeed(seed);
  let match: AnyMatch = Match.start(game, game.optionsSchema.parse({ ...(preset?.options ?? {}) }), seed);
  while (match.toAct() !== null && !enough(match)) {
    const moves = match.legalMovesFor(match.toAct() as PlayerId);
    match = match.play(moves[rng.int(moves.length)]);
  }
  const at = '2026-05-01T09:30:00.000Z';
  return toSave(match, { seats: [{ kind: 'human' }, { kind: 'bot', level: 'normal' }], presetId: preset?.id ?? null, startedAt: at, savedAt: at });
}

/** A Hanamikoji game three moves in. */
export const hanamikojiThreeMovesIn = (): SaveFile => savedGame('hanamikoji', 11, (m) => m.moves.length >= 3);

/** A Koi-Koi game in its second month, with the player to move. */
export const koikoiInMonthTwo = (): SaveFile =>
  savedGame('koikoi', 12, (m) => (m.game.turns?.roundOf(m.state) ?? 1) >= 2 && m.toAct() === 0);

/** The localStorage entries of the web build that hold these saves. */
export const saveEntries = (...saves: SaveFile[]): Record<string, string> =>
  Object.fromEntries(saves.map((s) => [`hanafuda-table:save:${s.gameId}`, JSON.stringify(s)]));
