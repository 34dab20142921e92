import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app';
import {
  createProject,
  createUser,
  FIXTURE_PASSWORD,
  type FixtureUser,
  signInAs,
} from '../../../test/fixtures';
import { errorCode, getTestApp, gql } from '../../../test/harness';

const SIGN_IN =
  'mutation($email: String!, $password: String!) { signIn(email: $email, password: $password) }';

function claimsOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >;
}

let app: App;
let projectA: { id: number };
let projectB: { id: number };
let admin: FixtureUser;
let crew: FixtureUser;
let outsider: FixtureUser;

beforeAll(async () => {
  app = await getTestApp();
  projectA = await createProject(app, { titre: 'Alpha' });
  projectB = await createProject(app, { titre: 'Bravo' });
  admin = await createUser(app, projectA.id, { isAdmin: true, rights: ['canViewGlobalBudget'] });
  crew = await createUser(app, projectA.id, { appLanguage: 1 });
  outsider = await createUser(app, projectB.id);
});

describe('signIn', () => {
  it('returns a token with the claims of 001 §3.1 and only granted flags', async () => {
    const token = await signInAs(app, admin.email);
    const claims = claimsOf(token);
    expect(claims).toMatchObject({
      ProjectID: projectA.id,
      UserID: admin.id,
      UserProjectId: admin.userProjectId,
      Language: 0,
      ProjectType: 0,
      isAdmin: true,
      canViewGlobalBudget: true,
    });
    expect(claims.isProd).toBeUndefined();
    expect(new Date(String(claims.ExpirationDate)).getTime()).toBeGreaterThan(Date.now());
  });

  it('answers the same error for a wrong password and an unknown email', async () => {
    const wrong = await gql(app, SIGN_IN, { email: crew.email, password: 'nope-nope-nope' });
    const unknown = await gql(app, SIGN_IN, { email: 'nobody@fixture.test', password: 'nope-nope-nope' });
    expect(errorCode(wrong)).toBe('BAD_USER_INPUT');
    expect(wrong.errors?.[0]?.message).toBe(unknown.errors?.[0]?.message);
    expect(wrong.data).toBeNull();
  });

  it('names the field of a malformed email', async () => {
    const result = await gql(app, SIGN_IN, { email: 'not-an-email', password: 'x' });
    expect(errorCode(result)).toBe('BAD_USER_INPUT');
    expect(result.errors?.[0]?.extensions?.field).toBe('email');
  });

  it('answers in the browser language before sign-in', async () => {
    const result = await gql(
      app,
      SIGN_IN,
      { email: crew.email, password: 'wrong-password' },
      { headers: { 'accept-language': 'fr-BE,fr;q=0.9' } },
    );
    expect(result.errors?.[0]?.message).toBe('E-mail ou mot de passe incorrect.');
  });

  it('throttles an account after 10 failures within 15 minutes, even with the right password', async () => {
    const victim = await createUser(app, projectA.id);
    for (let i = 0; i < 10; i++) {
      const r = await gql(app, SIGN_IN, { email: victim.email, password: `wrong-${i}` }, { headers: {} });
      expect(errorCode(r)).toBe('BAD_USER_INPUT');
    }
    const blocked = await gql(app, SIGN_IN, { email: victim.email, password: FIXTURE_PASSWORD });
    expect(errorCode(blocked)).toBe('TOO_MANY_REQUESTS');
    expect(blocked.errors?.[0]?.message).toMatch(/too many attempts/i);
  });
});

describe('token checks on every request', () => {
  const ME = '{ myProfile { id email fullName initials appLanguage projectTitle currencySymbol } }';

  it('serves the profile to the bearer of a valid token', async () => {
    const token = await signInAs(app, crew.email);
    const result = await gql<{ myProfile: Record<string, unknown> }>(app, ME, {}, { token });
    expect(result.data?.myProfile).toMatchObject({
      id: crew.id,
      email: crew.email,
      fullName: 'Tess Tester',
      initials: 'TT',
      appLanguage: 1,
      projectTitle: 'Alpha',
      currencySymbol: '€',
    });
  });

  it('answers UNAUTHENTICATED without a token', async () => {
    const result = await gql(app, ME);
    expect(errorCode(result)).toBe('UNAUTHENTICATED');
  });

  it('answers HTTP 401 to a forged or tampered token', async () => {
    const token = await signInAs(app, crew.email);
    const [h, p] = token.split('.');
    const forgedPayload = Buffer.from(JSON.stringify({ ...claimsOf(token), isAdmin: true })).toString(
      'base64url',
    );
    for (const bad of [`${h}.${forgedPayload}.${token.split('.')[2]}`, 'garbage', `${h}.${p}.`]) {
      const result = await gql(app, ME, {}, { token: bad });
      expect(result.status).toBe(401);
      expect(errorCode(result)).toBe('UNAUTHENTICATED');
    }
  });

  it('refuses the none algorithm', async () => {
    const token = await signInAs(app, crew.email);
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const result = await gql(app, ME, {}, { token: `${header}.${token.split('.')[1]}.` });
    expect(result.status).toBe(401);
  });

  it('answers 505 to a client older than the required version', async () => {
    const result = await gql(app, ME, {}, { headers: { 'x-client-version': '0.0.1' } });
    expect(result.status).toBe(505);
  });

  it('refreshToken returns a new valid token for the same user and project', async () => {
    const token = await signInAs(app, crew.email);
    const result = await gql<{ refreshToken: string }>(app, '{ refreshToken }', {}, { token });
    const claims = claimsOf(result.data!.refreshToken);
    expect(claims).toMatchObject({ UserID: crew.id, ProjectID: projectA.id });
  });
});

describe('changeProject and signInAs', () => {
  const CHANGE = 'mutation($p: Int!) { changeProject(projectID: $p) }';
  const AS = 'mutation($u: Int!) { signInAs(userID: $u) }';

  it('changeProject answers NOT_FOUND for a project the user is not in', async () => {
    const token = await signInAs(app, crew.email);
    const result = await gql(app, CHANGE, { p: projectB.id }, { token });
    expect(errorCode(result)).toBe('NOT_FOUND');
  });

  it('signInAs: admins only, and only to users of their project', async () => {
    const adminToken = await signInAs(app, admin.email);
    const crewToken = await signInAs(app, crew.email);
    const ok = await gql<{ signInAs: string }>(app, AS, { u: crew.id }, { token: adminToken });
    expect(claimsOf(ok.data!.signInAs)).toMatchObject({ UserID: crew.id, ProjectID: projectA.id });
    expect(errorCode(await gql(app, AS, { u: admin.id }, { token: crewToken }))).toBe('FORBIDDEN');
    expect(errorCode(await gql(app, AS, { u: outsider.id }, { token: adminToken }))).toBe('NOT_FOUND');
    expect(errorCode(await gql(app, AS, { u: crew.id }))).toBe('UNAUTHENTICATED');
  });
});
