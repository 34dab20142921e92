import type {
  CarbonRemovalKind,
  CarbonRemovalStatus,
} from '@setledger/shared/green/carbon-removals.constants';
import { date, index, integer, numeric, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { projects } from '../projects/projects.table';
import { users } from '../users/users.table';

/**
 * Carbon removals and offsets of a project (issue 14): a table of their own, apart from the ledger's emissions,
 * so no total of emissions ever nets them. The certificate is one stored file (core/storage.ts).
 */
export const carbonRemovals = pgTable(
  'carbon_removals',
  {
    id: serial().primaryKey(),
    projectId: integer()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    kind: text().$type<CarbonRemovalKind>().notNull(),
    description: text().notNull().default(''),
    /** The offsetting or removal project (a forest, a biochar plant...), not the production. */
    project: text().notNull().default(''),
    date: date().notNull(),
    /** Always kg CO2e; the form takes tonnes too. */
    kgCo2e: numeric({ precision: 16, scale: 3 }).notNull(),
    provider: text().notNull().default(''),
    standard: text().notNull().default(''),
    serialNumber: text().notNull().default(''),
    vintageYear: integer(),
    price: numeric({ precision: 12, scale: 2 }),
    currency: text().notNull().default(''),
    status: text().$type<CarbonRemovalStatus>().notNull(),
    certificateKey: text(),
    certificateName: text(),
    certificateType: text(),
    certificateSize: integer(),
    createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('carbon_removals_project_idx').on(t.projectId, t.date)],
);
