/**
 * One JSON document on disk, validated by a zod schema. Loading never throws for bad content and never
 * resets data silently: a damaged file is moved aside, the previous version (`.bak`) is restored when it is
 * sound, otherwise the fallback is used, and either way the player is told through a storage notice.
 */
import { promises as fs } from 'node:fs';
import { z } from 'zod';
import type { StorageNotice, StoredDocument } from '../shared/bridge';
import { backupPath, moveAside, readTextIfExists, writeFileAtomic } from './atomic-file';

export interface DocumentSpec<T> {
  readonly document: StoredDocument;
  /** For saved matches: the game the document belongs to. */
  readonly gameId?: string;
  readonly file: string;
  readonly schema: z.ZodType<T, unknown>;
  /** What a missing (or unrecoverable) document reads as; null means "nothing stored". */
  readonly fallback: () => T | null;
}

export type ReportNotice = (notice: StorageNotice) => void;

type Parsed<T> = { ok: true; value: T } | { ok: false; problem: StorageNotice['problem']; detail: string };

function parse<T>(text: string, schema: z.ZodType<T, unknown>): Parsed<T> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    return { ok: false, problem: 'unreadable', detail: (e as Error).message };
  }
  const result = schema.safeParse(json);
  return result.success
    ? { ok: true, value: result.data }
    : { ok: false, problem: 'invalid', detail: z.prettifyError(result.error) };
}

export class JsonDocument<T> {
  private loaded: Promise<T | null> | undefined;
  /** Writes and read-modify-write updates run one at a time, in call order. */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly spec: DocumentSpec<T>,
    private readonly report: ReportNotice,
    private readonly now: () => Date = () => new Date(),
  ) {}

  get file(): string {
    return this.spec.file;
  }

  /** The stored value (loaded from disk once, then kept in memory). */
  read(): Promise<T | null> {
    // A failed read (say, a permission error) is not remembered, so the next call tries again.
    this.loaded ??= this.load().catch((e: unknown) => {
      this.loaded = undefined;
      throw e;
    });
    return this.loaded;
  }

  /** Validates and stores `value`. */
  write(value: T): Promise<T> {
    return this.update(() => value);
  }

  /** Stores `change(current)`; concurrent updates never lose each other's changes. */
  update(change: (current: T | null) => T): Promise<T> {
    return this.enqueue(async () => {
      const next = this.spec.schema.parse(change(await this.read()));
      await writeFileAtomic(this.spec.file, `${JSON.stringify(next, null, 2)}\n`);
      this.loaded = Promise.resolve(next);
      return next;
    });
  }

  /** Removes the document; the last version stays in `.bak` in case it was removed by mistake. */
  remove(): Promise<void> {
    return this.enqueue(async () => {
      try {
        await fs.rename(this.spec.file, backupPath(this.spec.file));
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
      }
      this.loaded = Promise.resolve(null);
    });
  }

  private enqueue<R>(task: () => Promise<R>): Promise<R> {
    const run = this.queue.then(task, task);
    this.queue = run.catch(() => undefined);
    return run;
  }

  private async load(): Promise<T | null> {
    const { file, schema } = this.spec;
    const text = await readTextIfExists(file);
    if (text === null) return this.spec.fallback();
    const parsed = parse(text, schema);
    if (parsed.ok) return parsed.value;

    const movedTo = await moveAside(file, this.now());
    const backupText = await readTextIfExists(backupPath(file)).catch(() => null);
    const backup = backupText === null ? null : parse(backupText, schema);
    let value: T | null;
    let recovery: StorageNotice['recovery'];
    if (backup?.ok) {
      await writeFileAtomic(file, backupText as string);
      value = backup.value;
      recovery = 'backup';
    } else {
      value = this.spec.fallback();
      recovery = value === null ? 'none' : 'defaults';
    }
    this.report({
      document: this.spec.document,
      ...(this.spec.gameId === undefined ? {} : { gameId: this.spec.gameId }),
      problem: parsed.problem,
      recovery,
      movedTo,
      detail: parsed.detail,
    });
    return value;
  }
}
