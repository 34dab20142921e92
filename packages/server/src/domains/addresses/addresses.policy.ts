import type { SQL } from 'drizzle-orm';
import type { Actor } from '../../core/actor';
import { inLicense } from '../../core/scope';
import { addresses } from './addresses.table';

/** Addresses belong to the license: its members read them; who changes them is the field's scope. */
export const visibleWhere = (actor: Pick<Actor, 'licenseId'>): SQL => inLicense(addresses, actor);
export const editableWhere = visibleWhere;
