/**
 * Starts the renderer: choose the bridge, load settings and the shipped Japanese faces, then mount the app in
 * the stored language.
 */
import { createApp } from 'vue';
import { createPinia } from 'pinia';
import App from './App.vue';
import { chooseBridge } from './bridge';
import { setBridge } from './bridge/current';
import { createAppI18n } from './i18n';
import { useSettingsStore } from './stores/settings';
import { useUiStore } from './stores/ui';
import { GOTHIC, MINCHO, loadFaces, showWhenDrawn } from './fonts';
// Japanese text is drawn with fonts shipped in the app (woff2 subsets, one per character range), so it looks
// the same on every machine, including Linux systems with no Japanese font installed (see fonts.ts).
import '@fontsource-variable/noto-sans-jp';
import '@fontsource-variable/noto-serif-jp';
import './styles/theme.css';

async function main(): Promise<void> {
  // The Gothic face of every character of the app's texts, fetched while the settings load (see fonts.ts).
  const gothic = loadFaces(GOTHIC);
  const { bridge } = chooseBridge();
  setBridge(bridge);
  const pinia = createPinia();
  const app = createApp(App);
  app.use(pinia);
  // Subscribed before the first read, so a damaged settings file is reported too.
  const ui = useUiStore(pinia);
  bridge.onStorageNotice((notice) => ui.storageNotices.push(notice));
  const settings = useSettingsStore(pinia);
  await settings.load();
  app.use(createAppI18n(settings.settings.language));
  await gothic;
  const root = document.querySelector<HTMLElement>('#app')!;
  await showWhenDrawn(root, () => app.mount(root));
  // The Mincho of every other character, in the background: a heading shown before it comes gets the Gothic.
  void loadFaces(MINCHO);
}

void main();
