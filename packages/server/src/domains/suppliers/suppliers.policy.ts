import type { SQL } from 'drizzle-orm';
import type { Actor } from '../../core/actor';
import { inLicense } from '../../core/scope';
import { suppliers } from './suppliers.table';

/**
 * Suppliers belong to the license: every member of its projects reads them; who changes them is the field's
 * scope (CONFIG_SCOPES). A supplier of another license is never loaded.
 */
export const visibleWhere = (actor: Pick<Actor, 'licenseId'>): SQL => inLicense(suppliers, actor);
export const editableWhere = visibleWhere;
