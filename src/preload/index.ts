/**
 * Runs sandboxed before the page: exposes exactly one object, `window.hanafuda` (see src/shared/bridge.ts).
 * Built as CommonJS (out/preload/index.cjs) because sandboxed preloads cannot be ES modules.
 */
import { contextBridge, ipcRenderer } from 'electron';
import { z } from 'zod';
import { createBridge } from './bridge-client';

// The page's CSP forbids eval: without this, zod probes `new Function` and logs a CSP violation.
z.config({ jitless: true });

contextBridge.exposeInMainWorld('hanafuda', createBridge(ipcRenderer));
