import { createFormatter } from '@setledger/shared/format/formatter';
import { departmentOfQuestion } from '@setledger/shared/green/checklist.catalogue';
import { and, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app';
import { createProject, createUser, signInAs } from '../../../test/fixtures';
import { errorCode, getTestApp, gql } from '../../../test/harness';
import { allTexts, overprints, readPdfText } from '../../../test/pdf-text';
import { carbonEntries } from '../../carbon/carbon.table';

let app: App;
let projectId: number;
let manager: string;
let reporter: string;
let crew: string;
let outsider: string;
let emptyProject: string;

const PREREQUISITES = `{ GetGreenPrerequisites { total { count kgCo2e } unverified { count kgCo2e }
  estimates { count kgCo2e } pending { count kgCo2e } missingCategories } }`;
const PRODUCTION = `{ GetGreenProduction { footprint { total { count kgCo2e } actual { kgCo2e } pending { kgCo2e }
  excluded { count kgCo2e } byCategory { category total { count kgCo2e } } }
  removals { grossKgCo2e removedKgCo2e netKgCo2e } actions { total todo done overdue }
  reports { kind totalKgCo2e ledgerKgCo2e leftOutKgCo2e } checklist { score maxScore answered questions } } }`;
const LEDGER = `query($f: CarbonEntryFilterInput) { GetCarbonEntries(Filter: $f, Size: 1) { totalRecords totals { entries kgCo2e } } }`;
const SAVE_PLAN = `mutation($p: ActionPlanInput!) { AddUpdActionPlan(ActionPlan: $p) { id } }`;
const SAVE_ACTION = `mutation($plan: Int!, $a: GreenActionInput!) { AddUpdGreenAction(ActionPlanId: $plan, GreenAction: $a) { id } }`;
const SAVE_REMOVAL = `mutation($r: CarbonRemovalInput!) { AddUpdCarbonRemoval(CarbonRemoval: $r) { id } }`;

/** Ledger rows as sources would leave them: category, status, verified, estimate and kg. */
const ROWS = [
  { carbonCategory: 3, status: 'actual', verified: true, isEstimate: false, kgCo2e: '1000.25' },
  { carbonCategory: 3, status: 'pending', verified: false, isEstimate: false, kgCo2e: '200.50' },
  { carbonCategory: 1, status: 'actual', verified: false, isEstimate: true, kgCo2e: '33.25' },
  { carbonCategory: 5, status: 'pending', verified: true, isEstimate: true, kgCo2e: '0.50' },
  { carbonCategory: 7, status: 'excluded', verified: false, isEstimate: true, kgCo2e: '999.00' },
] as const;

async function download(path: string, token?: string) {
  return fetch(`${app.url}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
}

beforeAll(async () => {
  app = await getTestApp();
  // French regional setting (fr-FR) and a French reader: numbers and dates as a French funder reads them.
  const project = await createProject(app, {
    titre: 'Les Éphémères',
    regionalSetting: 2,
    useCarbonRemoval: true,
  });
  projectId = project.id;
  const managerUser = await createUser(app, project.id, {
    rights: ['canAccessGreenReporting'],
    appLanguage: 1,
  });
  manager = await signInAs(app, managerUser.email);
  reporter = await signInAs(
    app,
    (await createUser(app, project.id, { rights: ['canViewReportingScreens'] })).email,
  );
  crew = await signInAs(app, (await createUser(app, project.id)).email);
  await app.database.db.insert(carbonEntries).values(
    ROWS.map((row, i) => ({
      ...row,
      projectId,
      sourceType: 'manual' as const,
      strDate: `2026-10-0${i + 1}`,
      description: `Écriture ${i + 1}`,
    })),
  );
  const other = await createProject(app);
  outsider = await signInAs(app, (await createUser(app, other.id, { isAdmin: true })).email);
  await app.database.db.insert(carbonEntries).values({
    projectId: other.id,
    sourceType: 'manual',
    strDate: '2026-10-01',
    carbonCategory: 2,
    status: 'actual',
    kgCo2e: '5000',
  });
  emptyProject = await signInAs(
    app,
    (await createUser(app, (await createProject(app)).id, { isProd: true })).email,
  );
  const plan = await gql<{ AddUpdActionPlan: { id: number } }>(
    app,
    SAVE_PLAN,
    { p: { title: 'Réduire le diesel', status: 'active', ownerId: managerUser.id, dueDate: '2026-12-15' } },
    { token: manager },
  );
  const planId = plan.data!.AddUpdActionPlan.id;
  for (const a of [
    {
      title: 'Raccordement au réseau électrique',
      status: 'todo',
      dueDate: '2020-03-01',
      ownerId: managerUser.id,
    },
    { title: 'Gourdes réutilisables', status: 'done', dueDate: '2026-11-02' },
  ])
    expect((await gql(app, SAVE_ACTION, { plan: planId, a }, { token: manager })).errors).toBeUndefined();
});

describe('prerequisites and production summary (issue 16)', () => {
  it('counts what is missing exactly as the ledger does (excluded entries count nowhere)', async () => {
    const answer = await gql<{ GetGreenPrerequisites: Record<string, unknown> }>(
      app,
      PREREQUISITES,
      {},
      { token: reporter },
    );
    expect(answer.errors).toBeUndefined();
    const p = answer.data!.GetGreenPrerequisites as {
      unverified: { count: number; kgCo2e: string };
      estimates: { count: number; kgCo2e: string };
      pending: { count: number; kgCo2e: string };
      missingCategories: number[];
    };
    // The ledger's own figures for the same questions.
    const ledger = async (f: Record<string, unknown>) =>
      (
        await gql<{ GetCarbonEntries: { totals: { entries: number; kgCo2e: string } } }>(
          app,
          LEDGER,
          { f },
          { token: manager },
        )
      ).data!.GetCarbonEntries.totals;
    const pending = await ledger({ status: 'pending' });
    expect(p.pending).toEqual({ count: pending.entries, kgCo2e: pending.kgCo2e });
    const estimates = await ledger({ isEstimate: true });
    const estimatesCounted = await ledger({ isEstimate: true, status: 'excluded' });
    expect(p.estimates.count).toBe(estimates.entries - estimatesCounted.entries);
    // The green table's own filter (the prerequisites link to it): unverified entries, the excluded ones apart.
    const unverified = await ledger({ reviewStatus: [0] });
    const unverifiedExcluded = await ledger({ reviewStatus: [0], status: 'excluded' });
    expect(p.unverified.count).toBe(unverified.entries - unverifiedExcluded.entries);
    const [direct] = await app.database.db
      .select({
        n: sql<number>`count(*)`.mapWith(Number),
        kg: sql<string>`sum(${carbonEntries.kgCo2e})::text`,
      })
      .from(carbonEntries)
      .where(
        and(
          eq(carbonEntries.projectId, projectId),
          eq(carbonEntries.verified, false),
          sql`${carbonEntries.status} <> 'excluded'`,
        ),
      );
    expect(p.unverified).toEqual({ count: direct!.n, kgCo2e: direct!.kg });
    expect(p).toMatchObject({
      unverified: { count: 2, kgCo2e: '233.75' },
      estimates: { count: 2, kgCo2e: '33.75' },
      pending: { count: 2, kgCo2e: '201.00' },
    });
    expect(p.missingCategories).toEqual([0, 2, 4, ...Array.from({ length: 16 }, (_, i) => i + 6)]);
  });

  it('summarises the footprint by category, removals apart (gross and net), and actions', async () => {
    expect(
      (
        await gql(
          app,
          SAVE_REMOVAL,
          {
            r: { kind: 'removal', date: '2026-11-01', quantity: '100', unit: 'kg', status: 'purchased' },
          },
          { token: await signInAs(app, (await createUser(app, projectId, { isAdmin: true })).email) },
        )
      ).errors,
    ).toBeUndefined();
    const answer = await gql<{ GetGreenProduction: Record<string, unknown> }>(
      app,
      PRODUCTION,
      {},
      { token: manager },
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.GetGreenProduction).toEqual({
      footprint: {
        total: { count: 4, kgCo2e: '1234.50' },
        actual: { kgCo2e: '1033.50' },
        pending: { kgCo2e: '201.00' },
        excluded: { count: 1, kgCo2e: '999.00' },
        byCategory: [
          { category: 1, total: { count: 1, kgCo2e: '33.25' } },
          { category: 3, total: { count: 2, kgCo2e: '1200.75' } },
          { category: 5, total: { count: 1, kgCo2e: '0.50' } },
        ],
      },
      removals: { grossKgCo2e: '1234.50', removedKgCo2e: '100.00', netKgCo2e: '1134.50' },
      actions: { total: 2, todo: 1, done: 1, overdue: 1 },
      reports: expect.any(Array),
      checklist: expect.objectContaining({ score: 0, answered: 0 }),
    });
    // Both calculator reports over the same ledger (pending included): each counts part of the gross and
    // explains the rest as left out.
    const production = answer.data!.GetGreenProduction as {
      reports: { kind: string; totalKgCo2e: string; ledgerKgCo2e: string; leftOutKgCo2e: string }[];
      checklist: { maxScore: number; questions: number };
    };
    expect(production.reports.map((r) => r.kind)).toEqual(['carbonClap', 'pear']);
    for (const report of production.reports) {
      expect(report.ledgerKgCo2e).toBe('1234.50');
      expect(Number(report.totalKgCo2e) + Number(report.leftOutKgCo2e)).toBeCloseTo(1234.5, 2);
    }
    expect(production.checklist.questions).toBeGreaterThan(0);
    const ledger = await gql<{ GetCarbonEntries: { totals: { kgCo2e: string } } }>(
      app,
      LEDGER,
      {},
      { token: manager },
    );
    expect(ledger.data!.GetCarbonEntries.totals.kgCo2e).toBe('1234.50');
  });

  it('refuses crew; another project sees only its own ledger; an empty project has every category missing', async () => {
    expect(errorCode(await gql(app, PRODUCTION, {}, { token: crew }))).toBe('FORBIDDEN');
    expect(errorCode(await gql(app, PREREQUISITES, {}, { token: crew }))).toBe('FORBIDDEN');
    const other = await gql<{ GetGreenProduction: { footprint: { total: { kgCo2e: string } } } }>(
      app,
      PRODUCTION,
      {},
      { token: outsider },
    );
    expect(other.data!.GetGreenProduction.footprint.total.kgCo2e).toBe('5000.00');
    const empty = await gql<{
      GetGreenPrerequisites: { missingCategories: number[]; total: { count: number } };
    }>(app, PREREQUISITES, {}, { token: emptyProject });
    expect(empty.data!.GetGreenPrerequisites.total.count).toBe(0);
    expect(empty.data!.GetGreenPrerequisites.missingCategories).toHaveLength(22);
  });
});

describe('final report PDF and action report xlsx (issue 16)', () => {
  it('assembles the footprint, removals, prerequisites and plans, in French with accents and French numbers', async () => {
    // A checklist answer backed by a ledger entry: the report lists the evidence under its question.
    const page = departmentOfQuestion(34)!.name;
    const saved = await gql(
      app,
      'mutation($p: String!, $a: [GreenChecklistAnswerInput!]!) { SaveGreenChecklistPage(Page: $p, Answers: $a) { department { score } } }',
      { p: page, a: [{ questionFormId: 34, answer: 12, explanation: 'Menus végétariens chaque jour' }] },
      { token: manager },
    );
    expect(saved.errors).toBeUndefined();
    const [entry] = await app.database.db
      .select({ id: carbonEntries.id })
      .from(carbonEntries)
      .where(and(eq(carbonEntries.projectId, projectId), eq(carbonEntries.carbonCategory, 5)));
    const linked = await gql(
      app,
      'mutation($q: Int!, $e: [Int!]!) { AddGreenChecklistEntries(QuestionFormId: $q, EntryIds: $e) { id } }',
      { q: 34, e: [entry!.id] },
      { token: manager },
    );
    expect(linked.errors).toBeUndefined();
    const response = await download('/files/final-report.pdf', manager);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    // Spaces compared as spaces: the grouping space is a no-break one, whatever PDF.js makes of it.
    const spaces = (text: string) => text.replace(/\s/g, ' ');
    const pages = await readPdfText(new Uint8Array(await response.arrayBuffer()));
    expect(overprints(pages)).toEqual([]);
    const texts = allTexts(pages).map(spaces);
    const all = texts.join(' | ');
    const formatter = createFormatter({ regionalSetting: 2, language: 1 });
    const fr = { number: (v: string, d: number) => spaces(formatter.number(v, d)), date: formatter.date };
    expect(fr.number('1234.50', 2)).toBe('1 234,50');
    expect(all).toContain('Rapport carbone final');
    expect(all).toContain('Les Éphémères');
    expect(texts).toContain(fr.number('1234.50', 2));
    expect(all).toContain(`${fr.number('1134.50', 2)} kg CO2e`);
    expect(all).toContain('Écritures non vérifiées');
    expect(all).toContain('Rapports des calculateurs');
    expect(all).toContain("Carbon'Clap");
    expect(all).toContain('Checklist verte');
    expect(all).toContain('Comptabilité');
    expect(all).toContain('Preuve');
    expect(all).toContain('Des repas végétariens sont-ils proposés');
    // The reports' chapters in the reader's words, never their keys.
    expect(all).toContain('Lieux de tournage et studios');
    expect(all).not.toMatch(/filmingLocations|productionOffices/);
    expect(all).toContain('Réduire le diesel');
    expect(all).toContain('Raccordement au réseau électrique');
    expect(all).toContain(fr.date('2026-12-15'));
    expect(all).toContain('Hébergement');
  });

  it('serves the final report only to allowed callers', async () => {
    expect((await download('/files/final-report.pdf')).status).toBe(401);
    expect((await download('/files/final-report.pdf', crew)).status).toBe(404);
    expect((await download('/files/final-report.pdf', reporter)).status).toBe(200);
  });

  it('exports the action report as xlsx, filtered, read back with exceljs', async () => {
    const response = await download('/files/action-report.xlsx', manager);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(/action_report_\d{14}\.xlsx/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const rows: unknown[][] = [];
    workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows[0]).toEqual(expect.arrayContaining(['Plan', 'Titre', 'Responsable', 'Échéance', 'Statut']));
    expect(rows).toHaveLength(3);
    expect(rows[1]).toEqual(
      expect.arrayContaining([
        'Réduire le diesel',
        'Raccordement au réseau électrique',
        'Tess Tester',
        'À faire',
        'En retard',
      ]),
    );
    expect(rows[1]![3]).toEqual(new Date('2020-03-01T00:00:00Z'));
    const overdue = await download('/files/action-report.xlsx?overdue=1', manager);
    const filtered = new ExcelJS.Workbook();
    await filtered.xlsx.load(await overdue.arrayBuffer());
    expect(filtered.worksheets[0]!.rowCount).toBe(2);
    expect((await download('/files/action-report.xlsx', crew)).status).toBe(404);
    expect((await download('/files/action-report.xlsx', outsider)).status).toBe(200);
  });
});
