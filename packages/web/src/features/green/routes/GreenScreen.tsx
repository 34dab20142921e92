import { Button, Drawer, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { GREEN_TABLE_PAGE_SIZE } from '@setledger/shared/green/green.constants';
import { IconPlus, IconScale } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ErrorBanner, PAGE_SIZES, PageLoader, Pager, useCloseButtonProps } from '../../../components';
import { ExportMenu } from '../../../components/exports/ExportMenu';
import { href } from '../../../config/paths';
import { type CarbonEntryDetail, carbonEntriesQuery, type GreenTableFilter } from '../api/green.api';
import { EntryDetail } from '../components/EntryDetail';
import { EntryFormModal } from '../components/EntryFormModal';
import { type EntryFormValues, valuesOfEntry } from '../components/entry-form-values';
import { GreenFilters } from '../components/GreenFilters';
import { GreenSavedFilters } from '../components/GreenSavedFilters';
import { GreenTable } from '../components/GreenTable';
import { useGreenTexts, useKg } from '../components/green-ui';
import { filterOfSearch, LinkFilterPills } from '../components/green-url-filter';
import { useCanEditLedger, useGreenReferences } from '../components/use-green-references';

interface Editing {
  entryId: number | null;
  values: EntryFormValues | null;
}

/** green: every carbon entry of the project (issue 14), filtered, 20 a page, with totals and each entry's provenance. */
export default function GreenScreen() {
  const t = useGreenTexts();
  const kg = useKg();
  const closeButtonProps = useCloseButtonProps();
  const canEdit = useCanEditLedger();
  const references = useGreenReferences();
  const [searchParams] = useSearchParams();
  const [filter, setFilter] = useState<GreenTableFilter>(() => filterOfSearch(searchParams));
  const [debounced] = useDebouncedValue(filter, 250);
  const [paging, setPaging] = useState({ offset: 0, size: GREEN_TABLE_PAGE_SIZE });
  // ?entry=<id> opens that entry's provenance (a green report's drill-down links here, issue 16).
  const [search] = useSearchParams();
  const [opened, setOpened] = useState<number | null>(() => Number(search.get('entry')) || null);
  const [editing, setEditing] = useState<Editing | null>(null);
  const page = useQuery({
    ...carbonEntriesQuery(debounced, paging.offset, paging.size),
    placeholderData: keepPreviousData,
  });
  const update = (changes: Partial<GreenTableFilter>) => {
    setFilter((f) => ({ ...f, ...changes }));
    setPaging((p) => ({ ...p, offset: 0 }));
  };
  const load = useCallback((next: GreenTableFilter, size: number) => {
    setFilter(next);
    setPaging({ offset: 0, size });
  }, []);
  const pages = page.data ? Math.max(1, Math.ceil(page.data.totalRecords / paging.size)) : 1;
  const edit = (detail: CarbonEntryDetail) => {
    setOpened(null);
    setEditing({ entryId: detail.entry.id, values: valuesOfEntry(detail) });
  };

  return (
    <Stack>
      <Group justify="space-between" align="flex-start">
        <Title order={1} size="h2">
          {t(1, 'Green table')}
        </Title>
        <Group gap="xs" align="flex-start">
          <ExportMenu name="green table" filter={debounced} />
          {canEdit && (
            <Button
              component={Link}
              to={href('green/factors')}
              variant="default"
              leftSection={<IconScale size={16} />}
            >
              {t(36, 'Factors and recompute')}
            </Button>
          )}
          {canEdit && (
            <Button
              leftSection={<IconPlus size={16} />}
              onClick={() => setEditing({ entryId: null, values: null })}
            >
              {t(35, 'New entry')}
            </Button>
          )}
        </Group>
      </Group>
      <GreenSavedFilters filter={filter} size={paging.size} onLoad={load} />
      <GreenFilters filter={filter} departments={references.departments} onChange={update} />
      <LinkFilterPills filter={filter} onChange={update} />
      {page.isPending ? (
        <PageLoader />
      ) : page.isError ? (
        <ErrorBanner error={page.error} />
      ) : page.data.totalRecords === 0 ? (
        <Paper withBorder p="xl" ta="center" c="dimmed">
          {t(32, 'No entry matches these filters.')}
        </Paper>
      ) : (
        <>
          <Stack gap={2} data-totals>
            <Text fw={600}>
              {t(33, '{count} entries · total {total}')
                .replace('{count}', String(page.data.totalRecords))
                .replace('{total}', kg(page.data.totals.kgCo2e))}
            </Text>
            <Text size="sm" c="dimmed">
              {t(34, 'Actual {actual} · pending {pending} · estimates {estimate} · excluded {excluded}')
                .replace('{actual}', kg(page.data.totals.actualKgCo2e))
                .replace('{pending}', kg(page.data.totals.pendingKgCo2e))
                .replace('{estimate}', kg(page.data.totals.estimateKgCo2e))
                .replace('{excluded}', kg(page.data.totals.excludedKgCo2e))}
            </Text>
          </Stack>
          <GreenTable
            entries={page.data.items}
            departmentName={references.departmentName}
            onOpen={setOpened}
          />
          <Group justify="space-between">
            <Select
              aria-label={t(37, 'Per page')}
              w={100}
              data={PAGE_SIZES.map((n) => String(n))}
              value={String(paging.size)}
              onChange={(v) => setPaging({ offset: 0, size: Number(v ?? GREEN_TABLE_PAGE_SIZE) })}
            />
            <Pager
              total={pages}
              value={paging.offset / paging.size + 1}
              onChange={(n) => setPaging((p) => ({ ...p, offset: (n - 1) * p.size }))}
            />
          </Group>
        </>
      )}
      <Drawer
        opened={opened !== null}
        onClose={() => setOpened(null)}
        position="right"
        size="lg"
        title={t(38, 'Entry {id}').replace('{id}', String(opened ?? ''))}
        closeButtonProps={closeButtonProps}
      >
        {opened !== null && (
          <EntryDetail entryId={opened} canEdit={canEdit} onEdit={edit} onDeleted={() => setOpened(null)} />
        )}
      </Drawer>
      <EntryFormModal
        opened={editing !== null}
        entryId={editing?.entryId ?? null}
        initialValues={editing?.values ?? null}
        departments={references.departments}
        suppliers={references.suppliers}
        onClose={() => setEditing(null)}
        onSaved={(entry) => {
          setEditing(null);
          setOpened(entry.id);
        }}
      />
    </Stack>
  );
}
