import { builder } from '../../graphql/builder';
import { requireActor } from '../../graphql/context';
import { GREEN_REPORT_READERS } from '../../graphql/green-scopes';
import * as service from './green-production.service';
import type { ChecklistSection, ReportSection } from './green-production-sections';

/** The production summary, prerequisites and final report (001 §6): the green readers and canViewReportingScreens. */
const READ = GREEN_REPORT_READERS;
const PROJECT_RULE = "project scope: the caller's project's ledger, in aggregate (green-production.policy)";

const EntryCountRef = builder.objectRef<service.EntryCount>('GreenEntryCount').implement({
  description: 'A number of ledger entries and their kg CO2e.',
  fields: (t) => ({ count: t.exposeInt('count'), kgCo2e: t.exposeString('kgCo2e') }),
});

const PrerequisitesRef = builder.objectRef<service.Prerequisites>('GreenPrerequisites').implement({
  description:
    'What is missing before a report can be produced: unverified entries, estimates, pending entries (excluded ones count nowhere) and the carbon categories 0-21 without data.',
  fields: (t) => ({
    total: t.expose('total', { type: EntryCountRef }),
    unverified: t.expose('unverified', { type: EntryCountRef }),
    estimates: t.expose('estimates', { type: EntryCountRef }),
    pending: t.expose('pending', { type: EntryCountRef }),
    missingCategories: t.exposeIntList('missingCategories'),
  }),
});

type CategoryShape = service.Footprint['byCategory'][number];
const FootprintCategoryRef = builder.objectRef<CategoryShape>('GreenFootprintCategory').implement({
  fields: (t) => ({
    category: t.exposeInt('category'),
    total: t.expose('total', { type: EntryCountRef }),
    actual: t.expose('actual', { type: EntryCountRef }),
    pending: t.expose('pending', { type: EntryCountRef }),
    estimates: t.expose('estimates', { type: EntryCountRef }),
  }),
});

const FootprintRef = builder.objectRef<service.Footprint>('GreenFootprint').implement({
  description: 'The gross footprint (actual + pending), by category; excluded entries apart.',
  fields: (t) => ({
    total: t.expose('total', { type: EntryCountRef }),
    actual: t.expose('actual', { type: EntryCountRef }),
    pending: t.expose('pending', { type: EntryCountRef }),
    excluded: t.expose('excluded', { type: EntryCountRef }),
    byCategory: t.expose('byCategory', { type: [FootprintCategoryRef] }),
  }),
});

type RemovalsShape = NonNullable<service.GreenProduction['removals']>;
const ProductionRemovalsRef = builder.objectRef<RemovalsShape>('GreenProductionRemovals').implement({
  description: 'Removals and offsets shown apart: gross emissions, purchased and retired removals, net.',
  fields: (t) => ({
    grossKgCo2e: t.exposeString('grossKgCo2e'),
    removedKgCo2e: t.exposeString('removedKgCo2e'),
    removalKgCo2e: t.exposeString('removalKgCo2e'),
    offsetKgCo2e: t.exposeString('offsetKgCo2e'),
    plannedKgCo2e: t.exposeString('plannedKgCo2e'),
    netKgCo2e: t.exposeString('netKgCo2e'),
  }),
});

const ActionCountsShapeRef = builder
  .objectRef<service.GreenProduction['actions']>('GreenProductionActions')
  .implement({
    fields: (t) => ({
      total: t.exposeInt('total'),
      todo: t.exposeInt('todo'),
      inProgress: t.exposeInt('inProgress'),
      done: t.exposeInt('done'),
      cancelled: t.exposeInt('cancelled'),
      overdue: t.exposeInt('overdue'),
    }),
  });

const ChapterRef = builder.objectRef<{ key: string; kgCo2e: string }>('GreenReportChapterTotal').implement({
  fields: (t) => ({ key: t.exposeString('key'), kgCo2e: t.exposeString('kgCo2e') }),
});
const ReportSectionRef = builder.objectRef<ReportSection>('GreenProductionReport').implement({
  fields: (t) => ({
    kind: t.exposeString('kind'),
    totalKgCo2e: t.exposeString('totalKgCo2e'),
    ledgerKgCo2e: t.exposeString('ledgerKgCo2e'),
    leftOutKgCo2e: t.exposeString('leftOutKgCo2e'),
    chapters: t.expose('chapters', { type: [ChapterRef] }),
  }),
});
type DepartmentScore = ChecklistSection['departments'][number];
const DepartmentScoreRef = builder
  .objectRef<DepartmentScore>('GreenProductionChecklistDepartment')
  .implement({
    fields: (t) => ({
      name: t.exposeString('name'),
      formId: t.exposeInt('formId'),
      score: t.exposeInt('score'),
      maxScore: t.exposeInt('maxScore'),
      answered: t.exposeInt('answered'),
      questions: t.exposeInt('questions'),
    }),
  });
const ChecklistSectionRef = builder.objectRef<ChecklistSection>('GreenProductionChecklist').implement({
  fields: (t) => ({
    score: t.exposeInt('score'),
    maxScore: t.exposeInt('maxScore'),
    answered: t.exposeInt('answered'),
    questions: t.exposeInt('questions'),
    departments: t.expose('departments', { type: [DepartmentScoreRef] }),
  }),
});

const GreenProductionRef = builder.objectRef<service.GreenProduction>('GreenProduction').implement({
  description:
    'The production summary (issue 16): footprint, removals apart, calculator reports and checklist score when available, actions.',
  fields: (t) => ({
    footprint: t.expose('footprint', { type: FootprintRef }),
    prerequisites: t.expose('prerequisites', { type: PrerequisitesRef }),
    removals: t.expose('removals', {
      type: ProductionRemovalsRef,
      nullable: true,
      description: 'Null without useCarbonRemoval or the right to read removals.',
    }),
    actions: t.expose('actions', { type: ActionCountsShapeRef }),
    reports: t.expose('reports', { type: [ReportSectionRef] }),
    checklist: t.expose('checklist', { type: ChecklistSectionRef, nullable: true }),
  }),
});

builder.queryFields((t) => ({
  GetGreenPrerequisites: t.field({
    extensions: { rule: PROJECT_RULE },
    type: PrerequisitesRef,
    authScopes: READ,
    resolve: (_root, _args, ctx) => service.getGreenPrerequisites(ctx, requireActor(ctx)),
  }),
  GetGreenProduction: t.field({
    extensions: { rule: PROJECT_RULE },
    type: GreenProductionRef,
    authScopes: READ,
    resolve: (_root, _args, ctx) => service.getGreenProduction(ctx, requireActor(ctx)),
  }),
}));
