import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app';
import { createMemoryStorage, type FileStorage } from '../../../core/storage';
import { createProject, createUser, signInAs } from '../../../test/fixtures';
import { errorCode, type GqlResult, getTestApp, gql, gqlUpload } from '../../../test/harness';
import { allTexts, readPdfText } from '../../../test/pdf-text';
import { projects } from '../../projects';
import { suppliers } from '../../suppliers';
import { checklistSummary } from '..';

let app: App;
let localStorage: FileStorage;
const memory = createMemoryStorage();
let projectId: number;
let manager: string;
let frenchManager: string;
let reader: string;
let crew: string;
let outsider: string;
let otherEntryId: number;

const PDF = new TextEncoder().encode('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n%%EOF');
const SCORE = 'score maxScore answered questions';
const HUB = `{ GetGreenChecklist { ${SCORE} departments { name formId title ${SCORE} sections { sectionId formId title ${SCORE} } } } }`;
const EVIDENCE = 'id kind label fileUrl entryId kgCo2e';
const PAGE_FIELDS = `department { name title ${SCORE} sections { sectionId ${SCORE} } }
  questions { formId text availablePoints asks sectionId hasSuggestions answer { answer supplierName explanation }
  evidence { ${EVIDENCE} } }`;
const PAGE = `query($p: String!) { GetGreenChecklistPage(Page: $p) { ${PAGE_FIELDS} } }`;
const SAVE = `mutation($p: String!, $a: [GreenChecklistAnswerInput!]!) { SaveGreenChecklistPage(Page: $p, Answers: $a) { ${PAGE_FIELDS} } }`;
const ENTRIES = `mutation($q: Int!, $ids: [Int!]!) { AddGreenChecklistEntries(QuestionFormId: $q, EntryIds: $ids) { ${EVIDENCE} } }`;
const UPLOAD = `mutation($q: Int!, $file: File!) { AddGreenChecklistDocument(QuestionFormId: $q, File: $file) { ${EVIDENCE} } }`;
const CANDIDATES = `query($q: Int!, $s: String) { GetGreenChecklistEntryCandidates(QuestionFormId: $q, Search: $s) { id description suggested } }`;
const MANUAL =
  'mutation($e: CarbonEntryInput!) { AddUpdCarbonEntry(CarbonEntry: $e) { entry { id kgCo2e } } }';

type Score = { score: number; maxScore: number; answered: number; questions: number };
type Page = {
  department: Score & { name: string; title: string; sections: (Score & { sectionId: string })[] };
  questions: {
    formId: number;
    availablePoints: number;
    asks: string | null;
    answer: { answer: number } | null;
    evidence: { id: number; kind: string; label: string; fileUrl: string | null; kgCo2e: string | null }[];
  }[];
};

const field = (answer: GqlResult) => answer.errors?.[0]?.extensions?.field;
const download = (url: string, token?: string) =>
  fetch(`${app.url}${url}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
const page = async (token: string, p: string) =>
  (await gql<{ GetGreenChecklistPage: Page }>(app, PAGE, { p }, { token })).data!.GetGreenChecklistPage;
async function entry(token: string, values: Record<string, unknown>) {
  const saved = await gql<{ AddUpdCarbonEntry: { entry: { id: number; kgCo2e: string } } }>(
    app,
    MANUAL,
    { e: values },
    { token },
  );
  expect(saved.errors).toBeUndefined();
  return saved.data!.AddUpdCarbonEntry.entry;
}

beforeAll(async () => {
  app = await getTestApp();
  localStorage = app.services.storage;
  app.services.storage = memory;
  projectId = (await createProject(app, { titre: 'Le Phare de Zélande' })).id;
  manager = await signInAs(
    app,
    (await createUser(app, projectId, { rights: ['canAccessGreenReporting'] })).email,
  );
  frenchManager = await signInAs(
    app,
    (await createUser(app, projectId, { rights: ['canAccessGreenReporting'], appLanguage: 1 })).email,
  );
  reader = await signInAs(
    app,
    (await createUser(app, projectId, { rights: ['canViewReportingScreens'] })).email,
  );
  crew = await signInAs(app, (await createUser(app, projectId)).email);
  const other = await createProject(app);
  outsider = await signInAs(app, (await createUser(app, other.id, { isAdmin: true })).email);
  otherEntryId = (
    await entry(outsider, { carbonCategory: 2, strDate: '2026-11-02', fuel: 'hvo', litres: '50' })
  ).id;
});

afterAll(() => {
  app.services.storage = localStorage;
});

describe('green checklist (issue 16, 001 §3.16)', () => {
  it('lists the 20 departments with the production sections, nothing answered yet', async () => {
    const hub = await gql<{ GetGreenChecklist: Score & { departments: (Score & { name: string })[] } }>(
      app,
      HUB,
      {},
      { token: reader },
    );
    expect(hub.errors).toBeUndefined();
    const checklist = hub.data!.GetGreenChecklist;
    expect(checklist.departments).toHaveLength(20);
    expect(checklist.score).toBe(0);
    expect(checklist.answered).toBe(0);
    expect(checklist.maxScore).toBeGreaterThan(0);
    expect(checklist.departments.map((d) => d.maxScore).reduce((a, b) => a + b)).toBe(checklist.maxScore);
  });

  it('scores Yes with the points, No with 0, and takes N/A out of the maximum', async () => {
    const before = await page(manager, 'electric');
    const [lighting, off, grid, batteries] = before.questions;
    expect(lighting!.availablePoints).toBe(5);
    const max = before.department.maxScore;
    const saved = await gql<{ SaveGreenChecklistPage: Page }>(
      app,
      SAVE,
      {
        p: 'electric',
        a: [
          {
            questionFormId: lighting!.formId,
            answer: 12,
            explanation: '70 % LED, the rest tungsten practicals',
          },
          { questionFormId: off!.formId, answer: 11 },
          { questionFormId: grid!.formId, answer: 13 },
        ],
      },
      { token: manager },
    );
    expect(saved.errors).toBeUndefined();
    const after = saved.data!.SaveGreenChecklistPage.department;
    expect(after.score).toBe(5);
    expect(after.maxScore).toBe(max - grid!.availablePoints);
    expect(after.answered).toBe(3);
    expect(batteries!.formId).toBeGreaterThan(0);
    // The hub reads the same figures in its grouped read.
    const hub = await gql<{ GetGreenChecklist: Score & { departments: (Score & { name: string })[] } }>(
      app,
      HUB,
      {},
      { token: manager },
    );
    const electric = hub.data!.GetGreenChecklist.departments.find((d) => d.name === 'electric')!;
    expect(electric).toMatchObject({ score: 5, maxScore: max - grid!.availablePoints, answered: 3 });
    // Changing an answer replaces it (one per project and question).
    const again = await gql<{ SaveGreenChecklistPage: Page }>(
      app,
      SAVE,
      {
        p: 'electric',
        a: [{ questionFormId: grid!.formId, answer: 12, explanation: 'Mains in the studio' }],
      },
      { token: manager },
    );
    expect(again.data!.SaveGreenChecklistPage.department).toMatchObject({
      score: 8,
      maxScore: max,
      answered: 3,
    });
  });

  it('refuses a Yes without the supplier it asks for, naming the question, and saves nothing', async () => {
    const catering = await page(manager, 'catering');
    const donate = catering.questions.find((q) => q.asks === 'supplier')!;
    const other = catering.questions.find((q) => q.asks === null) ?? catering.questions[1]!;
    const refused = await gql(
      app,
      SAVE,
      {
        p: 'catering',
        a: [
          { questionFormId: other.formId, answer: 11 },
          { questionFormId: donate.formId, answer: 12 },
        ],
      },
      { token: frenchManager },
    );
    expect(errorCode(refused)).toBe('BAD_USER_INPUT');
    expect(field(refused)).toBe('answers.1.supplierName');
    expect(refused.errors![0]!.message).toContain('Un Oui à « Les restes alimentaires');
    expect((await page(manager, 'catering')).department.answered).toBe(0);
    // A question of another page is refused too.
    const wrong = await gql(
      app,
      SAVE,
      { p: 'catering', a: [{ questionFormId: 1, answer: 11 }] },
      { token: manager },
    );
    expect(field(wrong)).toBe('answers.0.questionFormId');
    const ok = await gql(
      app,
      SAVE,
      { p: 'catering', a: [{ questionFormId: donate.formId, answer: 12, supplierName: 'Restos du Cœur' }] },
      { token: manager },
    );
    expect(ok.errors).toBeUndefined();
  });

  it('takes a supplier of the license by id, refuses another license’s (NOT_FOUND, nothing saved)', async () => {
    const licenseOf = async (id: number) =>
      (await app.database.db.select().from(projects).where(eq(projects.id, id)))[0]!.licenseId;
    const [own] = await app.database.db
      .insert(suppliers)
      .values({ licenseId: await licenseOf(projectId), name: 'Wood & Co' })
      .returning();
    const otherProject = await createProject(app);
    const [foreign] = await app.database.db
      .insert(suppliers)
      .values({ licenseId: await licenseOf(otherProject.id), name: 'Elsewhere' })
      .returning();
    const refused = await gql(
      app,
      SAVE,
      { p: 'construction', a: [{ questionFormId: 41, answer: 12, supplierId: foreign!.id }] },
      { token: manager },
    );
    expect(errorCode(refused)).toBe('NOT_FOUND');
    expect((await page(manager, 'construction')).department.answered).toBe(0);
    const saved = await gql<{ SaveGreenChecklistPage: Page }>(
      app,
      SAVE,
      { p: 'construction', a: [{ questionFormId: 41, answer: 12, supplierId: own!.id }] },
      { token: manager },
    );
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.SaveGreenChecklistPage.department).toMatchObject({ score: 5, answered: 1 });
  });

  it('backs an answer with entries of the project (suggested), refuses another project’s entry', async () => {
    const hvo = await entry(manager, {
      carbonCategory: 2,
      strDate: '2026-11-03',
      fuel: 'hvo',
      litres: '200',
    });
    await entry(manager, { carbonCategory: 1, strDate: '2026-11-03', nights: 2, country: 'gb' });
    const production = await page(manager, 'production');
    const fuel = production.questions.find((q) => q.formId === 227)!;
    expect(fuel.availablePoints).toBe(5);
    const candidates = await gql<{ GetGreenChecklistEntryCandidates: { id: number; suggested: boolean }[] }>(
      app,
      CANDIDATES,
      { q: 227 },
      { token: manager },
    );
    expect(candidates.data!.GetGreenChecklistEntryCandidates).toEqual([
      expect.objectContaining({ id: hvo.id, suggested: true }),
    ]);
    const foreign = await gql(app, ENTRIES, { q: 227, ids: [hvo.id, otherEntryId] }, { token: manager });
    expect(errorCode(foreign)).toBe('NOT_FOUND');
    expect((await page(manager, 'production')).questions.find((q) => q.formId === 227)!.evidence).toEqual([]);
    const added = await gql<{ AddGreenChecklistEntries: { kind: string; kgCo2e: string }[] }>(
      app,
      ENTRIES,
      { q: 227, ids: [hvo.id] },
      { token: manager },
    );
    expect(added.errors).toBeUndefined();
    expect(added.data!.AddGreenChecklistEntries).toEqual([
      expect.objectContaining({ kind: 'entry', kgCo2e: hvo.kgCo2e }),
    ]);
    // A reader may not attach.
    expect(errorCode(await gql(app, ENTRIES, { q: 227, ids: [hvo.id] }, { token: reader }))).toBe(
      'FORBIDDEN',
    );
  });

  it('finds entries by their description for a question that names no evidence (nothing suggested)', async () => {
    const rental = await entry(manager, {
      carbonCategory: 1,
      strDate: '2026-11-04',
      nights: 1,
      country: 'gb',
      description: 'Camera truck driver, night at the lighthouse',
    });
    // Question 26 (camera rental house) names no factor key or category: a search is the only way in.
    const found = await gql<{ GetGreenChecklistEntryCandidates: { id: number; suggested: boolean }[] }>(
      app,
      CANDIDATES,
      { q: 26, s: 'camera truck' },
      { token: manager },
    );
    expect(found.errors).toBeUndefined();
    expect(found.data!.GetGreenChecklistEntryCandidates).toEqual([
      expect.objectContaining({ id: rental.id, suggested: false }),
    ]);
  });

  it('serves a document only to who may read the checklist', async () => {
    const upload = await gqlUpload<{ AddGreenChecklistDocument: { id: number; fileUrl: string }[] }>(
      app,
      UPLOAD,
      { q: 210 },
      { name: 'Compost à Ostende.pdf', type: 'application/pdf', bytes: PDF },
      manager,
    );
    expect(upload.errors).toBeUndefined();
    const url = upload.data!.AddGreenChecklistDocument[0]!.fileUrl;
    expect(url).toMatch(/^\/files\/checklist-evidence\/\d+$/);
    const read = await download(url, reader);
    expect(read.status).toBe(200);
    expect(new Uint8Array(await read.arrayBuffer())).toEqual(PDF);
    expect((await download(url, crew)).status).toBe(404);
    expect((await download(url, outsider)).status).toBe(404);
    expect((await download(url)).status).toBe(401);
    const text = await gqlUpload(
      app,
      UPLOAD,
      { q: 210 },
      { name: 'x.txt', type: 'text/plain', bytes: new TextEncoder().encode('hello') },
      manager,
    );
    expect(field(text)).toBe('File');
  });

  it('prints the checklist PDF with answers, suppliers and evidence, accents intact', async () => {
    const response = await download('/files/green-checklist.pdf', frenchManager);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const text = allTexts(await readPdfText(new Uint8Array(await response.arrayBuffer()))).join('\n');
    expect(text).toContain('Checklist écoresponsable');
    expect(text).toContain('Le Phare de Zélande');
    expect(text).toContain('Restos du Cœur');
    expect(text).toContain('Compost à Ostende.pdf');
    expect(text).toContain('Électricité');
    expect((await download('/files/green-checklist.pdf', crew)).status).toBe(404);
  });

  it('sums the project for the final report (checklistSummary)', async () => {
    const summary = await checklistSummary(app.database.db, projectId);
    expect(summary.departments).toHaveLength(20);
    expect(summary.score).toBe(8 + 5 + 5);
    expect(summary.evidence.map((e) => e.kind).sort()).toEqual(['document', 'entry']);
    expect(summary.evidence.find((e) => e.kind === 'entry')!.kgCo2e).toMatch(/^\d+\.\d{2}$/);
  });

  it('answers NOT_FOUND for an unknown page and another project’s evidence; FORBIDDEN for the crew', async () => {
    expect(errorCode(await gql(app, PAGE, { p: 'catering-x' }, { token: manager }))).toBe('NOT_FOUND');
    const own = (await page(manager, 'production')).questions.find((q) => q.formId === 227)!.evidence[0]!;
    const del = 'mutation($id: Int!) { DelGreenChecklistEvidence(EvidenceId: $id) }';
    expect(errorCode(await gql(app, del, { id: own.id }, { token: outsider }))).toBe('NOT_FOUND');
    expect((await page(outsider, 'production')).questions.every((q) => q.answer === null)).toBe(true);
    expect(errorCode(await gql(app, HUB, {}, { token: crew }))).toBe('FORBIDDEN');
    const removed = await gql(app, del, { id: own.id }, { token: manager });
    expect(removed.data).toEqual({ DelGreenChecklistEvidence: own.id });
  });
});
