import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconPlus, IconUpload } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog, ErrorBanner, PageLoader, showToast } from '../../../components';
import { getExpenseDepartments, referenceKeys } from '../../../lib/api/reference-data.api';
import {
  type CarbonBudgetCell,
  carbonBudgetKeys,
  deleteCarbonBudgetLine,
  downloadCarbonBudgetTemplate,
  getCarbonBudget,
} from '../api/carbon-budget.api';
import { CarbonMatrix } from '../components/CarbonMatrix';
import { type CellDraft, CellFormModal } from '../components/CellFormModal';
import { useCarbonBudgetTexts, useCategoryLabel } from '../components/carbon-budget-ui';
import { ForecastHistory } from '../components/ForecastHistory';
import { ImportModal } from '../components/ImportModal';

/**
 * green/carbon-budget (issue 16): planned kg CO2e per carbon category and department beside what the ledger
 * says (actual, committed by validated POs still to invoice) and the forecast, with the import and the history.
 */
export default function CarbonBudgetScreen() {
  const t = useCarbonBudgetTexts();
  const categoryLabel = useCategoryLabel();
  const queryClient = useQueryClient();
  const budget = useQuery({ queryKey: carbonBudgetKeys.budget, queryFn: getCarbonBudget });
  const departments = useQuery({ queryKey: referenceKeys.departments, queryFn: getExpenseDepartments });
  const [draft, setDraft] = useState<CellDraft | null>(null);
  const [importing, setImporting] = useState(false);
  const [deleting, setDeleting] = useState<CarbonBudgetCell | null>(null);
  const departmentOptions = (departments.data ?? []).map((d) => ({ value: d.value, label: d.message }));
  const refresh = () => queryClient.invalidateQueries({ queryKey: carbonBudgetKeys.all });
  const cellName = (c: CarbonBudgetCell) =>
    `${categoryLabel(c.carbonCategory)} · ${c.department === null ? t(9, 'Whole category') : (c.departmentName ?? c.department)}`;
  const canEdit = budget.data?.canEdit === true;

  return (
    <Stack>
      <Group justify="space-between" align="flex-start">
        <Title order={1} size="h2">
          {t(1, 'Carbon budget')}
        </Title>
        {canEdit ? (
          <Group gap="xs">
            <Button
              variant="default"
              leftSection={<IconDownload size={16} />}
              onClick={() => downloadCarbonBudgetTemplate()}
            >
              {t(14, 'Download the template')}
            </Button>
            <Button
              variant="default"
              leftSection={<IconUpload size={16} />}
              onClick={() => setImporting(true)}
            >
              {t(13, 'Import')}
            </Button>
            <Button
              leftSection={<IconPlus size={16} />}
              onClick={() =>
                setDraft({ carbonCategory: null, department: null, plannedKgCo2e: '', note: '' })
              }
            >
              {t(12, 'Plan a cell')}
            </Button>
          </Group>
        ) : null}
      </Group>
      {budget.isPending ? (
        <PageLoader />
      ) : budget.isError ? (
        <ErrorBanner error={budget.error} />
      ) : budget.data.cells.length === 0 ? (
        <Paper withBorder p="xl" ta="center" c="dimmed" data-empty>
          {t(
            11,
            'No carbon budget yet: plan the kg CO2e of a carbon category and department, or import a file.',
          )}
        </Paper>
      ) : (
        <>
          <Title order={2} size="h4">
            {t(53, 'Per category and department')}
          </Title>
          <CarbonMatrix
            budget={budget.data}
            onEdit={(c) =>
              setDraft({
                carbonCategory: c.carbonCategory,
                department: c.department,
                plannedKgCo2e: c.lineId === null ? '' : c.planned,
                note: c.note ?? '',
              })
            }
            onDelete={setDeleting}
          />
          <Text size="xs" c="dimmed">
            {t(
              35,
              "Actual: the ledger's entries, purchase order lines by their invoiced share. Committed: what validated purchase orders still have to invoice. Forecast: actual + committed + the planned remainder.",
            )}
          </Text>
        </>
      )}
      <ForecastHistory />
      <CellFormModal
        draft={draft}
        departments={departmentOptions}
        onClose={() => setDraft(null)}
        onSaved={(line) => {
          setDraft(null);
          const department =
            line.department === null
              ? t(9, 'Whole category')
              : (departmentOptions.find((d) => d.value === line.department)?.label ??
                String(line.department));
          showToast({
            variant: 'success',
            message: t(55, 'The plan of {cell} is saved.').replace(
              '{cell}',
              `${categoryLabel(line.carbonCategory)} · ${department}`,
            ),
          });
          void refresh();
        }}
      />
      <ImportModal
        opened={importing}
        onClose={() => setImporting(false)}
        onImported={(count) => {
          showToast({
            variant: 'success',
            message: t(29, '{count} lines imported.').replace('{count}', String(count)),
          });
          void refresh();
        }}
      />
      <ConfirmDialog
        opened={deleting !== null}
        danger
        title={t(19, 'Delete')}
        message={deleting ? t(20, 'Delete the plan of {cell}?').replace('{cell}', cellName(deleting)) : ''}
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (deleting?.lineId) await deleteCarbonBudgetLine(deleting.lineId);
          await refresh();
        }}
      />
    </Stack>
  );
}
