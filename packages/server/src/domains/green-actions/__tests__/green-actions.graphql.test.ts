import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app';
import { createProject, createUser, signInAs } from '../../../test/fixtures';
import { errorCode, type GqlResult, getTestApp, gql } from '../../../test/harness';

let app: App;
let manager: string;
let viewer: string;
let reporter: string;
let crew: string;
let outsider: string;
let moduleOff: string;
let ownerId: number;
let foreignUserId: number;
let otherPlanId: number;

const PLAN_FIELDS =
  'id title description ownerId ownerName dueDate status counts { total todo inProgress done cancelled overdue }';
const ACTION_FIELDS = `id planId planTitle title ownerId ownerName dueDate status isOverdue carbonCategory expectedKgCo2e
  formId completedAt`;
const PLANS = `query($o: Int, $s: Int) { GetActionPlans(Offset: $o, Size: $s) { total offset size items { ${PLAN_FIELDS} } } }`;
const PLAN = `query($id: Int!) { GetActionPlan(ActionPlanId: $id) { ${PLAN_FIELDS} actions { ${ACTION_FIELDS} } } }`;
const SAVE_PLAN = `mutation($id: Int, $p: ActionPlanInput!) { AddUpdActionPlan(ActionPlanId: $id, ActionPlan: $p) { ${PLAN_FIELDS} } }`;
const DEL_PLAN = 'mutation($id: Int!, $w: Boolean) { DelActionPlan(ActionPlanId: $id, WithActions: $w) }';
const SAVE_ACTION = `mutation($id: Int, $plan: Int!, $a: GreenActionInput!) {
  AddUpdGreenAction(GreenActionId: $id, ActionPlanId: $plan, GreenAction: $a) { ${ACTION_FIELDS} } }`;
const STATUS = `mutation($id: Int!, $s: String!) { SetGreenActionStatus(GreenActionId: $id, Status: $s) { ${ACTION_FIELDS} } }`;
const DEL_ACTION = 'mutation($id: Int!) { DelGreenAction(GreenActionId: $id) }';
const REPORT = `query($f: GreenActionReportFilter, $o: Int, $s: Int) { GetActionReport(Filter: $f, Offset: $o, Size: $s) {
  items { ${ACTION_FIELDS} } totals { total todo inProgress done cancelled overdue }
  byOwner { ownerId ownerName counts { total overdue } } } }`;

const PAST = '2020-01-15';
const FUTURE = '2099-06-30';
const PLAN_INPUT = { title: 'Cut diesel on set', description: 'Électricité du réseau', status: 'active' };

type Plan = { id: number; counts: Record<string, number>; [key: string]: unknown };
type Action = { id: number; isOverdue: boolean; completedAt: string | null; [key: string]: unknown };

const field = (answer: GqlResult) => answer.errors?.[0]?.extensions?.field;

async function savePlan(token: string, plan: Record<string, unknown>, id?: number) {
  return gql<{ AddUpdActionPlan: Plan }>(app, SAVE_PLAN, { id: id ?? null, p: plan }, { token });
}
async function savedPlan(token: string, plan: Record<string, unknown>, id?: number) {
  const answer = await savePlan(token, plan, id);
  expect(answer.errors).toBeUndefined();
  return answer.data!.AddUpdActionPlan;
}
async function saveAction(token: string, plan: number, action: Record<string, unknown>, id?: number) {
  return gql<{ AddUpdGreenAction: Action }>(app, SAVE_ACTION, { id: id ?? null, plan, a: action }, { token });
}
async function savedAction(token: string, plan: number, action: Record<string, unknown>, id?: number) {
  const answer = await saveAction(token, plan, action, id);
  expect(answer.errors).toBeUndefined();
  return answer.data!.AddUpdGreenAction;
}
const readPlan = async (token: string, id: number) =>
  gql<{ GetActionPlan: Plan & { actions: Action[] } }>(app, PLAN, { id }, { token });

beforeAll(async () => {
  app = await getTestApp();
  const project = await createProject(app);
  const owner = await createUser(app, project.id, { firstName: 'Zoé', name: 'Lefèvre' });
  ownerId = owner.id;
  manager = await signInAs(
    app,
    (await createUser(app, project.id, { rights: ['canAccessGreenReporting'] })).email,
  );
  viewer = await signInAs(app, (await createUser(app, project.id, { rights: ['canViewGreenTable'] })).email);
  reporter = await signInAs(
    app,
    (await createUser(app, project.id, { rights: ['canViewReportingScreens'] })).email,
  );
  crew = await signInAs(app, (await createUser(app, project.id)).email);
  const other = await createProject(app);
  const foreign = await createUser(app, other.id, { isAdmin: true });
  foreignUserId = foreign.id;
  outsider = await signInAs(app, foreign.email);
  otherPlanId = (await savedPlan(outsider, PLAN_INPUT)).id;
  const off = await createProject(app, { useGreen: false });
  moduleOff = await signInAs(app, (await createUser(app, off.id, { isAdmin: true })).email);
});

describe('action plans (issue 16)', () => {
  it('creates a plan and its actions, with progress, overdue count and completedAt', async () => {
    const plan = await savedPlan(manager, { ...PLAN_INPUT, ownerId, dueDate: '2026-12-31' });
    expect(plan).toMatchObject({
      title: 'Cut diesel on set',
      ownerName: 'Zoé Lefèvre',
      dueDate: '2026-12-31',
    });
    const late = await savedAction(manager, plan.id, {
      title: 'Grid connection at the studio',
      ownerId,
      dueDate: PAST,
      status: 'inProgress',
      carbonCategory: 2,
      expectedKgCo2e: '1250,5',
      formId: 227,
    });
    expect(late).toMatchObject({
      isOverdue: true,
      expectedKgCo2e: '1250.50',
      formId: 227,
      completedAt: null,
    });
    await savedAction(manager, plan.id, { title: 'HVO for the generator', dueDate: FUTURE, status: 'todo' });
    await savedAction(manager, plan.id, { title: 'Old idea', dueDate: PAST, status: 'cancelled' });
    const done = await savedAction(manager, plan.id, { title: 'LED lights', dueDate: PAST, status: 'done' });
    expect(done.isOverdue).toBe(false);
    expect(done.completedAt).not.toBeNull();

    const read = await readPlan(viewer, plan.id);
    expect(read.errors).toBeUndefined();
    expect(read.data!.GetActionPlan.counts).toEqual({
      total: 4,
      todo: 1,
      inProgress: 1,
      done: 1,
      cancelled: 1,
      overdue: 1,
    });
    expect(read.data!.GetActionPlan.actions.map((a) => a.title)).toEqual([
      'Grid connection at the studio',
      'Old idea',
      'LED lights',
      'HVO for the generator',
    ]);
    const list = await gql<{ GetActionPlans: { total: number; items: Plan[] } }>(
      app,
      PLANS,
      {},
      { token: reporter },
    );
    expect(list.errors).toBeUndefined();
    const listed = list.data!.GetActionPlans.items.find((p) => p.id === plan.id)!;
    expect(listed.counts).toMatchObject({ total: 4, overdue: 1, done: 1 });

    // Status moves: done sets completedAt, back to todo clears it; an overdue action done is no longer overdue.
    const moved = await gql<{ SetGreenActionStatus: Action }>(
      app,
      STATUS,
      { id: late.id, s: 'done' },
      { token: manager },
    );
    expect(moved.data!.SetGreenActionStatus).toMatchObject({ status: 'done', isOverdue: false });
    expect(moved.data!.SetGreenActionStatus.completedAt).not.toBeNull();
    const back = await gql<{ SetGreenActionStatus: Action }>(
      app,
      STATUS,
      { id: late.id, s: 'todo' },
      { token: manager },
    );
    expect(back.data!.SetGreenActionStatus).toMatchObject({ completedAt: null, isOverdue: true });
    const wrong = await gql(app, STATUS, { id: late.id, s: 'finished' }, { token: manager });
    expect(errorCode(wrong)).toBe('BAD_USER_INPUT');
  });

  it('asks before deleting a plan with actions, then deletes plan and actions together', async () => {
    const plan = await savedPlan(manager, PLAN_INPUT);
    const action = await savedAction(manager, plan.id, { title: 'Reusable bottles', status: 'todo' });
    const refused = await gql(app, DEL_PLAN, { id: plan.id }, { token: manager });
    expect(errorCode(refused)).toBe('CONFLICT');
    expect(refused.errors?.[0]?.message).toContain('1');
    expect((await readPlan(manager, plan.id)).data!.GetActionPlan.actions).toHaveLength(1);
    const deleted = await gql(app, DEL_PLAN, { id: plan.id, w: true }, { token: manager });
    expect(deleted.errors).toBeUndefined();
    expect(errorCode(await readPlan(manager, plan.id))).toBe('NOT_FOUND');
    expect(errorCode(await gql(app, DEL_ACTION, { id: action.id }, { token: manager }))).toBe('NOT_FOUND');
    const empty = await savedPlan(manager, PLAN_INPUT);
    expect((await gql(app, DEL_PLAN, { id: empty.id }, { token: manager })).errors).toBeUndefined();
  });

  it('refuses an owner from another project with a field error, and bad input, writing nothing', async () => {
    const foreign = await savePlan(manager, { ...PLAN_INPUT, ownerId: foreignUserId });
    expect(errorCode(foreign)).toBe('BAD_USER_INPUT');
    expect(field(foreign)).toBe('ownerId');
    expect(foreign.errors?.[0]?.message).toContain('ownerId');
    const plan = await savedPlan(manager, PLAN_INPUT);
    const action = await saveAction(manager, plan.id, {
      title: 'Car pool',
      status: 'todo',
      ownerId: foreignUserId,
    });
    expect(field(action)).toBe('ownerId');
    for (const [input, name] of [
      [{ title: '', status: 'todo' }, 'title'],
      [{ title: 'x', status: 'later' }, 'status'],
      [{ title: 'x', status: 'todo', dueDate: '2026-02-30' }, 'dueDate'],
      [{ title: 'x', status: 'todo', carbonCategory: 22 }, 'carbonCategory'],
      [{ title: 'x', status: 'todo', expectedKgCo2e: '-3' }, 'expectedKgCo2e'],
      // A department's formId (308) is not a question.
      [{ title: 'x', status: 'todo', formId: 308 }, 'formId'],
    ] as const) {
      const answer = await saveAction(manager, plan.id, input);
      expect(errorCode(answer)).toBe('BAD_USER_INPUT');
      expect(field(answer)).toBe(name);
    }
    expect((await readPlan(manager, plan.id)).data!.GetActionPlan.actions).toHaveLength(0);
  });

  it('answers NOT_FOUND for another project, FORBIDDEN without the right or the module', async () => {
    expect(errorCode(await readPlan(manager, otherPlanId))).toBe('NOT_FOUND');
    expect(errorCode(await savePlan(manager, PLAN_INPUT, otherPlanId))).toBe('NOT_FOUND');
    expect(errorCode(await gql(app, DEL_PLAN, { id: otherPlanId, w: true }, { token: manager }))).toBe(
      'NOT_FOUND',
    );
    expect(errorCode(await saveAction(manager, otherPlanId, { title: 'x', status: 'todo' }))).toBe(
      'NOT_FOUND',
    );
    const foreignAction = await savedAction(outsider, otherPlanId, { title: 'Theirs', status: 'todo' });
    expect(errorCode(await gql(app, STATUS, { id: foreignAction.id, s: 'done' }, { token: manager }))).toBe(
      'NOT_FOUND',
    );
    expect(errorCode(await gql(app, DEL_ACTION, { id: foreignAction.id }, { token: manager }))).toBe(
      'NOT_FOUND',
    );
    // An action id moved under another plan of one's own project is not found either.
    const mine = await savedPlan(manager, PLAN_INPUT);
    expect(
      errorCode(await saveAction(manager, mine.id, { title: 'x', status: 'todo' }, foreignAction.id)),
    ).toBe('NOT_FOUND');

    for (const token of [crew, moduleOff]) {
      expect(errorCode(await gql(app, PLANS, {}, { token }))).toBe('FORBIDDEN');
      expect(errorCode(await gql(app, REPORT, {}, { token }))).toBe('FORBIDDEN');
    }
    for (const token of [viewer, reporter, crew])
      expect(errorCode(await savePlan(token, PLAN_INPUT))).toBe('FORBIDDEN');
    expect((await gql(app, PLANS, {}, { token: reporter })).errors).toBeUndefined();
  });

  it('pages the plans and bounds the page size', async () => {
    const project = await createProject(app);
    const token = await signInAs(app, (await createUser(app, project.id, { isProd: true })).email);
    for (let i = 1; i <= 3; i++)
      await savedPlan(token, { ...PLAN_INPUT, title: `Plan ${i}`, dueDate: `2027-0${i}-01` });
    const page = await gql<{ GetActionPlans: { total: number; items: Plan[] } }>(
      app,
      PLANS,
      { o: 1, s: 1 },
      { token },
    );
    expect(page.data!.GetActionPlans.total).toBe(3);
    expect(page.data!.GetActionPlans.items.map((p) => p.title)).toEqual(['Plan 2']);
    expect(errorCode(await gql(app, PLANS, { s: 101 }, { token }))).toBe('BAD_USER_INPUT');
  });

  it('reports every action across plans by status, owner and overdue', async () => {
    const project = await createProject(app);
    const token = await signInAs(app, (await createUser(app, project.id, { isAdmin: true })).email);
    const owner = await createUser(app, project.id, { firstName: 'Ana', name: 'Côté' });
    const first = await savedPlan(token, { ...PLAN_INPUT, title: 'Énergie' });
    const second = await savedPlan(token, { ...PLAN_INPUT, title: 'Transport' });
    await savedAction(token, first.id, { title: 'A', status: 'todo', dueDate: PAST, ownerId: owner.id });
    await savedAction(token, first.id, { title: 'B', status: 'done', dueDate: PAST, ownerId: owner.id });
    await savedAction(token, second.id, { title: 'C', status: 'inProgress', dueDate: FUTURE });
    const all = await gql<{
      GetActionReport: { items: Action[]; totals: Record<string, number>; byOwner: unknown[] };
    }>(app, REPORT, {}, { token });
    expect(all.errors).toBeUndefined();
    const report = all.data!.GetActionReport;
    expect(report.totals).toEqual({ total: 3, todo: 1, inProgress: 1, done: 1, cancelled: 0, overdue: 1 });
    expect(report.items[0]).toMatchObject({
      title: 'A',
      isOverdue: true,
      planTitle: 'Énergie',
      ownerName: 'Ana Côté',
    });
    expect(report.byOwner).toEqual(
      expect.arrayContaining([
        { ownerId: owner.id, ownerName: 'Ana Côté', counts: { total: 2, overdue: 1 } },
        { ownerId: null, ownerName: null, counts: { total: 1, overdue: 0 } },
      ]),
    );
    const overdue = await gql<{ GetActionReport: { items: Action[] } }>(
      app,
      REPORT,
      { f: { overdue: true } },
      { token },
    );
    expect(overdue.data!.GetActionReport.items.map((a) => a.title)).toEqual(['A']);
    const byPlan = await gql<{ GetActionReport: { items: Action[] } }>(
      app,
      REPORT,
      { f: { planId: second.id, status: 'inProgress' } },
      { token },
    );
    expect(byPlan.data!.GetActionReport.items.map((a) => a.title)).toEqual(['C']);
  });
});
