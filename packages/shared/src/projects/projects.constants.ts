/** Project types of 001 §1. */
export const PROJECT_TYPES = {
  film: 0,
  smallBusiness: 1,
  agency: 2,
  filmSingleUserFree: 3,
  filmSingleUser: 4,
} as const;
export type ProjectType = (typeof PROJECT_TYPES)[keyof typeof PROJECT_TYPES];

/** Locales by index (001 §9). 'en-UK' is kept as the spec writes it; Intl treats it as English. */
export const LOCALES = ['en-US', 'en-UK', 'fr-FR', 'fr-BE', 'fr-CA', 'fr-CH', 'de-DE'] as const;
export type LocaleTag = (typeof LOCALES)[number];

/** An index out of range gives index 0 (001 §9). */
export const localeAt = (index: number): LocaleTag => LOCALES[index] ?? LOCALES[0];

/**
 * The project's module switches of 001 §3.10 ('use' prefix). A switched-off module disappears from the
 * navigation and its operations answer FORBIDDEN for the project.
 */
export const PROJECT_MODULES = [
  'useOvertime',
  'useNightHours',
  'useSixthSeventhDay',
  'useSundayRate',
  'useLunch',
  'usePerDiem',
  'useTimesheet',
  'useExpense',
  'useExpenseInvoice',
  'usePurchaseOrder',
  'useDocument',
  'useCallSheet',
  'useAccommodation',
  'useGreenSupplier',
  'useTask',
  'usePlanning',
  'useClient',
  'useBudget',
  'useOcr',
  'useGreen',
  'useCarbonTemplate',
  'useCarbonRemoval',
  'useWaste',
  'useReporting',
  'useFinance',
  'useExportImport',
] as const;
export type ProjectModule = (typeof PROJECT_MODULES)[number];

/** The other boolean settings of a project (001 §3.10). */
export const PROJECT_OPTIONS = [
  'hideSalaryInfo',
  'hideDealMemoInfo',
  'mandatoryExpenseReceipt',
  'mandatoryInvoiceReceipt',
  'mandatoryCategoryExpense',
  'allowTimesheetOutsideContract',
  'allowExpenseOutsideContract',
  'allowPoOutsideContract',
  'budgetLocked',
  /** Not in the spec (issue 7): a PO that takes a category over its budget or EFC is refused, not only warned. */
  'refusePoOverBudget',
  /** Issue 16: a PO that takes a carbon-budget cell (carbon category, department) over its plan is refused. */
  'refusePoOverCarbonBudget',
  'largeAccount',
  'largeAccountPaid',
  'digitalCertifiedExpense',
  'ccShareReporting',
] as const;
export type ProjectOption = (typeof PROJECT_OPTIONS)[number];

/** Waste unit fields of 001 §3.10 (each holds a unit index of the green units). */
export const WASTE_UNIT_FIELDS = [
  'cardboardUnit',
  'paperUnit',
  'plasticUnit',
  'generalWasteUnit',
  'foodUnit',
  'glassUnit',
  'paintSpecialWasteUnit',
  'plasticDestructionUnit',
  'woodUnit',
  'steelUnit',
] as const;
export type WasteUnitField = (typeof WASTE_UNIT_FIELDS)[number];

/** Numbered documents of 001 §3.10: each has lastXxxNumber and lastXxxFormat. */
export const NUMBERED_DOCUMENTS = ['Order', 'Offer', 'Invoice', 'Po'] as const;

/**
 * Crew profile fields of 001 §3.11: the project stores use<Field> and mandatory<Field> for each
 * (e.g. usePersonalNumber, mandatoryPersonalNumber).
 */
export const PROFILE_FIELDS = [
  'PersonalNumber',
  'Email',
  'Phone',
  'Names',
  'Nationality',
  'Language',
  'BirthDate',
  'BirthPlace',
  'Gender',
  'Picture',
  'SocialSecurityNumber',
  'IdCardNumber',
  'IdCardExpiry',
  'IdCardFrontPicture',
  'IdCardBackPicture',
  'DriverLicenceNumber',
  'DriverLicenceExpiry',
  'DriverLicenceFrontPicture',
  'DriverLicenceBackPicture',
  'Signature',
  'BankAccount',
  'SecondBankAccount',
  'Street',
  'StreetNumber',
  'Box',
  'Zip',
  'City',
  'State',
  'Country',
  'CivilStatus',
  'SpouseData',
  'DependantsData',
  'EmergencyContact',
  'Taxes',
  'Allergies',
  'Sizes',
  'Vehicle',
  'CarbonData',
  'LoyaltyCards',
  'ResidencePermit',
  'WorkCard',
  'Disability',
  'MedicalVisit',
] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];
export type ProfileFieldOptionKey = `use${ProfileField}` | `mandatory${ProfileField}`;
export const PROFILE_FIELD_OPTION_KEYS: readonly ProfileFieldOptionKey[] = PROFILE_FIELDS.flatMap(
  (field) => [`use${field}`, `mandatory${field}`] as const,
);
/** The two crew-list switches stored with the field options (001 §3.11). */
export const CREW_LIST_OPTIONS = ['showMyEmailInCrewList', 'showMyPhoneInCrewList'] as const;

/** Distance units (001 §3.10). */
export const DISTANCE_UNITS = { km: 0, miles: 1 } as const;

/**
 * The largest amount of one expense item or PO line, VAT included, in whole currency units, unless the project
 * sets another (issue 12 item 15: a typing slip of 99,999,999,999 € is not a ticket).
 */
export const DEFAULT_MAX_AMOUNT_PER_ITEM = 1_000_000;
