import { builder } from '../../graphql/builder';
import { requireActor } from '../../graphql/context';
import { EDIT } from './budget.graphql';
import type { ImportAccount } from './budget-import.accounts';
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
    accountColumn: t.exposeInt('accountColumn', {
      nullable: true,
      description: 'Set when the sheet maps by account (then department and category columns are null).',
    }),
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
    field: t.exposeString('field', { description: 'account, department, category, description or amount.' }),
    value: t.exposeString('value'),
    message: t.exposeString('message'),
  }),
});

const RowRef = builder.objectRef<ImportRow>('BudgetImportRow').implement({
  fields: (t) => ({
    row: t.exposeInt('row'),
    kind: t.exposeString('kind', {
      description: 'data (a budget line), heading, subtotal or total: only data rows are imported.',
    }),
    account: t.exposeString('account', {
      nullable: true,
      description: 'The account the line counts in (its heading’s, its own, else its description).',
    }),
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

const AccountRef = builder.objectRef<ImportAccount>('BudgetImportAccount').implement({
  description:
    'An account of the file: its lines and total, and the department and category they go to — the ones ' +
    'the user confirmed, else a suggestion from the account’s name (or null).',
  fields: (t) => ({
    account: t.exposeString('account'),
    label: t.exposeString('label'),
    rowCount: t.exposeInt('rowCount'),
    total: t.expose('total', { type: 'Decimal' }),
    departmentNumber: t.exposeInt('departmentNumber', { nullable: true }),
    categoryId: t.exposeInt('categoryId', { nullable: true }),
    confirmed: t.exposeBoolean('confirmed'),
  }),
});

const ResultRef = builder.objectRef<BudgetImportResult>('BudgetImportResult').implement({
  fields: (t) => ({
    committed: t.exposeBoolean('committed'),
    rows: t.field({ type: [RowRef], resolve: (r) => r.rows }),
    errors: t.field({ type: [RowErrorRef], resolve: (r) => r.rows.flatMap((row) => row.errors) }),
    rowCount: t.int({ resolve: (r) => r.rows.length, description: 'Every row read, skipped ones included.' }),
    dataRowCount: t.exposeInt('dataRowCount', { description: 'Rows that are budget lines.' }),
    skippedCount: t.exposeInt('skippedCount', { description: 'Headings, subtotals and totals (skipped).' }),
    errorCount: t.exposeInt('errorCount', { description: 'Budget lines with at least one error.' }),
    total: t.expose('total', { type: 'Decimal', description: 'The sum of the lines without an error.' }),
    accounts: t.field({
      type: [AccountRef],
      nullable: true,
      description: 'With an account column: every account of the file, in its order.',
      resolve: (r) => r.accounts,
    }),
    imported: t.exposeInt('imported'),
    replaced: t.exposeInt('replaced', { description: 'Existing lines deleted by Replace.' }),
  }),
});

const AccountMappingInput = builder.inputType('BudgetImportAccountInput', {
  description: 'The department and category the user confirmed for an account of the file.',
  fields: (t) => ({
    account: t.string(),
    departmentNumber: t.int({ required: false }),
    categoryId: t.int({ required: false }),
  }),
});

const MappingInput = builder.inputType('BudgetImportMappingInput', {
  description:
    'The sheet (by name, else 1-based index, else the first), the header row and 1-based columns: an account ' +
    'column (with the confirmed accounts), or a department and a category column.',
  fields: (t) => ({
    sheet: t.string({ required: false }),
    sheetIndex: t.int({ required: false }),
    headerRow: t.int(),
    accountColumn: t.int({ required: false }),
    departmentColumn: t.int({ required: false }),
    categoryColumn: t.int({ required: false }),
    descriptionColumn: t.int({ required: false }),
    amountColumn: t.int(),
    accounts: t.field({ type: [AccountMappingInput], required: false }),
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
      'Commit false: a preview of every row (kind, resolved names, errors). Commit true: writes the budget lines in one transaction, only when no line has an error (else BAD_USER_INPUT with extensions.rowErrors), or with ValidRowsOnly the lines without an error (the others in errors); headings, subtotals and totals are skipped; Replace deletes the existing lines first.',
    authScopes: EDIT,
    args: {
      File: t.arg({ type: 'File' }),
      Mapping: t.arg({ type: MappingInput }),
      Commit: t.arg.boolean(),
      Replace: t.arg.boolean({ required: false }),
      ValidRowsOnly: t.arg.boolean({ required: false }),
    },
    resolve: (_root, args, ctx) =>
      service.importBudgetLines(ctx, requireActor(ctx), {
        file: args.File,
        mapping: args.Mapping,
        commit: args.Commit,
        replace: args.Replace,
        validRowsOnly: args.ValidRowsOnly,
        lang: ctx.lang,
      }),
  }),
}));
