import { Badge, Group, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { FILTER_NONE, FILTER_TYPES } from '@setledger/shared/filters/filters.constants';
import { IconLock } from '@tabler/icons-react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ErrorBanner, PageLoader } from '../../../components';
import { ExportMenu } from '../../../components/exports/ExportMenu';
import { FilterPanel, useFilterState } from '../../../components/filters';
import { useSession } from '../../../lib/session-context';
import { budgetKeys, getBudgetTree, type Period } from '../api/budget.api';
import { BudgetChart } from '../components/BudgetChart';
import { BudgetLinesPanel } from '../components/BudgetLinesPanel';
import { BudgetTreeTable } from '../components/BudgetTreeTable';
import { FigureCards, useBudgetTexts } from '../components/budget-ui';
import { CarbonForecastCards } from '../components/CarbonForecastCards';
import { BudgetImportWizard } from '../import/BudgetImportWizard';

/**
 * budget/overall: the production's budget per department (table and chart), for a period, and its lines.
 * canViewDepartmentBudget holders see their own department only (the server narrows the figures).
 */
export default function BudgetOverallScreen() {
  const t = useBudgetTexts();
  const { claims } = useSession();
  const queryClient = useQueryClient();
  const [importing, setImporting] = useState(false);
  // The budget per category list keeps its saved filters (000 §3): a period and a department.
  const filters = useFilterState(FILTER_TYPES.budgetPerCategory);
  const { startDate, endDate, department } = filters.listFilter;
  const asked: Period = { from: startDate ?? null, to: endDate ?? null };
  const departmentAsked = department === FILTER_NONE ? undefined : department;
  const tree = useQuery({
    queryKey: budgetKeys.tree(asked, departmentAsked),
    queryFn: () => getBudgetTree(asked, departmentAsked),
    placeholderData: keepPreviousData,
    enabled: filters.isReady,
  });
  const global = claims.isAdmin === true || claims.isProd === true || claims.canViewGlobalBudget === true;

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t(50, 'Budget overview')}
        </Title>
        {tree.data?.budgetLocked ? (
          <Badge color="gray" leftSection={<IconLock size={12} />} data-locked-badge>
            {t(51, 'Locked')}
          </Badge>
        ) : null}
      </Group>
      <Tabs defaultValue="overview" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="overview">{t(52, 'Overview')}</Tabs.Tab>
          {global ? <Tabs.Tab value="lines">{t(53, 'Budget lines')}</Tabs.Tab> : null}
        </Tabs.List>
        <Tabs.Panel value="overview" pt="md">
          <Stack>
            <Group justify="space-between" align="flex-start">
              <FilterPanel state={filters} fields={['dates', 'department']} />
              <ExportMenu name="budget per category" filter={{ startDate, endDate, department }} />
            </Group>
            {tree.isPending ? (
              <PageLoader />
            ) : tree.isError ? (
              <ErrorBanner error={tree.error} />
            ) : tree.data.departments.length === 0 ? (
              <Paper withBorder p="xl" ta="center" c="dimmed" data-empty>
                {t(54, 'Nothing to show yet: no budget line, no validated expense and no validated PO.')}
              </Paper>
            ) : (
              <>
                <FigureCards figures={tree.data.totals} />
                <CarbonForecastCards department={departmentAsked ?? undefined} />
                <BudgetChart departments={tree.data.departments} />
                <BudgetTreeTable departments={tree.data.departments} canDrill={global} />
                <Text size="xs" c="dimmed">
                  {t(
                    55,
                    'Actual: validated expenses and invoices. Committed: what validated purchase orders still have to invoice. Amounts exclude VAT.',
                  )}
                </Text>
              </>
            )}
          </Stack>
        </Tabs.Panel>
        {global ? (
          <Tabs.Panel value="lines" pt="md">
            <BudgetLinesPanel locked={tree.data?.budgetLocked === true} onImport={() => setImporting(true)} />
            <BudgetImportWizard
              opened={importing}
              onClose={() => setImporting(false)}
              onImported={() => queryClient.invalidateQueries({ queryKey: budgetKeys.all })}
            />
          </Tabs.Panel>
        ) : null}
      </Tabs>
    </Stack>
  );
}
