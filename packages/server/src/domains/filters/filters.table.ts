import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { projects } from '../projects/projects.table';
import { users } from '../users/users.table';

/**
 * A saved advanced filter (000 §3) of a person in a project, for one of the seven filter types. Unset values
 * are stored as NULL (they travel as -2). One filter per person, project and type may be the active one.
 */
export const advancedGlobalFilters = pgTable(
  'advanced_global_filters',
  {
    id: serial().primaryKey(),
    projectId: integer()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    filterName: text().notNull(),
    filterType: integer().notNull(),
    isActive: boolean().notNull().default(false),
    city: text().notNull().default(''),
    state: text().notNull().default(''),
    country: text().notNull().default(''),
    box: text().notNull().default(''),
    zip: text().notNull().default(''),
    /** The keyword of a list with a free-text search (the green table, issue 14); '' when none. */
    keyWord: text().notNull().default(''),
    category: integer(),
    department: integer(),
    userDepartment: integer(),
    userFunction: integer(),
    /** The start day at 00:00:00Z and the end day at 23:59:59Z (000 §5). */
    startDate: timestamp({ withTimezone: true }),
    endDate: timestamp({ withTimezone: true }),
    personId: integer(),
    supplierId: integer(),
    status: integer(),
    type: integer(),
    source: integer(),
    co2Type: integer(),
    templateId: integer(),
    reviewStatus: jsonb().$type<number[]>().notNull().default([]),
    processed: integer(),
    forForecastReportOnly: boolean().notNull().default(false),
    invoicedToProduction: integer(),
    recordLimit: integer().notNull().default(100),
    recordOffSet: integer().notNull().default(0),
    perPage: integer().notNull().default(20),
    flagIds: jsonb().$type<number[]>().notNull().default([]),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.projectId, t.userId, t.filterType),
    uniqueIndex('advanced_global_filters_one_active')
      .on(t.projectId, t.userId, t.filterType)
      .where(sql`${t.isActive}`),
  ],
);
