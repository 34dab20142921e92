import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app';
import { createProject, createUser, signInAs } from '../../../test/fixtures';
import { errorCode, type GqlResult, getTestApp, gql } from '../../../test/harness';
import { departments } from '../../departments/departments.table';
import { validations } from '../users.table';

/**
 * Issue 12 item 5: nobody decides their own document. Table-driven over the document type (expense sheet,
 * purchase order) × the department's level configuration × who made the document (its owner, or production
 * entering it for a crew member), through real HTTP requests.
 */

type Person = 'author' | 'x1' | 'y2' | 'crew' | 'prod';
let app: App;
let projectId: number;
const people = {} as Record<Person, { id: number; token: string }>;

/** One project and one set of people; each configuration gets a department of its own (10, 11, ...). */
beforeAll(async () => {
  app = await getTestApp();
  projectId = (await createProject(app, { useExpense: true, usePurchaseOrder: true })).id;
  await app.database.db.insert(departments).values(
    [10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21].map((value) => ({
      projectId,
      value,
      message: `D${value}`,
    })),
  );
  for (const person of ['author', 'x1', 'y2', 'crew', 'prod'] as Person[]) {
    const user = await createUser(app, projectId, {
      isProd: person === 'prod',
      firstName: person,
      name: 'Tester',
    });
    people[person] = { id: user.id, token: await signInAs(app, user.email) };
  }
});

interface Doc {
  name: string;
  /** Makes and sends a document of a department, owned by `ownerId` (else the caller) from the caller's token. */
  send: (token: string, ownerId: number | null, department: number) => Promise<number>;
  decide: (token: string, id: number, refuse?: boolean) => Promise<GqlResult>;
  waiting: (token: string) => Promise<number[]>;
  headerCount: (token: string) => Promise<number>;
  trail: (token: string, id: number) => Promise<Trail>;
  levelColumn: 'validationLevelExp' | 'validationLevelPo';
}
interface Trail {
  nextLevel: number | null;
  hasNoValidator: boolean;
  steps: { level: number; validators: string[]; authorHoldsLevel: boolean; decidedByName: string | null }[];
}
const TRAIL =
  'approvalTrail { nextLevel hasNoValidator steps { level validators authorHoldsLevel decidedByName } }';

const sheetDoc: Doc = {
  name: 'expense sheet',
  levelColumn: 'validationLevelExp',
  async send(token, ownerId, department) {
    const item = { date: '2026-10-12', type: 0, description: 'Lunch', amountTotal: '5000.00' };
    const made = await gql<{ NewExpenseItem: { id: number } }>(
      app,
      'mutation($i: ExpenseItemInput!) { NewExpenseItem(AddedExpenseItem: $i) { id } }',
      { i: { ...item, userId: ownerId, departmentNumber: department } },
      { token },
    );
    expect(made.errors).toBeUndefined();
    const sent =
      ownerId === null
        ? await gql<{ SendAllExpenses: { id: number } }>(
            app,
            'mutation { SendAllExpenses(ExpenseTitle: "Mine") { id } }',
            {},
            { token },
          )
        : await gql<{ SendUserExpenses: { id: number } }>(
            app,
            'mutation($u: Int!) { SendUserExpenses(UserId: $u, ExpenseTitle: "Entered") { id } }',
            { u: ownerId },
            { token },
          );
    expect(sent.errors).toBeUndefined();
    return (sent.data as Record<string, { id: number }>)[
      ownerId === null ? 'SendAllExpenses' : 'SendUserExpenses'
    ]!.id;
  },
  decide: (token, id, refuse = false) =>
    gql(
      app,
      refuse
        ? 'mutation($id: Int!) { RejectExpenseSheet(ExpenseSheetId: $id, Comment: "No") { validated } }'
        : 'mutation($id: Int!) { ValidateExpenseSheet(ExpenseSheetId: $id) { validated } }',
      { id },
      { token },
    ),
  async waiting(token) {
    const r = await gql<{ GetExpenseSheetsToValidate: { sheet: { id: number } }[] }>(
      app,
      '{ GetExpenseSheetsToValidate { sheet { id } } }',
      {},
      { token },
    );
    return r.data!.GetExpenseSheetsToValidate.map((s) => s.sheet.id);
  },
  async headerCount(token) {
    const r = await gql<{ GetHeaderData: { numExpToValidate: number } }>(
      app,
      '{ GetHeaderData(NumExpToValidate: true) { numExpToValidate } }',
      {},
      { token },
    );
    return r.data!.GetHeaderData.numExpToValidate;
  },
  async trail(token, id) {
    const r = await gql<{ GetExpenseSheet: { approvalTrail: Trail } }>(
      app,
      `query($id: Int!) { GetExpenseSheet(ExpenseSheetId: $id) { ${TRAIL} } }`,
      { id },
      { token },
    );
    expect(r.errors).toBeUndefined();
    return r.data!.GetExpenseSheet.approvalTrail;
  },
};

const poDoc: Doc = {
  name: 'purchase order',
  levelColumn: 'validationLevelPo',
  async send(token, ownerId, department) {
    const made = await gql<{ NewPurchaseOrder: { id: number } }>(
      app,
      'mutation($p: PurchaseOrderInput!, $u: Int) { NewPurchaseOrder(AddedPurchaseOrder: $p, UserId: $u) { id } }',
      {
        p: { description: 'Lens rental', requestDate: '2026-10-12', departmentNumber: department },
        u: ownerId,
      },
      { token },
    );
    expect(made.errors).toBeUndefined();
    const id = made.data!.NewPurchaseOrder.id;
    const line = await gql(
      app,
      'mutation($id: Int, $i: PoItemInput!) { AddPoItem(PurchaseOrderId: $id, AddedPoItem: $i) { id } }',
      { id, i: { name: 'Lens', quantity: '1', unitPriceVatExcluded: '5000' } },
      { token },
    );
    expect(line.errors).toBeUndefined();
    const sent = await gql(
      app,
      'mutation($ids: [Int!]!) { SendPurchaseOrdersSlice(PurchaseOrderId: $ids) { id } }',
      { ids: [id] },
      { token },
    );
    expect(sent.errors).toBeUndefined();
    return id;
  },
  decide: (token, id, refuse = false) =>
    gql(
      app,
      refuse
        ? 'mutation($id: Int!) { RejectPurchaseOrder(PurchaseOrderId: $id, Comment: "No") { validated } }'
        : 'mutation($id: Int!) { ValidatePurchaseOrder(PurchaseOrderId: $id) { validated } }',
      { id },
      { token },
    ),
  async waiting(token) {
    const r = await gql<{ GetPurchaseOrdersToValidate: { id: number }[] }>(
      app,
      '{ GetPurchaseOrdersToValidate { id } }',
      {},
      { token },
    );
    return r.data!.GetPurchaseOrdersToValidate.map((p) => p.id);
  },
  async headerCount(token) {
    const r = await gql<{ GetHeaderData: { numPoToValidate: number } }>(
      app,
      '{ GetHeaderData(NumPoToValidate: true) { numPoToValidate } }',
      {},
      { token },
    );
    return r.data!.GetHeaderData.numPoToValidate;
  },
  async trail(token, id) {
    const r = await gql<{ GetPo: { approvalTrail: Trail } }>(
      app,
      `query($id: Int!) { GetPo(PurchaseOrderId: $id) { ${TRAIL} } }`,
      { id },
      { token },
    );
    expect(r.errors).toBeUndefined();
    return r.data!.GetPo.approvalTrail;
  },
};

interface Config {
  name: string;
  /** Levels held in the document's department (2). */
  levels: Partial<Record<Person, 1 | 2>>;
  /** Who makes the document: its owner (the author), or production entering it for the author. */
  madeBy: 'author' | 'prod';
  /** Who decides, in order, and the status after each decision; empty when nobody may. */
  chain: [Person, number][];
  /** The trail the author reads once the document is sent. */
  trail: { nextLevel: number | null; hasNoValidator: boolean; authorHolds: [boolean, boolean] };
}

const CONFIGS: Config[] = [
  {
    name: 'the author is one of two level-1 validators: the other one decides level 1',
    levels: { author: 1, x1: 1, y2: 2 },
    madeBy: 'author',
    chain: [
      ['x1', 2],
      ['y2', 8],
    ],
    trail: { nextLevel: 1, hasNoValidator: false, authorHolds: [true, false] },
  },
  {
    name: 'the author is the only level-1 validator: level 2 decides at once',
    levels: { author: 1, y2: 2 },
    madeBy: 'author',
    chain: [['y2', 8]],
    trail: { nextLevel: 2, hasNoValidator: false, authorHolds: [true, false] },
  },
  {
    name: 'the author is the only level-2 validator: level 1 is final',
    levels: { author: 2, x1: 1 },
    madeBy: 'author',
    chain: [['x1', 8]],
    trail: { nextLevel: 1, hasNoValidator: false, authorHolds: [false, true] },
  },
  {
    name: 'the author is the only validator of the department: nobody decides, and the trail says so',
    levels: { author: 2 },
    madeBy: 'author',
    chain: [],
    trail: { nextLevel: null, hasNoValidator: true, authorHolds: [false, true] },
  },
  {
    name: 'the author validates nothing: levels 1 then 2 as usual',
    levels: { x1: 1, y2: 2 },
    madeBy: 'author',
    chain: [
      ['x1', 2],
      ['y2', 8],
    ],
    trail: { nextLevel: 1, hasNoValidator: false, authorHolds: [false, false] },
  },
  {
    name: 'production enters it for crew and is the level-1 validator: level 2 decides at once',
    levels: { prod: 1, y2: 2 },
    madeBy: 'prod',
    chain: [['y2', 8]],
    trail: { nextLevel: 2, hasNoValidator: false, authorHolds: [true, false] },
  },
];

describe.each([sheetDoc, poDoc])('no self-approval: $name', (doc) => {
  it.each(CONFIGS.map((config, i) => ({ ...config, department: 10 + i + (doc === poDoc ? 6 : 0) })))(
    '$name',
    async (config) => {
      const rows = Object.entries(config.levels).map(([person, level]) => ({
        projectId,
        userId: people[person as Person].id,
        departmentNumber: config.department,
        [doc.levelColumn]: level,
      }));
      if (rows.length) await app.database.db.insert(validations).values(rows);

      const id =
        config.madeBy === 'author'
          ? await doc.send(people.author.token, null, config.department)
          : await doc.send(people.prod.token, people.author.id, config.department);
      const authors: Person[] = config.madeBy === 'author' ? ['author'] : ['author', 'prod'];

      // Who made it never sees it to validate, in the list or the header count, and cannot decide it.
      for (const person of authors) {
        expect(await doc.waiting(people[person].token)).not.toContain(id);
        expect(await doc.headerCount(people[person].token)).toBe(0);
        for (const refuse of [false, true]) {
          const attempt = await doc.decide(people[person].token, id, refuse);
          expect(errorCode(attempt)).toBe('FORBIDDEN');
          expect(attempt.errors![0]!.message).toMatch(/your own/);
        }
      }
      if (doc === sheetDoc) {
        // Validating "all" leaves the caller's own sheet as it is.
        const all = await gql<{ ValidateAllExpenseSheets: number[] }>(
          app,
          'mutation($ids: [Int!]!) { ValidateAllExpenseSheets(ExpenseSheetIds: $ids) }',
          { ids: [id] },
          { token: people.author.token },
        );
        expect(all.data).toEqual({ ValidateAllExpenseSheets: [] });
      }
      const trail = await doc.trail(people.author.token, id);
      expect({
        nextLevel: trail.nextLevel,
        hasNoValidator: trail.hasNoValidator,
        authorHolds: trail.steps.map((s) => s.authorHoldsLevel),
      }).toEqual(config.trail);
      // The validators named for each level never include who made the document.
      for (const step of trail.steps)
        for (const person of authors) expect(step.validators).not.toContain(`${person} Tester`);

      for (const [person, status] of config.chain) {
        expect(await doc.waiting(people[person].token)).toEqual([id]);
        expect(await doc.headerCount(people[person].token)).toBe(1);
        const done = await doc.decide(people[person].token, id);
        expect(done.errors).toBeUndefined();
        expect(Object.values(done.data!)[0]).toEqual({ validated: status });
        expect(await doc.waiting(people[person].token)).toEqual([]);
      }
      if (config.chain.length === 0)
        for (const person of ['x1', 'y2', 'crew'] as Person[])
          expect(await doc.waiting(people[person].token)).toEqual([]);
      const decided = await doc.trail(people.author.token, id);
      expect(decided.nextLevel).toBeNull();
    },
  );
});

describe('validation levels of oneself', () => {
  const SET = `mutation($id: Int!, $v: ValidationInput!) { AddUpdValidation(UserId: $id, UpdValidation: $v) { id } }`;
  const ENCODING =
    'mutation($id: Int!, $e: Int!) { AddEncodingValidation(UserId: $id, TimeSheet: 0, Expense: $e, Po: 0, Invoice: 0, Department: [2]) }';
  const levels = (exp: number) => ({
    department: 2,
    validationLevelTs: 0,
    validationLevelPo: 0,
    validationLevelExp: exp,
    validationLevelInvoice: 0,
  });

  it('production may not give itself a level; another producer may, and it may clear its own', async () => {
    const project = await createProject(app, { useExpense: true });
    const prod = await createUser(app, project.id, { isProd: true });
    const other = await createUser(app, project.id, { isProd: true });
    const token = await signInAs(app, prod.email);
    for (const attempt of [
      await gql(app, SET, { id: prod.id, v: levels(2) }, { token }),
      await gql(app, ENCODING, { id: prod.id, e: 1 }, { token }),
    ]) {
      expect(errorCode(attempt)).toBe('FORBIDDEN');
      expect(attempt.errors![0]!.message).toMatch(/yourself a validation level/);
    }
    const grid = async () =>
      (
        await gql<{ GetProjectValidations: { userId: number; validationLevelExp: number }[] }>(
          app,
          '{ GetProjectValidations { userId validationLevelExp } }',
          {},
          { token },
        )
      ).data!.GetProjectValidations.filter((v) => v.userId === prod.id);
    expect(await grid()).toEqual([]);
    const granted = await gql(
      app,
      SET,
      { id: prod.id, v: levels(2) },
      { token: await signInAs(app, other.email) },
    );
    expect(granted.errors).toBeUndefined();
    expect(await grid()).toEqual([{ userId: prod.id, validationLevelExp: 2 }]);
    // Changing one's own level is giving oneself another one; clearing it gives no power.
    expect(errorCode(await gql(app, SET, { id: prod.id, v: levels(1) }, { token }))).toBe('FORBIDDEN');
    expect((await gql(app, SET, { id: prod.id, v: levels(0) }, { token })).errors).toBeUndefined();
    expect(await grid()).toEqual([]);
  });
});
