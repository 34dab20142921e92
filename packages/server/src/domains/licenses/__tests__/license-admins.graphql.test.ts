import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app';
import { addMembership, createProject, createUser, type FixtureUser, signInAs } from '../../../test/fixtures';
import { errorCode, getTestApp, gql } from '../../../test/harness';
import { projects } from '../../projects/projects.table';
import { licenseAdminAudit } from '../license-admins.table';

// Issue 12 item 2: an administrator of project A only read B's members and settings, renamed B and switched
// its modules off, copied and deleted B. License administration is now a role held on the license.

let app: App;
let a: { id: number; licenseId: number };
let b: { id: number; licenseId: number };
let elsewhere: { id: number; licenseId: number };
let adminA: FixtureUser;
let licenseAdmin: FixtureUser;
let tokens: { adminA: string; licenseAdmin: string };

const PROJECT_INPUT = { titre: 'Renamed by someone', useExpense: false };

/** Every operation of item 2, aimed at project B. */
const CASES: [string, string, () => Record<string, unknown>][] = [
  ['Users(projectID)', 'query($p: Int) { Users(projectID: $p) { id } }', () => ({ p: b.id })],
  ['Project(projectID)', 'query($p: Int!) { Project(projectID: $p) { titre } }', () => ({ p: b.id })],
  [
    'updMyProject',
    'mutation($p: Int!, $n: ProjectInput!) { updMyProject(projectId: $p, newProject: $n) { id } }',
    () => ({ p: b.id, n: PROJECT_INPUT }),
  ],
  ['CopyProject', 'mutation($p: Int!) { CopyProject(ProjectId: $p) }', () => ({ p: b.id })],
  [
    'NewPmeProject',
    'mutation($p: Int!) { NewPmeProject(ProjectId: $p, PmeName: "Side business") }',
    () => ({ p: b.id }),
  ],
  [
    'addProject(OriginProjectId)',
    'mutation($p: Int!) { addProject(newProject: { titre: "Sequel" }, OriginProjectId: $p) { id } }',
    () => ({ p: b.id }),
  ],
];

beforeAll(async () => {
  app = await getTestApp();
  a = await createProject(app, { titre: 'Alpha' });
  b = await createProject(app, { titre: 'Bravo', licenseId: a.licenseId });
  elsewhere = await createProject(app, { titre: 'Other license' });
  adminA = await createUser(app, a.id, { isAdmin: true, rights: ['canAccessUsers'] });
  licenseAdmin = await createUser(app, a.id, { isAdmin: true, isLicenseAdmin: true });
  await createUser(app, b.id, { name: 'Bravo-crew' });
  tokens = {
    adminA: await signInAs(app, adminA.email),
    licenseAdmin: await signInAs(app, licenseAdmin.email),
  };
});

const ask = (query: string, variables: Record<string, unknown>, token: string) =>
  gql(app, query, variables, { token });

describe('a project administrator acts on their projects only', () => {
  it.each(CASES)(
    '%s on another project of the license: NOT_FOUND, nothing changes',
    async (_name, query, vars) => {
      const result = await ask(query, vars(), tokens.adminA);
      expect(errorCode(result)).toBe('NOT_FOUND');
      const [row] = await app.database.db.select().from(projects).where(eq(projects.id, b.id));
      expect(row).toMatchObject({ titre: 'Bravo', useExpense: true });
    },
  );

  it.each(CASES)('%s: allowed to a license administrator', async (_name, query, vars) => {
    const result = await ask(query, vars(), tokens.licenseAdmin);
    expect(result.errors).toBeUndefined();
  });

  it('DelProject: NOT_FOUND for the project administrator, done by the license administrator', async () => {
    const doomed = await createProject(app, { titre: 'Doomed', licenseId: a.licenseId });
    const DEL = 'mutation($p: Int!) { DelProject(ProjectId: $p) }';
    expect(errorCode(await ask(DEL, { p: doomed.id }, tokens.adminA))).toBe('NOT_FOUND');
    expect((await ask(DEL, { p: doomed.id }, tokens.licenseAdmin)).data).toEqual({ DelProject: doomed.id });
    expect(errorCode(await ask(DEL, { p: elsewhere.id }, tokens.licenseAdmin))).toBe('NOT_FOUND');
  });

  it('the license-wide lists and counts are for license administrators', async () => {
    const LIST = '{ Users(myProject: false) { id name } }';
    const COUNT = '{ GetCountTotalOfUser(UseLicense: true) }';
    expect(errorCode(await ask(LIST, {}, tokens.adminA))).toBe('FORBIDDEN');
    expect(errorCode(await ask(COUNT, {}, tokens.adminA))).toBe('FORBIDDEN');
    const list = await gql<{ Users: { name: string }[] }>(app, LIST, {}, { token: tokens.licenseAdmin });
    expect(list.data!.Users.map((u) => u.name)).toContain('Bravo-crew');
  });

  it('Projects lists the projects of the caller, all of the license for its administrators', async () => {
    const LIST = '{ Projects { id } }';
    const mine = await gql<{ Projects: { id: number }[] }>(app, LIST, {}, { token: tokens.adminA });
    expect(mine.data!.Projects.map((p) => p.id)).toEqual([a.id]);
    const all = await gql<{ Projects: { id: number }[] }>(app, LIST, {}, { token: tokens.licenseAdmin });
    expect(all.data!.Projects.map((p) => p.id)).toEqual(expect.arrayContaining([a.id, b.id]));
  });

  it("the user export of another project's members: NOT_FOUND", async () => {
    const response = await fetch(`${app.url}/files/exports`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens.adminA}` },
      body: JSON.stringify({ name: 'user', format: 'csv', filter: { projectID: b.id } }),
    });
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('Bravo-crew');
  });

  it('an administrator of B too may act on B from A', async () => {
    const both = await createUser(app, a.id, { isAdmin: true });
    await addMembership(app, both.id, b.id, { isAdmin: true });
    const result = await ask(CASES[1]![1], CASES[1]![2](), await signInAs(app, both.email));
    expect(result.errors).toBeUndefined();
  });

  it('DelUser of a person in other projects of the license: FORBIDDEN unless license administrator', async () => {
    const person = await createUser(app, a.id);
    await addMembership(app, person.id, b.id);
    const DEL = 'mutation($u: Int!) { DelUser(userID: $u) }';
    const refused = await ask(DEL, { u: person.id }, tokens.adminA);
    expect(errorCode(refused)).toBe('FORBIDDEN');
    expect(refused.errors![0]!.message).toMatch(/only a license administrator may delete the account/);
    expect((await ask(DEL, { u: person.id }, tokens.licenseAdmin)).data).toEqual({ DelUser: person.id });
  });
});

describe('granting and revoking license administration', () => {
  const LIST = '{ LicenseAdmins { userId fullName grantedByName } }';
  const GRANT = 'mutation($u: Int!) { GrantLicenseAdmin(UserId: $u) { userId } }';
  const REVOKE = 'mutation($u: Int!, $l: Int) { RevokeLicenseAdmin(UserId: $u, LicenseId: $l) { userId } }';

  it('is for license administrators only', async () => {
    expect(errorCode(await ask(LIST, {}, tokens.adminA))).toBe('FORBIDDEN');
    expect(errorCode(await ask(GRANT, { u: adminA.id }, tokens.adminA))).toBe('FORBIDDEN');
    expect(errorCode(await ask('{ LicenseAdminAudit { id } }', {}, tokens.adminA))).toBe('FORBIDDEN');
  });

  it('grants at once, audited; the new license administrator then acts on B; revoking ends it at once', async () => {
    const granted = await gql<{ GrantLicenseAdmin: { userId: number }[] }>(
      app,
      GRANT,
      { u: adminA.id },
      { token: tokens.licenseAdmin },
    );
    expect(granted.data!.GrantLicenseAdmin.map((r) => r.userId)).toContain(adminA.id);
    // The role is read on every request: the token signed before the grant works with it.
    expect((await ask(CASES[1]![1], CASES[1]![2](), tokens.adminA)).errors).toBeUndefined();
    const list = await gql<{ LicenseAdmins: { userId: number; grantedByName: string | null }[] }>(
      app,
      LIST,
      {},
      { token: tokens.licenseAdmin },
    );
    expect(list.data!.LicenseAdmins.find((r) => r.userId === adminA.id)?.grantedByName).toBe('Tess Tester');

    const revoked = await ask(REVOKE, { u: adminA.id }, tokens.licenseAdmin);
    expect(revoked.errors).toBeUndefined();
    expect(errorCode(await ask(CASES[1]![1], CASES[1]![2](), tokens.adminA))).toBe('NOT_FOUND');

    const audit = await app.database.db
      .select()
      .from(licenseAdminAudit)
      .where(eq(licenseAdminAudit.targetUserId, adminA.id));
    expect(audit.map((r) => [r.actorUserId, r.before, r.after])).toEqual([
      [licenseAdmin.id, false, true],
      [licenseAdmin.id, true, false],
    ]);
    const trail = await gql<{
      LicenseAdminAudit: { targetName: string; actorName: string; after: string }[];
    }>(app, '{ LicenseAdminAudit { targetName actorName after } }', {}, { token: tokens.licenseAdmin });
    expect(trail.data!.LicenseAdminAudit[0]).toMatchObject({ actorName: 'Tess Tester', after: 'false' });
  });

  it('refuses the last license administrator, a stranger to the license and another license', async () => {
    const last = await ask(REVOKE, { u: licenseAdmin.id }, tokens.licenseAdmin);
    expect(errorCode(last)).toBe('CONFLICT');
    expect(last.errors![0]!.message).toBe('A license keeps at least one license administrator.');
    const stranger = await createUser(app, elsewhere.id);
    const refused = await ask(GRANT, { u: stranger.id }, tokens.licenseAdmin);
    expect(refused.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'UserId' });
    const other = await ask(REVOKE, { u: licenseAdmin.id, l: elsewhere.licenseId }, tokens.licenseAdmin);
    expect(errorCode(other)).toBe('NOT_FOUND');
  });
});

describe('signInAs borrows no license power', () => {
  const AS = 'mutation($u: Int!) { signInAs(userID: $u) }';

  it("refuses a license administrator's session to a project administrator", async () => {
    expect(errorCode(await ask(AS, { u: licenseAdmin.id }, tokens.adminA))).toBe('FORBIDDEN');
  });

  it("keeps the borrowed session in the administrator's project and away from the person's identity", async () => {
    const person = await createUser(app, a.id);
    await addMembership(app, person.id, b.id, { isAdmin: true });
    const borrowed = await gql<{ signInAs: string }>(app, AS, { u: person.id }, { token: tokens.adminA });
    const token = borrowed.data!.signInAs;
    expect(
      errorCode(await ask('mutation($p: Int!) { changeProject(projectID: $p) }', { p: b.id }, token)),
    ).toBe('NOT_FOUND');
    const refreshed = await gql<{ refreshToken: string }>(app, '{ refreshToken }', {}, { token });
    expect(
      errorCode(
        await ask(
          'mutation($p: Int!) { changeProject(projectID: $p) }',
          { p: b.id },
          refreshed.data!.refreshToken,
        ),
      ),
    ).toBe('NOT_FOUND');
    const password = await ask(
      'mutation { UpdMyPassword(OldPassword: "fixture-Password-1", NewPassword: "taken-over-1") }',
      {},
      token,
    );
    expect(errorCode(password)).toBe('FORBIDDEN');
    expect(errorCode(await ask('mutation { SignOutEverywhere }', {}, token))).toBe('FORBIDDEN');
  });
});
