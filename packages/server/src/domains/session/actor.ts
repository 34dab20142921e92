import {
  ACCESS_RIGHTS,
  type AccessRight,
  ROLE_NAMES,
  type RoleName,
  type TokenClaims,
} from '@setledger/shared/auth/permissions';
import { PROJECT_MODULES, type ProjectModule } from '@setledger/shared/projects/projects.constants';
import type { Actor } from '../../core/actor';
import type { findMembership } from './session.sql';

type Membership = NonNullable<Awaited<ReturnType<typeof findMembership>>>;

export function actorFromMembership(row: Membership): Actor {
  const roles = new Set<RoleName>(ROLE_NAMES.filter((r) => row.member[r]));
  const rights = new Set<AccessRight>(ACCESS_RIGHTS.filter((r) => row.member[r]));
  return {
    userId: row.user.id,
    projectId: row.member.projectId,
    userProjectId: row.member.id,
    licenseId: row.project.licenseId,
    language: row.user.appLanguage,
    projectType: row.project.projectType,
    isAdmin: row.member.isAdmin,
    isProd: row.member.isProd,
    isVip: row.member.isVip,
    isDev: row.user.isDev,
    isTranslator: row.user.isTranslator,
    isLicenseAdmin: row.isLicenseAdmin,
    sessionVersion: row.user.sessionVersion,
    signedInBy: null,
    roles,
    rights,
    modules: new Set<ProjectModule>(PROJECT_MODULES.filter((m) => row.project[m])),
    validationLevel: row.validationLevel,
  };
}

export function claimsOf(actor: Actor): Omit<TokenClaims, 'ExpirationDate'> {
  const claims: Omit<TokenClaims, 'ExpirationDate'> = {
    ProjectID: actor.projectId,
    UserID: actor.userId,
    UserProjectId: actor.userProjectId,
    Language: actor.language,
    ProjectType: actor.projectType,
    SessionVersion: actor.sessionVersion,
    validationLevel: actor.validationLevel,
  };
  if (actor.isLicenseAdmin) claims.isLicenseAdmin = true;
  if (actor.signedInBy !== null) claims.SignedInBy = actor.signedInBy;
  if (actor.isAdmin) claims.isAdmin = true;
  if (actor.isProd) claims.isProd = true;
  if (actor.isDev) claims.isDev = true;
  if (actor.isTranslator) claims.isTranslator = true;
  if (actor.isVip) claims.isVip = true;
  for (const role of actor.roles) claims[role] = true;
  for (const right of actor.rights) claims[right] = true;
  return claims;
}
