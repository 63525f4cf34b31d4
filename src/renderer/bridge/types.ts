/** The renderer's names for the bridge types (the contract itself lives in src/shared/bridge.ts). */
export type { AnimationSpeed, Language as Lang } from '../../shared/settings';
