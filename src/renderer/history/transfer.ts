/**
 * Games in and out of the history: a save file (the framework's format, as `arena --record` writes it or
 * History exports it) imported as a finished game, and a finished game exported as a save file.
 * Everything read is validated: the file's envelope, every move by replaying it, and the record built.
 */
import { loadSave, saveOfRecord, type SaveFile, type SaveMeta } from '../../framework/save';
import { findGame } from '../../../games/index';
import { finishedMatchSchema, type FinishedMatch } from '../../shared/records';
import { finishedMatch } from '../play/finished';
import { uiFor } from '../plugins/index';

/** Files larger than this are refused before reading: a save is seed + options + moves. */
const IMPORT_MAX_BYTES = 2_000_000;

type ImportError =
  | { readonly code: 'too-large' }
  | { readonly code: 'not-finished' }
  | { readonly code: 'duplicate' }
  | { readonly code: 'invalid'; readonly detail: string };

export type ImportResult = { readonly ok: true; readonly match: FinishedMatch } | { readonly ok: false; readonly error: ImportError };

const isoOr = (text: string, fallback: Date): string => {
  const t = Date.parse(text);
  return Number.isFinite(t) ? new Date(t).toISOString() : fallback.toISOString();
};

/**
 * A save file as a finished game of the history, seen from its human seat (seat 0 of a hot-seat game, and
 * in a game between two programs the second seat, as the app records bot seats). Refuses a file that is
 * not a save, cannot be replayed, is not finished, or is already in `history`.
 */
export function importSave(text: string, history: readonly FinishedMatch[], now = new Date()): ImportResult {
  if (text.length > IMPORT_MAX_BYTES) return { ok: false, error: { code: 'too-large' } };
  const loaded = loadSave(text, findGame);
  if (!loaded.ok) return { ok: false, error: { code: 'invalid', detail: loaded.error.message } };
  const { match, meta } = loaded;
  if (match.outcome() === null) return { ok: false, error: { code: 'not-finished' } };
  const finishedAt = isoOr(meta.savedAt, now);
  const started: SaveMeta = { ...meta, startedAt: isoOr(meta.startedAt, new Date(finishedAt)) };
  const built = finishedMatch(match, started, new Date(finishedAt), uiFor(match.game.id)?.stats ?? null);
  if (!built) return { ok: false, error: { code: 'not-finished' } };
  // An outside bot's command line may be long; the record keeps its first 40 characters.
  const parsed = finishedMatchSchema.safeParse({ ...built, opponent: built.opponent.slice(0, 40).trim() });
  if (!parsed.success) return { ok: false, error: { code: 'invalid', detail: parsed.error.issues[0]?.message ?? '' } };
  if (history.some((m) => m.gameId === parsed.data.gameId && m.finishedAt === parsed.data.finishedAt)) {
    return { ok: false, error: { code: 'duplicate' } };
  }
  return { ok: true, match: parsed.data };
}

/** A finished game of the history as a save file (null when the record kept no replay). */
export function exportSave(record: FinishedMatch): SaveFile | null {
  const replay = record.replay;
  if (!replay) return null;
  const me = replay.seat;
  const opponent = record.opponent === 'human' ? ({ kind: 'human' } as const) : ({ kind: 'bot', level: record.opponent } as const);
  // A record names every seat since tables seat more than two; one of the two-seat releases, its opponent only.
  const seats: SaveMeta['seats'] = record.table?.seats ?? (me === 0 ? [{ kind: 'human' }, opponent] : [opponent, { kind: 'human' }]);
  const startedAt = new Date(Date.parse(record.finishedAt) - (record.durationMs ?? 0)).toISOString();
  return saveOfRecord(
    { gameId: record.gameId, options: replay.options, seed: replay.seed, moves: replay.moves },
    { seats, presetId: record.preset, startedAt, savedAt: record.finishedAt },
  );
}

/** A file name for an exported game: the game and when it finished, safe on every system. */
export function exportFileName(record: FinishedMatch): string {
  return `${record.gameId}-${record.finishedAt.replace(/[:.]/g, '-').replace(/-\d{3}Z$/, 'Z')}.json`;
}
