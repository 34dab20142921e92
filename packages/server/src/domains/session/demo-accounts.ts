import type { Tx } from '../../db/client';

type DemoAccountsCheck = (db: Tx) => Promise<boolean>;

/**
 * Whether demo accounts (published password) exist, for the warning in the profile. The demo folder knows the
 * accounts and sits above the domains, so app.ts hands the check over at start-up (issue 13: no folder cycle).
 */
let check: DemoAccountsCheck = async () => false;

export function registerDemoAccountsCheck(demoAccountsExist: DemoAccountsCheck): void {
  check = demoAccountsExist;
}

export const demoAccountsExist = (db: Tx) => check(db);
