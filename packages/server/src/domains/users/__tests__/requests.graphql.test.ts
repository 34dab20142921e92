import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app';
import { createProject, createUser, FIXTURE_PASSWORD, signInAs } from '../../../test/fixtures';
import { errorCode, getMailbox, getTestApp, gql } from '../../../test/harness';
import type { Mailbox } from '../../../test/mailbox';
import { outbox } from '../../mail/mail.table';
import { userRequests } from '../users.table';

let app: App;
let mailbox: Mailbox;
let projectId: number;
let adminToken: string;
let crewToken: string;
let outsiderToken: string;

const INVITE = `mutation($u: NewUserInput!) { addUserRequest(NewUser: $u) { id email validated expired } }`;
const INFO = `query($x: String!) { GetUserRequestInfo(Xid: $x) { email projectTitle firstName language hasAccount startDate endDate dailyRate } }`;
const ACCEPT = `mutation($x: String!, $n: String!, $f: String!, $p: String!) { AcceptUserRequest(Xid: $x, Name: $n, FirstName: $f, Password: $p) }`;

const linkIn = (text: string) => {
  const match = /http:\/\/setledger\.test\/#\/pages\/(invitation|reset-password)\/([A-Za-z0-9_-]+)/.exec(
    text,
  );
  if (!match) throw new Error(`no link in: ${text}`);
  return match[2]!;
};
const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());

beforeAll(async () => {
  app = await getTestApp();
  mailbox = await getMailbox();
  projectId = (await createProject(app, { titre: 'Harbour Lights' })).id;
  const other = await createProject(app);
  adminToken = await signInAs(
    app,
    (await createUser(app, projectId, { isAdmin: true, firstName: 'Ada', name: 'Admin' })).email,
  );
  crewToken = await signInAs(app, (await createUser(app, projectId)).email);
  outsiderToken = await signInAs(app, (await createUser(app, other.id, { isAdmin: true })).email);
});

const invitation = (email: string, extra: Record<string, unknown> = {}) => ({
  email,
  name: 'Nowak',
  firstName: 'Zofia',
  language: 1,
  departmentNumber: 2,
  startDate: '2026-01-05',
  endDate: '2099-06-30',
  dailyRate: '380',
  ...extra,
});

describe('invitations', () => {
  it('invites by email in the invitee language; the link lets them set a password, join and sign in, once', async () => {
    const email = `zofia-${randomUUID()}@example.test`;
    const sent = await gql<{ addUserRequest: { id: number } }>(
      app,
      INVITE,
      { u: invitation(email) },
      { token: adminToken },
    );
    expect(sent.errors).toBeUndefined();
    const mail = await mailbox.waitFor(email);
    expect(mail.subject).toBe('Invitation à rejoindre Harbour Lights sur Setledger');
    expect(mail.text).toContain('Ada Admin vous invite');
    const xid = linkIn(mail.text);
    expect(xid.length).toBeGreaterThanOrEqual(32);

    const info = await gql(app, INFO, { x: xid });
    expect(info.data).toEqual({
      GetUserRequestInfo: {
        email,
        projectTitle: 'Harbour Lights',
        firstName: 'Zofia',
        language: 1,
        hasAccount: false,
        startDate: '2026-01-05',
        endDate: '2099-06-30',
        dailyRate: '380.00',
      },
    });
    const short = await gql(app, ACCEPT, { x: xid, n: 'Nowak', f: 'Zofia', p: 'short' });
    expect(short.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'password' });
    const accepted = await gql<{ AcceptUserRequest: string }>(app, ACCEPT, {
      x: xid,
      n: 'Nowak',
      f: 'Zofia',
      p: 'a-good-password-1',
    });
    const claims = claimsOf(accepted.data!.AcceptUserRequest);
    expect(claims).toMatchObject({ ProjectID: projectId, Language: 1 });
    // Signed in with the new password, and listed with the department and a current contract.
    const token = await signInAs(app, email, 'a-good-password-1');
    expect(claimsOf(token).ProjectID).toBe(projectId);
    const listed = await gql<{
      Users: { email: string; departmentNumber: number; underContract: boolean }[];
    }>(
      app,
      'query($k: String) { Users(KeyWord: $k) { email departmentNumber underContract } }',
      { k: 'zofia' },
      { token: adminToken },
    );
    expect(listed.data!.Users).toEqual([{ email, departmentNumber: 2, underContract: true }]);
    // The link works once.
    expect(errorCode(await gql(app, ACCEPT, { x: xid, n: 'Nowak', f: 'Zofia', p: 'another-password' }))).toBe(
      'NOT_FOUND',
    );
    const again = await gql(app, INFO, { x: xid });
    expect(again.errors![0]!.message).toMatch(/expired or has already been used/);
    const requests = await gql<{ UserRequests: { email: string; validated: boolean }[] }>(
      app,
      '{ UserRequests { email validated } }',
      {},
      { token: adminToken },
    );
    expect(requests.data!.UserRequests).toContainEqual({ email, validated: true });
  });

  it('gives the levels chosen for the invitation when it is accepted', async () => {
    const email = `hod-${randomUUID()}@example.test`;
    await gql(app, INVITE, { u: invitation(email, { language: 0 }) }, { token: adminToken });
    const xid = linkIn((await mailbox.waitFor(email)).text);
    const set = await gql(
      app,
      'mutation($x: String!) { AddEncodingValidation(TimeSheet: 1, Expense: 1, Po: 1, Invoice: 0, Department: [2], UserRequestXid: $x) }',
      { x: xid },
      { token: adminToken },
    );
    expect(set.data).toEqual({ AddEncodingValidation: true });
    const read = await gql(
      app,
      'query($x: String!) { GetEncodingValidation(UserRequestXid: $x) { po departments } }',
      { x: xid },
      { token: adminToken },
    );
    expect(read.data).toEqual({ GetEncodingValidation: { po: 1, departments: [2] } });
    const token = (
      await gql<{ AcceptUserRequest: string }>(app, ACCEPT, {
        x: xid,
        n: 'Head',
        f: 'Hana',
        p: 'a-good-password-2',
      })
    ).data!.AcceptUserRequest;
    expect(claimsOf(token).validationLevel).toBe(1);
  });

  it('an existing account joins with its own password', async () => {
    const other = await createProject(app);
    const existing = await createUser(app, other.id);
    await gql(app, INVITE, { u: invitation(existing.email) }, { token: adminToken });
    const xid = linkIn((await mailbox.waitFor(existing.email)).text);
    expect(
      (await gql<{ GetUserRequestInfo: { hasAccount: boolean } }>(app, INFO, { x: xid })).data!
        .GetUserRequestInfo.hasAccount,
    ).toBe(true);
    const wrong = await gql(app, ACCEPT, { x: xid, n: 'Tester', f: 'Tess', p: 'not-my-password' });
    expect(wrong.errors![0]!.extensions).toMatchObject({ field: 'password' });
    const token = (
      await gql<{ AcceptUserRequest: string }>(app, ACCEPT, {
        x: xid,
        n: 'Tester',
        f: 'Tess',
        p: FIXTURE_PASSWORD,
      })
    ).data!.AcceptUserRequest;
    expect(claimsOf(token).ProjectID).toBe(projectId);
  });

  it('refuses a member, a bad email, crew callers and another project; deletes an invitation', async () => {
    const member = await createUser(app, projectId);
    const dup = await gql(app, INVITE, { u: invitation(member.email) }, { token: adminToken });
    expect(dup.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'email' });
    const bad = await gql(app, INVITE, { u: invitation('not-an-email') }, { token: adminToken });
    expect(bad.errors![0]!.extensions).toMatchObject({ field: 'email' });
    const order = await gql(
      app,
      INVITE,
      { u: invitation('a@b.test', { endDate: '2020-01-01' }) },
      { token: adminToken },
    );
    expect(order.errors![0]!.extensions).toMatchObject({ field: 'endDate' });
    const fn = await gql(
      app,
      INVITE,
      { u: invitation('a@b.test', { functionNumber: 77 }) },
      { token: adminToken },
    );
    expect(fn.errors![0]!.extensions).toMatchObject({ field: 'functionNumber' });
    expect(errorCode(await gql(app, INVITE, { u: invitation('c@d.test') }, { token: crewToken }))).toBe(
      'FORBIDDEN',
    );
    const made = await gql<{ addUserRequest: { id: number } }>(
      app,
      INVITE,
      { u: invitation(`del-${randomUUID()}@x.test`) },
      { token: adminToken },
    );
    const id = made.data!.addUserRequest.id;
    const DEL = 'mutation($id: Int!) { DelUserRequest(UserRequestId: $id) }';
    expect(errorCode(await gql(app, DEL, { id }, { token: outsiderToken }))).toBe('NOT_FOUND');
    expect((await gql(app, DEL, { id }, { token: adminToken })).data).toEqual({ DelUserRequest: id });
    expect(
      errorCode(await gql(app, '{ UserRequests(projectId: 1) { id } }', {}, { token: outsiderToken })),
    ).toBe('NOT_FOUND');
  });

  it('an expired link does not work', async () => {
    const email = `late-${randomUUID()}@example.test`;
    await gql(app, INVITE, { u: invitation(email) }, { token: adminToken });
    const xid = linkIn((await mailbox.waitFor(email)).text);
    await app.database.db
      .update(userRequests)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(userRequests.xid, xid));
    expect(errorCode(await gql(app, INFO, { x: xid }))).toBe('NOT_FOUND');
    expect(errorCode(await gql(app, ACCEPT, { x: xid, n: 'Late', f: 'Leo', p: 'a-good-password-3' }))).toBe(
      'NOT_FOUND',
    );
  });
});

describe('password reset', () => {
  const RESET = 'mutation($e: String!) { RequestPasswordReset(Email: $e) }';
  const SET = 'mutation($x: String!, $p: String!) { SetNewPassword(Xid: $x, Password: $p) }';

  it('emails a link; the new password works once; the old one stops', async () => {
    const person = await createUser(app, projectId, { appLanguage: 2, firstName: 'Greta' });
    expect((await gql(app, RESET, { e: ` ${person.email.toUpperCase()} ` })).data).toEqual({
      RequestPasswordReset: true,
    });
    const mail = await mailbox.waitFor(person.email, (m) => m.subject.includes('Passwort'));
    expect(mail.text).toContain('Hallo Greta');
    const xid = linkIn(mail.text);
    const info = await gql(app, 'query($x: String!) { GetNewPasswordRequestInfo(Xid: $x) { email } }', {
      x: xid,
    });
    expect(info.data).toEqual({ GetNewPasswordRequestInfo: { email: person.email } });
    expect((await gql(app, SET, { x: xid, p: 'short' })).errors![0]!.extensions).toMatchObject({
      field: 'password',
    });
    expect((await gql(app, SET, { x: xid, p: 'brand-new-password' })).data).toEqual({ SetNewPassword: true });
    expect(await signInAs(app, person.email, 'brand-new-password')).toMatch(/^ey/);
    await expect(signInAs(app, person.email)).rejects.toThrow(/sign-in failed/);
    expect(errorCode(await gql(app, SET, { x: xid, p: 'third-password-1' }))).toBe('NOT_FOUND');
  });

  it('answers the same for an unknown email and sends nothing', async () => {
    const email = `nobody-${randomUUID()}@example.test`;
    expect((await gql(app, RESET, { e: email })).data).toEqual({ RequestPasswordReset: true });
    const rows = await app.database.db.select().from(outbox).where(eq(outbox.to, email));
    expect(rows).toEqual([]);
    expect((await gql(app, RESET, { e: 'nonsense' })).errors![0]!.extensions).toMatchObject({
      field: 'Email',
    });
  });

  it('VerifyPassword checks the caller own password only', async () => {
    const person = await createUser(app, projectId);
    const token = await signInAs(app, person.email);
    const VERIFY = 'mutation($e: String!, $p: String!) { VerifyPassword(email: $e, password: $p) }';
    expect((await gql(app, VERIFY, { e: person.email, p: FIXTURE_PASSWORD }, { token })).data).toEqual({
      VerifyPassword: true,
    });
    expect((await gql(app, VERIFY, { e: person.email, p: 'wrong' }, { token })).data).toEqual({
      VerifyPassword: false,
    });
    expect(errorCode(await gql(app, VERIFY, { e: person.email, p: FIXTURE_PASSWORD }))).toBe(
      'UNAUTHENTICATED',
    );
  });
});

describe('outbox', () => {
  it('keeps every message for the project administrators, sent ones marked', async () => {
    const page = await gql<{
      GetOutbox: { total: number; items: { subject: string; sentAt: string | null }[] };
    }>(app, '{ GetOutbox(Limit: 50) { total items { subject sentAt } } }', {}, { token: adminToken });
    expect(page.data!.GetOutbox.total).toBeGreaterThanOrEqual(5);
    expect(page.data!.GetOutbox.items.every((m) => m.sentAt !== null)).toBe(true);
    const outsider = await gql<{ GetOutbox: { total: number } }>(
      app,
      '{ GetOutbox { total } }',
      {},
      { token: outsiderToken },
    );
    expect(outsider.data!.GetOutbox.total).toBe(0);
  });
});
