import type { App } from '../../../app';
import { createProject, createUser, signInAs } from '../../../test/fixtures';
import { upsertSourceEntry } from '../../carbon';
import { budgetCategories } from '../../departments/departments.table';
import { expenseItems, expenseSheets } from '../../expenses/expenses.table';
import { poItems, purchaseOrders } from '../../purchase-orders/purchase-orders.table';
import { budgetLines } from '../budget.table';

/**
 * A small production with known figures (amounts excluding VAT):
 * - budget: Camera (2) / Lenses 10,000 + 2,000.50; Camera / Film stock 3,000; Production (1) / Catering 1,500.
 * - actual: a validated Camera sheet (Lenses 1,200.10 on 2026-10-05 with 12.5 kg, 799.90 on 2026-11-02;
 *   a refused item of 500 that never counts), a validated invoice from a PO (Film stock 250 on 2026-10-20), and sheets
 *   that do not count (submitted, not yet validated: 900).
 * - committed: a validated PO (Lenses, 2026-10-10) with 3,000 left of 4,000; a consumed PO (nothing left);
 *   a sent PO (not validated: not committed).
 */

export async function seedSmallProduction(app: App) {
  const db = app.database.db;
  const project = await createProject(app, { useBudget: true, usePurchaseOrder: true });
  const [lenses, filmStock, catering] = (
    await db
      .insert(budgetCategories)
      .values([
        { projectId: project.id, name: 'Lenses', costCenter: '2100' },
        { projectId: project.id, name: 'Film stock', costCenter: '2200' },
        { projectId: project.id, name: 'Catering', costCenter: '2600' },
      ])
      .returning()
  ).map((c) => c.id) as [number, number, number];
  const prod = await signInAs(app, (await createUser(app, project.id, { isProd: true })).email);
  const efcUser = await signInAs(
    app,
    (await createUser(app, project.id, { rights: ['canModifyEstimatedFinalCost', 'canViewGlobalBudget'] }))
      .email,
  );
  const hod = await signInAs(
    app,
    (await createUser(app, project.id, { departmentNumber: 1, rights: ['canViewDepartmentBudget'] })).email,
  );
  const crewUser = await createUser(app, project.id, {
    departmentNumber: 2,
    firstName: 'Ines',
    name: 'Focus',
    rights: ['canAccessMyBudget'],
  });
  const crewId = crewUser.id;
  const crew = await signInAs(app, crewUser.email);
  const outsider = await signInAs(
    app,
    (
      await createUser(app, (await createProject(app, { useBudget: true, usePurchaseOrder: true })).id, {
        isAdmin: true,
      })
    ).email,
  );

  await db.insert(budgetLines).values([
    { projectId: project.id, departmentNumber: 2, categoryId: lenses, amount: '10000' },
    { projectId: project.id, departmentNumber: 2, categoryId: lenses, amount: '2000.50' },
    { projectId: project.id, departmentNumber: 2, categoryId: filmStock, amount: '3000' },
    { projectId: project.id, departmentNumber: 1, categoryId: catering, amount: '1500' },
  ]);
  const [validated, submitted] = await db
    .insert(expenseSheets)
    .values([
      { projectId: project.id, userId: crewId, departmentNumber: 2, kind: 0, status: 8, amountTotal: '2000' },
      { projectId: project.id, userId: crewId, departmentNumber: 2, kind: 0, status: 1, amountTotal: '900' },
    ])
    .returning();
  const [validPo, consumedPo, sentPo] = await db
    .insert(purchaseOrders)
    .values([
      {
        projectId: project.id,
        userId: crewId,
        poNumber: 901,
        poReference: 'PO-1',
        departmentNumber: 2,
        requestDate: '2026-10-10',
        status: 8,
      },
      {
        projectId: project.id,
        userId: crewId,
        poNumber: 902,
        poReference: 'PO-2',
        departmentNumber: 2,
        requestDate: '2026-10-11',
        status: 8,
        consumed: true,
      },
      {
        projectId: project.id,
        userId: crewId,
        poNumber: 903,
        poReference: 'PO-3',
        departmentNumber: 2,
        requestDate: '2026-10-12',
        status: 1,
      },
    ])
    .returning();
  const line = (poId: number, categoryId: number, total: string, remaining: string) => ({
    projectId: project.id,
    poId,
    name: 'Line',
    quantity: '1',
    categoryId,
    price: total,
    priceVat: total,
    priceTotal: total,
    vatTotal: '0',
    priceVatTotal: total,
    remainingAmount: remaining,
  });
  await db
    .insert(poItems)
    .values([
      line(validPo!.id, lenses, '4000', '3000'),
      line(consumedPo!.id, lenses, '700', '0'),
      line(sentPo!.id, lenses, '5000', '5000'),
    ]);
  const [invoice] = await db
    .insert(expenseSheets)
    .values({
      projectId: project.id,
      userId: crewId,
      departmentNumber: 2,
      kind: 1,
      poId: consumedPo!.id,
      // Validated at the last level: an invoice counts as actual from then on (issue 12 item 18).
      status: 8,
    })
    .returning();
  const item = (sheetId: number, categoryId: number, date: string, amount: string, extra = {}) => ({
    projectId: project.id,
    userId: crewId,
    sheetId,
    date,
    type: 0,
    categoryId,
    amount,
    amountTotal: amount,
    ...extra,
  });
  const [travelled] = await db
    .insert(expenseItems)
    .values([
      item(validated!.id, lenses, '2026-10-05', '1200.10', { kgCoTwo: '12.5', validated: 8 }),
      item(validated!.id, lenses, '2026-11-02', '799.90', { validated: 8 }),
      item(validated!.id, lenses, '2026-11-03', '500', { validated: 16 }),
      item(submitted!.id, lenses, '2026-11-04', '900', { validated: 1 }),
      item(invoice!.id, filmStock, '2026-10-20', '250'),
    ])
    .returning();
  // Its kg CO2e lives in the carbon ledger (issue 14), which the budget reads: 100 km × 0.125 kg/km.
  await app.services.db.transaction((tx) =>
    upsertSourceEntry(tx, {
      projectId: project.id,
      sourceType: 'expenseItem',
      sourceId: travelled!.id,
      carbonCategory: 3,
      budgetCategoryId: lenses,
      department: 2,
      status: 'actual',
      strDate: '2026-10-05',
      measure: {
        kind: 'given',
        quantity: '100',
        unit: 'km',
        factor: { key: 'user_vehicle_declared', value: '0.125', unit: 'km', source: 'Declared' },
      },
    }),
  );
  return { projectId: project.id, prod, efcUser, hod, crew, outsider, lenses, filmStock, catering, crewId };
}
