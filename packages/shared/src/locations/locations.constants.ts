/**
 * Location types (001 §3.7 type; GetProjectLocationList's filters name three): a film set ('decor film'), a
 * premise of the production (its offices, workshops, stores: the Offices screens) and a film-equipment (PME)
 * location. The spec gives no codes: this is our reading.
 */
export const LOCATION_TYPES = { decorFilm: 0, premise: 1, pme: 2 } as const;
export type LocationType = (typeof LOCATION_TYPES)[keyof typeof LOCATION_TYPES];
export const LOCATION_TYPE_CODES: readonly number[] = Object.values(LOCATION_TYPES);

/** Kinds of premise (type1) when the type is premise; 0 otherwise. */
export const PREMISE_KINDS = { office: 0, workshop: 1, storage: 2, studio: 3, other: 4 } as const;
export const PREMISE_KIND_CODES: readonly number[] = Object.values(PREMISE_KINDS);

/** Interior or exterior set (kind). */
export const LOCATION_KINDS = { interior: 0, exterior: 1, both: 2 } as const;
export const LOCATION_KIND_CODES: readonly number[] = Object.values(LOCATION_KINDS);

/**
 * Status of a location (the spec: 'status values: not shown'); -1 lists every status (001 §4: the list reloads
 * with status -1 after a delete).
 */
export const LOCATION_STATUSES = { scouted: 0, proposed: 1, confirmed: 2, dropped: 3 } as const;
export const LOCATION_STATUS_CODES: readonly number[] = Object.values(LOCATION_STATUSES);
export const ALL_LOCATION_STATUSES = -1;

/** How the owner is paid (paiementType). */
export const PAYMENT_TYPES = { transfer: 0, cash: 1, card: 2, cheque: 3 } as const;
export const PAYMENT_TYPE_CODES: readonly number[] = Object.values(PAYMENT_TYPES);

/** Computer equipment types of a location (computerEquipments.type). */
export const COMPUTER_EQUIPMENT_TYPES = { desktop: 0, laptop: 1, screen: 2, printer: 3, other: 4 } as const;
export const COMPUTER_EQUIPMENT_TYPE_CODES: readonly number[] = Object.values(COMPUTER_EQUIPMENT_TYPES);

/**
 * The fourteen addresses of a location (001 §3.7 addressId1 to addressId14): what each slot holds is not
 * shown in the spec, this is our reading; slot 1 is the location itself (its country gives the electricity
 * factor).
 */
export const LOCATION_ADDRESS_SLOTS = [
  'location',
  'parking',
  'unitBase',
  'catering',
  'crewParking',
  'technicalParking',
  'dressingRooms',
  'makeUp',
  'storage',
  'delivery',
  'hospital',
  'police',
  'fireStation',
  'other',
] as const;
export type LocationAddressSlot = (typeof LOCATION_ADDRESS_SLOTS)[number];

/** Meters of a location (001 §3.7): a start and an end value, each with its picture. */
export const LOCATION_METERS = ['electricity', 'gas', 'water'] as const;
export type LocationMeter = (typeof LOCATION_METERS)[number];

/** What a stored file of a location is: a meter picture, the generator's, the map, a picture or a document. */
export const LOCATION_FILE_KINDS = [
  'electricityStart',
  'electricityEnd',
  'gasStart',
  'gasEnd',
  'waterStart',
  'waterEnd',
  'generator',
  'map',
  'image',
  'document',
] as const;
export type LocationFileKind = (typeof LOCATION_FILE_KINDS)[number];

/** A picture or a document of a location: at most this size, at most this many per location. */
export const LOCATION_FILE_MAX_BYTES = 10 * 1024 * 1024;
export const LOCATION_FILES_MAX = 50;

/** GetProjectLocationList pages (at most 100 rows a page) and DelLocations takes at most 100 ids. */
export const LOCATION_PAGE_SIZE = 20;
export const LOCATION_MAX_PAGE_SIZE = 100;
export const DEL_LOCATIONS_MAX = 100;
/** Computer equipment rows of one location. */
export const COMPUTER_EQUIPMENTS_MAX = 100;
