import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app';
import { createProject, createUser, signInAs } from '../../../test/fixtures';
import { getTestApp, gql } from '../../../test/harness';
import { budgetCategories, departments } from '../../departments/departments.table';
import { projectFlagItems, projectFlags } from '../../flags/flags.table';

// Issue 13: a copy's categories, departments and flags are copied by their own domains, following the
// 'project.copying' event in the copying transaction; flag items and departments take the new category ids.
let app: App;
let originId: number;
let admin: string;

beforeAll(async () => {
  app = await getTestApp();
  originId = (await createProject(app, { titre: 'Origin' })).id;
  admin = await signInAs(app, (await createUser(app, originId, { isAdmin: true })).email);
  const db = app.database.db;
  const [lenses] = await db
    .insert(budgetCategories)
    .values({ projectId: originId, name: 'Lenses' })
    .returning();
  await db
    .update(departments)
    .set({ categoryId: lenses!.id, categoryLinkedToDep: true })
    .where(eq(departments.projectId, originId));
  const [flag] = await db
    .insert(projectFlags)
    .values({ projectId: originId, type: 1, name: 'Cost code' })
    .returning();
  await db
    .insert(projectFlagItems)
    .values({ projectId: originId, flagId: flag!.id, name: 'Rental', category: lenses!.id });
});

const copy = async (filter?: string[]) => {
  const result = await gql<{ CopyProject: number }>(
    app,
    'mutation($p: Int!, $f: [String!]) { CopyProject(ProjectId: $p, Filter: $f) }',
    { p: originId, f: filter },
    { token: admin },
  );
  expect(result.errors).toBeUndefined();
  return result.data!.CopyProject;
};

describe('CopyProject copies departments and flags through their domains (issue 13)', () => {
  it('copies categories, departments and flags, pointing at the new categories', async () => {
    const copyId = await copy();
    const db = app.database.db;
    const [category] = await db.select().from(budgetCategories).where(eq(budgetCategories.projectId, copyId));
    expect(category).toMatchObject({ name: 'Lenses' });
    const deps = await db.select().from(departments).where(eq(departments.projectId, copyId));
    expect(deps.map((d) => [d.value, d.message, d.categoryId, d.categoryLinkedToDep])).toEqual(
      expect.arrayContaining([
        [1, 'Production', category!.id, true],
        [2, 'Camera', category!.id, true],
      ]),
    );
    const [flag] = await db.select().from(projectFlags).where(eq(projectFlags.projectId, copyId));
    expect(flag).toMatchObject({ name: 'Cost code' });
    const items = await db.select().from(projectFlagItems).where(eq(projectFlagItems.projectId, copyId));
    expect(items.map((i) => [i.name, i.flagId, i.category])).toEqual([['Rental', flag!.id, category!.id]]);
  });

  it('copies only the named parts: flags without categories lose their category', async () => {
    const copyId = await copy(['flags']);
    const db = app.database.db;
    expect(await db.select().from(budgetCategories).where(eq(budgetCategories.projectId, copyId))).toEqual(
      [],
    );
    expect(await db.select().from(departments).where(eq(departments.projectId, copyId))).toEqual([]);
    const items = await db.select().from(projectFlagItems).where(eq(projectFlagItems.projectId, copyId));
    expect(items.map((i) => [i.name, i.category])).toEqual([['Rental', null]]);
  });
});
