import { isAboveMaximum } from '@setledger/shared/expenses/expense-amounts';
import { EXPENSE_KINDS, EXPENSE_STATUS } from '@setledger/shared/expenses/expenses.constants';
import { expenseTitleSchema } from '@setledger/shared/expenses/expenses.schemas';
import { Decimal } from 'decimal.js';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Actor } from '../../core/actor';
import { AppError, amountTooLarge, badInput } from '../../core/errors';
import { parseInput } from '../../core/input';
import { inProject } from '../../core/scope';
import type { Services } from '../../core/services';
import type { Tx } from '../../db/client';
import { projects } from '../projects';
import { userProjects } from '../users';
import { assertMember, ownerOf } from './expenses.service';
import { expenseItems, expenseSheets } from './expenses.table';
import { receiptsOf } from './receipts.service';

/** The project's mandatory receipts (001 §5): tickets with mandatoryExpenseReceipt, invoices with mandatoryInvoiceReceipt. */
async function assertReceipts(tx: Tx, actor: Actor, items: readonly { id: number; type: number }[]) {
  const [project] = await tx
    .select({ ticket: projects.mandatoryExpenseReceipt, invoice: projects.mandatoryInvoiceReceipt })
    .from(projects)
    .where(eq(projects.id, actor.projectId));
  const needing = items.filter(
    (item) =>
      (item.type === EXPENSE_KINDS.ticket && project?.ticket) ||
      (item.type === EXPENSE_KINDS.invoice && project?.invoice),
  );
  if (needing.length === 0) return;
  const withReceipt = new Set(
    (
      await receiptsOf(
        tx,
        needing.map((i) => i.id),
      )
    ).map((r) => r.itemId),
  );
  const missing = needing.find((item) => !withReceipt.has(item.id));
  if (missing) throw badInput(`receipts.${missing.id}`, 'receiptRequired');
}

/**
 * Items saved before the amount rules (or by an import) are not sent at 0 or above the project's maximum per
 * item (issue 12 item 15); the field names the item.
 */
async function assertAmounts(
  tx: Tx,
  actor: Actor,
  items: readonly { id: number; type: number; amountTotal: string }[],
) {
  const [project] = await tx
    .select({ max: projects.maxAmountPerItem })
    .from(projects)
    .where(eq(projects.id, actor.projectId));
  for (const item of items) {
    const field = `items.${item.id}.amountTotal`;
    if (item.type !== EXPENSE_KINDS.travel && !new Decimal(item.amountTotal).gt(0))
      throw badInput(field, 'notPositive');
    if (project && isAboveMaximum(item.amountTotal, project.max)) throw amountTooLarge(field, project.max);
  }
}

/**
 * SendAllExpenses(ExpenseTitle): every not-submitted item of the caller goes into a new sheet, submitted.
 * SendUserExpenses does the same for a member, by administrators and production (the encoder is recorded).
 */
export async function sendAllExpenses(
  services: Services,
  actor: Actor,
  input: { title?: string | null; userId?: number | null },
) {
  const title = parseInput(expenseTitleSchema, input.title);
  if (input.userId !== null && input.userId !== undefined)
    await assertMember(services.db, actor, input.userId);
  const owner = ownerOf(actor, input.userId);
  return services.db.transaction(async (tx) => {
    const items = await tx
      .select({
        id: expenseItems.id,
        type: expenseItems.type,
        amountTotal: expenseItems.amountTotal,
        departmentNumber: expenseItems.departmentNumber,
      })
      .from(expenseItems)
      .where(
        and(
          inProject(expenseItems, actor),
          eq(expenseItems.userId, owner),
          eq(expenseItems.validated, EXPENSE_STATUS.notSubmitted),
          isNull(expenseItems.sheetId),
        ),
      )
      .orderBy(asc(expenseItems.date), asc(expenseItems.id))
      .for('update');
    if (items.length === 0) throw new AppError('CONFLICT', 'nothingToSend');
    await assertReceipts(tx, actor, items);
    await assertAmounts(tx, actor, items);
    const total = items.reduce((sum, item) => sum.plus(item.amountTotal), new Decimal(0)).toFixed(2);
    // The validators of the items' department decide; items of several departments go to the owner's.
    const itemDepartments = new Set(items.map((i) => i.departmentNumber));
    const [member] = await tx
      .select({ department: userProjects.departmentNumber })
      .from(userProjects)
      .where(and(inProject(userProjects, actor), eq(userProjects.userId, owner)));
    const departmentNumber =
      itemDepartments.size === 1 && items[0]!.departmentNumber !== null
        ? items[0]!.departmentNumber
        : (member?.department ?? null);
    const [sheet] = await tx
      .insert(expenseSheets)
      .values({
        projectId: actor.projectId,
        userId: owner,
        encoderId: actor.userId,
        title,
        departmentNumber,
        status: EXPENSE_STATUS.submitted,
        amountTotal: total,
        submittedAt: new Date(),
      })
      .returning();
    await tx
      .update(expenseItems)
      .set({ sheetId: sheet!.id, validated: EXPENSE_STATUS.submitted, updatedAt: new Date() })
      .where(
        inArray(
          expenseItems.id,
          items.map((i) => i.id),
        ),
      );
    return sheet!;
  });
}
