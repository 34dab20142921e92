import {
  Alert,
  Anchor,
  Button,
  Group,
  MultiSelect,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { APP_LANGUAGES } from '@setledger/shared/i18n/languages';
import { invitationSchema } from '@setledger/shared/users/users.schemas';
import { IconChevronLeft } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ErrorBanner, PageLoader, ScreenError, showToast } from '../../../components';
import { href } from '../../../config/paths';
import { useZodForm } from '../../../lib/form';
import { useForm } from '../../../lib/i18n';
import { useSession } from '../../../lib/session-context';
import { getDepartments, type Invitation, inviteUser, userKeys } from '../api/users.api';
import { LevelSelect } from '../components/LevelSelect';

const today = () => new Date().toISOString().slice(0, 10);

/** users/new: invites a person by email into the current project, with place, contract and validation levels. */
export default function InviteUserScreen() {
  const t = useForm('users');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { claims } = useSession();
  const params = useParams();
  const departments = useQuery({ queryKey: userKeys.departments, queryFn: getDepartments });
  const form = useZodForm<Invitation, unknown>({
    schema: invitationSchema,
    initialValues: {
      email: '',
      name: '',
      firstName: '',
      language: claims.Language ?? 0,
      departmentNumber: null,
      functionNumber: null,
      startDate: today(),
      endDate: today(),
      dailyRate: null,
    },
  });
  const { values, set } = form;
  const [levels, setLevels] = useState({
    TimeSheet: 0,
    Expense: 0,
    Po: 0,
    Invoice: 0,
    Department: [] as number[],
  });
  const managesLevels = claims.isAdmin === true || claims.isProd === true;

  if (params.id && Number(params.id) !== claims.ProjectID)
    return (
      <Alert color="yellow" title={t(38, 'Another project')}>
        {t(39, 'People are invited into the project you work in: switch to that project first.')}
      </Alert>
    );
  if (departments.isPending) return <PageLoader />;
  if (departments.isError) return <ScreenError error={departments.error} />;

  const functions = departments.data.find((d) => d.value === values.departmentNumber)?.functions ?? [];

  const submit = form.onSubmit(async (_parsed, invitation) => {
    await inviteUser(invitation, managesLevels ? levels : null);
    await queryClient.invalidateQueries({ queryKey: userKeys.requests });
    showToast({
      variant: 'success',
      message: t(40, 'Invitation sent to {email}').replace('{email}', invitation.email.trim()),
    });
    await navigate(href('users'));
  });

  return (
    <Stack maw={860}>
      <Anchor component={Link} to={href('users')} size="sm">
        <Group gap={4}>
          <IconChevronLeft size={14} />
          {t(1, 'Users')}
        </Group>
      </Anchor>
      <Title order={1} size="h2">
        {t(2, 'Invite a person')}
      </Title>
      <Text c="dimmed" size="sm">
        {t(
          41,
          'They receive an email with a link to set their password and join the project, in the language chosen here.',
        )}
      </Text>
      <ErrorBanner error={form.formError} fields={form.labels} />
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack>
          <Paper withBorder p="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput {...form.field('email', { label: t(17, 'Email') })} type="email" required />
              <Select
                label={t(42, 'Language')}
                data={APP_LANGUAGES.map((l) => ({ value: String(l.code), label: l.label }))}
                value={String(values.language)}
                onChange={(value) => set('language', Number(value ?? 0))}
                allowDeselect={false}
              />
              <TextInput {...form.field('firstName', { label: t(43, 'First name') })} required />
              <TextInput {...form.field('name', { label: t(44, 'Last name') })} required />
              <Select
                {...form.field('departmentNumber', { label: t(5, 'Department') })}
                data={departments.data.map((d) => ({ value: String(d.value), label: d.message }))}
                value={values.departmentNumber === null ? null : String(values.departmentNumber)}
                onChange={(value) => {
                  set('departmentNumber', value === null ? null : Number(value));
                  set('functionNumber', null);
                }}
                clearable
              />
              <Select
                {...form.field('functionNumber', { label: t(8, 'Function') })}
                data={functions.map((f) => ({ value: String(f.value), label: f.message }))}
                value={values.functionNumber === null ? null : String(values.functionNumber)}
                onChange={(value) => set('functionNumber', value === null ? null : Number(value))}
                disabled={values.departmentNumber === null}
                clearable
              />
            </SimpleGrid>
          </Paper>
          <Paper withBorder p="md">
            <Title order={4} mb="sm">
              {t(18, 'Contract')}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <TextInput type="date" {...form.field('startDate', { label: t(45, 'Start date') })} required />
              <TextInput type="date" {...form.field('endDate', { label: t(46, 'End date') })} required />
              <TextInput
                {...form.field('dailyRate', { label: t(47, 'Daily rate') })}
                inputMode="decimal"
                value={values.dailyRate ?? ''}
                onChange={(e) => set('dailyRate', e.currentTarget.value || null)}
              />
            </SimpleGrid>
          </Paper>
          {managesLevels && (
            <Paper withBorder p="md">
              <Title order={4}>{t(48, 'Validation levels')}</Title>
              <Text size="sm" c="dimmed" mb="sm">
                {t(49, 'Given when the invitation is accepted, in each department chosen.')}
              </Text>
              <SimpleGrid cols={{ base: 2, sm: 4 }}>
                <LevelSelect
                  label={t(50, 'Timesheets')}
                  value={levels.TimeSheet}
                  onChange={(v) => setLevels({ ...levels, TimeSheet: v })}
                />
                <LevelSelect
                  label={t(51, 'Expenses')}
                  value={levels.Expense}
                  onChange={(v) => setLevels({ ...levels, Expense: v })}
                />
                <LevelSelect
                  label={t(52, 'Purchase orders')}
                  value={levels.Po}
                  onChange={(v) => setLevels({ ...levels, Po: v })}
                />
                <LevelSelect
                  label={t(53, 'Invoices')}
                  value={levels.Invoice}
                  onChange={(v) => setLevels({ ...levels, Invoice: v })}
                />
              </SimpleGrid>
              <MultiSelect
                mt="sm"
                label={t(54, 'In the departments')}
                data={departments.data.map((d) => ({ value: String(d.value), label: d.message }))}
                value={levels.Department.map(String)}
                onChange={(value) => setLevels({ ...levels, Department: value.map(Number) })}
              />
            </Paper>
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={form.submitting}>
              {t(55, 'Send the invitation')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
