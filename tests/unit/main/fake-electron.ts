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
  reloads = 0;
  reload(): void {
    this.reloads++;
  }
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

/** The rest of the module, enough to boot src/main/index.ts: every call is recorded for the tests to inspect. */
export const calls = {
  privilegedSchemes: [] as unknown[],
  protocolHandlers: new Map<string, (request: { url: string }) => Promise<Response>>(),
  ipcHandlers: new Map<string, (event: unknown, ...args: unknown[]) => Promise<unknown>>(),
  /** Channels the main process listens to with ipcMain.on (none today: every request is a handle). */
  ipcListeners: new Map<string, (event: unknown, ...args: unknown[]) => void>(),
  menus: [] as unknown[][],
  loadedUrls: [] as string[],
  /** Paths given to loadFile (the app loads app:// URLs instead; recorded so a test sees either). */
  loadedFiles: [] as string[],
  openDialogs: [] as unknown[],
  quit: 0,
};

export const userData = { path: '' };

class FakeApp extends EventEmitter {
  isPackaged = false;
  private readyResolve: (() => void) | null = null;
  private readonly ready = new Promise<void>((resolve) => {
    this.readyResolve = resolve;
  });
  becomeReady(): void {
    this.readyResolve?.();
  }
  whenReady(): Promise<void> {
    return this.ready;
  }
  requestSingleInstanceLock(): boolean {
    return true;
  }
  setPath(name: string, value: string): void {
    if (name !== 'userData') throw new Error(`unexpected app.setPath(${name})`);
    userData.path = value;
  }
  getPath(name: string): string {
    if (name !== 'userData') throw new Error(`unexpected app.getPath(${name})`);
    return userData.path;
  }
  getPreferredSystemLanguages(): string[] {
    return ['ja-JP', 'en-US'];
  }
  getSystemLocale(): string {
    return 'ja-JP';
  }
  getName(): string {
    return 'Hanafuda Table';
  }
  getVersion(): string {
    return '0.1.0';
  }
  quit(): void {
    calls.quit++;
  }
}

export const app = new FakeApp();

export const protocol = {
  registerSchemesAsPrivileged: (schemes: unknown[]) => {
    calls.privilegedSchemes.push(...schemes);
  },
  handle: (scheme: string, handler: (request: { url: string }) => Promise<Response>) => {
    calls.protocolHandlers.set(scheme, handler);
  },
};

export const session = { defaultSession: new FakeSession() };

export const ipcMain = {
  handle: (channel: string, handler: (event: unknown, ...args: unknown[]) => Promise<unknown>) => {
    calls.ipcHandlers.set(channel, handler);
  },
  on: (channel: string, listener: (event: unknown, ...args: unknown[]) => void) => {
    calls.ipcListeners.set(channel, listener);
  },
};

/** The open-file dialog: records its options and answers that the player cancelled. */
export const dialog = {
  showOpenDialog: async (...args: unknown[]) => {
    calls.openDialogs.push(args.at(-1));
    return { canceled: true, filePaths: [] as string[] };
  },
};

export const Menu = {
  buildFromTemplate: (template: unknown[]) => template,
  setApplicationMenu: (menu: unknown[]) => {
    calls.menus.push(menu);
  },
};

Object.assign(BrowserWindow.prototype, {
  async loadURL(this: BrowserWindow, url: string) {
    calls.loadedUrls.push(url);
  },
  async loadFile(this: BrowserWindow, file: string) {
    calls.loadedFiles.push(file);
  },
});
Object.assign(BrowserWindow, {
  getFocusedWindow: () => BrowserWindow.created.at(-1) ?? null,
  getAllWindows: () => [...BrowserWindow.created],
  fromWebContents: (contents: unknown) => BrowserWindow.created.find((w) => w.webContents === contents) ?? null,
});
