import type { z } from 'zod';

/**
 * Messages of every shared zod schema are stable keys, not sentences: the server and the web map them to
 * translated text, so both sides say the same thing in the user's language (ARCHITECTURE rule 4). The server
 * has each key in texts/forms/api-errors.json (with the field named), the web in texts/forms/validation.json.
 */
export const VALIDATION_KEYS = [
  'required',
  'invalidEmail',
  'tooShort',
  'tooLong',
  'invalidName',
  'invalidPhone',
  'mustDiffer',
  'invalid',
  /** 000 §5: 'Invalid ID' for a bad supplier id (and any id that is not a number). */
  'invalidId',
  /** 001 §5: 'Invalid HEX color.' */
  'invalidHexColor',
  'invalidIban',
  'invalidBic',
  'invalidVat',
  'invalidDate',
  /** An end date before its start date. */
  'dateOrder',
  'notInteger',
  /** 001 §5: numeric and above 0. */
  'notPositive',
  'outOfRange',
  'invalidCountryCode',
  'invalidRegistryNumber',
  'invalidFormula',
  'duplicate',
  /** An amount or a price: a number of 0 or more. */
  'notAmount',
  /** More decimals than the field takes; the issue's params name the most ({ max }). */
  'maxDecimals',
  /** More digits before the decimal point than the field takes ({ max }). */
  'tooManyDigits',
  /** A meter's end value below its start value (issue 15). */
  'meterBelowStart',
] as const;
export type ValidationKey = (typeof VALIDATION_KEYS)[number];
export const isValidationKey = (message: string): message is ValidationKey =>
  (VALIDATION_KEYS as readonly string[]).includes(message);

/** For z.string(typeError) etc.: a missing value is 'required', a value of the wrong type 'invalid'. */
export const typeError = {
  error: (issue: { input?: unknown }) => (issue.input == null ? 'required' : 'invalid'),
};

/** The first problem of a failed parse: the field (dotted path, 'input' for the whole) and its key. */
export function firstIssue(error: z.ZodError): { field: string; key: ValidationKey } {
  const issue = error.issues[0];
  const message = issue?.message ?? 'invalid';
  return {
    field: issue?.path.map(String).join('.') || 'input',
    key: isValidationKey(message) ? message : 'invalid',
  };
}
