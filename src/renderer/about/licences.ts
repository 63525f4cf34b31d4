/**
 * The open-source software in the app, with licence and version read from the installed packages'
 * package.json at build time (named JSON imports are inlined by Vite, nothing else of those files ships).
 * Chromium and Node.js are not npm packages here: they are part of the Electron runtime.
 */
import type { Localized } from '../../framework/game';
import { version as appVersion, license as appLicense } from '../../../package.json';
import { version as electronVersion, license as electronLicense } from '../../../node_modules/electron/package.json';
import { version as vueVersion, license as vueLicense } from '../../../node_modules/vue/package.json';
import { version as piniaVersion, license as piniaLicense } from '../../../node_modules/pinia/package.json';
import { version as i18nVersion, license as i18nLicense } from '../../../node_modules/vue-i18n/package.json';
import { version as zodVersion, license as zodLicense } from '../../../node_modules/zod/package.json';
import { version as viteVersion, license as viteLicense } from '../../../node_modules/vite/package.json';
import { version as evVersion, license as evLicense } from '../../../node_modules/electron-vite/package.json';

export interface Library {
  name: string;
  version: string;
  licence: string;
  url: string;
  role: Localized;
}

export const app = { version: appVersion, licence: appLicense };

export const libraries: readonly Library[] = [
  {
    name: 'Electron',
    version: electronVersion,
    licence: electronLicense,
    url: 'https://www.electronjs.org',
    role: { en: 'Desktop application runtime', ja: 'デスクトップアプリの実行環境' },
  },
  {
    name: 'Chromium',
    version: '',
    licence: 'BSD-3-Clause',
    url: 'https://www.chromium.org',
    role: { en: 'Web engine inside Electron', ja: 'Electron に含まれるウェブエンジン' },
  },
  {
    name: 'Node.js',
    version: '',
    licence: 'MIT',
    url: 'https://nodejs.org',
    role: { en: 'JavaScript runtime inside Electron', ja: 'Electron に含まれる JavaScript 実行環境' },
  },
  {
    name: 'Vue',
    version: vueVersion,
    licence: vueLicense,
    url: 'https://vuejs.org',
    role: { en: 'User interface framework', ja: 'ユーザーインターフェースのフレームワーク' },
  },
  {
    name: 'Pinia',
    version: piniaVersion,
    licence: piniaLicense,
    url: 'https://pinia.vuejs.org',
    role: { en: 'Application state', ja: 'アプリの状態管理' },
  },
  {
    name: 'Vue I18n',
    version: i18nVersion,
    licence: i18nLicense,
    url: 'https://vue-i18n.intlify.dev',
    role: { en: 'English and Japanese translations', ja: '英語・日本語の翻訳' },
  },
  {
    name: 'Zod',
    version: zodVersion,
    licence: zodLicense,
    url: 'https://zod.dev',
    role: { en: 'Validation of rules options and saved games', ja: 'ルール設定と保存データの検証' },
  },
  {
    name: 'Vite',
    version: viteVersion,
    licence: viteLicense,
    url: 'https://vite.dev',
    role: { en: 'Build tool', ja: 'ビルドツール' },
  },
  {
    name: 'electron-vite',
    version: evVersion,
    licence: evLicense,
    url: 'https://electron-vite.org',
    role: { en: 'Build tool for Electron', ja: 'Electron 用ビルドツール' },
  },
];

/** The MIT licence text of the app itself, shown in full on the About screen. */
export const mitLicence = `MIT License

Copyright (c) 2026 Hanafuda Table team

Permission is hereby granted, free of charge, to any person obtaining a copy
of this software and associated documentation files (the "Software"), to deal
in the Software without restriction, including without limitation the rights
to use, copy, modify, merge, publish, distribute, sublicense, and/or sell
copies of the Software, and to permit persons to whom the Software is
furnished to do so, subject to the following conditions:

The above copyright notice and this permission notice shall be included in all
copies or substantial portions of the Software.

THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE
SOFTWARE.
`;
