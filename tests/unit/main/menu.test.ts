import type { MenuItemConstructorOptions } from 'electron';
import { describe, expect, it, vi } from 'vitest';
import type { MenuCommand } from '../../../src/shared/bridge';
import { menuTemplate, type MenuContext } from '../../../src/main/menu';

function template(over: Partial<MenuContext> = {}) {
  const sent: MenuCommand[] = [];
  const items = menuTemplate({
    language: 'en',
    platform: 'linux',
    appName: 'Hanafuda Table',
    developer: false,
    send: (c) => sent.push(c),
    ...over,
  });
  return { items, sent };
}

const submenu = (item: MenuItemConstructorOptions | undefined) => (item?.submenu ?? []) as MenuItemConstructorOptions[];
const find = (items: MenuItemConstructorOptions[], label: string): MenuItemConstructorOptions | undefined =>
  items.flatMap((m) => [m, ...submenu(m)]).find((i) => i.label === label);
const click = (item: MenuItemConstructorOptions | undefined) =>
  (item?.click as unknown as () => void | undefined)?.();

describe('the application menu', () => {
  it('has Game, Edit, View and Window menus on Windows and Linux', () => {
    expect(template().items.map((m) => m.label)).toEqual(['Game', 'Edit', 'View', 'Window']);
  });

  it('sends New Game, Rules and Settings to the page as menu commands', () => {
    const { items, sent } = template();
    click(find(items, 'New Game'));
    click(find(items, 'Rules'));
    click(find(items, 'Settings…'));
    expect(sent).toEqual(['new-game', 'rules', 'settings']);
  });

  it('gives the game commands keyboard shortcuts', () => {
    const { items } = template();
    expect(find(items, 'New Game')?.accelerator).toBe('CmdOrCtrl+N');
    expect(find(items, 'Settings…')?.accelerator).toBe('CmdOrCtrl+,');
    expect(find(items, 'Rules')?.accelerator).toBe('F1');
  });

  it('ends the Game menu with Quit', () => {
    const game = submenu(template().items[0]);
    expect(game.at(-1)).toMatchObject({ role: 'quit', label: 'Quit' });
  });

  it('is in Japanese when the player chose Japanese', () => {
    const { items, sent } = template({ language: 'ja' });
    expect(items.map((m) => m.label)).toEqual(['ゲーム', '編集', '表示', 'ウインドウ']);
    click(find(items, '新しいゲーム'));
    expect(sent).toEqual(['new-game']);
  });

  it('follows macOS conventions: an app menu with Settings and Quit, and a Help menu', () => {
    const { items } = template({ platform: 'darwin' });
    expect(items.map((m) => m.label)).toEqual(['Hanafuda Table', 'Game', 'Edit', 'View', 'Window', 'Help']);
    expect(submenu(items[0]).map((i) => i.role ?? i.label)).toContain('Settings…');
    expect(submenu(items[0]).at(-1)).toMatchObject({ role: 'quit' });
    expect(submenu(items[1]).map((i) => i.label)).toEqual(['New Game', 'Rules']);
  });

  it('offers Reload and Developer Tools only in development', () => {
    const roles = (developer: boolean) => submenu(template({ developer }).items[2]).map((i) => i.role);
    expect(roles(false)).not.toContain('toggleDevTools');
    expect(roles(false)).not.toContain('reload');
    expect(roles(true)).toEqual(expect.arrayContaining(['reload', 'toggleDevTools']));
  });

  it('sends nothing until an item is chosen', () => {
    const send = vi.fn();
    menuTemplate({ language: 'en', platform: 'win32', appName: 'x', developer: false, send });
    expect(send).not.toHaveBeenCalled();
  });
});
