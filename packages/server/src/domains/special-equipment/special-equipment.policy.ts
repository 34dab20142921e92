import { type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor';
import { inProject } from '../../core/scope';
import { specialEquipment } from './special-equipment.table';

/**
 * Who keeps the register (issue 14): the spec names no right of its own, so the green editor's (administrators,
 * production, canAccessGreenReporting), in a project with useGreen.
 */
export const keepsRegister = (actor: Actor): boolean =>
  actor.modules.has('useGreen') &&
  (actor.isAdmin || actor.isProd || actor.rights.has('canAccessGreenReporting'));

/** Who reads its carbon view: the green readers (canViewGreenTable too). */
export const readsCarbonView = (actor: Actor): boolean =>
  actor.modules.has('useGreen') &&
  (actor.isAdmin ||
    actor.isProd ||
    actor.rights.has('canAccessGreenReporting') ||
    actor.rights.has('canViewGreenTable'));

export const editableWhere = (actor: Actor): SQL =>
  keepsRegister(actor) ? inProject(specialEquipment, actor) : sql`false`;

export const carbonViewWhere = (actor: Actor): SQL =>
  readsCarbonView(actor) ? inProject(specialEquipment, actor) : sql`false`;
