/**
 * The characters of the app's own texts — every message in every language, the games' card, yaku and month
 * names, lessons, logs and reviews — gathered from the sources the renderer is built from, so the Japanese
 * faces the app ships can be loaded for all of them before the app is shown (src/renderer/fonts.ts):
 *   npx tsx tools/screens/no-cjk-characters.ts          writes src/renderer/styles/app-characters.ts
 *   npx tsx tools/screens/no-cjk-characters.ts --check  exit 1 when a source has a character missing there
 * tests/e2e/fonts.spec.ts runs the same check.
 */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));

/** What the page can show: the renderer, the games and the plugin API, the shared texts and the framework's messages. */
const SOURCE_DIRS = ['src/renderer', 'src/plugin-api', 'src/shared', 'src/framework', 'games'];
const SOURCE_FILE = /\.(ts|vue|html|css)$/;
export const CHARACTERS_FILE = 'src/renderer/styles/app-characters.ts';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name.startsWith('.') ? [] : sourceFiles(path);
    if (!SOURCE_FILE.test(entry.name) || /\.test\.ts$/.test(entry.name)) return [];
    return relative(root, path) === CHARACTERS_FILE ? [] : [path];
  });
}

/** Every printable character of the sources, each once, in code-point order. */
export function sourceCharacters(): string[] {
  const seen = new Set<string>();
  for (const dir of SOURCE_DIRS) {
    for (const file of sourceFiles(join(root, dir))) {
      for (const ch of readFileSync(file, 'utf8')) if (ch.codePointAt(0)! >= 0x20) seen.add(ch);
    }
  }
  return [...seen].sort((a, b) => a.codePointAt(0)! - b.codePointAt(0)!);
}

function moduleText(chars: readonly string[]): string {
  const lines: string[] = [];
  for (let i = 0; i < chars.length; i += 64) lines.push(`  ${JSON.stringify(chars.slice(i, i + 64).join(''))},`);
  return `/**
 * Every character of the app's own texts (messages in every language, the games' card and yaku names, lessons,
 * logs), for loading the shipped Japanese faces before the app is shown (src/renderer/fonts.ts).
 * Generated from the sources by \`npx tsx tools/screens/no-cjk-characters.ts\`: do not edit by hand;
 * tests/e2e/fonts.spec.ts fails when a source has a character missing here.
 */
export const APP_CHARACTERS = [
${lines.join('\n')}
].join('');
`;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const chars = sourceCharacters();
  const file = join(root, CHARACTERS_FILE);
  if (process.argv.includes('--check')) {
    const { APP_CHARACTERS } = (await import(pathToFileURL(file).href)) as { APP_CHARACTERS: string };
    const missing = chars.filter((ch) => !APP_CHARACTERS.includes(ch));
    if (missing.length > 0) {
      console.error(`${CHARACTERS_FILE} misses ${missing.join('')}: run npx tsx tools/screens/no-cjk-characters.ts`);
      process.exit(1);
    }
    console.log(`${CHARACTERS_FILE}: all ${chars.length} characters of the sources are there`);
  } else {
    writeFileSync(file, moduleText(chars));
    console.log(`wrote ${CHARACTERS_FILE}: ${chars.length} characters`);
  }
}
