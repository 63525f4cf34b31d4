import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Session, WebContents } from 'electron';
import { describe, expect, it } from 'vitest';
import {
  CONTENT_SECURITY_POLICY,
  isAppUrl,
  secureSession,
  secureWebContents,
  withContentSecurityPolicy,
} from '../../../src/main/security';
import { FakeEvent, FakeSession, FakeWebContents } from './fake-electron';

const APP = 'app://table/index.html';

function securedContents(): FakeWebContents {
  const contents = new FakeWebContents();
  secureWebContents(contents as unknown as WebContents, APP);
  return contents;
}

function securedSession(): FakeSession {
  const session = new FakeSession();
  secureSession(session as unknown as Session, APP);
  return session;
}

/** The headers the session hands back for a response from `url`. */
function headersFor(session: FakeSession, url: string, responseHeaders: Record<string, string[]>) {
  let result: Record<string, string | string[]> | undefined;
  session.headersListener!({ url, responseHeaders }, (response) => {
    result = response.responseHeaders;
  });
  return result;
}

describe('the Content-Security-Policy', () => {
  it('allows no inline or remote scripts', () => {
    expect(CONTENT_SECURITY_POLICY).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; " +
        "worker-src 'self' blob:; object-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    );
  });

  it('is added to every response for an app page', () => {
    const headers = headersFor(securedSession(), 'app://table/index.html', { 'Content-Type': ['text/html'] });
    expect(headers).toEqual({ 'Content-Type': ['text/html'], 'Content-Security-Policy': [CONTENT_SECURITY_POLICY] });
  });

  it('replaces a weaker policy the server sent, whatever the header case', () => {
    const headers = headersFor(securedSession(), 'app://table/assets/index.js', {
      'content-security-policy': ["script-src 'unsafe-inline' *"],
    });
    expect(headers).toEqual({ 'Content-Security-Policy': [CONTENT_SECURITY_POLICY] });
  });

  it('is also set for the development server when that serves the app', () => {
    const session = new FakeSession();
    secureSession(session as unknown as Session, 'http://localhost:5173/');
    expect(headersFor(session, 'http://localhost:5173/src/main.ts', {})).toEqual({
      'Content-Security-Policy': [CONTENT_SECURITY_POLICY],
    });
    expect(headersFor(session, 'http://localhost:9999/', {})).toEqual({});
  });

  it('leaves responses from elsewhere alone', () => {
    expect(headersFor(securedSession(), 'https://example.com/', { a: ['b'] })).toEqual({ a: ['b'] });
  });

  it('withContentSecurityPolicy copes with a response without headers', () => {
    expect(withContentSecurityPolicy(undefined)).toEqual({ 'Content-Security-Policy': [CONTENT_SECURITY_POLICY] });
  });

  const indexHtml = fileURLToPath(new URL('../../../src/renderer/index.html', import.meta.url));
  it('is repeated in the renderer page as a <meta> tag', () => {
    const html = readFileSync(indexHtml, 'utf8');
    const meta = /http-equiv="Content-Security-Policy"\s+content="([^"]*)"/i.exec(html)?.[1];
    expect(meta).toBeDefined();
    const directives = (policy: string) => policy.split(';').map((d) => d.trim().replace(/\s+/g, ' ')).filter(Boolean);
    // frame-ancestors has no effect in a <meta> policy (browsers ignore it there), so only the header carries it.
    const expected = directives(CONTENT_SECURITY_POLICY).filter((d) => !d.startsWith('frame-ancestors'));
    expect(directives(meta!).filter((d) => !d.startsWith('frame-ancestors'))).toEqual(expected);
  });
});

describe('app pages', () => {
  it('are recognised by scheme and host', () => {
    expect(isAppUrl('app://table/assets/x.js', APP)).toBe(true);
    expect(isAppUrl('app://other/index.html', APP)).toBe(false);
    expect(isAppUrl('https://table/index.html', APP)).toBe(false);
    expect(isAppUrl('not a url', APP)).toBe(false);
  });
});

describe('the window contents', () => {
  it.each(['https://example.com/', 'file:///etc/passwd', 'javascript:alert(1)', 'app://elsewhere/'])(
    'may not navigate to %s',
    (url) => {
      const contents = securedContents();
      const event = new FakeEvent(url);
      contents.emit('will-navigate', event, url);
      expect(event.defaultPrevented).toBe(true);
    },
  );

  it('may not be redirected away from the app', () => {
    const contents = securedContents();
    const event = new FakeEvent('https://example.com/');
    contents.emit('will-redirect', event, event.url);
    expect(event.defaultPrevented).toBe(true);
  });

  it('may move between the app’s own pages', () => {
    const contents = securedContents();
    const event = new FakeEvent('app://table/index.html#/settings');
    contents.emit('will-navigate', event, event.url);
    expect(event.defaultPrevented).toBe(false);
  });

  it.each(['https://example.com/', 'app://table/index.html', 'about:blank'])('may not open a new window for %s', (url) => {
    expect(securedContents().windowOpenHandler!({ url })).toEqual({ action: 'deny' });
  });

  it('may not attach a <webview>', () => {
    const contents = securedContents();
    const event = new FakeEvent();
    contents.emit('will-attach-webview', event, {}, {});
    expect(event.defaultPrevented).toBe(true);
  });
});

describe('permissions', () => {
  it.each(['media', 'geolocation', 'notifications', 'clipboard-read', 'openExternal', 'fullscreen'])(
    'are refused when the page requests %s',
    (permission) => {
      const granted: boolean[] = [];
      securedSession().permissionRequestHandler!({}, permission, (ok) => granted.push(ok));
      expect(granted).toEqual([false]);
    },
  );

  it('report as not granted when the page checks', () => {
    expect(securedSession().permissionCheckHandler!({}, 'media')).toBe(false);
  });
});
