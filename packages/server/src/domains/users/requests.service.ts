import { randomBytes } from 'node:crypto';
import { languageCodeToTag } from '@setledger/shared/i18n/languages';
import {
  acceptInvitationSchema,
  emailField,
  INVITATION_DAYS,
  invitationSchema,
  newPasswordSchema,
  PASSWORD_RESET_HOURS,
  USER_REQUEST_TYPES,
} from '@setledger/shared/users/users.schemas';
import { and, eq, gte, sql } from 'drizzle-orm';
import { DUMMY_HASH, hashPassword, verifyPassword } from '../../auth/passwords';
import type { Actor } from '../../core/actor';
import { AppError, badInput, notFound } from '../../core/errors';
import { parseInput } from '../../core/input';
import { inProject } from '../../core/scope';
import type { AfterResponse, Services } from '../../core/services';
import { serverText } from '../../core/texts';
import type { Tx } from '../../db/client';
import { departments, functions } from '../departments/departments.table';
import { getProjectFormatter } from '../projects/projects.service';
import { projects } from '../projects/projects.table';
import { applyEncodingValidation } from './access.service';
import { userSearchName } from './users.service';
import * as q from './users.sql';
import { contracts, userProjects, userRequests, users } from './users.table';

const newXid = () => randomBytes(24).toString('base64url');
const linkExpired = () => new AppError('NOT_FOUND', 'linkExpired');
const MAX_RESETS_PER_HOUR = 5;

/** addUserRequest: invites a person to the caller's project by email (a new or an existing account). */
export async function addUserRequest(services: Services, actor: Actor, input: { newUser: unknown }) {
  const values = parseInput(invitationSchema, input.newUser);
  const request = await services.db.transaction(async (tx) => {
    const existing = await q.findUserByEmail(tx, values.email);
    if (existing && (await q.findMembershipRow(tx, actor.projectId, existing.id)))
      throw badInput('email', 'alreadyMember');
    await assertPlace(tx, actor.projectId, values.departmentNumber ?? null, values.functionNumber ?? null);
    const [row] = await tx
      .insert(userRequests)
      .values({
        xid: newXid(),
        requestType: USER_REQUEST_TYPES.invitation,
        email: values.email,
        projectId: actor.projectId,
        userId: existing?.id ?? null,
        name: values.name,
        firstName: values.firstName,
        language: values.language,
        departmentNumber: values.departmentNumber ?? null,
        functionNumber: values.functionNumber ?? null,
        startDate: values.startDate,
        endDate: values.endDate,
        dailyRate: values.dailyRate,
        expiresAt: new Date(Date.now() + INVITATION_DAYS * 24 * 3600 * 1000),
        createdBy: actor.userId,
      })
      .returning();
    return row!;
  });
  const [[project], inviter] = await Promise.all([
    services.db.select({ titre: projects.titre }).from(projects).where(eq(projects.id, actor.projectId)),
    q.findUser(services.db, actor.userId),
  ]);
  const tag = languageCodeToTag(values.language);
  const params = {
    project: project?.titre ?? '',
    firstName: values.firstName,
    inviter: `${inviter?.firstName ?? ''} ${inviter?.name ?? ''}`.trim(),
    link: `${services.mailer.baseUrl}/#/pages/invitation/${request.xid}`,
    // The reader's language, the project's time zone (issue 12 item 25).
    expires: (await getProjectFormatter(services, actor.projectId, values.language)).spelledDateTime(
      request.expiresAt,
    ),
  };
  await services.mailer.send(services.db, {
    projectId: actor.projectId,
    to: values.email,
    subject: serverText('mail', 1, tag, params),
    text: serverText('mail', 2, tag, params),
    language: values.language,
  });
  return request;
}

async function assertPlace(tx: Tx, projectId: number, department: number | null, fn: number | null) {
  if (department !== null) {
    const [row] = await tx
      .select({ id: departments.id })
      .from(departments)
      .where(and(inProject(departments, { projectId }), eq(departments.value, department)));
    if (!row) throw badInput('departmentNumber', 'notFound');
  }
  if (fn !== null) {
    if (department === null) throw badInput('functionNumber', 'functionNotInDepartment');
    const [row] = await tx
      .select({ id: functions.id })
      .from(functions)
      .where(
        and(
          inProject(functions, { projectId }),
          eq(functions.departmentNumber, department),
          eq(functions.value, fn),
        ),
      );
    if (!row) throw badInput('functionNumber', 'functionNotInDepartment');
  }
}

/** UserRequests(projectId): the invitations of the caller's project, newest first. */
export async function listUserRequests(
  services: Services,
  actor: Actor,
  input: { projectId?: number | null },
) {
  if (input.projectId && input.projectId !== actor.projectId) throw notFound();
  const rows = await q.listProjectRequests(services.db, actor.projectId);
  const now = Date.now();
  return rows.map((row) => ({ ...row, expired: !row.validated && row.expiresAt.getTime() < now }));
}

export async function delUserRequest(services: Services, actor: Actor, input: { userRequestId: number }) {
  const [row] = await services.db
    .delete(userRequests)
    .where(and(eq(userRequests.id, input.userRequestId), inProject(userRequests, actor)))
    .returning({ id: userRequests.id });
  if (!row) throw notFound();
  return row.id;
}

/** GetUserRequestInfo(Xid), public: what the invitation page shows, while the link works. */
export async function getUserRequestInfo(services: Services, input: { xid: string }) {
  const request = await q.unsafeFindOpenRequest(services.db, input.xid, USER_REQUEST_TYPES.invitation);
  if (!request?.projectId) throw linkExpired();
  const [project] = await services.db
    .select({ titre: projects.titre })
    .from(projects)
    .where(eq(projects.id, request.projectId));
  return { ...request, projectTitle: project?.titre ?? '', hasAccount: request.userId !== null };
}

/**
 * AcceptUserRequest(Xid, ...), public: the invitee sets a password (new account) or confirms theirs (existing
 * account), joins the project with the invitation's department, function, contract and validation levels,
 * and is signed in. The link then stops working.
 */
export async function acceptUserRequest(
  services: Services,
  input: { xid: string; name: string; firstName: string; password: string },
) {
  const values = parseInput(acceptInvitationSchema, input);
  const passwordHash = await hashPassword(values.password);
  const { userId, projectId } = await services.db.transaction(async (tx) => {
    const [request] = await tx
      .select()
      .from(userRequests)
      .where(
        and(
          eq(userRequests.xid, input.xid),
          eq(userRequests.requestType, USER_REQUEST_TYPES.invitation),
          eq(userRequests.validated, false),
          gte(userRequests.expiresAt, new Date()),
        ),
      )
      .for('update');
    if (!request?.projectId) throw linkExpired();
    let user = await q.findUserByEmail(tx, request.email);
    if (user) {
      if (!(await verifyPassword(user.passwordHash, values.password)))
        throw new AppError('BAD_USER_INPUT', 'wrongCurrentPassword', 'password');
      if (await q.findMembershipRow(tx, request.projectId, user.id)) throw badInput('email', 'alreadyMember');
    } else {
      const person = { name: values.name, firstName: values.firstName, email: request.email };
      [user] = await tx
        .insert(users)
        .values({
          ...person,
          passwordHash,
          appLanguage: request.language,
          searchName: userSearchName(person),
        })
        .returning();
    }
    const [member] = await tx
      .insert(userProjects)
      .values({
        userId: user!.id,
        projectId: request.projectId,
        departmentNumber: request.departmentNumber,
        functionNumber: request.functionNumber,
      })
      .returning();
    if (request.startDate && request.endDate)
      await tx.insert(contracts).values({
        userProjectId: member!.id,
        startDate: request.startDate,
        endDate: request.endDate,
        dailyRate: request.dailyRate,
      });
    if (request.encodingValidation)
      await applyEncodingValidation(
        tx,
        { projectId: request.projectId, userId: request.createdBy ?? user!.id },
        user!.id,
        request.encodingValidation,
      );
    await tx
      .update(userRequests)
      .set({ validated: true, validatedAt: new Date(), userId: user!.id })
      .where(eq(userRequests.id, request.id));
    await tx.update(users).set({ lastProjectId: request.projectId }).where(eq(users.id, user!.id));
    return { userId: user!.id, projectId: request.projectId };
  });
  // The session domain (above this one) signs the newcomer in (session.graphql.ts).
  return { userId, projectId };
}

/**
 * RequestPasswordReset(Email), public: emails a reset link when the account exists. The answer is the same,
 * and takes the same time, either way: everything that depends on the account (looking it up, the link, the
 * mail) runs after the answer has been sent, so it tells nobody which emails have accounts.
 */
export function requestPasswordReset(services: Services & AfterResponse, input: { email: string }) {
  const parsed = emailField.safeParse(input.email);
  if (!parsed.success) throw badInput('Email', 'invalidEmail');
  services.afterResponse('password reset mail', () => sendPasswordReset(services, parsed.data));
  return true;
}

async function sendPasswordReset(services: Services, email: string) {
  const user = await q.findUserByEmail(services.db, email);
  if (!user) return;
  const [recent] = await services.db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(userRequests)
    .where(
      and(
        eq(userRequests.userId, user.id),
        eq(userRequests.requestType, USER_REQUEST_TYPES.passwordReset),
        gte(userRequests.createdAt, new Date(Date.now() - 3600 * 1000)),
      ),
    );
  if ((recent?.n ?? 0) >= MAX_RESETS_PER_HOUR) return;
  const [request] = await services.db
    .insert(userRequests)
    .values({
      xid: newXid(),
      requestType: USER_REQUEST_TYPES.passwordReset,
      email: user.email,
      userId: user.id,
      language: user.appLanguage,
      expiresAt: new Date(Date.now() + PASSWORD_RESET_HOURS * 3600 * 1000),
    })
    .returning();
  const tag = languageCodeToTag(user.appLanguage);
  const params = {
    firstName: user.firstName,
    link: `${services.mailer.baseUrl}/#/pages/reset-password/${request!.xid}`,
    hours: String(PASSWORD_RESET_HOURS),
  };
  await services.mailer.send(services.db, {
    projectId: null,
    to: user.email,
    subject: serverText('mail', 3, tag, params),
    text: serverText('mail', 4, tag, params),
    language: user.appLanguage,
  });
}

/** GetNewPasswordRequestInfo(Xid), public: the email of an open reset request. */
export async function getNewPasswordRequestInfo(services: Services, input: { xid: string }) {
  const request = await q.unsafeFindOpenRequest(services.db, input.xid, USER_REQUEST_TYPES.passwordReset);
  if (!request) throw linkExpired();
  return request;
}

/**
 * SetNewPassword(Xid, Password), public: sets the password once; every other open reset link of the account
 * dies, and so does every session.
 */
export async function setNewPassword(services: Services, input: { xid: string; password: string }) {
  const { password } = parseInput(newPasswordSchema, { password: input.password });
  const passwordHash = await hashPassword(password);
  await services.db.transaction(async (tx) => {
    const [request] = await tx
      .select()
      .from(userRequests)
      .where(
        and(
          eq(userRequests.xid, input.xid),
          eq(userRequests.requestType, USER_REQUEST_TYPES.passwordReset),
          eq(userRequests.validated, false),
          gte(userRequests.expiresAt, new Date()),
        ),
      )
      .for('update');
    if (!request?.userId) throw linkExpired();
    // A reset ends every session of the account: whoever held one loses it with the old password.
    await tx
      .update(users)
      .set({ passwordHash, sessionVersion: sql`${users.sessionVersion} + 1`, updatedAt: new Date() })
      .where(eq(users.id, request.userId));
    await tx
      .update(userRequests)
      .set({ validated: true, validatedAt: new Date() })
      .where(
        and(
          eq(userRequests.userId, request.userId),
          eq(userRequests.requestType, USER_REQUEST_TYPES.passwordReset),
          eq(userRequests.validated, false),
        ),
      );
  });
  return true;
}

/** VerifyPassword(email, password): re-confirms the caller's own password before a sensitive step. */
export async function verifyOwnPassword(
  services: Services,
  actor: Actor,
  input: { email: string; password: string },
) {
  const user = await q.findUser(services.db, actor.userId);
  const sameEmail = user !== undefined && user.email === input.email.trim().toLowerCase();
  // The hash is checked either way, so the timing says nothing about the email.
  const ok = await verifyPassword(sameEmail ? user.passwordHash : DUMMY_HASH, input.password.slice(0, 200));
  return sameEmail && ok;
}
