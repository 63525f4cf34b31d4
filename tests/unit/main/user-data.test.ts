import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { userDataOverride } from '../../../src/main/user-data';

describe('the user-data directory override', () => {
  it('is absent when neither the variable nor the switch is given', () => {
    expect(userDataOverride({}, ['electron', 'out/main/index.js'], '/home/p')).toBeNull();
  });

  it('takes HANAFUDA_USER_DATA_DIR, made absolute', () => {
    expect(userDataOverride({ HANAFUDA_USER_DATA_DIR: 'profile' }, [], '/home/p')).toBe(path.resolve('/home/p', 'profile'));
  });

  it('takes --user-data-dir=<dir> and --user-data-dir <dir>', () => {
    expect(userDataOverride({}, ['electron', '.', '--user-data-dir=/tmp/a'], '/')).toBe(path.resolve('/tmp/a'));
    expect(userDataOverride({}, ['electron', '.', '--user-data-dir', '/tmp/b'], '/')).toBe(path.resolve('/tmp/b'));
  });

  it('prefers the variable over the switch', () => {
    expect(userDataOverride({ HANAFUDA_USER_DATA_DIR: '/tmp/env' }, ['--user-data-dir=/tmp/arg'], '/')).toBe(path.resolve('/tmp/env'));
  });

  it('ignores an empty variable or a switch without a directory', () => {
    expect(userDataOverride({ HANAFUDA_USER_DATA_DIR: '  ' }, ['--user-data-dir', '--other'], '/')).toBeNull();
    expect(userDataOverride({}, ['--user-data-dir='], '/')).toBeNull();
  });
});
