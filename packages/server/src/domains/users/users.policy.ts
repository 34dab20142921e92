import { type AccessRight, RESTRICTING_RIGHTS } from '@setledger/shared/auth/permissions';
import { and, eq, type SQL } from 'drizzle-orm';
import type { Actor } from '../../core/actor';
import { inProject } from '../../core/scope';
import { userProjects } from './users.table';

/** Who manages the people of the caller's project: administrators, production and canAccessUsers. */
export const managesUsers = (actor: Actor): boolean =>
  actor.isAdmin || actor.isProd || actor.rights.has('canAccessUsers');

/** Who sees salary figures (contract rates): managers without the hideSalaryInfo restriction. */
export const seesSalaries = (actor: Actor): boolean =>
  managesUsers(actor) && !actor.rights.has('hideSalaryInfo');

/** Nobody grants a right they do not hold (issue 4); restrictions are exempt. */
export const mayGrant = (actor: Actor, right: AccessRight): boolean =>
  RESTRICTING_RIGHTS.has(right) || actor.rights.has(right);

/** Roles of a project member and who may change them. */
export type ProjectRole = 'isAdmin' | 'isProd' | 'upm' | 'studio';
export function mayChangeRole(actor: Actor, role: ProjectRole | 'isDev' | 'isTranslator'): boolean {
  if (role === 'isDev') return actor.isDev;
  if (role === 'isAdmin' || role === 'isTranslator') return actor.isAdmin;
  return actor.isAdmin || actor.isProd;
}

/** The memberships a caller sees: every member of the current project (users.graphql narrows the fields). */
export const visibleWhere = (actor: Pick<Actor, 'projectId'>): SQL => inProject(userProjects, actor);

/** The memberships a caller changes: any of the project for who manages users, otherwise their own. */
export const editableWhere = (actor: Actor): SQL =>
  managesUsers(actor)
    ? inProject(userProjects, actor)
    : and(inProject(userProjects, actor), eq(userProjects.userId, actor.userId))!;
