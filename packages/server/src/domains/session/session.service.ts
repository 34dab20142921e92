import { searchKey } from '@setledger/shared/format/text';
import { MAX_LANGUAGE_CODE } from '@setledger/shared/i18n/languages';
import { passwordChangeSchema, profileSchema, signInSchema } from '@setledger/shared/session/session.schemas';
import { DUMMY_HASH, hashPassword, verifyPassword } from '../../auth/passwords';
import type { Actor } from '../../core/actor';
import { AppError, badInput, forbidden, notFound } from '../../core/errors';
import { parseInput } from '../../core/input';
import type { Services } from '../../core/services';
import { actorFromMembership, claimsOf } from './actor';
import * as sessionSql from './session.sql';

/** Throttling of 001 issue 2 §3: failures counted over 15 minutes, per account and per address. */
export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_ACCOUNT = 10;
export const MAX_FAILURES_PER_ADDRESS = 50;

/** The actor of a token: one query, which also checks the token's session version and membership. */
export async function loadActor(
  services: Services,
  claims: { UserID: number; ProjectID: number; SignedInBy?: number } & sessionSql.SessionCheckClaims,
): Promise<Actor | null> {
  const row = await sessionSql.findMembership(services.db, claims.UserID, claims.ProjectID, {
    sessionVersion: claims.SessionVersion,
    userProjectId: claims.UserProjectId,
  });
  return row ? { ...actorFromMembership(row), signedInBy: claims.SignedInBy ?? null } : null;
}

async function memberActor(services: Services, userId: number, projectId: number) {
  const row = await sessionSql.findMembership(services.db, userId, projectId);
  return row ? actorFromMembership(row) : null;
}

/** A token for a member of a project (sign-in, project change, accepted invitation). */
export async function tokenFor(
  services: Services,
  userId: number,
  projectId: number,
  signedInBy: number | null = null,
): Promise<string> {
  const actor = await memberActor(services, userId, projectId);
  if (!actor) throw notFound();
  return services.tokens.sign(claimsOf({ ...actor, signedInBy }));
}

/** A session an administrator opened with signInAs may not change the person's identity or sessions. */
export function assertOwnSession(actor: Actor) {
  if (actor.signedInBy !== null) throw new AppError('FORBIDDEN', 'notWhileSignedInAs');
}

export async function signIn(services: Services, input: { email: string; password: string; ip: string }) {
  const { email, password } = parseInput(signInSchema, { email: input.email, password: input.password });
  const since = new Date(Date.now() - THROTTLE_WINDOW_MS);
  const [byEmail, byIp] = await Promise.all([
    sessionSql.countFailuresSince(services.db, 'email', email, since),
    sessionSql.countFailuresSince(services.db, 'ip', input.ip, since),
  ]);
  // Checked before the password, so a blocked account gives no answer about its password.
  if (byEmail >= MAX_FAILURES_PER_ACCOUNT || byIp >= MAX_FAILURES_PER_ADDRESS) {
    throw new AppError('TOO_MANY_REQUESTS', 'tooManyAttempts');
  }
  const user = await sessionSql.findUserByEmail(services.db, email);
  // The same work and the same answer whether the email exists or not.
  const passwordOk = await verifyPassword(user?.passwordHash ?? DUMMY_HASH, password);
  const projectId =
    user && passwordOk ? await chooseProject(services, user.id, user.lastProjectId) : undefined;
  await sessionSql.recordAttempt(services.db, { email, ip: input.ip, succeeded: projectId !== undefined });
  if (!user || projectId === undefined) throw new AppError('BAD_USER_INPUT', 'wrongCredentials');
  await sessionSql.updateUser(services.db, user.id, { lastProjectId: projectId });
  return tokenFor(services, user.id, projectId);
}

async function chooseProject(services: Services, userId: number, lastProjectId: number | null) {
  if (lastProjectId !== null && (await sessionSql.findMembership(services.db, userId, lastProjectId))) {
    return lastProjectId;
  }
  return sessionSql.unsafeFirstProjectOf(services.db, userId);
}

export function refreshToken(services: Services, actor: Actor) {
  return tokenFor(services, actor.userId, actor.projectId, actor.signedInBy);
}

/** Another project of the same user; a project the user is not in answers NOT_FOUND. */
export async function changeProject(services: Services, actor: Actor, projectId: number) {
  // An administrator signed in as someone acts in their own project only, not in the person's others.
  if (actor.signedInBy !== null && projectId !== actor.projectId) throw notFound();
  const token = await tokenFor(services, actor.userId, projectId, actor.signedInBy);
  await sessionSql.updateUser(services.db, actor.userId, { lastProjectId: projectId });
  return token;
}

/**
 * Admins only (scope), and only into users of their own project; a license administrator's session only for
 * a license administrator. The token remembers who opened it (SignedInBy).
 */
export async function signInAs(services: Services, actor: Actor, userId: number) {
  const target = await memberActor(services, userId, actor.projectId);
  if (!target) throw notFound();
  if (target.isLicenseAdmin && !actor.isLicenseAdmin) throw forbidden();
  return tokenFor(services, userId, actor.projectId, actor.signedInBy ?? actor.userId);
}

export async function updAppLanguage(services: Services, actor: Actor, languageId: number) {
  if (!Number.isInteger(languageId) || languageId < 0 || languageId > MAX_LANGUAGE_CODE)
    throw badInput('LanguageId');
  await sessionSql.updateUser(services.db, actor.userId, { appLanguage: languageId });
  return tokenFor(services, actor.userId, actor.projectId, actor.signedInBy);
}

export async function updMyProfile(
  services: Services,
  actor: Actor,
  input: { name: string; firstName: string; phone?: string | null; appLanguage: number },
) {
  const profile = parseInput(profileSchema, input);
  const user = await sessionSql.findUserById(services.db, actor.userId);
  await sessionSql.updateUser(services.db, actor.userId, {
    name: profile.name,
    firstName: profile.firstName,
    searchName: searchKey(`${profile.name} ${profile.firstName} ${user?.email ?? ''}`),
    phone: profile.phone ?? null,
    appLanguage: profile.appLanguage,
  });
}

export async function updMyPassword(
  services: Services,
  actor: Actor,
  input: { OldPassword: string; NewPassword: string },
) {
  assertOwnSession(actor);
  const { OldPassword, NewPassword } = parseInput(passwordChangeSchema, input);
  const user = await sessionSql.findUserById(services.db, actor.userId);
  if (!user) throw notFound();
  if (!(await verifyPassword(user.passwordHash, OldPassword)))
    throw badInput('OldPassword', 'wrongCurrentPassword');
  const passwordHash = await hashPassword(NewPassword);
  await services.db.transaction(async (tx) => {
    await sessionSql.updateUser(tx, actor.userId, { passwordHash });
    await sessionSql.bumpSessionVersion(tx, actor.userId);
  });
  // Every other session ends; the caller continues with a fresh token.
  return tokenFor(services, actor.userId, actor.projectId);
}

/** SignOutEverywhere: ends every token of the caller, this one included. */
export async function signOutEverywhere(services: Services, actor: Actor) {
  assertOwnSession(actor);
  await sessionSql.bumpSessionVersion(services.db, actor.userId);
  return true;
}
