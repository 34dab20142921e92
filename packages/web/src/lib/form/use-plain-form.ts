import type { PlainSchema } from '@setledger/shared/validation/plain-schema';
import { type ChangeEvent, useMemo, useRef, useState } from 'react';
import { fieldErrorText } from '../../components/error-text';
import { useValidationMessage } from '../validation-messages';
import { serverField } from './server-field';
import { formFieldOf, requiredFields, zodIssuesToErrors } from './zod-resolver';

type Values = Record<string, string>;

/**
 * useZodForm's behaviour for a public page's few text fields (issue 17), without @mantine/form: the same
 * messages, required marks, error clearing on change, server field errors on their field and anything else in
 * the banner. The sign-in page, a visitor's first screen, uses it so it downloads neither zod nor a form library.
 */
export function usePlainForm<V extends Values>(options: { schema: PlainSchema<V>; initialValues: V }) {
  const { schema } = options;
  const message = useValidationMessage();
  const [values, setValues] = useState<V>(options.initialValues);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [formError, setFormError] = useState<unknown>(null);
  const [submitting, setSubmitting] = useState(false);
  const required = useMemo(() => requiredFields(schema as never), [schema]);
  const shown = useRef<Record<string, string>>({});
  const labelOf = (name: string) => shown.current[name] ?? name;

  const validate = (): V | null => {
    const parsed = schema.safeParse(values);
    setErrors(parsed.success ? {} : zodIssuesToErrors(parsed.error.issues as never, message));
    return parsed.success ? parsed.data : null;
  };
  const showServerError = (error: unknown) => {
    const path = serverField(error);
    const name = path === undefined ? undefined : formFieldOf(path);
    if (name !== undefined && shown.current[name] !== undefined) {
      setErrors((was) => ({ ...was, [name]: fieldErrorText(error, labelOf(name)) }));
      return;
    }
    setFormError(error);
  };

  return {
    values,
    errors,
    formError,
    setFormError,
    submitting,
    get labels(): Readonly<Record<string, string>> {
      return { ...shown.current };
    },
    field: (name: keyof V & string, extra: { label?: string; required?: boolean } = {}) => {
      if (extra.label) shown.current[name] = extra.label;
      return {
        value: values[name],
        onChange: (event: ChangeEvent<HTMLInputElement> | string) => {
          const value = typeof event === 'string' ? event : event.currentTarget.value;
          setValues((was) => ({ ...was, [name]: value }));
          setErrors((was) => (was[name] === undefined ? was : { ...was, [name]: undefined }));
        },
        error: errors[name],
        ...(extra.label === undefined ? {} : { label: extra.label }),
        required: extra.required ?? required.has(name),
      };
    },
    onSubmit:
      (onValid: (output: V) => unknown) =>
      async (event?: { preventDefault: () => void }): Promise<void> => {
        event?.preventDefault();
        setFormError(null);
        const output = validate();
        if (output === null) return;
        setSubmitting(true);
        try {
          await onValid(output);
        } catch (error) {
          showServerError(error);
        } finally {
          setSubmitting(false);
        }
      },
  };
}
