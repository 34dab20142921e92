import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, startApp } from '../../app';
import { openDatabase } from '../../db/client';
import { salaryLines } from '../../domains/timesheets/timesheets.table';
import { readConfig } from '../../lib/config';
import { gql } from '../../test/harness';
import { DEMO_PASSWORD } from '../demo-data';
import { loadDemoIfEmpty } from '../demo-loader';

/** Issue 18: the demo crew has weeks in every state, so the timesheet screens are not empty. */
let app: App;

const signIn = async (email: string) =>
  (
    await gql<{ signIn: string }>(
      app,
      'mutation($e: String!, $p: String!) { signIn(email: $e, password: $p) }',
      { e: email, p: DEMO_PASSWORD },
    )
  ).data!.signIn;

beforeAll(async () => {
  const database = await openDatabase({});
  expect(await loadDemoIfEmpty(database.db)).toBe(true);
  app = await startApp(
    {
      ...readConfig({}),
      port: 0,
      dataDir: mkdtempSync(join(tmpdir(), 'setledger-demo-timesheets-')),
      jwtSecret: 'test-secret-for-the-demo-timesheets-0123456789',
      demo: 'never',
    },
    { database },
  );
}, 120_000);

afterAll(async () => {
  await app?.close();
  await app?.database.close();
});

describe('demo timesheets (issue 18)', () => {
  it('crew, validators and the accountant each find weeks; validated weeks have salary lines', async () => {
    const crew = await gql<{ MyTimesheets: { totalRecords: number; items: { status: number }[] } }>(
      app,
      '{ MyTimesheets { totalRecords items { status } } }',
      {},
      { token: await signIn('crew1@demo.setledger.test') },
    );
    expect(crew.data!.MyTimesheets.items.map((i) => i.status)).toEqual([0, 1, 8, 8]);
    const hod = await gql<{ GetTimesheetsToValidate: { totalRecords: number } }>(
      app,
      '{ GetTimesheetsToValidate { totalRecords } }',
      {},
      { token: await signIn('hod@demo.setledger.test') },
    );
    expect(hod.data!.GetTimesheetsToValidate.totalRecords).toBe(1);
    const all = await gql<{ GetProjectTimesheets: { totalRecords: number } }>(
      app,
      '{ GetProjectTimesheets { totalRecords } }',
      {},
      { token: await signIn('accountant@demo.setledger.test') },
    );
    expect(all.data!.GetProjectTimesheets.totalRecords).toBe(6);
    const lines = await app.database.db.select().from(salaryLines);
    expect(lines.length).toBe(15);
    expect(lines.every((l) => l.categoryId !== null && Number(l.amount) > 0)).toBe(true);
  });
});
