/**
 * The application menu, in the player's language. Game commands are not handled here: they are sent to
 * the renderer as "menu" events ('new-game' | 'rules' | 'settings'), which opens the matching screen.
 */
import type { MenuItemConstructorOptions } from 'electron';
import type { MenuCommand } from '../shared/bridge';
import type { Language } from '../shared/settings';

const LABELS = {
  en: {
    game: 'Game',
    newGame: 'New Game',
    rules: 'Rules',
    settings: 'Settings…',
    quit: 'Quit',
    edit: 'Edit',
    undo: 'Undo',
    redo: 'Redo',
    cut: 'Cut',
    copy: 'Copy',
    paste: 'Paste',
    selectAll: 'Select All',
    view: 'View',
    reload: 'Reload',
    devTools: 'Developer Tools',
    actualSize: 'Actual Size',
    zoomIn: 'Zoom In',
    zoomOut: 'Zoom Out',
    fullScreen: 'Toggle Full Screen',
    window: 'Window',
    minimize: 'Minimize',
    close: 'Close Window',
    help: 'Help',
  },
  ja: {
    game: 'ゲーム',
    newGame: '新しいゲーム',
    rules: 'ルール',
    settings: '設定…',
    quit: '終了',
    edit: '編集',
    undo: '元に戻す',
    redo: 'やり直す',
    cut: '切り取り',
    copy: 'コピー',
    paste: '貼り付け',
    selectAll: 'すべて選択',
    view: '表示',
    reload: '再読み込み',
    devTools: '開発者ツール',
    actualSize: '実際のサイズ',
    zoomIn: '拡大',
    zoomOut: '縮小',
    fullScreen: 'フルスクリーン切り替え',
    window: 'ウインドウ',
    minimize: '最小化',
    close: 'ウインドウを閉じる',
    help: 'ヘルプ',
  },
  de: {
    game: 'Spiel',
    newGame: 'Neues Spiel',
    rules: 'Regeln',
    settings: 'Einstellungen…',
    quit: 'Beenden',
    edit: 'Bearbeiten',
    undo: 'Rückgängig',
    redo: 'Wiederholen',
    cut: 'Ausschneiden',
    copy: 'Kopieren',
    paste: 'Einfügen',
    selectAll: 'Alles auswählen',
    view: 'Ansicht',
    reload: 'Neu laden',
    devTools: 'Entwicklerwerkzeuge',
    actualSize: 'Originalgröße',
    zoomIn: 'Vergrößern',
    zoomOut: 'Verkleinern',
    fullScreen: 'Vollbild ein/aus',
    window: 'Fenster',
    minimize: 'Minimieren',
    close: 'Fenster schließen',
    help: 'Hilfe',
  },
} as const satisfies Record<Language, Record<string, string>>;

export interface MenuContext {
  readonly language: Language;
  readonly platform: NodeJS.Platform;
  readonly appName: string;
  /** Adds Reload and Developer Tools (development builds only). */
  readonly developer: boolean;
  readonly send: (command: MenuCommand) => void;
}

export function menuTemplate({ language, platform, appName, developer, send }: MenuContext): MenuItemConstructorOptions[] {
  const t = LABELS[language];
  const mac = platform === 'darwin';
  const command = (label: string, cmd: MenuCommand, accelerator?: string): MenuItemConstructorOptions => ({
    label,
    ...(accelerator === undefined ? {} : { accelerator }),
    click: () => send(cmd),
  });
  const settings = command(t.settings, 'settings', 'CmdOrCtrl+,');

  const appMenu: MenuItemConstructorOptions = {
    label: appName,
    submenu: [
      { role: 'about' },
      { type: 'separator' },
      settings,
      { type: 'separator' },
      { role: 'services' },
      { type: 'separator' },
      { role: 'hide' },
      { role: 'hideOthers' },
      { role: 'unhide' },
      { type: 'separator' },
      { role: 'quit', label: t.quit },
    ],
  };
  const gameMenu: MenuItemConstructorOptions = {
    label: t.game,
    submenu: [
      command(t.newGame, 'new-game', 'CmdOrCtrl+N'),
      command(t.rules, 'rules', mac ? undefined : 'F1'),
      ...(mac ? [] : [settings, { type: 'separator' } as const, { role: 'quit', label: t.quit, accelerator: 'Ctrl+Q' } as const]),
    ],
  };
  const editMenu: MenuItemConstructorOptions = {
    label: t.edit,
    submenu: [
      { role: 'undo', label: t.undo },
      { role: 'redo', label: t.redo },
      { type: 'separator' },
      { role: 'cut', label: t.cut },
      { role: 'copy', label: t.copy },
      { role: 'paste', label: t.paste },
      { role: 'selectAll', label: t.selectAll },
    ],
  };
  const viewMenu: MenuItemConstructorOptions = {
    label: t.view,
    submenu: [
      ...(developer
        ? [{ role: 'reload', label: t.reload } as const, { role: 'toggleDevTools', label: t.devTools } as const, { type: 'separator' } as const]
        : []),
      { role: 'resetZoom', label: t.actualSize },
      { role: 'zoomIn', label: t.zoomIn },
      { role: 'zoomOut', label: t.zoomOut },
      { type: 'separator' },
      { role: 'togglefullscreen', label: t.fullScreen },
    ],
  };
  const windowMenu: MenuItemConstructorOptions = {
    label: t.window,
    submenu: [
      { role: 'minimize', label: t.minimize },
      ...(mac ? [{ role: 'zoom' } as const, { type: 'separator' } as const, { role: 'front' } as const] : []),
      { role: 'close', label: t.close },
    ],
  };
  const helpMenu: MenuItemConstructorOptions = { label: t.help, role: 'help', submenu: [command(t.rules, 'rules')] };

  return [...(mac ? [appMenu] : []), gameMenu, editMenu, viewMenu, windowMenu, ...(mac ? [helpMenu] : [])];
}
