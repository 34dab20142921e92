import { Paper, SimpleGrid, Stack, Switch, Text, Title } from '@mantine/core';
import { ACCESS_RIGHTS, type AccessRight, RESTRICTING_RIGHTS } from '@setledger/shared/auth/permissions';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { showToast, useErrorText } from '../../../components';
import { useForm } from '../../../lib/i18n';
import { useSession } from '../../../lib/session-context';
import {
  type EditableRole,
  type FullUser,
  setPersonRole,
  setRights,
  setRole,
  userKeys,
} from '../api/users.api';
import { RIGHT_LABELS, ROLE_LABELS } from './access-labels';

/**
 * Roles and access rights of a member (001 §6). Administrators change every role; production changes production,
 * UPM and studio; nobody grants a right they do not hold (the switch is then disabled). Each change is saved at
 * once, audited by the server, and reaches the member's next token.
 */
export function RightsPanel({ user }: { user: FullUser }) {
  const t = useForm('users');
  const toText = useErrorText();
  const queryClient = useQueryClient();
  const { claims } = useSession();
  const [busy, setBusy] = useState<string | null>(null);
  const isAdmin = claims.isAdmin === true;
  const editable = isAdmin || (claims.isProd === true && !user.isAdmin);

  const run = async (key: string, action: () => Promise<void>) => {
    setBusy(key);
    try {
      await action();
      await queryClient.invalidateQueries({ queryKey: userKeys.one(user.id) });
      await queryClient.invalidateQueries({ queryKey: userKeys.audit(user.id) });
      showToast({ variant: 'success', message: t(60, 'Saved') });
    } catch (error) {
      showToast({ variant: 'danger', title: t(11, 'Error'), message: toText(error) });
    } finally {
      setBusy(null);
    }
  };

  const roleAllowed = (role: EditableRole | 'isTranslator') =>
    role === 'isAdmin' || role === 'isTranslator' ? isAdmin : editable;
  const mayGrant = (right: AccessRight) => RESTRICTING_RIGHTS.has(right) || claims[right] === true;
  const roleValue = (role: EditableRole | 'isTranslator') => user[role];

  return (
    <Stack>
      <Paper withBorder p="md">
        <Title order={4} mb="sm">
          {t(139, 'Roles')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          {(Object.keys(ROLE_LABELS) as (EditableRole | 'isTranslator')[]).map((role) => (
            <Switch
              key={role}
              label={t(...ROLE_LABELS[role])}
              checked={roleValue(role)}
              disabled={!roleAllowed(role) || busy !== null}
              onChange={(e) => {
                const value = e.currentTarget.checked;
                void run(role, () =>
                  role === 'isTranslator'
                    ? setPersonRole(user.id, 'isTranslator', value)
                    : setRole(user.id, role, value),
                );
              }}
            />
          ))}
          {claims.isDev === true && (
            <Switch
              label={t(148, 'Developer')}
              checked={user.isDev}
              disabled={busy !== null}
              onChange={(e) => {
                const value = e.currentTarget.checked;
                void run('isDev', () => setPersonRole(user.id, 'isDev', value));
              }}
            />
          )}
        </SimpleGrid>
      </Paper>
      <Paper withBorder p="md">
        <Title order={4}>{t(140, 'Access rights')}</Title>
        <Text size="sm" c="dimmed" mb="sm">
          {t(
            141,
            'You can grant only the rights you hold yourself. A change applies when the person next refreshes their session.',
          )}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          {ACCESS_RIGHTS.map((right) => {
            const on = user[right];
            return (
              <Switch
                key={right}
                label={t(...RIGHT_LABELS[right])}
                checked={on}
                disabled={!editable || busy !== null || (!on && !mayGrant(right))}
                onChange={(e) => {
                  const value = e.currentTarget.checked;
                  void run(right, () => setRights(user.id, { [right]: value }));
                }}
              />
            );
          })}
        </SimpleGrid>
      </Paper>
    </Stack>
  );
}
