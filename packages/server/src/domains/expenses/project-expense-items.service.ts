import { and, asc, desc, eq } from 'drizzle-orm';
import type { Actor } from '../../core/actor';
import { inProject } from '../../core/scope';
import type { Services } from '../../core/services';
import { carbonOfSources } from '../carbon';
import { budgetCategories, departments } from '../departments';
import { users } from '../users';
import { type ProjectSheetsFilter, projectSheetsWhere } from './expense-sheets.service';
import { expenseItems, expenseSheets } from './expenses.table';

/**
 * The items of every sheet GetProjectExpenseSheets' filter matches, unpaged, in one query: the sheets in the
 * list's order (newest sent first), then each sheet's items by date. Callers check the list's rights first.
 */
export async function allProjectExpenseItems(services: Services, actor: Actor, filter: ProjectSheetsFilter) {
  const rows = await services.db
    .select({
      id: expenseItems.id,
      sheetId: expenseItems.sheetId,
      date: expenseItems.date,
      userName: users.name,
      userFirstName: users.firstName,
      departmentName: departments.message,
      categoryName: budgetCategories.name,
      description: expenseItems.description,
      amount: expenseItems.amount,
      amountVat: expenseItems.amountVat,
      amountTotal: expenseItems.amountTotal,
      validated: expenseItems.validated,
    })
    .from(expenseItems)
    .innerJoin(expenseSheets, eq(expenseSheets.id, expenseItems.sheetId))
    .innerJoin(users, eq(users.id, expenseItems.userId))
    .leftJoin(
      departments,
      and(
        eq(departments.projectId, expenseItems.projectId),
        eq(departments.value, expenseItems.departmentNumber),
      ),
    )
    .leftJoin(budgetCategories, eq(budgetCategories.id, expenseItems.categoryId))
    .where(and(inProject(expenseItems, actor), projectSheetsWhere(actor, filter)))
    .orderBy(
      desc(expenseSheets.submittedAt),
      desc(expenseSheets.id),
      asc(expenseItems.date),
      asc(expenseItems.id),
    );
  // kg CO2e as the ledger counts it (issue 14), not the copy the item kept when it was entered.
  const carbon = await carbonOfSources(services.db, {
    projectId: actor.projectId,
    sourceType: 'expenseItem',
    sourceIds: rows.map((row) => row.id),
  });
  return rows.map((row) => ({ ...row, kgCoTwo: carbon.get(row.id)?.kgCo2e ?? null }));
}
export type ProjectExpenseItemRow = Awaited<ReturnType<typeof allProjectExpenseItems>>[number];
