/**
 * The licence list of the About screen, made from what the renderer bundle really contains: after bundling,
 * every module that came from node_modules names its package; each package's own package.json gives the
 * version, licence and home page. The list replaces a placeholder the app imports (`virtual:bundled-packages`),
 * so it can never leave out a library that ships (chart.js was once missing from a hand-written list).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

export const BUNDLED_PLACEHOLDER = '__BUNDLED_PACKAGES__';
const VIRTUAL = 'virtual:bundled-packages';

export interface BundledPackage {
  readonly name: string;
  readonly version: string;
  readonly licence: string;
  readonly url: string;
}

/** The package a bundled module belongs to: its name and folder, or null for the app's own code. */
export function packageOf(moduleId: string): { name: string; dir: string } | null {
  const path = moduleId.replace(/^\0/, '').split('?')[0]!.replaceAll('\\', '/');
  const at = path.lastIndexOf('/node_modules/');
  // A package.json read for its version (the About screen's Electron line) is metadata, not shipped code.
  if (at < 0 || path.endsWith('/package.json')) return null;
  const parts = path.slice(at + '/node_modules/'.length).split('/');
  const name = parts[0]?.startsWith('@') ? `${parts[0]}/${parts[1] ?? ''}` : (parts[0] ?? '');
  if (!name || name.endsWith('/')) return null;
  return { name, dir: `${path.slice(0, at)}/node_modules/${name}` };
}

interface PackageJson {
  version?: string;
  license?: string | { type?: string };
  homepage?: string;
  repository?: string | { url?: string };
}

const homePage = (p: PackageJson, name: string): string => {
  if (p.homepage) return p.homepage;
  const repo = typeof p.repository === 'string' ? p.repository : p.repository?.url;
  if (repo) return repo.replace(/^git\+/, '').replace(/\.git$/, '').replace(/^git:\/\//, 'https://');
  return `https://www.npmjs.com/package/${name}`;
};

/** One entry per package among the modules, sorted by name. */
export function bundledPackages(moduleIds: Iterable<string>, read = (file: string): string => readFileSync(file, 'utf8')): BundledPackage[] {
  const found = new Map<string, string>();
  for (const id of moduleIds) {
    const pkg = packageOf(id);
    if (pkg && !found.has(pkg.name)) found.set(pkg.name, pkg.dir);
  }
  return [...found]
    .map(([name, dir]) => {
      const p = JSON.parse(read(join(dir, 'package.json'))) as PackageJson;
      const licence = typeof p.license === 'string' ? p.license : (p.license?.type ?? 'see package');
      return { name, version: p.version ?? '', licence, url: homePage(p, name) };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

export function bundledLicences(): Plugin {
  return {
    name: 'bundled-licences',
    resolveId: (id) => (id === VIRTUAL ? `\0${VIRTUAL}` : null),
    // Until the bundle is written (dev server, tests) the list is unknown: the app then shows none.
    load: (id) => (id === `\0${VIRTUAL}` ? `export default ${JSON.stringify(BUNDLED_PLACEHOLDER)};` : null),
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
      const ids = chunks.flatMap((c) => Object.keys(c.modules));
      const literal = JSON.stringify(JSON.stringify(bundledPackages(ids)));
      const pattern = new RegExp(`(["'\`])${BUNDLED_PLACEHOLDER}\\1`, 'g');
      for (const chunk of chunks) if (chunk.code.includes(BUNDLED_PLACEHOLDER)) chunk.code = chunk.code.replace(pattern, literal);
    },
  };
}
