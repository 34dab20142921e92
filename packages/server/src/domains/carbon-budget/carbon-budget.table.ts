import {
  date,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { projects } from '../projects/projects.table';
import { users } from '../users/users.table';

const kg = () => numeric({ precision: 16, scale: 2 });

/**
 * The carbon budget (issue 16): planned kg CO2e per carbon category (0-21, 001 §9) and department, entered like
 * budget lines. No department: the category's plan for the departments without a line of their own.
 */
export const carbonBudgetLines = pgTable(
  'carbon_budget_lines',
  {
    id: serial().primaryKey(),
    projectId: integer()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    carbonCategory: integer().notNull(),
    department: integer(),
    plannedKgCo2e: kg().notNull(),
    note: text().notNull().default(''),
    updatedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  // One line per cell; a null department is one cell too (nulls not distinct).
  (t) => [unique().on(t.projectId, t.carbonCategory, t.department).nullsNotDistinct()],
);

/** The forecast's totals once a day per project (issue 16), upserted after each ledger or plan change. */
export const carbonForecastHistory = pgTable(
  'carbon_forecast_history',
  {
    id: serial().primaryKey(),
    projectId: integer()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    day: date({ mode: 'string' }).notNull(),
    plannedKgCo2e: kg().notNull(),
    actualKgCo2e: kg().notNull(),
    committedKgCo2e: kg().notNull(),
    forecastKgCo2e: kg().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex().on(t.projectId, t.day)],
);
