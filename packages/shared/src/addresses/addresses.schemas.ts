import { z } from 'zod';
import { COUNTRY_CODE_PATTERN } from '../validation/fields';

const text = (max: number) =>
  z
    .string({ error: 'invalid' })
    .trim()
    .max(max, 'tooLong')
    .nullish()
    .transform((value) => value ?? '');
const coordinate = (limit: number) =>
  z
    .number({ error: 'invalid' })
    .min(-limit, 'outOfRange')
    .max(limit, 'outOfRange')
    .nullish()
    .transform((value) => value ?? 0);

/** Address of 001 §3.2; every field optional (an empty address is allowed, NewAddress creates one). */
export const addressSchema = z.object(
  {
    name: text(200),
    street: text(200),
    number: text(20),
    box: text(20),
    zip: text(20),
    state: text(100),
    city: text(100),
    country: text(100),
    countryCode: text(10).refine(
      (value) => value === '' || COUNTRY_CODE_PATTERN.test(value),
      'invalidCountryCode',
    ),
    countryKey: text(20),
    other: text(500),
    lat: coordinate(90),
    lng: coordinate(180),
  },
  { error: 'invalid' },
);
export type AddressInput = z.infer<typeof addressSchema>;
