import { builder } from '../../graphql/builder';
import { requireActor } from '../../graphql/context';
import * as dashboards from './dashboards.service';

const DashboardLineRef = builder.objectRef<dashboards.DashboardLine>('DashboardLine').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    date: t.expose('date', { type: 'DateTime', nullable: true }),
    label: t.exposeString('label'),
    userName: t.exposeString('userName'),
    amount: t.expose('amount', { type: 'Decimal' }),
  }),
});

type UserDashboard = Awaited<ReturnType<typeof dashboards.getUserDashboard>>;
type AdminDashboard = Awaited<ReturnType<typeof dashboards.getAdminDashboard>>;

const UserDashboardRef = builder.objectRef<UserDashboard>('UserDashboard').implement({
  fields: (t) => ({
    myTotalExpenses: t.expose('myTotalExpenses', { type: 'Decimal' }),
    myTotalSalary: t.expose('myTotalSalary', { type: 'Decimal' }),
    myTotalPurchaseOrders: t.expose('myTotalPurchaseOrders', { type: 'Decimal' }),
    currencySymbol: t.exposeString('currencySymbol'),
  }),
});

const AdminDashboardRef = builder.objectRef<AdminDashboard>('AdminDashboard').implement({
  fields: (t) => ({
    totalExpenses: t.expose('totalExpenses', { type: 'Decimal' }),
    totalSalaries: t.expose('totalSalaries', { type: 'Decimal' }),
    totalPurchaseOrders: t.expose('totalPurchaseOrders', { type: 'Decimal' }),
    currencySymbol: t.exposeString('currencySymbol'),
    numTsToValidate: t.exposeInt('numTsToValidate'),
    numExpToValidate: t.exposeInt('numExpToValidate'),
    numPoToValidate: t.exposeInt('numPoToValidate'),
    timesheetDays: t.expose('timesheetDays', { type: [DashboardLineRef] }),
    expenseItems: t.expose('expenseItems', { type: [DashboardLineRef] }),
    poItems: t.expose('poItems', { type: [DashboardLineRef] }),
  }),
});

builder.queryFields((t) => ({
  GetUserDashboard: t.field({
    type: UserDashboardRef,
    extensions: { rule: "ownership: the caller's own sent expenses and POs" },
    authScopes: { authenticated: true },
    resolve: (_root, _args, ctx) => dashboards.getUserDashboard(ctx, requireActor(ctx)),
  }),
  GetAdminDashboard: t.field({
    type: AdminDashboardRef,
    authScopes: { adminOrProd: true },
    resolve: (_root, _args, ctx) => dashboards.getAdminDashboard(ctx, requireActor(ctx)),
  }),
}));
