import { and, asc, desc, eq } from 'drizzle-orm';
import type { Actor } from '../../core/actor';
import { inProject } from '../../core/scope';
import type { Services } from '../../core/services';
import { budgetCategories, departments } from '../departments';
import { users } from '../users';
import { type ProjectSheetsFilter, projectSheetsWhere } from './expense-sheets.service';
import { expenseItems, expenseSheets } from './expenses.table';

/**
 * The items of every sheet GetProjectExpenseSheets' filter matches, unpaged, in one query: the sheets in the
 * list's order (newest sent first), then each sheet's items by date. Callers check the list's rights first.
 */
export function allProjectExpenseItems(services: Services, actor: Actor, filter: ProjectSheetsFilter) {
  return services.db
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
      kgCoTwo: expenseItems.kgCoTwo,
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
}
export type ProjectExpenseItemRow = Awaited<ReturnType<typeof allProjectExpenseItems>>[number];
