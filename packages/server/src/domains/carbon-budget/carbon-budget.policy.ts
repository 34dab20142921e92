import type { Actor } from '../../core/actor';

/**
 * Who reads the whole carbon budget (issue 16): administrators, production, canAccessGreenReporting,
 * canViewGreenTable, canViewReportingScreens and global budget readers, in a project with the green module.
 * A department budget reader (canViewDepartmentBudget) reads the cells of their own departments.
 */
export const readsWholeCarbonBudget = (actor: Actor): boolean =>
  actor.modules.has('useGreen') &&
  (actor.isAdmin ||
    actor.isProd ||
    actor.rights.has('canAccessGreenReporting') ||
    actor.rights.has('canViewGreenTable') ||
    actor.rights.has('canViewReportingScreens') ||
    actor.rights.has('canViewGlobalBudget'));

/** Who plans the carbon budget: administrators, production and canAccessGreenReporting. */
export const plansCarbonBudget = (actor: Actor): boolean =>
  actor.modules.has('useGreen') &&
  (actor.isAdmin || actor.isProd || actor.rights.has('canAccessGreenReporting'));
