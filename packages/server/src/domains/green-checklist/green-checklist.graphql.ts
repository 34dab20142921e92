import type {
  ChecklistDepartment,
  ChecklistQuestion,
  ChecklistSection,
} from '@setledger/shared/green/checklist.catalogue';
import { builder } from '../../graphql/builder';
import { requireActor } from '../../graphql/context';
import { GREEN_REPORT_EDITORS, GREEN_REPORT_READERS } from '../../graphql/green-scopes';
import { maxItems } from '../../graphql/input-rules';
import * as evidence from './checklist-evidence.service';
import type { ChecklistScore } from './checklist-score';
import * as service from './green-checklist.service';
import type { ChecklistAnswerRow, ChecklistEvidenceRow } from './green-checklist.sql';

/** Who reads the checklist (001 §6): administrators, production and the green/reporting readers, with useGreen. */
const READ = GREEN_REPORT_READERS;
/** Who answers it and attaches evidence: administrators, production, canAccessGreenReporting. */
const ANSWER = GREEN_REPORT_EDITORS;
const PROJECT_RULE =
  "project scope: the caller's project's checklist (green-checklist.policy), else NOT_FOUND";

const title = (formId: number, ctx: Parameters<typeof requireActor>[0]) =>
  service.catalogueText(formId, requireActor(ctx).language);

type Scored<T> = T & ChecklistScore;

const SectionRef = builder
  .objectRef<Scored<{ section: ChecklistSection }>>('GreenChecklistSection')
  .implement({
    description: 'A section of the production department (001 §3.16) with its score.',
    fields: (t) => ({
      sectionId: t.string({ resolve: (r) => r.section.sectionId }),
      formId: t.int({ resolve: (r) => r.section.formId }),
      title: t.string({ resolve: (r, _a, ctx) => title(r.section.formId, ctx) }),
      questionFormIds: t.intList({ resolve: (r) => r.section.questions.map((q) => q.formId) }),
      score: t.exposeInt('score'),
      maxScore: t.exposeInt('maxScore'),
      answered: t.exposeInt('answered'),
      questions: t.exposeInt('questions'),
    }),
  });

const DepartmentRef = builder
  .objectRef<Scored<{ department: ChecklistDepartment; sections: Scored<{ section: ChecklistSection }>[] }>>(
    'GreenChecklistDepartment',
  )
  .implement({
    description:
      'A checklist department (formId 299-318, id 0-19, URL-style name) with its score: a Yes earns the points, N/A takes them out of the maximum.',
    fields: (t) => ({
      id: t.int({ resolve: (r) => r.department.id }),
      formId: t.int({ resolve: (r) => r.department.formId }),
      name: t.string({ resolve: (r) => r.department.name }),
      title: t.string({ resolve: (r, _a, ctx) => title(r.department.formId, ctx) }),
      sections: t.field({ type: [SectionRef], resolve: (r) => r.sections }),
      score: t.exposeInt('score'),
      maxScore: t.exposeInt('maxScore'),
      answered: t.exposeInt('answered'),
      questions: t.exposeInt('questions'),
    }),
  });

const ChecklistRef = builder
  .objectRef<Awaited<ReturnType<typeof service.getGreenChecklist>>>('GreenChecklist')
  .implement({
    description: 'The project’s green checklist: total score, answered progress and every department.',
    fields: (t) => ({
      score: t.int({ resolve: (r) => r.total.score }),
      maxScore: t.int({ resolve: (r) => r.total.maxScore }),
      answered: t.int({ resolve: (r) => r.total.answered }),
      questions: t.int({ resolve: (r) => r.total.questions }),
      departments: t.field({
        type: [DepartmentRef],
        resolve: (r) => r.departments.map((d) => ({ ...d, department: d.department })),
      }),
    }),
  });

const AnswerRef = builder.objectRef<ChecklistAnswerRow>('GreenChecklistAnswer').implement({
  description: 'An answer: 11 No, 12 Yes, 13 N/A, with the supplier or explanation a Yes gave.',
  fields: (t) => ({
    answer: t.exposeInt('answer'),
    supplierName: t.exposeString('supplierName'),
    supplierId: t.exposeInt('supplierId', { nullable: true }),
    explanation: t.exposeString('explanation'),
    answeredAt: t.expose('answeredAt', { type: 'DateTime' }),
  }),
});

export const EvidenceRef = builder.objectRef<ChecklistEvidenceRow>('GreenChecklistEvidence').implement({
  description:
    'What backs an answer: a document (downloaded from fileUrl with the bearer token) or a ledger entry of the project.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    questionFormId: t.exposeInt('questionFormId'),
    kind: t.exposeString('kind'),
    label: t.string({
      resolve: (r) => (r.kind === 'document' ? (r.fileName ?? '') : (r.entryDescription ?? '')),
    }),
    fileType: t.exposeString('fileType', { nullable: true }),
    fileSize: t.exposeInt('fileSize', { nullable: true }),
    fileUrl: t.string({
      nullable: true,
      resolve: (r) => (r.kind === 'document' ? `/files/checklist-evidence/${r.id}` : null),
    }),
    entryId: t.exposeInt('carbonEntryId', { nullable: true }),
    entryDate: t.string({ nullable: true, resolve: (r) => r.entryDate }),
    kgCo2e: t.string({ nullable: true, resolve: (r) => r.entryKgCo2e }),
  }),
});

type PageQuestion = service.ChecklistPage['questions'][number];
const QuestionRef = builder.objectRef<PageQuestion>('GreenChecklistQuestion').implement({
  description: 'A question of a department page with the project’s answer and evidence.',
  fields: (t) => ({
    formId: t.int({ resolve: (r) => r.question.formId }),
    text: t.string({ resolve: (r, _a, ctx) => title(r.question.formId, ctx) }),
    availablePoints: t.int({ resolve: (r) => r.question.availablePoints }),
    asks: t.string({
      nullable: true,
      description: "What a Yes asks for: 'supplier', 'explanation' or null.",
      resolve: (r) => r.question.asks,
    }),
    sectionId: t.string({ nullable: true, resolve: (r) => r.sectionId }),
    hasSuggestions: t.boolean({
      description: 'The question names ledger entries (factor keys or carbon categories) that can back it.',
      resolve: (r: { question: ChecklistQuestion }) => r.question.evidence !== undefined,
    }),
    answer: t.field({ type: AnswerRef, nullable: true, resolve: (r) => r.answer }),
    evidence: t.field({ type: [EvidenceRef], resolve: (r) => r.evidence }),
  }),
});

const PageRef = builder.objectRef<service.ChecklistPage>('GreenChecklistPage').implement({
  description: 'A department page of the checklist (peach-pear-plum/:page).',
  fields: (t) => ({
    department: t.field({
      type: DepartmentRef,
      resolve: (r) => ({
        department: r.department,
        sections: r.sections.map((s) => ({ section: s.section, ...s.score })),
        ...r.score,
      }),
    }),
    questions: t.field({ type: [QuestionRef], resolve: (r) => r.questions }),
  }),
});

type Candidate = Awaited<ReturnType<typeof evidence.getGreenChecklistEntryCandidates>>[number];
const CandidateRef = builder.objectRef<Candidate>('GreenChecklistEntryCandidate').implement({
  description:
    'A ledger entry of the project that can back an answer; suggested when it matches the question.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    description: t.exposeString('description'),
    strDate: t.exposeString('strDate'),
    kgCo2e: t.exposeString('kgCo2e'),
    factorKey: t.exposeString('factorKey', { nullable: true }),
    carbonCategory: t.exposeInt('carbonCategory'),
    suggested: t.boolean({ resolve: (r) => r.suggested === true }),
  }),
});

const AnswerInputRef = builder.inputType('GreenChecklistAnswerInput', {
  description: 'One answer: the question formId, 11 No / 12 Yes / 13 N/A, the supplier or explanation.',
  fields: (t) => ({
    questionFormId: t.int(),
    answer: t.int(),
    supplierName: t.string({ required: false }),
    supplierId: t.int({ required: false }),
    explanation: t.string({ required: false }),
  }),
});

builder.queryFields((t) => ({
  GetGreenChecklist: t.field({
    extensions: { rule: PROJECT_RULE },
    type: ChecklistRef,
    authScopes: READ,
    resolve: (_root, _args, ctx) => service.getGreenChecklist(ctx, requireActor(ctx)),
  }),
  GetGreenChecklistPage: t.field({
    extensions: { rule: PROJECT_RULE },
    type: PageRef,
    description: 'A department page by its URL-style name; an unknown name is NOT_FOUND.',
    authScopes: READ,
    args: { Page: t.arg.string() },
    resolve: (_root, args, ctx) => service.getGreenChecklistPage(ctx, requireActor(ctx), { page: args.Page }),
  }),
  GetGreenChecklistEntryCandidates: t.field({
    extensions: { rule: PROJECT_RULE },
    type: [CandidateRef],
    description:
      'Entries of the project’s ledger matching the question (suggested first), or whose description holds Search; at most 50.',
    authScopes: READ,
    args: { QuestionFormId: t.arg.int(), Search: t.arg.string({ required: false }) },
    resolve: (_root, args, ctx) =>
      evidence.getGreenChecklistEntryCandidates(ctx, requireActor(ctx), {
        questionFormId: args.QuestionFormId,
        search: args.Search,
      }),
  }),
}));

builder.mutationFields((t) => ({
  SaveGreenChecklistPage: t.field({
    extensions: { rule: PROJECT_RULE },
    type: PageRef,
    description:
      'Saves a department page’s answers in one transaction; a Yes without the supplier or explanation it asks for is refused and nothing is saved.',
    authScopes: ANSWER,
    args: {
      Page: t.arg.string(),
      Answers: t.arg({ type: [AnswerInputRef], ...maxItems(60) }),
    },
    resolve: (_root, args, ctx) =>
      service.saveGreenChecklistPage(ctx, requireActor(ctx), { page: args.Page, answers: args.Answers }),
  }),
  AddGreenChecklistDocument: t.field({
    extensions: { rule: PROJECT_RULE },
    type: [EvidenceRef],
    description: 'A document backing an answer: a PDF or an image of at most 10 MB, checked by content.',
    authScopes: ANSWER,
    args: { QuestionFormId: t.arg.int(), File: t.arg({ type: 'File' }) },
    resolve: (_root, args, ctx) =>
      evidence.addGreenChecklistDocument(ctx, requireActor(ctx), {
        questionFormId: args.QuestionFormId,
        file: args.File,
      }),
  }),
  AddGreenChecklistEntries: t.field({
    extensions: { rule: PROJECT_RULE },
    type: [EvidenceRef],
    description:
      'Ledger entries of the project backing an answer (at most 20); another project’s: NOT_FOUND.',
    authScopes: ANSWER,
    args: { QuestionFormId: t.arg.int(), EntryIds: t.arg.intList({ ...maxItems(20) }) },
    resolve: (_root, args, ctx) =>
      evidence.addGreenChecklistEntries(ctx, requireActor(ctx), {
        questionFormId: args.QuestionFormId,
        entryIds: args.EntryIds,
      }),
  }),
  DelGreenChecklistEvidence: t.int({
    extensions: { rule: PROJECT_RULE },
    authScopes: ANSWER,
    args: { EvidenceId: t.arg.int() },
    resolve: (_root, args, ctx) =>
      evidence.delGreenChecklistEvidence(ctx, requireActor(ctx), { evidenceId: args.EvidenceId }),
  }),
}));
