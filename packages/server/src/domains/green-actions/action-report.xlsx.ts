import { ACTION_REPORT_EXPORT_MAX } from '@setledger/shared/green/action-plans.constants';
import { languageCodeToTag } from '@setledger/shared/i18n/languages';
import type { Actor } from '../../core/actor';
import { AppError } from '../../core/errors';
import type { Services } from '../../core/services';
import { serverText } from '../../core/texts';
import { excelJs } from '../../lib/lazy-modules';
import { readsActions } from './green-actions.policy';
import { allActionsOf } from './green-actions.service';

const STATUS_TEXT: Record<string, number> = { todo: 11, inProgress: 12, done: 13, cancelled: 14 };

/** The filter of the action report screen, from the query string (?status=&ownerId=&planId=&overdue=1). */
export function actionReportFilterOf(search: URLSearchParams) {
  const int = (name: string) => (search.get(name) ? Number(search.get(name)) : null);
  return {
    status: search.get('status') || null,
    ownerId: int('ownerId'),
    planId: int('planId'),
    overdue: search.get('overdue') === '1' || search.get('overdue') === 'true',
  };
}

/**
 * The action report as an xlsx (issue 16): every action of the filter (at most 5000), its plan, owner, due date
 * as a date cell, status in the caller's words, overdue, expected saving as a number. Null for a caller who may
 * not read action plans (the route answers 404).
 */
export async function actionReportXlsx(services: Services, actor: Actor, filter: unknown) {
  if (!readsActions(actor)) return null;
  const lang = languageCodeToTag(actor.language);
  const t = (n: number) => serverText('green-actions', n, lang);
  let actions: Awaited<ReturnType<typeof allActionsOf>>;
  try {
    actions = await allActionsOf(services, actor, filter, ACTION_REPORT_EXPORT_MAX);
  } catch (error) {
    // A filter the screen never sends (a hand-made link): no file, as for a missing one.
    if (error instanceof AppError && error.code === 'BAD_USER_INPUT') return null;
    throw error;
  }
  const workbook = new (excelJs().Workbook)();
  const sheet = workbook.addWorksheet(t(34).slice(0, 31));
  sheet.columns = [
    { header: t(35), key: 'plan', width: 30 },
    { header: t(4), key: 'title', width: 40 },
    { header: t(6), key: 'owner', width: 24 },
    { header: t(7), key: 'due', width: 14, style: { numFmt: 'yyyy-mm-dd' } },
    { header: t(8), key: 'status', width: 16 },
    { header: t(16), key: 'overdue', width: 10 },
    { header: t(31), key: 'expected', width: 18, style: { numFmt: '0.00' } },
    { header: t(32), key: 'formId', width: 14 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const a of actions)
    sheet.addRow({
      plan: a.planTitle,
      title: a.title,
      owner: a.ownerName ?? '',
      due: a.dueDate ? new Date(`${a.dueDate}T00:00:00Z`) : null,
      status: t(STATUS_TEXT[a.status] ?? 11),
      overdue: a.isOverdue ? t(16) : '',
      expected: a.expectedKgCo2e === null ? null : Number(a.expectedKgCo2e),
      formId: a.formId,
    });
  const body = Buffer.from(await workbook.xlsx.writeBuffer());
  const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
  return {
    body,
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    fileName: `action_report_${stamp}.xlsx`,
  };
}
