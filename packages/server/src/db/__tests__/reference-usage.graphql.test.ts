import { eq } from 'drizzle-orm';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { createProject, createUser, signInAs } from '../../test/fixtures';
import { errorCode, getTestApp, gql } from '../../test/harness';
import * as schema from '../../test/tables';

/**
 * Issue 12 item 12: a delete of reference data (supplier, budget category, flag, flag item) never lets the
 * database unlink or delete the records that use it. Every foreign key to those tables is either a use, whose
 * delete is refused with CONFLICT (a scenario below proves it over HTTP), or a part of the record itself.
 */
const REFERENCE_TABLES = ['suppliers', 'budget_categories', 'project_flags', 'project_flag_items'];

/** Foreign keys that are parts of the referenced record, not uses of it. */
const PARTS: Record<string, string> = {
  'supplier_bank_accounts.supplier_id': 'the supplier’s own bank accounts go with it',
  'departments.category_id':
    'a department’s category link: DelCategory unlinks it, DelDepartment may delete it',
  'functions.category_id': 'a function’s category link: DelCategory unlinks it, DelFunction may delete it',
  'carbon_category_mappings.budget_category_id':
    'the category’s carbon mapping (coTwoCategory, issue 14) is its configuration and goes with it',
};

/** Column keys are camelCase in the tables; the database (casing snake_case) names them in snake_case. */
const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

let app: App;
let projectId: number;
let userId: number;
let admin: string;
let outsider: string;
let seq = 0;

const db = () => app.database.db;
const DEL_SUPPLIER = 'mutation($id: Int!) { DelSupplier(SupplierId: $id) }';
const DEL_CATEGORY = 'mutation($id: Int!) { DelCategory(CategoryId: $id) }';
const DEL_FLAG_ITEM = 'mutation($id: Int!) { DelProjectFlagItem(FlagItemId: $id) }';
const DEL_FLAG = 'mutation($id: Int!) { DelProjectFlag(FlagId: $id) }';

async function newSupplier() {
  const [row] = await db()
    .insert(schema.suppliers)
    .values({
      licenseId: (await project()).licenseId,
      name: `Supplier ${++seq}`,
      searchName: `supplier ${seq}`,
    })
    .returning();
  return row!.id;
}
async function project() {
  const [row] = await db().select().from(schema.projects).where(eq(schema.projects.id, projectId));
  return row!;
}
async function newCategory() {
  const [row] = await db()
    .insert(schema.budgetCategories)
    .values({ projectId, name: `Category ${++seq}` })
    .returning();
  return row!.id;
}
async function newFlagItem() {
  const [flag] = await db()
    .insert(schema.projectFlags)
    .values({ projectId, type: 0, name: `VAT ${++seq}` })
    .returning();
  const [item] = await db()
    .insert(schema.projectFlagItems)
    .values({ projectId, flagId: flag!.id, name: `Rate ${seq}`, factor: '0.21' })
    .returning();
  return { flagId: flag!.id, itemId: item!.id };
}
async function newPo(values: Partial<typeof schema.purchaseOrders.$inferInsert> = {}) {
  const [row] = await db()
    .insert(schema.purchaseOrders)
    .values({
      projectId,
      userId,
      poNumber: 1000 + ++seq,
      poReference: `PO-${seq}`,
      requestDate: '2026-10-01',
      ...values,
    })
    .returning();
  return row!.id;
}
async function newPoItem(values: Partial<typeof schema.poItems.$inferInsert> = {}) {
  const [row] = await db()
    .insert(schema.poItems)
    .values({
      projectId,
      poId: await newPo(),
      name: 'Line',
      quantity: '1',
      price: '10',
      priceVat: '10',
      priceTotal: '10',
      vatTotal: '0',
      priceVatTotal: '10',
      remainingAmount: '10',
      ...values,
    })
    .returning();
  return row!.id;
}
async function newExpenseItem(values: Partial<typeof schema.expenseItems.$inferInsert> = {}) {
  const [row] = await db()
    .insert(schema.expenseItems)
    .values({ projectId, userId, date: '2026-10-01', type: 0, description: 'Taxi', amount: '10', ...values })
    .returning();
  return row!.id;
}

/** A use of the reference: what to delete, and the reason the refusal must name. */
interface Use {
  mutation: string;
  id: number;
  reason: RegExp;
  /** The same delete for the whole flag, when the use is of a flag item. */
  flagId?: number;
}
const ofSupplier = async (use: (supplierId: number) => Promise<unknown>, reason: RegExp): Promise<Use> => {
  const id = await newSupplier();
  await use(id);
  return { mutation: DEL_SUPPLIER, id, reason };
};
const ofCategory = async (use: (categoryId: number) => Promise<unknown>, reason: RegExp): Promise<Use> => {
  const id = await newCategory();
  await use(id);
  return { mutation: DEL_CATEGORY, id, reason };
};
const ofFlagItem = async (use: (flagItemId: number) => Promise<unknown>, reason: RegExp): Promise<Use> => {
  const { flagId, itemId } = await newFlagItem();
  await use(itemId);
  return { mutation: DEL_FLAG_ITEM, id: itemId, reason, flagId };
};
const EXPENSES = /expenses still use it/;
const POS = /purchase orders still use it/;
const BUDGET = /the budget still uses it/;
const OTHER = /other records still use it/;

const USES: Record<string, () => Promise<Use>> = {
  'project_legal_entities.supplier_id': () =>
    ofSupplier(
      (supplierId) => db().insert(schema.projectLegalEntities).values({ projectId, supplierId }),
      OTHER,
    ),
  'purchase_orders.supplier_id': () => ofSupplier((supplierId) => newPo({ supplierId }), POS),
  'expense_items.supplier_id': () => ofSupplier((supplierId) => newExpenseItem({ supplierId }), EXPENSES),
  'expense_sheets.supplier_id': () =>
    ofSupplier(
      (supplierId) => db().insert(schema.expenseSheets).values({ projectId, userId, kind: 1, supplierId }),
      EXPENSES,
    ),
  ...Object.fromEntries(
    (['ownerSupplierId', 'elecSupplierId', 'gasSupplierId', 'waterSupplierId'] as const).map((column) => [
      `locations.${snake(column)}`,
      () =>
        ofSupplier(
          (supplierId) =>
            db()
              .insert(schema.locations)
              .values({ projectId, [column]: supplierId }),
          OTHER,
        ),
    ]),
  ),
  'po_items.category_id': () => ofCategory((categoryId) => newPoItem({ categoryId }), POS),
  'expense_items.category_id': () => ofCategory((categoryId) => newExpenseItem({ categoryId }), EXPENSES),
  'budget_lines.category_id': () =>
    ofCategory(
      (categoryId) =>
        db().insert(schema.budgetLines).values({ projectId, departmentNumber: 2, categoryId, amount: '100' }),
      BUDGET,
    ),
  'budget_efc.category_id': () =>
    ofCategory(
      (categoryId) =>
        db().insert(schema.budgetEfc).values({ projectId, departmentNumber: 2, categoryId, amount: '100' }),
      BUDGET,
    ),
  'budget_efc_history.category_id': () =>
    ofCategory(
      (categoryId) =>
        db().insert(schema.budgetEfcHistory).values({ projectId, categoryId, before: '0', after: '100' }),
      BUDGET,
    ),
  'project_flag_items.category': async () => {
    const { itemId } = await newFlagItem();
    return ofCategory(
      (categoryId) =>
        db()
          .update(schema.projectFlagItems)
          .set({ category: categoryId })
          .where(eq(schema.projectFlagItems.id, itemId)),
      OTHER,
    );
  },
  'expense_items.vat_flag_item_id': () =>
    ofFlagItem((vatFlagItemId) => newExpenseItem({ vatFlagItemId }), EXPENSES),
  'expense_item_flags.flag_item_id': () =>
    ofFlagItem(
      async (flagItemId) =>
        db()
          .insert(schema.expenseItemFlags)
          .values({ itemId: await newExpenseItem(), flagItemId }),
      EXPENSES,
    ),
  'po_items.vat_flag_item_id': () => ofFlagItem((vatFlagItemId) => newPoItem({ vatFlagItemId }), POS),
  'po_item_flags.flag_item_id': () =>
    ofFlagItem(
      async (flagItemId) =>
        db()
          .insert(schema.poItemFlags)
          .values({ itemId: await newPoItem(), flagItemId }),
      POS,
    ),
  'project_flag_entities.flag_id': () =>
    ofFlagItem(
      (flagId) => db().insert(schema.projectFlagEntities).values({ projectId, flagId, type: 0, entityId: 1 }),
      OTHER,
    ),
  // A flag's items are parts of it, but deleting the flag deletes them: their uses are checked (every scenario
  // above with a flag item also deletes its flag).
  'project_flag_items.flag_id': () =>
    ofFlagItem((vatFlagItemId) => newExpenseItem({ vatFlagItemId }), EXPENSES).then((use) => ({
      ...use,
      mutation: DEL_FLAG,
      id: use.flagId!,
      flagId: undefined,
    })),
};

beforeAll(async () => {
  app = await getTestApp();
  projectId = (await createProject(app, { usePurchaseOrder: true })).id;
  const owner = await createUser(app, projectId, { departmentNumber: 2 });
  userId = owner.id;
  admin = await signInAs(app, (await createUser(app, projectId, { isAdmin: true })).email);
  const other = await createProject(app);
  outsider = await signInAs(app, (await createUser(app, other.id, { isAdmin: true })).email);
});

describe('foreign keys to reference data (issue 12 item 12)', () => {
  it('each is a use with a scenario below, or a part of the record', () => {
    const found: string[] = [];
    for (const value of Object.values(schema)) {
      if (typeof value !== 'object' || value === null || !(Symbol.for('drizzle:IsDrizzleTable') in value))
        continue;
      const config = getTableConfig(value as PgTable);
      for (const fk of config.foreignKeys) {
        const reference = fk.reference();
        if (!REFERENCE_TABLES.includes(getTableConfig(reference.foreignTable).name)) continue;
        found.push(`${config.name}.${reference.columns.map((c) => snake(c.name)).join(',')}`);
      }
    }
    expect(found.sort()).toEqual([...Object.keys(USES), ...Object.keys(PARTS)].sort());
  });

  it.each(Object.keys(USES))('%s: the delete is refused with CONFLICT naming the use', async (key) => {
    const use = await USES[key]!();
    const refused = await gql(app, use.mutation, { id: use.id }, { token: admin });
    expect(errorCode(refused)).toBe('CONFLICT');
    expect(refused.errors![0]!.message).toMatch(use.reason);
    if (use.flagId) {
      const whole = await gql(app, DEL_FLAG, { id: use.flagId }, { token: admin });
      expect(errorCode(whole)).toBe('CONFLICT');
    }
    // Another project's administrator does not even learn it exists.
    if (use.mutation !== DEL_SUPPLIER)
      expect(errorCode(await gql(app, use.mutation, { id: use.id }, { token: outsider }))).toBe('NOT_FOUND');
  });

  it('unused reference data is deleted', async () => {
    const supplier = await newSupplier();
    const category = await newCategory();
    const { flagId, itemId } = await newFlagItem();
    const second = await newFlagItem();
    expect((await gql(app, DEL_SUPPLIER, { id: supplier }, { token: admin })).errors).toBeUndefined();
    expect((await gql(app, DEL_CATEGORY, { id: category }, { token: admin })).errors).toBeUndefined();
    expect((await gql(app, DEL_FLAG_ITEM, { id: itemId }, { token: admin })).errors).toBeUndefined();
    expect((await gql(app, DEL_FLAG, { id: flagId }, { token: admin })).errors).toBeUndefined();
    expect((await gql(app, DEL_FLAG, { id: second.flagId }, { token: admin })).errors).toBeUndefined();
  });

  it('a department with budget lines is not deleted either', async () => {
    const [department] = await db()
      .insert(schema.departments)
      .values({ projectId, value: 70, message: 'Art' })
      .returning();
    await db()
      .insert(schema.budgetLines)
      .values({ projectId, departmentNumber: 70, categoryId: await newCategory(), amount: '10' });
    const refused = await gql(
      app,
      'mutation($id: Int!) { DelDepartment(DepartmentId: $id) }',
      { id: department!.id },
      { token: admin },
    );
    expect(errorCode(refused)).toBe('CONFLICT');
    expect(refused.errors![0]!.message).toMatch(BUDGET);
  });
});
