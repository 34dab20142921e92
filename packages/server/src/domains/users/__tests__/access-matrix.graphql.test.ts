import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app';
import { createUser, type FixtureUser } from '../../../test/fixtures';
import { errorCode, gql } from '../../../test/harness';
import { type Role, setUpRoles } from './people-roles';

let app: App;
let projectId: number;
let tokens: Record<Role, string>;
let target: FixtureUser;

beforeAll(async () => {
  ({ app, projectId, tokens, target } = await setUpRoles());
});

/**
 * The rest of the operations. Each call gets its own fresh record (a member to remove, an invitation to
 * withdraw, ...) so an allowed call never changes what the next role's call sees.
 */
interface OwnRecordOperation {
  name: string;
  query: string;
  vars: (role: Role) => Promise<Record<string, unknown>>;
  allowed: Role[];
  /** It names no record of the project: an administrator of another project does it in their own. */
  noTarget?: true;
}

const freshMember = () => createUser(app, projectId, { departmentNumber: 2 });
const PERSON_INPUT = (email: string) => ({
  name: 'Member',
  firstName: 'Mia',
  email,
  appLanguage: 0,
  gender: 0,
  civilStatus: 0,
});
let inviteCount = 0;
const freshInvitation = async () => {
  const made = await gql<{ addUserRequest: { id: number; xid: string } }>(
    app,
    'mutation($u: NewUserInput!) { addUserRequest(NewUser: $u) { id xid } }',
    {
      u: {
        email: `matrix-${inviteCount++}-${Date.now()}@example.test`,
        name: 'Invited',
        firstName: 'Ivo',
        language: 0,
        startDate: '2026-01-01',
        endDate: '2099-01-01',
      },
    },
    { token: tokens.admin },
  );
  return made.data!.addUserRequest;
};
const freshValidation = async () => {
  const member = await freshMember();
  const set = await gql<{ AddUpdValidation: { id: number } }>(
    app,
    'mutation($id: Int!) { AddUpdValidation(UserId: $id, UpdValidation: { department: 2, validationLevelTs: 1, validationLevelPo: 1, validationLevelExp: 1, validationLevelInvoice: 1 }) { id } }',
    { id: member.id },
    { token: tokens.admin },
  );
  return { userId: member.id, validationId: set.data!.AddUpdValidation.id };
};
const freshContract = async () => {
  const member = await freshMember();
  const made = await gql<{ AddUpdContract: { id: number } }>(
    app,
    'mutation($id: Int!) { AddUpdContract(UserId: $id, Contract: { startDate: "2026-01-01", endDate: "2026-02-01" }) { id } }',
    { id: member.id },
    { token: tokens.admin },
  );
  return made.data!.AddUpdContract.id;
};

const ALL: Role[] = ['admin', 'prod', 'manager', 'crew', 'dev'];
const MANAGERS: Role[] = ['admin', 'prod', 'manager'];
const OWN_RECORD_OPERATIONS: OwnRecordOperation[] = [
  {
    name: 'GetUserByEmail',
    query: 'query($e: String!) { GetUserByEmail(Email: $e) { id } }',
    vars: async () => ({ e: (await freshMember()).email }),
    allowed: MANAGERS,
  },
  {
    name: 'UpdUser',
    query: 'mutation($id: Int!, $u: UpdatedUserInput!) { UpdUser(UserId: $id, UpdatedUser: $u) { id } }',
    vars: async () => {
      const member = await freshMember();
      return { id: member.id, u: PERSON_INPUT(member.email) };
    },
    allowed: MANAGERS,
  },
  {
    name: 'UpdateUserFunction',
    query: 'mutation($up: Int!) { UpdateUserFunction(UserProjectID: $up, DepartmentValue: 1) }',
    vars: async () => ({ up: (await freshMember()).userProjectId }),
    allowed: MANAGERS,
  },
  {
    name: 'SwitchCustomPositionInList',
    query: 'mutation($a: Int!, $b: Int!) { SwitchCustomPositionInList(UserIdOne: $a, UserIdTwo: $b) }',
    vars: async () => ({ a: (await freshMember()).id, b: (await freshMember()).id }),
    allowed: MANAGERS,
  },
  {
    name: 'DelUserFromProject',
    query: 'mutation($id: Int!) { DelUserFromProject(UserId: $id) }',
    vars: async () => ({ id: (await freshMember()).id }),
    allowed: MANAGERS,
  },
  {
    name: 'DelUser',
    query: 'mutation($id: Int!) { DelUser(userID: $id) }',
    vars: async () => ({ id: (await freshMember()).id }),
    allowed: ['admin'],
  },
  {
    name: 'signInAs',
    query: 'mutation($id: Int!) { signInAs(userID: $id) }',
    vars: async () => ({ id: (await freshMember()).id }),
    allowed: ['admin'],
  },
  {
    name: 'addUserRequest',
    query: 'mutation($u: NewUserInput!) { addUserRequest(NewUser: $u) { id } }',
    vars: async () => ({
      u: {
        email: `matrix-new-${inviteCount++}-${Date.now()}@example.test`,
        name: 'New',
        firstName: 'Nina',
        language: 0,
        startDate: '2026-01-01',
        endDate: '2099-01-01',
      },
    }),
    allowed: MANAGERS,
    noTarget: true,
  },
  {
    name: 'DelUserRequest',
    query: 'mutation($id: Int!) { DelUserRequest(UserRequestId: $id) }',
    vars: async () => ({ id: (await freshInvitation()).id }),
    allowed: MANAGERS,
  },
  {
    name: 'AddUpdContract',
    query:
      'mutation($id: Int!) { AddUpdContract(UserId: $id, Contract: { startDate: "2026-03-01", endDate: "2026-04-01" }) { id } }',
    vars: async () => ({ id: (await freshMember()).id }),
    allowed: MANAGERS,
  },
  {
    name: 'DelContract',
    query: 'mutation($id: Int!) { DelContract(ContractId: $id) }',
    vars: async () => ({ id: await freshContract() }),
    allowed: MANAGERS,
  },
  {
    name: 'DelValidation',
    query: 'mutation($v: Int!, $id: Int!) { DelValidation(ValidationId: $v, UserId: $id, ValLvlDoc: 3) }',
    vars: async () => {
      const made = await freshValidation();
      return { v: made.validationId, id: made.userId };
    },
    allowed: ['admin', 'prod'],
  },
  {
    name: 'GetEncodingValidation (invitation)',
    query: 'query($x: String!) { GetEncodingValidation(UserRequestXid: $x) { po } }',
    vars: async () => ({ x: (await freshInvitation()).xid }),
    allowed: ['admin', 'prod'],
  },
  {
    name: 'AddEncodingValidation (invitation)',
    query:
      'mutation($x: String!) { AddEncodingValidation(UserRequestXid: $x, TimeSheet: 1, Expense: 1, Po: 1, Invoice: 1, Department: [2]) }',
    vars: async () => ({ x: (await freshInvitation()).xid }),
    allowed: ['admin', 'prod'],
  },
  {
    name: 'GetUserListPreferences',
    query: '{ GetUserListPreferences { hiddenUserIds } }',
    vars: async () => ({}),
    allowed: ALL,
  },
  {
    name: 'SetUserListPreference',
    query: 'mutation($id: Int!) { SetUserListPreference(UserId: $id, Favourite: true) { favouriteUserIds } }',
    vars: async () => ({ id: target.id }),
    allowed: ALL,
  },
  {
    name: 'GetListUserInJobRequest',
    query: '{ GetListUserInJobRequest { id } }',
    vars: async () => ({}),
    allowed: ALL,
  },
  {
    name: 'VerifyPassword',
    query: 'mutation { VerifyPassword(email: "someone@example.test", password: "x") }',
    vars: async () => ({}),
    allowed: ALL,
  },
];

describe('role × operation matrix, operations on a fresh record each', () => {
  for (const op of OWN_RECORD_OPERATIONS) {
    it(`${op.name}: allowed for ${op.allowed.join(', ')}, refused to the others`, async () => {
      for (const role of ALL) {
        const result = await gql(app, op.query, await op.vars(role), { token: tokens[role] });
        if (op.allowed.includes(role)) expect(result.errors, `${op.name} as ${role}`).toBeUndefined();
        else expect(errorCode(result), `${op.name} as ${role}`).toBe('FORBIDDEN');
      }
      const outside = await gql(app, op.query, await op.vars('outsider'), { token: tokens.outsider });
      if (op.noTarget) expect(outside.errors, `${op.name} in another project`).toBeUndefined();
      else if (op.allowed.length < ALL.length)
        expect(errorCode(outside), `${op.name} from another project`).toBe('NOT_FOUND');
      // Nobody signed in: every one of them asks for a session.
      expect(errorCode(await gql(app, op.query, await op.vars('crew'))), `${op.name} anonymous`).toBe(
        'UNAUTHENTICATED',
      );
    });
  }
});
