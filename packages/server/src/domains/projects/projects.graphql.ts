import { CREW_LIST_OPTIONS, PROFILE_FIELD_OPTION_KEYS } from '@setledger/shared/projects/projects.constants';
import {
  PROJECT_BOOLEAN_FIELDS,
  PROJECT_DATE_FIELDS,
  PROJECT_NUMBER_FIELDS,
  PROJECT_TEXT_FIELDS,
} from '@setledger/shared/projects/projects.schemas';
import { builder, CONFIG_SCOPES } from '../../graphql/builder';
import { requireActor } from '../../graphql/context';
import { DATE_INPUT } from '../../graphql/input-rules';
import { AddressRef } from '../addresses/addresses.graphql';
import * as projectsService from './projects.service';

interface ProjectSummary {
  id: number;
  titre: string;
  production: string;
  invoiceDetails: string;
}

const ProjectSummaryRef = builder.objectRef<ProjectSummary>('ProjectSummary').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    titre: t.exposeString('titre'),
    production: t.exposeString('production', { nullable: true }),
    invoiceDetails: t.exposeString('invoiceDetails', { nullable: true }),
  }),
});

type ListItem = Awaited<ReturnType<typeof projectsService.getProjects>>[number];
const LicenseRef = builder.objectRef<{ companyName: string }>('ProjectLicense').implement({
  fields: (t) => ({ companyName: t.exposeString('companyName') }),
});
const ProjectListItemRef = builder.objectRef<ListItem>('ProjectListItem').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    licenseID: t.exposeInt('licenseID'),
    titre: t.exposeString('titre'),
    production: t.exposeString('production'),
    realisateur: t.exposeString('realisateur'),
    reference: t.exposeString('reference'),
    startDate: t.exposeString('startDate', { nullable: true }),
    endDate: t.exposeString('endDate', { nullable: true }),
    license: t.field({ type: LicenseRef, resolve: (p) => ({ companyName: p.companyName }) }),
  }),
});

const BankAccountRef =
  builder.objectRef<projectsService.LegalEntity['bankAccounts'][number]>('LegalEntityBankAccount');
BankAccountRef.implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    bankName: t.exposeString('bankName'),
    currency: t.exposeInt('currency'),
    exchangeRate: t.expose('exchangeRate', { type: 'Decimal' }),
    iban: t.exposeString('iban'),
    bic: t.exposeString('bic'),
  }),
});

const LegalEntityRef = builder.objectRef<projectsService.LegalEntity>('LegalEntity').implement({
  description: 'A legal entity of the project (001 §3.10): a supplier of the license the project bills as.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name'),
    type: t.exposeInt('type'),
    companyType: t.exposeInt('companyType'),
    info: t.exposeString('info'),
    contactName: t.exposeString('contactName'),
    contactFunction: t.exposeString('contactFunction'),
    nationalRegistryNumber: t.exposeString('nationalRegistryNumber'),
    vat: t.exposeString('vat'),
    phone: t.exposeString('phone'),
    email: t.exposeString('email'),
    urssafCode: t.exposeString('urssafCode'),
    nafCode: t.exposeString('nafCode'),
    healthService: t.exposeString('healthService'),
    address: t.field({ type: AddressRef, nullable: true, resolve: (e) => e.address }),
    supplierBankAccounts: t.field({ type: [BankAccountRef], resolve: (e) => e.bankAccounts }),
  }),
});

type Row = Record<string, unknown>;
const ProjectRef = builder.objectRef<projectsService.Project>('Project').implement({
  description: 'A project with every setting of 001 §3.10.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    licenseID: t.exposeInt('licenseId'),
    license: t.field({ type: LicenseRef, resolve: (p) => ({ companyName: p.companyName }) }),
    titre: t.exposeString('titre'),
    timeZone: t.exposeString('timeZone'),
    addressId: t.exposeInt('addressId', { nullable: true }),
    address: t.field({ type: AddressRef, nullable: true, resolve: (p) => p.address }),
    customerId: t.exposeInt('customerId', { nullable: true }),
    masterProjectId: t.exposeInt('masterProjectId', { nullable: true }),
    endTrialTime: t.expose('endTrialTime', { type: 'DateTime', nullable: true }),
    numberOfUser: t.exposeInt('numberOfUser'),
    numberOfActiveUsers: t.exposeInt('numberOfActiveUsers'),
    legalEntities: t.field({ type: [LegalEntityRef], resolve: (p) => p.legalEntities }),
    ...Object.fromEntries(
      PROJECT_TEXT_FIELDS.map((name) => [
        name,
        t.string({ resolve: (p) => String((p as unknown as Row)[name] ?? '') }),
      ]),
    ),
    ...Object.fromEntries(
      Object.keys(PROJECT_NUMBER_FIELDS).map((name) => [
        name,
        t.int({ resolve: (p) => Number((p as unknown as Row)[name]) }),
      ]),
    ),
    ...Object.fromEntries(
      PROJECT_DATE_FIELDS.map((name) => [
        name,
        t.string({ nullable: true, resolve: (p) => ((p as unknown as Row)[name] as string | null) ?? null }),
      ]),
    ),
    ...Object.fromEntries(
      PROJECT_BOOLEAN_FIELDS.map((name) => [
        name,
        t.boolean({ resolve: (p) => (p as unknown as Row)[name] === true }),
      ]),
    ),
  }),
});

const ProjectInput = builder.inputType('ProjectInput', {
  description:
    'Settings of a project (001 §3.10); absent fields keep their value (or the default on creation).',
  fields: (t) => ({
    titre: t.string(),
    timeZone: t.string({ required: false }),
    ...Object.fromEntries(PROJECT_TEXT_FIELDS.map((name) => [name, t.string({ required: false })])),
    ...Object.fromEntries(
      Object.keys(PROJECT_NUMBER_FIELDS).map((name) => [name, t.int({ required: false })]),
    ),
    ...Object.fromEntries(
      PROJECT_DATE_FIELDS.map((name) => [name, t.string({ required: false, ...DATE_INPUT })]),
    ),
    ...Object.fromEntries(PROJECT_BOOLEAN_FIELDS.map((name) => [name, t.boolean({ required: false })])),
  }),
});

const OPTION_KEYS = [...PROFILE_FIELD_OPTION_KEYS, ...CREW_LIST_OPTIONS];
const FieldOptionRef = builder.objectRef<Row & { projectId: number }>('ProjectFieldOption').implement({
  description: 'Crew profile form configuration of 001 §3.11: use and mandatory per profile field.',
  fields: (t) => ({
    projectId: t.int({ resolve: (o) => o.projectId }),
    ...Object.fromEntries(OPTION_KEYS.map((key) => [key, t.boolean({ resolve: (o) => o[key] === true })])),
  }),
});
const FieldOptionInput = builder.inputType('ProjectFieldOptionInput', {
  fields: (t) => Object.fromEntries(OPTION_KEYS.map((key) => [key, t.boolean({ required: false })])),
});

const member = { authenticated: true } as const;
/** Acting on a project beyond the current one is license administration (issue 12 item 2): see projects.policy.ts. */
const config = { ...CONFIG_SCOPES, licenseAdmin: true } as const;
const admin = { admin: true, licenseAdmin: true } as const;

builder.queryFields((t) => ({
  myProjects: t.field({
    type: [ProjectSummaryRef],
    extensions: { rule: 'ownership: the projects the caller is a member of (projects.policy)' },
    authScopes: member,
    resolve: (_root, _args, ctx) => projectsService.getMyProjects(ctx, requireActor(ctx)),
  }),
  myProject: t.field({
    type: ProjectRef,
    extensions: { rule: "project scope: the caller's current project (projects.policy)" },
    authScopes: member,
    resolve: (_root, _args, ctx) => projectsService.getMyProject(ctx, requireActor(ctx)),
  }),
  Project: t.field({
    type: ProjectRef,
    authScopes: config,
    args: { projectID: t.arg.int() },
    resolve: (_root, args, ctx) =>
      projectsService.getProject(ctx, requireActor(ctx), { projectId: args.projectID }),
  }),
  Projects: t.field({
    type: [ProjectListItemRef],
    description: "The caller license's projects; IgnoreProjectReference sorts by title only.",
    authScopes: config,
    args: {
      licenseID: t.arg.int({ required: false }),
      IgnoreProjectReference: t.arg.boolean({ required: false }),
    },
    resolve: (_root, args, ctx) =>
      projectsService.getProjects(ctx, requireActor(ctx), {
        licenseId: args.licenseID,
        ignoreReference: args.IgnoreProjectReference,
      }),
  }),
  GetUserLastProject: t.field({
    type: ProjectSummaryRef,
    nullable: true,
    extensions: {
      rule: "ownership: the caller's own last project; another member's for administrators only, else FORBIDDEN; another project's person NOT_FOUND",
    },
    authScopes: member,
    args: { UserId: t.arg.int() },
    resolve: (_root, args, ctx) =>
      projectsService.getUserLastProject(ctx, requireActor(ctx), { userId: args.UserId }),
  }),
  GetProjectFieldOption: t.field({
    type: FieldOptionRef,
    extensions: { rule: "project scope: every member reads the project's field options" },
    authScopes: member,
    resolve: (_root, _args, ctx) => projectsService.getFieldOptions(ctx, requireActor(ctx)),
  }),
}));

builder.mutationFields((t) => ({
  updMyProject: t.field({
    type: ProjectRef,
    authScopes: config,
    args: {
      projectId: t.arg.int(),
      newProject: t.arg({ type: ProjectInput }),
      SupplierID: t.arg.intList({ required: false }),
    },
    resolve: (_root, args, ctx) =>
      projectsService.updMyProject(ctx, requireActor(ctx), {
        projectId: args.projectId,
        project: args.newProject,
        supplierIds: args.SupplierID,
      }),
  }),
  addProject: t.field({
    type: ProjectRef,
    authScopes: admin,
    args: {
      newProject: t.arg({ type: ProjectInput }),
      OriginProjectId: t.arg.int({ required: false }),
      SupplierId: t.arg.intList({ required: false }),
    },
    resolve: (_root, args, ctx) =>
      projectsService.addProject(ctx, requireActor(ctx), {
        project: args.newProject,
        originProjectId: args.OriginProjectId,
        supplierIds: args.SupplierId,
      }),
  }),
  NewPmeProject: t.field({
    type: 'Int',
    authScopes: admin,
    args: { ProjectId: t.arg.int(), PmeName: t.arg.string(), Filter: t.arg.stringList({ required: false }) },
    resolve: (_root, args, ctx) =>
      projectsService.newPmeProject(ctx, requireActor(ctx), {
        projectId: args.ProjectId,
        pmeName: args.PmeName,
        filter: args.Filter,
      }),
  }),
  CopyProject: t.field({
    type: 'Int',
    description:
      'Copies a project of the license; Filter names the parts (settings, departments, categories, flags, legalEntities, fieldOptions), all by default.',
    authScopes: admin,
    args: { ProjectId: t.arg.int(), Filter: t.arg.stringList({ required: false }) },
    resolve: (_root, args, ctx) =>
      projectsService.copyProject(ctx, requireActor(ctx), { projectId: args.ProjectId, filter: args.Filter }),
  }),
  DelProject: t.field({
    type: 'Int',
    authScopes: admin,
    args: { ProjectId: t.arg.int() },
    resolve: (_root, args, ctx) =>
      projectsService.delProject(ctx, requireActor(ctx), { projectId: args.ProjectId }),
  }),
  UpdProjectFieldOption: t.field({
    type: FieldOptionRef,
    authScopes: CONFIG_SCOPES,
    args: { ProjectFieldOption: t.arg({ type: FieldOptionInput }) },
    resolve: (_root, args, ctx) =>
      projectsService.updFieldOptions(ctx, requireActor(ctx), { options: args.ProjectFieldOption }),
  }),
}));
