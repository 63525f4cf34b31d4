// A deliberately insecure Electron main file: the security gate must refuse it.
import { BrowserWindow } from 'electron';

export function open() {
  return new BrowserWindow({ webPreferences: { nodeIntegration: true, contextIsolation: false, sandbox: false } });
}
