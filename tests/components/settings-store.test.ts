import { describe, expect, it } from 'vitest';
import { useSettingsStore, animationMsFor } from '../../src/renderer/stores/settings';
import { createWebBridge, STORAGE_PREFIX } from '../../src/renderer/bridge/web-bridge';
import type { StorageNotice } from '../../src/shared/bridge';
import { MemoryStorage, testApp } from './support/app';

describe('the settings store', () => {
  it('starts from the defaults when nothing is stored', async () => {
    testApp();
    const store = useSettingsStore();
    await store.load();
    expect(store.settings).toMatchObject({ language: 'en', animationSpeed: 'normal', cardLabels: false, sound: false });
  });

  it('takes Japanese as the default language on a Japanese system', async () => {
    const bridge = createWebBridge({ storage: new MemoryStorage(), locale: 'ja-JP' });
    expect((await bridge.settings.get()).language).toBe('ja');
  });

  it('stores a change so the next start of the app finds it', async () => {
    const { storage } = testApp();
    const store = useSettingsStore();
    await store.load();
    await store.update({ language: 'ja', animationSpeed: 'off', cardLabels: true, volume: 0.25 });

    testApp(storage);
    const again = useSettingsStore();
    await again.load();
    expect(again.settings).toMatchObject({ language: 'ja', animationSpeed: 'off', cardLabels: true, volume: 0.25 });
  });

  it('turns the animation speed into the board’s base duration, with off meaning 0', async () => {
    testApp();
    const store = useSettingsStore();
    await store.update({ animationSpeed: 'off' });
    expect(store.animationMs).toBe(0);
    await store.update({ animationSpeed: 'slow' });
    expect(store.animationMs).toBe(animationMsFor.slow);
    expect(animationMsFor.fast).toBeLessThan(animationMsFor.normal);
  });

  it('remembers the last opponent and preset per game', async () => {
    testApp();
    const store = useSettingsStore();
    await store.update({ perGame: { koikoi: { opponent: 'hard', preset: 'tabletop' } } });
    await store.update({ perGame: { hanamikoji: { opponent: 'human', preset: 'official' } } });
    expect(store.settings.perGame).toEqual({
      koikoi: { opponent: 'hard', preset: 'tabletop' },
      hanamikoji: { opponent: 'human', preset: 'official' },
    });
  });

  it('reports a damaged settings entry, keeps it aside and uses the defaults', async () => {
    const storage = new MemoryStorage();
    storage.setItem(`${STORAGE_PREFIX}settings`, '{"language": "ja",');
    const { bridge } = testApp(storage);
    const notices: StorageNotice[] = [];
    bridge.onStorageNotice((n) => notices.push(n));
    const store = useSettingsStore();
    await store.load();
    expect(store.settings.language).toBe('en');
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ document: 'settings', problem: 'unreadable', recovery: 'defaults' });
    expect(storage.getItem(notices[0]!.movedTo.replace('localStorage:', ''))).toBe('{"language": "ja",');
  });

  it('reports a settings entry of the wrong shape as invalid', async () => {
    const storage = new MemoryStorage();
    storage.setItem(`${STORAGE_PREFIX}settings`, JSON.stringify({ language: 'fr' }));
    const bridge = createWebBridge({ storage });
    const notices: StorageNotice[] = [];
    await bridge.settings.get();
    bridge.onStorageNotice((n) => notices.push(n));
    expect(notices.map((n) => [n.document, n.problem])).toEqual([['settings', 'invalid']]);
  });
});
