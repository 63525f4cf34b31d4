/**
 * The renderer's view of the storage bridge. In Electron it is `window.hanafuda` (src/shared/bridge.ts);
 * in the browser it is the localStorage bridge. Until the shared interface lands this mirrors it locally.
 */
export type Lang = 'en' | 'ja';
export type AnimationSpeed = 'off' | 'fast' | 'normal' | 'slow';

export interface Settings {
  language: Lang;
  animationSpeed: AnimationSpeed;
  showLabels: boolean;
  yakuProgress: boolean;
  sound: boolean;
  /** 0..1 */
  volume: number;
}

export const defaultSettings: Settings = {
  language: 'en',
  animationSpeed: 'normal',
  showLabels: true,
  yakuProgress: true,
  sound: true,
  volume: 0.6,
};

/** A stored file that could not be read and was moved aside so the app could start. */
export interface StorageNotice {
  file: string;
  movedTo: string;
}

export type MenuAction = 'new-game' | 'launcher' | 'settings' | 'about' | 'leave';

export interface HanafudaBridge {
  readonly kind: 'electron' | 'web';
  getSettings(): Promise<Settings>;
  setSettings(settings: Settings): Promise<Settings>;
  /** Slots that hold a saved match (one per game id). */
  listSaves(): Promise<string[]>;
  readSave(slot: string): Promise<unknown | null>;
  writeSave(slot: string, save: unknown): Promise<void>;
  deleteSave(slot: string): Promise<void>;
  storageNotices(): Promise<StorageNotice[]>;
  /** Returns an unsubscribe function. */
  onMenu(listener: (action: MenuAction) => void): () => void;
}
