import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import type { DomainEventName } from '../core/events';
import { validations } from '../domains/users/users.table';
import { createProject, createUser, signInAs } from '../test/fixtures';
import { errorCode, getTestApp, gql } from '../test/harness';

/**
 * Issue 13: expenses and POs publish their facts inside the writing transaction, through real GraphQL requests.
 * The subscriber of this file writes each event it sees into a table in the same transaction: what the table
 * holds is what committed. It follows only this file's project (the app is shared by the worker's files).
 */
const FOLLOWED = [
  'expenseItem.saved',
  'expenseItem.deleted',
  'expenseSheet.validated',
  'expenseSheet.refused',
  'purchaseOrder.lineChanged',
  'purchaseOrder.validated',
  'purchaseOrder.refused',
] as const satisfies DomainEventName[];

let app: App;
let projectId: number;
let crew: string;
let validator: string;
let production: string;

beforeAll(async () => {
  app = await getTestApp();
  projectId = (await createProject(app, { useExpense: true, usePurchaseOrder: true })).id;
  const member = await createUser(app, projectId, { departmentNumber: 2 });
  const checker = await createUser(app, projectId, { departmentNumber: 1 });
  await app.database.db.insert(validations).values({
    projectId,
    userId: checker.id,
    departmentNumber: 2,
    validationLevelExp: 1,
    validationLevelPo: 1,
  });
  const producer = await createUser(app, projectId, { isProd: true });
  production = await signInAs(app, producer.email);
  crew = await signInAs(app, member.email);
  validator = await signInAs(app, checker.email);
  await app.services.db.execute(
    sql`CREATE TABLE IF NOT EXISTS test_domain_events (project_id int, name text, payload jsonb)`,
  );
  for (const name of FOLLOWED)
    app.services.events.subscribe(name, async (tx, event) => {
      if (event.projectId !== projectId) return;
      // A refusal saying "boom" fails in its follower: the whole write must roll back.
      if ('comment' in event && event.comment === 'boom') throw new Error('the follower refuses');
      await tx.execute(
        sql`INSERT INTO test_domain_events VALUES (${projectId}, ${name}, ${JSON.stringify(event)}::jsonb)`,
      );
    });
});

/** The events committed since the last call, in order. */
let seen = 0;
async function committed(): Promise<{ name: string; payload: Record<string, unknown> }[]> {
  const rows = (
    await app.services.db.execute<{ name: string; payload: Record<string, unknown> }>(
      sql`SELECT name, payload FROM test_domain_events WHERE project_id = ${projectId}`,
    )
  ).rows;
  const fresh = rows.slice(seen);
  seen = rows.length;
  return fresh;
}

async function call<T = Record<string, unknown>>(token: string, query: string, variables = {}) {
  const result = await gql<T>(app, query, variables, { token });
  expect(result.errors).toBeUndefined();
  return result.data!;
}

describe('domain events of expenses and POs (issue 13)', () => {
  it('an expense item saved, changed, sent, refused, validated and deleted: each fact once, committed', async () => {
    const item = { date: '2026-10-12', type: 0, description: 'Taxi', amountTotal: '40.00', coTwoCategory: 3 };
    const made = await call<{ NewExpenseItem: { id: number } }>(
      crew,
      'mutation($i: ExpenseItemInput!) { NewExpenseItem(AddedExpenseItem: $i) { id } }',
      { i: item },
    );
    const itemId = made.NewExpenseItem.id;
    expect(await committed()).toEqual([
      {
        name: 'expenseItem.saved',
        payload: expect.objectContaining({
          projectId,
          itemId,
          isNew: true,
          date: '2026-10-12',
          amountTotal: '40.00',
          coTwoCategory: 3,
          sheetId: null,
        }),
      },
    ]);
    await call(
      crew,
      'mutation($id: Int!, $i: ExpenseItemInput!) { UpdExpenseItem(ExpenseItemId: $id, UpdatedExpenseItem: $i) { id } }',
      { id: itemId, i: { ...item, amountTotal: '45.50' } },
    );
    expect(await committed()).toEqual([
      {
        name: 'expenseItem.saved',
        payload: expect.objectContaining({ itemId, isNew: false, amountTotal: '45.50' }),
      },
    ]);
    const sent = await call<{ SendAllExpenses: { id: number } }>(
      crew,
      'mutation { SendAllExpenses(ExpenseTitle: "October") { id } }',
    );
    const sheetId = sent.SendAllExpenses.id;
    expect(await committed()).toEqual([]);
    await call(
      validator,
      'mutation($id: Int!) { RejectExpenseSheet(ExpenseSheetId: $id, Comment: "Receipt?") { validated } }',
      { id: sheetId },
    );
    expect(await committed()).toEqual([
      {
        name: 'expenseSheet.refused',
        payload: {
          projectId,
          sheetId,
          userId: expect.any(Number),
          level: 1,
          status: 4,
          itemIds: [itemId],
          comment: 'Receipt?',
        },
      },
    ]);
    await call(crew, 'mutation($id: Int!) { ResubmitExpenseSheet(ExpenseSheetId: $id) { id } }', {
      id: sheetId,
    });
    await call(validator, 'mutation($id: Int!) { ValidateExpenseSheet(ExpenseSheetId: $id) { validated } }', {
      id: sheetId,
    });
    expect(await committed()).toEqual([
      {
        name: 'expenseSheet.validated',
        payload: { projectId, sheetId, userId: expect.any(Number), level: 1, status: 8, itemIds: [itemId] },
      },
    ]);
    // An unsent item deleted: saved, then deleted.
    const other = await call<{ NewExpenseItem: { id: number } }>(
      crew,
      'mutation($i: ExpenseItemInput!) { NewExpenseItem(AddedExpenseItem: $i) { id } }',
      { i: { ...item, description: 'Bus', amountTotal: '3.20' } },
    );
    await call(crew, 'mutation($id: Int) { DelExpenseItem(ExpenseItemId: $id) }', {
      id: other.NewExpenseItem.id,
    });
    expect((await committed()).map((e) => [e.name, e.payload.itemId])).toEqual([
      ['expenseItem.saved', other.NewExpenseItem.id],
      ['expenseItem.deleted', other.NewExpenseItem.id],
    ]);
  });

  it('ValidateAllExpenseSheets publishes one validation per sheet moved', async () => {
    const ids: number[] = [];
    for (const description of ['Fuel', 'Parking']) {
      await call(crew, 'mutation($i: ExpenseItemInput!) { NewExpenseItem(AddedExpenseItem: $i) { id } }', {
        i: { date: '2026-10-13', type: 0, description, amountTotal: '10.00' },
      });
      const sent = await call<{ SendAllExpenses: { id: number } }>(
        crew,
        `mutation { SendAllExpenses(ExpenseTitle: "${description}") { id } }`,
      );
      ids.push(sent.SendAllExpenses.id);
    }
    await committed();
    await call(validator, 'mutation($ids: [Int!]!) { ValidateAllExpenseSheets(ExpenseSheetIds: $ids) }', {
      ids,
    });
    const events = await committed();
    expect(events.map((e) => [e.name, e.payload.sheetId, e.payload.level, e.payload.status])).toEqual(
      expect.arrayContaining(ids.map((id) => ['expenseSheet.validated', id, 1, 8])),
    );
    expect(events).toHaveLength(2);
  });

  it('PO lines added, changed, deleted and the PO refused and validated; a refused write publishes nothing', async () => {
    const made = await call<{ NewPurchaseOrder: { id: number } }>(
      crew,
      'mutation { NewPurchaseOrder(AddedPurchaseOrder: { description: "Lights", requestDate: "2026-10-14" }) { id } }',
    );
    const poId = made.NewPurchaseOrder.id;
    const line = await call<{ AddPoItem: { id: number } }>(
      crew,
      'mutation($id: Int) { AddPoItem(PurchaseOrderId: $id, AddedPoItem: { name: "Lamp", quantity: "2", unitPriceVatExcluded: "100" }) { id } }',
      { id: poId },
    );
    const lineId = line.AddPoItem.id;
    await call(
      crew,
      'mutation($id: Int) { UpdatePoItem(PoItemId: $id, UpdatedPoItem: { name: "Lamp", quantity: "3", unitPriceVatExcluded: "100" }) { id } }',
      { id: lineId },
    );
    const spare = await call<{ AddPoItem: { id: number } }>(
      crew,
      'mutation($id: Int) { AddPoItem(PurchaseOrderId: $id, AddedPoItem: { name: "Spare", quantity: "1", unitPriceVatExcluded: "5" }) { id } }',
      { id: poId },
    );
    await call(crew, 'mutation($id: Int) { DelPoItem(PoItemId: $id) }', { id: spare.AddPoItem.id });
    expect(
      (await committed()).map((e) => [e.name, e.payload.lineId, e.payload.change, e.payload.amount]),
    ).toEqual([
      ['purchaseOrder.lineChanged', lineId, 'added', '200.00'],
      ['purchaseOrder.lineChanged', lineId, 'updated', '300.00'],
      ['purchaseOrder.lineChanged', spare.AddPoItem.id, 'added', '5.00'],
      ['purchaseOrder.lineChanged', spare.AddPoItem.id, 'deleted', '5.00'],
    ]);
    // A line refused by the service (no such PO) publishes nothing.
    const refused = await gql(
      app,
      'mutation { AddPoItem(PurchaseOrderId: 999999999, AddedPoItem: { name: "X", quantity: "1", unitPriceVatExcluded: "1" }) { id } }',
      {},
      { token: crew },
    );
    expect(errorCode(refused)).toBe('NOT_FOUND');
    expect(await committed()).toEqual([]);

    await call(crew, 'mutation($id: Int!) { SendPurchaseOrdersSlice(PurchaseOrderId: [$id]) { id } }', {
      id: poId,
    });
    // The follower fails: the refusal rolls back with it, the PO still waits and nothing was published.
    const failed = await gql(
      app,
      'mutation($id: Int!) { RejectPurchaseOrder(PurchaseOrderId: $id, Comment: "boom") { id } }',
      { id: poId },
      { token: validator },
    );
    expect(failed.errors).toBeDefined();
    expect(await committed()).toEqual([]);
    const waiting = await call<{ GetPurchaseOrdersToValidate: { id: number; validated: number }[] }>(
      validator,
      '{ GetPurchaseOrdersToValidate { id validated } }',
    );
    expect(waiting.GetPurchaseOrdersToValidate).toEqual([{ id: poId, validated: 1 }]);

    await call(
      validator,
      'mutation($id: Int!) { RejectPurchaseOrder(PurchaseOrderId: $id, Comment: "Too dear") { id } }',
      {
        id: poId,
      },
    );
    await call(crew, 'mutation($id: Int!) { SendPurchaseOrdersSlice(PurchaseOrderId: [$id]) { id } }', {
      id: poId,
    });
    await call(
      validator,
      'mutation($id: Int!) { ValidatePurchaseOrder(PurchaseOrderId: $id, Comment: "ok") { id } }',
      {
        id: poId,
      },
    );
    expect(await committed()).toEqual([
      {
        name: 'purchaseOrder.refused',
        payload: {
          projectId,
          poId,
          userId: expect.any(Number),
          level: 1,
          status: 4,
          comment: 'Too dear',
          lineIds: [lineId],
        },
      },
      {
        name: 'purchaseOrder.validated',
        payload: {
          projectId,
          poId,
          userId: expect.any(Number),
          level: 1,
          status: 8,
          comment: 'ok',
          lineIds: [lineId],
        },
      },
    ]);
    // The invoice made from the validated PO: its item says which PO line it consumes.
    await call(production, 'mutation($id: Int) { NewInvoiceFromPO(PurchaseOrderId: $id) { id } }', {
      id: poId,
    });
    expect(await committed()).toEqual([
      {
        name: 'expenseItem.saved',
        payload: expect.objectContaining({ isNew: true, poItemId: lineId, amount: '300.00', type: 1 }),
      },
    ]);
  });
});
