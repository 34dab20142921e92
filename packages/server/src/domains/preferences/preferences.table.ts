import { integer, jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { userProjects } from '../users/users.table';

/** One saved function position: the function `value` inside department `departmentNumber`. */
export interface FunctionOrderEntry {
  departmentNumber: number;
  value: number;
}

/**
 * Saved client preferences of 001 §3.15, kept per project and per profile (user project): hidden and favourite users,
 * favourite flag items, function order.
 */
export const userPreferences = pgTable('user_preferences', {
  userProjectId: integer()
    .primaryKey()
    .references(() => userProjects.id, { onDelete: 'cascade' }),
  hiddenUserIds: jsonb().$type<number[]>().notNull().default([]),
  favouriteUserIds: jsonb().$type<number[]>().notNull().default([]),
  favouriteFlagItemIds: jsonb().$type<number[]>().notNull().default([]),
  functionOrder: jsonb().$type<FunctionOrderEntry[]>().notNull().default([]),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
