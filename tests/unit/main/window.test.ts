import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WindowBounds } from '../../../src/shared/settings';
import { Store } from '../../../src/main/store';
import { BrowserWindow, displays } from './fake-electron';
import { useTempDir } from './tmp-dir';

vi.mock('electron', () => import('./fake-electron'));

const { createMainWindow } = await import('../../../src/main/window');
const { DEFAULT_SIZE, initialBounds } = await import('../../../src/main/window-bounds');

const dir = useTempDir();
const PRELOAD = '/app/out/preload/index.cjs';
const WIDE = { x: 0, y: 0, width: 1920, height: 1050 };
const SECOND = { x: 1920, y: 0, width: 1280, height: 1000 };

function open(saved: WindowBounds | null) {
  const remembered: WindowBounds[] = [];
  const win = createMainWindow({ preload: PRELOAD, saved }, (b) => remembered.push(b)) as unknown as BrowserWindow;
  return { win, remembered };
}

beforeEach(() => {
  displays.all = [{ workArea: WIDE }, { workArea: SECOND }];
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the main window', () => {
  it('isolates the page: context isolation, sandbox, no Node integration, web security on', () => {
    const prefs = open(null).win.options.webPreferences!;
    expect(prefs).toMatchObject({
      preload: PRELOAD,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
    });
  });

  it('stays hidden until its first paint is ready', () => {
    const { win } = open(null);
    expect(win.options.show).toBe(false);
    expect(win.shown).toBe(false);
    win.emit('ready-to-show');
    expect(win.shown).toBe(true);
  });

  it('opens at the default size, centred, the first time', () => {
    const { win } = open(null);
    expect(win.options).toMatchObject({ width: DEFAULT_SIZE.width, height: DEFAULT_SIZE.height });
    expect(win.options.x).toBeUndefined();
    expect(win.options.y).toBeUndefined();
  });

  it('opens where it was left, on any display that still shows it', () => {
    const { win } = open({ x: 2000, y: 40, width: 1100, height: 900, maximized: false });
    expect(win.options).toMatchObject({ x: 2000, y: 40, width: 1100, height: 900 });
    expect(win.maximized).toBe(false);
  });

  it('opens maximized when it was closed maximized', () => {
    expect(open({ x: 10, y: 10, width: 1000, height: 700, maximized: true }).win.maximized).toBe(true);
  });

  it('opens centred on the primary display when its old place is on a display that is gone', () => {
    displays.all = [{ workArea: WIDE }];
    const { win } = open({ x: 2000, y: 40, width: 1100, height: 900, maximized: false });
    expect(win.options).toMatchObject({ width: 1100, height: 900 });
    expect(win.options.x).toBeUndefined();
  });

  it('remembers its normal bounds when it closes', () => {
    const { win, remembered } = open(null);
    win.bounds = { x: 33, y: 44, width: 1111, height: 777 };
    win.emit('close');
    expect(remembered).toEqual([{ x: 33, y: 44, width: 1111, height: 777, maximized: false }]);
  });

  it('remembers that it was maximized, with the bounds to return to', () => {
    const { win, remembered } = open(null);
    win.bounds = { x: 50, y: 60, width: 1000, height: 700 };
    win.maximized = true;
    win.emit('close');
    expect(remembered).toEqual([{ x: 50, y: 60, width: 1000, height: 700, maximized: true }]);
  });

  it('remembers moves and resizes once they settle, not on every step', () => {
    const { win, remembered } = open(null);
    for (let x = 0; x < 10; x++) {
      win.bounds = { x, y: 0, width: 1000, height: 700 };
      win.emit('move');
      vi.advanceTimersByTime(100);
    }
    expect(remembered).toEqual([]);
    vi.advanceTimersByTime(500);
    expect(remembered).toEqual([{ x: 9, y: 0, width: 1000, height: 700, maximized: false }]);
  });

  it('does not remember bounds while minimized or full screen', () => {
    const { win, remembered } = open(null);
    win.minimized = true;
    win.emit('close');
    win.minimized = false;
    win.fullScreen = true;
    win.emit('close');
    expect(remembered).toEqual([]);
  });
});

describe('window bounds across runs', () => {
  it('are saved in the settings file and restored by the next run', async () => {
    const report = vi.fn();
    const firstRun = new Store({ dir: dir.path, locale: 'en', report });
    const writes: Promise<unknown>[] = [];
    const first = createMainWindow({ preload: PRELOAD, saved: (await firstRun.settings()).window }, (b) => {
      writes.push(firstRun.setWindowBounds(b));
    }) as unknown as BrowserWindow;
    first.bounds = { x: 1950, y: 30, width: 1200, height: 880 };
    first.emit('close');
    await Promise.all(writes);

    const secondRun = new Store({ dir: dir.path, locale: 'en', report });
    const saved = (await secondRun.settings()).window;
    expect(saved).toEqual({ x: 1950, y: 30, width: 1200, height: 880, maximized: false });
    const second = createMainWindow({ preload: PRELOAD, saved }, () => {}) as unknown as BrowserWindow;
    expect(second.options).toMatchObject({ x: 1950, y: 30, width: 1200, height: 880 });
    expect(report).not.toHaveBeenCalled();
  });
});

describe('where the window opens', () => {
  const primary = { x: 0, y: 0, width: 1366, height: 728 };

  it('needs its title bar on a display: a window hanging off the top is moved', () => {
    const above = { x: 100, y: -500, width: 1000, height: 700, maximized: false };
    expect(initialBounds(above, [primary], primary).bounds.x).toBeUndefined();
  });

  it('accepts a window partly off the right edge while its title bar can still be grabbed', () => {
    const partly = { x: 1200, y: 50, width: 1000, height: 700, maximized: false };
    expect(initialBounds(partly, [primary], primary).bounds).toMatchObject({ x: 1200, y: 50 });
  });

  it('shrinks a window larger than the display it opens on', () => {
    const huge = { x: 0, y: 0, width: 3000, height: 2000, maximized: false };
    expect(initialBounds(huge, [primary], primary).bounds).toEqual({ x: 0, y: 0, width: 1366, height: 728 });
  });

  it('never opens smaller than the minimum size the board needs, if the display allows it', () => {
    const tiny = { x: 0, y: 0, width: 300, height: 200, maximized: false };
    expect(initialBounds(tiny, [primary], primary).bounds).toMatchObject({ width: 960, height: 640 });
  });
});
