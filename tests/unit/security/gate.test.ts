import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const gate = (...args: string[]) =>
  spawnSync(process.execPath, ['scripts/security-gate.mjs', ...args], { cwd: root, encoding: 'utf8', timeout: 60_000 });

describe('the security gate', () => {
  it('fails on an Electron window without isolation, sandbox or navigation limits', () => {
    const run = gate('--input', 'tests/support/insecure-app');
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('HIGH CONTEXT_ISOLATION_JS_CHECK');
    expect(run.stderr).toContain('MEDIUM SANDBOX_JS_CHECK');
    expect(run.stderr).toContain('HIGH LIMIT_NAVIGATION_GLOBAL_CHECK');
  }, 60_000);
});
