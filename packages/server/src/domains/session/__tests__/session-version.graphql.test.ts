import { SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app';
import { addMembership, createProject, createUser, FIXTURE_PASSWORD, signInAs } from '../../../test/fixtures';
import { errorCode, getMailbox, getTestApp, gql } from '../../../test/harness';

// Issue 12 item 3: tokens carry a session version; a password change, a reset, a removal or "sign out
// everywhere" ends every earlier token at once; tokens without `exp` are refused.

const ME = '{ myProfile { id } }';
const PASSWORD = 'mutation($o: String!, $n: String!) { UpdMyPassword(OldPassword: $o, NewPassword: $n) }';
const SECRET = new TextEncoder().encode('test-secret-for-the-server-suite-only-0123456789');

let app: App;
let project: { id: number };

const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;
const works = async (token: string) => (await gql(app, ME, {}, { token })).status === 200;

beforeAll(async () => {
  app = await getTestApp();
  project = await createProject(app, { titre: 'Sessions' });
});

describe('session version', () => {
  it('is a claim of every token', async () => {
    const user = await createUser(app, project.id);
    expect(claimsOf(await signInAs(app, user.email)).SessionVersion).toBe(0);
  });

  it('refuses a token without exp, or without a session version, even when correctly signed', async () => {
    const user = await createUser(app, project.id);
    const claims = claimsOf(await signInAs(app, user.email));
    const { exp: _exp, iat: _iat, ...rest } = claims;
    const noExp = await new SignJWT(rest).setProtectedHeader({ alg: 'HS256' }).sign(SECRET);
    const { SessionVersion: _v, ...noVersion } = rest;
    const unversioned = await new SignJWT(noVersion)
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('1h')
      .sign(SECRET);
    const control = await new SignJWT(rest)
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('1h')
      .sign(SECRET);
    for (const token of [noExp, unversioned]) {
      const result = await gql(app, ME, {}, { token });
      expect(result.status).toBe(401);
      expect(errorCode(result)).toBe('UNAUTHENTICATED');
    }
    expect(await works(control)).toBe(true);
  });

  it('a password change ends every earlier token; the caller continues with the token it answers', async () => {
    const user = await createUser(app, project.id);
    const laptop = await signInAs(app, user.email);
    const phone = await signInAs(app, user.email);
    const result = await gql<{ UpdMyPassword: string }>(
      app,
      PASSWORD,
      { o: FIXTURE_PASSWORD, n: 'a-brand-new-password-1' },
      { token: laptop },
    );
    expect(result.errors).toBeUndefined();
    expect(await works(laptop)).toBe(false);
    expect(await works(phone)).toBe(false);
    expect(await works(result.data!.UpdMyPassword)).toBe(true);
    expect(claimsOf(result.data!.UpdMyPassword).SessionVersion).toBe(1);
  });

  it('a wrong current password changes nothing and ends nothing', async () => {
    const user = await createUser(app, project.id);
    const token = await signInAs(app, user.email);
    const result = await gql(app, PASSWORD, { o: 'not-my-password', n: 'another-password-1' }, { token });
    expect(errorCode(result)).toBe('BAD_USER_INPUT');
    expect(await works(token)).toBe(true);
  });

  it('a password reset ends every token of the account', async () => {
    const mailbox = await getMailbox();
    const user = await createUser(app, project.id);
    const token = await signInAs(app, user.email);
    await gql(app, 'mutation($e: String!) { RequestPasswordReset(Email: $e) }', { e: user.email });
    const mail = await mailbox.waitFor(user.email, (m) => m.text.includes('reset-password'));
    const xid = /reset-password\/([\w-]+)/.exec(mail.text)![1];
    const reset = await gql(
      app,
      'mutation($x: String!, $p: String!) { SetNewPassword(Xid: $x, Password: $p) }',
      { x: xid, p: 'reset-password-value-1' },
    );
    expect(reset.errors).toBeUndefined();
    expect(await works(token)).toBe(false);
    expect(await works(await signInAs(app, user.email, 'reset-password-value-1'))).toBe(true);
  });

  it('"sign out everywhere" ends every token at once, the caller\'s included', async () => {
    const user = await createUser(app, project.id);
    const one = await signInAs(app, user.email);
    const two = await signInAs(app, user.email);
    const result = await gql(app, 'mutation { SignOutEverywhere }', {}, { token: one });
    expect(result.data).toEqual({ SignOutEverywhere: true });
    expect(await works(one)).toBe(false);
    expect(await works(two)).toBe(false);
    expect(await works(await signInAs(app, user.email))).toBe(true);
    expect(errorCode(await gql(app, 'mutation { SignOutEverywhere }'))).toBe('UNAUTHENTICATED');
  });

  it('a removal from the project ends the token, which stays dead when the person is added again', async () => {
    const admin = await signInAs(app, (await createUser(app, project.id, { isAdmin: true })).email);
    const user = await createUser(app, project.id);
    const token = await signInAs(app, user.email);
    const removed = await gql(
      app,
      'mutation($u: Int!) { DelUserFromProject(UserId: $u) }',
      { u: user.id },
      { token: admin },
    );
    expect(removed.errors).toBeUndefined();
    expect(await works(token)).toBe(false);
    await addMembership(app, user.id, project.id);
    expect(await works(token)).toBe(false);
    expect(await works(await signInAs(app, user.email))).toBe(true);
  });
});
