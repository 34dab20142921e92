import { travelKgCo2 } from '@setledger/shared/expenses/expense-amounts';
import { EXPENSE_KINDS, EXPENSE_STATUS } from '@setledger/shared/expenses/expenses.constants';
import { computePoPrice, formatDocumentNumber } from '@setledger/shared/purchase-orders/po-price';
import { Decimal } from 'decimal.js';
import { eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { budgetEfc, budgetEfcHistory, budgetLines } from '../domains/budget/budget.table';
import { vehicleFactor } from '../domains/emission-factors';
import { expenseItems, expenseSheets } from '../domains/expenses/expenses.table';
import { projectFlagItems } from '../domains/flags/flags.table';
import { projects } from '../domains/projects/projects.table';
import { poItems, purchaseOrders } from '../domains/purchase-orders/purchase-orders.table';
import { suppliers } from '../domains/suppliers/suppliers.table';
import {
  DEMO_BUDGET_LINES,
  DEMO_EFC_CHANGES,
  DEMO_KM_RATE,
  DEMO_PURCHASE_ORDERS,
  DEMO_TRAVEL_SHEETS,
} from './demo-budget-data';
import { DEMO_PROJECT, DEMO_USERS } from './demo-data';

const { validatedLevel2 } = EXPENSE_STATUS;
const ACCOUNTANT = 'accountant@demo.setledger.test';

interface Demo {
  projectId: number;
  userIds: ReadonlyMap<string, number>;
  categoryId: (key: string) => number;
}

const userId = (demo: Demo, email: string) => demo.userIds.get(email)!;
const departmentOf = (email: string) => DEMO_USERS.find((u) => u.email === email)!.department;
const sum = (values: readonly Decimal.Value[]) =>
  values.reduce<Decimal>((total, v) => total.plus(v), new Decimal(0));

/** DEMO_BUDGET_LINES, then DEMO_EFC_CHANGES in order, each "before" being the EFC shown at the time. */
async function loadBudget(tx: Tx, demo: Demo) {
  const accountant = userId(demo, ACCOUNTANT);
  await tx.insert(budgetLines).values(
    DEMO_BUDGET_LINES.map((line) => ({
      projectId: demo.projectId,
      departmentNumber: line.department,
      categoryId: demo.categoryId(line.category),
      description: line.description,
      amount: line.amount,
      createdBy: accountant,
      createdAt: new Date('2026-09-15T09:00:00Z'),
      updatedAt: new Date('2026-09-15T09:00:00Z'),
    })),
  );
  const efc = new Map<string, string>();
  for (const change of DEMO_EFC_CHANGES) {
    const key = `${change.department}:${change.category}`;
    const budget = sum(
      DEMO_BUDGET_LINES.filter(
        (l) => l.department === change.department && l.category === change.category,
      ).map((l) => l.amount),
    ).toFixed(2);
    await tx.insert(budgetEfcHistory).values({
      projectId: demo.projectId,
      departmentNumber: change.department,
      categoryId: demo.categoryId(change.category),
      userId: accountant,
      before: efc.get(key) ?? budget,
      after: change.amount,
      comment: change.comment,
      at: new Date(change.at),
    });
    efc.set(key, change.amount);
  }
  const last = new Map(DEMO_EFC_CHANGES.map((c) => [`${c.department}:${c.category}`, c]));
  await tx.insert(budgetEfc).values(
    [...last.values()].map((c) => ({
      projectId: demo.projectId,
      departmentNumber: c.department,
      categoryId: demo.categoryId(c.category),
      amount: c.amount,
      updatedBy: accountant,
      updatedAt: new Date(c.at),
    })),
  );
}

/** DEMO_PURCHASE_ORDERS validated at the last level by the accountant, and the supplier invoices received. */
async function loadPurchaseOrders(tx: Tx, demo: Demo) {
  const accountant = userId(demo, ACCOUNTANT);
  const [project] = await tx
    .select({ licenseId: projects.licenseId })
    .from(projects)
    .where(eq(projects.id, demo.projectId));
  const supplierIds = new Map(
    (
      await tx
        .select({ id: suppliers.id, name: suppliers.name })
        .from(suppliers)
        .where(eq(suppliers.licenseId, project!.licenseId))
    ).map((s) => [s.name, s.id]),
  );
  const vatItems = await tx
    .select({ id: projectFlagItems.id, factor: projectFlagItems.factor })
    .from(projectFlagItems)
    .where(eq(projectFlagItems.projectId, demo.projectId));
  const vatItemOf = (percent: string) =>
    vatItems.find((i) => i.factor !== null && new Decimal(i.factor).times(100).equals(percent))?.id ?? null;

  // The invoices received carry the project's invoice numbers in the order received, the last one being
  // lastInvoiceNumber, so the next invoice made in the app continues them (issue 12 item 11).
  const received = DEMO_PURCHASE_ORDERS.flatMap((order) => order.invoices).map((invoice, index) => ({
    invoice,
    index,
  }));
  received.sort((a, b) => a.invoice.date.localeCompare(b.invoice.date) || a.index - b.index);
  const invoiceNumbers = new Map(
    received.map(({ invoice }, i) => [invoice, DEMO_PROJECT.lastInvoiceNumber - received.length + 1 + i]),
  );

  for (const order of DEMO_PURCHASE_ORDERS) {
    const owner = userId(demo, order.owner);
    const supplierId = order.supplier ? (supplierIds.get(order.supplier) ?? null) : null;
    const prices = order.lines.map((line) =>
      computePoPrice({ unitPriceVatExcluded: line.unitPrice, unitVat: line.vat, quantity: line.quantity }),
    );
    const invoiced = order.lines.map((_, i) => sum(order.invoices.map((inv) => inv.amounts[i] ?? '0')));
    const remaining = prices.map((p, i) => new Decimal(p.priceTotal).minus(invoiced[i]!));
    const reference = formatDocumentNumber(DEMO_PROJECT.lastPoFormat, order.number);
    const [po] = await tx
      .insert(purchaseOrders)
      .values({
        projectId: demo.projectId,
        userId: owner,
        encoderId: owner,
        poNumber: order.number,
        poReference: reference,
        description: order.description,
        departmentNumber: order.department,
        supplierId,
        requestDate: order.requestDate,
        status: validatedLevel2,
        amount: sum(prices.map((p) => p.priceTotal)).toFixed(2),
        amountVat: sum(prices.map((p) => p.vatTotal)).toFixed(2),
        amountTotal: sum(prices.map((p) => p.priceVatTotal)).toFixed(2),
        expenseTotal: sum(invoiced).toFixed(2),
        consumed: remaining.every((r) => r.isZero()),
        sentAt: new Date(`${order.requestDate}T16:00:00Z`),
        lbValidatedId: accountant,
        lbValidatedWhen: new Date(order.validatedAt),
        version: 2,
        createdAt: new Date(`${order.requestDate}T15:00:00Z`),
        updatedAt: new Date(order.validatedAt),
      })
      .returning();
    const lines = await tx
      .insert(poItems)
      .values(
        order.lines.map((line, i) => ({
          projectId: demo.projectId,
          poId: po!.id,
          encoderId: owner,
          name: line.name,
          quantity: line.quantity,
          categoryId: demo.categoryId(line.category),
          vatFlagItemId: vatItemOf(line.vat),
          vatRate: line.vat,
          price: prices[i]!.unitPriceVatExcluded,
          priceVat: prices[i]!.unitPriceVatIncluded,
          priceTotal: prices[i]!.priceTotal,
          vatTotal: prices[i]!.vatTotal,
          priceVatTotal: prices[i]!.priceVatTotal,
          remainingAmount: remaining[i]!.toFixed(2),
          position: i,
        })),
      )
      .returning();
    for (const invoice of order.invoices) {
      const items = invoice.amounts.map((amount, i) => {
        const rate = new Decimal(order.lines[i]!.vat).dividedBy(100);
        const vat = new Decimal(amount).times(rate).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
        return { line: lines[i]!, rate, amount, vat: vat.toFixed(2), total: vat.plus(amount).toFixed(2) };
      });
      const receivedAt = new Date(`${invoice.date}T10:00:00Z`);
      const invoiceNumber = invoiceNumbers.get(invoice)!;
      const [sheet] = await tx
        .insert(expenseSheets)
        .values({
          projectId: demo.projectId,
          userId: owner,
          encoderId: accountant,
          title: formatDocumentNumber(DEMO_PROJECT.lastInvoiceFormat, invoiceNumber),
          invoiceNumber,
          kind: EXPENSE_KINDS.invoice,
          departmentNumber: order.department,
          status: validatedLevel2,
          amountTotal: sum(items.map((i) => i.total)).toFixed(2),
          submittedAt: receivedAt,
          level2By: accountant,
          level2At: new Date(`${invoice.date}T15:00:00Z`),
          poId: po!.id,
          supplierId,
          createdAt: receivedAt,
          updatedAt: receivedAt,
        })
        .returning();
      await tx.insert(expenseItems).values(
        items.map((item) => ({
          projectId: demo.projectId,
          userId: owner,
          encoderId: accountant,
          sheetId: sheet!.id,
          date: invoice.date,
          type: EXPENSE_KINDS.invoice,
          description: item.line.name,
          amount: item.amount,
          amountVat: item.vat,
          amountTotal: item.total,
          vatFlagItemId: item.line.vatFlagItemId,
          vatRate: item.rate.toString(),
          validated: validatedLevel2,
          departmentNumber: order.department,
          categoryId: item.line.categoryId,
          supplierId,
          poItemId: item.line.id,
          createdAt: receivedAt,
          updatedAt: receivedAt,
        })),
      );
    }
  }
}

/** DEMO_TRAVEL_SHEETS: mileage with its CO2, validated by the head of camera (level 1) and the accountant. */
async function loadTravelSheets(tx: Tx, demo: Demo) {
  const accountant = userId(demo, ACCOUNTANT);
  const headOfCamera = userId(demo, 'hod@demo.setledger.test');
  const factor = vehicleFactor(undefined);
  for (const sheet of DEMO_TRAVEL_SHEETS) {
    const owner = userId(demo, sheet.owner);
    const department = departmentOf(sheet.owner);
    const allowances = sheet.travels.map((t) =>
      new Decimal(t.km).times(DEMO_KM_RATE).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2),
    );
    const submittedAt = new Date(sheet.submittedAt);
    const [row] = await tx
      .insert(expenseSheets)
      .values({
        projectId: demo.projectId,
        userId: owner,
        encoderId: owner,
        title: sheet.title,
        departmentNumber: department,
        status: validatedLevel2,
        amountTotal: sum(allowances).toFixed(2),
        submittedAt,
        level1By: sheet.level1At ? headOfCamera : null,
        level1At: sheet.level1At ? new Date(sheet.level1At) : null,
        level2By: accountant,
        level2At: new Date(sheet.level2At),
        createdAt: submittedAt,
        updatedAt: new Date(sheet.level2At),
      })
      .returning();
    await tx.insert(expenseItems).values(
      sheet.travels.map((travel, i) => ({
        projectId: demo.projectId,
        userId: owner,
        encoderId: owner,
        sheetId: row!.id,
        date: travel.date,
        type: EXPENSE_KINDS.travel,
        description: travel.description,
        amount: allowances[i]!,
        amountTotal: allowances[i]!,
        validated: validatedLevel2,
        departmentNumber: department,
        categoryId: demo.categoryId('transport'),
        fromLocation: travel.from,
        toLocation: travel.to,
        km: travel.km,
        kgCoTwo: travelKgCo2(travel.km, factor.value),
        co2FactorKey: factor.key,
        co2FactorValue: factor.value,
        co2FactorUnit: factor.unit,
        co2FactorSource: factor.source,
        isInContract: true,
        createdAt: new Date(`${travel.date}T19:00:00Z`),
        updatedAt: new Date(sheet.level2At),
      })),
    );
  }
}

/** The demo's budget, EFC history and first weeks of validated activity (issue 12 item 33). */
export async function loadDemoBudget(tx: Tx, demo: Demo) {
  await loadBudget(tx, demo);
  await loadPurchaseOrders(tx, demo);
  await loadTravelSheets(tx, demo);
}
