import type { SQL } from 'drizzle-orm';
import type { Actor } from '../../core/actor';
import { inLicense } from '../../core/scope';
import { payCodes } from './payroll-codes.table';

/** Pay codes belong to the license (001 §5): its members read them; who changes them is the field's scope. */
export const visibleWhere = (actor: Pick<Actor, 'licenseId'>): SQL => inLicense(payCodes, actor);
export const editableWhere = visibleWhere;
