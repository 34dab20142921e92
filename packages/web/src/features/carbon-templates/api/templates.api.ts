import { queryOptions } from '@tanstack/react-query';
import { gqlRequest } from '../../../lib/graphql';
import type {
  CarbonTemplateApplicationInput,
  CarbonTemplateInput,
} from '../../../lib/graphql-schema.generated';
import { AddUpdCarbonTemplateDocument } from './operations/add-upd-carbon-template.generated';
import { ApplyCarbonTemplateDocument } from './operations/apply-carbon-template.generated';
import { DelCarbonTemplateDocument } from './operations/del-carbon-template.generated';
import {
  GetCarbonTemplatesDocument,
  type GetCarbonTemplatesQuery,
} from './operations/get-carbon-templates.generated';
import { GetTemplateFactorsDocument } from './operations/get-template-factors.generated';
import { PreviewCarbonTemplateDocument } from './operations/preview-carbon-template.generated';
import { UndoCarbonTemplateApplicationDocument } from './operations/undo-carbon-template-application.generated';

export type CarbonTemplate = GetCarbonTemplatesQuery['GetCarbonTemplates'][number];
export type TemplateApplication = CarbonTemplate['applications'][number];

export const templateKeys = {
  all: ['carbon-templates'] as const,
  list: ['carbon-templates', 'list'] as const,
  preview: (id: number, application: CarbonTemplateApplicationInput) =>
    ['carbon-templates', 'preview', id, application] as const,
  factors: (search: string) => ['carbon-templates', 'factors', search] as const,
};

export const templatesQuery = () =>
  queryOptions({
    queryKey: templateKeys.list,
    queryFn: async () => (await gqlRequest(GetCarbonTemplatesDocument, {})).GetCarbonTemplates,
  });

export const previewQuery = (id: number, application: CarbonTemplateApplicationInput) =>
  queryOptions({
    queryKey: templateKeys.preview(id, application),
    queryFn: async () =>
      (await gqlRequest(PreviewCarbonTemplateDocument, { id, application })).PreviewCarbonTemplate,
    retry: false,
  });

export const factorsQuery = (search: string) =>
  queryOptions({
    queryKey: templateKeys.factors(search),
    queryFn: async () =>
      (
        await gqlRequest(GetTemplateFactorsDocument, { searchText: search || null })
      ).GetCarbonVariables.filter((v) => v.kind === 'factor'),
  });

export async function addUpdCarbonTemplate(id: number | null, template: CarbonTemplateInput) {
  return (await gqlRequest(AddUpdCarbonTemplateDocument, { id, template })).AddUpdCarbonTemplate;
}
export async function delCarbonTemplate(id: number) {
  return (await gqlRequest(DelCarbonTemplateDocument, { id })).DelCarbonTemplate;
}
export async function applyCarbonTemplate(id: number, application: CarbonTemplateApplicationInput) {
  return (await gqlRequest(ApplyCarbonTemplateDocument, { id, application })).ApplyCarbonTemplate;
}
export async function undoCarbonTemplateApplication(id: number) {
  return (await gqlRequest(UndoCarbonTemplateApplicationDocument, { id })).UndoCarbonTemplateApplication;
}
