/** Chooses the bridge at startup: Electron's preload exposes `window.hanafuda`; the browser gets localStorage. */
import type { HanafudaBridge } from '../../shared/bridge';
import { createWebBridge } from './web-bridge';

declare global {
  interface Window {
    hanafuda?: HanafudaBridge;
  }
}

export function chooseBridge(): { bridge: HanafudaBridge; runtime: 'electron' | 'web' } {
  return window.hanafuda ? { bridge: window.hanafuda, runtime: 'electron' } : { bridge: createWebBridge(), runtime: 'web' };
}
