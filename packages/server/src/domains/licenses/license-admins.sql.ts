import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { inLicense } from '../../core/scope';
import type { Tx } from '../../db/client';
import { projects } from '../projects';
import { userProjects, users } from '../users';
import { auditVisibleWhere, visibleWhere } from './license-admins.policy';
import { licenseAdminAudit, licenseAdmins } from './license-admins.table';

const fullName = (alias: string) => sql.raw(`(${alias}.first_name || ' ' || ${alias}.name)`);

/** The license's administrators, by name. */
export function listLicenseAdmins(tx: Tx, licenseId: number) {
  return tx
    .select({
      userId: licenseAdmins.userId,
      name: users.name,
      firstName: users.firstName,
      email: users.email,
      grantedAt: licenseAdmins.grantedAt,
      grantedByName: sql<
        string | null
      >`(select ${fullName('g')} from ${users} g where g.id = ${licenseAdmins.grantedBy})`,
    })
    .from(licenseAdmins)
    .innerJoin(users, eq(users.id, licenseAdmins.userId))
    .where(visibleWhere({ licenseId }))
    .orderBy(asc(users.name), asc(users.firstName), asc(users.id));
}

export async function isLicenseAdmin(tx: Tx, licenseId: number, userId: number) {
  const [row] = await tx
    .select({ userId: licenseAdmins.userId })
    .from(licenseAdmins)
    .where(and(visibleWhere({ licenseId }), eq(licenseAdmins.userId, userId)));
  return row !== undefined;
}

export async function countLicenseAdmins(tx: Tx, licenseId: number) {
  const [row] = await tx.select({ n: count() }).from(licenseAdmins).where(visibleWhere({ licenseId }));
  return row?.n ?? 0;
}

/** True when the user is a member of at least one project of the license. */
export async function isLicenseMember(tx: Tx, licenseId: number, userId: number) {
  const [row] = await tx
    .select({ id: userProjects.id })
    .from(userProjects)
    .innerJoin(projects, eq(projects.id, userProjects.projectId))
    .where(and(inLicense(projects, { licenseId }), eq(userProjects.userId, userId)))
    .limit(1);
  return row !== undefined;
}

export async function insertLicenseAdmin(
  tx: Tx,
  row: { licenseId: number; userId: number; grantedBy: number },
) {
  await tx.insert(licenseAdmins).values(row).onConflictDoNothing();
}

export async function deleteLicenseAdmin(tx: Tx, licenseId: number, userId: number) {
  await tx.delete(licenseAdmins).where(and(visibleWhere({ licenseId }), eq(licenseAdmins.userId, userId)));
}

export async function recordLicenseAudit(
  tx: Tx,
  entry: { licenseId: number; targetUserId: number; actorUserId: number; before: boolean; after: boolean },
) {
  await tx.insert(licenseAdminAudit).values({ ...entry, change: 'licenseAdmin' });
}

export function listLicenseAudit(tx: Tx, licenseId: number) {
  return tx
    .select({
      id: licenseAdminAudit.id,
      userId: licenseAdminAudit.targetUserId,
      targetName: sql<string>`(select ${fullName('t')} from ${users} t where t.id = ${licenseAdminAudit.targetUserId})`,
      change: licenseAdminAudit.change,
      before: licenseAdminAudit.before,
      after: licenseAdminAudit.after,
      at: licenseAdminAudit.at,
      actorName: sql<
        string | null
      >`(select ${fullName('a')} from ${users} a where a.id = ${licenseAdminAudit.actorUserId})`,
    })
    .from(licenseAdminAudit)
    .where(auditVisibleWhere({ licenseId }))
    .orderBy(desc(licenseAdminAudit.at), desc(licenseAdminAudit.id))
    .limit(200);
}

/**
 * True when the actor administers every license the target belongs to (through a project or a license
 * role): the rule for changing another person's login email or bank details (issue 12 item 1).
 */
export async function administersEveryLicenseOf(tx: Tx, actorUserId: number, targetUserId: number) {
  const rows = await tx.execute<{ ok: boolean }>(sql`
    select not exists (
      select 1 from (
        select p.license_id from ${userProjects} up join ${projects} p on p.id = up.project_id
        where up.user_id = ${targetUserId}
        union
        select la.license_id from ${licenseAdmins} la where la.user_id = ${targetUserId}
      ) belongs
      where not exists (
        select 1 from ${licenseAdmins} mine
        where mine.license_id = belongs.license_id and mine.user_id = ${actorUserId}
      )
    ) as ok`);
  return rows.rows[0]?.ok === true;
}
