/**
 * Storage notices wait here until the renderer listens: settings are read before the window exists, and a
 * damaged file must still reach the player. Once the renderer has taken the backlog, notices go out live.
 */
import type { StorageNotice } from '../shared/bridge';

export class NoticeBoard {
  private backlog: StorageNotice[] = [];
  private send: ((notice: StorageNotice) => void) | null = null;

  constructor(private readonly log: (line: string) => void = console.warn) {}

  report = (notice: StorageNotice): void => {
    this.log(`[storage] ${notice.document} ${notice.problem}; moved to ${notice.movedTo}; using ${notice.recovery}`);
    if (this.send) this.send(notice);
    else this.backlog.push(notice);
  };

  /** The renderer is listening: hand over the backlog and deliver later notices through `send`. */
  take(send: (notice: StorageNotice) => void): StorageNotice[] {
    this.send = send;
    return this.backlog.splice(0);
  }

  /** The page went away (reload, crash): queue again until the next `take`. */
  disconnect(): void {
    this.send = null;
  }
}
