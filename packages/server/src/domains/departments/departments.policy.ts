import type { SQL } from 'drizzle-orm';
import type { Actor } from '../../core/actor';
import { inProject } from '../../core/scope';
import { budgetCategories, departments, functions } from './departments.table';

/**
 * Departments, functions and budget categories are the project's reference data: every member reads them;
 * who changes them is the field's scope (CONFIG_SCOPES). A row of another project is never loaded.
 */
export const visibleWhere = (actor: Pick<Actor, 'projectId'>): SQL => inProject(departments, actor);
export const editableWhere = visibleWhere;
export const functionVisibleWhere = (actor: Pick<Actor, 'projectId'>): SQL => inProject(functions, actor);
export const categoryVisibleWhere = (actor: Pick<Actor, 'projectId'>): SQL =>
  inProject(budgetCategories, actor);
