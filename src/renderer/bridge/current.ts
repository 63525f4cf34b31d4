/** The bridge in use, set once at startup (tests set an in-memory one). */
import type { HanafudaBridge } from '../../shared/bridge';

let current: HanafudaBridge | null = null;

export function setBridge(bridge: HanafudaBridge): void {
  current = bridge;
}

export function useBridge(): HanafudaBridge {
  if (!current) throw new Error('the storage bridge is not set: call setBridge() at startup');
  return current;
}
