import type { Actor } from '../../core/actor';
import { badInput, conflict, notFound } from '../../core/errors';
import type { Services } from '../../core/services';
import type { Tx } from '../../db/client';
import * as q from './license-admins.sql';

/** License arguments default to the current project's license; any other license does not exist for the caller. */
function licenseOf(actor: Actor, licenseId: number | null | undefined) {
  if (licenseId !== null && licenseId !== undefined && licenseId !== actor.licenseId) throw notFound();
  return actor.licenseId;
}

const withFullName = <T extends { name: string; firstName: string }>(row: T) => ({
  ...row,
  fullName: `${row.firstName} ${row.name}`.trim(),
});

/** LicenseAdmins(LicenseId): who administers the license (license administrators only, by scope). */
export async function listLicenseAdmins(
  services: Services,
  actor: Actor,
  input: { licenseId?: number | null },
) {
  const rows = await q.listLicenseAdmins(services.db, licenseOf(actor, input.licenseId));
  return rows.map(withFullName);
}

/**
 * GrantLicenseAdmin(LicenseId, UserId): makes a member of one of the license's projects a license
 * administrator, audited. Granting it again changes nothing.
 */
export async function grantLicenseAdmin(
  services: Services,
  actor: Actor,
  input: { licenseId?: number | null; userId: number },
) {
  const licenseId = licenseOf(actor, input.licenseId);
  await services.db.transaction(async (tx) => {
    if (!(await q.isLicenseMember(tx, licenseId, input.userId))) throw badInput('UserId', 'notLicenseMember');
    if (await q.isLicenseAdmin(tx, licenseId, input.userId)) return;
    await q.insertLicenseAdmin(tx, { licenseId, userId: input.userId, grantedBy: actor.userId });
    await q.recordLicenseAudit(tx, {
      licenseId,
      targetUserId: input.userId,
      actorUserId: actor.userId,
      before: false,
      after: true,
    });
  });
  return listLicenseAdmins(services, actor, { licenseId });
}

/** RevokeLicenseAdmin(LicenseId, UserId): audited; a license always keeps one administrator. */
export async function revokeLicenseAdmin(
  services: Services,
  actor: Actor,
  input: { licenseId?: number | null; userId: number },
) {
  const licenseId = licenseOf(actor, input.licenseId);
  await services.db.transaction(async (tx) => {
    if (!(await q.isLicenseAdmin(tx, licenseId, input.userId))) throw notFound();
    if ((await q.countLicenseAdmins(tx, licenseId)) <= 1) throw conflict('lastLicenseAdmin');
    await q.deleteLicenseAdmin(tx, licenseId, input.userId);
    await q.recordLicenseAudit(tx, {
      licenseId,
      targetUserId: input.userId,
      actorUserId: actor.userId,
      before: true,
      after: false,
    });
  });
  return listLicenseAdmins(services, actor, { licenseId });
}

/** LicenseAdminAudit(LicenseId): grants and revocations, newest first. */
export function listLicenseAdminAudit(
  services: Services,
  actor: Actor,
  input: { licenseId?: number | null },
) {
  return q.listLicenseAudit(services.db, licenseOf(actor, input.licenseId));
}

/** See license-admins.sql.ts: the rule for another person's identity fields (issue 12 item 1). */
export function administersEveryLicenseOf(tx: Tx, actorUserId: number, targetUserId: number) {
  return q.administersEveryLicenseOf(tx, actorUserId, targetUserId);
}
