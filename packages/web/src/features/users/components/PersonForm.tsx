import { Alert, Button, Group, Paper, Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { APP_LANGUAGES } from '@setledger/shared/i18n/languages';
import { userSchema } from '@setledger/shared/users/users.schemas';
import { isBic, isIban } from '@setledger/shared/validation/banking';
import { IconLock } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { ErrorBanner, showToast } from '../../../components';
import { GraphQLRequestError } from '../../../lib/graphql';
import { useForm } from '../../../lib/i18n';
import { fieldErrors, useValidationMessage } from '../../../lib/validation-messages';
import { type FullUser, getCustomFields, type PersonFields, updUser, userKeys } from '../api/users.api';

const PERSON_KEYS = [
  'name',
  'firstName',
  'email',
  'phone',
  'appLanguage',
  'personalNumber',
  'nationality',
  'birthDate',
  'birthPlace',
  'gender',
  'socialSecurityNumber',
  'idCardNumber',
  'idCardExpiry',
  'civilStatus',
  'emergencyContact',
  'street',
  'streetNumber',
  'box',
  'zip',
  'city',
  'state',
  'country',
  'iban',
  'bic',
] as const satisfies readonly (keyof PersonFields)[];

const pick = (user: FullUser): PersonFields =>
  Object.fromEntries(PERSON_KEYS.map((key) => [key, user[key]])) as unknown as PersonFields;

/** Identity, contact, address and bank of a person (UpdUser), checked in the browser with the server's rules. */
export function PersonForm({ user, readOnly }: { user: FullUser; readOnly: boolean }) {
  const t = useForm('users');
  const message = useValidationMessage();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<PersonFields>(() => pick(user));
  const customFields = useQuery({ queryKey: userKeys.customFields, queryFn: getCustomFields });
  const [custom, setCustom] = useState<Record<number, string>>(() =>
    Object.fromEntries(user.customFieldValues.map((c) => [c.flagItemId, c.value])),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<unknown>(null);
  const [saving, setSaving] = useState(false);

  const set = <K extends keyof PersonFields>(key: K, value: PersonFields[K]) =>
    setValues({ ...values, [key]: value });
  // The login email and bank details are the person's identity (issue 12 item 1): read-only unless allowed.
  const identityLocked = readOnly || !user.identityEditable;
  const text = (
    key: Exclude<keyof PersonFields, 'appLanguage' | 'gender' | 'civilStatus'>,
    label: string,
    type = 'text',
  ) => (
    <TextInput
      label={label}
      type={type}
      value={values[key] ?? ''}
      onChange={(e) => set(key, e.currentTarget.value)}
      error={errors[key]}
      readOnly={key === 'email' ? identityLocked : readOnly}
      required={key === 'name' || key === 'firstName' || key === 'email'}
    />
  );
  const choice = (key: 'gender' | 'civilStatus', label: string, options: string[]) => (
    <Select
      label={label}
      data={options.map((option, index) => ({ value: String(index), label: option }))}
      value={String(values[key])}
      onChange={(value) => set(key, Number(value ?? 0))}
      allowDeselect={false}
      readOnly={readOnly}
    />
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = userSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues, message));
      return;
    }
    setErrors({});
    setFailure(null);
    setSaving(true);
    try {
      const saved = await updUser(
        user.id,
        values,
        Object.entries(custom).map(([flagItemId, value]) => ({ flagItemId: Number(flagItemId), value })),
      );
      queryClient.setQueryData(userKeys.one(user.id), saved);
      // A new email waits for its confirmation: the form shows the current one meanwhile.
      setValues((current) => ({ ...current, email: saved.email }));
      await queryClient.invalidateQueries({ queryKey: ['users', 'list'] });
      showToast({ variant: 'success', message: t(60, 'Saved') });
    } catch (error) {
      if (error instanceof GraphQLRequestError && error.field) setErrors({ [error.field]: error.message });
      else setFailure(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack>
        <ErrorBanner error={failure} />
        {!readOnly && !user.identityEditable && (
          <Alert color="gray" variant="light" icon={<IconLock size={16} />}>
            {t(
              1000,
              'Only {name}, or an administrator of every license {name} belongs to, may change the email and the bank details.',
            ).replaceAll('{name}', user.fullName)}
          </Alert>
        )}
        {user.pendingEmail && (
          <Alert color="teal" variant="light">
            {t(
              1001,
              'A confirmation was sent to {email}. The email changes when the link in it is opened.',
            ).replace('{email}', user.pendingEmail.newEmail)}
          </Alert>
        )}
        <Paper withBorder p="md">
          <Title order={4} mb="sm">
            {t(61, 'Identity')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
            {text('firstName', t(43, 'First name'))}
            {text('name', t(44, 'Last name'))}
            {text('personalNumber', t(62, 'Personal number'))}
            {text('birthDate', t(63, 'Birth date'), 'date')}
            {text('birthPlace', t(64, 'Birth place'))}
            {text('nationality', t(65, 'Nationality'))}
            {choice('gender', t(66, 'Gender'), [
              t(67, 'Not given'),
              t(68, 'Female'),
              t(69, 'Male'),
              t(70, 'Other'),
            ])}
            {choice('civilStatus', t(71, 'Civil status'), [
              t(67, 'Not given'),
              t(72, 'Single'),
              t(73, 'Married'),
              t(74, 'Cohabiting'),
              t(75, 'Divorced'),
              t(76, 'Widowed'),
            ])}
            {text('socialSecurityNumber', t(77, 'Social security number'))}
            {text('idCardNumber', t(78, 'Identity card number'))}
            {text('idCardExpiry', t(79, 'Identity card expiry'), 'date')}
          </SimpleGrid>
        </Paper>
        <Paper withBorder p="md">
          <Title order={4} mb="sm">
            {t(80, 'Contact')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
            {text('email', t(17, 'Email'), 'email')}
            {text('phone', t(81, 'Phone'), 'tel')}
            <Select
              label={t(42, 'Language')}
              data={APP_LANGUAGES.map((l) => ({ value: String(l.code), label: l.label }))}
              value={String(values.appLanguage)}
              onChange={(value) => set('appLanguage', Number(value ?? 0))}
              allowDeselect={false}
              readOnly={readOnly}
            />
            {text('emergencyContact', t(82, 'Emergency contact'))}
          </SimpleGrid>
        </Paper>
        <Paper withBorder p="md">
          <Title order={4} mb="sm">
            {t(83, 'Address')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
            {text('street', t(84, 'Street'))}
            {text('streetNumber', t(85, 'Number'))}
            {text('box', t(86, 'Box'))}
            {text('zip', t(87, 'Postcode'))}
            {text('city', t(88, 'City'))}
            {text('state', t(89, 'State or region'))}
            {text('country', t(90, 'Country'))}
          </SimpleGrid>
        </Paper>
        <Paper withBorder p="md">
          <Title order={4} mb="sm">
            {t(91, 'Bank')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="IBAN"
              value={values.iban}
              onChange={(e) => set('iban', e.currentTarget.value)}
              onBlur={() =>
                setErrors({
                  ...errors,
                  iban: values.iban && !isIban(values.iban) ? message('invalidIban') : '',
                })
              }
              error={errors.iban || undefined}
              readOnly={identityLocked}
            />
            <TextInput
              label="BIC"
              value={values.bic}
              onChange={(e) => set('bic', e.currentTarget.value)}
              onBlur={() =>
                setErrors({ ...errors, bic: values.bic && !isBic(values.bic) ? message('invalidBic') : '' })
              }
              error={errors.bic || undefined}
              readOnly={identityLocked}
            />
          </SimpleGrid>
        </Paper>
        {customFields.data && customFields.data.length > 0 && (
          <Paper withBorder p="md">
            <Title order={4} mb="sm">
              {t(185, 'Custom fields')}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
              {customFields.data.map((field) => (
                <TextInput
                  key={field.id}
                  label={field.name}
                  description={field.flagName}
                  inputMode={field.fieldType === 0 ? 'text' : 'decimal'}
                  placeholder={field.defaultValue}
                  value={custom[field.id] ?? ''}
                  onChange={(e) => setCustom({ ...custom, [field.id]: e.currentTarget.value })}
                  // The server names a value by its place in the list sent (the keys of `custom`, in order).
                  error={errors[`customFieldValues.${Object.keys(custom).indexOf(String(field.id))}.value`]}
                  readOnly={readOnly}
                />
              ))}
            </SimpleGrid>
          </Paper>
        )}
        {!readOnly && (
          <Group justify="flex-end">
            <Button type="submit" loading={saving}>
              {t(92, 'Save')}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
