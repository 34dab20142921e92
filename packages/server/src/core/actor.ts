import type { AccessRight, RoleName } from '@setledger/shared/auth/permissions';
import type { ProjectModule } from '@setledger/shared/projects/projects.constants';

/**
 * The signed-in caller, read from the database on every request: a revoked right or a removed membership
 * takes effect at once, whatever the token still says.
 */
export interface Actor {
  userId: number;
  projectId: number;
  userProjectId: number;
  licenseId: number;
  /** App language code (001 §1). */
  language: number;
  projectType: number;
  isAdmin: boolean;
  isProd: boolean;
  isDev: boolean;
  isTranslator: boolean;
  isVip: boolean;
  /** Administrator of the license of the current project (issue 12 item 2): acts on its other projects. */
  isLicenseAdmin: boolean;
  /** The user's session version: tokens signed with another one are refused. */
  sessionVersion: number;
  /**
   * The administrator behind a signInAs session, else null. Such a session stays in its project and never
   * changes the person's identity (password, email, bank details, sessions).
   */
  signedInBy: number | null;
  roles: ReadonlySet<RoleName>;
  rights: ReadonlySet<AccessRight>;
  /** The project's switched-on modules (001 §3.10 'use' switches). */
  modules: ReadonlySet<ProjectModule>;
  /** Highest validation level held in any department of the project. */
  validationLevel: number;
}

/**
 * Who reads every sheet, item, receipt and PO of the project once sent: administrators, production, accounting
 * (canMarkEntryAsProcessed) and who sees the whole budget (canViewGlobalBudget). One rule for expenses and POs.
 */
export const readsAllSheets = (actor: Actor): boolean =>
  actor.isAdmin ||
  actor.isProd ||
  actor.rights.has('canMarkEntryAsProcessed') ||
  actor.rights.has('canViewGlobalBudget');
