import { builder } from '../../graphql/builder';
import { requireActor } from '../../graphql/context';
import * as dashboards from './carbon-dashboards.service';
import * as entries from './carbon-entries.service';
import { CarbonEntryFilterRef, CarbonEntryInputRef } from './carbon-inputs.graphql';
import * as mappings from './carbon-mappings.service';
import * as measureFactors from './carbon-measure-factors.service';
import * as overrides from './carbon-overrides.service';
import { CarbonEntryPageRef, GreenDashboardRef } from './carbon-totals.graphql';
import {
  CarbonCategoryMappingRef,
  CarbonEntryDetailRef,
  CarbonEntryRef,
  CarbonFactorOverrideRef,
  CarbonLedgerLogRef,
  CarbonMeasureFactorsRef,
  CarbonRecomputeRef,
  CarbonVariableRef,
} from './carbon-types.graphql';
import * as variables from './carbon-variables.service';

/** Who reads the ledger (001 §6): administrators, production, canAccessGreenReporting, canViewGreenTable. */
export const READ = {
  $all: {
    module: 'useGreen',
    $any: { adminOrProd: true, anyRight: ['canAccessGreenReporting', 'canViewGreenTable'] },
  },
} as const;
/** Who changes it: administrators, production, canAccessGreenReporting. */
export const EDIT = {
  $all: { module: 'useGreen', $any: { adminOrProd: true, right: 'canAccessGreenReporting' } },
} as const;
/** A person's own footprint: any member of a project with the green module. */
const OWN = { $all: { module: 'useGreen', authenticated: true } } as const;
/** Factors a formula or a translation references (001 §7.5): translators and the configuration's people too. */
const VARIABLES = {
  $any: {
    translator: true,
    adminOrProd: true,
    anyRight: ['canAccessGreenReporting', 'canViewGreenTable', 'canAccessConfig'],
  },
} as const;

builder.queryFields((t) => ({
  GetCarbonVariables: t.field({
    extensions: {
      rule: "reference data: the sourced factors, with the value in force in the caller's project (its overrides)",
    },
    type: [CarbonVariableRef],
    description:
      'Emission factors (value in force in the project, source, year) and entry fields; at most 200.',
    authScopes: VARIABLES,
    args: { SearchText: t.arg.string({ required: false }) },
    resolve: (_root, args, ctx) =>
      variables.getCarbonVariables(ctx, requireActor(ctx), { searchText: args.SearchText }),
  }),
  GetCarbonMeasureFactors: t.field({
    extensions: {
      rule: "project scope: the caller's project's budget category (another project's is NOT_FOUND); reference data for any member entering an expense item or a PO line",
    },
    type: CarbonMeasureFactorsRef,
    description:
      'The emission factors that fit the carbon category a budget category is mapped to, with the value in force.',
    authScopes: { authenticated: true },
    args: { CategoryId: t.arg.int() },
    resolve: (_root, args, ctx) =>
      measureFactors.getCarbonMeasureFactors(ctx, requireActor(ctx), { categoryId: args.CategoryId }),
  }),
  GetUserGreenDashboard: t.field({
    extensions: {
      rule: "ownership: the caller's own footprint in their project (carbon.policy ownFootprintWhere)",
    },
    type: GreenDashboardRef,
    description: 'The caller’s own footprint (001 §3.4).',
    authScopes: OWN,
    resolve: (_root, _args, ctx) => dashboards.getUserGreenDashboard(ctx, requireActor(ctx)),
  }),
  GetAdminGreenDashboard: t.field({
    extensions: { rule: "project scope: the caller's project's entries (carbon.policy visibleWhere)" },
    type: GreenDashboardRef,
    description: 'The production’s footprint (001 §3.4) by category, department, phase and month.',
    authScopes: READ,
    resolve: (_root, _args, ctx) => dashboards.getAdminGreenDashboard(ctx, requireActor(ctx)),
  }),
  GetCarbonEntries: t.field({
    extensions: { rule: "project scope: the caller's project's entries (carbon.policy visibleWhere)" },
    type: CarbonEntryPageRef,
    description:
      'The green table: a page (Size 1 to 100, default 20) of the filtered entries, their count and totals.',
    authScopes: READ,
    args: {
      Filter: t.arg({ type: CarbonEntryFilterRef, required: false }),
      Offset: t.arg.int({ required: false }),
      Size: t.arg.int({ required: false }),
    },
    resolve: (_root, args, ctx) =>
      entries.getCarbonEntries(ctx, requireActor(ctx), {
        filter: args.Filter,
        offset: args.Offset,
        size: args.Size,
      }),
  }),
  GetCarbonEntry: t.field({
    extensions: { rule: "project scope: another project's entry is NOT_FOUND (carbon.policy visibleWhere)" },
    type: CarbonEntryDetailRef,
    description: 'One entry with its provenance: quantity × factor = result, source, year, override.',
    authScopes: READ,
    args: { CarbonEntryId: t.arg.int() },
    resolve: (_root, args, ctx) =>
      entries.getCarbonEntry(ctx, requireActor(ctx), { entryId: args.CarbonEntryId }),
  }),
  GetCarbonEntryDuplicates: t.field({
    extensions: { rule: "project scope: another project's entry is NOT_FOUND (carbon.policy visibleWhere)" },
    type: [CarbonEntryRef],
    description:
      'The duplicate check (001 §5): same category, day and kg CO2e or quantity. No id: Invalid ID.',
    authScopes: READ,
    args: { CarbonEntryId: t.arg.int({ required: false }) },
    resolve: (_root, args, ctx) =>
      entries.getCarbonEntryDuplicates(ctx, requireActor(ctx), { entryId: args.CarbonEntryId }),
  }),
  GetCarbonFactorOverrides: t.field({
    extensions: { rule: "project scope: the caller's project's overrides" },
    type: [CarbonFactorOverrideRef],
    description: 'The project’s factor overrides, newest first (one key, or all); at most 500.',
    authScopes: READ,
    args: { FactorKey: t.arg.string({ required: false }) },
    resolve: (_root, args, ctx) =>
      overrides.getCarbonFactorOverrides(ctx, requireActor(ctx), { factorKey: args.FactorKey }),
  }),
  PreviewCarbonRecompute: t.field({
    extensions: { rule: "project scope: the caller's project's entries" },
    type: CarbonRecomputeRef,
    description:
      'What a recompute would change (entries computed with factors no longer in force), changing nothing.',
    authScopes: EDIT,
    resolve: (_root, _args, ctx) => overrides.previewCarbonRecompute(ctx, requireActor(ctx)),
  }),
  GetCarbonLedgerLog: t.field({
    extensions: { rule: "project scope: the caller's project's log" },
    type: [CarbonLedgerLogRef],
    description: 'Overrides, mappings and recomputes, newest first (Size 1 to 100, default 20).',
    authScopes: READ,
    args: { Offset: t.arg.int({ required: false }), Size: t.arg.int({ required: false }) },
    resolve: (_root, args, ctx) =>
      overrides.getCarbonLedgerLog(ctx, requireActor(ctx), { offset: args.Offset, size: args.Size }),
  }),
  GetCarbonCategoryMappings: t.field({
    extensions: { rule: "project scope: the caller's project's mappings" },
    type: [CarbonCategoryMappingRef],
    authScopes: READ,
    resolve: (_root, _args, ctx) => mappings.getCarbonCategoryMappings(ctx, requireActor(ctx)),
  }),
}));

builder.mutationFields((t) => ({
  AddUpdCarbonEntry: t.field({
    extensions: {
      rule: "project scope: manual entries of the caller's project (carbon.policy editableWhere); a source's entry is CONFLICT",
    },
    type: CarbonEntryDetailRef,
    description: 'A manual entry (no id) or a change of one; entries of a source follow it (CONFLICT).',
    authScopes: EDIT,
    args: {
      CarbonEntryId: t.arg.int({ required: false }),
      CarbonEntry: t.arg({ type: CarbonEntryInputRef }),
    },
    resolve: (_root, args, ctx) =>
      entries.addUpdCarbonEntry(ctx, requireActor(ctx), {
        entryId: args.CarbonEntryId,
        entry: args.CarbonEntry,
      }),
  }),
  DelCarbonEntry: t.int({
    extensions: {
      rule: "project scope: manual entries of the caller's project (carbon.policy editableWhere); a source's entry is CONFLICT",
    },
    authScopes: EDIT,
    args: { CarbonEntryId: t.arg.int() },
    resolve: (_root, args, ctx) =>
      entries.delCarbonEntry(ctx, requireActor(ctx), { entryId: args.CarbonEntryId }),
  }),
  SetCarbonFactorOverride: t.field({
    extensions: { rule: "project scope: an override of the caller's project" },
    type: CarbonFactorOverrideRef,
    description:
      'The project’s own value of a factor, with why; existing entries change by ApplyCarbonRecompute.',
    authScopes: EDIT,
    args: { FactorKey: t.arg.string(), Value: t.arg.string(), Reason: t.arg.string() },
    resolve: (_root, args, ctx) =>
      overrides.setCarbonFactorOverride(ctx, requireActor(ctx), {
        factorKey: args.FactorKey,
        value: args.Value,
        reason: args.Reason,
      }),
  }),
  ApplyCarbonRecompute: t.field({
    extensions: { rule: "project scope: the caller's project's entries, in one transaction" },
    type: CarbonRecomputeRef,
    description: 'Recomputes every entry whose factor changed, in one transaction, and logs it.',
    authScopes: EDIT,
    args: { Reason: t.arg.string({ required: false }) },
    resolve: (_root, args, ctx) =>
      overrides.applyCarbonRecompute(ctx, requireActor(ctx), { reason: args.Reason }),
  }),
  SetCarbonCategoryMapping: t.field({
    extensions: { rule: "project scope: a budget category of the caller's project, else NOT_FOUND" },
    type: CarbonCategoryMappingRef,
    nullable: true,
    description:
      'Maps a budget category to a carbon category (null removes it), with an optional kg per currency unit.',
    authScopes: EDIT,
    args: {
      BudgetCategoryId: t.arg.int(),
      CarbonCategory: t.arg.int({ required: false }),
      KgCo2ePerCurrency: t.arg.string({ required: false }),
    },
    resolve: (_root, args, ctx) =>
      mappings.setCarbonCategoryMapping(ctx, requireActor(ctx), {
        budgetCategoryId: args.BudgetCategoryId,
        carbonCategory: args.CarbonCategory,
        kgCo2ePerCurrency: args.KgCo2ePerCurrency,
      }),
  }),
}));
