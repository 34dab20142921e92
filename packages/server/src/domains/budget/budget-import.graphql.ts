import { builder } from '../../graphql/builder';
import { requireActor } from '../../graphql/context';
import { EDIT } from './budget.graphql';
import type { ImportRow, ImportRowError } from './budget-import.rows';
import type { BudgetImportFileInfo, BudgetImportResult } from './budget-import.service';
import * as service from './budget-import.service';

const ColumnRef = builder.objectRef<BudgetImportFileInfo['columns'][number]>('BudgetImportColumn').implement({
  description:
    'A column of the sheet: its 1-based number, its letter and its header name (the letter if blank).',
  fields: (t) => ({
    number: t.exposeInt('number'),
    letter: t.exposeString('letter'),
    name: t.exposeString('name'),
  }),
});

const SampleRowRef = builder
  .objectRef<BudgetImportFileInfo['sample'][number]>('BudgetImportSampleRow')
  .implement({
    fields: (t) => ({
      row: t.exposeInt('row'),
      cells: t.exposeStringList('cells'),
    }),
  });

const MappingRef = builder.objectRef<BudgetImportFileInfo['suggestion']>('BudgetImportMapping').implement({
  description: 'A suggested mapping from the header names: 1-based columns, null when no header matched.',
  fields: (t) => ({
    sheet: t.exposeString('sheet'),
    headerRow: t.exposeInt('headerRow'),
    departmentColumn: t.exposeInt('departmentColumn', { nullable: true }),
    categoryColumn: t.exposeInt('categoryColumn', { nullable: true }),
    descriptionColumn: t.exposeInt('descriptionColumn', { nullable: true }),
    amountColumn: t.exposeInt('amountColumn', { nullable: true }),
  }),
});

const FileRef = builder.objectRef<BudgetImportFileInfo>('BudgetImportFile').implement({
  fields: (t) => ({
    sheets: t.exposeStringList('sheets'),
    sheet: t.exposeString('sheet', { description: 'The sheet read: the chosen one, else the first.' }),
    headerRow: t.exposeInt('headerRow'),
    columns: t.field({ type: [ColumnRef], resolve: (r) => r.columns }),
    sample: t.field({ type: [SampleRowRef], resolve: (r) => r.sample }),
    rowCount: t.exposeInt('rowCount', { description: 'Rows under the header, blank rows skipped.' }),
    suggestion: t.field({ type: MappingRef, resolve: (r) => r.suggestion }),
  }),
});

const RowErrorRef = builder.objectRef<ImportRowError>('BudgetImportRowError').implement({
  fields: (t) => ({
    row: t.exposeInt('row'),
    column: t.exposeString('column'),
    field: t.exposeString('field', { description: 'department, category, description or amount.' }),
    value: t.exposeString('value'),
    message: t.exposeString('message'),
  }),
});

const RowRef = builder.objectRef<ImportRow>('BudgetImportRow').implement({
  fields: (t) => ({
    row: t.exposeInt('row'),
    departmentNumber: t.exposeInt('departmentNumber', { nullable: true }),
    departmentName: t.exposeString('departmentName', { nullable: true }),
    categoryId: t.exposeInt('categoryId', { nullable: true }),
    categoryName: t.exposeString('categoryName', { nullable: true }),
    costCenter: t.exposeString('costCenter', { nullable: true }),
    description: t.exposeString('description'),
    amount: t.expose('amount', { type: 'Decimal', nullable: true }),
    errors: t.field({ type: [RowErrorRef], resolve: (r) => r.errors }),
  }),
});

const ResultRef = builder.objectRef<BudgetImportResult>('BudgetImportResult').implement({
  fields: (t) => ({
    committed: t.exposeBoolean('committed'),
    rows: t.field({ type: [RowRef], resolve: (r) => r.rows }),
    errors: t.field({ type: [RowErrorRef], resolve: (r) => r.rows.flatMap((row) => row.errors) }),
    rowCount: t.int({ resolve: (r) => r.rows.length }),
    errorCount: t.exposeInt('errorCount', { description: 'Rows with at least one error.' }),
    total: t.expose('total', { type: 'Decimal', description: 'The sum of the rows without an error.' }),
    imported: t.exposeInt('imported'),
    replaced: t.exposeInt('replaced', { description: 'Existing lines deleted by Replace.' }),
  }),
});

const MappingInput = builder.inputType('BudgetImportMappingInput', {
  description: 'The sheet (by name, else 1-based index, else the first), the header row and 1-based columns.',
  fields: (t) => ({
    sheet: t.string({ required: false }),
    sheetIndex: t.int({ required: false }),
    headerRow: t.int(),
    departmentColumn: t.int(),
    categoryColumn: t.int(),
    descriptionColumn: t.int({ required: false }),
    amountColumn: t.int(),
  }),
});

builder.queryFields((t) => ({
  ReadBudgetImportFile: t.field({
    type: FileRef,
    description:
      'Reads an xlsx file (multipart upload): sheets, header columns, first rows, suggested mapping.',
    authScopes: EDIT,
    args: {
      File: t.arg({ type: 'File' }),
      Sheet: t.arg.string({ required: false }),
      HeaderRow: t.arg.int({ required: false }),
    },
    resolve: (_root, args) =>
      service.readBudgetImportFile({ file: args.File, sheet: args.Sheet, headerRow: args.HeaderRow }),
  }),
}));

builder.mutationFields((t) => ({
  ImportBudgetLines: t.field({
    type: ResultRef,
    description:
      'Commit false: a preview with per-row errors. Commit true: writes every line in one transaction, only when no row has an error (else BAD_USER_INPUT with extensions.rowErrors); Replace deletes the existing lines first.',
    authScopes: EDIT,
    args: {
      File: t.arg({ type: 'File' }),
      Mapping: t.arg({ type: MappingInput }),
      Commit: t.arg.boolean(),
      Replace: t.arg.boolean({ required: false }),
    },
    resolve: (_root, args, ctx) =>
      service.importBudgetLines(ctx, requireActor(ctx), {
        file: args.File,
        mapping: args.Mapping,
        commit: args.Commit,
        replace: args.Replace,
        lang: ctx.lang,
      }),
  }),
}));
