import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app';
import type { Actor } from '../../../core/actor';
import { AppError } from '../../../core/errors';
import { addMembership, createProject, createUser } from '../../../test/fixtures';
import { getTestApp } from '../../../test/harness';
import { EXPENSE_SHEET_APPROVAL } from '../../expenses/expense-sheet-approval';
import { expenseSheets } from '../../expenses/expenses.table';
import { PO_APPROVAL } from '../../purchase-orders/po-approval';
import { purchaseOrders } from '../../purchase-orders/purchase-orders.table';
import { validations } from '../../users/users.table';
import { refusedCounter, toValidateCounter } from '../approval-counts';
import { waitingForSql } from '../approval-route';
import { approvalTrail } from '../approval-trail';
import { decideDocument, resubmitDocument, undoRefusal, validateMany } from '../approval-transitions';
import type { DocumentApprovalConfig } from '../index';

/**
 * Issue 13: the approval engine, table-driven over document types (expense sheet, PO) × level configurations ×
 * transitions, on the real database. Each configuration is a department of its own in a project per document.
 */

type Person = 'owner' | 'v1' | 'v1b' | 'v2' | 'stranger';
interface DocType {
  name: string;
  // biome-ignore lint/suspicious/noExplicitAny: each document type has its own table.
  config: DocumentApprovalConfig<any>;
  levelColumn: 'validationLevelExp' | 'validationLevelPo';
  make(projectId: number, ownerId: number, department: number): Promise<number>;
}

const DOCS: DocType[] = [
  {
    name: 'expense sheet',
    config: EXPENSE_SHEET_APPROVAL,
    levelColumn: 'validationLevelExp',
    async make(projectId, ownerId, department) {
      const [sheet] = await app.database.db
        .insert(expenseSheets)
        .values({ projectId, userId: ownerId, encoderId: ownerId, departmentNumber: department, status: 1 })
        .returning();
      return sheet!.id;
    },
  },
  {
    name: 'purchase order',
    config: PO_APPROVAL,
    levelColumn: 'validationLevelPo',
    async make(projectId, ownerId, department) {
      const [po] = await app.database.db
        .insert(purchaseOrders)
        .values({
          projectId,
          userId: ownerId,
          encoderId: ownerId,
          departmentNumber: department,
          requestDate: '2026-10-12',
          status: 1,
        })
        .returning();
      return po!.id;
    },
  },
];

interface LevelConfig {
  name: string;
  department: number;
  levels: Partial<Record<Person, 1 | 2>>;
  /** Who decides at each step from submitted, and the status after each validation. */
  route: { by: Person; status: number; level: 1 | 2 }[];
}

const CONFIGS: LevelConfig[] = [
  { name: 'one level', department: 10, levels: { v1: 1 }, route: [{ by: 'v1', status: 8, level: 1 }] },
  {
    name: 'two levels',
    department: 11,
    levels: { v1: 1, v1b: 1, v2: 2 },
    route: [
      { by: 'v1', status: 2, level: 1 },
      { by: 'v2', status: 8, level: 2 },
    ],
  },
  {
    name: 'level 2 decides alone (no level-1 validator)',
    department: 12,
    levels: { v2: 2 },
    route: [{ by: 'v2', status: 8, level: 2 }],
  },
  {
    name: 'the owner holds level 1: level 2 decides',
    department: 13,
    levels: { owner: 1, v2: 2 },
    route: [{ by: 'v2', status: 8, level: 2 }],
  },
  { name: 'no validator configured', department: 14, levels: {}, route: [] },
];

let app: App;
const people = {} as Record<Person, number>;
const projectOf = new Map<DocType, number>();

const actorOf = (person: Person, projectId: number): Actor => ({
  userId: people[person],
  projectId,
  userProjectId: 0,
  licenseId: 0,
  language: 0,
  projectType: 0,
  isAdmin: false,
  isProd: false,
  isDev: false,
  isTranslator: false,
  isVip: false,
  isLicenseAdmin: false,
  sessionVersion: 0,
  signedInBy: null,
  roles: new Set(),
  rights: new Set(),
  modules: new Set(),
  validationLevel: 0,
});

beforeAll(async () => {
  app = await getTestApp();
  for (const doc of DOCS) {
    const projectId = (await createProject(app, { useExpense: true, usePurchaseOrder: true })).id;
    projectOf.set(doc, projectId);
    for (const person of ['owner', 'v1', 'v1b', 'v2', 'stranger'] as Person[])
      people[person] ??= (await createUser(app, projectId, { firstName: person })).id;
    for (const config of CONFIGS)
      for (const [person, level] of Object.entries(config.levels))
        await app.database.db.insert(validations).values({
          projectId,
          userId: people[person as Person],
          departmentNumber: config.department,
          [doc.levelColumn]: level,
        });
  }
  // The same people in both projects.
  const [first, second] = DOCS.map((doc) => projectOf.get(doc)!);
  for (const person of Object.keys(people) as Person[]) await addMembership(app, people[person], second!);
  expect(first).not.toBe(second);
});

/** The code and text of what a transition throws. */
async function failure(run: Promise<unknown>) {
  try {
    await run;
  } catch (error) {
    if (error instanceof AppError) return `${error.code}:${error.text}`;
    throw error;
  }
  return 'no error';
}

describe.each(DOCS)('approval engine: $name', (doc) => {
  const config = () => doc.config;
  const state = async (id: number) => {
    const [row] = await app.database.db.select().from(config().table).where(eq(config().table.id, id));
    return row as Record<string, unknown>;
  };
  const setup = async (level: LevelConfig) => {
    const projectId = projectOf.get(doc)!;
    const id = await doc.make(projectId, people.owner, level.department);
    const as = (person: Person) => actorOf(person, projectId);
    /** Who this document waits for now (the lists' and header counts' rule). */
    const waitingFor = async () => {
      const waiting: Person[] = [];
      for (const person of ['owner', 'v1', 'v1b', 'v2', 'stranger'] as Person[]) {
        const rows = await app.services.db
          .select({ id: config().table.id })
          .from(config().table)
          .where(and(eq(config().table.id, id), waitingForSql(config(), as(person))));
        if (rows.length === 1) {
          waiting.push(person);
          expect(await toValidateCounter(config())(app.services.db, as(person))).toBeGreaterThan(0);
        }
      }
      return waiting;
    };
    return { id, projectId, as, waitingFor };
  };

  describe.each(CONFIGS)('$name', (level) => {
    it('validate: each level in turn, as the route says; the trail and the waiting lists follow', async () => {
      const { id, as, projectId, waitingFor } = await setup(level);
      const trail = await approvalTrail(app.services.db, config(), projectId, await state(id));
      expect(trail.nextLevel).toBe(level.route[0]?.level ?? null);
      expect(trail.hasNoValidator).toBe(level.route.length === 0);
      for (const step of level.route) {
        const deciders = step.level === 1 ? ['v1', 'v1b'] : ['v2'];
        expect(await waitingFor()).toEqual(deciders.filter((p) => level.levels[p as Person] === step.level));
        const after = await decideDocument(app.services, config(), as(step.by), { id, refuse: false });
        expect(after.status).toBe(step.status);
        const row = await state(id);
        expect(row[config().fields[step.level === 1 ? 'level1By' : 'level2By']]).toBe(people[step.by]);
      }
      expect(await waitingFor()).toEqual([]);
      const done = await approvalTrail(app.services.db, config(), projectId, await state(id));
      expect(done.nextLevel).toBeNull();
      expect(done.hasNoValidator).toBe(level.route.length === 0);
      // Nobody decides it once it is decided (or when nobody could).
      expect(
        await failure(decideDocument(app.services, config(), as('stranger'), { id, refuse: false })),
      ).toBe('NOT_FOUND:notFound');
    });

    it('validateMany moves it exactly as a single validation would', async () => {
      const { id, as } = await setup(level);
      for (const step of level.route) {
        expect(await validateMany(app.services, config(), as(step.by), { ids: [id] })).toEqual([id]);
        expect((await state(id)).status).toBe(step.status);
        // Not twice.
        expect(await validateMany(app.services, config(), as(step.by), { ids: [id] })).toEqual([]);
      }
      expect(await validateMany(app.services, config(), as('owner'), { ids: [id] })).toEqual([]);
    });

    it('refuse with a comment, undo, refuse again, resubmit', async () => {
      const { id, as } = await setup(level);
      const first = level.route[0];
      if (!first) {
        expect(await failure(decideDocument(app.services, config(), as('v1'), { id, refuse: true }))).toBe(
          'NOT_FOUND:notFound',
        );
        return;
      }
      const refusedStatus = first.level === 1 ? 4 : 16;
      const refused = await decideDocument(app.services, config(), as(first.by), {
        id,
        refuse: true,
        comment: '  Missing receipt  ',
      });
      expect(refused.status).toBe(refusedStatus);
      expect((await state(id))[config().fields.comment]).toBe('Missing receipt');
      expect(await refusedCounter(config())(app.services.db, as('owner'))).toBeGreaterThan(0);
      // Only the refuser takes it back; another validator of the department gets CONFLICT, others NOT_FOUND.
      expect(await failure(undoRefusal(app.services, config(), as('stranger'), { id }))).toBe(
        'NOT_FOUND:notFound',
      );
      const undone = await undoRefusal(app.services, config(), as(first.by), { id });
      expect(undone.status).toBe(first.level === 1 ? 1 : 2);
      expect(undone[config().fields.comment]).toBe('');
      if (first.level === 2) return; // 16 goes back to 2: level 2 decides it again (001 §4).
      await decideDocument(app.services, config(), as(first.by), { id, refuse: true, comment: 'No' });
      expect(await failure(resubmitDocument(app.services, config(), as('v1'), { id }))).toBe(
        'NOT_FOUND:notFound',
      );
      const resubmitted = await resubmitDocument(app.services, config(), as('owner'), { id });
      expect(resubmitted.status).toBe(1);
      expect(resubmitted[config().fields.level1By]).toBeNull();
      expect(await failure(resubmitDocument(app.services, config(), as('owner'), { id }))).toBe(
        `CONFLICT:${config().alreadySubmitted}`,
      );
      // It goes through the whole route again.
      for (const step of level.route)
        expect(
          (await decideDocument(app.services, config(), as(step.by), { id, refuse: false })).status,
        ).toBe(step.status);
    });

    it('a stale version is a CONFLICT and changes nothing', async () => {
      const { id, as } = await setup(level);
      const before = await state(id);
      const by = level.route[0]?.by ?? 'v1';
      const expectedVersion = (before.version as number) - 1;
      expect(
        await failure(decideDocument(app.services, config(), as(by), { id, refuse: false, expectedVersion })),
      ).toBe('CONFLICT:alreadyDecided');
      expect(await state(id)).toEqual(before);
    });

    it('nobody approves their own document, at any level', async () => {
      const { id, as } = await setup(level);
      for (const refuse of [false, true])
        expect(await failure(decideDocument(app.services, config(), as('owner'), { id, refuse }))).toBe(
          'FORBIDDEN:ownDocument',
        );
      expect(await validateMany(app.services, config(), as('owner'), { ids: [id] })).toEqual([]);
      expect((await state(id)).status).toBe(1);
    });
  });

  it('two level-1 validators at once: exactly one decides, the other gets CONFLICT', async () => {
    const { id, as } = await setup(CONFIGS[1]!);
    const results = await Promise.allSettled([
      decideDocument(app.services, config(), as('v1'), { id, refuse: false }),
      decideDocument(app.services, config(), as('v1b'), { id, refuse: true, comment: 'No' }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const [rejected] = results.filter((r) => r.status === 'rejected') as PromiseRejectedResult[];
    expect((rejected!.reason as AppError).code).toBe('CONFLICT');
  });

  it('a level-2 validator waits for level 1 (FORBIDDEN) and a comment past 1000 characters is refused', async () => {
    const { id, as } = await setup(CONFIGS[1]!);
    expect(await failure(decideDocument(app.services, config(), as('v2'), { id, refuse: false }))).toBe(
      'FORBIDDEN:forbidden',
    );
    expect(
      await failure(
        decideDocument(app.services, config(), as('v1'), { id, refuse: true, comment: 'x'.repeat(1001) }),
      ),
    ).toBe('BAD_USER_INPUT:tooLong');
  });
});
