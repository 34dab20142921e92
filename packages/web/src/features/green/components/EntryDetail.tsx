import { Alert, Badge, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog, ErrorBanner, PageLoader, showToast } from '../../../components';
import { useFormat } from '../../../lib/format';
import {
  type CarbonEntry,
  type CarbonEntryDetail,
  carbonEntryQuery,
  delCarbonEntry,
  getCarbonEntryDuplicates,
  greenKeys,
} from '../api/green.api';
import { categoryLabel, EntryStatusBadge, sourceLabel, useGreenTexts, useKg } from './green-ui';
import { OverrideNote } from './OverrideNote';

type ProvenanceLine = CarbonEntryDetail['lines'][number];

/** One line of the provenance: quantity × factor = result, with the factor's key, source and year. */
function LineProvenance({ line }: { line: ProvenanceLine }) {
  const t = useGreenTexts();
  const { line: l, override } = line;
  return (
    <Paper withBorder p="sm" data-provenance>
      <Stack gap={4}>
        <Text fw={500}>{l.label}</Text>
        <Text ff="monospace" data-formula>
          {line.formula}
        </Text>
        <Text size="sm">
          {t(39, 'Factor')}: {l.factorKey} = {l.factorValue} {l.factorUnit}
        </Text>
        <Text size="sm">
          {t(26, 'Source')}: {l.factorSource} · {t(42, 'Year')}: {l.factorYear ?? '—'}
        </Text>
        {override && <OverrideNote override={override} title={t(43, 'Overridden by the project')} />}
      </Stack>
    </Paper>
  );
}

/** The duplicate check (001 §5): same category, day and kg or quantity as this entry. */
function DuplicateCheck({ entryId }: { entryId: number }) {
  const t = useGreenTexts();
  const format = useFormat();
  const kg = useKg();
  const [result, setResult] = useState<CarbonEntry[] | null>(null);
  const [error, setError] = useState<unknown>(null);
  const check = async () => {
    setError(null);
    try {
      setResult(await getCarbonEntryDuplicates(entryId));
    } catch (failure) {
      setError(failure);
    }
  };
  return (
    <Stack gap="xs">
      <Group>
        <Button variant="default" onClick={() => void check()}>
          {t(45, 'Check for duplicates')}
        </Button>
      </Group>
      <ErrorBanner error={error} />
      {result?.length === 0 && <Text size="sm">{t(46, 'No duplicate found.')}</Text>}
      {result && result.length > 0 && (
        <Alert color="yellow" title={t(47, 'Possible duplicates')}>
          <List size="sm">
            {result.map((d) => (
              <List.Item key={d.id}>
                {format.date(d.strDate)} · {d.description || `#${d.id}`} · {kg(d.kgCo2e)}
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
    </Stack>
  );
}

/** An entry and how its kg CO2e were computed; a manual one can be changed or deleted by who edits the ledger. */
export function EntryDetail({
  entryId,
  canEdit,
  onEdit,
  onDeleted,
}: {
  entryId: number;
  canEdit: boolean;
  onEdit: (detail: CarbonEntryDetail) => void;
  onDeleted: () => void;
}) {
  const t = useGreenTexts();
  const format = useFormat();
  const kg = useKg();
  const queryClient = useQueryClient();
  const detail = useQuery(carbonEntryQuery(entryId));
  const [deleting, setDeleting] = useState(false);
  if (detail.isPending) return <PageLoader />;
  if (detail.isError) return <ErrorBanner error={detail.error} />;
  const { entry, lines } = detail.data;
  const isManual = entry.sourceType === 'manual';
  return (
    <Stack>
      <Group justify="space-between">
        <EntryStatusBadge status={entry.status} isEstimate={entry.isEstimate} />
        <Badge variant="outline">{sourceLabel(t, entry.sourceType)}</Badge>
      </Group>
      <Text>
        {format.date(entry.strDate)} · {categoryLabel(t, entry.carbonCategory)}
        {entry.description ? ` · ${entry.description}` : ''}
      </Text>
      <Text size="xl" fw={700} data-entry-kg>
        {kg(entry.kgCo2e)} CO2e
      </Text>
      <Title order={2} size="h4">
        {t(40, 'How it was computed')}
      </Title>
      {lines.map((line) => (
        <LineProvenance key={`${line.line.label}-${line.line.factorKey}`} line={line} />
      ))}
      <DuplicateCheck entryId={entry.id} />
      {canEdit && !isManual && (
        <Text size="sm" c="dimmed">
          {t(54, 'This entry follows its source: change the source instead.')}
        </Text>
      )}
      {canEdit && isManual && (
        <Group>
          <Button onClick={() => onEdit(detail.data)}>{t(48, 'Edit')}</Button>
          <Button color="red" variant="light" onClick={() => setDeleting(true)}>
            {t(49, 'Delete')}
          </Button>
        </Group>
      )}
      <ConfirmDialog
        opened={deleting}
        danger
        title={t(50, 'Delete the entry')}
        message={t(51, 'Delete this carbon entry?')}
        onConfirm={async () => {
          await delCarbonEntry(entry.id);
          await queryClient.invalidateQueries({ queryKey: greenKeys.all });
          showToast({ variant: 'success', message: t(52, 'Entry deleted') });
          onDeleted();
        }}
        onClose={() => setDeleting(false)}
      />
    </Stack>
  );
}
