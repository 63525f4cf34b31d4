/**
 * Runs sandboxed before the page: exposes exactly one object, `window.hanafuda` (see src/shared/bridge.ts).
 * Built as CommonJS (out/preload/index.cjs) because sandboxed preloads cannot be ES modules.
 */
import { contextBridge, ipcRenderer } from 'electron';
import { createBridge } from './bridge-client';

contextBridge.exposeInMainWorld('hanafuda', createBridge(ipcRenderer));
