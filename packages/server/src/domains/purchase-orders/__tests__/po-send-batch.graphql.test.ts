import { EXPENSE_STATUS } from '@setledger/shared/expenses/expenses.constants';
import { inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app';
import { STATEMENT_COUNT_HEADER } from '../../../db/statement-count';
import { createProject, createUser, signInAs } from '../../../test/fixtures';
import { getTestApp } from '../../../test/harness';
import { poItems, purchaseOrders } from '../purchase-orders.table';

let app: App;
let projectId: number;
let crewId: number;
let crewToken: string;
let otherCrewToken: string;
let lastNumber = 0;

const SEND =
  'mutation($ids: [Int!]!) { SendPurchaseOrdersSlice(PurchaseOrderId: $ids) { id validated itemCount } }';
const CHECK = 'query($ids: [Int!]!) { CheckPurchaseOrdersBudget(PurchaseOrderId: $ids) { categoryId } }';

/**
 * n unsent POs of the crew member, with one line each unless `withItems` is false; numbered unless `drafts`
 * (never sent: numbered when sent, issue 12 item 17).
 */
async function unsentPos(n: number, withItems = true, drafts = false) {
  const db = app.database.db;
  const pos = await db
    .insert(purchaseOrders)
    .values(
      Array.from({ length: n }, () => ({
        projectId,
        userId: crewId,
        // Numbered far from the project's counter, which the drafts take their numbers from.
        ...(drafts ? {} : { poNumber: 1_000_000 + ++lastNumber, poReference: `PO-${lastNumber}` }),
        requestDate: '2026-10-01',
        departmentNumber: 2,
      })),
    )
    .returning();
  if (withItems)
    await db.insert(poItems).values(
      pos.map((po) => ({
        projectId,
        poId: po.id,
        name: 'Dolly rental',
        quantity: '1',
        price: '100',
        priceVat: '121',
        priceTotal: '100',
        vatTotal: '21',
        priceVatTotal: '121',
        remainingAmount: '121',
      })),
    );
  return pos.map((po) => po.id);
}

async function call(query: string, ids: number[], token = crewToken) {
  const started = performance.now();
  const response = await fetch(`${app.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables: { ids } }),
  });
  const body = (await response.json()) as {
    data?: Record<string, { id: number; validated: number; itemCount: number }[]> | null;
    errors?: { extensions: { code: string } }[];
  };
  return {
    body,
    statements: Number(response.headers.get(STATEMENT_COUNT_HEADER)),
    ms: performance.now() - started,
  };
}

const statusOf = async (ids: number[]) =>
  new Set(
    (
      await app.database.db
        .select({ status: purchaseOrders.status })
        .from(purchaseOrders)
        .where(inArray(purchaseOrders.id, ids))
    ).map((r) => r.status),
  );

beforeAll(async () => {
  app = await getTestApp();
  projectId = (await createProject(app, { usePurchaseOrder: true })).id;
  const crew = await createUser(app, projectId, { departmentNumber: 2 });
  crewId = crew.id;
  crewToken = await signInAs(app, crew.email);
  otherCrewToken = await signInAs(app, (await createUser(app, projectId, { departmentNumber: 2 })).email);
});

describe('SendPurchaseOrdersSlice and CheckPurchaseOrdersBudget in a few statements (issue 12 item 4)', () => {
  it('checks and sends 500 POs in as many statements as 5', async () => {
    const fewIds = await unsentPos(5);
    const ids = await unsentPos(500);
    const few = { check: await call(CHECK, fewIds), send: await call(SEND, fewIds) };
    const many = { check: await call(CHECK, ids), send: await call(SEND, ids) };
    console.info(
      `500 POs: CheckPurchaseOrdersBudget ${many.check.statements} statements in ${many.check.ms.toFixed(0)} ms, ` +
        `SendPurchaseOrdersSlice ${many.send.statements} statements in ${many.send.ms.toFixed(0)} ms ` +
        `(5 POs: ${few.check.statements} and ${few.send.statements})`,
    );
    expect(many.send.body.errors).toBeUndefined();
    const sent = many.send.body.data!.SendPurchaseOrdersSlice!;
    expect(sent.map((po) => po.id)).toEqual(ids);
    expect(sent.every((po) => po.validated === EXPENSE_STATUS.submitted && po.itemCount === 1)).toBe(true);
    expect(await statusOf(ids)).toEqual(new Set([EXPENSE_STATUS.submitted]));
    expect(many.check.statements).toBe(few.check.statements);
    expect(many.send.statements).toBe(few.send.statements);
  }, 120_000);

  it('numbers 500 drafts when they are sent, in as many statements as 5 (issue 12 item 17)', async () => {
    const few = await call(SEND, await unsentPos(5, true, true));
    const ids = await unsentPos(500, true, true);
    const many = await call(SEND, ids);
    console.info(
      `500 drafts: SendPurchaseOrdersSlice ${many.statements} statements in ${many.ms.toFixed(0)} ms`,
    );
    expect(many.body.errors).toBeUndefined();
    expect(many.statements).toBe(few.statements);
    const rows = await app.database.db
      .select({ id: purchaseOrders.id, n: purchaseOrders.poNumber, ref: purchaseOrders.poReference })
      .from(purchaseOrders)
      .where(inArray(purchaseOrders.id, ids));
    const numbers = rows.sort((a, b) => a.id - b.id).map((r) => r.n!);
    // In creation order, one after the other, after the 5 sent first.
    expect(numbers).toEqual(numbers.map((_, i) => numbers[0]! + i));
    expect(rows.every((r) => r.ref === String(r.n))).toBe(true);
  }, 120_000);

  it('sends every listed PO or none: a PO of somebody else, an unknown one or one without lines refuses all', async () => {
    const ids = await unsentPos(3);
    const [empty] = await unsentPos(1, false);
    for (const [extra, code] of [
      [999_999_999, 'NOT_FOUND'],
      [empty!, 'CONFLICT'],
    ] as const) {
      const answer = await call(SEND, [...ids, extra]);
      expect(answer.body.errors?.[0]?.extensions.code).toBe(code);
      expect(await statusOf(ids)).toEqual(new Set([EXPENSE_STATUS.notSubmitted]));
    }
    const foreign = await call(SEND, ids, otherCrewToken);
    expect(foreign.body.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    expect((await call(CHECK, ids, otherCrewToken)).body.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    expect(await statusOf(ids)).toEqual(new Set([EXPENSE_STATUS.notSubmitted]));
    await call(SEND, ids);
    expect((await call(SEND, ids)).body.errors?.[0]?.extensions.code).toBe('CONFLICT');
  });
});
