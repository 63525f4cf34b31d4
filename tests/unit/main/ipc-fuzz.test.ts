/**
 * Every IPC channel fuzzed with arbitrary and hostile arguments (fast-check): the handler answers with a
 * clear error — it never throws anything else, never crashes main — and writes no file for a request
 * its schema refuses.
 */
import { readdirSync } from 'node:fs';
import type { IpcMainInvokeEvent } from 'electron';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { requestHandlers } from '../../../src/main/handlers';
import { registerIpc } from '../../../src/main/ipc';
import { NoticeBoard } from '../../../src/main/notices';
import { Store } from '../../../src/main/store';
import { parseRequest, requestSchemas, type RequestChannel } from '../../../src/shared/bridge';
import { FakeWebContents } from './fake-electron';
import { useTempDir } from './tmp-dir';

type Listener = (event: IpcMainInvokeEvent, ...args: unknown[]) => Promise<unknown>;
const dir = useTempDir();
const channels = Object.keys(requestSchemas) as RequestChannel[];

function handlers(): Map<string, Listener> {
  const listeners = new Map<string, Listener>();
  const store = new Store({ dir: dir.path, locale: 'en', report: () => {} });
  const appInfo = () => ({ runtime: 'electron' as const, name: 'Hanafuda Table', version: '0.1.0', platform: 'linux', versions: {}, dataDirectory: dir.path });
  registerIpc(
    { handle: (channel: string, listener: Listener) => listeners.set(channel, listener) } as never,
    requestHandlers({ store, notices: new NoticeBoard(() => {}), appInfo, settingsChanged: () => {}, openGameFile: async () => null }),
    () => true,
  );
  return listeners;
}

const event = { senderFrame: { url: 'app://table/index.html' }, sender: new FakeWebContents() } as unknown as IpcMainInvokeEvent;

/** Values a hostile page could send: anything, prototype keys, huge strings, deep nesting. */
const hostile = fc.oneof(
  fc.anything({ withNullPrototype: true, withObjectString: true, withSparseArray: true, withDate: true, withTypedArray: true, withMap: true, withSet: true, withBigInt: true }),
  fc.constantFrom({ __proto__: { admin: true } }, JSON.parse('{"__proto__":{"polluted":1}}'), { constructor: { prototype: { x: 1 } } }, 'koikoi/../../etc', '\u0000'),
  fc.integer({ min: 1_000_000, max: 3_000_000 }).map((n) => 'x'.repeat(n)),
  fc.integer({ min: 100, max: 5_000 }).map((depth) => {
    let v: unknown = 'koikoi';
    for (let i = 0; i < depth; i++) v = i % 2 ? [v] : { gameId: v };
    return v;
  }),
);

describe('every IPC channel under fuzzed input', () => {
  it.each(channels)('%s answers refused input with a clear error and writes nothing', async (channel) => {
    const listener = handlers().get(channel)!;
    await fc.assert(
      fc.asyncProperty(fc.array(hostile, { maxLength: 4 }), async (args) => {
        if (parseRequest(channel, args).ok) return; // a valid request is the other tests' business
        const before = readdirSync(dir.path).sort();
        const outcome = await listener(event, ...args).then(
          () => 'answered',
          (e: unknown) => (e instanceof Error && e.message.startsWith(`Invalid ${channel} request`) ? 'refused' : `threw ${String(e)}`),
        );
        expect(outcome).toBe('refused');
        expect(readdirSync(dir.path).sort()).toEqual(before);
      }),
      { numRuns: 60, seed: 2026 },
    );
  }, 60_000);

  it('leaves Object.prototype untouched after prototype-key payloads', async () => {
    const listeners = handlers();
    for (const channel of channels) await listeners.get(channel)!(event, JSON.parse('{"__proto__":{"polluted":1}}')).catch(() => {});
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
