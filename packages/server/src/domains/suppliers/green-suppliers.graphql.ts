import { builder, CONFIG_SCOPES } from '../../graphql/builder';
import { requireActor } from '../../graphql/context';
import type { GreenSupplierRow, GreenSupplierRowError } from './green-suppliers.import';
import * as service from './green-suppliers.service';

/** Whoever manages suppliers (CONFIG_SCOPES), in a project that uses green suppliers (001 §6 useGreenSupplier). */
const IMPORT = { $all: { module: 'useGreenSupplier', $any: CONFIG_SCOPES } } as const;

const RowErrorRef = builder.objectRef<GreenSupplierRowError>('GreenSupplierRowError').implement({
  fields: (t) => ({
    row: t.exposeInt('row'),
    column: t.exposeString('column', { description: "The column's header as written in the file." }),
    field: t.exposeString('field', {
      description: 'A column key (name, vat, email...) or row (a duplicate).',
    }),
    value: t.exposeString('value'),
    message: t.exposeString('message', { description: "The reason, in the caller's language." }),
  }),
});

const RowRef = builder.objectRef<GreenSupplierRow>('GreenSupplierRow').implement({
  fields: (t) => ({
    row: t.exposeInt('row', { description: 'The line of the file (1 is the header).' }),
    outcome: t.exposeString('outcome', { description: 'new, update (an existing supplier) or error.' }),
    name: t.string({ resolve: (r) => r.values.name }),
    vat: t.string({ resolve: (r) => r.values.vat }),
    email: t.string({ resolve: (r) => r.values.email }),
    phone: t.string({ resolve: (r) => r.values.phone }),
    contactName: t.string({ resolve: (r) => r.values.contactName }),
    greenLabel: t.string({ resolve: (r) => r.values.greenLabel }),
    greenLabelDate: t.string({ resolve: (r) => r.values.greenLabelDate }),
    supplierId: t.exposeInt('supplierId', { nullable: true, description: 'The supplier an update changes.' }),
    supplierName: t.exposeString('supplierName', { nullable: true }),
    errors: t.field({ type: [RowErrorRef], resolve: (r) => r.errors }),
  }),
});

const ResultRef = builder.objectRef<service.GreenSupplierImport>('GreenSupplierImport').implement({
  fields: (t) => ({
    committed: t.exposeBoolean('committed'),
    rows: t.field({ type: [RowRef], resolve: (r) => r.rows }),
    newCount: t.int({ resolve: (r) => r.rows.filter((row) => row.outcome === 'new').length }),
    updateCount: t.int({ resolve: (r) => r.rows.filter((row) => row.outcome === 'update').length }),
    errorCount: t.int({ resolve: (r) => r.rows.filter((row) => row.outcome === 'error').length }),
    created: t.exposeInt('created', { description: 'Suppliers created by the confirm.' }),
    updated: t.exposeInt('updated', { description: 'Existing suppliers marked green by the confirm.' }),
  }),
});

builder.mutationFields((t) => ({
  LoadGreenSuppliers: t.field({
    type: ResultRef,
    description:
      "Imports a list of green suppliers (xlsx or csv, multipart upload; up to 1 MB and 2,000 rows). Commit false: a preview of every row (new, update of the license's supplier with the same VAT number, else name, or its errors); nothing is written. Commit true: in one transaction every valid row is written and marked green; refused with BAD_USER_INPUT (extensions.rowErrors) while a row has an error, unless ValidRowsOnly.",
    extensions: {
      rule: "license scope: matches and writes only the caller's license's suppliers (suppliers.policy)",
    },
    authScopes: IMPORT,
    args: {
      File: t.arg({ type: 'File' }),
      Commit: t.arg.boolean(),
      ValidRowsOnly: t.arg.boolean({ required: false }),
    },
    resolve: (_root, args, ctx) =>
      service.loadGreenSuppliers(ctx, requireActor(ctx), {
        file: args.File,
        commit: args.Commit,
        validRowsOnly: args.ValidRowsOnly,
        lang: ctx.lang,
      }),
  }),
}));
