import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app';
import { createMemoryStorage, type FileStorage } from '../../../core/storage';
import { createProject, createUser, signInAs } from '../../../test/fixtures';
import { getTestApp, gql, gqlUpload } from '../../../test/harness';
import { projects } from '../../projects/projects.table';

// Certificates are written, replaced and deleted through the file storage port (core/storage.ts), like receipts.
let app: App;
let localStorage: FileStorage;
const memory = createMemoryStorage();
let projectId: number;
let adminToken: string;

const PDF = new TextEncoder().encode('%PDF-1.7\n%%EOF');
const SAVE = 'mutation($r: CarbonRemovalInput!) { AddUpdCarbonRemoval(CarbonRemoval: $r) { id } }';
const UPLOAD =
  'mutation($id: Int!, $file: File!) { AddCarbonRemovalCertificate(CarbonRemovalId: $id, File: $file) { id } }';
const REMOVAL = { kind: 'offset', date: '2026-11-10', quantity: '3', unit: 'tonne', status: 'retired' };

async function removalWithCertificate(token: string) {
  const saved = await gql<{ AddUpdCarbonRemoval: { id: number } }>(app, SAVE, { r: REMOVAL }, { token });
  const id = saved.data!.AddUpdCarbonRemoval.id;
  const before = memory.keys();
  const upload = await gqlUpload(
    app,
    UPLOAD,
    { id },
    { name: 'c.pdf', type: 'application/pdf', bytes: PDF },
    token,
  );
  expect(upload.errors).toBeUndefined();
  return { id, key: memory.keys().find((key) => !before.includes(key))! };
}

beforeAll(async () => {
  app = await getTestApp();
  localStorage = app.services.storage;
  app.services.storage = memory;
  projectId = (await createProject(app, { useCarbonRemoval: true })).id;
  adminToken = await signInAs(app, (await createUser(app, projectId, { isAdmin: true })).email);
});

afterAll(() => {
  app.services.storage = localStorage;
});

describe('certificates on the file storage port (issue 14)', () => {
  it('a replaced certificate and a deleted removal leave the storage', async () => {
    const { id, key } = await removalWithCertificate(adminToken);
    expect(key).toMatch(/^carbon-certificates\/.+\.pdf$/);
    await gqlUpload(app, UPLOAD, { id }, { name: 'c2.pdf', type: 'application/pdf', bytes: PDF }, adminToken);
    expect(await memory.exists(key)).toBe(false);
    const second = memory.keys().filter((k) => k.startsWith('carbon-certificates/'));
    await gql(
      app,
      'mutation($id: Int!) { DelCarbonRemoval(CarbonRemovalId: $id) }',
      { id },
      { token: adminToken },
    );
    for (const k of second) expect(await memory.exists(k)).toBe(false);
  });

  it("deleting a project deletes its certificates' files once the delete has committed", async () => {
    const copy = await gql<{ CopyProject: number }>(
      app,
      'mutation($p: Int!) { CopyProject(ProjectId: $p) }',
      { p: projectId },
      { token: adminToken },
    );
    const doomedId = copy.data!.CopyProject;
    await app.database.db.update(projects).set({ useCarbonRemoval: true }).where(eq(projects.id, doomedId));
    const doomedManager = await signInAs(
      app,
      (await createUser(app, doomedId, { rights: ['canManageCarbonRemoval'] })).email,
    );
    const doomed = await removalWithCertificate(doomedManager);
    const kept = await removalWithCertificate(adminToken);
    const deleted = await gql(
      app,
      'mutation($p: Int!) { DelProject(ProjectId: $p) }',
      { p: doomedId },
      {
        token: adminToken,
      },
    );
    expect(deleted.data).toEqual({ DelProject: doomedId });
    expect(await memory.exists(doomed.key)).toBe(false);
    expect(await memory.exists(kept.key)).toBe(true);
  });
});
