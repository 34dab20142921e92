import {
  ActionIcon,
  Button,
  Group,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconUserMinus } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog, ErrorBanner, Loader, ResponsiveTable, showToast } from '../../../components';
import { useFormat } from '../../../lib/format';
import { useForm } from '../../../lib/i18n';
import {
  grantLicenseAdmin,
  type LicenseAdmin,
  licenseAdminAuditQuery,
  licenseAdminKeys,
  licenseAdminsQuery,
  licenseMembersQuery,
  revokeLicenseAdmin,
} from '../api/license-admins.api';

/** Who administers the license (issue 12 item 2): listed, granted, revoked after confirmation, with history. */
export function LicenseAdminsPanel({ licenseId }: { licenseId: number }) {
  const format = useFormat();
  const t = useForm('projects');
  const queryClient = useQueryClient();
  const admins = useQuery(licenseAdminsQuery(licenseId));
  const audit = useQuery(licenseAdminAuditQuery(licenseId));
  const members = useQuery(licenseMembersQuery(licenseId));
  const [chosen, setChosen] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<LicenseAdmin | null>(null);

  const refresh = async (list: LicenseAdmin[]) => {
    queryClient.setQueryData(licenseAdminKeys.list(licenseId), list);
    await queryClient.invalidateQueries({ queryKey: licenseAdminKeys.audit(licenseId) });
  };
  const grant = useMutation({
    mutationFn: (userId: number) => grantLicenseAdmin(licenseId, userId),
    onSuccess: async (list) => {
      setChosen(null);
      await refresh(list);
      showToast({ variant: 'success', message: t(1010, 'License administration granted') });
    },
  });

  const adminIds = new Set(admins.data?.map((admin) => admin.userId));
  const candidates = (members.data ?? [])
    .filter((member) => !adminIds.has(member.id))
    .map((member) => ({
      value: String(member.id),
      label: member.email ? `${member.fullName} – ${member.email}` : member.fullName,
    }));

  return (
    <Paper withBorder p="md">
      <Stack>
        <div>
          <Title order={3}>{t(1000, 'License administrators')}</Title>
          <Text size="sm" c="dimmed">
            {t(
              1001,
              'License administrators act on every project of the license: they read and change its settings and people, copy and delete projects, and grant this role.',
            )}
          </Text>
        </div>
        <ErrorBanner error={admins.error ?? grant.error} />
        {admins.isPending ? (
          <Loader />
        ) : (
          <ResponsiveTable minWidth={560}>
            <Table aria-label={t(1000, 'License administrators')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t(1002, 'Person')}</Table.Th>
                  <Table.Th>{t(1015, 'Email')}</Table.Th>
                  <Table.Th>{t(1003, 'Granted on')}</Table.Th>
                  <Table.Th>{t(1004, 'Granted by')}</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>{t(1006, 'Revoke license administration')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {admins.data?.map((admin) => (
                  <Table.Tr key={admin.userId}>
                    <Table.Td>{admin.fullName}</Table.Td>
                    <Table.Td>{admin.email}</Table.Td>
                    <Table.Td>{format.date(admin.grantedAt)}</Table.Td>
                    <Table.Td>{admin.grantedByName ?? '—'}</Table.Td>
                    <Table.Td>
                      {(admins.data?.length ?? 0) > 1 && (
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          onClick={() => setRevoking(admin)}
                          aria-label={t(1005, 'Revoke – {name}').replace('{name}', admin.fullName)}
                        >
                          <IconUserMinus size={18} />
                        </ActionIcon>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ResponsiveTable>
        )}
        <Group align="flex-end">
          <Select
            label={t(1008, 'Grant license administration to')}
            data={candidates}
            value={chosen}
            onChange={setChosen}
            searchable
            nothingFoundMessage={t(1016, 'Nobody else in the license')}
            style={{ flex: 1 }}
            maw={480}
          />
          <Button
            onClick={() => chosen && grant.mutate(Number(chosen))}
            disabled={!chosen}
            loading={grant.isPending}
          >
            {t(1009, 'Grant')}
          </Button>
        </Group>
        <Title order={4}>{t(1012, 'History')}</Title>
        {audit.data?.length === 0 && <Text c="dimmed">—</Text>}
        <Stack gap={4}>
          {audit.data?.map((entry) => (
            <Text key={entry.id} size="sm">
              <Text span c="dimmed">
                {format.dateTime(entry.at)}{' '}
              </Text>
              {(entry.after === 'true'
                ? t(1013, '{actor} granted license administration to {target}')
                : t(1014, '{actor} revoked license administration from {target}')
              )
                .replace('{actor}', entry.actorName ?? t(1017, 'Setledger'))
                .replace('{target}', entry.targetName)}
            </Text>
          ))}
        </Stack>
      </Stack>
      <ConfirmDialog
        opened={revoking !== null}
        title={t(1006, 'Revoke license administration')}
        message={t(1007, '{name} will no longer act on the other projects of the license.').replace(
          '{name}',
          revoking?.fullName ?? '',
        )}
        danger
        onConfirm={async () => {
          await refresh(await revokeLicenseAdmin(licenseId, revoking!.userId));
          showToast({ variant: 'success', message: t(1011, 'License administration revoked') });
        }}
        onClose={() => setRevoking(null)}
      />
    </Paper>
  );
}
