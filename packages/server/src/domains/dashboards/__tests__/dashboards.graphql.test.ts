import { Decimal } from 'decimal.js';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app';
import { errorCode, getTestApp, gql } from '../../../test/harness';
import { seedSmallProduction } from '../../budget/__tests__/budget-fixture';
import { purchaseOrders } from '../../purchase-orders/purchase-orders.table';

/** Issue 12 item 18: the dashboards give the budget's figures, from the same definitions. */
let app: App;
let seed: Awaited<ReturnType<typeof seedSmallProduction>>;

const ADMIN = '{ GetAdminDashboard { totalExpenses totalSalaries totalPurchaseOrders numPoToValidate } }';
const MINE = '{ GetUserDashboard { myTotalExpenses myTotalPurchaseOrders } }';
const BUDGET = '{ GetBudgetDataDetailList { amountTotal purchaseOrdersTotal salaries } }';

beforeAll(async () => {
  app = await getTestApp();
  seed = await seedSmallProduction(app);
  // The fixture's POs of the crew member, with their totals: validated 4,840.00 and 847.00, sent 6,050.00.
  const totals: Record<string, string> = { 'PO-1': '4840.00', 'PO-2': '847.00', 'PO-3': '6050.00' };
  const rows = await app.database.db
    .select()
    .from(purchaseOrders)
    .where(eq(purchaseOrders.projectId, seed.projectId));
  for (const row of rows)
    await app.database.db
      .update(purchaseOrders)
      .set({ amountTotal: totals[row.poReference] ?? '0' })
      .where(eq(purchaseOrders.id, row.id));
});

describe('dashboards (issue 12 item 18)', () => {
  it("the production's expenses and purchase orders are the budget's actual and committed, to the cent", async () => {
    const budget = await gql<{ GetBudgetDataDetailList: Record<string, string>[] }>(
      app,
      BUDGET,
      {},
      { token: seed.prod },
    );
    const sum = (field: string) =>
      budget
        .data!.GetBudgetDataDetailList.reduce((total, row) => total.plus(row[field]!), new Decimal(0))
        .toFixed(2);
    const dashboard = await gql<{ GetAdminDashboard: Record<string, unknown> }>(
      app,
      ADMIN,
      {},
      { token: seed.prod },
    );
    expect(dashboard.errors).toBeUndefined();
    // Lenses 1,200.10 + 799.90 and the validated Film stock invoice 250; 3,000 left on the validated PO.
    expect(dashboard.data!.GetAdminDashboard).toMatchObject({
      totalExpenses: '2250.00',
      totalPurchaseOrders: '3000.00',
      totalSalaries: '0.00',
    });
    expect(dashboard.data!.GetAdminDashboard).toMatchObject({
      totalExpenses: sum('amountTotal'),
      totalPurchaseOrders: sum('purchaseOrdersTotal'),
      totalSalaries: sum('salaries'),
    });
  });

  it("a crew member's purchase orders are their sent POs not refused; production's dashboard stays theirs", async () => {
    const mine = await gql<{ GetUserDashboard: Record<string, string> }>(app, MINE, {}, { token: seed.crew });
    expect(mine.data!.GetUserDashboard.myTotalPurchaseOrders).toBe('11737.00');
    expect(errorCode(await gql(app, ADMIN, {}, { token: seed.crew }))).toBe('FORBIDDEN');
    const other = await gql<{ GetAdminDashboard: Record<string, string> }>(
      app,
      ADMIN,
      {},
      { token: seed.outsider },
    );
    expect(other.data!.GetAdminDashboard).toMatchObject({
      totalExpenses: '0.00',
      totalPurchaseOrders: '0.00',
    });
  });
});
