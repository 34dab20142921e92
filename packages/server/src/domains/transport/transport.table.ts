import type { VehicleEnergy } from '@setledger/shared/logistics/logistics.constants';
import {
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { addresses } from '../addresses/addresses.table';
import { projects } from '../projects/projects.table';
import { users } from '../users/users.table';

/** A trip of the production (issue 15): a means of transport 1-28 (001 §9), from/to, km, passengers. */
export const transports = pgTable(
  'transports',
  {
    id: serial().primaryKey(),
    projectId: integer()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** The person who travelled (mytransport); their footprint in the personal green dashboard. */
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    transportTypeCode: integer().notNull(),
    date: date({ mode: 'string' }).notNull(),
    fromAddressId: integer().references(() => addresses.id, { onDelete: 'set null' }),
    toAddressId: integer().references(() => addresses.id, { onDelete: 'set null' }),
    km: numeric({ precision: 9, scale: 1 }).notNull(),
    /** True when the routing server (ROUTING_URL) gave the km, false when they were typed. */
    kmByRouting: boolean().notNull().default(false),
    passengers: integer().notNull().default(1),
    energy: text().$type<VehicleEnergy>().notNull().default('unknown'),
    description: text().notNull().default(''),
    createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.projectId, t.date, t.id), index().on(t.projectId, t.userId)],
);
