import { ActionIcon, Badge, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog, ErrorBanner, ResponsiveTable, showToast } from '../../../components';
import { useFormat } from '../../../lib/format';
import { useForm } from '../../../lib/i18n';
import { delUserRequest, getUserRequests, type UserRequest, userKeys } from '../api/users.api';

/** Invitations sent and not yet accepted, with their expiry; an invitation can be withdrawn. */
export function PendingInvitations() {
  const t = useForm('users');
  const format = useFormat();
  const queryClient = useQueryClient();
  const requests = useQuery({ queryKey: userKeys.requests, queryFn: getUserRequests });
  const [withdrawing, setWithdrawing] = useState<UserRequest | null>(null);
  const pending = (requests.data ?? []).filter((r) => !r.validated);
  return (
    <Stack gap="xs">
      <Title order={3}>{t(31, 'Invitations waiting for an answer')}</Title>
      {requests.isError && <ErrorBanner error={requests.error} />}
      {pending.length === 0 ? (
        <Paper withBorder p="md" c="dimmed" ta="center">
          {t(32, 'No invitation is waiting.')}
        </Paper>
      ) : (
        <ResponsiveTable minWidth={480}>
          <Table>
            <Table.Tbody>
              {pending.map((request) => (
                <Table.Tr key={request.id}>
                  <Table.Td>
                    <Text fw={600}>{`${request.firstName} ${request.name}`}</Text>
                    <Text size="sm" c="dimmed">
                      {request.email}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    {request.expired ? (
                      <Badge color="red" variant="light">
                        {t(33, 'Expired')}
                      </Badge>
                    ) : (
                      <Text size="sm">
                        {t(34, 'Link valid until {date}').replace(
                          '{date}',
                          format.dateTime(request.expiresAt),
                        )}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td w={40}>
                    <Group justify="flex-end">
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={`${t(35, 'Withdraw the invitation')} – ${request.email}`}
                        onClick={() => setWithdrawing(request)}
                      >
                        <IconTrash size={16} />
                      </ActionIcon>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ResponsiveTable>
      )}
      <ConfirmDialog
        opened={withdrawing !== null}
        title={t(35, 'Withdraw the invitation')}
        message={t(36, 'The link sent to {email} will stop working.').replace(
          '{email}',
          withdrawing?.email ?? '',
        )}
        danger
        onConfirm={async () => {
          await delUserRequest(withdrawing!.id);
          await queryClient.invalidateQueries({ queryKey: userKeys.requests });
          showToast({ variant: 'success', message: t(37, 'Invitation withdrawn') });
        }}
        onClose={() => setWithdrawing(null)}
      />
    </Stack>
  );
}
