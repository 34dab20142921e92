/**
 * The green reports' public module (issue 16): the two calculator reports from the one carbon ledger, for the
 * final report and any other domain that shows them.
 */
import type { GreenReportKind } from '@setledger/shared/green/green-reports.schemas';
import { inProject } from '../../core/scope';
import type { Tx } from '../../db/client';
import { carbonEntries } from '../carbon';
import { buildReport, type ReportScope } from './green-reports.service';

export type { GreenReport } from './green-reports.service';

/**
 * A report's totals for a project (the final report calls it inside its transaction): its total, the ledger's
 * for the same scope and the difference, by chapter and by left-out group; decimals as strings, 2 places.
 * The caller has already checked who may read the project's reports.
 */
export async function greenReportSummary(
  tx: Tx,
  projectId: number,
  kind: GreenReportKind,
  scope: Partial<ReportScope> = {},
) {
  const report = await buildReport(tx, inProject(carbonEntries, { projectId }), kind, {
    from: scope.from ?? null,
    to: scope.to ?? null,
    includePending: scope.includePending ?? false,
  });
  return {
    kind: report.kind,
    totalKgCo2e: report.totalKgCo2e,
    ledgerKgCo2e: report.ledgerKgCo2e,
    leftOutKgCo2e: report.leftOutKgCo2e,
    chapters: report.chapters.map((c) => ({ key: c.key, kgCo2e: c.kgCo2e })),
    leftOut: report.leftOut.map((g) => ({ key: g.key, kgCo2e: g.kgCo2e, entries: g.entries })),
  };
}
