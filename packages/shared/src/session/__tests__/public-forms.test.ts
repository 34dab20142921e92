import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { z as zod } from 'zod';
import { acceptInvitationSchema, newPasswordSchema } from '../../users/users.schemas';
import type { PlainSchema } from '../../validation/plain-schema';
import { emailField } from '../../validation/schema-fields';
import { acceptInvitationForm, forgotPasswordForm, newPasswordForm, signInForm } from '../public-forms';
import { signInSchema } from '../session.schemas';

/** What a form sees of a parse: success, the data, and the first message of each field in order. */
function answer(result: {
  success: boolean;
  data?: unknown;
  error?: { issues: readonly { path: PropertyKey[]; message: string }[] };
}) {
  const firstByField: [string, string][] = [];
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path.map(String).join('.');
    if (!firstByField.some(([name]) => name === field)) firstByField.push([field, issue.message]);
  }
  return { success: result.success, data: result.success ? result.data : undefined, firstByField };
}

const TEXTS: unknown[] = [
  undefined,
  null,
  '',
  ' ',
  42,
  true,
  ['a'],
  'a',
  'Abc',
  '1234567',
  '12345678',
  '  Pass word 1  ',
  'x'.repeat(99),
  'x'.repeat(100),
  'x'.repeat(101),
  'x'.repeat(199),
  'x'.repeat(200),
  'x'.repeat(201),
  'crew1@demo.setledger.test',
  '  Crew1@Demo.Setledger.TEST ',
  'crew1@demo',
  'a@b.c',
  '@b.co',
  'a b@c.de',
  `${'a'.repeat(245)}@demo.test`,
  `${'a'.repeat(244)}@demo.test`,
  "Élodie D'Arc-Van 2",
  'Zoë',
  'Name<script>',
  '  Jean  ',
  'Ω',
];

function pairs<T>(fields: string[]): Record<string, unknown>[] {
  // Every text in each field, the others fixed to a valid value, plus a few all-bad rows.
  const valid: Record<string, unknown> = {
    email: 'crew1@demo.setledger.test',
    password: 'Setledger-demo-2026',
    name: 'Martin',
    firstName: 'Zoë',
  };
  const rows: Record<string, unknown>[] = [];
  for (const field of fields)
    for (const text of TEXTS)
      rows.push({ ...Object.fromEntries(fields.map((f) => [f, valid[f]])), [field]: text });
  for (const text of TEXTS) rows.push(Object.fromEntries(fields.map((f) => [f, text])));
  rows.push({});
  return rows as T[] as Record<string, unknown>[];
}

const CASES: [string, z.ZodType, PlainSchema<Record<string, unknown>>, string[]][] = [
  ['sign-in', signInSchema, signInForm, ['email', 'password']],
  ['forgot password', zod.object({ email: emailField }, { error: 'invalid' }), forgotPasswordForm, ['email']],
  ['new password', newPasswordSchema, newPasswordForm, ['password']],
  ['invitation', acceptInvitationSchema, acceptInvitationForm, ['name', 'firstName', 'password']],
];

describe('the public forms answer exactly what their zod schemas answer (issue 17)', () => {
  for (const [label, schema, plain, fields] of CASES)
    it(label, () => {
      const inputs = [...pairs(fields), null, 'text', [], 7];
      for (const input of inputs) {
        const zodAnswer = answer(schema.safeParse(input) as never);
        const plainAnswer = answer(plain.safeParse(input));
        // The whole input refused: both say 'invalid' (zod names no field).
        expect(plainAnswer, JSON.stringify(input)).toEqual(zodAnswer);
      }
    });

  it('marks the same fields required as the zod schemas do', () => {
    for (const [, schema, plain, fields] of CASES)
      for (const field of fields) {
        const zodField = (schema as unknown as { def: { shape: Record<string, z.ZodType> } }).def.shape[
          field
        ]!;
        for (const empty of [undefined, null, ''])
          expect(plain.def.shape[field]!.safeParse(empty).success).toBe(zodField.safeParse(empty).success);
      }
  });
});
