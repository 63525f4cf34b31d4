import { promises as fs } from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { resolveAppFile, serveAppFile } from '../../../src/main/app-protocol';
import { CONTENT_SECURITY_POLICY } from '../../../src/main/security';
import { useTempDir } from './tmp-dir';

const dir = useTempDir();
const root = (): string => path.join(dir.path, 'renderer');

beforeEach(async () => {
  await fs.mkdir(path.join(root(), 'assets'), { recursive: true });
  await fs.writeFile(path.join(root(), 'index.html'), '<!doctype html><title>Hanafuda Table</title>');
  await fs.writeFile(path.join(root(), 'assets', 'index-abc.js'), 'console.log(1)');
  await fs.writeFile(path.join(dir.path, 'secret.txt'), 'outside the renderer');
});

describe('the app:// protocol', () => {
  it('serves the page with its type and the Content-Security-Policy', async () => {
    const response = await serveAppFile(root(), 'app://table/index.html');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    expect(await response.text()).toContain('Hanafuda Table');
  });

  it('serves scripts as JavaScript (module scripts need the right type)', async () => {
    const response = await serveAppFile(root(), 'app://table/assets/index-abc.js');
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await response.text()).toBe('console.log(1)');
  });

  it('serves index.html for the bare origin', async () => {
    expect(await (await serveAppFile(root(), 'app://table/')).text()).toContain('Hanafuda Table');
  });

  it.each([
    'app://table/%2e%2e/secret.txt',
    'app://table/..%2fsecret.txt',
    'app://table/assets/%2e%2e%2f%2e%2e%2fsecret.txt',
    'app://other-host/index.html',
    'app://table/%E0%A4%A',
    'app://table/missing.js',
  ])('answers 404 for %s', async (url) => {
    const response = await serveAppFile(root(), url);
    expect(response.status).toBe(404);
  });

  it('resolves no file outside the renderer directory', () => {
    expect(resolveAppFile(root(), 'app://table/..%2f..%2fetc%2fpasswd')).toBeNull();
    expect(resolveAppFile(root(), 'app://table/assets/index-abc.js')).toBe(path.join(root(), 'assets', 'index-abc.js'));
  });
});
