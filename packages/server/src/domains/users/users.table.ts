import { ACCESS_RIGHTS, ROLE_NAMES } from '@setledger/shared/auth/permissions';
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
  unique,
} from 'drizzle-orm/pg-core';
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
  /**
   * Tokens carry the version they were signed with; a password change, a reset or "sign out everywhere"
   * increments it, and every earlier token stops working on its next request.
   */
  sessionVersion: integer().notNull().default(0),
  /** searchKey(name firstName email): lower case without accents, for the Users keyword search (001 §5). */
  searchName: text().notNull().default(''),
  /** Identity and civil status (001 §3.3, §3.11). */
  personalNumber: text().notNull().default(''),
  nationality: text().notNull().default(''),
  birthDate: date({ mode: 'string' }),
  birthPlace: text().notNull().default(''),
  /** 0 not given, 1 female, 2 male, 3 other. */
  gender: integer().notNull().default(0),
  socialSecurityNumber: text().notNull().default(''),
  idCardNumber: text().notNull().default(''),
  idCardExpiry: date({ mode: 'string' }),
  /** 0 not given, 1 single, 2 married, 3 cohabiting, 4 divorced, 5 widowed. */
  civilStatus: integer().notNull().default(0),
  emergencyContact: text().notNull().default(''),
  /** Home address, kept on the person (addresses of the address book belong to a license). */
  street: text().notNull().default(''),
  streetNumber: text().notNull().default(''),
  box: text().notNull().default(''),
  zip: text().notNull().default(''),
  city: text().notNull().default(''),
  state: text().notNull().default(''),
  country: text().notNull().default(''),
  /** Bank. */
  iban: text().notNull().default(''),
  bic: text().notNull().default(''),
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
    /** Manual position in the users list (SwitchCustomPositionInList). */
    customPosition: integer().notNull().default(0),
    /** Values of the project's custom fields (flag items of type custom fields), by flag item id. */
    customFieldValues: jsonb().$type<Record<string, string>>().notNull().default({}),
    /**
     * Issue 18: km of one working day's commute in this production (home to set and back), with the person's
     * declared vehicle (user_vehicles): what the commute kgCO2e of their validated days counts. None: no commute.
     */
    commuteKm: numeric({ precision: 8, scale: 2 }),
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
    /** Agreed daily rate in the project currency; hidden from callers with hideSalaryInfo. */
    dailyRate: numeric({ precision: 14, scale: 2 }),
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

/**
 * A request sent by email with an unguessable xid (001 §3.3 user request): an invitation to join a project
 * (type 0) or a password reset (type 1). Works once, until it expires.
 */
export const userRequests = pgTable(
  'user_requests',
  {
    id: serial().primaryKey(),
    xid: text().notNull().unique(),
    /** 0 invitation, 1 password reset. */
    requestType: integer().notNull(),
    email: text().notNull(),
    /** The invited project (invitations only). */
    projectId: integer().references(() => projects.id, { onDelete: 'cascade' }),
    /** The account of a password reset, or of an invitee who already has one. */
    userId: integer().references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull().default(''),
    firstName: text().notNull().default(''),
    /** App language code the invitee works in. */
    language: integer().notNull().default(0),
    departmentNumber: integer(),
    functionNumber: integer(),
    startDate: date({ mode: 'string' }),
    endDate: date({ mode: 'string' }),
    dailyRate: numeric({ precision: 14, scale: 2 }),
    /** Validation levels to give when the invitation is accepted (AddEncodingValidation with the xid). */
    encodingValidation: jsonb().$type<EncodingValidationValue | null>(),
    validated: boolean().notNull().default(false),
    validatedAt: timestamp({ withTimezone: true }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.projectId, t.requestType), index().on(t.email)],
);

/** Encoding validation of 001 §3.3: the levels given to a user in a list of departments. */
export interface EncodingValidationValue {
  timeSheets: number;
  expenses: number;
  po: number;
  invoice: number;
  departments: number[];
}

/** Who changed which role, right or validation level of whom, when, from what to what (issue 4). */
export const accessAudit = pgTable(
  'access_audit',
  {
    id: serial().primaryKey(),
    projectId: integer()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    targetUserId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    actorUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    /** The role, right or 'validation:<department>' that changed. */
    change: text().notNull(),
    before: jsonb().$type<unknown>(),
    after: jsonb().$type<unknown>(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.projectId, t.targetUserId, t.at)],
);

/** A person's vehicle (001 §3.3), used for the CO2 of their travel expenses. */
export const userVehicles = pgTable('user_vehicles', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  name: text().notNull().default(''),
  brand: text().notNull().default(''),
  model: text().notNull().default(''),
  numberPlate: text().notNull().default(''),
  type: integer().notNull().default(0),
  subType: integer().notNull().default(0),
  /** VEHICLE_ENERGIES code: 0 unknown, 1 petrol, 2 diesel, 3 hybrid, 4 plug-in hybrid, 5 electric. */
  energy: integer().notNull().default(0),
  /** The person's own figure; without it the sourced factor of the energy applies. */
  kgCoTwoPerKm: numeric({ precision: 10, scale: 5 }),
  taxHorsepower: integer().notNull().default(0),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
