/**
 * The versioned save format: a match is saved as seed + options + moves (a replay),
 * validated on load. Bad or old saves give a clear error, never a crash.
 */
import { z } from 'zod';
import { seatCountIn, type AnyGame } from './game';
import { Match, MatchError, type MatchRecord } from './match';
import { MAX_SEATS, MIN_SEATS } from './seats';

export const SAVE_FORMAT = 'hanafuda-table/match';
const SAVE_VERSION = 1;

const seatSchema = z.object({
  kind: z.enum(['human', 'bot']),
  /** Bot level ("easy", "normal", "hard", "random", "cmd:…") when kind is "bot". */
  level: z.string().optional(),
});

const saveMetaSchema = z.object({
  /** Who sat in each seat, seat 0 first (a save of the two-seat releases holds two). */
  seats: z.array(seatSchema).min(MIN_SEATS).max(MAX_SEATS),
  presetId: z.string().nullable(),
  startedAt: z.string(),
  savedAt: z.string(),
  /** How many times the player took back a move against the computer (absent: never). */
  undos: z.number().int().nonnegative().max(100_000).optional(),
});

const saveFileSchema = z.object({
  format: z.literal(SAVE_FORMAT),
  version: z.literal(SAVE_VERSION),
  gameId: z.string().min(1),
  options: z.unknown(),
  seed: z.number().int().nonnegative(),
  moves: z.array(z.unknown()),
  meta: saveMetaSchema,
});

export type SaveMeta = z.infer<typeof saveMetaSchema>;
export type SaveFile = z.infer<typeof saveFileSchema>;

export type LoadResult =
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  | { ok: true; match: Match<any, any, any, any>; meta: SaveMeta }
  | { ok: false; error: { code: string; message: string } };

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function toSave(match: Match<any, any, any, any>, meta: SaveMeta): SaveFile {
  return saveOfRecord(match.record(), meta);
}

/** A save file of a game known by its record (an arena game written with `--record`). */
export function saveOfRecord(record: MatchRecord, meta: SaveMeta): SaveFile {
  return {
    format: SAVE_FORMAT,
    version: SAVE_VERSION,
    gameId: record.gameId,
    options: record.options,
    seed: record.seed,
    moves: [...record.moves],
    meta,
  };
}

const fail = (code: string, message: string): LoadResult => ({ ok: false, error: { code, message } });

/** Parses and replays a save; `findGame` resolves the plugin by id. */
export function loadSave(json: unknown, findGame: (id: string) => AnyGame | undefined): LoadResult {
  if (typeof json === 'string') {
    try {
      json = JSON.parse(json);
    } catch {
      return fail('not-json', 'The saved game is damaged: it is not valid JSON.');
    }
  }
  const head = z.object({ format: z.string(), version: z.number() }).safeParse(json);
  if (!head.success || head.data.format !== SAVE_FORMAT) {
    return fail('not-a-save', 'This file is not a saved game of this app.');
  }
  if (head.data.version !== SAVE_VERSION) {
    return fail(
      'unsupported-version',
      `The saved game uses format version ${head.data.version}; this version of the app reads version ${SAVE_VERSION}.`,
    );
  }
  const parsed = saveFileSchema.safeParse(json);
  if (!parsed.success) return fail('bad-save', `The saved game is damaged: ${z.prettifyError(parsed.error)}`);
  const game = findGame(parsed.data.gameId);
  if (!game) return fail('unknown-game', `The saved game is for an unknown game "${parsed.data.gameId}".`);
  try {
    const match = Match.replay(game, parsed.data);
    const count = seatCountIn(game, match.states[0]);
    const seats = parsed.data.meta.seats.length;
    if (seats !== count) return fail('bad-seats', `The saved game is damaged: it names ${seats} seats for a game of ${count}.`);
    return { ok: true, match, meta: parsed.data.meta };
  } catch (e) {
    if (e instanceof MatchError) return fail(e.code, `The saved game cannot be replayed: ${e.message}`);
    return fail('replay-crashed', `The saved game cannot be replayed: ${(e as Error).message}`);
  }
}
