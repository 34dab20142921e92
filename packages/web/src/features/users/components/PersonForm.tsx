import { Alert, Button, Group, Paper, Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { APP_LANGUAGES } from '@setledger/shared/i18n/languages';
import { userSchema } from '@setledger/shared/users/users.schemas';
import { IconLock } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ErrorBanner, showToast } from '../../../components';
import { useZodForm } from '../../../lib/form';
import { useForm } from '../../../lib/i18n';
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
  const queryClient = useQueryClient();
  const customFields = useQuery({ queryKey: userKeys.customFields, queryFn: getCustomFields });
  // The custom values ride in the form as `custom.<flag item id>`; the server names one by its place in the list
  // sent (the keys of `custom`, in order).
  const form = useZodForm({
    schema: userSchema,
    initialValues: {
      ...pick(user),
      custom: Object.fromEntries(user.customFieldValues.map((c) => [c.flagItemId, c.value])) as Record<
        string,
        string
      >,
    },
    toInput: ({ custom: _custom, ...person }) => person,
    fields: (path): string | undefined => {
      const [list, index] = path.split('.');
      if (list !== 'customFieldValues') return undefined;
      const id: string | undefined = Object.keys(form.values.custom)[Number(index)];
      return id === undefined ? undefined : `custom.${id}`;
    },
  });
  const { values, set } = form;
  // The login email and bank details are the person's identity (issue 12 item 1): read-only unless allowed.
  const identityLocked = readOnly || !user.identityEditable;
  const text = (
    key: Exclude<keyof PersonFields, 'appLanguage' | 'gender' | 'civilStatus'>,
    label: string,
    type = 'text',
  ) => (
    <TextInput
      {...form.field(key, { label })}
      type={type}
      value={values[key] ?? ''}
      readOnly={key === 'email' ? identityLocked : readOnly}
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

  const submit = form.onSubmit(async (_parsed, { custom, ...person }) => {
    const saved = await updUser(
      user.id,
      person,
      Object.entries(custom).map(([flagItemId, value]) => ({ flagItemId: Number(flagItemId), value })),
    );
    queryClient.setQueryData(userKeys.one(user.id), saved);
    // A new email waits for its confirmation: the form shows the current one meanwhile.
    set('email', saved.email);
    await queryClient.invalidateQueries({ queryKey: ['users', 'list'] });
    showToast({ variant: 'success', message: t(60, 'Saved') });
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack>
        <ErrorBanner error={form.formError} fields={form.labels} />
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
              {...form.field('iban', { label: 'IBAN' })}
              onBlur={() => form.form.validateField('iban')}
              readOnly={identityLocked}
            />
            <TextInput
              {...form.field('bic', { label: 'BIC' })}
              onBlur={() => form.form.validateField('bic')}
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
                  {...form.field(`custom.${field.id}`, { label: field.name })}
                  description={field.flagName}
                  inputMode={field.fieldType === 0 ? 'text' : 'decimal'}
                  placeholder={field.defaultValue}
                  value={values.custom[field.id] ?? ''}
                  readOnly={readOnly}
                />
              ))}
            </SimpleGrid>
          </Paper>
        )}
        {!readOnly && (
          <Group justify="flex-end">
            <Button type="submit" loading={form.submitting}>
              {t(92, 'Save')}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
