import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app';
import { createProject, createUser, signInAs } from '../../../test/fixtures';
import { errorCode, getTestApp, gql } from '../../../test/harness';
import { budgetCategories } from '../../departments/departments.table';
import { payCodes } from '../../payroll-codes/payroll-codes.table';
import { projects } from '../../projects/projects.table';
import { projectFlagEntities } from '../flags.table';

let app: App;
let project: { id: number; licenseId: number };
let admin: string;
let crew: string;
let crewUser: { userProjectId: number };
let outsider: string;

const ADD_FLAG =
  'mutation($id: Int, $f: ProjectFlagInput!) { AddUpdProjectFlag(FlagId: $id, ProjectFlagInput: $f) { id name type flagId items { id } } }';
const ADD_ITEM = `mutation($id: Int, $i: ProjectFlagItemInput!) {
  AddUpdProjectFlagItem(FlagItemId: $id, ProjectFlagItemInput: $i) { id name factor color disabled bookmark jsFormula fieldType defaultValue payCode category }
}`;
const TAX = '{ GetTaxOptions { id name factor flagId } }';

async function flag(name: string, type = 0, flagId = 0) {
  const result = await gql<{ AddUpdProjectFlag: { id: number } }>(
    app,
    ADD_FLAG,
    { f: { name, type, flagId } },
    { token: admin },
  );
  return result.data!.AddUpdProjectFlag.id;
}
async function item(flagId: number, extra: Record<string, unknown> = {}, token = admin) {
  return gql<{ AddUpdProjectFlagItem: { id: number; bookmark: boolean } }>(
    app,
    ADD_ITEM,
    { i: { flagId, name: 'Item', ...extra } },
    { token },
  );
}

beforeAll(async () => {
  app = await getTestApp();
  project = await createProject(app, { titre: 'Flags' });
  const other = await createProject(app, { titre: 'Other flags' });
  admin = await signInAs(app, (await createUser(app, project.id, { isAdmin: true })).email);
  const member = await createUser(app, project.id);
  crewUser = member;
  crew = await signInAs(app, member.email);
  outsider = await signInAs(app, (await createUser(app, other.id, { isAdmin: true })).email);
  await app.database.db
    .insert(payCodes)
    .values({ licenseId: project.licenseId, code: 'PD1', description: 'Per diem' });
});

describe('flags', () => {
  it('creates a tax flag with a 21% item and lists it in GetProjectFlags', async () => {
    const id = await flag('VAT');
    const added = await item(id, { name: 'VAT 21%', factor: '0.21', color: '#1c7ed6' });
    expect(added.data!.AddUpdProjectFlagItem).toMatchObject({
      name: 'VAT 21%',
      factor: '0.210000',
      color: '#1c7ed6',
    });
    const list = await gql<{ GetProjectFlags: { name: string; items: { name: string }[] }[] }>(
      app,
      '{ GetProjectFlags(Type: 0) { name items { name } } }',
      {},
      { token: crew },
    );
    expect(list.data!.GetProjectFlags.find((f) => f.name === 'VAT')!.items.map((i) => i.name)).toEqual([
      'VAT 21%',
    ]);
  });

  it("rejects a bad colour with 'Invalid HEX color.', a nameless flag, a bad type and a wrong default value", async () => {
    const id = await flag('Colours');
    const colour = await item(id, { color: '#12' });
    expect(colour.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'color' });
    expect(colour.errors![0]!.message).toBe('Invalid HEX color.');
    const noName = await gql(app, ADD_FLAG, { f: { name: '', type: 0 } }, { token: admin });
    expect(noName.errors![0]!.extensions).toMatchObject({ field: 'name' });
    const badType = await gql(app, ADD_FLAG, { f: { name: 'X', type: 9 } }, { token: admin });
    expect(badType.errors![0]!.extensions).toMatchObject({ field: 'type' });
    const badDefault = await item(id, { fieldType: 1, defaultValue: '1.5' });
    expect(badDefault.errors![0]!.extensions).toMatchObject({ field: 'defaultValue' });
    const okDefault = await item(id, { fieldType: 2, defaultValue: '1.5' });
    expect(okDefault.errors).toBeUndefined();
  });

  it('refuses per diem flags while the project has the per diem module off (FORBIDDEN, moduleOff)', async () => {
    await app.database.db.update(projects).set({ usePerDiem: false }).where(eq(projects.id, project.id));
    const off = await gql(app, ADD_FLAG, { f: { name: 'Per diem', type: 4 } }, { token: admin });
    expect(errorCode(off)).toBe('FORBIDDEN');
    expect(off.errors![0]!.message).toBe('This module is switched off for the project.');
    await app.database.db.update(projects).set({ usePerDiem: true }).where(eq(projects.id, project.id));
    expect(
      (await gql(app, ADD_FLAG, { f: { name: 'Per diem', type: 4 } }, { token: admin })).errors,
    ).toBeUndefined();
  });

  it('checks the pay code, the category and the formula on save', async () => {
    await app.database.db.update(projects).set({ usePerDiem: true }).where(eq(projects.id, project.id));
    const id = await flag('Per diem', 4);
    expect((await item(id, { payCode: 'nope' })).errors![0]!.extensions).toMatchObject({ field: 'payCode' });
    expect((await item(id, { payCode: 'pd1' })).errors).toBeUndefined();
    const [theirs] = await app.database.db
      .insert(budgetCategories)
      .values({ projectId: project.id + 1, name: 'x' })
      .returning();
    expect((await item(id, { category: theirs!.id })).errors![0]!.extensions).toMatchObject({
      field: 'category',
    });
    const formula = await item(id, { jsFormula: 'process.exit(1)' });
    expect(formula.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'jsFormula' });
    expect(formula.errors![0]!.message).toMatch(/cannot be run/);
    const good = await item(id, { jsFormula: 'amount * factor', factor: '0.5' });
    expect(good.data!.AddUpdProjectFlagItem).toMatchObject({ jsFormula: 'amount * factor' });
  });

  it('is FORBIDDEN to crew for writes and NOT_FOUND across projects', async () => {
    const id = await flag('Guarded');
    expect(errorCode(await gql(app, ADD_FLAG, { f: { name: 'X', type: 0 } }, { token: crew }))).toBe(
      'FORBIDDEN',
    );
    expect(errorCode(await item(id, {}, crew))).toBe('FORBIDDEN');
    expect(
      errorCode(await gql(app, ADD_FLAG, { id, f: { name: 'Mine', type: 0 } }, { token: outsider })),
    ).toBe('NOT_FOUND');
    const foreign = await item(id, {}, outsider);
    expect(foreign.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'flagId' });
    expect(
      errorCode(
        await gql(app, 'mutation($id: Int!) { DelProjectFlag(FlagId: $id) }', { id }, { token: outsider }),
      ),
    ).toBe('NOT_FOUND');
    expect(
      errorCode(
        await gql(
          app,
          'mutation($id: Int!) { DelProjectFlag(FlagId: $id) }',
          { id: 999999 },
          { token: admin },
        ),
      ),
    ).toBe('NOT_FOUND');
  });

  it('deletes a flag with its items', async () => {
    const id = await flag('Short-lived');
    const itemId = (await item(id)).data!.AddUpdProjectFlagItem.id;
    expect(
      (await gql(app, 'mutation($id: Int!) { DelProjectFlag(FlagId: $id) }', { id }, { token: admin })).data,
    ).toEqual({ DelProjectFlag: id });
    expect(
      errorCode(
        await gql(
          app,
          'mutation($id: Int!) { DelProjectFlagItem(FlagItemId: $id) }',
          { id: itemId },
          { token: admin },
        ),
      ),
    ).toBe('NOT_FOUND');
  });
});

describe('tax options (000 §5)', () => {
  it('lists only enabled items of tax groups with flagId 0', async () => {
    const group = await flag('Tax group A');
    const enabled = (await item(group, { name: 'Reduced 6%', factor: '0.06' })).data!.AddUpdProjectFlagItem
      .id;
    const disabled = (await item(group, { name: 'Old 19%', factor: '0.19', disabled: true })).data!
      .AddUpdProjectFlagItem.id;
    const child = await flag('Child group', 0, group);
    const childItem = (await item(child, { name: 'Child 10%' })).data!.AddUpdProjectFlagItem.id;
    const custom = await flag('Not a tax', 1);
    const customItem = (await item(custom, { name: 'Custom' })).data!.AddUpdProjectFlagItem.id;
    await flag('Empty tax group');
    const ids = (
      await gql<{ GetTaxOptions: { id: number }[] }>(app, TAX, {}, { token: crew })
    ).data!.GetTaxOptions.map((o) => o.id);
    expect(ids).toContain(enabled);
    expect(ids).not.toContain(disabled);
    expect(ids).not.toContain(childItem);
    expect(ids).not.toContain(customItem);
  });
});

describe('favourites (001 §3.15)', () => {
  it('are kept per user, read back as bookmark and sorted first', async () => {
    const group = await flag('Favourites');
    const a = (await item(group, { name: 'A 1%' })).data!.AddUpdProjectFlagItem.id;
    const b = (await item(group, { name: 'B 2%' })).data!.AddUpdProjectFlagItem.id;
    const SET = 'mutation($id: Int!, $f: Boolean!) { SetFavouriteFlagItem(FlagItemId: $id, Favourite: $f) }';
    expect((await gql(app, SET, { id: b, f: true }, { token: crew })).data).toEqual({
      SetFavouriteFlagItem: true,
    });
    const LIST = 'query($s: Boolean) { GetProjectFlagItems(Types: [0], SortByBookMark: $s) { id bookmark } }';
    const sorted = (
      await gql<{ GetProjectFlagItems: { id: number; bookmark: boolean }[] }>(
        app,
        LIST,
        { s: true },
        { token: crew },
      )
    ).data!.GetProjectFlagItems;
    expect(sorted[0]).toEqual({ id: b, bookmark: true });
    expect(sorted.find((i) => i.id === a)!.bookmark).toBe(false);
    const forAdmin = (
      await gql<{ GetProjectFlagItems: { id: number; bookmark: boolean }[] }>(app, LIST, {}, { token: admin })
    ).data!.GetProjectFlagItems;
    expect(forAdmin.find((i) => i.id === b)!.bookmark).toBe(false);
    expect(errorCode(await gql(app, SET, { id: 999999, f: true }, { token: crew }))).toBe('NOT_FOUND');
  });
});

describe('AddUpdProjectFlagEntity', () => {
  const SET = `mutation($e: Int!, $t: Int!, $l: [ProjectFlagEntityInput!]!, $r: Boolean) {
    AddUpdProjectFlagEntity(EntityId: $e, EntityType: $t, ProjectFlagEntityInput: $l, AllRemovedBefore: $r) { flagId value }
  }`;
  it('replaces the links by default and adds to them with AllRemovedBefore false', async () => {
    const group = await flag('Entity flags', 1);
    const x = (await item(group, { name: 'X' })).data!.AddUpdProjectFlagItem.id;
    const y = (await item(group, { name: 'Y' })).data!.AddUpdProjectFlagItem.id;
    const user = crewUser.userProjectId;
    await gql(app, SET, { e: user, t: 2, l: [{ flagId: x, value: 'a' }] }, { token: admin });
    const replaced = await gql<{ AddUpdProjectFlagEntity: { flagId: number }[] }>(
      app,
      SET,
      { e: user, t: 2, l: [{ flagId: y, value: 'b' }] },
      { token: admin },
    );
    expect(replaced.data!.AddUpdProjectFlagEntity.map((l) => l.flagId)).toEqual([y]);
    const added = await gql<{ AddUpdProjectFlagEntity: { flagId: number }[] }>(
      app,
      SET,
      { e: user, t: 2, l: [{ flagId: x, value: 'c' }], r: false },
      { token: admin },
    );
    expect(added.data!.AddUpdProjectFlagEntity.map((l) => l.flagId).sort()).toEqual([x, y].sort());
    const rows = await app.database.db
      .select()
      .from(projectFlagEntities)
      .where(and(eq(projectFlagEntities.entityId, user), eq(projectFlagEntities.type, 2)));
    expect(rows).toHaveLength(2);
  });

  it('rejects an unknown entity type, another project entity and a foreign item', async () => {
    const group = await flag('Entity checks', 1);
    const x = (await item(group, { name: 'X' })).data!.AddUpdProjectFlagItem.id;
    expect(
      (await gql(app, SET, { e: 1, t: 99, l: [] }, { token: admin })).errors![0]!.extensions,
    ).toMatchObject({ field: 'EntityType' });
    expect(errorCode(await gql(app, SET, { e: 999999, t: 2, l: [{ flagId: x }] }, { token: admin }))).toBe(
      'NOT_FOUND',
    );
    expect(
      errorCode(
        await gql(app, SET, { e: crewUser.userProjectId, t: 2, l: [{ flagId: x }] }, { token: outsider }),
      ),
    ).toBe('NOT_FOUND');
    expect(
      errorCode(
        await gql(app, SET, { e: crewUser.userProjectId, t: 2, l: [{ flagId: x }] }, { token: crew }),
      ),
    ).toBe('FORBIDDEN');
  });
});
