import { describe, expect, it } from 'vitest';
import { bundledPackages, packageOf } from '../../../scripts/bundled-licences';

const files: Record<string, string> = {
  '/app/node_modules/vue/package.json': JSON.stringify({ version: '3.5.0', license: 'MIT', homepage: 'https://vuejs.org' }),
  '/app/node_modules/@scope/font/package.json': JSON.stringify({ version: '5.0.0', license: 'OFL-1.1', repository: { url: 'git+https://github.com/x/font.git' } }),
  '/app/node_modules/a/node_modules/b/package.json': JSON.stringify({ version: '1.0.0', license: { type: 'ISC' } }),
};
const read = (file: string): string => {
  const text = files[file.replaceAll('\\', '/')];
  if (text === undefined) throw new Error(`read ${file}`);
  return text;
};

describe('the licence list from the bundle', () => {
  it('names the package of a bundled module, scoped or nested, and none for the app’s own code', () => {
    expect(packageOf('/app/node_modules/vue/dist/vue.runtime.esm-bundler.js')).toEqual({ name: 'vue', dir: '/app/node_modules/vue' });
    expect(packageOf('\0/app/node_modules/@scope/font/index.css?inline')).toEqual({ name: '@scope/font', dir: '/app/node_modules/@scope/font' });
    expect(packageOf('/app/node_modules/a/node_modules/b/x.js')).toEqual({ name: 'b', dir: '/app/node_modules/a/node_modules/b' });
    expect(packageOf('/app/src/renderer/main.ts')).toBeNull();
    expect(packageOf('/app/node_modules/electron/package.json')).toBeNull();
  });

  it('lists each package once, sorted, with version, licence and home page from its package.json', () => {
    const ids = ['/app/node_modules/vue/a.js', '/app/src/x.ts', '/app/node_modules/@scope/font/b.css', '/app/node_modules/vue/b.js', '/app/node_modules/a/node_modules/b/x.js'];
    expect(bundledPackages(ids, read)).toEqual([
      { name: '@scope/font', version: '5.0.0', licence: 'OFL-1.1', url: 'https://github.com/x/font' },
      { name: 'b', version: '1.0.0', licence: 'ISC', url: 'https://www.npmjs.com/package/b' },
      { name: 'vue', version: '3.5.0', licence: 'MIT', url: 'https://vuejs.org' },
    ]);
  });
});
