import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app';
import { createMemoryStorage, type FileStorage } from '../../../core/storage';
import { createProject, createUser, signInAs } from '../../../test/fixtures';
import { getTestApp, gql, gqlUpload } from '../../../test/harness';
import { projects } from '../../projects/projects.table';

// Issue 13: receipts are written, served and deleted through the file storage port (core/storage.ts), so a
// deployment can swap the local folder for another store. Here the app runs on a memory store.
let app: App;
let localStorage: FileStorage;
const memory = createMemoryStorage();
let projectId: number;
let adminToken: string;
let crewToken: string;
let otherCrewToken: string;

const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 7, 8, 9]);
const NEW = 'mutation($i: ExpenseItemInput!) { NewExpenseItem(AddedExpenseItem: $i) { id } }';
const ADD =
  'mutation($id: Int!, $file: File!) { AddExpenseReceipt(ExpenseItemId: $id, File: $file) { id url } }';
const DEL_RECEIPT = 'mutation($id: Int!) { DelExpenseReceipt(ExpenseReceiptId: $id) }';

const newItem = async (token: string) =>
  (
    await gql<{ NewExpenseItem: { id: number } }>(
      app,
      NEW,
      { i: { date: '2026-10-12', type: 0, description: 'Taxi', amountTotal: '20' } },
      { token },
    )
  ).data!.NewExpenseItem.id;

const upload = async (token: string) => {
  const result = await gqlUpload<{ AddExpenseReceipt: { id: number; url: string } }>(
    app,
    ADD,
    { id: await newItem(token) },
    { name: 'taxi.jpg', type: 'image/jpeg', bytes: JPEG },
    token,
  );
  expect(result.errors).toBeUndefined();
  return result.data!.AddExpenseReceipt;
};

const download = (url: string, token?: string) =>
  fetch(`${app.url}${url}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });

beforeAll(async () => {
  app = await getTestApp();
  // The app's services are shared by every request: the memory store serves this file's requests.
  localStorage = app.services.storage;
  app.services.storage = memory;
  const project = await createProject(app, { useExpense: true });
  projectId = project.id;
  adminToken = await signInAs(app, (await createUser(app, projectId, { isAdmin: true })).email);
  crewToken = await signInAs(app, (await createUser(app, projectId, { departmentNumber: 2 })).email);
  otherCrewToken = await signInAs(app, (await createUser(app, projectId, { departmentNumber: 2 })).email);
});

afterAll(() => {
  app.services.storage = localStorage;
});

describe('receipts on the file storage port (issue 13)', () => {
  it('an upload lands in the injected storage and is served back only to callers who may see it', async () => {
    const before = memory.keys();
    const receipt = await upload(crewToken);
    const added = memory.keys().filter((key) => !before.includes(key));
    expect(added).toHaveLength(1);
    expect(await localStorage.exists(added[0]!)).toBe(false);

    const mine = await download(receipt.url, crewToken);
    expect(mine.status).toBe(200);
    expect(new Uint8Array(await mine.arrayBuffer())).toEqual(JPEG);
    expect((await download(receipt.url)).status).toBe(401);
    expect((await download(receipt.url, otherCrewToken)).status).toBe(404);

    const deleted = await gql(app, DEL_RECEIPT, { id: receipt.id }, { token: crewToken });
    expect(deleted.errors).toBeUndefined();
    expect(await memory.exists(added[0]!)).toBe(false);
  });

  it("deleting a project deletes its receipts' files once the delete has committed", async () => {
    const copy = await gql<{ CopyProject: number }>(
      app,
      'mutation($p: Int!) { CopyProject(ProjectId: $p) }',
      { p: projectId },
      { token: adminToken },
    );
    const doomedId = copy.data!.CopyProject;
    await app.database.db.update(projects).set({ useExpense: true }).where(eq(projects.id, doomedId));
    const doomedCrew = await signInAs(app, (await createUser(app, doomedId)).email);
    const before = memory.keys();
    await upload(doomedCrew);
    await upload(doomedCrew);
    const kept = await upload(crewToken);
    const doomedFiles = memory.keys().filter((key) => !before.includes(key));
    expect(doomedFiles).toHaveLength(3);

    const refused = await gql(
      app,
      'mutation($p: Int!) { DelProject(ProjectId: $p) }',
      { p: projectId },
      { token: adminToken },
    );
    expect(refused.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect(memory.keys()).toEqual(expect.arrayContaining(doomedFiles));

    const deleted = await gql(
      app,
      'mutation($p: Int!) { DelProject(ProjectId: $p) }',
      { p: doomedId },
      { token: adminToken },
    );
    expect(deleted.data).toEqual({ DelProject: doomedId });
    const left = doomedFiles.filter((key) => memory.keys().includes(key));
    expect(left).toHaveLength(1);
    expect((await download(kept.url, crewToken)).status).toBe(200);
  });
});
