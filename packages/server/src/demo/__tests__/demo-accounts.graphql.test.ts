import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type App, startApp } from '../../app';
import { users } from '../../domains/users/users.table';
import { readConfig } from '../../lib/config';
import { createProject, createUser, signInAs } from '../../test/fixtures';
import { getTestApp, gql } from '../../test/harness';
import { DEMO_USERS } from '../demo-data';

let app: App;
beforeAll(async () => {
  app = await getTestApp();
});

const PROFILE = '{ myProfile { demoAccounts } }';

describe('demo accounts (issue 12 item 6)', () => {
  it('myProfile says whether demo accounts exist, for the banner of the app', async () => {
    const project = await createProject(app);
    const user = await createUser(app, project.id);
    const token = await signInAs(app, user.email);
    const demoAccounts = async () =>
      (await gql<{ myProfile: { demoAccounts: boolean } }>(app, PROFILE, {}, { token })).data!.myProfile
        .demoAccounts;
    expect(await demoAccounts()).toBe(false);
    const demoEmail = DEMO_USERS[0]!.email;
    await app.database.db.update(users).set({ email: demoEmail }).where(eq(users.id, user.id));
    try {
      expect(await demoAccounts()).toBe(true);
    } finally {
      await app.database.db.update(users).set({ email: user.email }).where(eq(users.id, user.id));
    }
  });

  it('a new data folder on a server others can reach gets no demo', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'setledger-demo-'));
    const reachable = await startApp({
      ...readConfig({ HOST: '0.0.0.0' }),
      port: 0,
      dataDir,
      jwtSecret: 'demo-test-secret-0123456789-abcdefghij',
    });
    try {
      expect(reachable.demoLoaded).toBe(false);
      expect(reachable.hasDemoAccounts).toBe(false);
    } finally {
      await reachable.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
