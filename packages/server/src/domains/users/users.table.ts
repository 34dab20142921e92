import { ACCESS_RIGHTS, ROLE_NAMES } from '@setledger/shared/auth/permissions';
import { boolean, date, index, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { projects } from '../projects/projects.table';

/** A person: one login, possibly in several projects. */
export const users = pgTable('users', {
  id: serial().primaryKey(),
  email: text().notNull().unique(),
  passwordHash: text().notNull(),
  name: text().notNull(),
  firstName: text().notNull(),
  phone: text(),
  /** App language code (001 §1). */
  appLanguage: integer().notNull().default(0),
  /** Global roles (001 §7.3: AddIsDev / AddIsTranslator take no project). */
  isDev: boolean().notNull().default(false),
  isTranslator: boolean().notNull().default(false),
  lastProjectId: integer(),
  showWizard: boolean().notNull().default(true),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

type FlagColumns<K extends string> = { [P in K]: ReturnType<typeof flag> };
function flag() {
  return boolean().notNull().default(false);
}
function flagColumns<K extends string>(names: readonly K[]): FlagColumns<K> {
  return Object.fromEntries(names.map((n) => [n, flag()])) as FlagColumns<K>;
}

/** A user's membership of a project, with the project roles and access rights of 001 §6. */
export const userProjects = pgTable(
  'user_projects',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    projectId: integer()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    departmentNumber: integer(),
    functionNumber: integer(),
    reference: text().notNull().default(''),
    isProd: flag(),
    isAdmin: flag(),
    isVip: flag(),
    ...flagColumns(ROLE_NAMES),
    ...flagColumns(ACCESS_RIGHTS),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique().on(t.userId, t.projectId), index().on(t.projectId)],
);

/** Contract of a project member (001 §3.1): the current one is the one whose range contains now. */
export const contracts = pgTable(
  'contracts',
  {
    id: serial().primaryKey(),
    userProjectId: integer()
      .notNull()
      .references(() => userProjects.id, { onDelete: 'cascade' }),
    startDate: date({ mode: 'string' }).notNull(),
    endDate: date({ mode: 'string' }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.userProjectId)],
);

/** Validation levels per user and department (001 §3.3, §6). 0 means none. */
export const validations = pgTable(
  'validations',
  {
    id: serial().primaryKey(),
    projectId: integer()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    departmentNumber: integer().notNull(),
    validationLevelTs: integer().notNull().default(0),
    validationLevelPo: integer().notNull().default(0),
    validationLevelExp: integer().notNull().default(0),
    validationLevelInvoice: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique().on(t.projectId, t.userId, t.departmentNumber),
    index().on(t.projectId, t.departmentNumber),
  ],
);
