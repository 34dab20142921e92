import type { FuelKind } from '@setledger/shared/green/green.constants';
import type {
  SpecialEquipmentEnergyMode,
  SpecialEquipmentType,
} from '@setledger/shared/green/special-equipment.constants';
import { date, index, integer, numeric, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { projects } from '../projects/projects.table';
import { users } from '../users/users.table';

/**
 * The production's special equipment (issue 14, 001 §3.14 specialEquipment): cranes, drones, generators,
 * lighting balloons, camera cars, boats. Each item feeds the carbon ledger as its own source.
 */
export const specialEquipment = pgTable(
  'special_equipment',
  {
    id: serial().primaryKey(),
    projectId: integer()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    type: text().$type<SpecialEquipmentType>().notNull(),
    supplier: text().notNull().default(''),
    department: integer(),
    startDate: date().notNull(),
    endDate: date(),
    days: integer(),
    energyMode: text().$type<SpecialEquipmentEnergyMode>().notNull(),
    fuel: text().$type<FuelKind>(),
    litres: numeric({ precision: 11, scale: 2 }),
    kwh: numeric({ precision: 11, scale: 2 }),
    country: text().notNull().default(''),
    hours: numeric({ precision: 8, scale: 2 }),
    litresPerHour: numeric({ precision: 8, scale: 3 }),
    notes: text().notNull().default(''),
    createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('special_equipment_project_idx').on(t.projectId, t.startDate)],
);
