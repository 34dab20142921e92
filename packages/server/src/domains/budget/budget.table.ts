import { index, integer, numeric, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { budgetCategories } from '../departments/departments.table';
import { projects } from '../projects/projects.table';
import { users } from '../users/users.table';

const money = () => numeric({ precision: 14, scale: 2 });

/** A budget line: the planned amount of a department and category (issue 7), entered or imported. */
export const budgetLines = pgTable(
  'budget_lines',
  {
    id: serial().primaryKey(),
    projectId: integer()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    departmentNumber: integer().notNull(),
    categoryId: integer()
      .notNull()
      .references(() => budgetCategories.id, { onDelete: 'cascade' }),
    description: text().notNull().default(''),
    amount: money().notNull(),
    createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.projectId, t.departmentNumber, t.categoryId)],
);

/**
 * The estimated final cost (EFC) of a category within a department (the node of the department → category
 * budget tree), changed with canModifyEstimatedFinalCost.
 */
export const budgetEfc = pgTable(
  'budget_efc',
  {
    projectId: integer()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    departmentNumber: integer().notNull().default(0),
    categoryId: integer()
      .notNull()
      .references(() => budgetCategories.id, { onDelete: 'cascade' }),
    amount: money().notNull(),
    updatedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.departmentNumber, t.categoryId] })],
);

/** Every EFC change: who, when, before, after and why (issue 7). */
export const budgetEfcHistory = pgTable(
  'budget_efc_history',
  {
    id: serial().primaryKey(),
    projectId: integer()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    categoryId: integer()
      .notNull()
      .references(() => budgetCategories.id, { onDelete: 'cascade' }),
    departmentNumber: integer().notNull().default(0),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    /** The EFC shown before the change: the one set, else the budget (or what was engaged, when more). */
    before: money().notNull(),
    after: money().notNull(),
    comment: text().notNull().default(''),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.projectId, t.departmentNumber, t.categoryId)],
);
