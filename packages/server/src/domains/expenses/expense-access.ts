import type { Actor } from '../../core/actor';

/**
 * Who reads every sheet, item and receipt of the project once sent: administrators, production, accounting
 * (canMarkEntryAsProcessed) and who sees the whole budget (canViewGlobalBudget).
 */
export const readsAllSheets = (actor: Actor): boolean =>
  actor.isAdmin ||
  actor.isProd ||
  actor.rights.has('canMarkEntryAsProcessed') ||
  actor.rights.has('canViewGlobalBudget');
