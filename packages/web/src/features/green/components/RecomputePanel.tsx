import { Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog, ErrorBanner, PageLoader, ResponsiveTable, showToast } from '../../../components';
import { useFormat } from '../../../lib/format';
import { applyCarbonRecompute, carbonRecomputePreviewQuery, greenKeys } from '../api/green.api';
import { categoryLabel, useGreenTexts, useKg } from './green-ui';

/** What a recompute changes (old → new kg per entry), listed before it is applied (issue 14). */
export function RecomputePanel() {
  const t = useGreenTexts();
  const kg = useKg();
  const format = useFormat();
  const queryClient = useQueryClient();
  const preview = useQuery(carbonRecomputePreviewQuery());
  const [confirming, setConfirming] = useState(false);
  return (
    <Paper withBorder p="md">
      <Stack>
        <Title order={2} size="h4">
          {t(119, 'Preview the recompute')}
        </Title>
        {preview.isPending ? (
          <PageLoader />
        ) : preview.isError ? (
          <ErrorBanner error={preview.error} />
        ) : preview.data.entriesChanged === 0 ? (
          <Text c="dimmed">{t(121, 'Nothing to recompute: every entry uses the factors in force.')}</Text>
        ) : (
          <>
            <Text fw={600} data-recompute-summary>
              {t(120, '{count} entries change: {before} → {after}')
                .replace('{count}', String(preview.data.entriesChanged))
                .replace('{before}', kg(preview.data.kgBefore))
                .replace('{after}', kg(preview.data.kgAfter))}
            </Text>
            <ResponsiveTable minWidth={640}>
              <Table striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t(20, 'Date')}</Table.Th>
                    <Table.Th>{t(21, 'Category')}</Table.Th>
                    <Table.Th>{t(22, 'Description')}</Table.Th>
                    <Table.Th>{t(39, 'Factor')}</Table.Th>
                    <Table.Th ta="right">{t(138, 'Old kg CO2e')}</Table.Th>
                    <Table.Th ta="right">{t(139, 'New kg CO2e')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {preview.data.changes.map((change) => (
                    <Table.Tr key={change.entry.id} data-change={change.entry.id}>
                      <Table.Td>{format.date(change.entry.strDate)}</Table.Td>
                      <Table.Td>{categoryLabel(t, change.entry.carbonCategory)}</Table.Td>
                      <Table.Td>{change.entry.description}</Table.Td>
                      <Table.Td>{change.entry.factorKey}</Table.Td>
                      <Table.Td ta="right">{kg(change.oldKgCo2e)}</Table.Td>
                      <Table.Td ta="right">{kg(change.newKgCo2e)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ResponsiveTable>
            <Group justify="flex-end">
              <Button onClick={() => setConfirming(true)}>{t(122, 'Apply the recompute')}</Button>
            </Group>
          </>
        )}
      </Stack>
      <ConfirmDialog
        opened={confirming}
        title={t(122, 'Apply the recompute')}
        message={t(143, 'Recompute {count} entries with the factors in force?').replace(
          '{count}',
          String(preview.data?.entriesChanged ?? 0),
        )}
        onConfirm={async () => {
          await applyCarbonRecompute(null);
          await queryClient.invalidateQueries({ queryKey: greenKeys.all });
          showToast({ variant: 'success', message: t(123, 'Recompute applied') });
        }}
        onClose={() => setConfirming(false)}
      />
    </Paper>
  );
}
