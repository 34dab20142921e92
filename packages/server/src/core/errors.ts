import type { ValidationKey } from '@setledger/shared/validation/keys';
import { Decimal } from 'decimal.js';

export type ErrorCode =
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'BAD_USER_INPUT'
  | 'CONFLICT'
  | 'TOO_MANY_REQUESTS'
  | 'SERVICE_UNAVAILABLE';

/** Message numbers in texts/forms/api-errors.json. */
export const ERROR_TEXT = {
  unauthenticated: 1,
  forbidden: 2,
  notFound: 3,
  invalid: 4,
  wrongCredentials: 5,
  tooManyAttempts: 6,
  conflict: 7,
  unexpected: 8,
  required: 9,
  invalidEmail: 10,
  tooShort: 11,
  invalidName: 12,
  invalidPhone: 13,
  samePassword: 14,
  wrongCurrentPassword: 15,
  moduleOff: 16,
  tooLong: 17,
  appUpdated: 18,
  sessionExpired: 19,
  mustDiffer: 20,
  invalidId: 21,
  invalidHexColor: 22,
  invalidIban: 23,
  invalidBic: 24,
  invalidVat: 25,
  invalidDate: 26,
  dateOrder: 27,
  notInteger: 28,
  notPositive: 29,
  outOfRange: 30,
  invalidCountryCode: 31,
  invalidRegistryNumber: 32,
  invalidFormula: 33,
  duplicate: 34,
  inUseByUsers: 35,
  inUseByExpenses: 36,
  inUseByPurchaseOrders: 37,
  currentProject: 38,
  inUse: 39,
  lastAdmin: 40,
  selfRemoval: 41,
  rightNotHeld: 42,
  linkExpired: 43,
  alreadyMember: 44,
  emailTaken: 45,
  inOtherLicenses: 46,
  functionNotInDepartment: 47,
  ownAccount: 48,
  outsideContract: 49,
  alreadySubmitted: 50,
  nothingToSend: 51,
  alreadyDecided: 52,
  fileTooLarge: 53,
  fileType: 54,
  receiptRequired: 55,
  routingOff: 56,
  routingFailed: 57,
  nothingToInvoice: 58,
  poWithoutItems: 59,
  poInvoiced: 60,
  poNotValidated: 61,
  budgetLocked: 62,
  importFileType: 63,
  importTooLarge: 64,
  unknownDepartment: 65,
  unknownCategory: 66,
  notAmount: 67,
  tooManyDecimals: 68,
  importHasErrors: 69,
  unknownColumn: 70,
  exportUnavailable: 71,
  overBudget: 77,
  identityNotAllowed: 100,
  notLicenseMember: 101,
  lastLicenseAdmin: 102,
  inOtherProjects: 103,
  notWhileSignedInAs: 104,
  tooManyItems: 120,
  controlCharacter: 121,
  requestTooLarge: 122,
  idempotencyKeyReused: 123,
  ownDocument: 140,
  ownValidationLevel: 141,
  efcUnchanged: 180,
  notSignedAmount: 181,
  unmappedAccount: 182,
  poAlreadySubmitted: 200,
  inUseByBudget: 201,
  amountTooLarge: 202,
  overPoRemaining: 203,
  maxDecimals: 260,
  tooManyDigits: 261,
  tooManyReceipts: 262,
  storageQuotaFull: 263,
  uploadTooLarge: 264,
  unitMismatch: 380,
  entryFollowsSource: 381,
  noFactor: 382,
  unknownFactor: 383,
  factorUnchanged: 384,
  greenSuppliersTooLarge: 520,
  greenSuppliersTooManyRows: 521,
  greenSuppliersBadCsv: 522,
  greenSuppliersNoNameColumn: 523,
  greenSuppliersDuplicateRow: 524,
  greenSuppliersHasErrors: 525,
  greenSuppliersNothingToImport: 526,
  greenSuppliersFileType: 527,
  greenSuppliersOtherVat: 528,
  wasteVolumeNoFactor: 440,
  templateNameTaken: 441,
  periodTooLong: 442,
  noDayInPeriod: 443,
  meterBelowStart: 560,
  tooManyLocationFiles: 561,
  locationFileTooLarge: 562,
  noElectricityFactor: 563,
  overDistributed: 620,
  notProjectMember: 621,
  kmNeeded: 622,
  unknownSupplier: 623,
  personTwice: 624,
  overCarbonBudget: 720,
  checklistSupplierRequired: 740,
  checklistExplanationRequired: 741,
  checklistNotOnPage: 742,
  checklistTooMuchEvidence: 743,
  planHasActions: 760,
  timesheetNotWeekStart: 830,
  timesheetDayOutsideWeek: 831,
  timesheetNotEditable: 832,
  timesheetUnknownAllowance: 833,
  timesheetEndRequired: 834,
  timesheetEmpty: 835,
  payBandsNotContiguous: 850,
  payrollPeriodNeeded: 851,
} as const;
export type ErrorText = keyof typeof ERROR_TEXT;

/**
 * A domain error: services throw it, the transport (GraphQL, HTTP) answers it with its code and a message in the
 * caller's language. Anything else is masked as an internal error.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly text: ErrorText,
    readonly field?: string,
    /** Values the message names ({department}, {budget}…), also given to the client in extensions.params. */
    readonly params?: Record<string, string>,
    /** More for the client, sent as extensions (the per-row errors of a refused import). */
    readonly details?: Record<string, unknown>,
  ) {
    super(`${code}:${text}${field ? `:${field}` : ''}`);
  }
}

export const notFound = () => new AppError('NOT_FOUND', 'notFound');
export const forbidden = () => new AppError('FORBIDDEN', 'forbidden');
export const badInput = (field: string, text: ErrorText = 'invalid') =>
  new AppError('BAD_USER_INPUT', text, field);
export const conflict = (text: ErrorText = 'conflict') => new AppError('CONFLICT', text);

/** Every key a shared schema may answer has its server text (a missing one fails the typecheck). */
const _everyValidationKeyHasText: Record<ValidationKey, number> = ERROR_TEXT;

/** BAD_USER_INPUT naming the field and the project's maximum per item (issue 12 item 15): expenses and POs. */
export const amountTooLarge = (field: string, max: number) =>
  new AppError('BAD_USER_INPUT', 'amountTooLarge', field, { max: new Decimal(max).toFixed(2) });
