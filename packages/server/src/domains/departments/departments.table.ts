import { boolean, index, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { projects } from '../projects/projects.table';

/** Budget category with its cost centre (000 §3, 001 §3.13). */
export const budgetCategories = pgTable(
  'budget_categories',
  {
    id: serial().primaryKey(),
    projectId: integer()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    costCenter: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.projectId)],
);

/** Department of 000 §3; `value` is its number inside the project. */
export const departments = pgTable(
  'departments',
  {
    id: serial().primaryKey(),
    projectId: integer()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    value: integer().notNull(),
    message: text().notNull(),
    prefix: text().notNull().default(''),
    costCenter: text().notNull().default(''),
    importId: text().notNull().default(''),
    radioChannel: text().notNull().default(''),
    categoryId: integer().references(() => budgetCategories.id, { onDelete: 'set null' }),
    categoryLinkedToDep: boolean().notNull().default(false),
    forSalary: boolean().notNull().default(true),
    forExpense: boolean().notNull().default(true),
    forTimesheet: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique().on(t.projectId, t.value)],
);

/** Function (job) inside a department, 000 §3. */
export const functions = pgTable(
  'functions',
  {
    id: serial().primaryKey(),
    projectId: integer()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    departmentNumber: integer().notNull(),
    value: integer().notNull(),
    message: text().notNull(),
    prefix: text().notNull().default(''),
    shortCode: text().notNull().default(''),
    costCenter: text().notNull().default(''),
    categoryId: integer().references(() => budgetCategories.id, { onDelete: 'set null' }),
    categoryLinkedToFun: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique().on(t.projectId, t.departmentNumber, t.value)],
);
