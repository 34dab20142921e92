import { queryOptions } from '@tanstack/react-query';
import { gqlRequest } from '../../../lib/graphql';
import { GetGreenReportDocument, type GetGreenReportQuery } from './operations/get-green-report.generated';
import { GetGreenReportDefaultDocument } from './operations/get-green-report-default.generated';
import {
  GetGreenReportLineEntriesDocument,
  type GetGreenReportLineEntriesQuery,
} from './operations/get-green-report-line-entries.generated';

export type GreenReportKind = 'carbonClap' | 'pear';
export type GreenReport = GetGreenReportQuery['GetGreenReport'];
export type GreenReportChapter = GreenReport['chapters'][number];
export type GreenReportLine = GreenReportChapter['lines'][number];
export type GreenReportLineEntries = GetGreenReportLineEntriesQuery['GetGreenReportLineEntries'];

/** The scope a report is read with: a period on the entries' day and whether pending entries count. */
export interface GreenReportScope {
  from: string | null;
  to: string | null;
  includePending: boolean;
}

export const greenReportKeys = {
  all: ['green-reports'] as const,
  report: (kind: GreenReportKind, scope: GreenReportScope) => ['green-reports', kind, scope] as const,
  defaultKind: ['green-reports', 'default'] as const,
  line: (kind: GreenReportKind, line: string, scope: GreenReportScope, offset: number) =>
    ['green-reports', kind, 'line', line, scope, offset] as const,
};

export const greenReportQuery = (kind: GreenReportKind, scope: GreenReportScope) =>
  queryOptions({
    queryKey: greenReportKeys.report(kind, scope),
    queryFn: async () =>
      (await gqlRequest(GetGreenReportDocument, { report: kind, ...scope })).GetGreenReport,
  });

export const greenReportDefaultQuery = () =>
  queryOptions({
    queryKey: greenReportKeys.defaultKind,
    queryFn: async () => (await gqlRequest(GetGreenReportDefaultDocument, {})).GetGreenReportDefault,
  });

export const LINE_PAGE_SIZE = 10;

export const greenReportLineQuery = (
  kind: GreenReportKind,
  line: string,
  scope: GreenReportScope,
  offset: number,
) =>
  queryOptions({
    queryKey: greenReportKeys.line(kind, line, scope, offset),
    queryFn: async () =>
      (
        await gqlRequest(GetGreenReportLineEntriesDocument, {
          report: kind,
          line,
          ...scope,
          offset,
          size: LINE_PAGE_SIZE,
        })
      ).GetGreenReportLineEntries,
  });

/** The file of a report (xlsx or PDF) with its scope in the query string. */
export function greenReportFileUrl(kind: GreenReportKind, format: 'xlsx' | 'pdf', scope: GreenReportScope) {
  const params = new URLSearchParams();
  if (scope.from) params.set('from', scope.from);
  if (scope.to) params.set('to', scope.to);
  if (scope.includePending) params.set('pending', '1');
  const query = params.toString();
  return `/files/green-reports/${kind}.${format}${query ? `?${query}` : ''}`;
}
