import {
  GREEN_REPORT_KINDS,
  type GreenReportKind,
  greenReportPageSchema,
  greenReportScopeSchema,
} from '@setledger/shared/green/green-reports.schemas';
import { Decimal } from 'decimal.js';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor';
import { badInput, forbidden } from '../../core/errors';
import { parseInput } from '../../core/input';
import type { Services } from '../../core/services';
import type { Tx } from '../../db/client';
import { carbonEntries } from '../carbon';
import { projects } from '../projects';
import { REPORT_DEFINITIONS, type ReportDefinition } from './green-reports.definitions';
import { readsReport, reportWhere } from './green-reports.policy';
import * as sqlq from './green-reports.sql';

export type { ReportScope } from './green-reports.sql';

const kg = (value: Decimal) => value.toFixed(2);
const plus = (a: Decimal, b: string | null) => a.plus(b ?? 0);

export interface ReportQuantity {
  key: string;
  unit: string;
  quantity: string;
}
export interface ReportLineFigures {
  key: string;
  kgCo2e: string;
  entries: number;
  quantities: ReportQuantity[];
}
export interface ReportChapterFigures {
  key: string;
  counted: boolean;
  kgCo2e: string;
  entries: number;
  lines: ReportLineFigures[];
}
/** A group of entries the report's total leaves out: a carbon category it has no line for, or a stated reason. */
export interface LeftOutGroup {
  key: string;
  reason: string;
  carbonCategory: number | null;
  kgCo2e: string;
  entries: number;
}
export interface GreenReport {
  kind: GreenReportKind;
  scope: sqlq.ReportScope;
  totalKgCo2e: string;
  ledgerKgCo2e: string;
  leftOutKgCo2e: string;
  totalEntries: number;
  ledgerEntries: number;
  chapters: ReportChapterFigures[];
  leftOut: LeftOutGroup[];
}

/**
 * A report from the ledger (issue 16): every entry of the scope goes to the first report line matching it, or is
 * left out; kg CO2e and the physical quantities are summed in two grouped statements, exactly (numeric), and
 * rounded once here. The ledger's total for the scope = the report's total + what it leaves out.
 */
export async function buildReport(
  tx: Tx,
  policyWhere: SQL,
  kind: GreenReportKind,
  scope: sqlq.ReportScope,
): Promise<GreenReport> {
  const definition = REPORT_DEFINITIONS[kind];
  const where = sqlq.scopeWhere(policyWhere, scope);
  const totals = await sqlq.totalsByLine(tx, definition, where);
  const quantities = await sqlq.quantitiesByLine(tx, definition, where);
  const byLine = new Map<string, { kg: Decimal; entries: number }>();
  let ledger = new Decimal(0);
  let ledgerEntries = 0;
  for (const row of totals) {
    ledger = plus(ledger, row.kg);
    ledgerEntries += row.entries;
    if (row.lineKey === null) continue;
    const line = byLine.get(row.lineKey) ?? { kg: new Decimal(0), entries: 0 };
    byLine.set(row.lineKey, { kg: plus(line.kg, row.kg), entries: line.entries + row.entries });
  }
  let total = new Decimal(0);
  let totalEntries = 0;
  const leftOut: LeftOutGroup[] = [];
  const chapters = definition.chapters.map((chapter) => {
    const lines = chapter.lines.map((line) => {
      const figures = byLine.get(line.key) ?? { kg: new Decimal(0), entries: 0 };
      return {
        key: line.key,
        kgCo2e: kg(figures.kg),
        entries: figures.entries,
        quantities: quantities
          .filter((q) => q.lineKey === line.key)
          // means2 before means10: keys in natural order.
          .sort((a, b) => a.key.localeCompare(b.key, 'en', { numeric: true }) || a.unit.localeCompare(b.unit))
          .map((q) => ({ key: q.key, unit: q.unit, quantity: new Decimal(q.quantity).toFixed(2) })),
      };
    });
    const chapterKg = chapter.lines.reduce(
      (sum, line) => sum.plus(byLine.get(line.key)?.kg ?? 0),
      new Decimal(0),
    );
    const entries = lines.reduce((n, line) => n + line.entries, 0);
    if (chapter.counted) {
      total = total.plus(chapterKg);
      totalEntries += entries;
    } else if (entries > 0)
      leftOut.push({
        key: chapter.leftOutReason ?? chapter.key,
        reason: chapter.leftOutReason ?? chapter.key,
        carbonCategory: null,
        kgCo2e: kg(chapterKg),
        entries,
      });
    return { key: chapter.key, counted: chapter.counted, kgCo2e: kg(chapterKg), entries, lines };
  });
  const unmatched = totals.filter((row) => row.lineKey === null).sort((a, b) => a.category - b.category);
  for (const row of unmatched)
    leftOut.push({
      key: `category:${row.category}`,
      reason: 'notInReport',
      carbonCategory: row.category,
      kgCo2e: kg(new Decimal(row.kg ?? 0)),
      entries: row.entries,
    });
  return {
    kind,
    scope,
    totalKgCo2e: kg(total),
    ledgerKgCo2e: kg(ledger),
    leftOutKgCo2e: kg(ledger.minus(total)),
    totalEntries,
    ledgerEntries,
    chapters,
    leftOut,
  };
}

function parseKind(report: unknown): GreenReportKind {
  if (!GREEN_REPORT_KINDS.includes(report as GreenReportKind)) throw badInput('report');
  return report as GreenReportKind;
}

function readable(actor: Actor, kind: GreenReportKind) {
  if (!readsReport(actor, kind)) throw forbidden();
}

export interface ReportInput {
  report: unknown;
  from?: unknown;
  to?: unknown;
  includePending?: unknown;
}

export function parseReportInput(actor: Actor, input: ReportInput) {
  const kind = parseKind(input.report);
  readable(actor, kind);
  const scope = parseInput(greenReportScopeSchema, {
    from: input.from,
    to: input.to,
    includePending: input.includePending,
  });
  return { kind, scope };
}

/** GetGreenReport: one report of the caller's project, with its reconciliation against the ledger. */
export async function getGreenReport(services: Services, actor: Actor, input: ReportInput) {
  const { kind, scope } = parseReportInput(actor, input);
  return buildReport(services.db, reportWhere(actor, kind), kind, scope);
}

/**
 * The project's default report (issue 16): greenReporting 3 is Carbon'Clap, 4 PEAR (001 §9), else its
 * carbonModel read the same way; Carbon'Clap when neither says, PEAR when the caller may read only that.
 */
export async function getGreenReportDefault(services: Services, actor: Actor): Promise<GreenReportKind> {
  const [project] = await services.db
    .select({ greenReporting: projects.greenReporting, carbonModel: projects.carbonModel })
    .from(projects)
    .where(eq(projects.id, actor.projectId));
  const mode = [3, 4].includes(project?.greenReporting ?? 0)
    ? project!.greenReporting
    : (project?.carbonModel ?? 0);
  const preferred: GreenReportKind = mode === REPORT_DEFINITIONS.pear.reportingMode ? 'pear' : 'carbonClap';
  if (readsReport(actor, preferred)) return preferred;
  const other = GREEN_REPORT_KINDS.find((kind) => readsReport(actor, kind));
  if (!other) throw forbidden();
  return other;
}

/** The entries of a report line or of a left-out group ('category:4', a reason): the drill-down's condition. */
function lineWhere(definition: ReportDefinition, line: string): SQL {
  const lineKey = sqlq.lineKeySql(definition);
  const category = /^category:(\d{1,2})$/.exec(line);
  if (category) return sql`${lineKey} is null and ${carbonEntries.carbonCategory} = ${Number(category[1])}`;
  const reasonChapter = definition.chapters.find((c) => !c.counted && c.leftOutReason === line);
  if (reasonChapter)
    return sql`${lineKey} in (${sql.join(
      reasonChapter.lines.map((l) => sql`${l.key}::text`),
      sql`, `,
    )})`;
  if (definition.chapters.some((c) => c.lines.some((l) => l.key === line))) return sql`${lineKey} = ${line}`;
  throw badInput('line');
}

/** GetGreenReportLineEntries: a page of the entries one line of a report holds (its drill-down). */
export async function getGreenReportLineEntries(
  services: Services,
  actor: Actor,
  input: ReportInput & { line: unknown; offset?: unknown; size?: unknown },
) {
  const { kind, scope } = parseReportInput(actor, input);
  const page = parseInput(greenReportPageSchema, {
    line: input.line,
    offset: input.offset,
    size: input.size,
  });
  const where = sqlq.scopeWhere(reportWhere(actor, kind), scope);
  const condition = lineWhere(REPORT_DEFINITIONS[kind], page.line);
  return sqlq.entriesOfLine(services.db, sql`${where} and ${condition}`, page);
}
