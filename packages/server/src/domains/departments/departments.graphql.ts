import { builder, CONFIG_SCOPES, type SchemaTypes } from '../../graphql/builder';
import { requireActor } from '../../graphql/context';
import type { FunctionOrderEntry } from '../preferences/preferences.table';
import * as service from './departments.service';
import type { DepartmentRow, FunctionRow } from './departments.sql';

const DepartmentRef = builder.objectRef<DepartmentRow>('Department').implement({
  description: 'A department of the project (000 §3); `value` is its number inside the project.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    value: t.exposeInt('value'),
    message: t.exposeString('message'),
    projectId: t.exposeInt('projectId'),
    importId: t.exposeString('importId'),
    radioChannel: t.exposeString('radioChannel'),
    prefix: t.exposeString('prefix'),
    costCenter: t.exposeString('costCenter'),
    category: t.exposeInt('categoryId', { nullable: true, description: 'Budget category id.' }),
    categoryLinkedToDep: t.exposeBoolean('categoryLinkedToDep'),
    forSalary: t.exposeBoolean('forSalary'),
    forExpense: t.exposeBoolean('forExpense'),
    forTimesheet: t.exposeBoolean('forTimesheet'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const FunctionMemberRef = builder.objectRef<service.FunctionMember>('FunctionMember').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name'),
    firstName: t.exposeString('firstName'),
    email: t.exposeString('email'),
    userProjectID: t.exposeInt('userProjectID'),
  }),
});

/** The field builder of an object type whose rows are functions (with or without their members). */
type FunctionFieldBuilder = PothosSchemaTypes.ObjectFieldBuilder<SchemaTypes, FunctionRow>;
function exposeFunction(t: FunctionFieldBuilder) {
  return {
    id: t.exposeInt('id'),
    value: t.exposeInt('value'),
    message: t.exposeString('message'),
    departmentNumber: t.exposeInt('departmentNumber'),
    prefix: t.exposeString('prefix'),
    costCenter: t.exposeString('costCenter'),
    shortCode: t.exposeString('shortCode'),
    category: t.exposeInt('categoryId', { nullable: true, description: 'Budget category id.' }),
    categoryLinkedToFun: t.exposeBoolean('categoryLinkedToFun'),
  };
}

const JobFunctionRef = builder.objectRef<FunctionRow>('JobFunction').implement({
  description: 'A function (job) inside a department (000 §3).',
  fields: (t) => exposeFunction(t),
});

const JobFunctionWithUsersRef = builder
  .objectRef<service.FunctionWithUsers>('JobFunctionWithUsers')
  .implement({
    fields: (t) => ({
      ...exposeFunction(t),
      users: t.field({ type: [FunctionMemberRef], resolve: (fn) => fn.users }),
    }),
  });

const DepartmentWithFunctionsRef = builder
  .objectRef<service.DepartmentWithFunctions>('DepartmentWithFunctions')
  .implement({
    fields: (t) => ({
      department: t.field({ type: DepartmentRef, resolve: (dep) => dep }),
      functions: t.field({ type: [JobFunctionWithUsersRef], resolve: (dep) => dep.functions }),
    }),
  });

const BudgetCategoryRef = builder.objectRef<service.CategoryWithLinks>('BudgetCategory').implement({
  description: 'A budget category with its cost centre and its link to one department or function.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name'),
    costCenter: t.exposeString('costCenter'),
    linkedDepartmentNumber: t.exposeInt('linkedDepartmentNumber', { nullable: true }),
    linkedFunctionId: t.exposeInt('linkedFunctionId', { nullable: true }),
  }),
});

const CategoryInput = builder.inputType('CategoryInput', {
  fields: (t) => ({
    name: t.string(),
    costCenter: t.string({ required: false }),
    departmentNumber: t.int({ required: false }),
    functionId: t.int({ required: false }),
  }),
});

const FunctionOrderEntryRef = builder.objectRef<FunctionOrderEntry>('FunctionOrderEntry').implement({
  fields: (t) => ({ departmentNumber: t.exposeInt('departmentNumber'), value: t.exposeInt('value') }),
});

const member = { authenticated: true } as const;

builder.queryFields((t) => ({
  GetDepartments: t.field({
    type: [DepartmentRef],
    description:
      'Departments of the project, filtered by the optional flags. AppChoice is accepted for the client and has no effect (its meaning is not shown in the spec).',
    extensions: { rule: "project scope: every member reads the project's departments (departments.policy)" },
    authScopes: member,
    args: {
      ForExpense: t.arg.boolean({ required: false }),
      ForSalary: t.arg.boolean({ required: false }),
      HasFunction: t.arg.boolean({ required: false }),
      ProjectId: t.arg.int({ required: false }),
      AppChoice: t.arg.int({ required: false }),
      ForTimesheetEFC: t.arg.boolean({ required: false }),
    },
    resolve: (_root, args, ctx) =>
      service.getDepartments(ctx, requireActor(ctx), {
        projectId: args.ProjectId,
        forExpense: args.ForExpense,
        forSalary: args.ForSalary,
        hasFunction: args.HasFunction,
        forTimesheet: args.ForTimesheetEFC,
      }),
  }),
  GetDepartment: t.field({
    type: DepartmentRef,
    extensions: {
      rule: "project scope: every member reads the project's departments (departments.policy), else NOT_FOUND",
    },
    authScopes: member,
    args: { Number: t.arg.int() },
    resolve: (_root, args, ctx) => service.getDepartment(ctx, requireActor(ctx), { number: args.Number }),
  }),
  GetDepartmentsAndFunctions: t.field({
    type: [DepartmentWithFunctionsRef],
    extensions: { rule: 'project scope: every member reads departments and functions (departments.policy)' },
    authScopes: member,
    resolve: (_root, _args, ctx) => service.getDepartmentsAndFunctions(ctx, requireActor(ctx)),
  }),
  GetFunctions: t.field({
    type: [JobFunctionRef],
    extensions: { rule: "project scope: every member reads the project's functions (departments.policy)" },
    authScopes: member,
    args: { DepartmentNumber: t.arg.int(), ProjectId: t.arg.int({ required: false }) },
    resolve: (_root, args, ctx) =>
      service.getFunctions(ctx, requireActor(ctx), {
        departmentNumber: args.DepartmentNumber,
        projectId: args.ProjectId,
      }),
  }),
  GetCategories: t.field({
    type: [BudgetCategoryRef],
    extensions: {
      rule: "project scope: every member reads the project's budget categories (departments.policy)",
    },
    authScopes: member,
    resolve: (_root, _args, ctx) => service.getCategories(ctx, requireActor(ctx)),
  }),
  GetFunctionOrder: t.field({
    type: [FunctionOrderEntryRef],
    description: "The caller's saved order of functions (001 §3.15), per project.",
    extensions: { rule: "ownership: the caller's own order of functions in the project" },
    authScopes: member,
    resolve: (_root, _args, ctx) => service.getFunctionOrder(ctx, requireActor(ctx)),
  }),
}));

builder.mutationFields((t) => ({
  NewDepartment: t.field({
    type: DepartmentRef,
    authScopes: CONFIG_SCOPES,
    args: { ProjectId: t.arg.int({ required: false }) },
    resolve: (_root, args, ctx) =>
      service.newDepartment(ctx, requireActor(ctx), { projectId: args.ProjectId }),
  }),
  AddDepartment: t.field({
    type: DepartmentRef,
    authScopes: CONFIG_SCOPES,
    description:
      'The next department with the values typed (those of UpdDepartment) in one go: a form creates nothing before Save (issue 12 item 17).',
    args: {
      DepartmentName: t.arg.string(),
      NewCostCenter: t.arg.string({ required: false }),
      Prefix: t.arg.string({ required: false }),
      CategoryId: t.arg.int({ required: false }),
    },
    resolve: (_root, values, ctx) => service.newDepartment(ctx, requireActor(ctx), { values }),
  }),
  UpdDepartment: t.field({
    type: DepartmentRef,
    authScopes: CONFIG_SCOPES,
    args: {
      DepartmentId: t.arg.int(),
      DepartmentName: t.arg.string({ required: false }),
      NewCostCenter: t.arg.string({ required: false }),
      Prefix: t.arg.string({ required: false }),
      CategoryId: t.arg.int({ required: false }),
    },
    resolve: (_root, { DepartmentId, ...values }, ctx) =>
      service.updDepartment(ctx, requireActor(ctx), { departmentId: DepartmentId, values }),
  }),
  UpdDepartmentFlags: t.field({
    type: DepartmentRef,
    description: 'Sets forSalary, forExpense and forTimesheet of a department (absent flags are kept).',
    authScopes: CONFIG_SCOPES,
    args: {
      DepartmentId: t.arg.int(),
      ForSalary: t.arg.boolean({ required: false }),
      ForExpense: t.arg.boolean({ required: false }),
      ForTimesheet: t.arg.boolean({ required: false }),
    },
    resolve: (_root, args, ctx) =>
      service.updDepartmentFlags(ctx, requireActor(ctx), {
        departmentId: args.DepartmentId,
        forSalary: args.ForSalary,
        forExpense: args.ForExpense,
        forTimesheet: args.ForTimesheet,
      }),
  }),
  DelDepartment: t.field({
    type: 'Int',
    authScopes: CONFIG_SCOPES,
    args: { DepartmentId: t.arg.int(), DeleteCategory: t.arg.boolean({ required: false }) },
    resolve: (_root, args, ctx) =>
      service.delDepartment(ctx, requireActor(ctx), {
        departmentId: args.DepartmentId,
        deleteCategory: args.DeleteCategory === true,
      }),
  }),
  NewFunction: t.field({
    type: JobFunctionRef,
    authScopes: CONFIG_SCOPES,
    args: { DepartmentNumber: t.arg.int(), ProjectId: t.arg.int({ required: false }) },
    resolve: (_root, args, ctx) =>
      service.newFunction(ctx, requireActor(ctx), {
        departmentNumber: args.DepartmentNumber,
        projectId: args.ProjectId,
      }),
  }),
  AddFunction: t.field({
    type: JobFunctionRef,
    authScopes: CONFIG_SCOPES,
    description:
      'The next function of the department with the values typed (those of UpdFunction) in one go: a form creates nothing before Save (issue 12 item 17).',
    args: {
      DepartmentNumber: t.arg.int(),
      FunctionName: t.arg.string(),
      NewCostCenter: t.arg.string({ required: false }),
      ShortCode: t.arg.string({ required: false }),
      CategoryId: t.arg.int({ required: false }),
      Prefix: t.arg.string({ required: false }),
    },
    resolve: (_root, { DepartmentNumber, ...values }, ctx) =>
      service.newFunction(ctx, requireActor(ctx), { departmentNumber: DepartmentNumber, values }),
  }),
  UpdFunction: t.field({
    type: JobFunctionRef,
    authScopes: CONFIG_SCOPES,
    args: {
      FunctionId: t.arg.int(),
      FunctionName: t.arg.string({ required: false }),
      NewCostCenter: t.arg.string({ required: false }),
      ShortCode: t.arg.string({ required: false }),
      CategoryId: t.arg.int({ required: false }),
      Prefix: t.arg.string({ required: false }),
    },
    resolve: (_root, { FunctionId, ...values }, ctx) =>
      service.updFunction(ctx, requireActor(ctx), { functionId: FunctionId, values }),
  }),
  DelFunction: t.field({
    type: 'Int',
    authScopes: CONFIG_SCOPES,
    args: { FunctionId: t.arg.int(), DeleteCategory: t.arg.boolean({ required: false }) },
    resolve: (_root, args, ctx) =>
      service.delFunction(ctx, requireActor(ctx), {
        functionId: args.FunctionId,
        deleteCategory: args.DeleteCategory === true,
      }),
  }),
  AddUpdCategory: t.field({
    type: 'Int',
    description: 'Creates (CategoryId absent or 0) or updates a budget category; returns its id.',
    authScopes: CONFIG_SCOPES,
    args: { CategoryId: t.arg.int({ required: false }), Category: t.arg({ type: CategoryInput }) },
    resolve: (_root, args, ctx) =>
      service.addUpdCategory(ctx, requireActor(ctx), {
        categoryId: args.CategoryId,
        category: args.Category,
      }),
  }),
  DelCategory: t.field({
    type: 'Int',
    authScopes: CONFIG_SCOPES,
    args: { CategoryId: t.arg.int() },
    resolve: (_root, args, ctx) =>
      service.delCategory(ctx, requireActor(ctx), { categoryId: args.CategoryId }),
  }),
  SaveFunctionOrder: t.field({
    type: [FunctionOrderEntryRef],
    description: "Saves the caller's order of one department's functions (001 §3.15).",
    extensions: {
      rule: "ownership: replaces the caller's own order; every function of the project (departments.policy)",
    },
    authScopes: member,
    args: { DepartmentNumber: t.arg.int(), Values: t.arg.intList() },
    resolve: (_root, args, ctx) => service.saveFunctionOrder(ctx, requireActor(ctx), args),
  }),
}));
