import { ActionIcon, Group, Table, Text } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { ResponsiveTable } from '../../../components';
import { useFormat } from '../../../lib/format';
import type { CarbonBudget, CarbonBudgetCell } from '../api/carbon-budget.api';
import { useCarbonBudgetTexts, useCategoryLabel } from './carbon-budget-ui';

const FIGURES = ['planned', 'actual', 'committed', 'remainder', 'forecast'] as const;

/** The carbon budget per carbon category and department, each category with its subtotal, and the total. */
export function CarbonMatrix({
  budget,
  onEdit,
  onDelete,
}: {
  budget: CarbonBudget;
  onEdit: (cell: CarbonBudgetCell) => void;
  onDelete: (cell: CarbonBudgetCell) => void;
}) {
  const t = useCarbonBudgetTexts();
  const format = useFormat();
  const categoryLabel = useCategoryLabel();
  const labels = {
    planned: t(4, 'Planned'),
    actual: t(5, 'Actual'),
    committed: t(6, 'Committed'),
    remainder: t(8, 'Planned remainder'),
    forecast: t(7, 'Forecast'),
  };
  const categories = [...new Set(budget.cells.map((c) => c.carbonCategory))];
  const departmentLabel = (c: CarbonBudgetCell) =>
    c.department === null ? t(9, 'Whole category') : (c.departmentName ?? String(c.department));
  const over = (c: CarbonBudgetCell) => c.lineId !== null && Number(c.forecast) > Number(c.planned);
  return (
    <ResponsiveTable minWidth={820}>
      <Table striped data-carbon-matrix>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t(2, 'Carbon category')}</Table.Th>
            <Table.Th>{t(3, 'Department')}</Table.Th>
            {FIGURES.map((f) => (
              <Table.Th key={f} ta="right">
                {labels[f]}
              </Table.Th>
            ))}
            {budget.canEdit ? <Table.Th>{t(59, 'Actions')}</Table.Th> : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {categories.map((category) => {
            const cells = budget.cells.filter((c) => c.carbonCategory === category);
            return cells.map((c, i) => (
              <Table.Tr
                key={`${category}-${c.department ?? 'all'}`}
                data-cell={`${category}-${c.department ?? ''}`}
              >
                <Table.Td>{i === 0 ? `${category} · ${categoryLabel(category)}` : ''}</Table.Td>
                <Table.Td>
                  {departmentLabel(c)}
                  {c.note ? (
                    <Text size="xs" c="dimmed">
                      {c.note}
                    </Text>
                  ) : null}
                </Table.Td>
                {FIGURES.map((f) => (
                  <Table.Td
                    key={f}
                    ta="right"
                    style={{ whiteSpace: 'nowrap' }}
                    data-figure={f}
                    c={
                      f === 'forecast' && over(c)
                        ? 'red.8'
                        : f === 'planned' && c.lineId === null
                          ? 'dimmed'
                          : undefined
                    }
                    fw={f === 'forecast' ? 600 : undefined}
                  >
                    {format.mass(c[f])}
                  </Table.Td>
                ))}
                {budget.canEdit ? (
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      <ActionIcon
                        variant="subtle"
                        aria-label={`${t(23, 'Edit')} ${categoryLabel(category)} ${departmentLabel(c)}`}
                        onClick={() => onEdit(c)}
                      >
                        <IconPencil size={16} />
                      </ActionIcon>
                      {c.lineId !== null ? (
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={`${t(19, 'Delete')} ${categoryLabel(category)} ${departmentLabel(c)}`}
                          onClick={() => onDelete(c)}
                        >
                          <IconTrash size={16} />
                        </ActionIcon>
                      ) : null}
                    </Group>
                  </Table.Td>
                ) : null}
              </Table.Tr>
            ));
          })}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr data-totals>
            <Table.Th>{t(10, 'Total')}</Table.Th>
            <Table.Th />
            {FIGURES.map((f) => (
              <Table.Th key={f} ta="right" style={{ whiteSpace: 'nowrap' }} data-total={f}>
                {format.mass(budget.totals[f])}
              </Table.Th>
            ))}
            {budget.canEdit ? <Table.Th /> : null}
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </ResponsiveTable>
  );
}
