/**
 * Carbon removals and offsets (issue 14): recorded apart from the ledger's emissions, never netted silently.
 * A removal takes CO2 out of the air (a forest, biochar); an offset is a credit bought for a reduction elsewhere.
 */
export const CARBON_REMOVAL_KINDS = ['removal', 'offset'] as const;
export type CarbonRemovalKind = (typeof CARBON_REMOVAL_KINDS)[number];

export const CARBON_REMOVAL_STATUSES = ['planned', 'purchased', 'retired'] as const;
export type CarbonRemovalStatus = (typeof CARBON_REMOVAL_STATUSES)[number];

/** Standards and registries offered in the form; any other can be typed. */
export const CARBON_REMOVAL_STANDARDS = [
  'Gold Standard',
  'Verra VCS',
  'Label Bas-Carbone',
  'Puro.earth',
  'Woodland Carbon Code',
] as const;

/** The quantity removed is entered in tonnes or in kg CO2e and kept in kg. */
export const CARBON_REMOVAL_UNITS = ['tonne', 'kg'] as const;
export type CarbonRemovalUnit = (typeof CARBON_REMOVAL_UNITS)[number];

/** A certificate (a PDF or a photo) weighs at most 10 MB, like a receipt. */
export const CERTIFICATE_MAX_BYTES = 10 * 1024 * 1024;
export const CERTIFICATE_CONTENT_TYPES = [
  'application/pdf',
  'image/jpeg',
  'image/png',
  'image/webp',
] as const;

/** The list answers at most this many removals of a project. */
export const CARBON_REMOVALS_MAX = 500;
