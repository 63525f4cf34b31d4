/**
 * The Electron main process: one locked-down window showing the Vue app, the application menu, and the
 * storage behind the `window.hanafuda` bridge (settings, saved matches, statistics, history).
 */
import path from 'node:path';
import { BrowserWindow, Menu, app, dialog, ipcMain, protocol, session } from 'electron';
import icon from '../../resources/icon.png?asset';
import { EVENT_CHANNELS, type AppInfo, type MenuCommand } from '../shared/bridge';
import { defaultSettings, type Settings, type WindowBounds } from '../shared/settings';
import { APP_INDEX_URL, APP_SCHEME, APP_SCHEME_PRIVILEGES, serveAppFile } from './app-protocol';
import { requestHandlers } from './handlers';
import { registerIpc } from './ipc';
import { openGameFile } from './open-file';
import { menuTemplate } from './menu';
import { NoticeBoard } from './notices';
import { isAppUrl, secureSession, secureWebContents } from './security';
import { Store } from './store';
import { createMainWindow } from './window';
import { userDataOverride } from './user-data';

const here = import.meta.dirname;
const preloadPath = path.join(here, '../preload/index.cjs');
const rendererDir = path.join(here, '../renderer');
/** Set by `electron-vite dev`: the renderer comes from Vite's dev server. */
const devServerUrl = app.isPackaged ? undefined : process.env.ELECTRON_RENDERER_URL;
const appBase = devServerUrl ?? APP_INDEX_URL;
/** How often a crashed page is reloaded per window. */
const MAX_RECOVERIES = 3;

// Must happen before the app is ready.
protocol.registerSchemesAsPrivileged([APP_SCHEME_PRIVILEGES]);

process.on('unhandledRejection', (reason) => console.error('[main] unhandled rejection:', reason));

// Before anything reads it (the single-instance lock lives in the user-data directory too).
const userDataDir = userDataOverride(process.env, process.argv);
if (userDataDir !== null) app.setPath('userData', userDataDir);

if (!app.requestSingleInstanceLock()) {
  // Two copies would write the same files; the running one takes focus instead (see 'second-instance').
  app.quit();
} else {
  void start();
}

async function start(): Promise<void> {
  await app.whenReady();
  // Taskbar grouping and notifications on Windows follow the installer's id (electron-builder.yml appId).
  if (process.platform === 'win32') app.setAppUserModelId('app.hanafudatable.desktop');
  const locale = app.getPreferredSystemLanguages()[0] ?? app.getSystemLocale();
  const notices = new NoticeBoard();
  const store = new Store({ dir: app.getPath('userData'), locale, report: notices.report });
  // Temporary files of writes a crash or a kill cut short; the documents themselves are whole.
  await store.removeLeftovers().catch(() => []);
  const pendingWrites = new Set<Promise<unknown>>();
  let mainWindow: BrowserWindow | null = null;

  protocol.handle(APP_SCHEME, (request) => serveAppFile(rendererDir, request.url));
  secureSession(session.defaultSession, appBase);
  app.on('web-contents-created', (_event, contents) => secureWebContents(contents, appBase));

  const sendMenuCommand = (command: MenuCommand): void => {
    const target = BrowserWindow.getFocusedWindow() ?? mainWindow;
    target?.webContents.send(EVENT_CHANNELS.menu, command);
  };
  const installMenu = (settings: Settings): void => {
    const template = menuTemplate({
      language: settings.language,
      platform: process.platform,
      appName: app.getName(),
      developer: !app.isPackaged,
      send: sendMenuCommand,
    });
    Menu.setApplicationMenu(Menu.buildFromTemplate(template));
  };
  const appInfo = (): AppInfo => ({
    runtime: 'electron',
    name: app.getName(),
    version: app.getVersion(),
    platform: process.platform,
    versions: {
      electron: process.versions.electron ?? '',
      chrome: process.versions.chrome ?? '',
      node: process.versions.node,
    },
    dataDirectory: app.getPath('userData'),
  });

  registerIpc(
    ipcMain,
    requestHandlers({
      store,
      notices,
      appInfo,
      settingsChanged: installMenu,
      openGameFile: (event) =>
        openGameFile((window, options) => (window ? dialog.showOpenDialog(window, options) : dialog.showOpenDialog(options)), BrowserWindow.fromWebContents(event.sender)),
    }),
    (event) => event.senderFrame !== null && isAppUrl(event.senderFrame.url, appBase),
  );

  const rememberBounds = (bounds: WindowBounds): void => {
    const write = store
      .setWindowBounds(bounds)
      .catch((e: unknown) => console.error('[main] could not remember the window bounds:', e))
      .finally(() => pendingWrites.delete(write));
    pendingWrites.add(write);
  };

  const openWindow = async (): Promise<void> => {
    const settings = await store.settings().catch((e: unknown) => {
      // Unreadable storage (not bad content, which the store recovers from) must not stop the app opening.
      console.error('[main] could not read the settings:', e);
      return defaultSettings(locale);
    });
    installMenu(settings);
    const win = createMainWindow(
      { preload: preloadPath, saved: settings.window, ...(process.platform === 'linux' ? { icon } : {}) },
      rememberBounds,
    );
    mainWindow = win;
    win.on('closed', () => {
      if (mainWindow === win) mainWindow = null;
    });
    // Notices raised while the page (re)loads wait for its next listener.
    win.webContents.on('did-start-loading', () => notices.disconnect());
    let recoveries = 0;
    win.webContents.on('render-process-gone', (_event, details) => {
      console.error('[main] renderer gone:', details.reason);
      notices.disconnect();
      // The match is saved after every move, so reloading brings the player back to it. A page that keeps
      // crashing is left alone rather than reloaded forever.
      if (details.reason !== 'clean-exit' && details.reason !== 'killed' && recoveries < MAX_RECOVERIES) {
        recoveries++;
        win.webContents.reload();
      }
    });
    await win.loadURL(appBase);
  };

  app.on('second-instance', () => {
    if (!mainWindow) return;
    if (mainWindow.isMinimized()) mainWindow.restore();
    mainWindow.focus();
  });
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) void openWindow();
  });
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });
  // Let the last window-bounds write land before the process exits.
  app.on('will-quit', (event) => {
    if (pendingWrites.size === 0) return;
    event.preventDefault();
    void Promise.allSettled([...pendingWrites]).then(() => app.quit());
  });

  await openWindow();
}
