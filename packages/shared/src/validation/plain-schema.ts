/**
 * Issue 17: the public pages (sign-in, forgot and reset password, invitation) validate a few text fields
 * without zod, so a visitor's first screen does not download it. A plain schema answers `safeParse` in zod's
 * shape (success and data, or issues with a path and a message key), and lists its fields as `def.shape`, so the
 * web's form hook and its required marks take it like a zod object schema. Each plain schema is tested to
 * answer exactly what its zod twin answers (plain-schema.test.ts).
 */

/** One field's rule: the parsed value, or the message key of its first problem (a VALIDATION_KEYS key). */
export type PlainRule<T> = (value: unknown) => { value: T } | { key: string };

export interface PlainIssue {
  path: (string | number)[];
  message: string;
}
export type PlainParse<Output> =
  | { success: true; data: Output; error?: undefined }
  | { success: false; data?: undefined; error: { issues: PlainIssue[] } };

export interface PlainSchema<Output> {
  safeParse: (input: unknown) => PlainParse<Output>;
  def: { type: 'object'; shape: Record<string, { safeParse: (value: unknown) => { success: boolean } }> };
}

/** An object of rules; anything but an object answers 'invalid' for the whole input, as the zod twins do. */
export function plainObject<Output extends Record<string, unknown>>(
  rules: {
    [K in keyof Output]: PlainRule<Output[K]>;
  },
): PlainSchema<Output> {
  const names = Object.keys(rules) as (keyof Output & string)[];
  const safeParse = (input: unknown): PlainParse<Output> => {
    if (typeof input !== 'object' || input === null || Array.isArray(input))
      return { success: false, error: { issues: [{ path: [], message: 'invalid' }] } };
    const data = {} as Output;
    const issues: PlainIssue[] = [];
    for (const name of names) {
      const result = rules[name]((input as Record<string, unknown>)[name]);
      if ('key' in result) issues.push({ path: [name], message: result.key });
      else data[name] = result.value;
    }
    return issues.length ? { success: false, error: { issues } } : { success: true, data };
  };
  const shape = Object.fromEntries(
    names.map((name) => [
      name,
      { safeParse: (value: unknown) => ({ success: !('key' in rules[name](value)) }) },
    ]),
  );
  return { safeParse, def: { type: 'object', shape } };
}

/** z.string(typeError): a missing value is 'required', any other non-string 'invalid'. */
const asString = (value: unknown): { text: string } | { key: string } =>
  typeof value === 'string' ? { text: value } : { key: value == null ? 'required' : 'invalid' };

/** A string with its length bounds (after `prepare`, as zod's trim/toLowerCase run before the checks). */
export function plainText(options: {
  prepare?: (text: string) => string;
  min?: { length: number; key: string };
  max: { length: number; key: string };
  pattern?: { test: (text: string) => boolean; key: string };
}): PlainRule<string> {
  return (value) => {
    const checked = asString(value);
    if ('key' in checked) return checked;
    const text = options.prepare ? options.prepare(checked.text) : checked.text;
    // zod reports the first failing check of a field; the form shows a field's first message.
    if (options.min && text.length < options.min.length) return { key: options.min.key };
    if (text.length > options.max.length) return { key: options.max.key };
    if (options.pattern && !options.pattern.test(text)) return { key: options.pattern.key };
    return { value: text };
  };
}
