import type { Tx } from '../db/client';
import { actionPlans, greenActions } from '../domains/green-actions';

/**
 * The demo production's action plan (issue 16): what the green manager committed to after the first weeks of
 * the ledger, with owners from the crew, due dates around the shoot, one action done and one overdue.
 */
const DEMO_PLAN = {
  title: 'Cut generator diesel and crew travel on the Ostend shoot',
  description:
    'Replace diesel where the grid or HVO can do the job, and move crew between Brussels and Ostend by train and shuttle instead of cars.',
  dueDate: '2027-01-31',
  status: 'active' as const,
  owner: 'green@demo.setledger.test',
};

const DEMO_ACTIONS = [
  {
    title: 'Grid connection for the studio days instead of the 100 kVA generator',
    description:
      'Ask the studio for a 63 A three-phase outlet; the generator stays only for the lighthouse nights.',
    owner: 'prod@demo.setledger.test',
    dueDate: '2026-11-20',
    status: 'done' as const,
    carbonCategory: 2,
    expectedKgCo2e: '1800.00',
    completedAt: new Date('2026-11-18T16:00:00Z'),
  },
  {
    title: 'HVO fuel for the lighthouse night generator',
    description: 'Order HVO100 from the rental company and keep the delivery notes as evidence.',
    owner: 'green@demo.setledger.test',
    dueDate: '2026-11-02',
    status: 'inProgress' as const,
    carbonCategory: 2,
    expectedKgCo2e: '950.00',
    formId: 227,
  },
  {
    title: 'Train and shuttle between Brussels and Ostend for the crew',
    description: 'Book the 07:14 IC train and a 20-seat shuttle from Ostend station to the set.',
    owner: 'prod@demo.setledger.test',
    dueDate: '2026-12-15',
    status: 'todo' as const,
    carbonCategory: 3,
    expectedKgCo2e: '1200.00',
    formId: 229,
  },
  {
    title: 'Vegetarian default at catering, meat on request',
    description: 'Agreed with the caterer; count the meals by kind on each invoice.',
    owner: 'green@demo.setledger.test',
    dueDate: '2027-01-10',
    status: 'todo' as const,
    carbonCategory: 5,
    expectedKgCo2e: '640.00',
    formId: 34,
  },
];

export async function loadDemoActionPlans(
  tx: Tx,
  demo: { projectId: number; userIds: Map<string, number>; createdBy: number | null },
) {
  const owner = (email: string) => demo.userIds.get(email) ?? null;
  const [plan] = await tx
    .insert(actionPlans)
    .values({
      projectId: demo.projectId,
      title: DEMO_PLAN.title,
      description: DEMO_PLAN.description,
      dueDate: DEMO_PLAN.dueDate,
      status: DEMO_PLAN.status,
      ownerId: owner(DEMO_PLAN.owner),
      createdBy: demo.createdBy,
    })
    .returning({ id: actionPlans.id });
  await tx.insert(greenActions).values(
    DEMO_ACTIONS.map(({ owner: email, ...action }) => ({
      ...action,
      projectId: demo.projectId,
      planId: plan!.id,
      ownerId: owner(email),
      createdBy: demo.createdBy,
    })),
  );
}
