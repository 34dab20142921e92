import type { AccommodationKind } from '@setledger/shared/logistics/logistics.constants';
import { date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { addresses } from '../addresses/addresses.table';
import { projects } from '../projects/projects.table';
import { suppliers } from '../suppliers/suppliers.table';
import { users } from '../users/users.table';

/** An accommodation of the production (issue 15): a hotel, a flat… with its own address (001 §3.2). */
export const accommodations = pgTable(
  'accommodations',
  {
    id: serial().primaryKey(),
    projectId: integer()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    kind: text().$type<AccommodationKind>().notNull(),
    name: text().notNull(),
    addressId: integer().references(() => addresses.id, { onDelete: 'set null' }),
    supplierId: integer().references(() => suppliers.id, { onDelete: 'set null' }),
    /** ISO country code, lower case: it chooses the hotel factor (hotel_<country>_room_night). */
    country: text().notNull(),
    strDate: date({ mode: 'string' }).notNull(),
    endDate: date({ mode: 'string' }).notNull(),
    rooms: integer().notNull(),
    nights: integer().notNull(),
    notes: text().notNull().default(''),
    createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.projectId, t.strDate, t.id)],
);

/** Rooms of an accommodation given to a crew member (distribution/{id}); readAt once they confirmed it. */
export const accommodationDistributions = pgTable(
  'accommodation_distributions',
  {
    id: serial().primaryKey(),
    projectId: integer()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    accommodationId: integer()
      .notNull()
      .references(() => accommodations.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rooms: integer().notNull(),
    nights: integer().notNull(),
    strDate: date({ mode: 'string' }).notNull(),
    endDate: date({ mode: 'string' }).notNull(),
    readAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex().on(t.accommodationId, t.userId), index().on(t.projectId, t.userId, t.readAt)],
);
