import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { projects } from '../projects/projects.table';
import { users } from '../users/users.table';

/** A named set of carbon entry lines of a project (green/carbon-template): a studio day, a unit base day. */
export const carbonTemplates = pgTable(
  'carbon_templates',
  {
    id: serial().primaryKey(),
    projectId: integer()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    description: text().notNull().default(''),
    createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex().on(t.projectId, t.name)],
);

/** One line of a template: what one day of it counts, with the factor it is counted with. */
export const carbonTemplateLines = pgTable(
  'carbon_template_lines',
  {
    id: serial().primaryKey(),
    templateId: integer()
      .notNull()
      .references(() => carbonTemplates.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    carbonCategory: integer().notNull(),
    description: text().notNull().default(''),
    quantity: numeric({ precision: 14, scale: 4 }).notNull(),
    unit: text().notNull(),
    factorKey: text().notNull(),
    department: integer(),
    productionPhase: integer(),
  },
  (t) => [index().on(t.templateId, t.position)],
);

/** One application of a template to a day or a period: the entries it created, removed together by its undo. */
export const carbonTemplateApplications = pgTable(
  'carbon_template_applications',
  {
    id: serial().primaryKey(),
    projectId: integer()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    templateId: integer().references(() => carbonTemplates.id, { onDelete: 'set null' }),
    templateName: text().notNull(),
    fromDate: date({ mode: 'string' }).notNull(),
    toDate: date({ mode: 'string' }).notNull(),
    weekdaysOnly: boolean().notNull().default(false),
    mode: text().$type<'perDay' | 'perPeriod'>().notNull(),
    days: integer().notNull(),
    entryIds: jsonb().$type<number[]>().notNull().default([]),
    kgCo2e: numeric({ precision: 16, scale: 2 }).notNull(),
    createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.projectId, t.templateId, t.id)],
);
