/** The player's preferences, loaded from and saved through the bridge. */
import { defineStore } from 'pinia';
import { computed, ref } from 'vue';
import { useBridge } from '../bridge/current';
import { applySettingsPatch, defaultSettings, type AnimationSpeed, type Settings, type SettingsPatch } from '../../shared/settings';
import { readGameSettings } from '../../plugin-api/settings';
import { uiFor } from '../plugins/index';

/** Base card animation per speed; 0 turns animations off (boards must honour it). */
export const animationMsFor: Readonly<Record<AnimationSpeed, number>> = { off: 0, fast: 160, normal: 320, slow: 600 };

/** How long the computer's move is held back at least, so a person can follow it. */
const botPauseMsFor: Readonly<Record<AnimationSpeed, number>> = { off: 150, fast: 350, normal: 700, slow: 1200 };

export const useSettingsStore = defineStore('settings', () => {
  const settings = ref<Settings>(defaultSettings());
  const loaded = ref(false);

  async function load(): Promise<void> {
    settings.value = await useBridge().settings.get();
    loaded.value = true;
  }

  /** Shows the change at once, then keeps what the bridge stored (it validates and merges). */
  async function update(patch: SettingsPatch): Promise<void> {
    settings.value = applySettingsPatch(settings.value, patch);
    settings.value = await useBridge().settings.set(patch);
  }

  /** A game's own settings as its manifest declares them (stored, else taken from an older file, else the defaults). */
  function gameSettings(gameId: string): Record<string, unknown> {
    const declared = uiFor(gameId)?.settings;
    if (!declared) return {};
    return readGameSettings(declared, settings.value.games[gameId], settings.value.formerFields) as Record<string, unknown>;
  }

  /** Changes some of a game's settings; the game's entry is stored whole, so values taken from an older file stay. */
  function updateGame(gameId: string, change: Record<string, unknown>): Promise<void> {
    const next = JSON.parse(JSON.stringify({ ...gameSettings(gameId), ...change })) as NonNullable<SettingsPatch['games']>[string];
    return update({ games: { [gameId]: next } });
  }

  const animationMs = computed(() => animationMsFor[settings.value.animationSpeed]);
  const botPauseMs = computed(() => botPauseMsFor[settings.value.animationSpeed]);

  return { settings, loaded, load, update, gameSettings, updateGame, animationMs, botPauseMs };
});
