/**
 * The open-source software in the app. The runtime (Electron with its Chromium and Node.js) is named here;
 * every library in the renderer bundle is listed from the bundle itself, with the licence and version of its
 * own package.json (scripts/bundled-licences.ts) — nothing in that list is written by hand, only what some
 * of them do for the app.
 */
import type { Lang } from '../bridge/types';
import { version as appVersion, license as appLicense } from '../../../package.json';
import { version as electronVersion, license as electronLicense } from '../../../node_modules/electron/package.json';
import bundled from 'virtual:bundled-packages';

export interface Library {
  name: string;
  version: string;
  licence: string;
  url: string;
  role: Role | null;
}

/** What a library does for the app, in every language of the app. */
type Role = Readonly<Record<Lang, string>>;

export const app = { version: appVersion, licence: appLicense };

/** What a few of the bundled libraries do here; a library not named still appears, without a role. */
const ROLES: Readonly<Record<string, Role>> = {
  vue: { en: 'User interface framework', ja: 'ユーザーインターフェースのフレームワーク', de: 'Framework der Benutzeroberfläche' },
  pinia: { en: 'Application state', ja: 'アプリの状態管理', de: 'Zustand der App' },
  'vue-i18n': { en: 'English, Japanese and German translations', ja: '英語・日本語・ドイツ語の翻訳', de: 'Englische, japanische und deutsche Übersetzungen' },
  zod: { en: 'Validation of rules options and saved games', ja: 'ルール設定と保存データの検証', de: 'Prüfung von Regeloptionen und gespeicherten Partien' },
  'chart.js': { en: 'Charts in statistics and game reviews', ja: '成績と対局レビューのグラフ', de: 'Diagramme in Statistik und Analyse' },
  'vue-chartjs': { en: 'Chart.js in Vue components', ja: 'Vue コンポーネントでの Chart.js', de: 'Chart.js in Vue-Komponenten' },
  '@fontsource-variable/noto-sans-jp': { en: 'Japanese sans-serif font (Noto Sans JP)', ja: '日本語ゴシック体（Noto Sans JP）', de: 'Japanische serifenlose Schrift (Noto Sans JP)' },
  '@fontsource-variable/noto-serif-jp': { en: 'Japanese serif font (Noto Serif JP)', ja: '日本語明朝体（Noto Serif JP）', de: 'Japanische Serifenschrift (Noto Serif JP)' },
};

interface BundledPackage {
  name: string;
  version: string;
  licence: string;
  url: string;
}

/** The bundle's packages, or none outside a production build (the dev server and tests have no bundle). */
function bundledLibraries(json: string = bundled): Library[] {
  if (!json.startsWith('[')) return [];
  return (JSON.parse(json) as BundledPackage[]).map((p) => ({ ...p, role: ROLES[p.name] ?? null }));
}

const RUNTIME: readonly Library[] = [
  {
    name: 'Electron',
    version: electronVersion,
    licence: electronLicense,
    url: 'https://www.electronjs.org',
    role: { en: 'Desktop application runtime', ja: 'デスクトップアプリの実行環境', de: 'Laufzeitumgebung der Desktop-App' },
  },
  {
    name: 'Chromium',
    version: '',
    licence: 'BSD-3-Clause',
    url: 'https://www.chromium.org',
    role: { en: 'Web engine inside Electron', ja: 'Electron に含まれるウェブエンジン', de: 'Web-Engine in Electron' },
  },
  {
    name: 'Node.js',
    version: '',
    licence: 'MIT',
    url: 'https://nodejs.org',
    role: { en: 'JavaScript runtime inside Electron', ja: 'Electron に含まれる JavaScript 実行環境', de: 'JavaScript-Laufzeit in Electron' },
  },
];

export const libraries: readonly Library[] = [...RUNTIME, ...bundledLibraries()];

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
