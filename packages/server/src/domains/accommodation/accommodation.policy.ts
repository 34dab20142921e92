import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor';
import { inProject } from '../../core/scope';
import { accommodationDistributions, accommodations } from './accommodation.table';

/** Who manages accommodations (001 §6): administrators, production and canManageAccommodations. */
export const managesAccommodations = (actor: Actor): boolean =>
  actor.modules.has('useAccommodation') &&
  (actor.isAdmin || actor.isProd || actor.rights.has('canManageAccommodations'));

/** The accommodations a caller manages: their project's, with the right; none otherwise. */
export function editableWhere(actor: Actor): SQL {
  if (!managesAccommodations(actor)) return sql`false`;
  return inProject(accommodations, actor);
}

/** Distribution rows of the caller's project (read and changed by the accommodation's managers). */
export function distributionsWhere(actor: Actor): SQL {
  if (!managesAccommodations(actor)) return sql`false`;
  return inProject(accommodationDistributions, actor);
}

/** The caller's own rooms (myaccomodations), in their project with the module on. */
export function ownDistributionsWhere(actor: Actor): SQL {
  if (!actor.modules.has('useAccommodation')) return sql`false`;
  return and(
    inProject(accommodationDistributions, actor),
    eq(accommodationDistributions.userId, actor.userId),
  )!;
}
