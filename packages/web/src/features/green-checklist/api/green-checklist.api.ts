import { queryOptions } from '@tanstack/react-query';
import { gqlRequest, gqlUpload } from '../../../lib/graphql';
import type { GreenChecklistAnswerInput } from '../../../lib/graphql-schema.generated';
import type {
  GreenChecklistEvidenceFieldsFragment,
  GreenChecklistPageFieldsFragment,
} from './fragments/green-checklist-page-fields.generated';
import { AddGreenChecklistDocumentDocument } from './operations/add-green-checklist-document.generated';
import { AddGreenChecklistEntriesDocument } from './operations/add-green-checklist-entries.generated';
import { DelGreenChecklistEvidenceDocument } from './operations/del-green-checklist-evidence.generated';
import {
  GetGreenChecklistDocument,
  type GetGreenChecklistQuery,
} from './operations/get-green-checklist.generated';
import { GetGreenChecklistEntryCandidatesDocument } from './operations/get-green-checklist-entry-candidates.generated';
import { GetGreenChecklistPageDocument } from './operations/get-green-checklist-page.generated';
import { GetGreenChecklistSuppliersDocument } from './operations/get-green-checklist-suppliers.generated';
import { SaveGreenChecklistPageDocument } from './operations/save-green-checklist-page.generated';

export type ChecklistHub = GetGreenChecklistQuery['GetGreenChecklist'];
export type ChecklistPage = GreenChecklistPageFieldsFragment;
export type ChecklistQuestion = ChecklistPage['questions'][number];
export type ChecklistEvidence = GreenChecklistEvidenceFieldsFragment;

export const checklistKeys = {
  all: ['green-checklist'] as const,
  hub: ['green-checklist', 'hub'] as const,
  page: (page: string) => ['green-checklist', 'page', page] as const,
  suppliers: ['green-checklist', 'suppliers'] as const,
  candidates: (formId: number, search: string) => ['green-checklist', 'candidates', formId, search] as const,
};

export async function getGreenChecklist() {
  return (await gqlRequest(GetGreenChecklistDocument)).GetGreenChecklist;
}
export async function getGreenChecklistPage(page: string) {
  return (await gqlRequest(GetGreenChecklistPageDocument, { page })).GetGreenChecklistPage;
}
export async function saveGreenChecklistPage(page: string, answers: GreenChecklistAnswerInput[]) {
  return (await gqlRequest(SaveGreenChecklistPageDocument, { page, answers })).SaveGreenChecklistPage;
}
export async function addGreenChecklistDocument(questionFormId: number, file: File) {
  const data = await gqlUpload(
    AddGreenChecklistDocumentDocument,
    { questionFormId, file: null },
    { path: 'variables.file', file, name: file.name },
  );
  return data.AddGreenChecklistDocument;
}
export async function addGreenChecklistEntries(questionFormId: number, entryIds: number[]) {
  return (await gqlRequest(AddGreenChecklistEntriesDocument, { questionFormId, entryIds }))
    .AddGreenChecklistEntries;
}
export async function delGreenChecklistEvidence(evidenceId: number) {
  return (await gqlRequest(DelGreenChecklistEvidenceDocument, { evidenceId })).DelGreenChecklistEvidence;
}
export async function getGreenChecklistEntryCandidates(questionFormId: number, search: string) {
  return (
    await gqlRequest(GetGreenChecklistEntryCandidatesDocument, { questionFormId, search: search || null })
  ).GetGreenChecklistEntryCandidates;
}

export const greenChecklistQuery = () =>
  queryOptions({ queryKey: checklistKeys.hub, queryFn: getGreenChecklist, staleTime: 0 });
export const greenChecklistPageQuery = (page: string) =>
  queryOptions({
    queryKey: checklistKeys.page(page),
    queryFn: () => getGreenChecklistPage(page),
    staleTime: 0,
  });
export const entryCandidatesQuery = (formId: number, search: string) =>
  queryOptions({
    queryKey: checklistKeys.candidates(formId, search),
    queryFn: () => getGreenChecklistEntryCandidates(formId, search),
  });

/** The license's suppliers, to name the supplier of a Yes from the list (its id is kept with the name). */
export const checklistSuppliersQuery = () =>
  queryOptions({
    queryKey: checklistKeys.suppliers,
    queryFn: async () => (await gqlRequest(GetGreenChecklistSuppliersDocument)).GetSuppliers,
  });
