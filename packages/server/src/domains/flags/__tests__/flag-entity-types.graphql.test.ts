import { FLAG_ENTITY_TYPES } from '@setledger/shared/projects/flags.constants';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app';
import { createProject, createUser, signInAs } from '../../../test/fixtures';
import { errorCode, getTestApp, gql } from '../../../test/harness';
import { expenseItems } from '../../expenses/expenses.table';
import { poItems, purchaseOrders } from '../../purchase-orders/purchase-orders.table';
import { projectFlagItems, projectFlags } from '../flags.table';

let app: App;
let admin: string;
let outsider: string;
let flagItemId: number;
let expenseItemId: number;
let poItemId: number;

const SET = `mutation($e: Int!, $t: Int!, $l: [ProjectFlagEntityInput!]!) {
  AddUpdProjectFlagEntity(EntityId: $e, EntityType: $t, ProjectFlagEntityInput: $l) { flagId entityId value }
}`;

beforeAll(async () => {
  app = await getTestApp();
  const db = app.database.db;
  const project = await createProject(app, { useExpense: true, usePurchaseOrder: true });
  const adminUser = await createUser(app, project.id, { isAdmin: true });
  admin = await signInAs(app, adminUser.email);
  const other = await createProject(app);
  outsider = await signInAs(app, (await createUser(app, other.id, { isAdmin: true })).email);
  const [flag] = await db
    .insert(projectFlags)
    .values({ projectId: project.id, type: 1, name: 'Scene' })
    .returning();
  const [item] = await db
    .insert(projectFlagItems)
    .values({ projectId: project.id, flagId: flag!.id, name: 'Scene 12' })
    .returning();
  flagItemId = item!.id;
  const [expense] = await db
    .insert(expenseItems)
    .values({
      projectId: project.id,
      userId: adminUser.id,
      date: '2026-10-01',
      type: 0,
      amount: '10',
      amountTotal: '10',
    })
    .returning();
  expenseItemId = expense!.id;
  const [po] = await db
    .insert(purchaseOrders)
    .values({
      projectId: project.id,
      userId: adminUser.id,
      poNumber: 1,
      poReference: 'PO-1',
      requestDate: '2026-10-01',
    })
    .returning();
  const [line] = await db
    .insert(poItems)
    .values({
      projectId: project.id,
      poId: po!.id,
      name: 'Crane',
      quantity: '1',
      price: '100',
      priceVat: '121',
      priceTotal: '100',
      vatTotal: '21',
      priceVatTotal: '121',
      remainingAmount: '100',
    })
    .returning();
  poItemId = line!.id;
});

describe('AddUpdProjectFlagEntity takes every entity type FLAG_ENTITY_TYPES defines (issue 12 item 9)', () => {
  it.each(Object.entries(FLAG_ENTITY_TYPES))(
    '%s (%i) is a known type: a missing entity is NOT_FOUND',
    async (_name, type) => {
      expect(errorCode(await gql(app, SET, { e: 999_999_999, t: type, l: [] }, { token: admin }))).toBe(
        'NOT_FOUND',
      );
    },
  );

  it('sets flag items on an expense item (0) and a PO item (1) of the project, not of another one', async () => {
    for (const [type, entityId] of [
      [FLAG_ENTITY_TYPES.expenseItem, expenseItemId],
      [FLAG_ENTITY_TYPES.poItem, poItemId],
    ] as const) {
      const set = await gql<{ AddUpdProjectFlagEntity: { flagId: number; entityId: number }[] }>(
        app,
        SET,
        { e: entityId, t: type, l: [{ flagId: flagItemId, value: 'x' }] },
        { token: admin },
      );
      expect(set.errors).toBeUndefined();
      expect(set.data!.AddUpdProjectFlagEntity).toEqual([{ flagId: flagItemId, entityId, value: 'x' }]);
      expect(errorCode(await gql(app, SET, { e: entityId, t: type, l: [] }, { token: outsider }))).toBe(
        'NOT_FOUND',
      );
    }
  });

  it('refuses a type it does not define, naming EntityType', async () => {
    const answer = await gql(app, SET, { e: 1, t: 6, l: [] }, { token: admin });
    expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'EntityType' });
  });
});
