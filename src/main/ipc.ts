/**
 * Registers the bridge's request channels. The renderer is untrusted: each request must come from one of
 * the app's own pages and carry arguments that pass the channel's zod schema, or it is rejected with an
 * error naming the problem before any handler runs.
 */
import type { IpcMain, IpcMainInvokeEvent } from 'electron';
import { parseRequest, requestSchemas, type RequestArgs, type RequestChannel } from '../shared/bridge';

export type RequestHandlers = {
  [C in RequestChannel]: (event: IpcMainInvokeEvent, ...args: RequestArgs<C>) => unknown;
};

export function registerIpc(
  ipcMain: Pick<IpcMain, 'handle'>,
  handlers: RequestHandlers,
  isTrustedSender: (event: IpcMainInvokeEvent) => boolean,
): void {
  for (const channel of Object.keys(requestSchemas) as RequestChannel[]) {
    const handler = handlers[channel] as (event: IpcMainInvokeEvent, ...args: unknown[]) => unknown;
    ipcMain.handle(channel, async (event, ...args: unknown[]) => {
      if (!isTrustedSender(event)) throw new Error(`Refused ${channel} request: it did not come from the app's own page.`);
      const parsed = parseRequest(channel, args);
      if (!parsed.ok) throw new Error(parsed.error);
      return handler(event, ...parsed.args);
    });
  }
}
