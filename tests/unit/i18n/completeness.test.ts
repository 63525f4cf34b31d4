/**
 * Every message exists in both languages, with the same placeholders, and no component shows text that does
 * not come from the messages: the shell's files and every games/<id>/ui/**\/*i18n.ts, and every .vue template.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse as parseSfc } from 'vue/compiler-sfc';
import { NodeTypes, type AttributeNode, type ElementNode, type TemplateChildNode } from '@vue/compiler-core';

type Messages = Record<string, unknown>;
type Bilingual = { en: Messages; ja: Messages };

const shellEn = (await import('../../../src/renderer/i18n/en')).default as Messages;
const shellJa = (await import('../../../src/renderer/i18n/ja')).default as Messages;
const modules = import.meta.glob<{ default: Bilingual }>(
  ['../../../src/renderer/i18n/*.ts', '../../../games/*/ui/**/*i18n.ts', '!../../../src/renderer/i18n/{index,en,ja}.ts'],
  { eager: true },
);
const catalogues: [string, Bilingual][] = [
  ['src/renderer/i18n/en.ts + ja.ts', { en: shellEn, ja: shellJa }],
  ...Object.entries(modules).map(([path, mod]): [string, Bilingual] => [path.replace(/^(\.\.\/)+/, ''), mod.default]),
];

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

  it.each(catalogues)('%s has the same keys in English and Japanese', (_name, { en, ja }) => {
    const enKeys = [...leaves(en).keys()];
    const jaKeys = [...leaves(ja).keys()];
    expect({ onlyInEnglish: enKeys.filter((k) => !jaKeys.includes(k)), onlyInJapanese: jaKeys.filter((k) => !enKeys.includes(k)) }).toEqual({
      onlyInEnglish: [],
      onlyInJapanese: [],
    });
  });

  it.each(catalogues)('%s uses the same placeholders in both languages, and no Japanese message is empty', (_name, { en, ja }) => {
    const jaLeaves = leaves(ja);
    const mismatched = [...leaves(en)]
      .filter(([k, message]) => jaLeaves.has(k) && placeholders(message).join() !== placeholders(jaLeaves.get(k) as string).join())
      .map(([k]) => k);
    expect(mismatched).toEqual([]);
    expect([...jaLeaves].filter(([, m]) => m.trim() === '').map(([k]) => k)).toEqual([]);
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
const ALLOWED_TEXT = new Set(['English', '日本語']);

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
