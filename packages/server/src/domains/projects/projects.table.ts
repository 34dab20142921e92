import {
  CREW_LIST_OPTIONS,
  DEFAULT_MAX_AMOUNT_PER_ITEM,
  PROFILE_FIELD_OPTION_KEYS,
  PROJECT_MODULES,
  PROJECT_OPTIONS,
  WASTE_UNIT_FIELDS,
} from '@setledger/shared/projects/projects.constants';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { addresses } from '../addresses/addresses.table';
import { licenses } from '../organisation/organisation.table';
import { suppliers } from '../suppliers/suppliers.table';

type Columns<K extends string, C> = { [P in K]: C };
function columns<K extends string, C>(names: readonly K[], make: (name: K) => C): Columns<K, C> {
  return Object.fromEntries(names.map((name) => [name, make(name)])) as Columns<K, C>;
}
const on = () => boolean().notNull().default(true);
const off = () => boolean().notNull().default(false);
/** Modules on by default in a new project: the ones a film production uses from day one. */
const DEFAULT_ON = new Set<string>([
  'useTimesheet',
  'useExpense',
  'useExpenseInvoice',
  'usePurchaseOrder',
  'useBudget',
  'useGreen',
  'useDocument',
]);

/** Project of 001 §3.10. */
export const projects = pgTable(
  'projects',
  {
    id: serial().primaryKey(),
    licenseId: integer()
      .notNull()
      .references(() => licenses.id),
    titre: text().notNull(),
    production: text().notNull().default(''),
    realisateur: text().notNull().default(''),
    reference: text().notNull().default(''),
    invoiceDetails: text().notNull().default(''),
    /** 0 film, 1 small business, 2 agency, 3 film single user free, 4 film single user. */
    projectType: integer().notNull().default(0),
    /** Currency by index (001 §9). */
    currency: integer().notNull().default(0),
    /** App language code of the project (001 §1). */
    language: integer().notNull().default(0),
    /** Locale by index (001 §9). */
    regionalSetting: integer().notNull().default(0),
    /** 0 km, 1 miles. */
    distanceUnit: integer().notNull().default(0),
    timeZone: text().notNull().default('Europe/Brussels'),
    picture: text().notNull().default(''),
    songMusic: text().notNull().default(''),
    coProducers: text().notNull().default(''),
    carbonModel: integer().notNull().default(0),
    greenReporting: integer().notNull().default(0),
    startDate: date({ mode: 'string' }),
    endDate: date({ mode: 'string' }),
    shootingStartDate: date({ mode: 'string' }),
    wrapStartDate: date({ mode: 'string' }),
    customerId: integer(),
    supportLevel: integer().notNull().default(0),
    masterProjectId: integer(),
    endTrialTime: timestamp({ withTimezone: true }),
    numEpisode: integer().notNull().default(0),
    filmLength: integer().notNull().default(0),
    shootingFormat: text().notNull().default(''),
    productionType: integer().notNull().default(0),
    productionMethod: integer().notNull().default(0),
    mainBroadcastMode: integer().notNull().default(0),
    /** Labels the project uses for a crew member, a head of department and a manager. */
    userName: text().notNull().default(''),
    hodName: text().notNull().default(''),
    managerName: text().notNull().default(''),
    lastOrderNumber: integer().notNull().default(0),
    lastOrderFormat: text().notNull().default(''),
    lastOfferNumber: integer().notNull().default(0),
    lastOfferFormat: text().notNull().default(''),
    lastInvoiceNumber: integer().notNull().default(0),
    lastInvoiceFormat: text().notNull().default(''),
    lastPoNumber: integer().notNull().default(0),
    lastPoFormat: text().notNull().default(''),
    maxExpenseItemsPerSheet: integer().notNull().default(0),
    /** The largest amount (VAT included, whole currency units) of one expense item or PO line (issue 12 item 15). */
    maxAmountPerItem: integer().notNull().default(DEFAULT_MAX_AMOUNT_PER_ITEM),
    analyticPeriodType: integer().notNull().default(0),
    payrollInterface: integer().notNull().default(0),
    ocrProvider: integer().notNull().default(0),
    contractHourlyRatePrecision: integer().notNull().default(2),
    ...columns(WASTE_UNIT_FIELDS, () => integer().notNull().default(0)),
    ...columns(PROJECT_MODULES, (name) => (DEFAULT_ON.has(name) ? on() : off())),
    ...columns(PROJECT_OPTIONS, () => off()),
    addressId: integer().references(() => addresses.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.licenseId)],
);
/**
 * The project's legal entities (001 §3.10 legalEntities): suppliers of the license that the project bills as
 * (updMyProject / addProject take their ids). Their bank accounts are the suppliers' bank accounts.
 */
export const projectLegalEntities = pgTable(
  'project_legal_entities',
  {
    projectId: integer()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    supplierId: integer()
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.supplierId] }), index().on(t.supplierId)],
);

/** Crew profile form configuration of 001 §3.11: use/mandatory per field, one row per project. */
export const projectFieldOptions = pgTable('project_field_options', {
  projectId: integer()
    .primaryKey()
    .references(() => projects.id, { onDelete: 'cascade' }),
  ...columns(PROFILE_FIELD_OPTION_KEYS, () => off()),
  ...columns(CREW_LIST_OPTIONS, () => off()),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
