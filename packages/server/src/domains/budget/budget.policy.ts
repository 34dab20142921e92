import { and, type SQL } from 'drizzle-orm';
import type { Actor } from '../../core/actor';
import { inProject } from '../../core/scope';
import { budgetLines } from './budget.table';
import { inDepartments } from './budget-access';

/**
 * The budget lines a caller reads: the project's, in the departments their rights cover (budget-access
 * budgetDepartments: all of them, or their own with canViewDepartmentBudget).
 */
export const visibleWhere = (actor: Pick<Actor, 'projectId'>, departments: 'all' | number[]): SQL =>
  and(inProject(budgetLines, actor), inDepartments(budgetLines.departmentNumber, departments))!;

/** The lines a caller changes: the project's (the field's scope requires canAccessBudget; a lock refuses). */
export const editableWhere = (actor: Pick<Actor, 'projectId'>): SQL => inProject(budgetLines, actor);
