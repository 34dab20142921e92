import type { AccessRight } from '@setledger/shared/auth/permissions';
import type { EditableRole } from '../api/users.api';

/** Labels of the access rights of 001 §6, as [message number in the 'users' form, English]. */
export const RIGHT_LABELS: Record<AccessRight, readonly [number, string]> = {
  canAccessUsers: [100, 'Manage users'],
  canAccessBudget: [101, 'Open the budget'],
  canAccessMyBudget: [102, 'See my budget'],
  canAccessGreenReporting: [103, 'Green reporting'],
  canAccessConfig: [104, 'Configure the project'],
  canAccessOnboarding: [105, 'Onboarding'],
  canAccessCrewList: [106, 'See the crew list'],
  canValidateI9: [107, 'Validate I-9 forms'],
  canMarkEntryAsProcessed: [108, 'Mark entries as processed'],
  canEditExpense: [109, 'Edit validated expenses'],
  canEditPo: [110, 'Edit validated purchase orders'],
  canDeleteAfterValidation: [111, 'Delete after validation'],
  canLockBudget: [112, 'Lock the budget'],
  canModifyEstimatedFinalCost: [113, 'Change the estimated final cost'],
  canEditAndAddCode: [114, 'Edit and add codes'],
  canManageDocuments: [115, 'Manage documents'],
  canManageDocumentPackage: [116, 'Manage document packages'],
  canManageCallSheets: [117, 'Manage call sheets'],
  canManageAccommodations: [118, 'Manage accommodations'],
  canManageLocations: [119, 'Manage locations'],
  canExportImport: [120, 'Export and import'],
  canManageCarbonRemoval: [121, 'Manage carbon removal'],
  canManageTipOfTheDay: [122, 'Manage tips of the day'],
  canViewDepartmentBudget: [123, 'See the department budget'],
  canManageCrewList: [124, 'Manage the crew list'],
  canViewGlobalBudget: [125, 'See the global budget'],
  canViewConfigurationScreen: [126, 'See the configuration screens'],
  canViewReportingScreens: [127, 'See the reporting screens'],
  canManageTransport: [128, 'Manage transport'],
  canViewWasteScreens: [129, 'See the waste screens'],
  canViewGreenTable: [130, 'See the green table'],
  hideSalaryInfo: [131, 'Hide salary information'],
  hideDealMemoInfo: [132, 'Hide deal memo information'],
  canAssign: [133, 'Assign tasks'],
};

export const ROLE_LABELS: Record<EditableRole | 'isTranslator', readonly [number, string]> = {
  isAdmin: [21, 'Administrator'],
  isProd: [22, 'Production'],
  upm: [134, 'Unit production manager'],
  studio: [135, 'Studio'],
  isTranslator: [136, 'Translator'],
};
