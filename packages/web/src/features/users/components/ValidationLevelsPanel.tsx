import { ActionIcon, Button, Group, Paper, Select, Stack, Table, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ActionsHeader, ConfirmDialog, ResponsiveTable, showToast, useErrorText } from '../../../components';
import { useForm } from '../../../lib/i18n';
import {
  delValidation,
  type FullUser,
  getDepartments,
  saveValidation,
  userKeys,
  type Validation,
} from '../api/users.api';
import { LevelSelect } from './LevelSelect';

type Levels = Omit<Validation, 'id' | 'department'>;
const NONE: Levels = {
  validationLevelTs: 0,
  validationLevelPo: 0,
  validationLevelExp: 0,
  validationLevelInvoice: 0,
};

/** Validation levels of a member per department and document type (001 §3.3, §6), editable by admin/production. */
export function ValidationLevelsPanel({ user, editable }: { user: FullUser; editable: boolean }) {
  const t = useForm('users');
  const toText = useErrorText();
  const queryClient = useQueryClient();
  const departments = useQuery({ queryKey: userKeys.departments, queryFn: getDepartments });
  const [drafts, setDrafts] = useState<Record<number, Levels>>({});
  const [adding, setAdding] = useState<string | null>(null);
  const [removing, setRemoving] = useState<Validation | null>(null);
  const name = (value: number) => departments.data?.find((d) => d.value === value)?.message ?? String(value);
  const rows: (Validation | ({ id: null; department: number } & Levels))[] = [
    ...user.validations,
    ...Object.keys(drafts)
      .map(Number)
      .filter((d) => !user.validations.some((v) => v.department === d))
      .map((department) => ({ id: null, department, ...drafts[department]! })),
  ];

  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: userKeys.one(user.id) });
    await queryClient.invalidateQueries({ queryKey: userKeys.validations });
    await queryClient.invalidateQueries({ queryKey: userKeys.audit(user.id) });
  };
  const save = async (row: (typeof rows)[number]) => {
    const levels = drafts[row.department] ?? row;
    try {
      await saveValidation(user.id, row.id, {
        department: row.department,
        validationLevelTs: levels.validationLevelTs,
        validationLevelPo: levels.validationLevelPo,
        validationLevelExp: levels.validationLevelExp,
        validationLevelInvoice: levels.validationLevelInvoice,
      });
      const { [row.department]: _saved, ...rest } = drafts;
      setDrafts(rest);
      await refresh();
      showToast({ variant: 'success', message: t(60, 'Saved') });
    } catch (error) {
      showToast({ variant: 'danger', title: t(11, 'Error'), message: toText(error) });
    }
  };
  const change = (row: (typeof rows)[number], key: keyof Levels, value: number) => {
    const current = drafts[row.department] ?? {
      validationLevelTs: row.validationLevelTs,
      validationLevelPo: row.validationLevelPo,
      validationLevelExp: row.validationLevelExp,
      validationLevelInvoice: row.validationLevelInvoice,
    };
    setDrafts({ ...drafts, [row.department]: { ...current, [key]: value } });
  };
  const free = (departments.data ?? []).filter((d) => !rows.some((r) => r.department === d.value));

  return (
    <Paper withBorder p="md">
      <Stack>
        <Title order={4}>{t(48, 'Validation levels')}</Title>
        <Text size="sm" c="dimmed">
          {t(
            142,
            'Level 1 validates first (head of department); level 2 validates after level 1. Without a level 2 in a department, level 1 is final.',
          )}
        </Text>
        {rows.length === 0 ? (
          <Text c="dimmed">{t(143, 'This person validates nothing.')}</Text>
        ) : (
          <ResponsiveTable minWidth={720}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t(5, 'Department')}</Table.Th>
                  <Table.Th>{t(50, 'Timesheets')}</Table.Th>
                  <Table.Th>{t(52, 'Purchase orders')}</Table.Th>
                  <Table.Th>{t(51, 'Expenses')}</Table.Th>
                  <Table.Th>{t(53, 'Invoices')}</Table.Th>
                  <ActionsHeader />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => {
                  const levels = drafts[row.department] ?? row;
                  const cell = (key: keyof Levels, label: string) => (
                    <Table.Td>
                      {editable ? (
                        <LevelSelect
                          label={`${label} – ${name(row.department)}`}
                          value={levels[key]}
                          onChange={(value) => change(row, key, value)}
                        />
                      ) : (
                        levels[key] || '—'
                      )}
                    </Table.Td>
                  );
                  return (
                    <Table.Tr key={row.department}>
                      <Table.Td>{name(row.department)}</Table.Td>
                      {cell('validationLevelTs', t(50, 'Timesheets'))}
                      {cell('validationLevelPo', t(52, 'Purchase orders'))}
                      {cell('validationLevelExp', t(51, 'Expenses'))}
                      {cell('validationLevelInvoice', t(53, 'Invoices'))}
                      <Table.Td>
                        {editable && (
                          <Group gap={4} wrap="nowrap">
                            <Button
                              size="xs"
                              disabled={!drafts[row.department]}
                              onClick={() => void save(row)}
                              aria-label={`${t(92, 'Save')} – ${name(row.department)}`}
                            >
                              {t(92, 'Save')}
                            </Button>
                            {row.id !== null && (
                              <ActionIcon
                                variant="subtle"
                                color="red"
                                aria-label={`${t(144, 'Remove the levels')} – ${name(row.department)}`}
                                onClick={() => setRemoving(row as Validation)}
                              >
                                <IconTrash size={16} />
                              </ActionIcon>
                            )}
                          </Group>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </ResponsiveTable>
        )}
        {editable && free.length > 0 && (
          <Group align="flex-end">
            <Select
              label={t(145, 'Add a department')}
              data={free.map((d) => ({ value: String(d.value), label: d.message }))}
              value={adding}
              onChange={setAdding}
            />
            <Button
              variant="default"
              disabled={adding === null}
              onClick={() => {
                setDrafts({ ...drafts, [Number(adding)]: { ...NONE } });
                setAdding(null);
              }}
            >
              {t(146, 'Add')}
            </Button>
          </Group>
        )}
      </Stack>
      <ConfirmDialog
        opened={removing !== null}
        title={t(144, 'Remove the levels')}
        message={t(147, 'This person will no longer validate anything in {department}.').replace(
          '{department}',
          removing ? name(removing.department) : '',
        )}
        danger
        onConfirm={async () => {
          await delValidation(user.id, removing!.id);
          await refresh();
        }}
        onClose={() => setRemoving(null)}
      />
    </Paper>
  );
}
