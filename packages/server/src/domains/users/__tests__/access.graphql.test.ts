import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app';
import { createUser, type FixtureUser, signInAs } from '../../../test/fixtures';
import { errorCode, gql } from '../../../test/harness';
import { type Role, setUpRoles } from './people-roles';

let app: App;
let projectId: number;
let tokens: Record<Role, string>;
let target: FixtureUser;
let admin: FixtureUser;

beforeAll(async () => {
  ({ app, projectId, tokens, target, admin } = await setUpRoles());
});

interface Operation {
  name: string;
  query: string;
  vars: () => Record<string, unknown>;
  /** Roles that may call it; the others of admin/prod/manager/crew are refused with FORBIDDEN. */
  allowed: Role[];
}

const user = () => ({ id: target.id });
const OPERATIONS: Operation[] = [
  { name: 'Users', query: '{ Users { id } }', vars: () => ({}), allowed: ['admin', 'prod', 'manager'] },
  {
    name: 'GetCountTotalOfUser',
    query: '{ GetCountTotalOfUser }',
    vars: () => ({}),
    allowed: ['admin', 'prod', 'manager'],
  },
  {
    name: 'GetUsersWithoutFunction',
    query: '{ GetUsersWithoutFunction { id } }',
    vars: () => ({}),
    allowed: ['admin', 'prod', 'manager'],
  },
  {
    name: 'GetUsersOfProject',
    query: '{ GetUsersOfProject { id } }',
    vars: () => ({}),
    allowed: ['admin', 'prod', 'manager'],
  },
  {
    name: 'User',
    query: 'query($id: Int!) { User(userID: $id) { id } }',
    vars: user,
    allowed: ['admin', 'prod', 'manager'],
  },
  {
    name: 'GetUserScreenAccess',
    query: 'query($id: Int!) { GetUserScreenAccess(UserId: $id) { canAccessBudget } }',
    vars: user,
    allowed: ['admin', 'prod', 'manager'],
  },
  {
    name: 'GetUserAccessAudit',
    query: 'query($id: Int!) { GetUserAccessAudit(UserId: $id) { id } }',
    vars: user,
    allowed: ['admin', 'prod', 'manager'],
  },
  {
    name: 'GetProjectValidations',
    query: '{ GetProjectValidations { id } }',
    vars: () => ({}),
    allowed: ['admin', 'prod', 'manager'],
  },
  {
    name: 'GetEncodingValidation',
    query: 'query($id: Int!) { GetEncodingValidation(UserId: $id) { po } }',
    vars: user,
    allowed: ['admin', 'prod'],
  },
  {
    name: 'UserRequests',
    query: '{ UserRequests { id } }',
    vars: () => ({}),
    allowed: ['admin', 'prod', 'manager'],
  },
  { name: 'GetOutbox', query: '{ GetOutbox { total } }', vars: () => ({}), allowed: ['admin'] },
  {
    name: 'AddProdToProject',
    query: 'mutation($id: Int!) { AddProdToProject(UserID: $id) }',
    vars: user,
    allowed: ['admin', 'prod'],
  },
  {
    name: 'DelProdFromProject',
    query: 'mutation($id: Int!) { DelProdFromProject(UserID: $id) }',
    vars: user,
    allowed: ['admin', 'prod'],
  },
  {
    name: 'AddUpdProdFromProject',
    query: 'mutation($id: Int!) { AddUpdProdFromProject(UserID: $id, Value: false) }',
    vars: user,
    allowed: ['admin', 'prod'],
  },
  {
    name: 'AddAdminToProject',
    query: 'mutation($id: Int!) { AddAdminToProject(UserID: $id) }',
    vars: user,
    allowed: ['admin'],
  },
  {
    name: 'DelAdminFromProject',
    query: 'mutation($id: Int!) { DelAdminFromProject(UserID: $id) }',
    vars: user,
    allowed: ['admin'],
  },
  {
    name: 'AddUpdAdminToProject',
    query: 'mutation($id: Int!) { AddUpdAdminToProject(UserID: $id, Value: false) }',
    vars: user,
    allowed: ['admin'],
  },
  {
    name: 'AddUpdUpm',
    query: 'mutation($id: Int!) { AddUpdUpm(UserID: $id, Value: true) }',
    vars: user,
    allowed: ['admin', 'prod'],
  },
  {
    name: 'AddUpdStudio',
    query: 'mutation($id: Int!) { AddUpdStudio(UserID: $id, Value: true) }',
    vars: user,
    allowed: ['admin', 'prod'],
  },
  {
    name: 'AddIsTranslator',
    query: 'mutation($id: Int!) { AddIsTranslator(UserID: $id) }',
    vars: user,
    allowed: ['admin'],
  },
  {
    name: 'DelIsTranslator',
    query: 'mutation($id: Int!) { DelIsTranslator(UserID: $id) }',
    vars: user,
    allowed: ['admin'],
  },
  { name: 'AddIsDev', query: 'mutation($id: Int!) { AddIsDev(UserID: $id) }', vars: user, allowed: ['dev'] },
  { name: 'DelIsDev', query: 'mutation($id: Int!) { DelIsDev(UserID: $id) }', vars: user, allowed: ['dev'] },
  {
    name: 'AddUpdAccessBudget',
    query: 'mutation($id: Int!) { AddUpdAccessBudget(UserID: $id, Value: true) }',
    vars: user,
    allowed: ['admin', 'prod'],
  },
  {
    name: 'AddUpdAccessMyBudget',
    query: 'mutation($id: Int!) { AddUpdAccessMyBudget(UserID: $id, Value: false) }',
    vars: user,
    allowed: ['admin', 'prod'],
  },
  {
    name: 'AddUpdAccessUsers',
    query: 'mutation($id: Int!) { AddUpdAccessUsers(UserID: $id, Value: false) }',
    vars: user,
    allowed: ['admin', 'prod'],
  },
  {
    name: 'AddUpdUserProjectAccessLevel',
    query:
      'mutation($id: Int!) { AddUpdUserProjectAccessLevel(UpAccess: { UserId: $id, hideSalaryInfo: true }) }',
    vars: user,
    allowed: ['admin', 'prod'],
  },
  {
    name: 'AddUpdValidation',
    query:
      'mutation($id: Int!) { AddUpdValidation(UserId: $id, UpdValidation: { department: 2, validationLevelTs: 0, validationLevelPo: 1, validationLevelExp: 1, validationLevelInvoice: 0 }) { id } }',
    vars: user,
    allowed: ['admin', 'prod'],
  },
  {
    name: 'DelAllTypeNormalValidation',
    query: 'mutation($id: Int!) { DelAllTypeNormalValidation(UserId: $id) }',
    vars: user,
    allowed: ['admin', 'prod'],
  },
  {
    name: 'AddEncodingValidation',
    query:
      'mutation($id: Int!) { AddEncodingValidation(UserId: $id, TimeSheet: 0, Expense: 1, Po: 0, Invoice: 0, Department: [2]) }',
    vars: user,
    allowed: ['admin', 'prod'],
  },
  {
    name: 'UpdUserProjectReference',
    query: 'mutation($id: Int!) { UpdUserProjectReference(UserId: $id, Reference: "R1") }',
    vars: user,
    allowed: ['admin', 'prod', 'manager'],
  },
  {
    name: 'UpdateShowWizard',
    query: 'mutation($id: Int!) { UpdateShowWizard(UserId: $id, ShowWizard: false) }',
    vars: user,
    allowed: ['admin'],
  },
  {
    name: 'GenerateVcfFile',
    query: 'mutation($id: Int!) { GenerateVcfFile(UserId: $id) { fileName } }',
    vars: user,
    allowed: ['admin', 'prod', 'manager'],
  },
];

describe('role × operation matrix (issue 4)', () => {
  for (const op of OPERATIONS) {
    it(`${op.name}: allowed for ${op.allowed.join(', ')}, refused to the others; another project gets NOT_FOUND`, async () => {
      for (const role of ['admin', 'prod', 'manager', 'crew', 'dev'] as Role[]) {
        const result = await gql(app, op.query, op.vars(), { token: tokens[role] });
        if (op.allowed.includes(role)) expect(result.errors, `${op.name} as ${role}`).toBeUndefined();
        else expect(errorCode(result), `${op.name} as ${role}`).toBe('FORBIDDEN');
      }
      // The outsider is admin and production of their own project: the target does not exist for them.
      const outside = await gql(app, op.query, op.vars(), { token: tokens.outsider });
      if ('id' in op.vars())
        expect(errorCode(outside), `${op.name} from another project`).toMatch(/NOT_FOUND|FORBIDDEN/);
      if ('id' in op.vars() && !op.allowed.includes('dev') && op.name !== 'GetOutbox')
        expect(errorCode(outside), `${op.name} from another project`).toBe('NOT_FOUND');
    });
  }
});

const SCREEN =
  'query($id: Int!) { GetUserScreenAccess(UserId: $id) { isProd upm canAccessBudget canAccessConfig } }';
const AUDIT = 'query($id: Int!) { GetUserAccessAudit(UserId: $id) { change before after actorName } }';

describe('who grants what', () => {
  it('nobody grants a right they do not hold; restrictions are free; each change is audited', async () => {
    const person = await createUser(app, projectId);
    const grant = (token: string, right: string) =>
      gql(
        app,
        `mutation($id: Int!) { AddUpdUserProjectAccessLevel(UpAccess: { UserId: $id, ${right}: true }) }`,
        { id: person.id },
        { token },
      );
    const refused = await grant(tokens.prod, 'canAccessConfig');
    expect(errorCode(refused)).toBe('FORBIDDEN');
    expect(refused.errors![0]!.message).toMatch(/do not hold/);
    expect(refused.errors![0]!.extensions).toMatchObject({ field: 'canAccessConfig' });
    expect((await grant(tokens.prod, 'canAccessBudget')).errors).toBeUndefined();
    expect((await grant(tokens.prod, 'hideSalaryInfo')).errors).toBeUndefined();
    // Several rights in one call: one refused right changes nothing.
    const mixed = await gql(
      app,
      'mutation($id: Int!) { AddUpdUserProjectAccessLevel(UpAccess: { UserId: $id, canAccessMyBudget: true, canAccessConfig: true }) }',
      { id: person.id },
      { token: tokens.prod },
    );
    expect(errorCode(mixed)).toBe('FORBIDDEN');
    const screen = await gql<{ GetUserScreenAccess: Record<string, boolean> }>(
      app,
      SCREEN,
      { id: person.id },
      { token: tokens.admin },
    );
    expect(screen.data!.GetUserScreenAccess).toMatchObject({ canAccessBudget: true, canAccessConfig: false });
    const audit = await gql<{
      GetUserAccessAudit: { change: string; before: string; after: string; actorName: string }[];
    }>(app, AUDIT, { id: person.id }, { token: tokens.admin });
    expect(audit.data!.GetUserAccessAudit.map((a) => [a.change, a.before, a.after])).toEqual([
      ['hideSalaryInfo', 'false', 'true'],
      ['canAccessBudget', 'false', 'true'],
    ]);
    expect(audit.data!.GetUserAccessAudit[0]!.actorName).toBe('Tess Tester');
  });

  it('production cannot change an administrator; the last administrator stays', async () => {
    expect(
      errorCode(
        await gql(
          app,
          'mutation($id: Int!) { AddUpdUpm(UserID: $id, Value: true) }',
          { id: admin.id },
          { token: tokens.prod },
        ),
      ),
    ).toBe('FORBIDDEN');
    const last = await gql(
      app,
      'mutation($id: Int!) { DelAdminFromProject(UserID: $id) }',
      { id: admin.id },
      { token: tokens.admin },
    );
    expect(errorCode(last)).toBe('CONFLICT');
    expect(last.errors![0]!.message).toMatch(/at least one administrator/);
    const prodOther = await gql(
      app,
      'mutation($id: Int!, $p: Int!) { AddProdToProject(UserID: $id, ProjectID: $p) }',
      { id: target.id, p: projectId + 100000 },
      { token: tokens.admin },
    );
    expect(errorCode(prodOther)).toBe('NOT_FOUND');
  });

  it('a right change reaches the next token: the server checks rights on every request', async () => {
    const person = await createUser(app, projectId);
    const token = await signInAs(app, person.email);
    expect(errorCode(await gql(app, '{ Users { id } }', {}, { token }))).toBe('FORBIDDEN');
    await gql(
      app,
      'mutation($id: Int!) { AddUpdAccessUsers(UserID: $id, Value: true) }',
      { id: person.id },
      { token: tokens.admin },
    );
    expect((await gql(app, '{ Users { id } }', {}, { token })).errors).toBeUndefined();
    const refreshed = await gql<{ refreshToken: string }>(app, '{ refreshToken }', {}, { token });
    const claims = JSON.parse(
      Buffer.from(refreshed.data!.refreshToken.split('.')[1]!, 'base64url').toString(),
    );
    expect(claims.canAccessUsers).toBe(true);
  });
});

describe('validation levels', () => {
  const SET = `mutation($id: Int!, $v: ValidationInput!, $r: Boolean) { AddUpdValidation(UserId: $id, UpdValidation: $v, Replace: $r) {
    id department validationLevelTs validationLevelPo validationLevelExp validationLevelInvoice } }`;
  const levels = (d: number, ts: number, po: number, exp: number, inv: number) => ({
    department: d,
    validationLevelTs: ts,
    validationLevelPo: po,
    validationLevelExp: exp,
    validationLevelInvoice: inv,
  });

  it('sets, merges, clears one document type, lists the grid, and refuses bad levels or departments', async () => {
    const hod = await createUser(app, projectId, { name: 'Head', firstName: 'Hana' });
    const set = await gql<{ AddUpdValidation: { id: number } }>(
      app,
      SET,
      { id: hod.id, v: levels(2, 1, 1, 1, 0) },
      { token: tokens.admin },
    );
    const id = set.data!.AddUpdValidation.id;
    const merged = await gql(
      app,
      SET,
      { id: hod.id, v: levels(2, 0, 2, 0, 1), r: false },
      { token: tokens.admin },
    );
    expect(merged.data).toEqual({ AddUpdValidation: { id, ...levels(2, 1, 2, 1, 1) } });
    const bad = await gql(app, SET, { id: hod.id, v: levels(2, 3, 0, 0, 0) }, { token: tokens.admin });
    expect(bad.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'validationLevelTs' });
    const noDept = await gql(app, SET, { id: hod.id, v: levels(99, 1, 0, 0, 0) }, { token: tokens.admin });
    expect(noDept.errors![0]!.extensions).toMatchObject({ field: 'department' });
    const DEL =
      'mutation($v: Int!, $id: Int!, $d: Int) { DelValidation(ValidationId: $v, UserId: $id, ValLvlDoc: $d) }';
    await gql(app, DEL, { v: id, id: hod.id, d: 2 }, { token: tokens.admin });
    const grid = await gql<{ GetProjectValidations: Record<string, unknown>[] }>(
      app,
      '{ GetProjectValidations { userId firstName department validationLevelPo validationLevelExp } }',
      {},
      { token: tokens.manager },
    );
    expect(grid.data!.GetProjectValidations).toContainEqual({
      userId: hod.id,
      firstName: 'Hana',
      department: 2,
      validationLevelPo: 0,
      validationLevelExp: 1,
    });
    expect(errorCode(await gql(app, DEL, { v: id, id: hod.id }, { token: tokens.outsider }))).toBe(
      'NOT_FOUND',
    );
    const encoding = await gql(
      app,
      'query($id: Int!) { GetEncodingValidation(UserId: $id) { timeSheets expenses po invoice departments } }',
      { id: hod.id },
      { token: tokens.admin },
    );
    expect(encoding.data).toEqual({
      GetEncodingValidation: { timeSheets: 1, expenses: 1, po: 0, invoice: 1, departments: [2] },
    });
    const audit = await gql<{ GetUserAccessAudit: { change: string }[] }>(
      app,
      AUDIT,
      { id: hod.id },
      { token: tokens.admin },
    );
    expect(audit.data!.GetUserAccessAudit.map((a) => a.change)).toEqual([
      'validation:2',
      'validation:2',
      'validation:2',
    ]);
    // The level shows in the token of the validator.
    const claims = JSON.parse(
      Buffer.from((await signInAs(app, hod.email)).split('.')[1]!, 'base64url').toString(),
    );
    expect(claims.validationLevel).toBe(1);
    expect(
      (
        await gql(
          app,
          'mutation($id: Int!) { DelAllTypeNormalValidation(UserId: $id) }',
          { id: hod.id },
          { token: tokens.admin },
        )
      ).data,
    ).toEqual({
      DelAllTypeNormalValidation: 1,
    });
  });
});
