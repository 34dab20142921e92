import { createHash, randomBytes } from 'node:crypto';
import { searchKey } from '@setledger/shared/format/text';
import { languageCodeToTag } from '@setledger/shared/i18n/languages';
import { USER_REQUEST_TYPES } from '@setledger/shared/users/users.schemas';
import { emailField } from '@setledger/shared/validation/schema-fields';
import { and, eq, ne } from 'drizzle-orm';
import type { Actor } from '../../core/actor';
import { AppError, badInput, conflict, notFound } from '../../core/errors';
import type { Services } from '../../core/services';
import { serverText } from '../../core/texts';
import type { Tx } from '../../db/client';
import * as changes from './email-change.sql';
import { mayChangeIdentityOf } from './identity.policy';
import * as q from './users.sql';
import { userRequests, users } from './users.table';

/** How long the confirmation link of a new login email works. */
export const EMAIL_CHANGE_HOURS = 24;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
const linkExpired = () => new AppError('NOT_FOUND', 'linkExpired');

export interface StartedChange {
  userId: number;
  newEmail: string;
  token: string;
  expiresAt: Date;
  requestedBy: number;
}

/**
 * Records a change of login email waiting for confirmation (issue 12 item 1), in the caller's transaction:
 * the address must be free and different; it replaces any open change of the person. Only the link's hash
 * is stored. The mails go with sendEmailChangeMails once the transaction has committed.
 */
export async function startEmailChange(
  tx: Tx,
  input: { userId: number; currentEmail: string; newEmail: string; requestedBy: number; field: string },
): Promise<StartedChange> {
  if (input.newEmail === input.currentEmail) throw badInput(input.field, 'mustDiffer');
  const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.email, input.newEmail));
  if (taken) throw badInput(input.field, 'emailTaken');
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + EMAIL_CHANGE_HOURS * 3600 * 1000);
  await changes.deleteOpenChanges(tx, input.userId);
  await changes.insertChange(tx, {
    userId: input.userId,
    newEmail: input.newEmail,
    tokenHash: hashOf(token),
    requestedBy: input.requestedBy,
    expiresAt,
  });
  return { userId: input.userId, newEmail: input.newEmail, token, expiresAt, requestedBy: input.requestedBy };
}

/** The confirmation link to the new address, and a notice to the current one, in the person's language. */
export async function sendEmailChangeMails(services: Services, started: StartedChange) {
  const [user, requester] = await Promise.all([
    q.findUser(services.db, started.userId),
    q.findUser(services.db, started.requestedBy),
  ]);
  if (!user) return;
  const tag = languageCodeToTag(user.appLanguage);
  const params = {
    firstName: user.firstName,
    oldEmail: user.email,
    newEmail: started.newEmail,
    requester: `${requester?.firstName ?? ''} ${requester?.name ?? ''}`.trim(),
    hours: String(EMAIL_CHANGE_HOURS),
    link: `${services.mailer.baseUrl}/#/pages/confirm-email/${started.token}`,
  };
  const text = (n: number) => serverText('email-change', n, tag, params);
  await services.mailer.send(services.db, {
    projectId: null,
    to: started.newEmail,
    subject: text(1),
    text: text(2),
    language: user.appLanguage,
  });
  await services.mailer.send(services.db, {
    projectId: null,
    to: user.email,
    subject: text(3),
    text: text(started.requestedBy === user.id ? 7 : 4),
    language: user.appLanguage,
  });
}

/**
 * RequestEmailChange(UserId, NewEmail): the caller's own email (profile), or a member's for who may change
 * it (identity.policy.ts). Another project's person answers NOT_FOUND.
 */
export async function requestEmailChange(
  services: Services,
  actor: Actor,
  input: { userId?: number | null; newEmail: string },
) {
  const targetId = input.userId ?? actor.userId;
  const parsed = emailField.safeParse(input.newEmail);
  if (!parsed.success) throw badInput('NewEmail', 'invalidEmail');
  const started = await services.db.transaction(async (tx) => {
    if (!(await q.findMembershipRow(tx, actor.projectId, targetId))) throw notFound();
    if (!(await mayChangeIdentityOf(tx, actor, targetId)))
      throw new AppError(
        'FORBIDDEN',
        actor.signedInBy !== null ? 'notWhileSignedInAs' : 'identityNotAllowed',
        'email',
      );
    const user = (await q.findUser(tx, targetId))!;
    return startEmailChange(tx, {
      userId: targetId,
      currentEmail: user.email,
      newEmail: parsed.data,
      requestedBy: actor.userId,
      field: 'NewEmail',
    });
  });
  await sendEmailChangeMails(services, started);
  return { newEmail: started.newEmail, expiresAt: started.expiresAt };
}

/** CancelEmailChange(UserId): ends the open change of the caller, or of a member for who may change it. */
export async function cancelEmailChange(services: Services, actor: Actor, input: { userId?: number | null }) {
  const targetId = input.userId ?? actor.userId;
  await services.db.transaction(async (tx) => {
    if (!(await q.findMembershipRow(tx, actor.projectId, targetId))) throw notFound();
    if (!(await mayChangeIdentityOf(tx, actor, targetId)))
      throw new AppError('FORBIDDEN', 'identityNotAllowed', 'email');
    await changes.deleteOpenChanges(tx, targetId);
  });
  return true;
}

/** The change waiting for confirmation, if any (profile and user screens). */
export function pendingEmailChange(services: Services, userId: number) {
  return changes.findPendingChange(services.db, userId);
}

/** GetEmailChangeInfo(Token), public: the address a working link confirms. */
export async function getEmailChangeInfo(services: Services, input: { token: string }) {
  const row = await changes.findOpenChangeByHash(services.db, hashOf(input.token));
  if (!row) throw linkExpired();
  return { newEmail: row.newEmail, expiresAt: row.expiresAt };
}

/**
 * ConfirmEmailChange(Token), public: the login email becomes the confirmed one, once. Reset links mailed to
 * the old address die, and the old address is told.
 */
export async function confirmEmailChange(services: Services, input: { token: string }) {
  const { userId, oldEmail, newEmail } = await services.db.transaction(async (tx) => {
    const row = await changes.findOpenChangeByHash(tx, hashOf(input.token), true);
    if (!row) throw linkExpired();
    const [taken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, row.newEmail), ne(users.id, row.userId)));
    if (taken) throw conflict('emailTaken');
    const user = (await q.findUser(tx, row.userId))!;
    await tx
      .update(users)
      .set({
        email: row.newEmail,
        // The formula of userSearchName (users.service.ts), which imports this file.
        searchName: searchKey(`${user.name} ${user.firstName} ${row.newEmail}`),
        updatedAt: new Date(),
      })
      .where(eq(users.id, row.userId));
    await changes.markConfirmed(tx, row.id);
    await tx
      .update(userRequests)
      .set({ expiresAt: new Date() })
      .where(
        and(
          eq(userRequests.userId, row.userId),
          eq(userRequests.requestType, USER_REQUEST_TYPES.passwordReset),
          eq(userRequests.validated, false),
        ),
      );
    return { userId: row.userId, oldEmail: user.email, newEmail: row.newEmail };
  });
  const user = await q.findUser(services.db, userId);
  const tag = languageCodeToTag(user?.appLanguage ?? 0);
  const params = { firstName: user?.firstName ?? '', newEmail };
  await services.mailer.send(services.db, {
    projectId: null,
    to: oldEmail,
    subject: serverText('email-change', 5, tag, params),
    text: serverText('email-change', 6, tag, params),
    language: user?.appLanguage ?? 0,
  });
  return newEmail;
}
