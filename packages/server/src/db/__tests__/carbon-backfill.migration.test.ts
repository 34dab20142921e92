import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { carbonEntries } from '../../domains/carbon/carbon.table';
import { expenseItems } from '../../domains/expenses/expenses.table';
import { createProject, createUser } from '../../test/fixtures';
import { getTestApp } from '../../test/harness';

/** Issue 14: the travels stored before the ledger followed expense items move into it (migration 0016). */
const folder = resolve(import.meta.dirname, '../migrations');
const BACKFILL = readFileSync(
  resolve(folder, readdirSync(folder).find((name) => name.includes('carbon_backfill_travels'))!),
  'utf8',
);

let app: App;
let projectId: number;
let userId: number;

beforeAll(async () => {
  app = await getTestApp();
  projectId = (await createProject(app)).id;
  userId = (await createUser(app, projectId, { departmentNumber: 2 })).id;
});

describe('migration carbon_backfill_travels', () => {
  it('writes each stored travel as its entry, with the factor stored on the item, once', async () => {
    // Items written straight into the table: as they were before the ledger followed them (no event).
    const [travel, refused, ticket] = await app.database.db
      .insert(expenseItems)
      .values(
        [
          {
            projectId,
            userId,
            date: '2026-10-01',
            type: 2,
            description: 'Old travel',
            km: '300',
            validated: 8,
          },
          { projectId, userId, date: '2026-10-02', type: 2, description: 'Refused', km: '10', validated: 16 },
          { projectId, userId, date: '2026-10-03', type: 0, description: 'Ticket', amount: '5' },
        ].map((item) => ({
          ...item,
          departmentNumber: 2,
          ...(item.type === 2
            ? {
                kgCoTwo: '51.522',
                co2FactorKey: 'car_diesel_medium_km',
                co2FactorValue: '0.17174',
                co2FactorUnit: 'km',
                co2FactorSource: 'UK DESNZ GHG conversion factors 2025',
              }
            : {}),
        })),
      )
      .returning();
    await app.database.db.execute(sql.raw(BACKFILL));
    await app.database.db.execute(sql.raw(BACKFILL));
    const entries = await app.database.db
      .select()
      .from(carbonEntries)
      .where(and(eq(carbonEntries.projectId, projectId), eq(carbonEntries.sourceType, 'expenseItem')));
    expect(entries.map((e) => e.sourceId).sort()).toEqual([travel!.id, refused!.id].sort());
    expect(entries.find((e) => e.sourceId === ticket!.id)).toBeUndefined();
    const moved = entries.find((e) => e.sourceId === travel!.id)!;
    expect(moved).toMatchObject({
      carbonCategory: 3,
      status: 'actual',
      department: 2,
      kgCo2e: '51.52',
      factorKey: 'car_diesel_medium_km',
      factorYear: 2025,
    });
    expect(moved.lines[0]).toMatchObject({ quantity: '300', factorValue: '0.17174', kgCo2e: '51.522' });
    expect(entries.find((e) => e.sourceId === refused!.id)!.status).toBe('excluded');
  });
});
