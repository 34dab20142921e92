import type { FuelKind } from '@setledger/shared/green/green.constants';
import type { LocationFileKind } from '@setledger/shared/locations/locations.constants';
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
import { suppliers } from '../suppliers/suppliers.table';
import { users } from '../users/users.table';

const money = () => numeric({ precision: 12, scale: 2 });
const meter = () => numeric({ precision: 12, scale: 3 });
const area = () => numeric({ precision: 11, scale: 2 });
const addressLink = () => integer().references(() => addresses.id, { onDelete: 'set null' });
const supplierLink = () => integer().references(() => suppliers.id, { onDelete: 'set null' });

/**
 * A location of 001 §3.7: a film set, a premise of the production (an office) or a film-equipment location,
 * with its fourteen addresses, its owner (a supplier), fees, dates, meters and generator. Its meters and its
 * generator feed the carbon ledger (issue 15), one entry each.
 */
export const locations = pgTable(
  'locations',
  {
    id: serial().primaryKey(),
    projectId: integer()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    type: integer().notNull().default(0),
    type1: integer().notNull().default(0),
    kind: integer().notNull().default(0),
    status: integer().notNull().default(0),
    selected: boolean().notNull().default(false),
    setName: text().notNull().default(''),
    setName1: text().notNull().default(''),
    setName2: text().notNull().default(''),
    setName3: text().notNull().default(''),
    scriptName: text().notNull().default(''),
    description: text().notNull().default(''),
    note: text().notNull().default(''),
    mainCharacteristic: text().notNull().default(''),
    foundOn: date({ mode: 'string' }),
    clientId: integer(),
    googleMapLink: text().notNull().default(''),
    parkingPermit: boolean().notNull().default(false),
    toilets: boolean().notNull().default(false),
    trash: boolean().notNull().default(false),
    fireExtinguisher: boolean().notNull().default(false),
    catering: boolean().notNull().default(false),
    addressId1: addressLink(),
    addressId2: addressLink(),
    addressId3: addressLink(),
    addressId4: addressLink(),
    addressId5: addressLink(),
    addressId6: addressLink(),
    addressId7: addressLink(),
    addressId8: addressLink(),
    addressId9: addressLink(),
    addressId10: addressLink(),
    addressId11: addressLink(),
    addressId12: addressLink(),
    addressId13: addressLink(),
    addressId14: addressLink(),
    getInDate: date({ mode: 'string' }),
    getOutDate: date({ mode: 'string' }),
    shootingStartDate: date({ mode: 'string' }),
    shootingEndDate: date({ mode: 'string' }),
    surface: area(),
    filmingArea: area(),
    surfaceAreaOfFixtures: area(),
    totNbOfDaysOccupation: integer().notNull().default(0),
    totNbOfManDays: integer().notNull().default(0),
    ownerSupplierId: supplierLink(),
    dayRateFee: money(),
    dayRateSettingUpFee: money(),
    downPaiement: money(),
    total: money(),
    paiementType: integer().notNull().default(0),
    elecSupplierId: supplierLink(),
    gasSupplierId: supplierLink(),
    waterSupplierId: supplierLink(),
    greenEnergySupplier: boolean().notNull().default(false),
    electricityMeterStart: meter(),
    electricityMeterEnd: meter(),
    gasMeterStart: meter(),
    gasMeterEnd: meter(),
    waterMeterStart: meter(),
    waterMeterEnd: meter(),
    generatorFuelType: text().$type<FuelKind>(),
    /** Litres the generator burnt. */
    generatorVolume: area(),
    volumeTotalFuelOil: area(),
    nbOfAirConditioners: integer().notNull().default(0),
    sortedWaste: boolean().notNull().default(false),
    recycledPaper: boolean().notNull().default(false),
    numberOfPicture: integer().notNull().default(0),
    imageName: text().notNull().default(''),
    createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.projectId, t.type, t.status)],
);

/** computerEquipments of a location (001 §3.7): type, description, quantity. */
export const locationComputerEquipments = pgTable(
  'location_computer_equipments',
  {
    id: serial().primaryKey(),
    locationId: integer()
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    type: integer().notNull().default(0),
    description: text().notNull().default(''),
    quantity: integer().notNull().default(1),
  },
  (t) => [index().on(t.locationId)],
);

/** A stored file of a location: a meter's or the generator's picture, the map, a picture, a document. */
export const locationFiles = pgTable(
  'location_files',
  {
    id: serial().primaryKey(),
    projectId: integer()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    locationId: integer()
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    kind: text().$type<LocationFileKind>().notNull(),
    uploadedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    /** The name the file had on the person's device (shown, never used as a path). */
    originalName: text().notNull(),
    /** Detected from the first bytes (the receipts' rule). */
    contentType: text().notNull(),
    size: integer().notNull(),
    /** Random key in the file storage (core/storage.ts). */
    storageKey: text().notNull().unique(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.locationId), index().on(t.projectId)],
);
