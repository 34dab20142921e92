import { queryOptions } from '@tanstack/react-query';
import { gqlRequest } from '../../../lib/graphql';
import type { CarbonEntryFilterInput, CarbonEntryInput } from '../../../lib/graphql-schema.generated';
import type { CarbonEntryFieldsFragment } from './fragments/carbon-entry-fields.generated';
import type { CarbonRecomputeFieldsFragment } from './fragments/carbon-recompute-fields.generated';
import { AddUpdCarbonEntryDocument } from './operations/add-upd-carbon-entry.generated';
import { ApplyCarbonRecomputeDocument } from './operations/apply-carbon-recompute.generated';
import { DelCarbonEntryDocument } from './operations/del-carbon-entry.generated';
import { GetCarbonCategoryMappingsDocument } from './operations/get-carbon-category-mappings.generated';
import {
  GetCarbonEntriesDocument,
  type GetCarbonEntriesQuery,
} from './operations/get-carbon-entries.generated';
import { GetCarbonEntryDocument, type GetCarbonEntryQuery } from './operations/get-carbon-entry.generated';
import { GetCarbonEntryDuplicatesDocument } from './operations/get-carbon-entry-duplicates.generated';
import { GetCarbonFactorOverridesDocument } from './operations/get-carbon-factor-overrides.generated';
import { GetCarbonLedgerLogDocument } from './operations/get-carbon-ledger-log.generated';
import { GetCarbonVariablesDocument } from './operations/get-carbon-variables.generated';
import { GetGreenFilterTemplatesDocument } from './operations/get-green-filter-templates.generated';
import { PreviewCarbonRecomputeDocument } from './operations/preview-carbon-recompute.generated';
import { SetCarbonCategoryMappingDocument } from './operations/set-carbon-category-mapping.generated';
import { SetCarbonFactorOverrideDocument } from './operations/set-carbon-factor-override.generated';

export type CarbonEntry = CarbonEntryFieldsFragment;
export type CarbonEntryPage = GetCarbonEntriesQuery['GetCarbonEntries'];
export type CarbonEntryDetail = GetCarbonEntryQuery['GetCarbonEntry'];
export type CarbonRecompute = CarbonRecomputeFieldsFragment;
export type GreenTableFilter = CarbonEntryFilterInput;

export const greenKeys = {
  all: ['green'] as const,
  entries: (filter: GreenTableFilter, offset: number, size: number) =>
    ['green', 'entries', filter, offset, size] as const,
  entry: (id: number) => ['green', 'entry', id] as const,
  duplicates: (id: number) => ['green', 'duplicates', id] as const,
  overrides: ['green', 'overrides'] as const,
  preview: ['green', 'recompute-preview'] as const,
  log: ['green', 'log'] as const,
  mappings: ['green', 'mappings'] as const,
  variables: (search: string) => ['green', 'variables', search] as const,
  templates: ['green', 'filter-templates'] as const,
};

/** The carbon templates the green table filters by (templateId, 000 §3). */
export const getGreenFilterTemplates = async () =>
  (await gqlRequest(GetGreenFilterTemplatesDocument, {})).GetCarbonTemplates;

export async function getCarbonEntries(filter: GreenTableFilter, offset: number, size: number) {
  const data = await gqlRequest(GetCarbonEntriesDocument, { filter, offset, size });
  return data.GetCarbonEntries;
}
export async function getCarbonEntry(id: number) {
  const data = await gqlRequest(GetCarbonEntryDocument, { id });
  return data.GetCarbonEntry;
}
export async function getCarbonEntryDuplicates(id: number | null) {
  const data = await gqlRequest(GetCarbonEntryDuplicatesDocument, { id });
  return data.GetCarbonEntryDuplicates;
}
export async function addUpdCarbonEntry(id: number | null, entry: CarbonEntryInput) {
  const data = await gqlRequest(AddUpdCarbonEntryDocument, { id, entry });
  return data.AddUpdCarbonEntry.entry;
}
export async function delCarbonEntry(id: number) {
  const data = await gqlRequest(DelCarbonEntryDocument, { id });
  return data.DelCarbonEntry;
}
export async function setCarbonFactorOverride(input: { factorKey: string; value: string; reason: string }) {
  const data = await gqlRequest(SetCarbonFactorOverrideDocument, input);
  return data.SetCarbonFactorOverride;
}
export async function getCarbonFactorOverrides() {
  const data = await gqlRequest(GetCarbonFactorOverridesDocument, { factorKey: null });
  return data.GetCarbonFactorOverrides;
}
export async function previewCarbonRecompute() {
  const data = await gqlRequest(PreviewCarbonRecomputeDocument);
  return data.PreviewCarbonRecompute;
}
export async function applyCarbonRecompute(reason: string | null) {
  const data = await gqlRequest(ApplyCarbonRecomputeDocument, { reason });
  return data.ApplyCarbonRecompute;
}
export async function getCarbonLedgerLog() {
  const data = await gqlRequest(GetCarbonLedgerLogDocument, { offset: 0, size: 50 });
  return data.GetCarbonLedgerLog;
}
export async function getCarbonCategoryMappings() {
  const data = await gqlRequest(GetCarbonCategoryMappingsDocument);
  return data.GetCarbonCategoryMappings;
}
export async function setCarbonCategoryMapping(input: {
  budgetCategoryId: number;
  carbonCategory: number | null;
  kgCo2ePerCurrency: string | null;
}) {
  const data = await gqlRequest(SetCarbonCategoryMappingDocument, input);
  return data.SetCarbonCategoryMapping;
}
export async function getCarbonVariables(searchText: string) {
  const data = await gqlRequest(GetCarbonVariablesDocument, { searchText: searchText || null });
  return data.GetCarbonVariables;
}

/** TanStack Query options of each read: one key and one fetch per operation. */
export const carbonEntriesQuery = (filter: GreenTableFilter, offset: number, size: number) =>
  queryOptions({
    queryKey: greenKeys.entries(filter, offset, size),
    queryFn: () => getCarbonEntries(filter, offset, size),
  });
export const carbonEntryQuery = (id: number) =>
  queryOptions({ queryKey: greenKeys.entry(id), queryFn: () => getCarbonEntry(id) });
export const carbonEntryDuplicatesQuery = (id: number) =>
  queryOptions({ queryKey: greenKeys.duplicates(id), queryFn: () => getCarbonEntryDuplicates(id) });
export const carbonFactorOverridesQuery = () =>
  queryOptions({ queryKey: greenKeys.overrides, queryFn: getCarbonFactorOverrides });
export const carbonRecomputePreviewQuery = () =>
  queryOptions({ queryKey: greenKeys.preview, queryFn: previewCarbonRecompute });
export const carbonLedgerLogQuery = () =>
  queryOptions({ queryKey: greenKeys.log, queryFn: getCarbonLedgerLog });
export const carbonCategoryMappingsQuery = () =>
  queryOptions({ queryKey: greenKeys.mappings, queryFn: getCarbonCategoryMappings });
export const carbonVariablesQuery = (search: string) =>
  queryOptions({ queryKey: greenKeys.variables(search), queryFn: () => getCarbonVariables(search) });
