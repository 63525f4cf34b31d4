/** The player's preferences, loaded from and saved through the bridge. */
import { defineStore } from 'pinia';
import { computed, ref } from 'vue';
import { useBridge } from '../bridge/current';
import { defaultSettings, type AnimationSpeed, type Settings } from '../bridge/types';

/** Base card animation per speed; 0 turns animations off (boards must honour it). */
export const animationMsFor: Readonly<Record<AnimationSpeed, number>> = { off: 0, fast: 160, normal: 320, slow: 600 };

/** How long the computer's move is held back at least, so a person can follow it. */
export const botPauseMsFor: Readonly<Record<AnimationSpeed, number>> = { off: 150, fast: 350, normal: 700, slow: 1200 };

export const useSettingsStore = defineStore('settings', () => {
  const settings = ref<Settings>({ ...defaultSettings });
  const loaded = ref(false);

  async function load(): Promise<void> {
    settings.value = await useBridge().getSettings();
    loaded.value = true;
  }

  /** Applies a change at once and stores it; the stored (sanitized) settings win. */
  async function update(patch: Partial<Settings>): Promise<void> {
    settings.value = { ...settings.value, ...patch };
    settings.value = await useBridge().setSettings({ ...settings.value });
  }

  const animationMs = computed(() => animationMsFor[settings.value.animationSpeed]);
  const botPauseMs = computed(() => botPauseMsFor[settings.value.animationSpeed]);

  return { settings, loaded, load, update, animationMs, botPauseMs };
});
