import { z } from 'zod';
import { COUNTRY_CODE_PATTERN } from '../validation/fields';
import { optionalText } from '../validation/schema-fields';

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
    name: optionalText(200),
    street: optionalText(200),
    number: optionalText(20),
    box: optionalText(20),
    zip: optionalText(20),
    state: optionalText(100),
    city: optionalText(100),
    country: optionalText(100),
    countryCode: optionalText(10).refine(
      (value) => value === '' || COUNTRY_CODE_PATTERN.test(value),
      'invalidCountryCode',
    ),
    countryKey: optionalText(20),
    other: optionalText(500),
    lat: coordinate(90),
    lng: coordinate(180),
  },
  { error: 'invalid' },
);
export type AddressInput = z.infer<typeof addressSchema>;
