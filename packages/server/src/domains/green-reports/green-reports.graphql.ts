import { builder } from '../../graphql/builder';
import { requireActor } from '../../graphql/context';
import { GREEN_REPORT_READERS } from '../../graphql/green-scopes';
import { CarbonEntryRef } from '../carbon/carbon-types.graphql';
import type {
  GreenReport,
  LeftOutGroup,
  ReportChapterFigures,
  ReportLineFigures,
  ReportQuantity,
} from './green-reports.service';
import * as reports from './green-reports.service';

/**
 * Who reads the green reports (001 §6, issue 16): administrators, production, canAccessGreenReporting,
 * canViewGreenTable, canViewReportingScreens, with the green module; Carbon'Clap also needs useReporting (the
 * service refuses it without).
 */
const READ_REPORTS = GREEN_REPORT_READERS;
const RULE = "project scope: the caller's project's ledger entries (green-reports.policy reportWhere)";

const QuantityRef = builder.objectRef<ReportQuantity>('GreenReportQuantity').implement({
  description:
    "A physical quantity the calculator asks for: key is a kind (diesel, electricity, red, cardboard...) or a Carbon'Clap means (means1 to means20); unit as the ledger's (km, passenger_km, kWh, litre, m3, kg, meal, room_night).",
  fields: (t) => ({
    key: t.exposeString('key'),
    unit: t.exposeString('unit'),
    quantity: t.expose('quantity', { type: 'Decimal' }),
  }),
});
const LineRef = builder.objectRef<ReportLineFigures>('GreenReportLine').implement({
  fields: (t) => ({
    key: t.exposeString('key'),
    kgCo2e: t.expose('kgCo2e', { type: 'Decimal' }),
    entries: t.exposeInt('entries'),
    quantities: t.expose('quantities', { type: [QuantityRef] }),
  }),
});
const ChapterRef = builder.objectRef<ReportChapterFigures>('GreenReportChapter').implement({
  fields: (t) => ({
    key: t.exposeString('key'),
    counted: t.exposeBoolean('counted', {
      description: "False: shown for information, not in the calculator's total (PEAR's other metrics).",
    }),
    kgCo2e: t.expose('kgCo2e', { type: 'Decimal' }),
    entries: t.exposeInt('entries'),
    lines: t.expose('lines', { type: [LineRef] }),
  }),
});
const LeftOutRef = builder.objectRef<LeftOutGroup>('GreenReportLeftOut').implement({
  description:
    "Entries the report's total leaves out: key 'category:N' (a carbon category without a line) or a reason (pearNoFoodMaterialsWaste).",
  fields: (t) => ({
    key: t.exposeString('key'),
    reason: t.exposeString('reason'),
    carbonCategory: t.exposeInt('carbonCategory', { nullable: true }),
    kgCo2e: t.expose('kgCo2e', { type: 'Decimal' }),
    entries: t.exposeInt('entries'),
  }),
});
const ReportRef = builder.objectRef<GreenReport>('GreenReport').implement({
  description:
    "A calculator's report from the ledger (issue 16), reconciled: ledgerKgCo2e = totalKgCo2e + leftOutKgCo2e for the same scope.",
  fields: (t) => ({
    kind: t.exposeString('kind'),
    from: t.string({ nullable: true, resolve: (r) => r.scope.from }),
    to: t.string({ nullable: true, resolve: (r) => r.scope.to }),
    includePending: t.boolean({ resolve: (r) => r.scope.includePending }),
    totalKgCo2e: t.expose('totalKgCo2e', { type: 'Decimal' }),
    ledgerKgCo2e: t.expose('ledgerKgCo2e', { type: 'Decimal' }),
    leftOutKgCo2e: t.expose('leftOutKgCo2e', { type: 'Decimal' }),
    totalEntries: t.exposeInt('totalEntries'),
    ledgerEntries: t.exposeInt('ledgerEntries'),
    chapters: t.expose('chapters', { type: [ChapterRef] }),
    leftOut: t.expose('leftOut', { type: [LeftOutRef] }),
  }),
});
type EntryPage = Awaited<ReturnType<typeof reports.getGreenReportLineEntries>>;
const EntryPageRef = builder.objectRef<EntryPage>('GreenReportLineEntries').implement({
  fields: (t) => ({
    items: t.expose('items', { type: [CarbonEntryRef] }),
    totalRecords: t.exposeInt('totalRecords'),
    kgCo2e: t.expose('kgCo2e', { type: 'Decimal' }),
  }),
});

builder.queryFields((t) => {
  const scopeArgs = {
    Report: t.arg.string({ description: 'carbonClap or pear.' }),
    From: t.arg.string({
      required: false,
      description: 'First day (YYYY-MM-DD) of the entries, on strDate.',
    }),
    To: t.arg.string({ required: false, description: 'Last day (YYYY-MM-DD).' }),
    IncludePending: t.arg.boolean({
      required: false,
      description: 'Count pending entries too (default no).',
    }),
  };
  return {
    GetGreenReport: t.field({
      extensions: { rule: RULE },
      type: ReportRef,
      description: "Carbon'Clap or PEAR from the ledger: chapters, lines, quantities and the reconciliation.",
      authScopes: READ_REPORTS,
      args: scopeArgs,
      resolve: (_root, args, ctx) =>
        reports.getGreenReport(ctx, requireActor(ctx), {
          report: args.Report,
          from: args.From,
          to: args.To,
          includePending: args.IncludePending,
        }),
    }),
    GetGreenReportDefault: t.field({
      extensions: { rule: "project settings: the caller's project's greenReporting and carbonModel" },
      type: 'String',
      description:
        "The project's default report: carbonClap or pear (greenReporting 3 or 4, else carbonModel).",
      authScopes: READ_REPORTS,
      resolve: (_root, _args, ctx) => reports.getGreenReportDefault(ctx, requireActor(ctx)),
    }),
    GetGreenReportLineEntries: t.field({
      extensions: { rule: RULE },
      type: EntryPageRef,
      description:
        "A page (Size 1 to 100, default 20) of a report line's entries, or of a left-out group's (Line 'category:N' or a reason).",
      authScopes: READ_REPORTS,
      args: {
        ...scopeArgs,
        Line: t.arg.string(),
        Offset: t.arg.int({ required: false }),
        Size: t.arg.int({ required: false }),
      },
      resolve: (_root, args, ctx) =>
        reports.getGreenReportLineEntries(ctx, requireActor(ctx), {
          report: args.Report,
          from: args.From,
          to: args.To,
          includePending: args.IncludePending,
          line: args.Line,
          offset: args.Offset,
          size: args.Size,
        }),
    }),
  };
});
