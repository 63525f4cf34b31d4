/**
 * What a reload (or the desktop app's next start) returns to: the game on the table, which saved games are
 * guided first games (their guide comes back with them), and the finished game whose review or replay was
 * open, at the place it showed. Only these pointers are kept here, in localStorage: the matches themselves
 * are in their save slots and in the history. Anything that names no registered game is ignored.
 */
import { z } from 'zod';
import { findGame } from '../../../games/index';

const KEY = 'hanafuda-table.session';
/** Where earlier versions kept the table's game id alone. */
const FORMER_KEY = 'hanafuda-table.on-table';

const recordPlaceSchema = z.object({
  screen: z.enum(['review', 'replay']),
  gameId: z.string(),
  finishedAt: z.string(),
  /** The screen's own place: the review's decision, the replay's move; null for where the screen opens. */
  place: z.number().int().nonnegative().nullable(),
});
export type RecordPlace = z.infer<typeof recordPlaceSchema>;

const sessionSchema = z.object({
  /** The game whose unfinished match is on the table. */
  table: z.string().nullable().catch(null),
  /** Guided first games: save slot → the saved match's startedAt, so a later match in the slot is not guided. */
  guided: z.record(z.string(), z.string()).catch({}),
  /** The finished game open in the review or the replay. */
  record: recordPlaceSchema.nullable().catch(null),
});
export type Session = z.infer<typeof sessionSchema>;

const empty = (): Session => ({ table: null, guided: {}, record: null });

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export function readSession(): Session {
  const store = storage();
  if (!store) return empty();
  try {
    const raw = store.getItem(KEY);
    const parsed = raw === null ? { ...empty(), table: store.getItem(FORMER_KEY) } : sessionSchema.safeParse(JSON.parse(raw)).data;
    const session = parsed ? sessionSchema.parse(parsed) : empty();
    return {
      table: session.table !== null && findGame(session.table) ? session.table : null,
      guided: session.guided,
      record: session.record && findGame(session.record.gameId) ? session.record : null,
    };
  } catch {
    return empty();
  }
}

/** Changes some of what a reload returns to. */
export function updateSession(change: (session: Session) => Partial<Session>): void {
  const store = storage();
  if (!store) return;
  try {
    const now = readSession();
    store.setItem(KEY, JSON.stringify({ ...now, ...change(now) }));
    store.removeItem(FORMER_KEY);
  } catch {
    // Storage refused (private mode, quota): the app still works, a reload just opens on the launcher.
  }
}

/** A guided first game was started in (or has left) a save slot. */
export function rememberGuided(slot: string, startedAt: string | null): void {
  updateSession(({ guided }) => {
    const next = { ...guided };
    if (startedAt === null) delete next[slot];
    else next[slot] = startedAt;
    return { guided: next };
  });
}

/** Whether the match saved in `slot` at `startedAt` is a guided first game whose guide the player has not skipped. */
export const isGuided = (slot: string, startedAt: string): boolean => readSession().guided[slot] === startedAt;
