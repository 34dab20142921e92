import { type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor';
import { inProject } from '../../core/scope';
import { carbonRemovals } from './carbon-removals.table';

/**
 * Who reads a project's removals and offsets (issue 14, 001 §6): the green readers (administrators, production,
 * canAccessGreenReporting, canViewGreenTable) and who manages them, in a project with useCarbonRemoval.
 */
export const readsRemovals = (actor: Actor): boolean =>
  actor.modules.has('useCarbonRemoval') &&
  (actor.isAdmin ||
    actor.isProd ||
    actor.rights.has('canManageCarbonRemoval') ||
    actor.rights.has('canAccessGreenReporting') ||
    actor.rights.has('canViewGreenTable'));

/** Who records, changes and deletes them: canManageCarbonRemoval (administrators and production too). */
export const managesRemovals = (actor: Actor): boolean =>
  actor.modules.has('useCarbonRemoval') &&
  (actor.isAdmin || actor.isProd || actor.rights.has('canManageCarbonRemoval'));

export const visibleWhere = (actor: Actor): SQL =>
  readsRemovals(actor) ? inProject(carbonRemovals, actor) : sql`false`;

export const editableWhere = (actor: Actor): SQL =>
  managesRemovals(actor) ? inProject(carbonRemovals, actor) : sql`false`;
