import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app';
import {
  addLicenseAdmin,
  createProject,
  createUser,
  type FixtureUser,
  removeLicenseAdmin,
  signInAs,
} from '../../../test/fixtures';
import { errorCode, getMailbox, getTestApp, gql } from '../../../test/harness';
import { functions } from '../../departments/departments.table';
import { projectFlagItems, projectFlags } from '../../flags/flags.table';
import { projectFieldOptions } from '../../projects/projects.table';
import { contracts } from '../users.table';

let app: App;
let projectId: number;
let admin: FixtureUser;
let adminToken: string;
let crewToken: string;
let outsiderToken: string;
let lena: FixtureUser;
let jose: FixtureUser;
let crew: FixtureUser;

const USERS = `query($k: String, $d: Int, $f: Int, $l: Int, $o: Int, $s: String, $so: Int, $g: Boolean, $fe: Boolean) {
  Users(KeyWord: $k, Department: $d, Function: $f, limit: $l, Offset: $o, sortField: $s, sortOrder: $so, GroupByContract: $g, ForExpense: $fe) {
    id fullName email departmentNumber departmentName functionNumber underContract isAdmin canAccessUsers validationLevel
  } }`;

beforeAll(async () => {
  app = await getTestApp();
  const project = await createProject(app, { titre: 'People project' });
  projectId = project.id;
  const other = await createProject(app);
  admin = await createUser(app, projectId, { isAdmin: true, name: 'Admin', firstName: 'Ada' });
  adminToken = await signInAs(app, admin.email);
  lena = await createUser(app, projectId, { name: 'Müller', firstName: 'Léna', departmentNumber: 2 });
  jose = await createUser(app, projectId, { name: 'García', firstName: 'José', departmentNumber: 2 });
  crew = await createUser(app, projectId, { name: 'Crew', firstName: 'Carl', rights: ['canAccessCrewList'] });
  crewToken = await signInAs(app, crew.email);
  outsiderToken = await signInAs(app, (await createUser(app, other.id, { isAdmin: true })).email);
  // José's contract has ended.
  await app.database.db
    .update(contracts)
    .set({ startDate: '2020-01-01', endDate: '2020-12-31' })
    .where(eq(contracts.userProjectId, jose.userProjectId));
});

type Row = { id: number; fullName: string; email: string | null; underContract: boolean };
const users = async (vars: Record<string, unknown>, token = adminToken) =>
  (await gql<{ Users: Row[] }>(app, USERS, vars, { token })).data?.Users ?? [];

describe('Users (001 §5, §7.3)', () => {
  it('searches with trimmed, accent-free terms that must all match', async () => {
    expect((await users({ k: '  lena ' })).map((u) => u.id)).toEqual([lena.id]);
    expect((await users({ k: 'MULLER léna' })).map((u) => u.id)).toEqual([lena.id]);
    expect((await users({ k: 'jose' })).map((u) => u.id)).toEqual([jose.id]);
    expect(await users({ k: 'lena garcia' })).toEqual([]);
    expect((await users({ k: '%' })).length).toBe(0);
  });

  it('filters by department (-1 means without one) and function, sorts and pages', async () => {
    expect((await users({ d: 2 })).map((u) => u.id).sort()).toEqual([lena.id, jose.id].sort());
    expect(await users({ d: -1 })).toEqual([]);
    const all = await users({ s: 'name' });
    expect(all.map((u) => u.fullName)).toEqual(['Ada Admin', 'Carl Crew', 'José García', 'Léna Müller']);
    const desc = await users({ s: 'name', so: -1 });
    expect(desc.map((u) => u.fullName)).toEqual([...all.map((u) => u.fullName)].reverse());
    expect((await users({ s: 'name', l: 2, o: 2 })).map((u) => u.fullName)).toEqual([
      'José García',
      'Léna Müller',
    ]);
    // Offset alone (no limit) is ignored, as the client sends both only when both are above 0.
    expect(await users({ s: 'name', o: 2 })).toHaveLength(4);
    const bad = await gql(app, USERS, { s: 'password' }, { token: adminToken });
    expect(bad.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'sortField' });
  });

  it('groups by contract: people under contract first; ForExpense keeps only them', async () => {
    const grouped = await users({ g: true, s: 'name' });
    expect(grouped.at(-1)!.id).toBe(jose.id);
    expect(grouped.at(-1)!.underContract).toBe(false);
    expect((await users({ fe: true })).map((u) => u.id)).not.toContain(jose.id);
  });

  it('counts with the keyword; the license scope is for license administrators', async () => {
    const count = await gql<{ GetCountTotalOfUser: number }>(
      app,
      'query($k: String) { GetCountTotalOfUser(KeyWord: $k) }',
      { k: 'garcia' },
      { token: adminToken },
    );
    expect(count.data!.GetCountTotalOfUser).toBe(1);
    const LICENSE = '{ GetCountTotalOfUser(UseLicense: true) }';
    // A project administrator acts on their project only (issue 12 item 2).
    expect(errorCode(await gql(app, LICENSE, {}, { token: adminToken }))).toBe('FORBIDDEN');
    await addLicenseAdmin(app, projectId, admin.id);
    const licenseAdmin = await signInAs(app, admin.email);
    const license = await gql<{ GetCountTotalOfUser: number }>(app, LICENSE, {}, { token: licenseAdmin });
    expect(license.data!.GetCountTotalOfUser).toBe(4);
    await removeLicenseAdmin(app, projectId, admin.id);
  });

  it('refuses the list to crew and keeps other projects out', async () => {
    expect(errorCode(await gql(app, USERS, {}, { token: crewToken }))).toBe('FORBIDDEN');
    const outside = await users({}, outsiderToken);
    expect(outside.map((u) => u.id)).not.toContain(lena.id);
    const otherProject = await gql(
      app,
      `{ Users(projectID: ${projectId}) { id } }`,
      {},
      { token: outsiderToken },
    );
    expect(errorCode(otherProject)).toBe('NOT_FOUND');
  });
});

describe('GetListUserInJobRequest', () => {
  it('lists the people who may handle a job request, by name, in the caller project only', async () => {
    const list = await gql<{ GetListUserInJobRequest: { id: number; fullName: string }[] }>(
      app,
      '{ GetListUserInJobRequest { id name firstName fullName } }',
      {},
      { token: crewToken },
    );
    expect(list.data!.GetListUserInJobRequest).toEqual([
      { id: admin.id, name: 'Admin', firstName: 'Ada', fullName: 'Ada Admin' },
    ]);
    const other = await gql<{ GetListUserInJobRequest: { id: number }[] }>(
      app,
      '{ GetListUserInJobRequest { id } }',
      {},
      { token: outsiderToken },
    );
    expect(other.data!.GetListUserInJobRequest.map((u) => u.id)).not.toContain(admin.id);
    expect(errorCode(await gql(app, '{ GetListUserInJobRequest { id } }'))).toBe('UNAUTHENTICATED');
  });
});

describe('crew list (GetUsersOfProject)', () => {
  const CREW = '{ GetUsersOfProject(SortByName: true) { id email phone } }';
  it('hides email and phone unless the project shows them; managers always see them', async () => {
    const hidden = await gql<{ GetUsersOfProject: Row[] }>(app, CREW, {}, { token: crewToken });
    const lenaRow = hidden.data!.GetUsersOfProject.find((u) => u.id === lena.id)!;
    expect(lenaRow.email).toBeNull();
    expect(hidden.data!.GetUsersOfProject.find((u) => u.id === crew.id)!.email).toBe(crew.email);
    await app.database.db
      .insert(projectFieldOptions)
      .values({ projectId, showMyEmailInCrewList: true })
      .onConflictDoUpdate({ target: projectFieldOptions.projectId, set: { showMyEmailInCrewList: true } });
    const shown = await gql<{ GetUsersOfProject: Row[] }>(app, CREW, {}, { token: crewToken });
    expect(shown.data!.GetUsersOfProject.find((u) => u.id === lena.id)!.email).toBe(lena.email);
    const underContract = await gql<{ GetUsersOfProject: Row[] }>(
      app,
      '{ GetUsersOfProject(UnderContract: true) { id } }',
      {},
      { token: crewToken },
    );
    expect(underContract.data!.GetUsersOfProject.map((u) => u.id)).not.toContain(jose.id);
  });
});

describe('one user', () => {
  const USER =
    'query($id: Int!) { User(userID: $id) { id fullName email iban contracts { startDate endDate current dailyRate } validations { department } } }';
  const UPD = `mutation($id: Int!, $u: UpdatedUserInput!) { UpdUser(UserId: $id, UpdatedUser: $u) { id name email iban city } }`;
  const person = {
    name: 'Müller',
    firstName: 'Léna',
    email: '',
    appLanguage: 1,
    gender: 1,
    civilStatus: 0,
    iban: 'BE68 5390 0754 7034',
    city: 'Liège',
  };

  it('reads a member: themselves, or anyone for people managers; NOT_FOUND from another project', async () => {
    const own = await gql<{ User: { id: number } }>(app, USER, { id: crew.id }, { token: crewToken });
    expect(own.data!.User.id).toBe(crew.id);
    expect(errorCode(await gql(app, USER, { id: lena.id }, { token: crewToken }))).toBe('FORBIDDEN');
    expect(errorCode(await gql(app, USER, { id: lena.id }, { token: outsiderToken }))).toBe('NOT_FOUND');
    const byEmail = await gql<{ GetUserByEmail: { id: number } }>(
      app,
      'query($e: String!) { GetUserByEmail(Email: $e) { id } }',
      { e: lena.email.toUpperCase() },
      { token: adminToken },
    );
    expect(byEmail.data!.GetUserByEmail.id).toBe(lena.id);
    expect(
      errorCode(
        await gql(
          app,
          'query($e: String!) { GetUserByEmail(Email: $e) { id } }',
          { e: lena.email },
          { token: outsiderToken },
        ),
      ),
    ).toBe('NOT_FOUND');
  });

  it('updates the person with checked fields; a bad IBAN or a taken email names the field and changes nothing', async () => {
    // Bank details and the login email are for the person or a license administrator (identity.graphql.test.ts).
    await addLicenseAdmin(app, projectId, admin.id);
    const ok = await gql<{ UpdUser: { city: string; iban: string } }>(
      app,
      UPD,
      { id: lena.id, u: { ...person, email: lena.email } },
      { token: adminToken },
    );
    expect(ok.data!.UpdUser).toMatchObject({ city: 'Liège', iban: 'BE68 5390 0754 7034' });
    const badIban = await gql(
      app,
      UPD,
      { id: lena.id, u: { ...person, email: lena.email, iban: 'BE00 1234', city: 'X' } },
      { token: adminToken },
    );
    expect(badIban.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'iban' });
    const taken = await gql(
      app,
      UPD,
      { id: lena.id, u: { ...person, email: jose.email } },
      { token: adminToken },
    );
    expect(taken.errors![0]!.extensions).toMatchObject({ field: 'email' });
    expect(taken.errors![0]!.message).toMatch(/already used/);
    const badDate = await gql(
      app,
      UPD,
      { id: lena.id, u: { ...person, email: lena.email, birthDate: '31/02/1990' } },
      { token: adminToken },
    );
    expect(badDate.errors![0]!.extensions).toMatchObject({ field: 'birthDate' });
    const after = await gql<{ User: { iban: string } }>(app, USER, { id: lena.id }, { token: adminToken });
    expect(after.data!.User.iban).toBe('BE68 5390 0754 7034');
    expect(
      errorCode(
        await gql(app, UPD, { id: lena.id, u: { ...person, email: lena.email } }, { token: outsiderToken }),
      ),
    ).toBe('NOT_FOUND');
    await removeLicenseAdmin(app, projectId, admin.id);
  });

  it('keeps custom field values of the project, checked against their type', async () => {
    const [flag] = await app.database.db
      .insert(projectFlags)
      .values({ projectId, type: 2, name: 'Crew extras' })
      .returning();
    const [shoe, note] = await app.database.db
      .insert(projectFlagItems)
      .values([
        { projectId, flagId: flag!.id, name: 'Shoe size', fieldType: 1 },
        { projectId, flagId: flag!.id, name: 'Diet', fieldType: 0 },
      ])
      .returning();
    const CUSTOM = `mutation($id: Int!, $u: UpdatedUserInput!, $c: [CustomFieldValueInput!]) {
      UpdUser(UserId: $id, UpdatedUser: $u, CustomFieldValues: $c) { customFieldValues { flagItemId value } } }`;
    const u = { ...person, email: lena.email };
    const saved = await gql<{ UpdUser: { customFieldValues: unknown[] } }>(
      app,
      CUSTOM,
      {
        id: lena.id,
        u,
        c: [
          { flagItemId: shoe!.id, value: ' 39 ' },
          { flagItemId: note!.id, value: 'Vegetarian' },
        ],
      },
      { token: adminToken },
    );
    expect(saved.data!.UpdUser.customFieldValues).toEqual([
      { flagItemId: shoe!.id, value: '39' },
      { flagItemId: note!.id, value: 'Vegetarian' },
    ]);
    const notInteger = await gql(
      app,
      CUSTOM,
      { id: lena.id, u, c: [{ flagItemId: shoe!.id, value: '39.5' }] },
      { token: adminToken },
    );
    expect(notInteger.errors![0]!.extensions).toMatchObject({ field: 'customFieldValues.0.value' });
    const foreign = await gql(
      app,
      CUSTOM,
      { id: lena.id, u, c: [{ flagItemId: 999999, value: 'x' }] },
      { token: adminToken },
    );
    expect(foreign.errors![0]!.extensions).toMatchObject({ field: 'customFieldValues.0.flagItemId' });
  });

  it('places a member in a department and one of its functions only', async () => {
    const UF =
      'mutation($up: Int!, $d: Int, $f: Int) { UpdateUserFunction(UserProjectID: $up, DepartmentValue: $d, FunctionValue: $f) }';
    await app.database.db
      .insert(functions)
      .values({ projectId, departmentNumber: 2, value: 7, message: 'Focus puller' });
    const focus = { value: 7 };
    expect(
      (await gql(app, UF, { up: lena.userProjectId, d: 2, f: focus!.value }, { token: adminToken })).data,
    ).toEqual({
      UpdateUserFunction: lena.userProjectId,
    });
    const wrong = await gql(
      app,
      UF,
      { up: lena.userProjectId, d: 1, f: focus!.value },
      { token: adminToken },
    );
    expect(wrong.errors![0]!.extensions).toMatchObject({ field: 'FunctionValue' });
    const without = await gql<{ GetUsersWithoutFunction: { id: number }[] }>(
      app,
      '{ GetUsersWithoutFunction { id } }',
      {},
      { token: adminToken },
    );
    expect(without.data!.GetUsersWithoutFunction.map((u) => u.id)).not.toContain(lena.id);
    expect(without.data!.GetUsersWithoutFunction.map((u) => u.id)).toContain(jose.id);
    expect(errorCode(await gql(app, UF, { up: lena.userProjectId, d: 2 }, { token: outsiderToken }))).toBe(
      'NOT_FOUND',
    );
  });

  it('keeps contracts: dates in order, rate hidden from hideSalaryInfo, the current one flagged', async () => {
    const ADD =
      'mutation($id: Int!, $c: ContractInput!) { AddUpdContract(UserId: $id, Contract: $c) { id current dailyRate } }';
    const added = await gql<{ AddUpdContract: { id: number; current: boolean; dailyRate: string } }>(
      app,
      ADD,
      { id: jose.id, c: { startDate: '2026-01-01', endDate: '2099-01-01', dailyRate: '450.50' } },
      { token: adminToken },
    );
    expect(added.data!.AddUpdContract).toMatchObject({ current: true, dailyRate: '450.50' });
    const order = await gql(
      app,
      ADD,
      { id: jose.id, c: { startDate: '2026-02-01', endDate: '2026-01-01' } },
      { token: adminToken },
    );
    expect(order.errors![0]!.extensions).toMatchObject({ field: 'endDate' });
    const hider = await createUser(app, projectId, { rights: ['canAccessUsers', 'hideSalaryInfo'] });
    const hidden = await gql<{ User: { contracts: { dailyRate: string | null }[] } }>(
      app,
      USER,
      { id: jose.id },
      { token: await signInAs(app, hider.email) },
    );
    expect(hidden.data!.User.contracts.map((c) => c.dailyRate)).toEqual([null, null]);
    const list = await users({ k: 'jose' });
    expect(list[0]!.underContract).toBe(true);
  });

  it('sets the reference, swaps list positions, saves hidden and favourite users', async () => {
    const ref = await gql(
      app,
      'mutation($id: Int!) { UpdUserProjectReference(UserId: $id, Reference: " EMP-7 ") }',
      { id: lena.id },
      { token: adminToken },
    );
    expect(ref.data).toEqual({ UpdUserProjectReference: 'EMP-7' });
    expect((await users({ k: 'emp-7' })).map((u) => u.id)).toEqual([lena.id]);
    const swap = 'mutation($a: Int!, $b: Int!) { SwitchCustomPositionInList(UserIdOne: $a, UserIdTwo: $b) }';
    const before = (await users({ s: 'customPosition' })).map((u) => u.id);
    await gql(app, swap, { a: before[0], b: before[1] }, { token: adminToken });
    const after = (await users({ s: 'customPosition' })).map((u) => u.id);
    expect(after.slice(0, 2)).toEqual([before[1], before[0]]);
    expect(errorCode(await gql(app, swap, { a: lena.id, b: jose.id }, { token: outsiderToken }))).toBe(
      'NOT_FOUND',
    );
    const PREF =
      'mutation($id: Int!, $h: Boolean, $f: Boolean) { SetUserListPreference(UserId: $id, Hidden: $h, Favourite: $f) { hiddenUserIds favouriteUserIds } }';
    await gql(app, PREF, { id: jose.id, h: true }, { token: adminToken });
    await gql(app, PREF, { id: lena.id, f: true }, { token: adminToken });
    await gql(app, PREF, { id: 999999, h: false }, { token: adminToken });
    const prefs = await gql(
      app,
      '{ GetUserListPreferences { hiddenUserIds favouriteUserIds } }',
      {},
      { token: adminToken },
    );
    expect(prefs.data).toEqual({
      GetUserListPreferences: { hiddenUserIds: [jose.id], favouriteUserIds: [lena.id] },
    });
    const crewPrefs = await gql(
      app,
      '{ GetUserListPreferences { hiddenUserIds } }',
      {},
      { token: crewToken },
    );
    expect(crewPrefs.data).toEqual({ GetUserListPreferences: { hiddenUserIds: [] } });
  });

  it('makes a vCard 4 and emails it on demand', async () => {
    const VCF =
      'mutation($id: Int!, $m: Boolean) { GenerateVcfFile(UserId: $id, SendMail: $m) { fileName contentType content sent } }';
    const file = await gql<{ GenerateVcfFile: { fileName: string; content: string; sent: boolean } }>(
      app,
      VCF,
      { id: lena.id, m: true },
      { token: adminToken },
    );
    const vcf = file.data!.GenerateVcfFile;
    expect(vcf.fileName).toBe('Léna-Müller.vcf');
    expect(vcf.content).toMatch(/^BEGIN:VCARD\r\nVERSION:4\.0\r\nFN:Léna Müller\r\nN:Müller;Léna;;;\r\n/);
    expect(vcf.content).toContain(`EMAIL;TYPE=work:${lena.email}`);
    expect(vcf.content).toContain('ORG:People project');
    expect(vcf.content.endsWith('END:VCARD\r\n')).toBe(true);
    const mail = await (await getMailbox()).waitFor(admin.email, (m) => m.subject.includes('vCard'));
    expect(mail.attachments[0]).toMatchObject({ filename: 'Léna-Müller.vcf' });
    expect(mail.attachments[0]!.content.toString()).toBe(vcf.content);
    expect(errorCode(await gql(app, VCF, { id: lena.id }, { token: outsiderToken }))).toBe('NOT_FOUND');
  });
});

describe('removing people', () => {
  it('removes a member from the project: their token stops working for it at once', async () => {
    const leaving = await createUser(app, projectId);
    const token = await signInAs(app, leaving.email);
    expect((await gql(app, '{ myProfile { email } }', {}, { token })).data).toBeTruthy();
    const DEL = 'mutation($id: Int!) { DelUserFromProject(UserId: $id) }';
    expect(errorCode(await gql(app, DEL, { id: leaving.id }, { token: crewToken }))).toBe('FORBIDDEN');
    expect(errorCode(await gql(app, DEL, { id: leaving.id }, { token: outsiderToken }))).toBe('NOT_FOUND');
    expect((await gql(app, DEL, { id: leaving.id }, { token: adminToken })).data).toEqual({
      DelUserFromProject: leaving.id,
    });
    expect(errorCode(await gql(app, '{ myProfile { email } }', {}, { token }))).toBe('UNAUTHENTICATED');
    expect(errorCode(await gql(app, DEL, { id: admin.id }, { token: adminToken }))).toBe('CONFLICT');
  });

  it('deletes an account (admins), not their own, and not the last administrator', async () => {
    const gone = await createUser(app, projectId);
    const DEL = 'mutation($id: Int!) { DelUser(userID: $id) }';
    expect(errorCode(await gql(app, DEL, { id: gone.id }, { token: crewToken }))).toBe('FORBIDDEN');
    expect((await gql(app, DEL, { id: gone.id }, { token: adminToken })).data).toEqual({ DelUser: gone.id });
    expect(errorCode(await gql(app, DEL, { id: gone.id }, { token: adminToken }))).toBe('NOT_FOUND');
    const own = await gql(app, DEL, { id: admin.id }, { token: adminToken });
    expect(errorCode(own)).toBe('CONFLICT');
  });
});
