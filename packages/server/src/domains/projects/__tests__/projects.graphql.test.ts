import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app';
import { createProject, createUser, type FixtureUser, signInAs } from '../../../test/fixtures';
import { errorCode, getTestApp, gql } from '../../../test/harness';
import { budgetCategories, departments, functions } from '../../departments/departments.table';
import { projectFlagItems, projectFlags } from '../../flags/flags.table';
import { suppliers } from '../../suppliers/suppliers.table';
import { userProjects, users } from '../../users/users.table';
import { projects } from '../projects.table';

let app: App;
let project: { id: number; licenseId: number };
let otherLicense: { id: number; licenseId: number };
let adminUser: FixtureUser;
let admin: string;
let prod: string;
let crew: string;
let outsider: string;

const PROJECT_FIELDS =
  'id titre currency regionalSetting useExpense usePerDiem startDate endDate maxExpenseItemsPerSheet lastPoFormat license { companyName } numberOfUser legalEntities { id name supplierBankAccounts { iban } }';
const UPD = `mutation($id: Int!, $p: ProjectInput!, $s: [Int!]) { updMyProject(projectId: $id, newProject: $p, SupplierID: $s) { ${PROJECT_FIELDS} } }`;
const ADD = `mutation($p: ProjectInput!, $o: Int) { addProject(newProject: $p, OriginProjectId: $o) { id titre currency usePerDiem } }`;

beforeAll(async () => {
  app = await getTestApp();
  project = await createProject(app, { titre: 'Origin' });
  otherLicense = await createProject(app, { titre: 'Elsewhere' });
  adminUser = await createUser(app, project.id, { isAdmin: true });
  admin = await signInAs(app, adminUser.email);
  prod = await signInAs(app, (await createUser(app, project.id, { isProd: true })).email);
  crew = await signInAs(app, (await createUser(app, project.id)).email);
  outsider = await signInAs(app, (await createUser(app, otherLicense.id, { isAdmin: true })).email);
});

describe('myProject, Project and Projects', () => {
  it('myProject gives every member the full project', async () => {
    const result = await gql<{
      myProject: { titre: string; license: { companyName: string }; numberOfUser: number };
    }>(app, `{ myProject { ${PROJECT_FIELDS} } }`, {}, { token: crew });
    expect(result.data!.myProject).toMatchObject({
      titre: 'Origin',
      license: { companyName: 'Test license' },
      numberOfUser: 3,
    });
  });

  it("Projects lists the caller license's projects; another license is NOT_FOUND; crew is FORBIDDEN", async () => {
    const list = await gql<{ Projects: { titre: string; licenseID: number }[] }>(
      app,
      '{ Projects { titre licenseID } }',
      {},
      { token: admin },
    );
    expect(list.data!.Projects.every((p) => p.licenseID === project.licenseId)).toBe(true);
    expect(list.data!.Projects.map((p) => p.titre)).not.toContain('Elsewhere');
    expect(
      errorCode(
        await gql(
          app,
          'query($l: Int) { Projects(licenseID: $l) { id } }',
          { l: otherLicense.licenseId },
          { token: admin },
        ),
      ),
    ).toBe('NOT_FOUND');
    expect(errorCode(await gql(app, '{ Projects { id } }', {}, { token: crew }))).toBe('FORBIDDEN');
  });

  it('Project reads a project of the license for a config user; another license is NOT_FOUND', async () => {
    const ok = await gql<{ Project: { titre: string } }>(
      app,
      'query($id: Int!) { Project(projectID: $id) { titre } }',
      { id: project.id },
      { token: prod },
    );
    expect(ok.data!.Project.titre).toBe('Origin');
    expect(
      errorCode(
        await gql(
          app,
          'query($id: Int!) { Project(projectID: $id) { id } }',
          { id: otherLicense.id },
          { token: admin },
        ),
      ),
    ).toBe('NOT_FOUND');
  });
});

describe('updMyProject', () => {
  it('saves the settings and the legal entities', async () => {
    const [entity] = await app.database.db
      .insert(suppliers)
      .values({ licenseId: project.licenseId, name: 'Origin SRL' })
      .returning();
    const result = await gql<{ updMyProject: Record<string, unknown> }>(
      app,
      UPD,
      {
        id: project.id,
        p: {
          titre: 'Origin',
          currency: 2,
          regionalSetting: 3,
          usePerDiem: true,
          startDate: '2026-09-01',
          endDate: '2027-03-31',
          maxExpenseItemsPerSheet: 25,
          lastPoFormat: 'PO-{number}',
        },
        s: [entity!.id],
      },
      { token: prod },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data!.updMyProject).toMatchObject({
      currency: 2,
      regionalSetting: 3,
      usePerDiem: true,
      endDate: '2027-03-31',
      maxExpenseItemsPerSheet: 25,
      lastPoFormat: 'PO-{number}',
      legalEntities: [{ id: entity!.id, name: 'Origin SRL', supplierBankAccounts: [] }],
    });
  });

  it('names the field of bad input and changes nothing', async () => {
    for (const [p, field] of [
      [{ titre: '' }, 'titre'],
      [{ titre: 'X', currency: 99 }, 'currency'],
      [{ titre: 'X', startDate: '2026-10-01', endDate: '2026-09-01' }, 'endDate'],
      [{ titre: 'X', startDate: '2026-02-30' }, 'startDate'],
      [{ titre: 'X', timeZone: 'Mars/Olympus' }, 'timeZone'],
    ] as const) {
      const result = await gql(app, UPD, { id: project.id, p }, { token: admin });
      expect(result.errors![0]!.extensions, field).toMatchObject({ code: 'BAD_USER_INPUT', field });
    }
    const [row] = await app.database.db.select().from(projects).where(eq(projects.id, project.id));
    expect(row!.titre).toBe('Origin');
  });

  it("refuses another license's supplier, crew, and another license's project", async () => {
    const [theirs] = await app.database.db
      .insert(suppliers)
      .values({ licenseId: otherLicense.licenseId, name: 'Theirs' })
      .returning();
    const bad = await gql(
      app,
      UPD,
      { id: project.id, p: { titre: 'Origin' }, s: [theirs!.id] },
      { token: admin },
    );
    expect(bad.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'SupplierID' });
    expect(errorCode(await gql(app, UPD, { id: project.id, p: { titre: 'X' } }, { token: crew }))).toBe(
      'FORBIDDEN',
    );
    expect(errorCode(await gql(app, UPD, { id: project.id, p: { titre: 'X' } }, { token: outsider }))).toBe(
      'NOT_FOUND',
    );
  });
});

describe('addProject with OriginProjectId', () => {
  it('copies settings, departments, functions, categories and flags, and makes the caller its admin', async () => {
    const db = app.database.db;
    const [category] = await db
      .insert(budgetCategories)
      .values({ projectId: project.id, name: 'Camera equipment', costCenter: '2100' })
      .returning();
    await db
      .update(departments)
      .set({ categoryId: category!.id, categoryLinkedToDep: true })
      .where(eq(departments.projectId, project.id));
    await db.insert(functions).values({
      projectId: project.id,
      departmentNumber: 2,
      value: 1,
      message: 'DOP',
      categoryId: category!.id,
    });
    const [vat] = await db
      .insert(projectFlags)
      .values({ projectId: project.id, type: 0, name: 'VAT' })
      .returning();
    await db.insert(projectFlagItems).values({
      projectId: project.id,
      flagId: vat!.id,
      name: 'VAT 21%',
      factor: '0.21',
      category: category!.id,
    });
    await db.update(projects).set({ currency: 3, usePerDiem: true }).where(eq(projects.id, project.id));

    const result = await gql<{
      addProject: { id: number; titre: string; currency: number; usePerDiem: boolean };
    }>(app, ADD, { p: { titre: 'Sequel' }, o: project.id }, { token: admin });
    expect(result.errors).toBeUndefined();
    const created = result.data!.addProject;
    expect(created).toMatchObject({ titre: 'Sequel', currency: 3, usePerDiem: true });
    const deps = await db.select().from(departments).where(eq(departments.projectId, created.id));
    expect(deps.map((d) => d.message).sort()).toEqual(['Camera', 'Production']);
    const [newCategory] = await db
      .select()
      .from(budgetCategories)
      .where(eq(budgetCategories.projectId, created.id));
    expect(newCategory).toMatchObject({ name: 'Camera equipment', costCenter: '2100' });
    expect(deps.every((d) => d.categoryId === newCategory!.id)).toBe(true);
    const [fn] = await db.select().from(functions).where(eq(functions.projectId, created.id));
    expect(fn).toMatchObject({ message: 'DOP', categoryId: newCategory!.id });
    const [item] = await db.select().from(projectFlagItems).where(eq(projectFlagItems.projectId, created.id));
    expect(item).toMatchObject({ name: 'VAT 21%', category: newCategory!.id });
    const [membership] = await db.select().from(userProjects).where(eq(userProjects.projectId, created.id));
    expect(membership).toMatchObject({ userId: adminUser.id, isAdmin: true });
    const switched = await gql<{ changeProject: string }>(
      app,
      'mutation($p: Int!) { changeProject(projectID: $p) }',
      { p: created.id },
      { token: admin },
    );
    expect(switched.errors).toBeUndefined();
  });

  it('refuses an origin of another license, a nameless project and non-admins', async () => {
    // A project the caller may not administer does not exist for them (issue 12 item 2).
    const foreign = await gql(app, ADD, { p: { titre: 'X' }, o: otherLicense.id }, { token: admin });
    expect(errorCode(foreign)).toBe('NOT_FOUND');
    expect(
      (await gql(app, ADD, { p: { titre: ' ' } }, { token: admin })).errors![0]!.extensions,
    ).toMatchObject({ field: 'titre' });
    expect(errorCode(await gql(app, ADD, { p: { titre: 'X' } }, { token: prod }))).toBe('FORBIDDEN');
  });
});

describe('CopyProject, NewPmeProject, DelProject', () => {
  it('copies with a filter and creates a small-business project', async () => {
    const copy = await gql<{ CopyProject: number }>(
      app,
      'mutation($p: Int!, $f: [String!]) { CopyProject(ProjectId: $p, Filter: $f) }',
      { p: project.id, f: ['settings'] },
      { token: admin },
    );
    const copyId = copy.data!.CopyProject;
    const [row] = await app.database.db.select().from(projects).where(eq(projects.id, copyId));
    expect(row!.titre).toBe('Origin (copy)');
    expect(
      await app.database.db.select().from(departments).where(eq(departments.projectId, copyId)),
    ).toHaveLength(0);
    const pme = await gql<{ NewPmeProject: number }>(
      app,
      'mutation($p: Int!, $n: String!) { NewPmeProject(ProjectId: $p, PmeName: $n) }',
      { p: project.id, n: 'Studio rental' },
      { token: admin },
    );
    const [pmeRow] = await app.database.db
      .select()
      .from(projects)
      .where(eq(projects.id, pme.data!.NewPmeProject));
    expect(pmeRow).toMatchObject({ titre: 'Studio rental', projectType: 1 });
    const badFilter = await gql(
      app,
      'mutation($p: Int!, $f: [String!]) { CopyProject(ProjectId: $p, Filter: $f) }',
      { p: project.id, f: ['everything'] },
      { token: admin },
    );
    expect(errorCode(badFilter)).toBe('BAD_USER_INPUT');
  });

  it('deletes another project of the license, refuses the current one and other licenses', async () => {
    const copy = await gql<{ CopyProject: number }>(
      app,
      'mutation($p: Int!) { CopyProject(ProjectId: $p) }',
      { p: project.id },
      { token: admin },
    );
    const DEL = 'mutation($p: Int!) { DelProject(ProjectId: $p) }';
    expect((await gql(app, DEL, { p: copy.data!.CopyProject }, { token: admin })).data).toEqual({
      DelProject: copy.data!.CopyProject,
    });
    const current = await gql(app, DEL, { p: project.id }, { token: admin });
    expect(errorCode(current)).toBe('CONFLICT');
    expect(current.errors![0]!.message).toMatch(/project you are working in/);
    expect(errorCode(await gql(app, DEL, { p: otherLicense.id }, { token: admin }))).toBe('NOT_FOUND');
    expect(errorCode(await gql(app, DEL, { p: project.id }, { token: crew }))).toBe('FORBIDDEN');
  });
});

describe('crew profile form options (001 §3.11)', () => {
  const UPD_OPT =
    'mutation($o: ProjectFieldOptionInput!) { UpdProjectFieldOption(ProjectFieldOption: $o) { useAllergies mandatoryAllergies useEmail showMyEmailInCrewList } }';
  it('reads all off, saves use/mandatory (mandatory implies use), FORBIDDEN to crew', async () => {
    const before = await gql<{ GetProjectFieldOption: { useAllergies: boolean } }>(
      app,
      '{ GetProjectFieldOption { useAllergies } }',
      {},
      { token: crew },
    );
    expect(before.data!.GetProjectFieldOption.useAllergies).toBe(false);
    const saved = await gql<{ UpdProjectFieldOption: unknown }>(
      app,
      UPD_OPT,
      { o: { mandatoryAllergies: true, showMyEmailInCrewList: true } },
      { token: prod },
    );
    expect(saved.data!.UpdProjectFieldOption).toEqual({
      useAllergies: true,
      mandatoryAllergies: true,
      useEmail: false,
      showMyEmailInCrewList: true,
    });
    expect(errorCode(await gql(app, UPD_OPT, { o: {} }, { token: crew }))).toBe('FORBIDDEN');
  });
});

describe('GetUserLastProject and modules on the profile', () => {
  it('answers for the caller, refuses crew asking for others', async () => {
    await app.database.db.update(users).set({ lastProjectId: project.id }).where(eq(users.id, adminUser.id));
    const own = await gql<{ GetUserLastProject: { id: number } | null }>(
      app,
      'query($u: Int!) { GetUserLastProject(UserId: $u) { id } }',
      { u: adminUser.id },
      { token: admin },
    );
    expect(own.data!.GetUserLastProject).toEqual({ id: project.id });
    expect(
      errorCode(
        await gql(
          app,
          'query($u: Int!) { GetUserLastProject(UserId: $u) { id } }',
          { u: adminUser.id },
          { token: crew },
        ),
      ),
    ).toBe('FORBIDDEN');
  });

  it("lists the project's switched-on modules on myProfile", async () => {
    await app.database.db
      .update(projects)
      .set({ useExpense: false, usePlanning: true })
      .where(eq(projects.id, project.id));
    const result = await gql<{ myProfile: { modules: string[] } }>(
      app,
      '{ myProfile { modules } }',
      {},
      { token: crew },
    );
    expect(result.data!.myProfile.modules).toContain('usePlanning');
    expect(result.data!.myProfile.modules).not.toContain('useExpense');
  });
});
