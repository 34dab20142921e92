import { builder, CONFIG_SCOPES } from '../../graphql/builder';
import { requireActor } from '../../graphql/context';
import { maxItems } from '../../graphql/input-rules';
import * as payRulesService from './pay-rules.service';

type Band = payRulesService.ProjectPayRules['overtimeBands'][number];

const OvertimeBandRef = builder.objectRef<Band>('TimesheetOvertimeBand').implement({
  description: 'Minutes of overtime (beyond the base day) from fromMinutes up to toMinutes (null: no end).',
  fields: (t) => ({
    fromMinutes: t.exposeInt('fromMinutes'),
    toMinutes: t.exposeInt('toMinutes', { nullable: true }),
    premiumPct: t.expose('premiumPct', { type: 'Decimal' }),
  }),
});

const PayRulesRef = builder.objectRef<payRulesService.ProjectPayRules>('TimesheetPayRules').implement({
  description: "A project's pay settings (issue 18); the defaults while the project has not saved its own.",
  fields: (t) => ({
    weekStartDay: t.exposeInt('weekStartDay', { description: '0 Sunday … 6 Saturday.' }),
    baseDayMinutes: t.exposeInt('baseDayMinutes'),
    overtimeBands: t.field({ type: [OvertimeBandRef], resolve: (rules) => rules.overtimeBands }),
    nightPremiumPct: t.expose('nightPremiumPct', { type: 'Decimal' }),
    sixthDayPremiumPct: t.expose('sixthDayPremiumPct', { type: 'Decimal' }),
    seventhDayPremiumPct: t.expose('seventhDayPremiumPct', { type: 'Decimal' }),
    sundayPremiumPct: t.expose('sundayPremiumPct', { type: 'Decimal' }),
    travelRatePct: t.expose('travelRatePct', { type: 'Decimal' }),
    isDefault: t.exposeBoolean('isDefault'),
    updatedAt: t.expose('updatedAt', { type: 'DateTime', nullable: true }),
  }),
});

const OvertimeBandInput = builder.inputType('TimesheetOvertimeBandInput', {
  fields: (t) => ({
    fromMinutes: t.int(),
    toMinutes: t.int({ required: false }),
    premiumPct: t.string({ extensions: { maxLength: 20 } }),
  }),
});

const PayRulesInput = builder.inputType('TimesheetPayRulesInput', {
  fields: (t) => ({
    weekStartDay: t.int(),
    baseDayMinutes: t.int(),
    overtimeBands: t.field({ type: [OvertimeBandInput], ...maxItems(10) }),
    nightPremiumPct: t.string({ extensions: { maxLength: 20 } }),
    sixthDayPremiumPct: t.string({ extensions: { maxLength: 20 } }),
    seventhDayPremiumPct: t.string({ extensions: { maxLength: 20 } }),
    sundayPremiumPct: t.string({ extensions: { maxLength: 20 } }),
    travelRatePct: t.string({ extensions: { maxLength: 20 } }),
  }),
});

builder.queryFields((t) => ({
  GetTimesheetPayRules: t.field({
    type: PayRulesRef,
    extensions: { rule: "project scope: every member reads the caller's project's pay settings" },
    authScopes: { authenticated: true },
    resolve: (_root, _args, ctx) => payRulesService.getPayRules(ctx, requireActor(ctx)),
  }),
}));

builder.mutationFields((t) => ({
  SetTimesheetPayRules: t.field({
    type: PayRulesRef,
    extensions: {
      rule: "project scope: the caller's project's pay settings, configured like the project's settings",
    },
    authScopes: CONFIG_SCOPES,
    args: { Rules: t.arg({ type: PayRulesInput }) },
    resolve: (_root, args, ctx) => payRulesService.setPayRules(ctx, requireActor(ctx), { rules: args.Rules }),
  }),
}));
