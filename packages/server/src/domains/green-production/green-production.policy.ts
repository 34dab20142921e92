import type { Actor } from '../../core/actor';

/**
 * Who reads the production summary, the prerequisites and the final report (issue 16, 001 §6): administrators,
 * production, canAccessGreenReporting, canViewGreenTable and canViewReportingScreens, with the green module.
 * They read the whole project's ledger in aggregate (never its entries one by one).
 */
export const readsProduction = (actor: Actor): boolean =>
  actor.modules.has('useGreen') &&
  (actor.isAdmin ||
    actor.isProd ||
    actor.rights.has('canAccessGreenReporting') ||
    actor.rights.has('canViewGreenTable') ||
    actor.rights.has('canViewReportingScreens'));
