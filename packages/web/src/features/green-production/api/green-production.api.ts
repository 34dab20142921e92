import { queryOptions } from '@tanstack/react-query';
import { gqlRequest } from '../../../lib/graphql';
import { GetGreenPrerequisitesDocument } from './operations/get-green-prerequisites.generated';
import {
  GetGreenProductionDocument,
  type GetGreenProductionQuery,
} from './operations/get-green-production.generated';

export type GreenProduction = GetGreenProductionQuery['GetGreenProduction'];

export const productionKeys = {
  all: ['green-production'] as const,
  summary: ['green-production', 'summary'] as const,
  prerequisites: ['green-production', 'prerequisites'] as const,
};

export const greenProductionQuery = () =>
  queryOptions({
    queryKey: productionKeys.summary,
    queryFn: async () => (await gqlRequest(GetGreenProductionDocument)).GetGreenProduction,
    staleTime: 0,
  });
export const greenPrerequisitesQuery = () =>
  queryOptions({
    queryKey: productionKeys.prerequisites,
    queryFn: async () => (await gqlRequest(GetGreenPrerequisitesDocument)).GetGreenPrerequisites,
    staleTime: 0,
  });

/** The final report for the funder (GET, bearer token): served only to allowed callers. */
export const FINAL_REPORT_URL = '/files/final-report.pdf';
