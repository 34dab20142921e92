import { Anchor, Breadcrumbs, Button, Group, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { PageLoader, ScreenError } from '../../../components';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session-context';
import { type BudgetListFilter, budgetKeys, getBudgetDetailList, type Period } from '../api/budget.api';
import { ExpenseDetailList, ExpenseSheetList } from '../components/BudgetLists';
import { FigureCards, PeriodBar, useBudgetTexts, validPeriod } from '../components/budget-ui';
import { EfcDialog, EfcHistory } from '../components/EfcDialog';

/** department/{department}/category/{category}: a category's figures, the items and sheets behind them, its EFC. */
export default function CategoryBudgetScreen() {
  const t = useBudgetTexts();
  const { claims } = useSession();
  const params = useParams();
  const department = Number(params.department);
  const category = Number(params.category);
  const [period, setPeriod] = useState<Period>({ from: null, to: null });
  const [efcOpen, setEfcOpen] = useState(false);
  const asked = validPeriod(period);
  const figures = useQuery({
    queryKey: budgetKeys.detail(asked, department, category),
    queryFn: () => getBudgetDetailList(asked, department, category),
  });
  if (figures.isPending) return <PageLoader />;
  if (figures.isError) return <ScreenError error={figures.error} />;
  const row = figures.data[0];
  const departmentName = row?.departmentName ?? String(department);
  const categoryName = row?.categoryName ?? `#${category}`;
  // The lists below have their own saved filters (dates included); the route fixes the department and category.
  const filter: BudgetListFilter = { department, category };

  return (
    <Stack>
      <Breadcrumbs>
        <Anchor component={Link} to={paths.budget.overall()}>
          {t(50, 'Budget overview')}
        </Anchor>
        <Anchor component={Link} to={paths.budget.department(department)}>
          {departmentName}
        </Anchor>
        <Text>{categoryName}</Text>
      </Breadcrumbs>
      <Group justify="space-between">
        <Title order={1} size="h2">
          {categoryName}
        </Title>
        <Group>
          <Button variant="light" component={Link} to={paths.budget.purchaseOrders(department, category)}>
            {t(63, 'Purchase orders')}
          </Button>
          <Button
            variant="light"
            component={Link}
            to={paths.budget.salariesForCategory(department, category)}
          >
            {t(4, 'Salaries')}
          </Button>
          <Button variant="light" onClick={() => setEfcOpen(true)}>
            {claims.canModifyEstimatedFinalCost
              ? t(48, 'Change the estimated final cost')
              : t(49, 'History of the estimated final cost')}
          </Button>
        </Group>
      </Group>
      <PeriodBar period={period} onChange={setPeriod} />
      {row ? (
        <FigureCards
          figures={{
            budget: row.budget,
            actual: row.amountTotal,
            committed: row.purchaseOrdersTotal,
            salaries: row.salaries,
            efc: row.efc,
            variance: row.variance,
            amountLeft: row.amountLeft,
            kgCoTwo: row.kgCoTwo,
            kgCo2e: row.kgCo2e,
            kgCo2ePending: row.kgCo2ePending,
          }}
        />
      ) : (
        <Paper withBorder p="md" c="dimmed">
          {t(79, 'No budget, actual or commitment for this category in this period.')}
        </Paper>
      )}
      <Tabs defaultValue="expenses" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="expenses">{t(80, 'Expenses')}</Tabs.Tab>
          <Tabs.Tab value="sheets">{t(81, 'Expense sheets')}</Tabs.Tab>
          <Tabs.Tab value="efc">{t(49, 'History of the estimated final cost')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="expenses" pt="md">
          <ExpenseDetailList filter={filter} />
        </Tabs.Panel>
        <Tabs.Panel value="sheets" pt="md">
          <ExpenseSheetList filter={filter} />
        </Tabs.Panel>
        <Tabs.Panel value="efc" pt="md">
          <EfcHistory department={department} category={category} />
        </Tabs.Panel>
      </Tabs>
      <EfcDialog
        target={
          efcOpen
            ? { department, category, name: `${departmentName} · ${categoryName}`, efc: row?.efc ?? '0.00' }
            : null
        }
        canChange={claims.canModifyEstimatedFinalCost === true}
        onClose={() => setEfcOpen(false)}
      />
    </Stack>
  );
}
