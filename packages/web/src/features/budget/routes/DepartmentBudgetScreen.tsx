import { Anchor, Breadcrumbs, Button, Group, Menu, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ActionsHeader, PageLoader, ResponsiveTable, ScreenError } from '../../../components';
import { ExportMenu } from '../../../components/exports/ExportMenu';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session-context';
import { budgetKeys, getDepartmentDetail } from '../api/budget.api';
import { FigureCards, FigureHeaders, FigureRowCells, useBudgetTexts } from '../components/budget-ui';
import { CarbonForecastCards } from '../components/CarbonForecastCards';
import { EfcDialog, type EfcTarget } from '../components/EfcDialog';

/** department/{department}: the department's categories with their figures, EFC changes and drill-downs. */
export default function DepartmentBudgetScreen() {
  const t = useBudgetTexts();
  const navigate = useNavigate();
  const { claims } = useSession();
  const department = Number(useParams().department);
  const [efc, setEfc] = useState<EfcTarget | null>(null);
  const detail = useQuery({
    queryKey: budgetKeys.department(department),
    queryFn: () => getDepartmentDetail(department),
  });
  if (detail.isPending) return <PageLoader />;
  if (detail.isError) return <ScreenError error={detail.error} />;
  const name = detail.data.departmentName ?? String(department);

  return (
    <Stack>
      <Breadcrumbs>
        <Anchor component={Link} to={paths.budget.overall()}>
          {t(50, 'Budget overview')}
        </Anchor>
        <Text>{name}</Text>
      </Breadcrumbs>
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t(56, 'Budget of {department}').replace('{department}', name)}
        </Title>
        <ExportMenu name="budget per category" filter={{ department }} />
      </Group>
      <FigureCards figures={detail.data.totals} />
      <CarbonForecastCards department={department} />
      {detail.data.categories.length === 0 ? (
        <Paper withBorder p="xl" ta="center" c="dimmed" data-empty>
          {t(57, 'No budget, expense or purchase order in this department yet.')}
        </Paper>
      ) : (
        <ResponsiveTable minWidth={960}>
          <Table striped highlightOnHover data-department-categories>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t(27, 'Category')}</Table.Th>
                <FigureHeaders />
                <ActionsHeader />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {detail.data.categories.map((c) => (
                <Table.Tr key={c.categoryId ?? 'none'} data-category-row={c.categoryId ?? ''}>
                  <Table.Td>
                    {c.categoryId !== null ? (
                      <Anchor component={Link} to={paths.budget.category(department, c.categoryId)}>
                        {c.categoryName}
                      </Anchor>
                    ) : (
                      t(17, 'No category')
                    )}
                    <Text size="xs" c="dimmed">
                      {[
                        c.costCenter,
                        t(58, '{n} expense(s)').replace('{n}', String(c.expenseCount)),
                        t(59, '{n} PO line(s)').replace('{n}', String(c.purchaseOrderLineCount)),
                        c.efcSet ? t(60, 'EFC set') : null,
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </Text>
                  </Table.Td>
                  <FigureRowCells figures={c} />
                  <Table.Td>
                    {c.categoryId !== null ? (
                      <Menu position="bottom-end">
                        <Menu.Target>
                          <Button
                            variant="subtle"
                            size="compact-sm"
                            aria-label={`${t(61, 'Actions')} – ${c.categoryName}`}
                          >
                            <IconDots size={16} />
                          </Button>
                        </Menu.Target>
                        <Menu.Dropdown>
                          <Menu.Item
                            onClick={() =>
                              setEfc({
                                department,
                                category: c.categoryId!,
                                name: `${name} · ${c.categoryName}`,
                                efc: c.efc,
                              })
                            }
                          >
                            {claims.canModifyEstimatedFinalCost
                              ? t(48, 'Change the estimated final cost')
                              : t(49, 'History of the estimated final cost')}
                          </Menu.Item>
                          <Menu.Item
                            onClick={() => navigate(paths.budget.category(department, c.categoryId!))}
                          >
                            {t(62, 'Expenses and sheets')}
                          </Menu.Item>
                          <Menu.Item
                            onClick={() => navigate(paths.budget.purchaseOrders(department, c.categoryId!))}
                          >
                            {t(63, 'Purchase orders')}
                          </Menu.Item>
                          <Menu.Item
                            onClick={() =>
                              navigate(paths.budget.salariesForCategory(department, c.categoryId!))
                            }
                          >
                            {t(4, 'Salaries')}
                          </Menu.Item>
                        </Menu.Dropdown>
                      </Menu>
                    ) : null}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ResponsiveTable>
      )}
      <Group>
        <Text size="xs" c="dimmed">
          {t(
            55,
            'Actual: validated expenses and invoices. Committed: what validated purchase orders still have to invoice. Amounts exclude VAT.',
          )}
        </Text>
      </Group>
      <EfcDialog
        target={efc}
        canChange={claims.canModifyEstimatedFinalCost === true}
        onClose={() => setEfc(null)}
      />
    </Stack>
  );
}
