import { type UseFormReturnType, useForm } from '@mantine/form';
import type { PlainSchema } from '@setledger/shared/validation/plain-schema';
import { useMemo, useRef, useState } from 'react';
import type { z } from 'zod';
import { fieldErrorText } from '../../components/error-text';
import { useValidationMessage } from '../validation-messages';
import { serverField } from './server-field';
import {
  type FieldMap,
  type FieldTexts,
  formFieldOf,
  requiredFields,
  zodIssuesToErrors,
} from './zod-resolver';

type Errors = Record<string, string>;
/** Any object of values: interfaces without an index signature included, as @mantine/form takes them. */
// biome-ignore lint/suspicious/noExplicitAny: the constraint @mantine/form's useForm itself declares
type FormValues = Record<string, any>;

export interface ZodFormOptions<Values extends FormValues, Output> {
  /** The shared schema the server parses the same input with (ARCHITECTURE rule 4). */
  schema: z.ZodType<Output>;
  initialValues: Values;
  /** The schema's input made of the form's values, when they differ (text inputs, a mode switch). */
  toInput?: (values: Values) => unknown;
  /** Form fields by schema path or server input name, where they differ. */
  fields?: FieldMap;
  /**
   * The form's labels by field: an error names a field as the form shows it (issue 12 item 29). A field listed
   * here is one the form shows, even when a child component renders it without `field()`.
   */
  labels?: Readonly<Record<string, string>>;
  /** The form's own wording for a message key on a field; the rule stays the schema's. */
  texts?: FieldTexts;
  /** Checks the schema cannot make (a confirmation equal to the password, a rule read from settings). */
  check?: (values: Values) => Record<string, string | undefined>;
}

export interface ZodForm<Values extends FormValues, Output> {
  form: UseFormReturnType<Values>;
  values: Values;
  errors: Record<string, string | undefined>;
  /** A value set by hand (a Select, a computed field); its error clears. */
  set: <K extends keyof Values & string>(field: K, value: Values[K]) => void;
  /**
   * Value, change handler, error, label and the required mark of a field. A label given here is the one its
   * errors name the field by; `required` adds a mark the schema cannot know (a project setting).
   */
  field: (
    name: (keyof Values & string) | `${keyof Values & string}.${string}`,
    extra?: { label?: string; required?: boolean },
  ) => ReturnType<UseFormReturnType<Values>['getInputProps']> & { label?: string; required: boolean };
  isRequired: (name: string) => boolean;
  /** Starts over with these values (a modal opened on another record): no errors, no banner. */
  load: (values: Values) => void;
  /** The label of a field as the form shows it, else its name. */
  labelOf: (name: string) => string;
  /** The labels of the fields, for the banner to name a field the form does not hold. */
  labels: Readonly<Record<string, string>>;
  /** An error no field holds: the form shows it in its banner. */
  formError: unknown;
  setFormError: (error: unknown) => void;
  submitting: boolean;
  /** The schema's output, or null with the errors shown on their fields. */
  validate: () => Output | null;
  /** A server error on its field when the form has that field, else in the banner. */
  showServerError: (error: unknown) => void;
  /** Validates, then runs `onValid` with the parsed input; a thrown server error lands on its field or the banner. */
  onSubmit: (
    onValid: (output: Output, values: Values) => unknown,
  ) => (event?: { preventDefault: () => void }) => Promise<void>;
}

/**
 * The one form pattern (issue 13): @mantine/form holding values and errors, the shared zod schema validating
 * them with translated messages, server field errors mapped onto the fields, and anything else in the banner.
 */
export function useZodForm<Values extends FormValues, Output>(
  options: ZodFormOptions<Values, Output>,
): ZodForm<Values, Output>;
/** On a public page, the schema's zod-free twin (issue 17: a visitor's first screens do not download zod). */
export function useZodForm<Values extends FormValues, Output>(
  options: Omit<ZodFormOptions<Values, Output>, 'schema'> & { schema: PlainSchema<Output> },
): ZodForm<Values, Output>;
export function useZodForm<Values extends FormValues, Output>(
  options: Omit<ZodFormOptions<Values, Output>, 'schema'> & {
    schema: z.ZodType<Output> | PlainSchema<Output>;
  },
): ZodForm<Values, Output> {
  const message = useValidationMessage();
  const [formError, setFormError] = useState<unknown>(null);
  const { schema, toInput, fields, labels, texts, check } = options;
  const run = (values: Values): { output: Output | null; errors: Errors } => {
    const parsed = (schema as z.ZodType<Output>).safeParse(toInput ? toInput(values) : values);
    const errors = parsed.success ? {} : zodIssuesToErrors(parsed.error.issues, message, { fields, texts });
    // The form's own checks run beside the schema's, so every problem shows at once; the schema's come first.
    for (const [name, error] of Object.entries(check?.(values) ?? {})) if (error) errors[name] ??= error;
    return { output: parsed.success && Object.keys(errors).length === 0 ? parsed.data : null, errors };
  };
  // Mantine's own validate() and validateField() read the same resolver.
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: options.initialValues,
    validate: (values) => run(values).errors,
  });
  const required = useMemo(() => requiredFields(schema as z.ZodType), [schema]);
  // The labels the fields were rendered with, so an error names a field as the person sees it.
  const shown = useRef<Record<string, string>>({});
  const rendered = useRef(new Set<string>());
  const labelOf = (name: string) => labels?.[name] ?? shown.current[name] ?? name;
  const validate = () => {
    const { output, errors } = run(form.getValues());
    form.setErrors(errors);
    return output;
  };
  const showServerError = (error: unknown) => {
    const path = serverField(error);
    const name = path === undefined ? undefined : formFieldOf(path, fields);
    // Only a field the form shows can show the error; any other goes to the banner, named by its label.
    if (name !== undefined && (rendered.current.has(name) || labels?.[name] !== undefined)) {
      form.setFieldError(name as never, fieldErrorText(error, labelOf(name)));
      return;
    }
    setFormError(error);
  };
  const isRequired = (name: string) => required.has(name) || required.has(inputName(name, fields));

  return {
    form,
    values: form.values,
    errors: form.errors as Record<string, string | undefined>,
    set: (name, value) => form.setFieldValue(name as never, value as never),
    field: (name, extra = {}) => {
      const label = extra.label ?? labels?.[name];
      if (label) shown.current[name] = label;
      rendered.current.add(name);
      // No label key without a label: spread after a label={...} prop, it would erase it.
      return {
        ...form.getInputProps(name as never),
        ...(label === undefined ? {} : { label }),
        required: extra.required ?? isRequired(name),
      };
    },
    isRequired,
    load: (values) => {
      form.setValues(values);
      form.clearErrors();
      setFormError(null);
    },
    labelOf,
    get labels() {
      const all: Record<string, string> = { ...shown.current, ...labels };
      // A server input name mapped onto a form field reads as that field's label.
      if (typeof fields === 'object')
        for (const [input, name] of Object.entries(fields)) if (all[name]) all[input] ??= all[name];
      return all;
    },
    formError,
    setFormError,
    submitting: form.submitting,
    validate,
    showServerError,
    onSubmit: (onValid) => async (event) => {
      event?.preventDefault();
      setFormError(null);
      const output = validate();
      if (output === null) return;
      form.setSubmitting(true);
      try {
        await onValid(output, form.getValues());
      } catch (error) {
        showServerError(error);
      } finally {
        form.setSubmitting(false);
      }
    },
  };
}

/** The schema's name of a form field ('amount' for 'amountTotal' mapped onto it). */
const inputName = (name: string, fields: FieldMap = {}) =>
  (typeof fields === 'object'
    ? Object.entries(fields).find(([, field]) => field === name)?.[0]
    : undefined) ?? name;
