import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app';
import { addMembership, createProject, createUser, type FixtureUser, signInAs } from '../../../test/fixtures';
import { errorCode, getMailbox, getTestApp, gql } from '../../../test/harness';
import type { Mailbox } from '../../../test/mailbox';
import { emailChanges } from '../email-changes.table';
import { users } from '../users.table';

// Issue 12 item 1: UpdUser let a member with canAccessUsers (or production) rewrite any member's login email,
// an administrator's included, and RequestPasswordReset then mailed the link to the new address.

let app: App;
let mailbox: Mailbox;
let project: { id: number; licenseId: number };
let other: { id: number };
const people: Record<string, FixtureUser> = {};
const tokens: Record<string, string> = {};

const UPD = `mutation($u: Int!, $v: UpdatedUserInput!) {
  UpdUser(UserId: $u, UpdatedUser: $v) { email phone iban identityEditable pendingEmail { newEmail } } }`;
/** Only what UpdUser answered before the fix: the refusals below fail on the old code for the right reason. */
const UPD_EMAIL =
  'mutation($u: Int!, $v: UpdatedUserInput!) { UpdUser(UserId: $u, UpdatedUser: $v) { email } }';
const REQUEST = `mutation($u: Int, $e: String!) { RequestEmailChange(UserId: $u, NewEmail: $e) { newEmail expiresAt } }`;
const CONFIRM = 'mutation($t: String!) { ConfirmEmailChange(Token: $t) }';
const INFO = 'query($t: String!) { GetEmailChangeInfo(Token: $t) { newEmail } }';

/** The person's fields as UpdUser takes them, with some changed. */
async function personInput(userId: number, changes: Record<string, unknown>) {
  const [row] = await app.database.db.select().from(users).where(eq(users.id, userId));
  const { name, firstName, email, phone, appLanguage, gender, civilStatus, iban, bic } = row!;
  return { name, firstName, email, phone, appLanguage, gender, civilStatus, iban, bic, ...changes };
}
const emailOf = async (userId: number) =>
  (await app.database.db.select().from(users).where(eq(users.id, userId)))[0]!.email;
const unique = (name: string) => `${name}-${Math.random().toString(36).slice(2, 10)}@example.test`;
const linkToken = (text: string) => /\/#\/pages\/confirm-email\/([\w-]+)/.exec(text)?.[1];

beforeAll(async () => {
  app = await getTestApp();
  mailbox = await getMailbox();
  project = await createProject(app, { titre: 'Identity' });
  other = await createProject(app, { titre: 'Another license' });
  const specs = {
    crew: {},
    manager: { rights: ['canAccessUsers' as const] },
    prod: { isProd: true },
    admin: { isAdmin: true },
    licenseAdmin: { isAdmin: true, isLicenseAdmin: true },
  };
  for (const [key, spec] of Object.entries(specs)) {
    people[key] = await createUser(app, project.id, spec);
    tokens[key] = await signInAs(app, people[key]!.email);
  }
  // A person who also works for another license: nobody here administers all of theirs.
  people.twoLicenses = await createUser(app, project.id);
  await addMembership(app, people.twoLicenses.id, other.id);
});

describe('UpdUser keeps identity fields to the person or an administrator of every license of the person', () => {
  it.each([
    ['manager', 'email', 'crew', { email: 'taken-over@example.test' }],
    ['prod', 'email', 'admin', { email: 'taken-over@example.test' }],
    ['admin', 'email', 'crew', { email: 'taken-over@example.test' }],
    ['manager', 'iban', 'crew', { iban: 'BE71096123456769' }],
    ['prod', 'bic', 'crew', { bic: 'GKCCBEBB' }],
    ['licenseAdmin', 'email', 'twoLicenses', { email: 'taken-over@example.test' }],
  ])('%s may not change the %s of %s', async (actor, field, target, changes) => {
    const before = await app.database.db.select().from(users).where(eq(users.id, people[target]!.id));
    const result = await gql(
      app,
      UPD_EMAIL,
      {
        u: people[target]!.id,
        v: await personInput(people[target]!.id, { ...changes, phone: '+32 2 555 01 99' }),
      },
      { token: tokens[actor] },
    );
    expect(errorCode(result)).toBe('FORBIDDEN');
    expect(result.errors![0]!.extensions?.field).toBe(field);
    expect(result.errors![0]!.message).toBe(
      `Only this person, or an administrator of every license they belong to, may change the field ${field}.`,
    );
    // Nothing changed, not even the phone sent with it.
    const after = await app.database.db.select().from(users).where(eq(users.id, people[target]!.id));
    expect(after).toEqual(before);
    expect(mailbox.messagesTo('taken-over@example.test')).toEqual([]);
  });

  it('production still edits the other fields of a member', async () => {
    const result = await gql<{ UpdUser: { phone: string; identityEditable: boolean } }>(
      app,
      UPD,
      { u: people.crew!.id, v: await personInput(people.crew!.id, { phone: '+32 2 555 01 02' }) },
      { token: tokens.prod },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data!.UpdUser).toMatchObject({ phone: '+32 2 555 01 02', identityEditable: false });
  });

  it("a license administrator changes a member's bank details, and their email only through confirmation", async () => {
    const target = await createUser(app, project.id);
    const newEmail = unique('confirmed');
    const result = await gql<{ UpdUser: Record<string, unknown> }>(
      app,
      UPD,
      { u: target.id, v: await personInput(target.id, { iban: 'BE71096123456769', email: newEmail }) },
      { token: tokens.licenseAdmin },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data!.UpdUser).toMatchObject({
      email: target.email,
      iban: 'BE71096123456769',
      identityEditable: true,
      pendingEmail: { newEmail },
    });
    expect(await emailOf(target.id)).toBe(target.email);
    // The old address is told, the new one asked to confirm.
    const notice = await mailbox.waitFor(target.email, (m) => m.text.includes(newEmail));
    expect(linkToken(notice.text)).toBeUndefined();
    const confirmation = await mailbox.waitFor(newEmail);
    const token = linkToken(confirmation.text)!;
    expect(token).toBeTruthy();

    // Before confirmation, a reset for the new address sends nothing; the account keeps its email.
    await gql(app, 'mutation($e: String!) { RequestPasswordReset(Email: $e) }', { e: newEmail });
    await gql(app, 'mutation($e: String!) { RequestPasswordReset(Email: $e) }', { e: target.email });
    await mailbox.waitFor(target.email, (m) => m.text.includes('reset-password'));
    expect(mailbox.messagesTo(newEmail).filter((m) => m.text.includes('reset-password'))).toEqual([]);

    // Following the link (the web's confirmation screen calls these) changes the login email.
    const info = await gql<{ GetEmailChangeInfo: { newEmail: string } }>(app, INFO, { t: token });
    expect(info.data!.GetEmailChangeInfo.newEmail).toBe(newEmail);
    const confirmed = await gql<{ ConfirmEmailChange: string }>(app, CONFIRM, { t: token });
    expect(confirmed.data!.ConfirmEmailChange).toBe(newEmail);
    expect(await emailOf(target.id)).toBe(newEmail);
    expect(await signInAs(app, newEmail)).toMatch(/^ey/);
    await expect(signInAs(app, target.email)).rejects.toThrow();
    // The reset link mailed to the old address before the change is dead.
    const resetMail = mailbox.messagesTo(target.email).find((m) => m.text.includes('reset-password'))!;
    const xid = /reset-password\/([\w-]+)/.exec(resetMail.text)![1];
    const reset = await gql(app, 'query($x: String!) { GetNewPasswordRequestInfo(Xid: $x) { email } }', {
      x: xid,
    });
    expect(errorCode(reset)).toBe('NOT_FOUND');
    // The link works once.
    const again = await gql(app, CONFIRM, { t: token });
    expect(errorCode(again)).toBe('NOT_FOUND');
    expect(again.errors![0]!.message).toBe('This link has expired or has already been used.');
  });
});

describe('RequestEmailChange (profile) and its link', () => {
  it('the person starts it; the link is stored hashed, expires, and can be cancelled', async () => {
    const me = await createUser(app, project.id);
    const token = await signInAs(app, me.email);
    const newEmail = unique('mine');
    const started = await gql<{ RequestEmailChange: { newEmail: string; expiresAt: string } }>(
      app,
      REQUEST,
      { e: `  ${newEmail.toUpperCase()} ` },
      { token },
    );
    expect(started.data!.RequestEmailChange.newEmail).toBe(newEmail);
    const hours = (Date.parse(started.data!.RequestEmailChange.expiresAt) - Date.now()) / 3600_000;
    expect(hours).toBeGreaterThan(23);
    expect(hours).toBeLessThanOrEqual(24);
    const profile = await gql<{ myProfile: { email: string; pendingEmail: { newEmail: string } } }>(
      app,
      '{ myProfile { email pendingEmail { newEmail } } }',
      {},
      { token },
    );
    expect(profile.data!.myProfile).toEqual({ email: me.email, pendingEmail: { newEmail } });
    const secret = linkToken((await mailbox.waitFor(newEmail)).text)!;
    const [row] = await app.database.db.select().from(emailChanges).where(eq(emailChanges.userId, me.id));
    expect(row!.tokenHash).not.toContain(secret);
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);

    // Expired: the link no longer works.
    await app.database.db
      .update(emailChanges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailChanges.userId, me.id));
    expect(errorCode(await gql(app, CONFIRM, { t: secret }))).toBe('NOT_FOUND');

    // A new request replaces it; cancelling ends it.
    const next = unique('next');
    await gql(app, REQUEST, { e: next }, { token });
    const nextSecret = linkToken((await mailbox.waitFor(next)).text)!;
    const cancelled = await gql(app, 'mutation { CancelEmailChange }', {}, { token });
    expect(cancelled.data).toEqual({ CancelEmailChange: true });
    expect(errorCode(await gql(app, INFO, { t: nextSecret }))).toBe('NOT_FOUND');
    expect(await emailOf(me.id)).toBe(me.email);
  });

  it.each([
    ['not an email', () => 'not-an-email', /NewEmail/],
    ['the current email', (me: FixtureUser) => me.email, /must differ from the current value/],
    ["another account's email", () => people.crew!.email, /already used by another account/],
  ])('refuses %s, naming the field', async (_case, email, message) => {
    const me = await createUser(app, project.id);
    const result = await gql(app, REQUEST, { e: email(me) }, { token: await signInAs(app, me.email) });
    expect(result.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'NewEmail' });
    expect(result.errors![0]!.message).toMatch(message);
  });

  it('for another person: the same rule as UpdUser; outside the project NOT_FOUND', async () => {
    const target = await createUser(app, project.id);
    expect(
      errorCode(await gql(app, REQUEST, { u: target.id, e: unique('x') }, { token: tokens.manager })),
    ).toBe('FORBIDDEN');
    expect(
      errorCode(await gql(app, REQUEST, { u: target.id, e: unique('x') }, { token: tokens.admin })),
    ).toBe('FORBIDDEN');
    const outsider = await createUser(app, other.id);
    expect(
      errorCode(await gql(app, REQUEST, { u: outsider.id, e: unique('x') }, { token: tokens.licenseAdmin })),
    ).toBe('NOT_FOUND');
    const allowed = await gql(
      app,
      REQUEST,
      { u: target.id, e: unique('ok') },
      { token: tokens.licenseAdmin },
    );
    expect(allowed.errors).toBeUndefined();
  });

  it('confirming an address taken in the meantime changes nothing', async () => {
    const me = await createUser(app, project.id);
    const wanted = unique('race');
    await gql(app, REQUEST, { e: wanted }, { token: await signInAs(app, me.email) });
    const secret = linkToken((await mailbox.waitFor(wanted)).text)!;
    await app.database.db.update(users).set({ email: wanted }).where(eq(users.id, people.crew!.id));
    const result = await gql(app, CONFIRM, { t: secret });
    expect(errorCode(result)).toBe('CONFLICT');
    expect(await emailOf(me.id)).toBe(me.email);
    await app.database.db
      .update(users)
      .set({ email: people.crew!.email })
      .where(eq(users.id, people.crew!.id));
  });

  it('an administrator signed in as the person cannot start it', async () => {
    const borrowed = await gql<{ signInAs: string }>(
      app,
      'mutation($u: Int!) { signInAs(userID: $u) }',
      { u: people.crew!.id },
      { token: tokens.admin },
    );
    const result = await gql(app, REQUEST, { e: unique('borrowed') }, { token: borrowed.data!.signInAs });
    expect(errorCode(result)).toBe('FORBIDDEN');
  });
});
