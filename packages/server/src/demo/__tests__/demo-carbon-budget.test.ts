import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Decimal } from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, startApp } from '../../app';
import { openDatabase } from '../../db/client';
import { readConfig } from '../../lib/config';
import { gql } from '../../test/harness';
import { DEMO_PASSWORD } from '../demo-data';
import { loadDemoIfEmpty } from '../demo-loader';

/** Issue 16: the demo production has a believable carbon budget, a forecast and weeks of history. */
let app: App;
let green: string;

beforeAll(async () => {
  const database = await openDatabase({});
  expect(await loadDemoIfEmpty(database.db)).toBe(true);
  app = await startApp(
    {
      ...readConfig({}),
      port: 0,
      dataDir: mkdtempSync(join(tmpdir(), 'setledger-demo-carbon-')),
      jwtSecret: 'test-secret-for-the-demo-carbon-budget-0123456789',
      demo: 'never',
    },
    { database },
  );
  const result = await gql<{ signIn: string }>(
    app,
    'mutation($e: String!, $p: String!) { signIn(email: $e, password: $p) }',
    { e: 'green@demo.setledger.test', p: DEMO_PASSWORD },
  );
  green = result.data!.signIn;
}, 120_000);

afterAll(async () => {
  await app?.close();
  await app?.database.close();
});

describe('the demo carbon budget (issue 16)', () => {
  it('plans several cells, one over its plan, with a history rising to today', async () => {
    const answer = await gql<{
      GetCarbonBudget: {
        cells: { lineId: number | null; planned: string; forecast: string; department: number | null }[];
        totals: { planned: string; actual: string; forecast: string };
        hasPlan: boolean;
      };
      GetCarbonForecastHistory: { day: string; forecast: string }[];
    }>(
      app,
      '{ GetCarbonBudget { cells { lineId planned forecast department } totals { planned actual forecast } hasPlan } GetCarbonForecastHistory { day forecast } }',
      {},
      { token: green },
    );
    expect(answer.errors).toBeUndefined();
    const { GetCarbonBudget: budget, GetCarbonForecastHistory: history } = answer.data!;
    expect(budget.hasPlan).toBe(true);
    const planned = budget.cells.filter((c) => c.lineId !== null);
    expect(planned.length).toBeGreaterThanOrEqual(4);
    expect(planned.some((c) => new Decimal(c.forecast).gt(c.planned))).toBe(true);
    expect(new Decimal(budget.totals.actual).gt(0)).toBe(true);
    expect(history.length).toBe(7);
    expect(history.at(-1)!.forecast).toBe(budget.totals.forecast);
  });
});
