import { type AnyColumn, eq, type Placeholder, type SQL } from 'drizzle-orm';
import type { Actor } from './actor';

/**
 * Record scope (issue 13): every read and write of a project's record carries the caller's project, every
 * license record the caller's license. Policies build on these; a read that must not be scoped is named
 * `unsafe…` where it is written. A prepared statement (db/prepared.ts) passes `sql.placeholder('projectId')`,
 * which each execution fills with the caller's project.
 */
export const inProject = (
  table: { projectId: AnyColumn },
  actor: Pick<Actor, 'projectId'> | { projectId: Placeholder },
): SQL => eq(table.projectId, actor.projectId);

export const inLicense = (table: { licenseId: AnyColumn }, actor: Pick<Actor, 'licenseId'>): SQL =>
  eq(table.licenseId, actor.licenseId);
