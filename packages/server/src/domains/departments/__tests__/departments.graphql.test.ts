import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app';
import { createProject, createUser, signInAs } from '../../../test/fixtures';
import { errorCode, getTestApp, gql } from '../../../test/harness';
import { registerDepartmentUsage } from '../department-usage';
import { budgetCategories, departments, functions } from '../departments.table';

let app: App;
let project: { id: number };
let other: { id: number };
let admin: string;
let crew: string;
let outsider: string;

const DEPS = `query($e: Boolean, $s: Boolean, $h: Boolean, $p: Int, $t: Boolean) {
  GetDepartments(ForExpense: $e, ForSalary: $s, HasFunction: $h, ProjectId: $p, ForTimesheetEFC: $t) { id value message }
}`;
const NEW_DEP = 'mutation { NewDepartment { id value message projectId } }';
const UPD_DEP = `mutation($id: Int!, $name: String, $cc: String, $prefix: String, $cat: Int) {
  UpdDepartment(DepartmentId: $id, DepartmentName: $name, NewCostCenter: $cc, Prefix: $prefix, CategoryId: $cat) {
    id message costCenter prefix category categoryLinkedToDep
  }
}`;
const DEL_DEP = 'mutation($id: Int!, $c: Boolean) { DelDepartment(DepartmentId: $id, DeleteCategory: $c) }';
const NEW_FN =
  'mutation($d: Int!) { NewFunction(DepartmentNumber: $d) { id value departmentNumber message } }';
const UPD_FN = `mutation($id: Int!, $name: String, $short: String, $cat: Int) {
  UpdFunction(FunctionId: $id, FunctionName: $name, ShortCode: $short, CategoryId: $cat) { id message shortCode category }
}`;
const DEL_FN = 'mutation($id: Int!, $c: Boolean) { DelFunction(FunctionId: $id, DeleteCategory: $c) }';
const ADD_CAT = `mutation($id: Int, $c: CategoryInput!) { AddUpdCategory(CategoryId: $id, Category: $c) }`;
const CATS = '{ GetCategories { id name costCenter linkedDepartmentNumber linkedFunctionId } }';

async function newDepartment(token = admin) {
  const result = await gql<{ NewDepartment: { id: number; value: number } }>(app, NEW_DEP, {}, { token });
  return result.data!.NewDepartment;
}

beforeAll(async () => {
  app = await getTestApp();
  project = await createProject(app, { titre: 'Departments' });
  other = await createProject(app, { titre: 'Elsewhere' });
  admin = await signInAs(app, (await createUser(app, project.id, { isAdmin: true })).email);
  crew = await signInAs(app, (await createUser(app, project.id)).email);
  outsider = await signInAs(app, (await createUser(app, other.id, { isAdmin: true })).email);
});

describe('GetDepartments', () => {
  it('lists the caller project departments in number order, for any member', async () => {
    const result = await gql<{ GetDepartments: { value: number; message: string }[] }>(
      app,
      DEPS,
      {},
      { token: crew },
    );
    expect(result.data!.GetDepartments.slice(0, 2).map((d) => d.message)).toEqual(['Production', 'Camera']);
  });

  it('filters by the flags and by having functions', async () => {
    const dep = await newDepartment();
    await gql(
      app,
      'mutation($id: Int!) { UpdDepartmentFlags(DepartmentId: $id, ForExpense: false) { id } }',
      { id: dep.id },
      { token: admin },
    );
    const forExpense = await gql<{ GetDepartments: { id: number }[] }>(
      app,
      DEPS,
      { e: true },
      { token: admin },
    );
    expect(forExpense.data!.GetDepartments.map((d) => d.id)).not.toContain(dep.id);
    await gql(app, NEW_FN, { d: dep.value }, { token: admin });
    const withFunctions = await gql<{ GetDepartments: { id: number }[] }>(
      app,
      DEPS,
      { h: true },
      { token: admin },
    );
    expect(withFunctions.data!.GetDepartments.map((d) => d.id)).toEqual([dep.id]);
  });

  it("answers NOT_FOUND for another project's id and UNAUTHENTICATED without a token", async () => {
    expect(errorCode(await gql(app, DEPS, { p: other.id }, { token: admin }))).toBe('NOT_FOUND');
    expect(errorCode(await gql(app, DEPS, {}))).toBe('UNAUTHENTICATED');
  });

  it('GetDepartment reads one by number, NOT_FOUND for an unknown number', async () => {
    const ok = await gql<{ GetDepartment: { message: string } }>(
      app,
      '{ GetDepartment(Number: 2) { message } }',
      {},
      { token: crew },
    );
    expect(ok.data!.GetDepartment.message).toBe('Camera');
    expect(errorCode(await gql(app, '{ GetDepartment(Number: 999) { id } }', {}, { token: crew }))).toBe(
      'NOT_FOUND',
    );
  });
});

describe('department writes', () => {
  it('NewDepartment takes the next number; a crew member is FORBIDDEN', async () => {
    const a = await newDepartment();
    const b = await newDepartment();
    expect(b.value).toBe(a.value + 1);
    expect(errorCode(await gql(app, NEW_DEP, {}, { token: crew }))).toBe('FORBIDDEN');
    expect(
      errorCode(
        await gql(
          app,
          'mutation($p: Int) { NewDepartment(ProjectId: $p) { id } }',
          { p: other.id },
          { token: admin },
        ),
      ),
    ).toBe('NOT_FOUND');
  });

  it('AddDepartment and AddFunction take the values typed, so nothing exists before Save (issue 12 item 17)', async () => {
    const [category] = await app.database.db
      .insert(budgetCategories)
      .values({ projectId: project.id, name: 'Art props' })
      .returning();
    const made = await gql<{ AddDepartment: Record<string, unknown> & { value: number } }>(
      app,
      `mutation($name: String!, $cc: String, $prefix: String, $cat: Int) {
        AddDepartment(DepartmentName: $name, NewCostCenter: $cc, Prefix: $prefix, CategoryId: $cat) {
          value message costCenter prefix category } }`,
      { name: ' Art ', cc: '4100', prefix: 'ART', cat: category!.id },
      { token: admin },
    );
    expect(made.errors).toBeUndefined();
    expect(made.data!.AddDepartment).toMatchObject({
      message: 'Art',
      costCenter: '4100',
      prefix: 'ART',
      category: category!.id,
    });
    const fn = await gql<{ AddFunction: Record<string, unknown> }>(
      app,
      `mutation($d: Int!, $name: String!, $short: String) {
        AddFunction(DepartmentNumber: $d, FunctionName: $name, ShortCode: $short) { message shortCode costCenter } }`,
      { d: made.data!.AddDepartment.value, name: 'Props master', short: 'PM' },
      { token: admin },
    );
    expect(fn.data!.AddFunction).toEqual({ message: 'Props master', shortCode: 'PM', costCenter: '4100' });
    // A blank name or another project's category is refused and creates nothing.
    const count = async () =>
      (await gql<{ GetDepartments: unknown[] }>(app, '{ GetDepartments { id } }', {}, { token: admin })).data!
        .GetDepartments.length;
    const before = await count();
    const blank = await gql(
      app,
      'mutation { AddDepartment(DepartmentName: "  ") { id } }',
      {},
      { token: admin },
    );
    expect(blank.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'DepartmentName' });
    expect(await count()).toBe(before);
  });

  it('UpdDepartment saves name, cost centre, prefix and category; the name is required', async () => {
    const dep = await newDepartment();
    const catId = (
      await gql<{ AddUpdCategory: number }>(
        app,
        ADD_CAT,
        { c: { name: 'Grip', costCenter: '2400' } },
        { token: admin },
      )
    ).data!.AddUpdCategory;
    const ok = await gql<{ UpdDepartment: Record<string, unknown> }>(
      app,
      UPD_DEP,
      { id: dep.id, name: ' Grip ', cc: '2400', prefix: 'GRP', cat: catId },
      { token: admin },
    );
    expect(ok.data!.UpdDepartment).toMatchObject({
      message: 'Grip',
      costCenter: '2400',
      prefix: 'GRP',
      category: catId,
    });
    const empty = await gql(app, UPD_DEP, { id: dep.id, name: '  ' }, { token: admin });
    expect(errorCode(empty)).toBe('BAD_USER_INPUT');
    expect(empty.errors![0]!.extensions!.field).toBe('DepartmentName');
    expect(empty.errors![0]!.message).toContain('DepartmentName');
    const [row] = await app.database.db.select().from(departments).where(eq(departments.id, dep.id));
    expect(row!.message).toBe('Grip');
  });

  it("UpdDepartment refuses another project's category and another project's department", async () => {
    const dep = await newDepartment();
    const [foreignCat] = await app.database.db
      .insert(budgetCategories)
      .values({ projectId: other.id, name: 'Theirs' })
      .returning();
    const bad = await gql(app, UPD_DEP, { id: dep.id, name: 'X', cat: foreignCat!.id }, { token: admin });
    expect(errorCode(bad)).toBe('BAD_USER_INPUT');
    expect(bad.errors![0]!.extensions!.field).toBe('CategoryId');
    expect(errorCode(await gql(app, UPD_DEP, { id: dep.id, name: 'Mine' }, { token: outsider }))).toBe(
      'NOT_FOUND',
    );
    expect(errorCode(await gql(app, UPD_DEP, { id: 999999, name: 'X' }, { token: admin }))).toBe('NOT_FOUND');
    expect(errorCode(await gql(app, UPD_DEP, { id: dep.id, name: 'X' }, { token: crew }))).toBe('FORBIDDEN');
  });

  it('DelDepartment with DeleteCategory removes its functions and its linked category', async () => {
    const dep = await newDepartment();
    const fn = (await gql<{ NewFunction: { id: number } }>(app, NEW_FN, { d: dep.value }, { token: admin }))
      .data!.NewFunction;
    const catId = (
      await gql<{ AddUpdCategory: number }>(
        app,
        ADD_CAT,
        { c: { name: 'Linked', departmentNumber: dep.value } },
        { token: admin },
      )
    ).data!.AddUpdCategory;
    expect((await gql(app, DEL_DEP, { id: dep.id, c: true }, { token: admin })).data).toEqual({
      DelDepartment: dep.id,
    });
    const db = app.database.db;
    expect(await db.select().from(functions).where(eq(functions.id, fn.id))).toHaveLength(0);
    expect(await db.select().from(budgetCategories).where(eq(budgetCategories.id, catId))).toHaveLength(0);
  });

  it('DelDepartment without DeleteCategory keeps the category', async () => {
    const dep = await newDepartment();
    const catId = (
      await gql<{ AddUpdCategory: number }>(
        app,
        ADD_CAT,
        { c: { name: 'Kept', departmentNumber: dep.value } },
        { token: admin },
      )
    ).data!.AddUpdCategory;
    await gql(app, DEL_DEP, { id: dep.id }, { token: admin });
    expect(
      await app.database.db.select().from(budgetCategories).where(eq(budgetCategories.id, catId)),
    ).toHaveLength(1);
  });

  it('refuses with CONFLICT while a member belongs to the department, and changes nothing', async () => {
    const dep = await newDepartment();
    await createUser(app, project.id, { departmentNumber: dep.value });
    const result = await gql(app, DEL_DEP, { id: dep.id, c: true }, { token: admin });
    expect(errorCode(result)).toBe('CONFLICT');
    expect(result.errors![0]!.message).toMatch(/members of the project/);
    expect(await app.database.db.select().from(departments).where(eq(departments.id, dep.id))).toHaveLength(
      1,
    );
  });

  it('refuses with the reason a later domain registers (expenses), until it unregisters', async () => {
    const dep = await newDepartment();
    const unregister = registerDepartmentUsage(
      'test-expenses',
      'inUseByExpenses',
      async (_tx, target) => target.kind === 'department' && target.departmentNumber === dep.value,
    );
    try {
      const result = await gql(app, DEL_DEP, { id: dep.id }, { token: admin });
      expect(errorCode(result)).toBe('CONFLICT');
      expect(result.errors![0]!.message).toMatch(/expenses still use it/);
    } finally {
      unregister();
    }
    expect(errorCode(await gql(app, DEL_DEP, { id: dep.id }, { token: admin }))).toBeUndefined();
  });
});

describe('functions', () => {
  it('NewFunction numbers inside the department, GetFunctions lists them, UpdFunction requires a name', async () => {
    const dep = await newDepartment();
    const first = (
      await gql<{ NewFunction: { id: number; value: number } }>(
        app,
        NEW_FN,
        { d: dep.value },
        { token: admin },
      )
    ).data!.NewFunction;
    const second = (
      await gql<{ NewFunction: { id: number; value: number } }>(
        app,
        NEW_FN,
        { d: dep.value },
        { token: admin },
      )
    ).data!.NewFunction;
    expect([first.value, second.value]).toEqual([1, 2]);
    const upd = await gql<{ UpdFunction: { message: string; shortCode: string } }>(
      app,
      UPD_FN,
      { id: first.id, name: 'Key grip', short: 'KG' },
      { token: admin },
    );
    expect(upd.data!.UpdFunction).toMatchObject({ message: 'Key grip', shortCode: 'KG' });
    const empty = await gql(app, UPD_FN, { id: first.id, name: '' }, { token: admin });
    expect(empty.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'FunctionName' });
    const list = await gql<{ GetFunctions: { message: string }[] }>(
      app,
      'query($d: Int!) { GetFunctions(DepartmentNumber: $d) { message } }',
      { d: dep.value },
      { token: crew },
    );
    expect(list.data!.GetFunctions.map((f) => f.message)).toEqual(['Key grip', 'Function 2']);
  });

  it('NewFunction in an unknown department is NOT_FOUND; writes are FORBIDDEN to crew and NOT_FOUND across projects', async () => {
    expect(errorCode(await gql(app, NEW_FN, { d: 9999 }, { token: admin }))).toBe('NOT_FOUND');
    expect(errorCode(await gql(app, NEW_FN, { d: 1 }, { token: crew }))).toBe('FORBIDDEN');
    const dep = await newDepartment();
    const fn = (await gql<{ NewFunction: { id: number } }>(app, NEW_FN, { d: dep.value }, { token: admin }))
      .data!.NewFunction;
    expect(errorCode(await gql(app, UPD_FN, { id: fn.id, name: 'X' }, { token: outsider }))).toBe(
      'NOT_FOUND',
    );
    expect(errorCode(await gql(app, DEL_FN, { id: fn.id }, { token: outsider }))).toBe('NOT_FOUND');
  });

  it('DelFunction refuses while a member holds the function, then deletes with its linked category', async () => {
    const dep = await newDepartment();
    const fn = (
      await gql<{ NewFunction: { id: number; value: number } }>(
        app,
        NEW_FN,
        { d: dep.value },
        { token: admin },
      )
    ).data!.NewFunction;
    const member = await createUser(app, project.id, { departmentNumber: dep.value });
    const db = app.database.db;
    const { userProjects } = await import('../../users/users.table');
    await db
      .update(userProjects)
      .set({ functionNumber: fn.value })
      .where(eq(userProjects.id, member.userProjectId));
    expect(errorCode(await gql(app, DEL_FN, { id: fn.id }, { token: admin }))).toBe('CONFLICT');
    await db
      .update(userProjects)
      .set({ functionNumber: null })
      .where(eq(userProjects.id, member.userProjectId));
    const catId = (
      await gql<{ AddUpdCategory: number }>(
        app,
        ADD_CAT,
        { c: { name: 'Fn cat', functionId: fn.id } },
        { token: admin },
      )
    ).data!.AddUpdCategory;
    expect((await gql(app, DEL_FN, { id: fn.id, c: true }, { token: admin })).data).toEqual({
      DelFunction: fn.id,
    });
    expect(await db.select().from(budgetCategories).where(eq(budgetCategories.id, catId))).toHaveLength(0);
  });

  it('GetDepartmentsAndFunctions nests functions and their members', async () => {
    const dep = await newDepartment();
    const fn = (
      await gql<{ NewFunction: { id: number; value: number } }>(
        app,
        NEW_FN,
        { d: dep.value },
        { token: admin },
      )
    ).data!.NewFunction;
    const member = await createUser(app, project.id, { departmentNumber: dep.value });
    const { userProjects } = await import('../../users/users.table');
    await app.database.db
      .update(userProjects)
      .set({ functionNumber: fn.value })
      .where(eq(userProjects.id, member.userProjectId));
    const result = await gql<{
      GetDepartmentsAndFunctions: {
        department: { id: number };
        functions: { id: number; users: { email: string; userProjectID: number }[] }[];
      }[];
    }>(
      app,
      '{ GetDepartmentsAndFunctions { department { id } functions { id users { email userProjectID } } } }',
      {},
      { token: crew },
    );
    const entry = result.data!.GetDepartmentsAndFunctions.find((d) => d.department.id === dep.id)!;
    expect(entry.functions).toEqual([
      { id: fn.id, users: [{ email: member.email, userProjectID: member.userProjectId }] },
    ]);
  });
});

describe('budget categories', () => {
  it('creates, links to one department, renames, lists sorted by name, and deletes unlinking', async () => {
    const dep = await newDepartment();
    const id = (
      await gql<{ AddUpdCategory: number }>(
        app,
        ADD_CAT,
        { c: { name: 'zeta props', costCenter: '2310', departmentNumber: dep.value } },
        { token: admin },
      )
    ).data!.AddUpdCategory;
    await gql(
      app,
      ADD_CAT,
      { id, c: { name: 'Alpha props', costCenter: '2311', departmentNumber: dep.value } },
      { token: admin },
    );
    const list = await gql<{
      GetCategories: { id: number; name: string; linkedDepartmentNumber: number | null }[];
    }>(app, CATS, {}, { token: crew });
    const names = list.data!.GetCategories.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    expect(list.data!.GetCategories.find((c) => c.id === id)).toMatchObject({
      name: 'Alpha props',
      linkedDepartmentNumber: dep.value,
    });
    expect(
      (await gql(app, 'mutation($id: Int!) { DelCategory(CategoryId: $id) }', { id }, { token: admin })).data,
    ).toEqual({ DelCategory: id });
    const [row] = await app.database.db
      .select()
      .from(departments)
      .where(and(eq(departments.id, dep.id)));
    expect(row).toMatchObject({ categoryId: null, categoryLinkedToDep: false });
  });

  it('rejects a nameless category, a link to both kinds, crew writes and other projects', async () => {
    const noName = await gql(app, ADD_CAT, { c: { name: '' } }, { token: admin });
    expect(noName.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'name' });
    const both = await gql(
      app,
      ADD_CAT,
      { c: { name: 'Both', departmentNumber: 1, functionId: 1 } },
      { token: admin },
    );
    expect(both.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'functionId' });
    expect(errorCode(await gql(app, ADD_CAT, { c: { name: 'Crew' } }, { token: crew }))).toBe('FORBIDDEN');
    const [theirs] = await app.database.db
      .insert(budgetCategories)
      .values({ projectId: other.id, name: 'Theirs' })
      .returning();
    expect(
      errorCode(await gql(app, ADD_CAT, { id: theirs!.id, c: { name: 'Mine now' } }, { token: admin })),
    ).toBe('NOT_FOUND');
    expect(
      errorCode(
        await gql(
          app,
          'mutation($id: Int!) { DelCategory(CategoryId: $id) }',
          { id: theirs!.id },
          { token: admin },
        ),
      ),
    ).toBe('NOT_FOUND');
  });
});

describe('saved function order (001 §3.15)', () => {
  it('saves per user and reads it back; rejects unknown values and duplicates', async () => {
    const dep = await newDepartment();
    for (let i = 0; i < 3; i++) await gql(app, NEW_FN, { d: dep.value }, { token: admin });
    const SAVE =
      'mutation($d: Int!, $v: [Int!]!) { SaveFunctionOrder(DepartmentNumber: $d, Values: $v) { departmentNumber value } }';
    const saved = await gql(app, SAVE, { d: dep.value, v: [3, 1, 2] }, { token: crew });
    expect(saved.errors).toBeUndefined();
    const read = await gql<{ GetFunctionOrder: { departmentNumber: number; value: number }[] }>(
      app,
      '{ GetFunctionOrder { departmentNumber value } }',
      {},
      { token: crew },
    );
    expect(
      read.data!.GetFunctionOrder.filter((e) => e.departmentNumber === dep.value).map((e) => e.value),
    ).toEqual([3, 1, 2]);
    const adminOrder = await gql<{ GetFunctionOrder: unknown[] }>(
      app,
      '{ GetFunctionOrder { value } }',
      {},
      { token: admin },
    );
    expect(adminOrder.data!.GetFunctionOrder).toEqual([]);
    expect(
      (await gql(app, SAVE, { d: dep.value, v: [1, 9] }, { token: crew })).errors![0]!.extensions,
    ).toMatchObject({ code: 'BAD_USER_INPUT', field: 'Values' });
    expect(
      (await gql(app, SAVE, { d: dep.value, v: [1, 1] }, { token: crew })).errors![0]!.extensions,
    ).toMatchObject({ code: 'BAD_USER_INPUT', field: 'Values' });
    expect(errorCode(await gql(app, SAVE, { d: 9999, v: [] }, { token: crew }))).toBe('NOT_FOUND');
  });
});
