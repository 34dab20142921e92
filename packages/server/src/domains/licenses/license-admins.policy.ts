import type { SQL } from 'drizzle-orm';
import type { Actor } from '../../core/actor';
import { inLicense } from '../../core/scope';
import { licenseAdminAudit, licenseAdmins } from './license-admins.table';

/** The license's administrators and their audit: of the caller's license only (the field's scope says who). */
export const visibleWhere = (actor: Pick<Actor, 'licenseId'>): SQL => inLicense(licenseAdmins, actor);
export const editableWhere = visibleWhere;
export const auditVisibleWhere = (actor: Pick<Actor, 'licenseId'>): SQL =>
  inLicense(licenseAdminAudit, actor);
