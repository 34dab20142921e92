import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app';
import {
  addMembership,
  createProject,
  createUser,
  FIXTURE_PASSWORD,
  type FixtureUser,
  signInAs,
} from '../../../test/fixtures';
import { errorCode, getTestApp, gql } from '../../../test/harness';

const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;

let app: App;
let project: { id: number };
let other: { id: number };
let user: FixtureUser;
let token: string;

beforeAll(async () => {
  app = await getTestApp();
  project = await createProject(app, { titre: 'Charlie' });
  other = await createProject(app, { titre: 'Delta' });
  user = await createUser(app, project.id);
  token = await signInAs(app, user.email);
});

describe('UpdAppLanguage', () => {
  const UPD = 'mutation($l: Int!) { UpdAppLanguage(LanguageId: $l) }';

  it('saves the language and returns a token whose Language claim follows; errors then come in that language', async () => {
    const member = await createUser(app, project.id);
    const memberToken = await signInAs(app, member.email);
    const result = await gql<{ UpdAppLanguage: string }>(app, UPD, { l: 2 }, { token: memberToken });
    const newToken = result.data!.UpdAppLanguage;
    expect(claimsOf(newToken).Language).toBe(2);
    const forbidden = await gql(app, '{ GetAdminDashboard { totalExpenses } }', {}, { token: newToken });
    expect(forbidden.errors?.[0]?.message).toBe('Sie haben nicht das Recht, dies zu tun.');
  });

  it.each([
    ['no token', { l: 1 }, undefined, 'UNAUTHENTICATED'],
    ['a language out of range', { l: 8 }, 'token', 'BAD_USER_INPUT'],
    ['a negative language', { l: -1 }, 'token', 'BAD_USER_INPUT'],
  ])('refuses %s', async (_label, variables, withToken, code) => {
    const result = await gql(app, UPD, variables, withToken ? { token } : {});
    expect(errorCode(result)).toBe(code);
  });
});

describe('UpdMyProfile', () => {
  const UPD =
    'mutation($p: ProfileInput!) { UpdMyProfile(UpdatedProfile: $p) { name firstName fullName initials phone appLanguage } }';

  it('updates identity and contact', async () => {
    const member = await createUser(app, project.id);
    const memberToken = await signInAs(app, member.email);
    const result = await gql<{ UpdMyProfile: Record<string, unknown> }>(
      app,
      UPD,
      { p: { name: "O'Neil-Dupré", firstName: 'Zoë', phone: '+32 470 12 34 56', appLanguage: 1 } },
      { token: memberToken },
    );
    expect(result.data?.UpdMyProfile).toEqual({
      name: "O'Neil-Dupré",
      firstName: 'Zoë',
      fullName: "Zoë O'Neil-Dupré",
      initials: 'ZO',
      phone: '+32 470 12 34 56',
      appLanguage: 1,
    });
  });

  it.each([
    ['an empty name', { name: '  ', firstName: 'A', appLanguage: 0 }, 'name'],
    ['an empty first name', { name: 'A', firstName: '', appLanguage: 0 }, 'firstName'],
    ['a bad language', { name: 'A', firstName: 'B', appLanguage: 12 }, 'appLanguage'],
  ])('refuses %s and names the field, changing nothing', async (_label, p, field) => {
    const before = await gql<{ myProfile: { name: string } }>(app, '{ myProfile { name } }', {}, { token });
    const result = await gql(app, UPD, { p }, { token });
    expect(errorCode(result)).toBe('BAD_USER_INPUT');
    expect(result.errors?.[0]?.extensions?.field).toBe(field);
    const after = await gql<{ myProfile: { name: string } }>(app, '{ myProfile { name } }', {}, { token });
    expect(after.data?.myProfile.name).toBe(before.data?.myProfile.name);
  });
});

describe('UpdMyPassword', () => {
  const UPD = 'mutation($o: String!, $n: String!) { UpdMyPassword(OldPassword: $o, NewPassword: $n) }';

  it('changes the password: the new one signs in, the old one no longer does', async () => {
    const member = await createUser(app, project.id);
    const memberToken = await signInAs(app, member.email);
    const result = await gql<{ UpdMyPassword: string }>(
      app,
      UPD,
      { o: FIXTURE_PASSWORD, n: 'a-much-better-one' },
      { token: memberToken },
    );
    // A fresh token for this session (every earlier one ends: session-version.graphql.test.ts).
    expect(result.data?.UpdMyPassword).toMatch(/^ey/);
    await expect(signInAs(app, member.email)).rejects.toThrow();
    expect(await signInAs(app, member.email, 'a-much-better-one')).toMatch(/^ey/);
  });

  it.each([
    ['a wrong current password', { o: 'not-the-password', n: 'long-enough-1' }, 'OldPassword'],
    ['a short new password', { o: FIXTURE_PASSWORD, n: 'short' }, 'NewPassword'],
    ['the same password', { o: FIXTURE_PASSWORD, n: FIXTURE_PASSWORD }, 'NewPassword'],
  ])('refuses %s naming the field', async (_label, variables, field) => {
    const result = await gql(app, UPD, variables, { token });
    expect(errorCode(result)).toBe('BAD_USER_INPUT');
    expect(result.errors?.[0]?.extensions?.field).toBe(field);
  });

  it('refuses an anonymous caller', async () => {
    expect(errorCode(await gql(app, UPD, { o: 'a', n: 'bbbbbbbbbb' }))).toBe('UNAUTHENTICATED');
  });
});

describe('myProjects and changeProject', () => {
  it('lists only the projects the user belongs to, and switches to one of them', async () => {
    const member = await createUser(app, project.id);
    await addMembership(app, member.id, other.id, { isProd: true });
    const memberToken = await signInAs(app, member.email);
    const list = await gql<{ myProjects: { id: number; titre: string }[] }>(
      app,
      '{ myProjects { id titre } }',
      {},
      { token: memberToken },
    );
    expect(list.data?.myProjects.map((p) => p.titre)).toEqual(['Charlie', 'Delta']);
    const changed = await gql<{ changeProject: string }>(
      app,
      'mutation($p: Int!) { changeProject(projectID: $p) }',
      { p: other.id },
      { token: memberToken },
    );
    expect(claimsOf(changed.data!.changeProject)).toMatchObject({ ProjectID: other.id, isProd: true });
    // The next sign-in opens the last project used.
    expect(claimsOf(await signInAs(app, member.email)).ProjectID).toBe(other.id);
  });
});

describe('GetBackEndVersion', () => {
  it('is public', async () => {
    const result = await gql<{ GetBackEndVersion: Record<string, string> }>(
      app,
      '{ GetBackEndVersion { backEndVersion shortBackEndVersion requiredClientVersion } }',
    );
    expect(result.data?.GetBackEndVersion.backEndVersion).toMatch(/^\d+\.\d+\.\d+$/);
  });
});
