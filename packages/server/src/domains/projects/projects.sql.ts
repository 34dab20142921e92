import { and, asc, eq, exists, sql } from 'drizzle-orm';
import { inLicense, inProject } from '../../core/scope';
import type { Tx } from '../../db/client';
import { addresses } from '../addresses';
import { licenses } from '../organisation';
import { suppliers } from '../suppliers';
import { contracts, userProjects } from '../users/users.table';
import { projectLegalEntities, projects } from './projects.table';

/** Projects the user is a member of. */
export function listProjectsOfUser(tx: Tx, userId: number) {
  return tx
    .select({
      id: projects.id,
      titre: projects.titre,
      production: projects.production,
      invoiceDetails: projects.invoiceDetails,
    })
    .from(projects)
    .innerJoin(userProjects, eq(userProjects.projectId, projects.id))
    .where(eq(userProjects.userId, userId))
    .orderBy(asc(projects.titre), asc(projects.id));
}

/** A project of the license with its license name, address and member counts (001 §3.10). */
export async function findProject(tx: Tx, licenseId: number, projectId: number) {
  const [row] = await tx
    .select({
      project: projects,
      companyName: licenses.companyName,
      address: addresses,
      numberOfUser:
        sql<number>`(select count(*) from ${userProjects} where ${userProjects.projectId} = ${projects.id})`.mapWith(
          Number,
        ),
      numberOfActiveUsers: sql<number>`(select count(distinct ${userProjects.id}) from ${userProjects}
        join ${contracts} on ${contracts.userProjectId} = ${userProjects.id}
        where ${userProjects.projectId} = ${projects.id}
          and ${contracts.startDate} <= current_date and ${contracts.endDate} >= current_date)`.mapWith(
        Number,
      ),
    })
    .from(projects)
    .innerJoin(licenses, eq(licenses.id, projects.licenseId))
    .leftJoin(addresses, eq(addresses.id, projects.addressId))
    .where(and(inLicense(projects, { licenseId }), eq(projects.id, projectId)));
  return row;
}

/** Projects of a license for the project list; with memberUserId, only that user's projects. */
export function listLicenseProjects(
  tx: Tx,
  filter: { licenseId: number; byReference: boolean; memberUserId?: number },
) {
  return tx
    .select({
      id: projects.id,
      licenseID: projects.licenseId,
      titre: projects.titre,
      production: projects.production,
      realisateur: projects.realisateur,
      reference: projects.reference,
      companyName: licenses.companyName,
      startDate: projects.startDate,
      endDate: projects.endDate,
    })
    .from(projects)
    .innerJoin(licenses, eq(licenses.id, projects.licenseId))
    .where(
      and(
        eq(projects.licenseId, filter.licenseId),
        filter.memberUserId === undefined
          ? undefined
          : exists(
              tx
                .select({ id: userProjects.id })
                .from(userProjects)
                .where(
                  and(eq(userProjects.projectId, projects.id), eq(userProjects.userId, filter.memberUserId)),
                ),
            ),
      ),
    )
    .orderBy(...(filter.byReference ? [asc(projects.reference)] : []), asc(projects.titre), asc(projects.id));
}

/** The legal entities of projects (suppliers linked through project_legal_entities), with their addresses. */
export function listLegalEntities(tx: Tx, projectId: number) {
  return tx
    .select({ supplier: suppliers, address: addresses })
    .from(projectLegalEntities)
    .innerJoin(suppliers, eq(suppliers.id, projectLegalEntities.supplierId))
    .leftJoin(addresses, eq(addresses.id, suppliers.addressId))
    .where(inProject(projectLegalEntities, { projectId }))
    .orderBy(asc(suppliers.name));
}
