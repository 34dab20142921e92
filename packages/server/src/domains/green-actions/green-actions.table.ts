import type { ActionPlanStatus, GreenActionStatus } from '@setledger/shared/green/action-plans.constants';
import { date, index, integer, numeric, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { projects } from '../projects/projects.table';
import { users } from '../users/users.table';

/** A project's action plan (issue 16): what the production commits to do to lower its footprint. */
export const actionPlans = pgTable(
  'action_plans',
  {
    id: serial().primaryKey(),
    projectId: integer()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    description: text().notNull().default(''),
    ownerId: integer().references(() => users.id, { onDelete: 'set null' }),
    dueDate: date({ mode: 'string' }),
    status: text().$type<ActionPlanStatus>().notNull(),
    createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('action_plans_project_idx').on(t.projectId, t.id)],
);

/**
 * An action of a plan, with its owner (a member of the project), due date and status; optionally the carbon
 * category it acts on, the kg CO2e it should save and the checklist question (formId) it answers.
 * projectId is the plan's, kept here so every read carries the project scope.
 */
export const greenActions = pgTable(
  'green_actions',
  {
    id: serial().primaryKey(),
    projectId: integer()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    planId: integer()
      .notNull()
      .references(() => actionPlans.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    description: text().notNull().default(''),
    ownerId: integer().references(() => users.id, { onDelete: 'set null' }),
    dueDate: date({ mode: 'string' }),
    status: text().$type<GreenActionStatus>().notNull(),
    carbonCategory: integer(),
    expectedKgCo2e: numeric({ precision: 14, scale: 2 }),
    formId: integer(),
    completedAt: timestamp({ withTimezone: true }),
    createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('green_actions_plan_idx').on(t.projectId, t.planId, t.id),
    index('green_actions_status_idx').on(t.projectId, t.status, t.dueDate),
  ],
);
