/**
 * Roles and rights of 001 §6: one list for the server (token claims, auth scopes) and the web (guards, menus).
 * A flag absent from a token means false.
 */
export const ROLE_FLAGS = ['isProd', 'isAdmin', 'isDev', 'isTranslator', 'isVip'] as const;
export type RoleFlag = (typeof ROLE_FLAGS)[number];

/** Numeric role codes of 001 §6. */
export const ROLE_CODES = {
  owner: -1,
  gateKeeper: 5,
  productionAccountant: 6,
  upm: 7,
  lineProducer: 8,
  studio: 9,
} as const;
export type RoleName = Exclude<keyof typeof ROLE_CODES, 'owner'>;
export const ROLE_NAMES = [
  'gateKeeper',
  'productionAccountant',
  'upm',
  'lineProducer',
  'studio',
] as const satisfies readonly RoleName[];

export const ACCESS_RIGHTS = [
  'canAccessUsers',
  'canAccessBudget',
  'canAccessMyBudget',
  'canAccessGreenReporting',
  'canAccessConfig',
  'canAccessOnboarding',
  'canAccessCrewList',
  'canValidateI9',
  'canMarkEntryAsProcessed',
  'canEditExpense',
  'canEditPo',
  'canDeleteAfterValidation',
  'canLockBudget',
  'canModifyEstimatedFinalCost',
  'canEditAndAddCode',
  'canManageDocuments',
  'canManageDocumentPackage',
  'canManageCallSheets',
  'canManageAccommodations',
  'canManageLocations',
  'canExportImport',
  'canManageCarbonRemoval',
  'canManageTipOfTheDay',
  'canViewDepartmentBudget',
  'canManageCrewList',
  'canViewGlobalBudget',
  'canViewConfigurationScreen',
  'canViewReportingScreens',
  'canManageTransport',
  'canViewWasteScreens',
  'canViewGreenTable',
  'hideSalaryInfo',
  'hideDealMemoInfo',
  'canAssign',
] as const;
export type AccessRight = (typeof ACCESS_RIGHTS)[number];

/** Rights that restrict their holder: granting them gives nothing, so the grant rule (issue 4) skips them. */
export const RESTRICTING_RIGHTS: ReadonlySet<AccessRight> = new Set<AccessRight>([
  'hideSalaryInfo',
  'hideDealMemoInfo',
]);

/** Administrator of the current project's license (issue 12 item 2): a role held on the license. */
export const LICENSE_ADMIN_FLAG = 'isLicenseAdmin';

export type BooleanClaim = RoleFlag | RoleName | AccessRight | typeof LICENSE_ADMIN_FLAG;
export const BOOLEAN_CLAIMS: readonly BooleanClaim[] = [
  ...ROLE_FLAGS,
  ...ROLE_NAMES,
  ...ACCESS_RIGHTS,
  LICENSE_ADMIN_FLAG,
];

/** The session token's claims (001 §3.1). Boolean flags are present only when true. */
export interface TokenClaims extends Partial<Record<BooleanClaim, boolean>> {
  ProjectID: number;
  UserID: number;
  UserProjectId: number;
  /** App language code (001 §1). */
  Language: number;
  /** 0 film, 1 small business, 2 agency, 3 film single user free, 4 film single user. */
  ProjectType: number;
  /** The user's session version when the token was signed: a later password change or reset ends it. */
  SessionVersion: number;
  /** Set on a token an administrator obtained with signInAs: their own user id. */
  SignedInBy?: number;
  /** Highest validation level the user holds in any department (0 when none). */
  validationLevel?: number;
  /** ISO 8601 date-time when the token stops being valid. */
  ExpirationDate: string;
}

/** True when the claims grant the flag; absent means false (001 §6). */
export function hasClaim(claims: Partial<TokenClaims> | null | undefined, flag: BooleanClaim): boolean {
  return claims?.[flag] === true;
}
