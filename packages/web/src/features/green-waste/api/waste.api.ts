import { queryOptions } from '@tanstack/react-query';
import { gqlRequest } from '../../../lib/graphql';
import type { WasteEntryInput, WasteFilterInput } from '../../../lib/graphql-schema.generated';
import { AddUpdWasteEntryDocument } from './operations/add-upd-waste-entry.generated';
import { DelWasteEntryDocument } from './operations/del-waste-entry.generated';
import {
  GetWasteEntriesDocument,
  type GetWasteEntriesQuery,
  type WasteEntryFieldsFragment,
} from './operations/get-waste-entries.generated';

export type WastePage = GetWasteEntriesQuery['GetWasteEntries'];
export type WasteEntry = WasteEntryFieldsFragment;
export type WasteFilter = WasteFilterInput;

export const wasteKeys = {
  all: ['waste'] as const,
  entries: (filter: WasteFilter) => ['waste', 'entries', filter] as const,
};

export const wasteEntriesQuery = (filter: WasteFilter) =>
  queryOptions({
    queryKey: wasteKeys.entries(filter),
    queryFn: async () => (await gqlRequest(GetWasteEntriesDocument, { filter })).GetWasteEntries,
  });

export async function addUpdWasteEntry(id: number | null, entry: WasteEntryInput) {
  return (await gqlRequest(AddUpdWasteEntryDocument, { id, entry })).AddUpdWasteEntry;
}
export async function delWasteEntry(id: number) {
  return (await gqlRequest(DelWasteEntryDocument, { id })).DelWasteEntry;
}
