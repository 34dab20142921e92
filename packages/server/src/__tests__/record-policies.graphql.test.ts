import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { validations } from '../domains/users/users.table';
import { createProject, createUser, signInAs } from '../test/fixtures';
import { errorCode, getTestApp, gql } from '../test/harness';

/**
 * Issue 13: record access is a WHERE condition from the domain's policy, so a row of another project (or
 * license), another department or another person is never loaded: the answer is NOT_FOUND, as for a row that
 * does not exist. One table per domain, through real HTTP GraphQL requests.
 */
type Who = 'owner' | 'admin' | 'validatorOwnDept' | 'validatorOtherDept' | 'crewOtherDept' | 'outsider';
const EVERYONE: Who[] = [
  'owner',
  'admin',
  'validatorOwnDept',
  'validatorOtherDept',
  'crewOtherDept',
  'outsider',
];

let app: App;
let tokens: Record<Who, string>;
const ids: Record<string, number | string> = {};

beforeAll(async () => {
  app = await getTestApp();
  const project = await createProject(app, { useExpense: true, usePurchaseOrder: true });
  const other = await createProject(app, { useExpense: true, usePurchaseOrder: true });
  // The owner works in department 2 (Camera); validators hold expense and PO level 1 in one department each.
  const owner = await createUser(app, project.id, { departmentNumber: 2 });
  const admin = await createUser(app, project.id, { isAdmin: true, rights: ['canAccessConfig'] });
  const ownDept = await createUser(app, project.id, { departmentNumber: 2 });
  const otherDept = await createUser(app, project.id, { departmentNumber: 1 });
  const crewOther = await createUser(app, project.id, { departmentNumber: 1 });
  const outsider = await createUser(app, other.id, {
    isAdmin: true,
    isProd: true,
    rights: ['canAccessConfig'],
  });
  await app.database.db.insert(validations).values([
    {
      projectId: project.id,
      userId: ownDept.id,
      departmentNumber: 2,
      validationLevelExp: 1,
      validationLevelPo: 1,
    },
    {
      projectId: project.id,
      userId: otherDept.id,
      departmentNumber: 1,
      validationLevelExp: 1,
      validationLevelPo: 1,
    },
  ]);
  tokens = {
    owner: await signInAs(app, owner.email),
    admin: await signInAs(app, admin.email),
    validatorOwnDept: await signInAs(app, ownDept.email),
    validatorOtherDept: await signInAs(app, otherDept.email),
    crewOtherDept: await signInAs(app, crewOther.email),
    outsider: await signInAs(app, outsider.email),
  };
  const as = async <T>(who: Who, query: string, variables: Record<string, unknown> = {}) => {
    const result = await gql<T>(app, query, variables, { token: tokens[who] });
    expect(result.errors, `${query} ${JSON.stringify(result.errors)}`).toBeUndefined();
    return result.data!;
  };
  const item = await as<{ NewExpenseItem: { id: number } }>(
    'owner',
    'mutation($i: ExpenseItemInput!) { NewExpenseItem(AddedExpenseItem: $i) { id } }',
    { i: { date: '2026-10-12', type: 0, description: 'Lunch', amountTotal: '10.00' } },
  );
  ids.sentItem = item.NewExpenseItem.id;
  const sheet = await as<{ SendAllExpenses: { id: number } }>(
    'owner',
    'mutation { SendAllExpenses(ExpenseTitle: "Week") { id } }',
  );
  ids.sheet = sheet.SendAllExpenses.id;
  const draft = await as<{ NewExpenseItem: { id: number } }>(
    'owner',
    'mutation($i: ExpenseItemInput!) { NewExpenseItem(AddedExpenseItem: $i) { id } }',
    { i: { date: '2026-10-13', type: 0, description: 'Taxi', amountTotal: '12.00' } },
  );
  ids.draftItem = draft.NewExpenseItem.id;
  const po = await as<{ NewPurchaseOrder: { id: number } }>(
    'owner',
    'mutation($p: PurchaseOrderInput!) { NewPurchaseOrder(AddedPurchaseOrder: $p) { id } }',
    { p: { description: 'Lens rental', requestDate: '2026-10-12' } },
  );
  ids.po = po.NewPurchaseOrder.id;
  ids.address = (await as<{ NewAddress: number }>('admin', 'mutation { NewAddress }')).NewAddress;
  ids.supplier = (
    await as<{ AddSupplier: { id: string } }>(
      'admin',
      'mutation { AddSupplier(SupplierName: "Lens Hire", Type: 1) { id } }',
    )
  ).AddSupplier.id;
  ids.filter = (
    await as<{ AddUpdAdvancedGlobalFilter: { id: number } }>(
      'owner',
      'mutation($f: AdvancedGlobalFilterInput!) { AddUpdAdvancedGlobalFilter(Filter: $f) { id } }',
      { f: { filterName: 'Mine', filterType: 1 } },
    )
  ).AddUpdAdvancedGlobalFilter.id;
  ids.owner = owner.id;
});

interface Case {
  domain: string;
  name: string;
  query: string;
  vars: () => Record<string, unknown>;
  /** Who loads the row; everyone else gets NOT_FOUND… */
  sees: Who[];
  /** …except who the field's role rule refuses first (FORBIDDEN, before any row is read). */
  forbidden?: Who[];
}

const CASES: Case[] = [
  {
    domain: 'expenses',
    name: 'GetExpenseItem (sent): owner, admin, the validators of its sheet’s department',
    query: 'query($id: Int!) { GetExpenseItem(ExpenseItemId: $id) { id } }',
    vars: () => ({ id: ids.sentItem }),
    sees: ['owner', 'admin', 'validatorOwnDept'],
  },
  {
    domain: 'expenses',
    name: 'GetExpenseItem (not sent): owner and admin only',
    query: 'query($id: Int!) { GetExpenseItem(ExpenseItemId: $id) { id } }',
    vars: () => ({ id: ids.draftItem }),
    sees: ['owner', 'admin'],
  },
  {
    domain: 'expenses',
    name: 'GetExpenseSheet: owner, admin, the validators of its department',
    query: 'query($id: Int!) { GetExpenseSheet(ExpenseSheetId: $id) { sheet { id } } }',
    vars: () => ({ id: ids.sheet }),
    sees: ['owner', 'admin', 'validatorOwnDept'],
  },
  {
    domain: 'purchase-orders',
    name: 'GetPo: owner, admin, the PO validators of its department',
    query: 'query($id: Int!) { GetPo(PurchaseOrderId: $id) { po { id } } }',
    vars: () => ({ id: ids.po }),
    sees: ['owner', 'admin', 'validatorOwnDept'],
  },
  {
    domain: 'purchase-orders',
    name: 'GetPoItemList: as GetPo',
    query: 'query($id: Int!) { GetPoItemList(PurchaseOrderId: $id) { id } }',
    vars: () => ({ id: ids.po }),
    sees: ['owner', 'admin', 'validatorOwnDept'],
  },
  {
    domain: 'addresses',
    name: 'GetAddress: every member of the license',
    query: 'query($id: Int!) { GetAddress(AddressId: $id) { id } }',
    vars: () => ({ id: ids.address }),
    sees: ['owner', 'admin', 'validatorOwnDept', 'validatorOtherDept', 'crewOtherDept'],
  },
  {
    domain: 'suppliers',
    name: 'GetSupplier: every member of the license',
    query: 'query($id: ID!) { GetSupplier(SupplierId: $id) { id } }',
    vars: () => ({ id: ids.supplier }),
    sees: ['owner', 'admin', 'validatorOwnDept', 'validatorOtherDept', 'crewOtherDept'],
  },
  {
    domain: 'users',
    name: 'User: themself, and who manages the project’s people; another project’s administrator NOT_FOUND',
    query: 'query($id: Int!) { User(userID: $id) { id } }',
    vars: () => ({ id: ids.owner }),
    sees: ['owner', 'admin'],
    forbidden: ['validatorOwnDept', 'validatorOtherDept', 'crewOtherDept'],
  },
];

/** Changes of another person's record: NOT_FOUND, and the row is still there for its owner afterwards. */
const WRITES: Case[] = [
  {
    domain: 'expenses',
    name: 'DelExpenseItem',
    query: 'mutation($id: Int) { DelExpenseItem(ExpenseItemId: $id) }',
    vars: () => ({ id: ids.draftItem }),
    sees: ['owner', 'admin'],
  },
  {
    domain: 'purchase-orders',
    name: 'DelPurchaseOrder',
    query: 'mutation($id: Int) { DelPurchaseOrder(PurchaseOrderId: $id) }',
    vars: () => ({ id: ids.po }),
    sees: ['owner', 'admin'],
  },
  {
    domain: 'filters',
    name: 'DeleteAdvancedGlobalFilter',
    query: 'mutation($id: Int!) { DeleteAdvancedGlobalFilter(FilterId: $id) { id } }',
    vars: () => ({ id: ids.filter }),
    sees: ['owner'],
  },
];

describe('record policies: a row the caller may not see is never loaded (NOT_FOUND)', () => {
  it.each(CASES)('$domain: $name', async (c) => {
    for (const who of EVERYONE) {
      const result = await gql(app, c.query, c.vars(), { token: tokens[who] });
      if (c.sees.includes(who)) expect(result.errors, `${c.name} as ${who}`).toBeUndefined();
      else
        expect(errorCode(result), `${c.name} as ${who}`).toBe(
          c.forbidden?.includes(who) ? 'FORBIDDEN' : 'NOT_FOUND',
        );
    }
  });

  it.each(WRITES)('$domain: $name of another person’s record, another department or project', async (c) => {
    for (const who of EVERYONE.filter((w) => !c.sees.includes(w)))
      expect(
        errorCode(await gql(app, c.query, c.vars(), { token: tokens[who] })),
        `${c.name} as ${who}`,
      ).toBe('NOT_FOUND');
    // The owner still changes it: the refusals above changed nothing.
    const own = await gql(app, c.query, c.vars(), { token: tokens.owner });
    expect(own.errors, `${c.name} as owner`).toBeUndefined();
  });
});
