/**
 * The renderer is treated as untrusted content: a strict Content-Security-Policy on app pages, no navigation
 * away from the app, no new windows, no <webview>, and every permission request refused.
 * (Electron's security checklist: https://www.electronjs.org/docs/latest/tutorial/security)
 */
import type { Session, WebContents } from 'electron';

/** Must match the <meta http-equiv="Content-Security-Policy"> in src/renderer/index.html. */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** True when `url` is one of the app's own pages (`appBase` is the app's index URL). */
export function isAppUrl(url: string, appBase: string): boolean {
  try {
    const target = new URL(url);
    const base = new URL(appBase);
    // Compared by scheme and host: WHATWG URL gives custom schemes an opaque ("null") origin.
    return target.protocol === base.protocol && target.host === base.host;
  } catch {
    return false;
  }
}

type Headers = Record<string, string | string[]>;

/** The response headers with our policy replacing any the server sent (header names are case-insensitive). */
export function withContentSecurityPolicy(headers: Headers | undefined): Headers {
  const result: Headers = {};
  for (const [name, value] of Object.entries(headers ?? {})) {
    if (name.toLowerCase() !== 'content-security-policy') result[name] = value;
  }
  result['Content-Security-Policy'] = [CONTENT_SECURITY_POLICY];
  return result;
}

export function secureSession(session: Session, appBase: string): void {
  session.webRequest.onHeadersReceived((details, callback) => {
    callback({
      responseHeaders: isAppUrl(details.url, appBase)
        ? withContentSecurityPolicy(details.responseHeaders)
        : details.responseHeaders,
    });
  });
  session.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  session.setPermissionCheckHandler(() => false);
}

export function secureWebContents(contents: WebContents, appBase: string): void {
  contents.on('will-navigate', (event) => {
    if (!isAppUrl(event.url, appBase)) event.preventDefault();
  });
  contents.on('will-redirect', (event) => {
    if (!isAppUrl(event.url, appBase)) event.preventDefault();
  });
  contents.setWindowOpenHandler(() => ({ action: 'deny' }));
  contents.on('will-attach-webview', (event) => event.preventDefault());
}
