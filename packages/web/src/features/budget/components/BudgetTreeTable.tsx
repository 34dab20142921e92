import { ActionIcon, Anchor, Table, Text } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { Fragment, useState } from 'react';
import { Link } from 'react-router';
import { ResponsiveTable } from '../../../components';
import { paths } from '../../../config/paths';
import type { DepartmentNode } from '../api/budget.api';
import { FigureHeaders, FigureRowCells, useBudgetTexts } from './budget-ui';

/**
 * Departments with their figures; a department opens on its categories. Links lead to the department and
 * category pages for who may open them (canViewGlobalBudget, 001 §2.3).
 */
export function BudgetTreeTable({
  departments,
  canDrill,
}: {
  departments: DepartmentNode[];
  canDrill: boolean;
}) {
  const t = useBudgetTexts();
  const [open, setOpen] = useState<Set<number | null>>(new Set());
  const toggle = (d: number | null) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(d)) next.delete(d);
      else next.add(d);
      return next;
    });
  return (
    <ResponsiveTable minWidth={900}>
      <Table striped highlightOnHover data-budget-table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t(14, 'Department / category')}</Table.Th>
            <FigureHeaders />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {departments.map((d) => {
            const name = d.departmentName ?? t(13, 'No department');
            const isOpen = open.has(d.departmentNumber);
            return (
              <Fragment key={d.departmentNumber ?? 'none'}>
                <Table.Tr data-department-row={d.departmentNumber ?? ''}>
                  <Table.Td>
                    <ActionIcon
                      variant="subtle"
                      size="sm"
                      mr={4}
                      aria-label={`${isOpen ? t(15, 'Close') : t(16, 'Open')} – ${name}`}
                      aria-expanded={isOpen}
                      onClick={() => toggle(d.departmentNumber)}
                    >
                      {isOpen ? <IconChevronDown size={14} /> : <IconChevronRight size={14} />}
                    </ActionIcon>
                    {canDrill && d.departmentNumber !== null ? (
                      <Anchor component={Link} to={paths.budget.department(d.departmentNumber)} fw={600}>
                        {name}
                      </Anchor>
                    ) : (
                      <Text span fw={600}>
                        {name}
                      </Text>
                    )}
                  </Table.Td>
                  <FigureRowCells figures={d} />
                </Table.Tr>
                {isOpen &&
                  d.categories.map((c) => (
                    <Table.Tr
                      key={`${d.departmentNumber}-${c.categoryId}`}
                      data-category-row={c.categoryId ?? ''}
                    >
                      <Table.Td pl={40}>
                        {canDrill && d.departmentNumber !== null && c.categoryId !== null ? (
                          <Anchor
                            component={Link}
                            to={paths.budget.category(d.departmentNumber, c.categoryId)}
                          >
                            {c.categoryName}
                          </Anchor>
                        ) : (
                          (c.categoryName ?? t(17, 'No category'))
                        )}
                        {c.costCenter ? (
                          <Text span size="xs" c="dimmed" ml={6}>
                            {c.costCenter}
                          </Text>
                        ) : null}
                      </Table.Td>
                      <FigureRowCells figures={c} />
                    </Table.Tr>
                  ))}
              </Fragment>
            );
          })}
        </Table.Tbody>
      </Table>
    </ResponsiveTable>
  );
}
