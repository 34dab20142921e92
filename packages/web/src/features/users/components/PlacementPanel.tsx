import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { contractSchema } from '@setledger/shared/users/users.schemas';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  ActionsHeader,
  BaseModal,
  ConfirmDialog,
  ErrorBanner,
  ResponsiveTable,
  showToast,
  useErrorText,
} from '../../../components';
import { useZodForm } from '../../../lib/form';
import { useFormat } from '../../../lib/format';
import { useForm } from '../../../lib/i18n';
import {
  type Contract,
  delContract,
  type FullUser,
  getDepartments,
  saveContract,
  updateUserFunction,
  updReference,
  userKeys,
} from '../api/users.api';

/** Department, function, reference and contracts of a member in the project. */
export function PlacementPanel({ user, readOnly }: { user: FullUser; readOnly: boolean }) {
  const t = useForm('users');
  const format = useFormat();
  // The server names the input (DepartmentValue): the toast names the field as the panel labels it (item 29).
  const toText = useErrorText({
    DepartmentValue: t(5, 'Department'),
    FunctionValue: t(8, 'Function'),
    Reference: t(94, 'Reference'),
  });
  const queryClient = useQueryClient();
  const departments = useQuery({ queryKey: userKeys.departments, queryFn: getDepartments });
  const [department, setDepartment] = useState<number | null>(user.departmentNumber);
  const [fn, setFn] = useState<number | null>(user.functionNumber);
  const [reference, setReference] = useState(user.reference);
  const [saving, setSaving] = useState(false);
  const [editing, setEditing] = useState<Contract | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Contract | null>(null);
  const functions = departments.data?.find((d) => d.value === department)?.functions ?? [];

  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: userKeys.one(user.id) });
    await queryClient.invalidateQueries({ queryKey: ['users', 'list'] });
  };

  const savePlace = async () => {
    setSaving(true);
    try {
      await updateUserFunction(user.userProjectID, department, fn);
      if (reference !== user.reference) await updReference(user.id, reference);
      await refresh();
      showToast({ variant: 'success', message: t(60, 'Saved') });
    } catch (error) {
      showToast({ variant: 'danger', title: t(11, 'Error'), message: toText(error) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack>
      <Paper withBorder p="md">
        <Title order={4} mb="sm">
          {t(93, 'Place in the project')}
        </Title>
        {departments.isError && <ErrorBanner error={departments.error} />}
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Select
            label={t(5, 'Department')}
            data={(departments.data ?? []).map((d) => ({ value: String(d.value), label: d.message }))}
            value={department === null ? null : String(department)}
            onChange={(value) => {
              setDepartment(value === null ? null : Number(value));
              setFn(null);
            }}
            clearable
            readOnly={readOnly}
          />
          <Select
            label={t(8, 'Function')}
            data={functions.map((f) => ({ value: String(f.value), label: f.message }))}
            value={fn === null ? null : String(fn)}
            onChange={(value) => setFn(value === null ? null : Number(value))}
            disabled={department === null}
            clearable
            readOnly={readOnly}
          />
          <TextInput
            label={t(94, 'Reference')}
            value={reference}
            onChange={(e) => setReference(e.currentTarget.value)}
            readOnly={readOnly}
          />
        </SimpleGrid>
        {!readOnly && (
          <Group justify="flex-end" mt="sm">
            <Button onClick={() => void savePlace()} loading={saving}>
              {t(92, 'Save')}
            </Button>
          </Group>
        )}
      </Paper>
      <Paper withBorder p="md">
        <Group justify="space-between" mb="sm">
          <Title order={4}>{t(95, 'Contracts')}</Title>
          {!readOnly && (
            <Button size="xs" leftSection={<IconPlus size={14} />} onClick={() => setEditing('new')}>
              {t(96, 'Add a contract')}
            </Button>
          )}
        </Group>
        {user.contracts.length === 0 ? (
          <Text c="dimmed">{t(97, 'No contract yet.')}</Text>
        ) : (
          <ResponsiveTable minWidth={480}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t(45, 'Start date')}</Table.Th>
                  <Table.Th>{t(46, 'End date')}</Table.Th>
                  <Table.Th>{t(47, 'Daily rate')}</Table.Th>
                  <ActionsHeader />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {user.contracts.map((contract) => (
                  <Table.Tr key={contract.id}>
                    <Table.Td>{format.date(contract.startDate)}</Table.Td>
                    <Table.Td>{format.date(contract.endDate)}</Table.Td>
                    <Table.Td>{contract.dailyRate ? format.money(contract.dailyRate) : '—'}</Table.Td>
                    <Table.Td>
                      <Group gap={4} justify="flex-end">
                        {contract.current && (
                          <Badge color="green" variant="light">
                            {t(98, 'Current')}
                          </Badge>
                        )}
                        {!readOnly && (
                          <>
                            <ActionIcon
                              variant="subtle"
                              aria-label={`${t(99, 'Edit the contract')} – ${format.date(contract.startDate)}`}
                              onClick={() => setEditing(contract)}
                            >
                              <IconPencil size={16} />
                            </ActionIcon>
                            <ActionIcon
                              variant="subtle"
                              color="red"
                              aria-label={`${t(137, 'Delete the contract')} – ${format.date(contract.startDate)}`}
                              onClick={() => setDeleting(contract)}
                            >
                              <IconTrash size={16} />
                            </ActionIcon>
                          </>
                        )}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ResponsiveTable>
        )}
      </Paper>
      {editing !== null && (
        <ContractModal
          userId={user.id}
          contract={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={refresh}
        />
      )}
      <ConfirmDialog
        opened={deleting !== null}
        title={t(137, 'Delete the contract')}
        message={t(138, 'Delete the contract from {start} to {end}?')
          .replace('{start}', deleting?.startDate ?? '')
          .replace('{end}', deleting?.endDate ?? '')}
        danger
        onConfirm={async () => {
          await delContract(deleting!.id);
          await refresh();
        }}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}

function ContractModal({
  userId,
  contract,
  onClose,
  onSaved,
}: {
  userId: number;
  contract: Contract | null;
  onClose: () => void;
  onSaved: () => Promise<void>;
}) {
  const t = useForm('users');
  const today = new Date().toISOString().slice(0, 10);
  const form = useZodForm({
    schema: contractSchema,
    initialValues: {
      startDate: contract?.startDate ?? today,
      endDate: contract?.endDate ?? today,
      dailyRate: contract?.dailyRate ?? (null as string | null),
    },
  });
  const submit = form.onSubmit(async (_parsed, values) => {
    await saveContract(userId, contract?.id ?? null, values);
    await onSaved();
    onClose();
  });
  return (
    <BaseModal
      opened
      onClose={onClose}
      title={contract ? t(99, 'Edit the contract') : t(96, 'Add a contract')}
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack>
          <ErrorBanner error={form.formError} fields={form.labels} />
          <TextInput type="date" {...form.field('startDate', { label: t(45, 'Start date') })} required />
          <TextInput type="date" {...form.field('endDate', { label: t(46, 'End date') })} required />
          <TextInput
            {...form.field('dailyRate', { label: t(47, 'Daily rate') })}
            inputMode="decimal"
            value={form.values.dailyRate ?? ''}
            onChange={(e) => form.set('dailyRate', e.currentTarget.value || null)}
          />
          <Button type="submit" loading={form.submitting}>
            {t(92, 'Save')}
          </Button>
        </Stack>
      </form>
    </BaseModal>
  );
}
