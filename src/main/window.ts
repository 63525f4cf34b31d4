/** The app's single window: locked-down web preferences, and its size and place remembered between runs. */
import { BrowserWindow, screen, type BrowserWindowConstructorOptions } from 'electron';
import type { WindowBounds } from '../shared/settings';
import { MIN_SIZE, initialBounds, type InitialBounds } from './window-bounds';

/** The table's felt colour, shown before the first paint so the window never flashes white. */
const BACKGROUND = '#1d2b24';

export interface MainWindowOptions {
  readonly preload: string;
  readonly saved: WindowBounds | null;
  readonly icon?: string;
}

/** Size, place and look of the window; the web preferences are written inline where it is created. */
function windowFrame(placement: InitialBounds, icon?: string): BrowserWindowConstructorOptions {
  return {
    ...placement.bounds,
    minWidth: MIN_SIZE.width,
    minHeight: MIN_SIZE.height,
    show: false,
    title: 'Hanafuda Table',
    backgroundColor: BACKGROUND,
    ...(icon === undefined ? {} : { icon }),
  };
}

function currentPlacement(saved: WindowBounds | null): InitialBounds {
  const workAreas = screen.getAllDisplays().map((d) => d.workArea);
  return initialBounds(saved, workAreas, screen.getPrimaryDisplay().workArea);
}

/** What to remember: the normal bounds even while maximized, so un-maximizing next time restores them. */
function boundsToRemember(win: BrowserWindow): WindowBounds {
  const { x, y, width, height } = win.getNormalBounds();
  return { x, y, width, height, maximized: win.isMaximized() };
}

const SAVE_DELAY_MS = 500;

/**
 * Opens the window and calls `remember` with its bounds after moves and resizes settle and when it closes
 * (so a crash loses at most half a second of window movement).
 */
export function createMainWindow(options: MainWindowOptions, remember: (bounds: WindowBounds) => void): BrowserWindow {
  const placement = currentPlacement(options.saved);
  // Written as one literal so the security gate (Electronegativity) can read every preference.
  const win = new BrowserWindow({
    ...windowFrame(placement, options.icon),
    webPreferences: {
      preload: options.preload,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      experimentalFeatures: false,
      navigateOnDragDrop: false,
      spellcheck: false,
      disableBlinkFeatures: 'Auxclick',
    },
  });
  if (placement.maximized) win.maximize();
  win.once('ready-to-show', () => win.show());

  let timer: ReturnType<typeof setTimeout> | undefined;
  const rememberNow = (): void => {
    clearTimeout(timer);
    timer = undefined;
    if (!win.isDestroyed() && !win.isMinimized() && !win.isFullScreen()) remember(boundsToRemember(win));
  };
  const rememberSoon = (): void => {
    clearTimeout(timer);
    timer = setTimeout(rememberNow, SAVE_DELAY_MS);
  };
  win.on('resize', rememberSoon);
  win.on('move', rememberSoon);
  win.on('maximize', rememberSoon);
  win.on('unmaximize', rememberSoon);
  win.on('close', rememberNow);
  return win;
}
