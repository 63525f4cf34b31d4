/**
 * A stand-in for the `electron` module (its binary is not needed to test the main process):
 * windows, web contents and sessions that record what the code under test did to them.
 */
import { EventEmitter } from 'node:events';
import type { BrowserWindowConstructorOptions } from 'electron';

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Displays the fake `screen` reports; tests replace them. */
export const displays = {
  all: [{ workArea: { x: 0, y: 0, width: 1920, height: 1050 } }] as { workArea: Rect }[],
};

export const screen = {
  getAllDisplays: () => displays.all,
  getPrimaryDisplay: () => displays.all[0],
};

export class FakeEvent {
  defaultPrevented = false;
  constructor(readonly url = '') {}
  preventDefault(): void {
    this.defaultPrevented = true;
  }
}

export class FakeWebContents extends EventEmitter {
  windowOpenHandler: ((details: { url: string }) => { action: string }) | null = null;
  readonly sent: [string, unknown][] = [];
  setWindowOpenHandler(handler: (details: { url: string }) => { action: string }): void {
    this.windowOpenHandler = handler;
  }
  send(channel: string, payload: unknown): void {
    this.sent.push([channel, payload]);
  }
  isDestroyed(): boolean {
    return false;
  }
}

export class BrowserWindow extends EventEmitter {
  static readonly created: BrowserWindow[] = [];
  readonly webContents = new FakeWebContents();
  bounds: Rect;
  maximized = false;
  minimized = false;
  fullScreen = false;
  shown = false;

  constructor(readonly options: BrowserWindowConstructorOptions) {
    super();
    this.bounds = {
      x: options.x ?? 100,
      y: options.y ?? 100,
      width: options.width ?? 800,
      height: options.height ?? 600,
    };
    BrowserWindow.created.push(this);
  }
  maximize(): void {
    this.maximized = true;
  }
  isMaximized(): boolean {
    return this.maximized;
  }
  isMinimized(): boolean {
    return this.minimized;
  }
  isFullScreen(): boolean {
    return this.fullScreen;
  }
  isDestroyed(): boolean {
    return false;
  }
  getNormalBounds(): Rect {
    return { ...this.bounds };
  }
  show(): void {
    this.shown = true;
  }
}

type HeadersListener = (
  details: { url: string; responseHeaders?: Record<string, string[]> },
  callback: (response: { responseHeaders?: Record<string, string | string[]> }) => void,
) => void;

export class FakeSession {
  headersListener: HeadersListener | null = null;
  permissionRequestHandler: ((contents: unknown, permission: string, callback: (granted: boolean) => void) => void) | null =
    null;
  permissionCheckHandler: ((contents: unknown, permission: string) => boolean) | null = null;
  readonly webRequest = {
    onHeadersReceived: (listener: HeadersListener): void => {
      this.headersListener = listener;
    },
  };
  setPermissionRequestHandler(handler: FakeSession['permissionRequestHandler']): void {
    this.permissionRequestHandler = handler;
  }
  setPermissionCheckHandler(handler: FakeSession['permissionCheckHandler']): void {
    this.permissionCheckHandler = handler;
  }
}
