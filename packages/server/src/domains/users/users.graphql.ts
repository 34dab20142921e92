import { ACCESS_RIGHTS, ROLE_NAMES } from '@setledger/shared/auth/permissions';
import { builder, USERS_SCOPES } from '../../graphql/builder';
import { requireActor } from '../../graphql/context';
import { DATE_INPUT } from '../../graphql/input-rules';
import { vehicleFactor } from '../emission-factors';
import * as service from './users.service';
import type { ContractRow, MemberListRow, ValidationRow } from './users.sql';

// Members, their person fields, contracts and list preferences (001 §3.3, §7.3). Roles, rights and validation
// levels are in access.graphql.ts; invitations and passwords in requests.graphql.ts.

/** Lists that may cover the license's other projects: their administrators too (issue 12 item 2). */
const LICENSE_LISTS = { ...USERS_SCOPES, licenseAdmin: true } as const;

const FLAG_FIELDS = ['isAdmin', 'isProd', 'isVip', ...ROLE_NAMES, ...ACCESS_RIGHTS] as const;

export const UserListItemRef = builder.objectRef<MemberListRow>('UserListItem').implement({
  description:
    'A project member with roles and access flags (001 §3.3, §6). Email and phone may be hidden (crew list).',
  fields: (t) => ({
    id: t.exposeInt('id', { description: 'The user id.' }),
    userProjectID: t.exposeInt('userProjectID'),
    projectId: t.exposeInt('projectId'),
    projectTitle: t.exposeString('projectTitle'),
    name: t.exposeString('name'),
    firstName: t.exposeString('firstName'),
    fullName: t.string({ resolve: (u) => `${u.firstName} ${u.name}`.trim() }),
    email: t.exposeString('email', { nullable: true }),
    phone: t.exposeString('phone', { nullable: true }),
    isDev: t.exposeBoolean('isDev'),
    isTranslator: t.exposeBoolean('isTranslator'),
    showWizard: t.exposeBoolean('showWizard'),
    reference: t.exposeString('reference'),
    customPosition: t.exposeInt('customPosition'),
    departmentNumber: t.exposeInt('departmentNumber', { nullable: true }),
    departmentName: t.exposeString('departmentName', { nullable: true }),
    functionNumber: t.exposeInt('functionNumber', { nullable: true }),
    functionName: t.exposeString('functionName', { nullable: true }),
    underContract: t.exposeBoolean('underContract'),
    validationLevel: t.exposeInt('validationLevel'),
    ...(Object.fromEntries(FLAG_FIELDS.map((name) => [name, t.exposeBoolean(name)])) as Record<
      (typeof FLAG_FIELDS)[number],
      ReturnType<typeof t.exposeBoolean>
    >),
  }),
});

const ContractRef = builder.objectRef<ContractRow>('Contract').implement({
  description:
    'A contract of a project member (001 §3.1); dailyRate is null for callers who may not see salaries.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    startDate: t.exposeString('startDate'),
    endDate: t.exposeString('endDate'),
    dailyRate: t.expose('dailyRate', { type: 'Decimal', nullable: true }),
    current: t.boolean({
      resolve: (c) => {
        const today = new Date().toISOString().slice(0, 10);
        return c.startDate <= today && today <= c.endDate;
      },
    }),
  }),
});

export const ValidationRef = builder.objectRef<ValidationRow>('Validation').implement({
  description: 'Validation levels of one user in one department (001 §3.3): 0 none, 1 first, 2 second level.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    department: t.exposeInt('departmentNumber'),
    validationLevelTs: t.exposeInt('validationLevelTs'),
    validationLevelPo: t.exposeInt('validationLevelPo'),
    validationLevelExp: t.exposeInt('validationLevelExp'),
    validationLevelInvoice: t.exposeInt('validationLevelInvoice'),
  }),
});

const CustomFieldValueRef = builder
  .objectRef<{ flagItemId: number; value: string }>('CustomFieldValue')
  .implement({ fields: (t) => ({ flagItemId: t.exposeInt('flagItemId'), value: t.exposeString('value') }) });

export const UserRef = builder.objectRef<service.FullUser>('User').implement({
  description:
    'A full user of the caller project (001 §3.3): person, membership, contracts and validation levels.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    userProjectID: t.exposeInt('userProjectID'),
    projectId: t.exposeInt('projectId'),
    projectTitle: t.exposeString('projectTitle'),
    name: t.exposeString('name'),
    firstName: t.exposeString('firstName'),
    fullName: t.string({ resolve: (u) => `${u.firstName} ${u.name}`.trim() }),
    email: t.string({ resolve: (u) => u.person.email }),
    phone: t.string({ nullable: true, resolve: (u) => u.phone }),
    appLanguage: t.int({ resolve: (u) => u.person.appLanguage }),
    reference: t.exposeString('reference'),
    departmentNumber: t.exposeInt('departmentNumber', { nullable: true }),
    departmentName: t.exposeString('departmentName', { nullable: true }),
    functionNumber: t.exposeInt('functionNumber', { nullable: true }),
    functionName: t.exposeString('functionName', { nullable: true }),
    underContract: t.exposeBoolean('underContract'),
    validationLevel: t.exposeInt('validationLevel'),
    isDev: t.exposeBoolean('isDev'),
    isTranslator: t.exposeBoolean('isTranslator'),
    showWizard: t.exposeBoolean('showWizard'),
    ...(Object.fromEntries(FLAG_FIELDS.map((name) => [name, t.exposeBoolean(name)])) as Record<
      (typeof FLAG_FIELDS)[number],
      ReturnType<typeof t.exposeBoolean>
    >),
    personalNumber: t.string({ resolve: (u) => u.person.personalNumber }),
    nationality: t.string({ resolve: (u) => u.person.nationality }),
    birthDate: t.string({ nullable: true, resolve: (u) => u.person.birthDate }),
    birthPlace: t.string({ resolve: (u) => u.person.birthPlace }),
    gender: t.int({ resolve: (u) => u.person.gender }),
    socialSecurityNumber: t.string({ resolve: (u) => u.person.socialSecurityNumber }),
    idCardNumber: t.string({ resolve: (u) => u.person.idCardNumber }),
    idCardExpiry: t.string({ nullable: true, resolve: (u) => u.person.idCardExpiry }),
    civilStatus: t.int({ resolve: (u) => u.person.civilStatus }),
    emergencyContact: t.string({ resolve: (u) => u.person.emergencyContact }),
    street: t.string({ resolve: (u) => u.person.street }),
    streetNumber: t.string({ resolve: (u) => u.person.streetNumber }),
    box: t.string({ resolve: (u) => u.person.box }),
    zip: t.string({ resolve: (u) => u.person.zip }),
    city: t.string({ resolve: (u) => u.person.city }),
    state: t.string({ resolve: (u) => u.person.state }),
    country: t.string({ resolve: (u) => u.person.country }),
    iban: t.string({ resolve: (u) => u.person.iban }),
    bic: t.string({ resolve: (u) => u.person.bic }),
    customFieldValues: t.field({
      type: [CustomFieldValueRef],
      resolve: (u) =>
        Object.entries(u.customFieldValues).map(([flagItemId, value]) => ({
          flagItemId: Number(flagItemId),
          value,
        })),
    }),
    contracts: t.field({ type: [ContractRef], resolve: (u) => u.contracts }),
    validations: t.field({ type: [ValidationRef], resolve: (u) => u.validations }),
  }),
});

type Vcf = Awaited<ReturnType<typeof service.generateVcfFile>>;
const VcfFileRef = builder.objectRef<Vcf>('VcfFile').implement({
  fields: (t) => ({
    fileName: t.exposeString('fileName'),
    contentType: t.exposeString('contentType'),
    content: t.exposeString('content'),
    sent: t.exposeBoolean('sent'),
  }),
});

const UserListPreferencesRef = builder
  .objectRef<{ hiddenUserIds: number[]; favouriteUserIds: number[] }>('UserListPreferences')
  .implement({
    fields: (t) => ({
      hiddenUserIds: t.exposeIntList('hiddenUserIds'),
      favouriteUserIds: t.exposeIntList('favouriteUserIds'),
    }),
  });

const UpdatedUserInput = builder.inputType('UpdatedUserInput', {
  fields: (t) => ({
    name: t.string(),
    firstName: t.string(),
    email: t.string(),
    phone: t.string({ required: false }),
    appLanguage: t.int(),
    personalNumber: t.string({ required: false }),
    nationality: t.string({ required: false }),
    birthDate: t.string({ required: false, ...DATE_INPUT }),
    birthPlace: t.string({ required: false }),
    gender: t.int(),
    socialSecurityNumber: t.string({ required: false }),
    idCardNumber: t.string({ required: false }),
    idCardExpiry: t.string({ required: false }),
    civilStatus: t.int(),
    emergencyContact: t.string({ required: false }),
    street: t.string({ required: false }),
    streetNumber: t.string({ required: false }),
    box: t.string({ required: false }),
    zip: t.string({ required: false }),
    city: t.string({ required: false }),
    state: t.string({ required: false }),
    country: t.string({ required: false }),
    iban: t.string({ required: false }),
    bic: t.string({ required: false }),
  }),
});

const CustomFieldValueInput = builder.inputType('CustomFieldValueInput', {
  fields: (t) => ({ flagItemId: t.int(), value: t.string() }),
});

const ContractInput = builder.inputType('ContractInput', {
  fields: (t) => ({
    startDate: t.string({ ...DATE_INPUT }),
    endDate: t.string({ ...DATE_INPUT }),
    dailyRate: t.string({ required: false }),
  }),
});

const ShortUserRef = builder
  .objectRef<{ id: number; name: string; firstName: string; fullName: string }>('ShortUser')
  .implement({
    description: 'Short user of 001 §3.3.',
    fields: (t) => ({
      id: t.exposeInt('id'),
      name: t.exposeString('name'),
      firstName: t.exposeString('firstName'),
      fullName: t.exposeString('fullName'),
    }),
  });

type Vehicle = Awaited<ReturnType<typeof service.getUserVehicle>>;
const VehicleRef = builder.objectRef<Vehicle>('Vehicle').implement({
  description:
    'A person vehicle (001 §3.3); energy 0 unknown, 1 petrol, 2 diesel, 3 hybrid, 4 plug-in hybrid, 5 electric, 6 motorbike, 7 van.',
  fields: (t) => ({
    userId: t.exposeInt('userId'),
    name: t.exposeString('name'),
    brand: t.exposeString('brand'),
    model: t.exposeString('model'),
    numberPlate: t.exposeString('numberPlate'),
    type: t.exposeInt('type'),
    subType: t.exposeInt('subType'),
    energy: t.exposeInt('energy'),
    kgCoTwoPerKm: t.expose('kgCoTwoPerKm', { type: 'Decimal', nullable: true }),
    taxHorsepower: t.exposeInt('taxHorsepower'),
    co2FactorValue: t.field({
      type: 'Decimal',
      description:
        "kg CO2e per km used for this person's travels: the declared figure, else the energy's factor.",
      resolve: (v) => vehicleFactor(v).value,
    }),
    co2FactorSource: t.string({ resolve: (v) => vehicleFactor(v).source }),
    commuteKm: t.expose('commuteKm', {
      type: 'Decimal',
      nullable: true,
      description:
        "km of one working day's commute in the current production (home to set and back); each validated " +
        'timesheet day counts it with this vehicle in the carbon ledger (issue 18). Null: none declared.',
    }),
  }),
});

const VehicleInput = builder.inputType('VehicleInput', {
  fields: (t) => ({
    name: t.string({ required: false }),
    brand: t.string({ required: false }),
    model: t.string({ required: false }),
    numberPlate: t.string({ required: false }),
    type: t.int(),
    subType: t.int(),
    energy: t.int(),
    kgCoTwoPerKm: t.string({ required: false }),
    taxHorsepower: t.int(),
  }),
});

builder.queryFields((t) => ({
  GetUserVehicle: t.field({
    type: VehicleRef,
    extensions: {
      rule: "ownership: the caller's own vehicle; another member's for who manages users (users.policy), else FORBIDDEN; another project's person NOT_FOUND",
    },
    authScopes: { authenticated: true },
    args: { UserId: t.arg.int() },
    resolve: (_root, args, ctx) => service.getUserVehicle(ctx, requireActor(ctx), { userId: args.UserId }),
  }),
  GetListUserInJobRequest: t.field({
    type: [ShortUserRef],
    description:
      'The people a job request can be handed to: administrators, production and members who manage users.',
    extensions: {
      rule: "project scope: the project's admins, production and user managers, as short users (users.policy)",
    },
    authScopes: { authenticated: true },
    resolve: (_root, _args, ctx) => service.getListUserInJobRequest(ctx, requireActor(ctx)),
  }),
  Users: t.field({
    type: [UserListItemRef],
    authScopes: LICENSE_LISTS,
    args: {
      myProject: t.arg.boolean({ required: false }),
      projectID: t.arg.int({ required: false }),
      Department: t.arg.int({ required: false }),
      Function: t.arg.int({ required: false }),
      limit: t.arg.int({ required: false }),
      skip: t.arg.int({ required: false }),
      sortField: t.arg.string({ required: false }),
      sortOrder: t.arg.int({ required: false }),
      ForPo: t.arg.boolean({ required: false }),
      ForTimeSheet: t.arg.boolean({ required: false }),
      ForExpense: t.arg.boolean({ required: false }),
      Offset: t.arg.int({ required: false }),
      KeyWord: t.arg.string({ required: false }),
      GroupByContract: t.arg.boolean({ required: false }),
    },
    resolve: (_root, args, ctx) => service.listUsers(ctx, requireActor(ctx), args),
  }),
  GetCountTotalOfUser: t.int({
    authScopes: LICENSE_LISTS,
    args: {
      ProjectId: t.arg.int({ required: false }),
      KeyWord: t.arg.string({ required: false }),
      UseLicense: t.arg.boolean({ required: false }),
      GroupByContract: t.arg.boolean({ required: false }),
    },
    resolve: (_root, args, ctx) =>
      service.countUsers(ctx, requireActor(ctx), {
        projectId: args.ProjectId,
        keyWord: args.KeyWord,
        useLicense: args.UseLicense,
      }),
  }),
  GetUsersOfProject: t.field({
    type: [UserListItemRef],
    description: 'The crew list: email and phone follow the project crew-list switches (001 §3.11).',
    authScopes: { adminOrProd: true, anyRight: ['canAccessUsers', 'canAccessCrewList'] },
    args: {
      SortByName: t.arg.boolean({ required: false }),
      UnderContract: t.arg.boolean({ required: false }),
    },
    resolve: (_root, args, ctx) =>
      service.getUsersOfProject(ctx, requireActor(ctx), {
        sortByName: args.SortByName,
        underContract: args.UnderContract,
      }),
  }),
  GetUsersWithoutFunction: t.field({
    type: [UserListItemRef],
    authScopes: USERS_SCOPES,
    resolve: (_root, _args, ctx) => service.getUsersWithoutFunction(ctx, requireActor(ctx)),
  }),
  User: t.field({
    type: UserRef,
    description: 'A member of the caller project: themselves, or anyone for people managers.',
    extensions: {
      rule: "ownership: the caller's own record; any member of the project for who manages users (users.policy), else FORBIDDEN; salaries only for seesSalaries; another project's person NOT_FOUND",
    },
    authScopes: { authenticated: true },
    args: { userID: t.arg.int() },
    resolve: (_root, args, ctx) => service.getUser(ctx, requireActor(ctx), { userId: args.userID }),
  }),
  GetUserByEmail: t.field({
    type: UserRef,
    authScopes: USERS_SCOPES,
    args: { Email: t.arg.string() },
    resolve: (_root, args, ctx) => service.getUser(ctx, requireActor(ctx), { email: args.Email }),
  }),
  GetUserListPreferences: t.field({
    type: UserListPreferencesRef,
    description: 'Hidden and favourite users of the caller, in this project (001 §3.15).',
    extensions: { rule: "ownership: the caller's own list preferences (preferences.policy)" },
    authScopes: { authenticated: true },
    resolve: (_root, _args, ctx) => service.getUserListPreferences(ctx, requireActor(ctx)),
  }),
}));

builder.mutationFields((t) => ({
  UpdUserVehicle: t.field({
    type: VehicleRef,
    extensions: {
      rule: "ownership: the caller's own vehicle; another member's for who manages users (users.policy), else FORBIDDEN; another project's person NOT_FOUND",
    },
    authScopes: { authenticated: true },
    args: {
      UserId: t.arg.int(),
      Vehicle: t.arg({ type: VehicleInput }),
      CommuteKm: t.arg.string({
        required: false,
        description: "km of a working day's commute in the current production; absent: kept, empty: none.",
      }),
    },
    resolve: (_root, args, ctx) =>
      service.updUserVehicle(ctx, requireActor(ctx), {
        userId: args.UserId,
        vehicle: args.Vehicle,
        commuteKm: args.CommuteKm === undefined ? undefined : (args.CommuteKm ?? null),
      }),
  }),
  SwitchCustomPositionInList: t.boolean({
    authScopes: USERS_SCOPES,
    args: { UserIdOne: t.arg.int(), UserIdTwo: t.arg.int() },
    resolve: (_root, args, ctx) =>
      service.switchCustomPositionInList(ctx, requireActor(ctx), {
        userIdOne: args.UserIdOne,
        userIdTwo: args.UserIdTwo,
      }),
  }),
  DelUser: t.int({
    description: 'Deletes the account (admins), when all its projects belong to the caller license.',
    authScopes: { admin: true },
    args: { userID: t.arg.int() },
    resolve: (_root, args, ctx) => service.delUser(ctx, requireActor(ctx), { userId: args.userID }),
  }),
  DelUserFromProject: t.int({
    authScopes: USERS_SCOPES,
    args: { UserId: t.arg.int() },
    resolve: (_root, args, ctx) =>
      service.delUserFromProject(ctx, requireActor(ctx), { userId: args.UserId }),
  }),
  UpdUserProjectReference: t.string({
    authScopes: USERS_SCOPES,
    args: { UserId: t.arg.int(), Reference: t.arg.string() },
    resolve: (_root, args, ctx) =>
      service.updUserProjectReference(ctx, requireActor(ctx), {
        userId: args.UserId,
        reference: args.Reference,
      }),
  }),
  UpdateUserFunction: t.int({
    authScopes: USERS_SCOPES,
    args: {
      UserProjectID: t.arg.int(),
      DepartmentValue: t.arg.int({ required: false }),
      FunctionValue: t.arg.int({ required: false }),
    },
    resolve: (_root, args, ctx) =>
      service.updateUserFunction(ctx, requireActor(ctx), {
        userProjectId: args.UserProjectID,
        departmentValue: args.DepartmentValue ?? null,
        functionValue: args.FunctionValue ?? null,
      }),
  }),
  UpdUser: t.field({
    type: UserRef,
    authScopes: USERS_SCOPES,
    args: {
      UserId: t.arg.int(),
      UpdatedUser: t.arg({ type: UpdatedUserInput }),
      CustomFieldValues: t.arg({ type: [CustomFieldValueInput], required: false }),
    },
    resolve: (_root, args, ctx) =>
      service.updUser(ctx, requireActor(ctx), {
        userId: args.UserId,
        updatedUser: args.UpdatedUser,
        customFieldValues: args.CustomFieldValues,
      }),
  }),
  AddUpdContract: t.field({
    type: ContractRef,
    description: 'Adds (no ContractId) or changes a contract of a member.',
    authScopes: USERS_SCOPES,
    args: {
      UserId: t.arg.int(),
      ContractId: t.arg.int({ required: false }),
      Contract: t.arg({ type: ContractInput }),
    },
    resolve: (_root, args, ctx) =>
      service.addUpdContract(ctx, requireActor(ctx), {
        userId: args.UserId,
        contractId: args.ContractId,
        contract: args.Contract,
      }),
  }),
  DelContract: t.int({
    authScopes: USERS_SCOPES,
    args: { ContractId: t.arg.int() },
    resolve: (_root, args, ctx) =>
      service.delContract(ctx, requireActor(ctx), { contractId: args.ContractId }),
  }),
  SetUserListPreference: t.field({
    type: UserListPreferencesRef,
    description: 'Hides or shows a user, marks or unmarks a favourite, in the caller users list.',
    extensions: {
      rule: "ownership: the caller's own list preferences; the user is a member of the project (preferences.policy)",
    },
    authScopes: { authenticated: true },
    args: {
      UserId: t.arg.int(),
      Hidden: t.arg.boolean({ required: false }),
      Favourite: t.arg.boolean({ required: false }),
    },
    resolve: (_root, args, ctx) =>
      service.setUserListPreference(ctx, requireActor(ctx), {
        userId: args.UserId,
        hidden: args.Hidden,
        favourite: args.Favourite,
      }),
  }),
  GenerateVcfFile: t.field({
    type: VcfFileRef,
    description: 'A vCard 4.0 of the member; SendMail also emails it to the caller.',
    authScopes: USERS_SCOPES,
    args: { UserId: t.arg.int(), SendMail: t.arg.boolean({ required: false }) },
    resolve: (_root, args, ctx) =>
      service.generateVcfFile(ctx, requireActor(ctx), {
        userId: args.UserId,
        sendMail: args.SendMail === true,
      }),
  }),
}));
