/** Mounting shell components the way main.ts does: Pinia, i18n and a web bridge over in-memory storage. */
import { mount, type ComponentMountingOptions } from '@vue/test-utils';
import { createPinia, setActivePinia, type Pinia } from 'pinia';
import type { Component } from 'vue';
import { createAppI18n } from '../../../src/renderer/i18n';
import { setBridge } from '../../../src/renderer/bridge/current';
import { createWebBridge } from '../../../src/renderer/bridge/web-bridge';
import type { HanafudaBridge } from '../../../src/shared/bridge';

/** A Storage kept in a Map, so every test starts empty. */
export class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();
  get length(): number {
    return this.items.size;
  }
  clear(): void {
    this.items.clear();
  }
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
  setItem(key: string, value: string): void {
    this.items.set(key, String(value));
  }
}

export interface TestApp {
  pinia: Pinia;
  storage: MemoryStorage;
  bridge: HanafudaBridge;
}

export function testApp(storage = new MemoryStorage()): TestApp {
  const pinia = createPinia();
  setActivePinia(pinia);
  const bridge = createWebBridge({ storage, now: () => 1_700_000_000_000, locale: 'en-GB' });
  setBridge(bridge);
  return { pinia, storage, bridge };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function mountIn(app: TestApp, component: Component, options: ComponentMountingOptions<any> = {}, lang: 'en' | 'ja' | 'de' = 'en') {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return mount(component as any, {
    ...options,
    attachTo: document.body,
    global: { plugins: [app.pinia, createAppI18n(lang)], ...(options.global ?? {}) },
  });
}
