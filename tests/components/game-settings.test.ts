/**
 * The games' own settings (Koi-Koi's yaku progress, Hanamikoji's card face): declared in their UI manifests,
 * stored under the game's id, and taken over from a settings file written before they moved there.
 */
import { describe, expect, it } from 'vitest';
import { STORAGE_PREFIX } from '../../src/renderer/bridge/web-bridge';
import { useSettingsStore } from '../../src/renderer/stores/settings';
import { MemoryStorage, testApp } from './support/app';

/** The settings store of an app started on `stored` (the settings file as an older version wrote it). */
async function startedOn(stored: object) {
  const storage = new MemoryStorage();
  storage.setItem(`${STORAGE_PREFIX}settings`, JSON.stringify(stored));
  testApp(storage);
  const store = useSettingsStore();
  await store.load();
  return { store, storage };
}

describe('a game’s own settings', () => {
  it('start at the defaults the game declares', async () => {
    const { store } = await startedOn({});
    expect(store.gameSettings('koikoi')).toEqual({ yakuProgress: true });
    expect(store.gameSettings('hanamikoji')).toEqual({ face: 'illustrated' });
  });

  it('are kept from a version-1 settings file, where they sat beside the app’s own', async () => {
    const { store } = await startedOn({ version: 1, language: 'ja', cardLabels: true, yakuProgress: false, hanamikojiFace: 'eight-suit' });
    expect(store.settings).toMatchObject({ version: 2, language: 'ja', cardLabels: true });
    expect(store.gameSettings('koikoi')).toEqual({ yakuProgress: false });
    expect(store.gameSettings('hanamikoji')).toEqual({ face: 'eight-suit' });
  });

  it('are stored under the game’s id, keeping what was taken from the older file', async () => {
    const { store, storage } = await startedOn({ version: 1, yakuProgress: false, hanamikojiFace: 'eight-suit' });
    await store.updateGame('koikoi', { yakuProgress: true });

    testApp(storage);
    const again = useSettingsStore();
    await again.load();
    expect(again.settings.games).toEqual({ koikoi: { yakuProgress: true } });
    expect(again.gameSettings('koikoi')).toEqual({ yakuProgress: true });
    expect(again.gameSettings('hanamikoji')).toEqual({ face: 'eight-suit' });
  });

  it('fall back to the default for a value this version does not know, keeping the others', async () => {
    const { store } = await startedOn({ version: 2, games: { hanamikoji: { face: 'photographs' } } });
    expect(store.gameSettings('hanamikoji')).toEqual({ face: 'illustrated' });
  });

  it('are nothing for a game that declares none', async () => {
    const { store } = await startedOn({});
    expect(store.gameSettings('chess')).toEqual({});
  });
});
