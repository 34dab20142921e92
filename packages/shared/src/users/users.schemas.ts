import { z } from 'zod';
import { MAX_LANGUAGE_CODE } from '../i18n/languages';
import { PASSWORD_MAX, PASSWORD_MIN } from '../session/session.schemas';
import { isBic, isIban } from '../validation/banking';
import { isIsoDate, isPhone } from '../validation/fields';
import { typeError } from '../validation/keys';
import { dateField, emailField, nameField, optionalChecked, optionalText } from '../validation/schema-fields';

export { dateField, emailField };

/** Validation levels of 001 §3.3: 0 none, 1 first level (head of department), 2 second level. */
export const VALIDATION_LEVEL_MAX = 2;
/** Document types of a validation record, as DelValidation's ValLvlDoc (0 or absent: every type). */
export const VALIDATION_DOCS = { timesheet: 1, po: 2, expense: 3, invoice: 4 } as const;
/** Genders and civil statuses of the user form (0: not given). */
export const GENDERS = [0, 1, 2, 3] as const;
export const CIVIL_STATUSES = [0, 1, 2, 3, 4, 5] as const;
/** User request types (001 §3.3). */
export const USER_REQUEST_TYPES = { invitation: 0, passwordReset: 1 } as const;
/** How long an emailed link works. */
export const INVITATION_DAYS = 14;
export const PASSWORD_RESET_HOURS = 2;

/** A calendar date 'YYYY-MM-DD', or empty / null (stored as null). */
const optionalDate = z
  .string({ error: 'invalidDate' })
  .trim()
  .nullish()
  .transform((value) => value || null)
  .refine((value) => value === null || isIsoDate(value), 'invalidDate');
/** A daily rate: a decimal with at most 2 places, 0 or more; empty or null means none. */
const rateField = z
  .string({ error: 'invalid' })
  .trim()
  .nullish()
  .transform((value) => value || null)
  .refine((value) => value === null || /^\d{1,12}(\.\d{1,2})?$/.test(value), 'notPositive');
const code = (values: readonly number[]) =>
  z
    .number(typeError)
    .int('notInteger')
    .refine((value) => values.includes(value), 'outOfRange');

/** UpdUser's UpdatedUser: the person's identity, contact, address and bank (001 §3.3). */
export const userSchema = z.object(
  {
    name: nameField,
    firstName: nameField,
    email: emailField,
    phone: optionalText(40).refine((value) => value === '' || isPhone(value), 'invalidPhone'),
    appLanguage: z.number(typeError).int('invalid').min(0, 'invalid').max(MAX_LANGUAGE_CODE, 'invalid'),
    personalNumber: optionalText(40),
    nationality: optionalText(60),
    birthDate: optionalDate,
    birthPlace: optionalText(100),
    gender: code(GENDERS),
    socialSecurityNumber: optionalText(40),
    idCardNumber: optionalText(40),
    idCardExpiry: optionalDate,
    civilStatus: code(CIVIL_STATUSES),
    emergencyContact: optionalText(200),
    street: optionalText(200),
    streetNumber: optionalText(20),
    box: optionalText(20),
    zip: optionalText(20),
    city: optionalText(100),
    state: optionalText(100),
    country: optionalText(100),
    iban: optionalChecked(42, isIban, 'invalidIban'),
    bic: optionalChecked(14, isBic, 'invalidBic'),
  },
  { error: 'invalid' },
);
export type UserInput = z.infer<typeof userSchema>;

/** A contract (001 §3.1): the start is on or before the end. */
export const contractSchema = z
  .object({ startDate: dateField, endDate: dateField, dailyRate: rateField }, { error: 'invalid' })
  .refine((value) => value.startDate <= value.endDate, { message: 'dateOrder', path: ['endDate'] });
export type ContractInput = z.infer<typeof contractSchema>;

/** addUserRequest's NewUser: who is invited, in which language, department, function and contract. */
export const invitationSchema = z
  .object(
    {
      email: emailField,
      name: nameField,
      firstName: nameField,
      language: z.number(typeError).int('invalid').min(0, 'invalid').max(MAX_LANGUAGE_CODE, 'invalid'),
      departmentNumber: z.number(typeError).int('notInteger').nullish(),
      functionNumber: z.number(typeError).int('notInteger').nullish(),
      startDate: dateField,
      endDate: dateField,
      dailyRate: rateField,
    },
    { error: 'invalid' },
  )
  .refine((value) => value.startDate <= value.endDate, { message: 'dateOrder', path: ['endDate'] });
export type InvitationInput = z.infer<typeof invitationSchema>;

const level = z
  .number(typeError)
  .int('notInteger')
  .min(0, 'outOfRange')
  .max(VALIDATION_LEVEL_MAX, 'outOfRange');

/** AddUpdValidation's UpdValidation: the levels of one user in one department. */
export const validationSchema = z.object(
  {
    department: z.number(typeError).int('notInteger'),
    validationLevelTs: level,
    validationLevelPo: level,
    validationLevelExp: level,
    validationLevelInvoice: level,
  },
  { error: 'invalid' },
);
export type ValidationInput = z.infer<typeof validationSchema>;

/** AddEncodingValidation: the same levels in a list of departments. */
export const encodingValidationSchema = z.object(
  {
    TimeSheet: level,
    Expense: level,
    Po: level,
    Invoice: level,
    Department: z.array(z.number(typeError).int('notInteger'), typeError).max(500, 'tooLong'),
  },
  { error: 'invalid' },
);

/** The invitee's answer on the public page: their names (when new) and a password. */
export const acceptInvitationSchema = z.object(
  {
    name: nameField,
    firstName: nameField,
    password: z.string(typeError).min(PASSWORD_MIN, 'tooShort').max(PASSWORD_MAX, 'tooLong'),
  },
  { error: 'invalid' },
);
export const newPasswordSchema = z.object(
  { password: z.string(typeError).min(PASSWORD_MIN, 'tooShort').max(PASSWORD_MAX, 'tooLong') },
  { error: 'invalid' },
);

/** A person's vehicle (001 §3.3); kgCoTwoPerKm is the person's own figure, empty to use the sourced factor. */
export const vehicleSchema = z.object(
  {
    name: optionalText(100),
    brand: optionalText(100),
    model: optionalText(100),
    numberPlate: optionalText(20),
    type: z.number(typeError).int('notInteger').min(0, 'outOfRange').max(100, 'outOfRange'),
    subType: z.number(typeError).int('notInteger').min(0, 'outOfRange').max(100, 'outOfRange'),
    energy: z.number(typeError).int('notInteger').min(0, 'outOfRange').max(7, 'outOfRange'),
    kgCoTwoPerKm: z
      .string({ error: 'invalid' })
      .trim()
      .nullish()
      .transform((value) => (value ? value.replace(',', '.') : null))
      .refine(
        (value) => value === null || (/^\d{1,3}(\.\d{1,5})?$/.test(value) && Number(value) <= 5),
        'outOfRange',
      ),
    taxHorsepower: z.number(typeError).int('notInteger').min(0, 'outOfRange').max(1000, 'outOfRange'),
  },
  { error: 'invalid' },
);
export type VehicleInput = z.infer<typeof vehicleSchema>;

/**
 * Issue 18: km of one working day's commute in the current production (home to set and back), with the vehicle
 * above; empty for none. Counted as kg CO2e for each of the person's validated timesheet days.
 */
export const commuteKmSchema = z
  .string({ error: 'invalid' })
  .trim()
  .nullish()
  .transform((value) => (value ? value.replace(',', '.') : null))
  .refine(
    (value) => value === null || (/^\d{1,4}(\.\d{1,2})?$/.test(value) && Number(value) <= 1000),
    'outOfRange',
  );
/** UpdUserVehicle's CommuteKm argument, named as the API names it (the field of its error). */
export const commuteInputSchema = z.object({ CommuteKm: commuteKmSchema }, { error: 'invalid' });
