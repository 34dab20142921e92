import { Button, Checkbox, Group, Stack, Switch, Table, Text } from '@mantine/core';
import { PROFILE_FIELDS } from '@setledger/shared/projects/projects.constants';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ErrorBanner, Loader, ResponsiveTable, showToast } from '../../../components';
import { useForm } from '../../../lib/i18n';
import { type FieldOptions, fieldOptionsQuery, projectKeys, updFieldOptions } from '../api/projects.api';
import { PROFILE_FIELD_LABELS } from './labels';

/** Crew profile form configuration (001 §3.11): use and mandatory per field; mandatory implies use. */
export function ProfileFormOptions() {
  const t = useForm('projects');
  const queryClient = useQueryClient();
  const options = useQuery(fieldOptionsQuery());
  const [values, setValues] = useState<FieldOptions>({});
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  useEffect(() => {
    if (options.data) setValues(options.data);
  }, [options.data]);

  if (options.isPending) return <Loader />;
  if (options.isError) return <ErrorBanner error={options.error} />;

  const set = (key: string, on: boolean) =>
    setValues((current) => {
      const next = { ...current, [key]: on };
      const field = key.replace(/^(use|mandatory)/, '');
      if (key.startsWith('mandatory') && on) next[`use${field}`] = true;
      if (key.startsWith('use') && !on) next[`mandatory${field}`] = false;
      return next;
    });
  const save = async () => {
    setSaving(true);
    setFailure(null);
    try {
      queryClient.setQueryData(projectKeys.fieldOptions, await updFieldOptions(values));
      showToast({ variant: 'success', message: t(120, 'Crew profile form saved') });
    } catch (error) {
      setFailure(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack>
      <ErrorBanner error={failure} />
      <Text size="sm" c="dimmed">
        {t(121, 'Choose the fields crew members fill in on their profile, and which ones they must fill in.')}
      </Text>
      <ResponsiveTable minWidth={420}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t(122, 'Field')}</Table.Th>
              <Table.Th>{t(123, 'Used')}</Table.Th>
              <Table.Th>{t(124, 'Mandatory')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {PROFILE_FIELDS.map((field) => {
              const [n, en] = PROFILE_FIELD_LABELS[field];
              const label = t(n, en);
              return (
                <Table.Tr key={field}>
                  <Table.Td>{label}</Table.Td>
                  <Table.Td>
                    <Checkbox
                      aria-label={`${t(123, 'Used')} – ${label}`}
                      checked={values[`use${field}`] === true}
                      onChange={(e) => set(`use${field}`, e.currentTarget.checked)}
                    />
                  </Table.Td>
                  <Table.Td>
                    <Checkbox
                      aria-label={`${t(124, 'Mandatory')} – ${label}`}
                      checked={values[`mandatory${field}`] === true}
                      onChange={(e) => set(`mandatory${field}`, e.currentTarget.checked)}
                    />
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </ResponsiveTable>
      <Group>
        <Switch
          label={t(125, 'Crew members may show their email in the crew list')}
          checked={values.showMyEmailInCrewList === true}
          onChange={(e) => set('showMyEmailInCrewList', e.currentTarget.checked)}
        />
        <Switch
          label={t(126, 'Crew members may show their phone in the crew list')}
          checked={values.showMyPhoneInCrewList === true}
          onChange={(e) => set('showMyPhoneInCrewList', e.currentTarget.checked)}
        />
      </Group>
      <Button onClick={() => void save()} loading={saving} style={{ alignSelf: 'flex-end' }}>
        {t(127, 'Save the crew profile form')}
      </Button>
    </Stack>
  );
}
