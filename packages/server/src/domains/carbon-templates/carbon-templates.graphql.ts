import { TEMPLATE_APPLY_MODES, TEMPLATE_MAX_LINES } from '@setledger/shared/green/green-templates';
import { Decimal } from 'decimal.js';
import { builder } from '../../graphql/builder';
import { requireActor } from '../../graphql/context';
import { DATE_INPUT, maxItems } from '../../graphql/input-rules';
import { CarbonQuantityRef } from '../carbon/carbon-types.graphql';
import * as templates from './carbon-templates.service';
import type { ApplicationRow, TemplateLineRow } from './carbon-templates.sql';

/** Who reads templates: the module, administrators, production, the green table's rights. */
const READ = {
  $all: {
    module: 'useCarbonTemplate',
    $any: { adminOrProd: true, anyRight: ['canAccessGreenReporting', 'canViewGreenTable'] },
  },
} as const;
/** Who changes and applies them: the green editor (canAccessGreenReporting), as for manual entries. */
const EDIT = {
  $all: { module: 'useCarbonTemplate', $any: { adminOrProd: true, right: 'canAccessGreenReporting' } },
} as const;

const TemplateLineRef = builder.objectRef<TemplateLineRow>('CarbonTemplateLine').implement({
  description: 'What one day of a template counts.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    carbonCategory: t.exposeInt('carbonCategory'),
    description: t.exposeString('description'),
    quantity: t.string({ resolve: (line) => new Decimal(line.quantity).toString() }),
    unit: t.exposeString('unit'),
    factorKey: t.exposeString('factorKey'),
    department: t.exposeInt('department', { nullable: true }),
    productionPhase: t.exposeInt('productionPhase', { nullable: true }),
  }),
});

const ApplicationRef = builder.objectRef<ApplicationRow>('CarbonTemplateApplication').implement({
  description: 'One application of a template: the entries it created, removed together by its undo.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    templateId: t.exposeInt('templateId', { nullable: true }),
    templateName: t.exposeString('templateName'),
    fromDate: t.exposeString('fromDate'),
    toDate: t.exposeString('toDate'),
    weekdaysOnly: t.exposeBoolean('weekdaysOnly'),
    mode: t.exposeString('mode'),
    days: t.exposeInt('days'),
    entries: t.int({ resolve: (a) => a.entryIds.length }),
    kgCo2e: t.string({ resolve: (a) => new Decimal(a.kgCo2e).toFixed(2) }),
    createdAt: t.string({ resolve: (a) => a.createdAt.toISOString() }),
  }),
});

const TemplateRef = builder.objectRef<templates.TemplateWithLines>('CarbonTemplate').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name'),
    description: t.exposeString('description'),
    lines: t.field({ type: [TemplateLineRef], resolve: (template) => template.lines }),
    applications: t.field({
      type: [ApplicationRef],
      description: 'Its latest applications, newest first.',
      resolve: (template) => template.applications,
    }),
  }),
});

const PreviewRef = builder
  .objectRef<Awaited<ReturnType<typeof templates.previewCarbonTemplate>>>('CarbonTemplatePreview')
  .implement({
    description: 'What an application would create: days counted, entries and their kg CO2e.',
    fields: (t) => ({
      days: t.exposeInt('days'),
      entries: t.exposeInt('entries'),
      kgCo2e: t.exposeString('kgCo2e'),
      kgCo2eDisplay: t.field({ type: CarbonQuantityRef, resolve: (p) => p.kgCo2eDisplay }),
    }),
  });

const LineInputRef = builder.inputType('CarbonTemplateLineInput', {
  fields: (t) => ({
    carbonCategory: t.int({ required: false }),
    description: t.string({ required: false }),
    quantity: t.string({ required: false }),
    unit: t.string({ required: false }),
    factorKey: t.string({ required: false }),
    department: t.int({ required: false }),
    productionPhase: t.int({ required: false }),
  }),
});

const TemplateInputRef = builder.inputType('CarbonTemplateInput', {
  fields: (t) => ({
    name: t.string({ required: false }),
    description: t.string({ required: false }),
    lines: t.field({ type: [LineInputRef], required: false, ...maxItems(TEMPLATE_MAX_LINES) }),
  }),
});

const ApplicationInputRef = builder.inputType('CarbonTemplateApplicationInput', {
  description: `A day (no toDate) or a period; mode: ${TEMPLATE_APPLY_MODES.join(' or ')} (default perDay).`,
  fields: (t) => ({
    fromDate: t.string({ required: false, ...DATE_INPUT }),
    toDate: t.string({ required: false, ...DATE_INPUT }),
    weekdaysOnly: t.boolean({ required: false }),
    mode: t.string({ required: false }),
  }),
});

const SCOPE =
  "project scope: the caller's project's templates (carbon-templates.policy); another project's is NOT_FOUND";

builder.queryFields((t) => ({
  GetCarbonTemplates: t.field({
    extensions: { rule: SCOPE },
    type: [TemplateRef],
    description: 'The project’s carbon templates by name (at most 200), with lines and latest applications.',
    authScopes: READ,
    resolve: (_root, _args, ctx) => templates.getCarbonTemplates(ctx, requireActor(ctx)),
  }),
  PreviewCarbonTemplate: t.field({
    extensions: { rule: SCOPE },
    type: PreviewRef,
    description: 'What applying a template to a day or a period would create, creating nothing.',
    authScopes: EDIT,
    args: { CarbonTemplateId: t.arg.int(), Application: t.arg({ type: ApplicationInputRef }) },
    resolve: (_root, args, ctx) =>
      templates.previewCarbonTemplate(ctx, requireActor(ctx), {
        templateId: args.CarbonTemplateId,
        application: args.Application,
      }),
  }),
}));

builder.mutationFields((t) => ({
  AddUpdCarbonTemplate: t.field({
    extensions: { rule: SCOPE },
    type: TemplateRef,
    description:
      'A template (no id) or a change of one (its lines replaced); names are unique in the project.',
    authScopes: EDIT,
    args: {
      CarbonTemplateId: t.arg.int({ required: false }),
      CarbonTemplate: t.arg({ type: TemplateInputRef }),
    },
    resolve: (_root, args, ctx) =>
      templates.addUpdCarbonTemplate(ctx, requireActor(ctx), {
        templateId: args.CarbonTemplateId,
        template: args.CarbonTemplate,
      }),
  }),
  DelCarbonTemplate: t.int({
    extensions: { rule: SCOPE },
    description: 'Deletes a template; the entries it created stay.',
    authScopes: EDIT,
    args: { CarbonTemplateId: t.arg.int() },
    resolve: (_root, args, ctx) =>
      templates.delCarbonTemplate(ctx, requireActor(ctx), { templateId: args.CarbonTemplateId }),
  }),
  ApplyCarbonTemplate: t.field({
    extensions: { rule: SCOPE },
    type: ApplicationRef,
    description: 'Creates the entries of a template for a day or a period, in one transaction.',
    authScopes: EDIT,
    args: { CarbonTemplateId: t.arg.int(), Application: t.arg({ type: ApplicationInputRef }) },
    resolve: (_root, args, ctx) =>
      templates.applyCarbonTemplate(ctx, requireActor(ctx), {
        templateId: args.CarbonTemplateId,
        application: args.Application,
      }),
  }),
  UndoCarbonTemplateApplication: t.int({
    extensions: { rule: SCOPE },
    description: 'Removes the entries an application created, together; answers how many.',
    authScopes: EDIT,
    args: { ApplicationId: t.arg.int() },
    resolve: (_root, args, ctx) =>
      templates.undoCarbonTemplateApplication(ctx, requireActor(ctx), { applicationId: args.ApplicationId }),
  }),
}));
