/** The renderer's names for the bridge types (the contract itself lives in src/shared/bridge.ts). */
export type {
  HanafudaBridge,
  MenuCommand,
  SavedGame,
  StorageNotice,
  StoredDocument,
  AppInfo,
} from '../../shared/bridge';
export type { Settings, SettingsPatch, AnimationSpeed, Language as Lang, PerGameSettings } from '../../shared/settings';
