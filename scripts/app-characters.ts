/**
 * The characters of the app's own texts — every message in every language, the games' card, yaku and month
 * names, lessons, logs and reviews — gathered from the sources the renderer is built from, at build time, so
 * the Japanese faces the app ships can be loaded for all of them before the app is shown (src/renderer/fonts.ts
 * imports them as `virtual:app-characters`). A game added under games/ is covered without touching src/.
 *   npx tsx scripts/app-characters.ts   prints the list the build gives the app
 */
import { readFileSync, readdirSync } from 'node:fs';
import { isAbsolute, join, relative, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';

const VIRTUAL = 'virtual:app-characters';
const RESOLVED = `\0${VIRTUAL}`;
const ROOT = fileURLToPath(new URL('../', import.meta.url));

/** What the page can show: the renderer, the games and the plugin API, the shared texts and the framework's messages. */
const SOURCE_DIRS = ['src/renderer', 'src/plugin-api', 'src/shared', 'src/framework', 'games'];
const SOURCE_FILE = /\.(ts|vue|html|css)$/;

function sourceFilesIn(dir: string): string[] {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name.startsWith('.') ? [] : sourceFilesIn(path);
    return SOURCE_FILE.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [path] : [];
  });
}

/** The files the list is gathered from: the renderer's sources, the games', the plugin API's, the shared texts', the framework's (no tests). */
export function sourceFiles(root: string = ROOT): string[] {
  return SOURCE_DIRS.flatMap((dir) => sourceFilesIn(join(root, dir)));
}

/** Whether a change to `file` can change the list. */
function isSource(file: string, root: string): boolean {
  const path = relative(root, file);
  if (!path || path.startsWith('..') || isAbsolute(path)) return false;
  const parts = path.split(sep);
  const posix = parts.join('/');
  return SOURCE_FILE.test(posix) && !/\.test\.ts$/.test(posix) && !parts.includes('node_modules') && SOURCE_DIRS.some((dir) => posix.startsWith(`${dir}/`));
}

/** A character written as a JavaScript escape (`\u00a0`, `\u{1F338}`): the text shows it, the source does not. */
const ESCAPED = /\\u(?:([0-9a-fA-F]{4})|\{([0-9a-fA-F]{1,6})\})/g;
/** A letter, digit, punctuation mark, symbol or space a text can show (no control, no unassigned code point). */
const SHOWN = /^[\p{L}\p{N}\p{P}\p{S}\p{Zs}]$/u;

/** Every printable character of the sources, those written as escapes included, each once, in code-point order. */
export function sourceCharacters(root: string = ROOT): string[] {
  const seen = new Set<string>();
  for (const file of sourceFiles(root)) {
    const text = readFileSync(file, 'utf8');
    for (const ch of text) if (ch.codePointAt(0)! >= 0x20) seen.add(ch);
    for (const [, four, braced] of text.matchAll(ESCAPED)) {
      const code = parseInt((four ?? braced) as string, 16);
      // Only a character a text can show: an escape at the end of a range in a pattern may be unassigned.
      const ch = code <= 0x10ffff ? String.fromCodePoint(code) : '';
      if (SHOWN.test(ch)) seen.add(ch);
    }
  }
  return [...seen].sort((a, b) => a.codePointAt(0)! - b.codePointAt(0)!);
}

/**
 * Serves `virtual:app-characters` (`export const APP_CHARACTERS: string`), gathered from the sources when the
 * renderer is built or served; a watched build or the dev server gathers it again when a source changes.
 */
export function appCharacters(root: string = ROOT): Plugin {
  return {
    name: 'app-characters',
    resolveId: (id) => (id === VIRTUAL ? RESOLVED : null),
    load(id) {
      if (id !== RESOLVED) return null;
      // Watching every source makes a watched build (and the dev server) load the list again when one changes.
      for (const file of sourceFiles(root)) this.addWatchFile(file);
      return `export const APP_CHARACTERS = ${JSON.stringify(sourceCharacters(root).join(''))};\n`;
    },
    configureServer(server) {
      // A source the list has not seen yet (a new file) is not among the watched files: drop the list on any change.
      const drop = (file: string): void => {
        if (!isSource(file, root)) return;
        const module = server.moduleGraph.getModuleById(RESOLVED);
        if (module) server.moduleGraph.invalidateModule(module);
      };
      server.watcher.on('add', drop);
      server.watcher.on('change', drop);
    },
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const chars = sourceCharacters();
  console.log(chars.join(''));
  console.error(`${chars.length} characters from ${sourceFiles().length} files`);
}
