import { describe, expect, it } from 'vitest';
import { readConfig } from '../../lib/config';
import { assertDemoAllowed, DemoInProductionError, isLoopback, shouldLoadDemo } from '../demo-policy';

const config = (env: Record<string, string>) => readConfig(env);

describe('when the demo is loaded (issue 12 item 6)', () => {
  it('binds to this machine only unless HOST says otherwise', () => {
    expect(config({}).host).toBe('127.0.0.1');
    expect(isLoopback('127.0.0.1')).toBe(true);
    expect(isLoopback('localhost')).toBe(true);
    expect(isLoopback('::1')).toBe(true);
    for (const host of ['0.0.0.0', '::', '192.168.1.10', 'setledger.example.com'])
      expect(isLoopback(host)).toBe(false);
  });

  it.each([
    ['a first try: new data folder, localhost', {}, true, true],
    ['a data folder that is not new', {}, false, false],
    ['a server others can reach', { HOST: '0.0.0.0' }, true, false],
    ['production', { NODE_ENV: 'production' }, true, false],
    ['a PostgreSQL server', { DATABASE_URL: 'postgres://db/setledger' }, true, false],
    ['DEMO=0', { DEMO: '0' }, true, false],
    ['DEMO=1 asks for it anywhere', { DEMO: '1', HOST: '0.0.0.0', NODE_ENV: 'production' }, false, true],
  ] as const)('%s', (_case, env, dataDirIsNew, expected) => {
    expect(shouldLoadDemo(config(env), { dataDirIsNew })).toBe(expected);
  });
});

describe('production with demo accounts', () => {
  it('refuses to start unless ALLOW_DEMO=1', () => {
    expect(() => assertDemoAllowed(config({ NODE_ENV: 'production' }), true)).toThrow(DemoInProductionError);
    expect(() => assertDemoAllowed(config({ NODE_ENV: 'production', ALLOW_DEMO: '1' }), true)).not.toThrow();
    expect(() => assertDemoAllowed(config({ NODE_ENV: 'production' }), false)).not.toThrow();
    expect(() => assertDemoAllowed(config({}), true)).not.toThrow();
  });
});
