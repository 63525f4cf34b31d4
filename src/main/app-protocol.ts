/**
 * The built renderer is served from `app://table/` instead of file:// URLs, as Electron's security checklist
 * advises: pages get a real origin (so module workers and the CSP's 'self' behave as on the web), and only
 * files inside the renderer's output directory can be read.
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { CONTENT_SECURITY_POLICY } from './security';

export const APP_SCHEME = 'app';
const APP_HOST = 'table';
export const APP_INDEX_URL = `${APP_SCHEME}://${APP_HOST}/index.html`;

/** For protocol.registerSchemesAsPrivileged, before the app is ready. */
export const APP_SCHEME_PRIVILEGES = {
  scheme: APP_SCHEME,
  privileges: { standard: true, secure: true, supportFetchAPI: true, corsEnabled: true, codeCache: true },
} as const;

const MIME_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.mp3': 'audio/mpeg',
  '.ogg': 'audio/ogg',
  '.wav': 'audio/wav',
  '.wasm': 'application/wasm',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

const notFound = (): Response => new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain' } });

/** The file under `root` that `url` names, or null when the URL is not an app URL or escapes the root. */
export function resolveAppFile(root: string, url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== `${APP_SCHEME}:` || parsed.host !== APP_HOST) return null;
  let relative: string;
  try {
    relative = decodeURIComponent(parsed.pathname);
  } catch {
    return null;
  }
  if (relative.includes('\0')) return null;
  if (relative === '/' || relative === '') relative = '/index.html';
  const resolvedRoot = path.resolve(root);
  const file = path.resolve(resolvedRoot, `.${relative}`);
  return file.startsWith(resolvedRoot + path.sep) ? file : null;
}

/** Answers one app:// request from the renderer's build output. */
export async function serveAppFile(root: string, url: string): Promise<Response> {
  const file = resolveAppFile(root, url);
  if (file === null) return notFound();
  let body: Buffer;
  try {
    body = await fs.readFile(file);
  } catch {
    return notFound();
  }
  const type = MIME_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
  return new Response(new Uint8Array(body), {
    status: 200,
    headers: {
      'content-type': type,
      'content-security-policy': CONTENT_SECURITY_POLICY,
      'x-content-type-options': 'nosniff',
    },
  });
}
