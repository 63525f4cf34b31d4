/**
 * The app loads the shipped Japanese faces for every character of its own texts before it is shown
 * (src/renderer/fonts.ts); the list of those characters is gathered from the sources when the renderer is
 * built (scripts/app-characters.ts, served as `virtual:app-characters`), so a game added under games/ is
 * covered without touching src/.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { appCharacters, sourceCharacters } from '../../../scripts/app-characters';
import { YAKU as HANA_AWASE_YAKU } from '../../../games/hana-awase/yaku';
import { YAKU as KOIKOI_YAKU } from '../../../games/koikoi/yaku';
import { MONTHS } from '../../../games/shared/hanafuda/cards';

const catalogues = import.meta.glob<{ default: unknown }>(['../../../src/renderer/i18n/*.ts', '../../../games/*/ui/**/*i18n.ts'], { eager: true });

/** Every string in a catalogue, however deep. */
const strings = (value: unknown): string[] => {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
};

/** The characters of `texts` the list lacks (line breaks and other controls are never drawn). */
const missingFrom = (list: string, texts: readonly string[]): string => [...new Set(texts.join(''))].filter((ch) => ch >= ' ' && !list.includes(ch)).join('');

/** The list as the renderer build serves it, gathered from the sources under `root`. */
function servedList(root?: string): { code: string; watched: string[] } {
  const plugin = appCharacters(root);
  const resolveId = plugin.resolveId as (id: string) => string | null;
  const load = plugin.load as (this: { addWatchFile(file: string): void }, id: string) => string | null;
  const id = resolveId('virtual:app-characters');
  expect(id).not.toBeNull();
  const watched: string[] = [];
  const code = load.call({ addWatchFile: (file) => watched.push(file) }, id!);
  expect(code).not.toBeNull();
  return { code: code!, watched };
}

/** The list a module served by the plugin exports. */
const listIn = (code: string): string => JSON.parse(/^export const APP_CHARACTERS = (".*");$/m.exec(code)![1]!) as string;

/** A throwaway checkout with the given files. */
function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'app-characters-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

describe('the characters the app loads its Japanese faces for', () => {
  const list = sourceCharacters().join('');

  it('hold every character of every message, the shell’s and every game’s, in every language', () => {
    expect(Object.keys(catalogues).some((path) => path.includes('games/hana-awase/'))).toBe(true);
    expect(missingFrom(list, Object.values(catalogues).flatMap((mod) => strings(mod.default)))).toBe('');
  });

  it('hold the Japanese names of every yaku of Koi-Koi and Hana-awase, and of the months', () => {
    expect(missingFrom(list, KOIKOI_YAKU.map((y) => y.name.ja))).toBe('');
    expect(missingFrom(list, HANA_AWASE_YAKU.map((y) => y.name.ja))).toBe('');
    expect(missingFrom(list, MONTHS.flatMap((m) => [m.plant.ja, m.oldName.ja]))).toBe('');
    // Hana-awase's own: Omote-sugawara, Kusatan, Yanagi-shima.
    expect(missingFrom(list, ['表菅原', '草短', '柳島'])).toBe('');
  });

  it('are the list the renderer build serves as virtual:app-characters, each character once, in code-point order', () => {
    const served = listIn(servedList().code);
    expect(served).toBe(list);
    expect([...served].every((ch, i, all) => i === 0 || ch.codePointAt(0)! > all[i - 1]!.codePointAt(0)!)).toBe(true);
  });

  it('take in the characters a source writes as escapes ("seat\\u00a0{n}", "\\u{9E92}"), but never a line break', () => {
    const root = tree({ 'games/new-game/ui/i18n.ts': "export default { en: { seat: 'seat\\u00a0{n}', kirin: '\\u{9E92}', line: 'a\\u000ab' } };" });
    const served = listIn(servedList(root).code);
    expect(served).toContain('\u00a0');
    expect(served).toContain('麒');
    expect(served).not.toContain('\n');
  });

  it('take in a new game’s texts from games/ with nothing under src/ changed, and leave tests and node_modules out', () => {
    const root = tree({
      'src/renderer/App.vue': '<template><h1>{{ t("title") }}</h1></template>',
      'games/new-game/ui/i18n.ts': "export default { ja: { title: '麒麟' } };",
      'games/new-game/ui/Board.vue': '<style>.a::after { content: "鳳"; }</style>',
      'games/new-game/rules.test.ts': "it('鬱', () => {});",
      'games/new-game/node_modules/x/index.ts': "'鰻'",
      'games/new-game/notes.md': '鮪',
    });
    const { code, watched } = servedList(root);
    const served = listIn(code);
    expect(served).toContain('麒');
    expect(served).toContain('麟');
    expect(served).toContain('鳳');
    expect(missingFrom(served, ['鬱鰻鮪'])).toBe('鬱鰻鮪');
    // A watched build gathers the list again when one of them changes.
    expect(watched.map((file) => file.slice(root.length + 1).replaceAll('\\', '/')).sort()).toEqual([
      'games/new-game/ui/Board.vue',
      'games/new-game/ui/i18n.ts',
      'src/renderer/App.vue',
    ]);
  });
});
