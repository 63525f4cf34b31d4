/** Chooses the bridge at startup: Electron's preload exposes `window.hanafuda`; the browser gets localStorage. */
import type { HanafudaBridge } from './types';
import { createWebBridge } from './web-bridge';

declare global {
  interface Window {
    hanafuda?: HanafudaBridge;
  }
}

export function chooseBridge(): HanafudaBridge {
  return window.hanafuda ?? createWebBridge();
}
