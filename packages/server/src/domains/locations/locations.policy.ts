import { type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor';
import { inProject } from '../../core/scope';
import { locations } from './locations.table';

/** Who changes locations and premises (001 §6): administrators, production, canManageLocations. */
export const managesLocations = (actor: Actor): boolean =>
  actor.isAdmin || actor.isProd || actor.rights.has('canManageLocations');

/**
 * Who reads them, their pictures included: who manages them, and the green readers (canAccessGreenReporting,
 * canViewGreenTable) who check the meters behind the ledger's entries.
 */
export const readsLocations = (actor: Actor): boolean =>
  managesLocations(actor) ||
  actor.rights.has('canAccessGreenReporting') ||
  actor.rights.has('canViewGreenTable');

/** The locations a caller sees: their project's, with a reading right; another project's are never loaded. */
export const visibleWhere = (actor: Actor): SQL =>
  readsLocations(actor) ? inProject(locations, actor) : sql`false`;

/** The locations a caller may change: their project's, with canManageLocations. */
export const editableWhere = (actor: Actor): SQL =>
  managesLocations(actor) ? inProject(locations, actor) : sql`false`;
