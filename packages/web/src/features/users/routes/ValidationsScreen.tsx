import { Button, CloseButton, Group, Paper, Select, Stack, Table, Text, Title } from '@mantine/core';
import { VALIDATION_DOCS } from '@setledger/shared/users/users.schemas';
import { IconPlus } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  BaseModal,
  ErrorBanner,
  PageLoader,
  ResponsiveTable,
  ScreenError,
  showToast,
  useErrorText,
} from '../../../components';
import { useForm } from '../../../lib/i18n';
import { useSession } from '../../../lib/session-context';
import {
  delValidation,
  getDepartments,
  getProjectValidations,
  getUsers,
  type ProjectValidation,
  saveValidation,
  userKeys,
} from '../api/users.api';
import { LevelSelect } from '../components/LevelSelect';

type LevelKey = 'validationLevelTs' | 'validationLevelPo' | 'validationLevelExp' | 'validationLevelInvoice';
const DOCS: { key: LevelKey; doc: number; label: readonly [number, string] }[] = [
  { key: 'validationLevelTs', doc: VALIDATION_DOCS.timesheet, label: [50, 'Timesheets'] },
  { key: 'validationLevelExp', doc: VALIDATION_DOCS.expense, label: [51, 'Expenses'] },
  { key: 'validationLevelPo', doc: VALIDATION_DOCS.po, label: [52, 'Purchase orders'] },
  { key: 'validationLevelInvoice', doc: VALIDATION_DOCS.invoice, label: [53, 'Invoices'] },
];

/** project/validations: who validates what at level 1 and level 2, per department and document type. */
export default function ValidationsScreen() {
  const t = useForm('users');
  const toText = useErrorText();
  const queryClient = useQueryClient();
  const { claims } = useSession();
  const editable = claims.isAdmin === true || claims.isProd === true;
  const departments = useQuery({ queryKey: userKeys.departments, queryFn: getDepartments });
  const validations = useQuery({ queryKey: userKeys.validations, queryFn: getProjectValidations });
  const [adding, setAdding] = useState<{ department: number; key: LevelKey } | null>(null);

  if (departments.isPending || validations.isPending) return <PageLoader />;
  if (departments.isError) return <ScreenError error={departments.error} />;
  if (validations.isError) return <ScreenError error={validations.error} />;

  const refresh = () => queryClient.invalidateQueries({ queryKey: userKeys.all });
  const remove = async (record: ProjectValidation, doc: number) => {
    try {
      await delValidation(record.userId, record.id, doc);
      await refresh();
    } catch (error) {
      showToast({ variant: 'danger', title: t(11, 'Error'), message: toText(error) });
    }
  };

  return (
    <Stack>
      <Title order={1} size="h2">
        {t(48, 'Validation levels')}
      </Title>
      <Text c="dimmed" size="sm">
        {t(
          142,
          'Level 1 validates first (head of department); level 2 validates after level 1. Without a level 2 in a department, level 1 is final.',
        )}
      </Text>
      <Text c="dimmed" size="sm" data-no-self-approval>
        {t(
          1200,
          'Nobody decides their own documents: another validator of the same level does, or the next level when they are the only one. Nobody but an administrator gives themselves a level.',
        )}
      </Text>
      {departments.data.length === 0 ? (
        <Paper withBorder p="xl" ta="center" c="dimmed">
          {t(173, 'The project has no department yet.')}
        </Paper>
      ) : (
        <ResponsiveTable minWidth={800}>
          <Table withTableBorder withColumnBorders>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t(5, 'Department')}</Table.Th>
                {DOCS.map((d) => (
                  <Table.Th key={d.key}>{t(...d.label)}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {departments.data.map((department) => (
                <Table.Tr key={department.value}>
                  <Table.Td fw={600}>{department.message}</Table.Td>
                  {DOCS.map(({ key, doc, label }) => {
                    const holders = validations.data.filter(
                      (v) => v.department === department.value && v[key] > 0,
                    );
                    return (
                      <Table.Td key={key} aria-label={`${department.message} – ${t(...label)}`}>
                        <Stack gap={2}>
                          {[1, 2].map((level) => {
                            const people = holders.filter((v) => v[key] === level);
                            return (
                              <Group key={level} gap={4} wrap="nowrap" align="flex-start">
                                <Text size="xs" c="dimmed" w={22}>
                                  {level === 1 ? t(190, 'L1') : t(191, 'L2')}
                                </Text>
                                <Stack gap={0}>
                                  {people.length === 0 ? (
                                    <Text size="sm" c={level === 1 ? 'red' : 'dimmed'}>
                                      —
                                    </Text>
                                  ) : (
                                    people.map((v) => (
                                      <Group key={v.id} gap={2} wrap="nowrap">
                                        <Text size="sm">{`${v.firstName} ${v.name}`}</Text>
                                        {editable && (
                                          <CloseButton
                                            size="xs"
                                            aria-label={`${t(174, 'Remove')} – ${v.firstName} ${v.name} – ${department.message} – ${t(...label)}`}
                                            onClick={() => void remove(v, doc)}
                                          />
                                        )}
                                      </Group>
                                    ))
                                  )}
                                </Stack>
                              </Group>
                            );
                          })}
                          {editable && (
                            <Button
                              size="compact-xs"
                              variant="subtle"
                              leftSection={<IconPlus size={12} />}
                              onClick={() => setAdding({ department: department.value, key })}
                              aria-label={`${t(175, 'Add a validator')} – ${department.message} – ${t(...label)}`}
                            >
                              {t(175, 'Add a validator')}
                            </Button>
                          )}
                        </Stack>
                      </Table.Td>
                    );
                  })}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ResponsiveTable>
      )}
      {adding && (
        <AddValidatorModal
          department={adding.department}
          levelKey={adding.key}
          title={`${departments.data.find((d) => d.value === adding.department)?.message ?? ''} – ${t(
            ...DOCS.find((d) => d.key === adding.key)!.label,
          )}`}
          existing={validations.data}
          onClose={() => setAdding(null)}
          onSaved={refresh}
        />
      )}
    </Stack>
  );
}

function AddValidatorModal({
  department,
  levelKey,
  title,
  existing,
  onClose,
  onSaved,
}: {
  department: number;
  levelKey: LevelKey;
  title: string;
  existing: ProjectValidation[];
  onClose: () => void;
  onSaved: () => Promise<void>;
}) {
  const t = useForm('users');
  const people = useQuery({
    queryKey: userKeys.list({ keyWord: '', department: null, function: null, limit: 500, offset: 0 }),
    queryFn: () => getUsers({ keyWord: '', department: null, function: null, limit: 500, offset: 0 }),
  });
  const [userId, setUserId] = useState<string | null>(null);
  const [level, setLevel] = useState(1);
  const [failure, setFailure] = useState<unknown>(null);
  const [saving, setSaving] = useState(false);
  const save = async () => {
    if (userId === null) return;
    setSaving(true);
    try {
      const record = existing.find((v) => v.userId === Number(userId) && v.department === department);
      await saveValidation(Number(userId), record?.id ?? null, {
        department,
        validationLevelTs: record?.validationLevelTs ?? 0,
        validationLevelPo: record?.validationLevelPo ?? 0,
        validationLevelExp: record?.validationLevelExp ?? 0,
        validationLevelInvoice: record?.validationLevelInvoice ?? 0,
        [levelKey]: level,
      });
      await onSaved();
      onClose();
    } catch (error) {
      setFailure(error);
    } finally {
      setSaving(false);
    }
  };
  return (
    <BaseModal opened onClose={onClose} title={title}>
      <Stack>
        <ErrorBanner error={failure} />
        {people.isError && <ErrorBanner error={people.error} />}
        <Select
          label={t(176, 'Person')}
          searchable
          data={(people.data ?? []).map((u) => ({ value: String(u.id), label: u.fullName }))}
          value={userId}
          onChange={setUserId}
        />
        <LevelSelect label={t(177, 'Level')} value={level} onChange={setLevel} />
        <Button onClick={() => void save()} loading={saving} disabled={userId === null || level === 0}>
          {t(92, 'Save')}
        </Button>
      </Stack>
    </BaseModal>
  );
}
