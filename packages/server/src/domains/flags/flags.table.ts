import { boolean, index, integer, numeric, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { budgetCategories } from '../departments/departments.table';
import { projects } from '../projects/projects.table';

/** Project flag (group) of 001 §3.12; `type` is one of FLAG_TYPES. */
export const projectFlags = pgTable(
  'project_flags',
  {
    id: serial().primaryKey(),
    projectId: integer()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** 0 for a group of its own (tax options use only those, 000 §5). */
    flagId: integer().notNull().default(0),
    type: integer().notNull(),
    name: text().notNull(),
    short: text().notNull().default(''),
    description: text().notNull().default(''),
    greenFlag: boolean().notNull().default(false),
    mandatoryFlag: boolean().notNull().default(false),
    customExportName: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.projectId, t.type)],
);

/** Project flag item of 001 §3.12 / 000 §3 (a tax rate, a custom value, an allowance...). */
export const projectFlagItems = pgTable(
  'project_flag_items',
  {
    id: serial().primaryKey(),
    projectId: integer()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** The flag (group) this item belongs to. */
    flagId: integer()
      .notNull()
      .references(() => projectFlags.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    value: integer().notNull().default(0),
    short: text().notNull().default(''),
    factor: numeric({ precision: 18, scale: 6 }).notNull().default('0'),
    amount: numeric({ precision: 18, scale: 2 }).notNull().default('0'),
    allowanceRate: numeric({ precision: 18, scale: 6 }).notNull().default('0'),
    payCode: text().notNull().default(''),
    color: text().notNull().default(''),
    category: integer().references(() => budgetCategories.id, { onDelete: 'set null' }),
    costCenter: text().notNull().default(''),
    digitalSubmission: boolean().notNull().default(false),
    disabled: boolean().notNull().default(false),
    forScreen: integer().notNull().default(0),
    /** FLAG_FIELD_TYPES: text 0, integer 1, float 2. */
    fieldType: integer().notNull().default(0),
    defaultValue: text().notNull().default(''),
    /** Stored as written; evaluated only in a sandbox (see flags/formula). */
    jsFormula: text().notNull().default(''),
    type: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.projectId), index().on(t.flagId)],
);

/** A flag item set on an entity (001 §3.12 flag entity link): an expense item, a PO item, a user... */
export const projectFlagEntities = pgTable(
  'project_flag_entities',
  {
    id: serial().primaryKey(),
    projectId: integer()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** The flag item. */
    flagId: integer()
      .notNull()
      .references(() => projectFlagItems.id, { onDelete: 'cascade' }),
    /** FLAG_ENTITY_TYPES. */
    type: integer().notNull(),
    entityId: integer().notNull(),
    value: text().notNull().default(''),
    factor: numeric({ precision: 18, scale: 6 }).notNull().default('0'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.projectId, t.type, t.entityId), index().on(t.flagId)],
);
