import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor';
import { inProject } from '../../core/scope';
import { carbonEntries } from './carbon.table';

/**
 * Who reads the whole ledger (the green table, the admin dashboard): administrators, production,
 * canAccessGreenReporting and canViewGreenTable (001 §6), in a project with the green module (useGreen).
 */
export const readsLedger = (actor: Actor): boolean =>
  actor.modules.has('useGreen') &&
  (actor.isAdmin ||
    actor.isProd ||
    actor.rights.has('canAccessGreenReporting') ||
    actor.rights.has('canViewGreenTable'));

/** Who changes the ledger (manual entries, factor overrides, mappings, recomputes): canAccessGreenReporting. */
export const editsLedger = (actor: Actor): boolean =>
  actor.modules.has('useGreen') &&
  (actor.isAdmin || actor.isProd || actor.rights.has('canAccessGreenReporting'));

/**
 * The entries a caller sees: their project's, all of them with a ledger right, else only their own footprint
 * (GetUserGreenDashboard). Nothing without the green module.
 */
export function visibleWhere(actor: Actor): SQL {
  if (!actor.modules.has('useGreen')) return sql`false`;
  return and(
    inProject(carbonEntries, actor),
    readsLedger(actor) ? undefined : eq(carbonEntries.userId, actor.userId),
  )!;
}

/**
 * The entries a caller may change, with canAccessGreenReporting: their project's. The service lets a person
 * change only manual ones by hand; the others follow their source.
 */
export function editableWhere(actor: Actor): SQL {
  if (!editsLedger(actor)) return sql`false`;
  return inProject(carbonEntries, actor);
}

/** The caller's own footprint, whatever their rights (GetUserGreenDashboard). */
export function ownFootprintWhere(actor: Actor): SQL {
  if (!actor.modules.has('useGreen')) return sql`false`;
  return and(inProject(carbonEntries, actor), eq(carbonEntries.userId, actor.userId))!;
}
