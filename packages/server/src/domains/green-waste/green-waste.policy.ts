import type { Actor } from '../../core/actor';

/**
 * Who uses the waste screens (001 §6): the waste module (useWaste) switched on, and administrators, production,
 * canAccessGreenReporting (who changes the ledger) or canViewWasteScreens. Entering waste is what the screen is
 * for, so its right covers the entries it writes.
 */
export const usesWasteScreens = (actor: Actor): boolean =>
  actor.modules.has('useWaste') &&
  (actor.isAdmin ||
    actor.isProd ||
    actor.rights.has('canAccessGreenReporting') ||
    actor.rights.has('canViewWasteScreens'));
