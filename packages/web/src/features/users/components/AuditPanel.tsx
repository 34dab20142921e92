import { Paper, Table, Text, Title } from '@mantine/core';
import type { AccessRight } from '@setledger/shared/auth/permissions';
import { useQuery } from '@tanstack/react-query';
import { ErrorBanner, Loader, ResponsiveTable } from '../../../components';
import { useFormat } from '../../../lib/format';
import { useForm } from '../../../lib/i18n';
import { getAudit, getDepartments, userKeys } from '../api/users.api';
import { RIGHT_LABELS, ROLE_LABELS } from './access-labels';

/** Who changed this person's roles, rights and validation levels, when, from what to what. */
export function AuditPanel({ userId }: { userId: number }) {
  const format = useFormat();
  const t = useForm('users');
  const audit = useQuery({ queryKey: userKeys.audit(userId), queryFn: () => getAudit(userId) });
  const departments = useQuery({ queryKey: userKeys.departments, queryFn: getDepartments });

  const label = (change: string) => {
    if (change.startsWith('validation:')) {
      const value = Number(change.slice('validation:'.length));
      const department = departments.data?.find((d) => d.value === value)?.message ?? String(value);
      return `${t(48, 'Validation levels')} – ${department}`;
    }
    if (change in ROLE_LABELS) return t(...ROLE_LABELS[change as keyof typeof ROLE_LABELS]);
    if (change === 'isDev') return t(148, 'Developer');
    if (change in RIGHT_LABELS) return t(...RIGHT_LABELS[change as AccessRight]);
    return change;
  };
  const value = (json: string | null) => {
    if (json === null) return '—';
    if (json === 'true') return t(149, 'Yes');
    if (json === 'false') return t(150, 'No');
    const levels = JSON.parse(json) as Record<string, number>;
    return [
      `${t(50, 'Timesheets')} ${levels.validationLevelTs}`,
      `${t(52, 'Purchase orders')} ${levels.validationLevelPo}`,
      `${t(51, 'Expenses')} ${levels.validationLevelExp}`,
      `${t(53, 'Invoices')} ${levels.validationLevelInvoice}`,
    ].join(', ');
  };

  return (
    <Paper withBorder p="md">
      <Title order={4} mb="sm">
        {t(151, 'History of rights')}
      </Title>
      {audit.isError && <ErrorBanner error={audit.error} />}
      {audit.isPending ? (
        <Loader />
      ) : audit.data?.length === 0 ? (
        <Text c="dimmed">{t(152, 'No change recorded yet.')}</Text>
      ) : (
        <ResponsiveTable minWidth={640}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t(153, 'When')}</Table.Th>
                <Table.Th>{t(154, 'Who')}</Table.Th>
                <Table.Th>{t(155, 'What')}</Table.Th>
                <Table.Th>{t(156, 'Before')}</Table.Th>
                <Table.Th>{t(157, 'After')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {audit.data?.map((entry) => (
                <Table.Tr key={entry.id}>
                  <Table.Td>{format.dateTime(entry.at)}</Table.Td>
                  <Table.Td>{entry.actorName ?? '—'}</Table.Td>
                  <Table.Td>{label(entry.change)}</Table.Td>
                  <Table.Td>{value(entry.before)}</Table.Td>
                  <Table.Td>{value(entry.after)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ResponsiveTable>
      )}
    </Paper>
  );
}
