import {
  ACCESS_RIGHTS,
  type AccessRight,
  ROLE_NAMES,
  type RoleName,
  type TokenClaims,
} from '@setledger/shared/auth/permissions';
import { PROJECT_MODULES, type ProjectModule } from '@setledger/shared/projects/projects.constants';
import type { Actor } from '../../core/actor';
import type { MembershipRow } from './session.sql';

const ROLE_SET = new Set<string>(ROLE_NAMES);
const RIGHT_SET = new Set<string>(ACCESS_RIGHTS);
const MODULE_SET = new Set<string>(PROJECT_MODULES);

export function actorFromMembership(row: MembershipRow): Actor {
  const grants = row.grants ? row.grants.split(',') : [];
  return {
    userId: row.userId,
    projectId: row.projectId,
    userProjectId: row.userProjectId,
    licenseId: row.licenseId,
    language: row.language,
    projectType: row.projectType,
    isAdmin: row.isAdmin,
    isProd: row.isProd,
    isVip: row.isVip,
    isDev: row.isDev,
    isTranslator: row.isTranslator,
    isLicenseAdmin: row.isLicenseAdmin,
    sessionVersion: row.sessionVersion,
    signedInBy: null,
    roles: new Set(grants.filter((name): name is RoleName => ROLE_SET.has(name))),
    rights: new Set(grants.filter((name): name is AccessRight => RIGHT_SET.has(name))),
    modules: new Set(
      (row.modules ? row.modules.split(',') : []).filter((name): name is ProjectModule =>
        MODULE_SET.has(name),
      ),
    ),
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
