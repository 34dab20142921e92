import type { AppConfig } from '../lib/config';

/**
 * When the demo production is loaded and when its accounts may run (issue 12 item 6). The demo's password is
 * published, so its accounts belong on a first try on one's own machine, never on a server others reach.
 */

/** 127.0.0.0/8, ::1 and localhost: only this machine can connect. */
export const isLoopback = (host: string) =>
  host === 'localhost' || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host);

/**
 * DEMO=1 loads the demo into an empty database and DEMO=0 never does; otherwise it is loaded only on a first try:
 * a new embedded data folder, a server bound to this machine, outside production.
 */
export function shouldLoadDemo(config: AppConfig, where: { dataDirIsNew: boolean }): boolean {
  if (config.demo === 'always') return true;
  if (config.demo === 'never') return false;
  return where.dataDirIsNew && !config.databaseUrl && isLoopback(config.host) && !config.isProduction;
}

/** Thrown at start when production would run with the demo accounts without ALLOW_DEMO=1. */
export class DemoInProductionError extends Error {
  constructor() {
    super(
      'Refusing to start: this database holds the demo accounts, whose password is published, and NODE_ENV is ' +
        'production. Delete those accounts (or use a new database), or set ALLOW_DEMO=1 to run with them anyway.',
    );
    this.name = 'DemoInProductionError';
  }
}

export function assertDemoAllowed(config: AppConfig, hasDemoAccounts: boolean) {
  if (hasDemoAccounts && config.isProduction && !config.allowDemo) throw new DemoInProductionError();
}
