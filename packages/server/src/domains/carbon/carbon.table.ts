import type { CarbonEntryStatus, CarbonSourceType } from '@setledger/shared/green/green.constants';
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
import { budgetCategories } from '../departments/departments.table';
import { projects } from '../projects/projects.table';
import { users } from '../users/users.table';

const kg = () => numeric({ precision: 16, scale: 2 });
const factorValue = () => numeric({ precision: 18, scale: 8 });

/**
 * One quantity × factor of an entry, with the factor's provenance. An entry has one line (a travel, a fuel
 * purchase) or several (meals by kind, waste by kind); numbers are exact decimal strings.
 */
export interface CarbonLine {
  /** What the line counts ('km', 'red', 'cardboard', ...). */
  label: string;
  /** The quantity as entered, in its unit. */
  quantity: string;
  unit: string;
  /** The quantity in the factor's unit (kg → tonne, passengers × km → passenger_km). */
  factorQuantity: string;
  factorKey: string;
  factorValue: string;
  factorUnit: string;
  factorSource: string;
  factorYear: number | null;
  /** The project override the factor came from, else null (the sourced factor). */
  overrideId: number | null;
  /** factorQuantity × factorValue, unrounded: the entry rounds its total once. */
  kgCo2e: string;
}

/** Form fields of 001 §3.14 that are not columns: what the entry was computed from. */
export interface CarbonDetails {
  transportTypeCode?: number | null;
  /** Carbon-clap means 1 to 20 of a trip's transport-type code (001 §9), for the carbon-clap report. */
  carbonClap?: number | null;
  /** A trip's vehicle energy (issue 15). */
  vehicleEnergy?: string;
  /** True when the country had no factor of its own and the documented default was used (issue 15). */
  factorFallback?: boolean;
  km?: string | null;
  passengers?: number | null;
  fromAddress?: string;
  toAddress?: string;
  nights?: number | null;
  bedrooms?: number | null;
  country?: string;
  energySource?: string | null;
  kwh?: string | null;
  fuel?: string | null;
  litres?: string | null;
  generator?: boolean;
  waterM3?: string | null;
  days?: number | null;
  surface?: string | null;
  locationSetName?: string;
  waste?: Record<string, string | null> | null;
  meals?: Record<string, number | null> | null;
  quantity?: string | null;
  /** An item of the special-equipment register (001 §3.14 specialEquipment): its name, type and running hours. */
  specialEquipment?: string;
  equipmentType?: string;
  hours?: string | null;
  litresPerHour?: string | null;
  /**
   * The waste weights as entered on the waste screen, in the project's unit of each kind (001 §3.10); `waste`
   * then holds the same weights in kg, as the manual form reads them.
   */
  wasteEntered?: Record<string, { quantity: string; unit: string }>;
  sortedWaste?: boolean;
  recycledPaper?: boolean;
  /** The carbon template an entry was created from (001 §3.14 template) and the application that created it. */
  template?: { templateId: number; name: string; applicationId: number };
  /** The spend an estimate was computed from, and its budget category. */
  spend?: string;
  budgetCategoryId?: number;
}

/** The carbon ledger (issue 14): every kg CO2e of a project, fed by its sources or entered by hand. */
export const carbonEntries = pgTable(
  'carbon_entries',
  {
    id: serial().primaryKey(),
    projectId: integer()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    sourceType: text().$type<CarbonSourceType>().notNull(),
    /** The source's id (expense item, PO line...); null for a manual entry. */
    sourceId: integer(),
    carbonCategory: integer().notNull(),
    entityType: integer().notNull().default(0),
    strDate: date({ mode: 'string' }).notNull(),
    endDate: date({ mode: 'string' }),
    description: text().notNull().default(''),
    /** The source's money amount (VAT included), when it has one. */
    amount: numeric({ precision: 14, scale: 2 }),
    department: integer(),
    functionNumber: integer(),
    /** The budget category of the source (an expense item's, a PO line's): kg CO2e beside the budget's money. */
    budgetCategoryId: integer(),
    /** The person whose footprint it is (their expense, their travel). */
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    supplierId: integer(),
    productionPhase: integer(),
    paidByProduction: boolean().notNull().default(false),
    verified: boolean().notNull().default(false),
    status: text().$type<CarbonEntryStatus>().notNull(),
    /** Spend-based (kg per currency unit): shown as an estimate everywhere. */
    isEstimate: boolean().notNull().default(false),
    /** The main line's quantity and factor (the only one for most entries); every line is in `lines`. */
    quantity: numeric({ precision: 20, scale: 6 }),
    unit: text(),
    factorKey: text(),
    factorValue: factorValue(),
    factorUnit: text(),
    factorSource: text(),
    factorYear: integer(),
    /** Sum of the lines, rounded once to 2 decimals (ARCHITECTURE rule 6). */
    kgCo2e: kg().notNull(),
    lines: jsonb().$type<CarbonLine[]>().notNull().default([]),
    details: jsonb().$type<CarbonDetails>().notNull().default({}),
    createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One source, at most one entry (no double counting); manual entries have no source id.
    uniqueIndex('carbon_entries_source_unique').on(t.projectId, t.sourceType, t.sourceId),
    // Read backwards for the green table's order (newest day first, then newest id).
    index('carbon_entries_table_page').on(t.projectId, t.strDate, t.id),
    index('carbon_entries_category').on(t.projectId, t.carbonCategory),
    index('carbon_entries_department').on(t.projectId, t.department),
    // The budget's kg CO2e per department and category (one grouped read).
    index('carbon_entries_budget').on(t.projectId, t.department, t.budgetCategoryId),
    index('carbon_entries_user').on(t.projectId, t.userId),
    index('carbon_entries_factor').on(t.projectId, t.factorKey),
  ],
);

/** A project's own value of an emission factor: the latest row of a key is the one in force. */
export const carbonFactorOverrides = pgTable(
  'carbon_factor_overrides',
  {
    id: serial().primaryKey(),
    projectId: integer()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    factorKey: text().notNull(),
    oldValue: factorValue().notNull(),
    newValue: factorValue().notNull(),
    unit: text().notNull(),
    reason: text().notNull(),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.projectId, t.factorKey, t.id)],
);

/** A budget category's carbon category per project (coTwoCategory), with an optional spend-based factor. */
export const carbonCategoryMappings = pgTable(
  'carbon_category_mappings',
  {
    id: serial().primaryKey(),
    projectId: integer()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    budgetCategoryId: integer()
      .notNull()
      .references(() => budgetCategories.id, { onDelete: 'cascade' }),
    carbonCategory: integer().notNull(),
    kgCo2ePerCurrency: numeric({ precision: 12, scale: 6 }),
    updatedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex().on(t.projectId, t.budgetCategoryId)],
);

export type CarbonLogKind = 'override' | 'recompute' | 'mapping';

/** What changed the ledger besides its sources: overrides, mappings and recomputes (issue 14). */
export const carbonLedgerLog = pgTable(
  'carbon_ledger_log',
  {
    id: serial().primaryKey(),
    projectId: integer()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    kind: text().$type<CarbonLogKind>().notNull(),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    factorKey: text(),
    oldValue: text(),
    newValue: text(),
    reason: text().notNull().default(''),
    entriesChanged: integer().notNull().default(0),
    kgBefore: kg(),
    kgAfter: kg(),
  },
  (t) => [index().on(t.projectId, t.id)],
);
