/**
 * Every message exists in all three languages, with the same placeholders, none is left in English in German,
 * and no component shows text that does not come from the messages: the shell's files and every
 * games/<id>/ui/**\/*i18n.ts, and every .vue template.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse as parseSfc } from 'vue/compiler-sfc';
import { NodeTypes, type AttributeNode, type ElementNode, type TemplateChildNode } from '@vue/compiler-core';

type Messages = Record<string, unknown>;
type Catalogue = { en: Messages; ja: Messages; de: Messages };

const shellEn = (await import('../../../src/renderer/i18n/en')).default as Messages;
const shellJa = (await import('../../../src/renderer/i18n/ja')).default as Messages;
const shellDe = (await import('../../../src/renderer/i18n/de')).default as Messages;
const modules = import.meta.glob<{ default: Catalogue }>(
  ['../../../src/renderer/i18n/*.ts', '../../../games/*/ui/**/*i18n.ts', '!../../../src/renderer/i18n/{index,en,ja,de,game-lang}.ts'],
  { eager: true },
);
const catalogues: [string, Catalogue][] = [
  ['src/renderer/i18n/en.ts + ja.ts + de.ts', { en: shellEn, ja: shellJa, de: shellDe }],
  ...Object.entries(modules).map(([path, mod]): [string, Catalogue] => [path.replace(/^(\.\.\/)+/, ''), mod.default]),
];
const TRANSLATIONS = ['ja', 'de'] as const;

/**
 * Messages that read the same in German as in English on purpose: names (geishas, yaku, the game),
 * words German borrowed, and words spelt alike. Anything else equal to its English is an untranslated message.
 */
const SAME_IN_GERMAN = new Set([
  'Koharu', 'Momoka', 'Kikuno', 'Suzune', 'Kaede', 'Tsubaki', 'Murasaki',
  'Geisha', 'Geishas', 'Yaku', 'Koi-Koi', 'Koi-Koi?', '{name}: Koi-Koi!',
  'Computer', 'Computer ({level})', 'Normal', 'Version {version}',
]);
/** Letters outside placeholders: a message of only placeholders and signs ("{a} – {b}") has nothing to translate. */
const hasWords = (message: string): boolean => /[A-Za-z]{2,}/.test(message.replace(/\{\w+\}/g, ''));

/** Every leaf, dotted key → message. */
function leaves(messages: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof messages !== 'object' || messages === null) return out;
  for (const [k, v] of Object.entries(messages)) {
    if (typeof v === 'object' && v !== null) for (const [kk, vv] of leaves(v, `${prefix}${k}.`)) out.set(kk, vv);
    else out.set(`${prefix}${k}`, String(v));
  }
  return out;
}
const placeholders = (message: string): string[] => [...new Set([...message.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string))].sort();

describe('the message catalogues', () => {
  it('are all found: the shell’s and each game’s board and lessons', () => {
    const names = catalogues.map(([name]) => name);
    expect(names).toEqual(expect.arrayContaining(['src/renderer/i18n/records.ts', 'games/koikoi/ui/i18n.ts', 'games/hanamikoji/ui/i18n.ts']));
  });

  describe.each(TRANSLATIONS)('in %s', (lang) => {
    it.each(catalogues)('%s has the same keys as in English', (_name, catalogue) => {
      const enKeys = [...leaves(catalogue.en).keys()];
      const keys = [...leaves(catalogue[lang]).keys()];
      expect({ missing: enKeys.filter((k) => !keys.includes(k)), extra: keys.filter((k) => !enKeys.includes(k)) }).toEqual({ missing: [], extra: [] });
    });

    it.each(catalogues)('%s uses the same placeholders as English, and no message is empty', (_name, catalogue) => {
      const translated = leaves(catalogue[lang]);
      const mismatched = [...leaves(catalogue.en)]
        .filter(([k, message]) => translated.has(k) && placeholders(message).join() !== placeholders(translated.get(k) as string).join())
        .map(([k]) => k);
      expect(mismatched).toEqual([]);
      expect([...translated].filter(([, m]) => m.trim() === '').map(([k]) => k)).toEqual([]);
    });
  });

  it.each(catalogues)('%s leaves nothing in English in German, but for names and words spelt alike', (_name, { en, de }) => {
    const german = leaves(de);
    const untranslated = [...leaves(en)].filter(([k, message]) => german.get(k) === message && hasWords(message) && !SAME_IN_GERMAN.has(message));
    expect(untranslated.map(([k, message]) => `${k}: ${message}`)).toEqual([]);
  });
});

// ---- components ----------------------------------------------------------------------------------------

const root = join(import.meta.dirname, '../../..');
function vueFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : vueFiles(path);
    return name.endsWith('.vue') ? [path] : [];
  });
}
const components = [
  ...vueFiles(join(root, 'src/renderer')),
  ...readdirSync(join(root, 'games')).flatMap((id) => {
    try {
      return vueFiles(join(root, 'games', id, 'ui'));
    } catch {
      return [];
    }
  }),
];

/** Attributes people read (or hear): they must come from the messages too. */
const READ_ATTRIBUTES = new Set(['aria-label', 'aria-description', 'aria-valuetext', 'title', 'placeholder', 'alt', 'aria-roledescription']);
const LETTERS = /[A-Za-z\u3040-\u30ff\u3400-\u9fff]/;

/**
 * Text that is not a message on purpose: names of languages written in themselves (the language picker),
 * and kanji drawn as ornaments, hidden from screen readers by their element (checked below).
 */
const ALLOWED_TEXT = new Set(['English', '日本語', 'Deutsch']);

interface Finding {
  file: string;
  line: number;
  text: string;
}

function hiddenFromReaders(ancestors: ElementNode[]): boolean {
  return ancestors.some((el) =>
    el.props.some((p) => p.type === NodeTypes.ATTRIBUTE && p.name === 'aria-hidden' && (p as AttributeNode).value?.content === 'true'),
  ) || ancestors.some((el) => el.tag === 'svg' || el.tag === 'style');
}

function untranslated(file: string): Finding[] {
  const source = readFileSync(file, 'utf8');
  const { descriptor } = parseSfc(source, { filename: file });
  const ast = descriptor.template?.ast;
  if (!ast) return [];
  const found: Finding[] = [];
  const name = relative(root, file);
  const visit = (nodes: TemplateChildNode[], ancestors: ElementNode[]): void => {
    for (const node of nodes) {
      if (node.type === NodeTypes.TEXT) {
        const text = node.content.trim();
        if (LETTERS.test(text) && !ALLOWED_TEXT.has(text) && !(hiddenFromReaders(ancestors) && !/[A-Za-z]/.test(text)))
          found.push({ file: name, line: node.loc.start.line, text });
      } else if (node.type === NodeTypes.ELEMENT) {
        for (const prop of node.props) {
          if (prop.type === NodeTypes.ATTRIBUTE && READ_ATTRIBUTES.has(prop.name) && prop.value && LETTERS.test(prop.value.content))
            found.push({ file: name, line: prop.loc.start.line, text: `${prop.name}="${prop.value.content}"` });
        }
        visit(node.children, [...ancestors, node]);
      }
    }
  };
  visit(ast.children, []);
  return found;
}

describe('the components', () => {
  it('are all scanned', () => {
    expect(components.length).toBeGreaterThan(20);
  });

  it('are checked for bare text, and for names and hints that are not messages (a fixture shows what is caught)', () => {
    expect(untranslated(join(import.meta.dirname, 'fixtures/Untranslated.vue')).map((f) => f.text)).toEqual([
      'Bare words',
      'aria-label="Close"',
      'placeholder="Search"',
    ]);
  });

  it('show no text and name no control except through the messages (vue-i18n)', () => {
    expect(components.flatMap(untranslated)).toEqual([]);
  });
});
