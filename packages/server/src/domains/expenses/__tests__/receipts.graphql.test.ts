import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app';
import { createProject, createUser, signInAs } from '../../../test/fixtures';
import { errorCode, getTestApp, gql, gqlUpload } from '../../../test/harness';
import { projects } from '../../projects/projects.table';
import { validations } from '../../users/users.table';
import { expenseReceipts } from '../expenses.table';
import { detectReceiptType } from '../receipts.service';

let app: App;
let projectId: number;
let crewToken: string;
let otherCrewToken: string;
let hodToken: string;
let outsiderToken: string;

const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 1, 2, 3]);
const PDF = new TextEncoder().encode('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n%%EOF');
const NEW = 'mutation($i: ExpenseItemInput!) { NewExpenseItem(AddedExpenseItem: $i) { id } }';
const ADD =
  'mutation($id: Int!, $file: File!) { AddExpenseReceipt(ExpenseItemId: $id, File: $file) { id contentType size originalName url } }';
const ITEMS = '{ MyExpenses { id receipts { id contentType } } }';

const newItem = async (token = crewToken) =>
  (
    await gql<{ NewExpenseItem: { id: number } }>(
      app,
      NEW,
      { i: { date: '2026-10-12', type: 0, description: 'Taxi', amountTotal: '20' } },
      { token },
    )
  ).data!.NewExpenseItem.id;

const download = (url: string, token?: string) =>
  fetch(`${app.url}${url}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });

beforeAll(async () => {
  app = await getTestApp();
  projectId = (await createProject(app, { useExpense: true })).id;
  crewToken = await signInAs(app, (await createUser(app, projectId, { departmentNumber: 2 })).email);
  otherCrewToken = await signInAs(app, (await createUser(app, projectId, { departmentNumber: 2 })).email);
  const hod = await createUser(app, projectId, { departmentNumber: 2 });
  await app.database.db
    .insert(validations)
    .values({ projectId, userId: hod.id, departmentNumber: 2, validationLevelExp: 1 });
  hodToken = await signInAs(app, hod.email);
  const other = await createProject(app, { useExpense: true });
  outsiderToken = await signInAs(app, (await createUser(app, other.id, { isAdmin: true })).email);
});

describe('receipts (issue 5)', () => {
  it('knows a file by its first bytes, not by its name', () => {
    expect(detectReceiptType(JPEG)).toBe('image/jpeg');
    expect(detectReceiptType(PDF)).toBe('application/pdf');
    expect(detectReceiptType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe(
      'image/png',
    );
    expect(detectReceiptType(new TextEncoder().encode('<html><script>'))).toBeNull();
  });

  it('stores a photo and a PDF; the owner and the department validator download them, with a fixed name', async () => {
    const itemId = await newItem();
    const photo = await gqlUpload<{ AddExpenseReceipt: { id: number; url: string } }>(
      app,
      ADD,
      { id: itemId },
      { name: '../../etc/passwd.jpg', type: 'text/plain', bytes: JPEG },
      crewToken,
    );
    expect(photo.errors).toBeUndefined();
    expect(photo.data!.AddExpenseReceipt).toMatchObject({
      contentType: 'image/jpeg',
      size: JPEG.length,
      // The multipart parser keeps only the base name; it is shown, never used as a path.
      originalName: 'passwd.jpg',
    });
    const pdf = await gqlUpload(
      app,
      ADD,
      { id: itemId },
      { name: 'invoice.pdf', type: 'application/pdf', bytes: PDF },
      crewToken,
    );
    expect(pdf.errors).toBeUndefined();
    const listed = await gql<{ MyExpenses: { id: number; receipts: { contentType: string }[] }[] }>(
      app,
      ITEMS,
      {},
      { token: crewToken },
    );
    expect(listed.data!.MyExpenses.find((i) => i.id === itemId)!.receipts.map((r) => r.contentType)).toEqual([
      'image/jpeg',
      'application/pdf',
    ]);

    const url = photo.data!.AddExpenseReceipt.url;
    const mine = await download(url, crewToken);
    expect(mine.status).toBe(200);
    expect(mine.headers.get('content-type')).toBe('image/jpeg');
    expect(mine.headers.get('content-disposition')).toBe(
      `attachment; filename="receipt-${itemId}-${photo.data!.AddExpenseReceipt.id}.jpg"`,
    );
    expect(new Uint8Array(await mine.arrayBuffer())).toEqual(JPEG);
    expect((await download(url)).status).toBe(401);
    expect((await download(url, otherCrewToken)).status).toBe(404);
    expect((await download(url, outsiderToken)).status).toBe(404);
    // The validator sees it once the item is in a sheet of their department.
    expect((await download(url, hodToken)).status).toBe(404);
    await gql(app, 'mutation { SendAllExpenses(ExpenseTitle: "Week") { id } }', {}, { token: crewToken });
    expect((await download(url, hodToken)).status).toBe(200);
    // Sent: the receipt can no longer be removed.
    const del = await gql(
      app,
      'mutation($id: Int!) { DelExpenseReceipt(ExpenseReceiptId: $id) }',
      { id: photo.data!.AddExpenseReceipt.id },
      { token: crewToken },
    );
    expect(errorCode(del)).toBe('CONFLICT');
  });

  it('refuses a file that is neither a photo nor a PDF, an oversized one, and someone else’s item', async () => {
    const itemId = await newItem();
    const html = await gqlUpload(
      app,
      ADD,
      { id: itemId },
      { name: 'receipt.pdf', type: 'application/pdf', bytes: new TextEncoder().encode('<html>') },
      crewToken,
    );
    expect(html.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'File' });
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(JPEG);
    const tooBig = await gqlUpload(
      app,
      ADD,
      { id: itemId },
      { name: 'big.jpg', type: 'image/jpeg', bytes: big },
      crewToken,
    );
    expect(tooBig.errors![0]!.message).toMatch(/10 MB/);
    const foreign = await gqlUpload(
      app,
      ADD,
      { id: itemId },
      { name: 'a.jpg', type: 'image/jpeg', bytes: JPEG },
      otherCrewToken,
    );
    expect(errorCode(foreign)).toBe('NOT_FOUND');
    const outside = await gqlUpload(
      app,
      ADD,
      { id: itemId },
      { name: 'a.jpg', type: 'image/jpeg', bytes: JPEG },
      outsiderToken,
    );
    expect(errorCode(outside)).toBe('NOT_FOUND');
  });

  it('with mandatory receipts, sending refuses an item without one', async () => {
    const person = await createUser(app, projectId, { departmentNumber: 2 });
    const token = await signInAs(app, person.email);
    await app.database.db
      .update(projects)
      .set({ mandatoryExpenseReceipt: true })
      .where(eq(projects.id, projectId));
    const itemId = await newItem(token);
    const refused = await gql(app, 'mutation { SendAllExpenses { id } }', {}, { token });
    expect(refused.errors![0]!.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: `receipts.${itemId}`,
    });
    expect(refused.errors![0]!.message).toMatch(/receipt on every expense/);
    await gqlUpload(app, ADD, { id: itemId }, { name: 'r.jpg', type: 'image/jpeg', bytes: JPEG }, token);
    expect((await gql(app, 'mutation { SendAllExpenses { id } }', {}, { token })).errors).toBeUndefined();
    await app.database.db
      .update(projects)
      .set({ mandatoryExpenseReceipt: false })
      .where(eq(projects.id, projectId));
  });
});

describe('receipt limits (issue 12 item 9)', () => {
  const upload = (itemId: number, token = crewToken, name = 'r.jpg') =>
    gqlUpload<{ AddExpenseReceipt: { id: number } }>(
      app,
      ADD,
      { id: itemId },
      { name, type: 'image/jpeg', bytes: JPEG },
      token,
    );
  const filesOnDisk = async () => new Set(await readdir(join(app.services.config.dataDir, 'files')));
  const keysOf = async (itemId: number) =>
    (
      await app.database.db
        .select({ key: expenseReceipts.storageKey })
        .from(expenseReceipts)
        .where(eq(expenseReceipts.itemId, itemId))
    ).map((row) => row.key);

  it('takes at most 10 receipts per item, also when they arrive together; the refusal names the limit', async () => {
    const itemId = await newItem();
    for (let i = 0; i < 8; i++) expect((await upload(itemId)).errors).toBeUndefined();
    // Three at once for the last two places: exactly two are stored.
    const racing = await Promise.all([upload(itemId), upload(itemId), upload(itemId)]);
    expect(racing.filter((r) => r.errors === undefined)).toHaveLength(2);
    const refused = racing.find((r) => r.errors !== undefined)!;
    expect(refused.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'File' });
    expect(refused.errors![0]!.message).toBe(
      'An expense item takes at most 10 receipts: delete one before adding another.',
    );
    expect(await keysOf(itemId)).toHaveLength(10);
    // The refused file is not left on disk.
    const stored = await filesOnDisk();
    expect((await keysOf(itemId)).every((key) => stored.has(key))).toBe(true);
    const fr = await signInAs(app, (await createUser(app, projectId, { appLanguage: 1 })).email);
    const frItem = await newItem(fr);
    for (let i = 0; i < 10; i++) await upload(frItem, fr);
    expect((await upload(frItem, fr)).errors![0]!.message).toMatch(/au maximum 10 justificatifs/);
  });

  it('counts the stored bytes of the project against its quota (2 GB by default), naming it', async () => {
    expect(app.services.config.projectStorageQuotaBytes).toBe(2 * 1024 ** 3);
    const project = await createProject(app, { useExpense: true });
    const token = await signInAs(app, (await createUser(app, project.id, { departmentNumber: 2 })).email);
    const itemId = await newItem(token);
    expect((await upload(itemId, token)).errors).toBeUndefined();
    // A stored file that fills the quota to the byte: the next receipt does not fit.
    const [big] = await app.database.db
      .insert(expenseReceipts)
      .values({
        projectId: project.id,
        itemId,
        originalName: 'scan.pdf',
        contentType: 'application/pdf',
        size: 2 * 1024 ** 3 - JPEG.length,
        storageKey: `quota-test-${project.id}.pdf`,
      })
      .returning();
    const full = await upload(itemId, token);
    expect(full.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'File' });
    expect(full.errors![0]!.message).toBe(
      "This receipt would pass the project's storage quota of 2 GB (2 GB already used). Delete receipts that are no longer needed, or ask an administrator for more room.",
    );
    // Another project is not concerned.
    expect((await upload(await newItem())).errors).toBeUndefined();
    const del = await gql(
      app,
      'mutation($id: Int!) { DelExpenseReceipt(ExpenseReceiptId: $id) }',
      { id: big!.id },
      { token },
    );
    expect(del.errors).toBeUndefined();
    expect((await upload(itemId, token)).errors).toBeUndefined();
  });

  it('deleting an item or a sheet deletes its receipt files, so the quota counts what is stored', async () => {
    const person = await createUser(app, projectId, { departmentNumber: 2 });
    const token = await signInAs(app, person.email);
    const itemId = await newItem(token);
    await upload(itemId, token);
    const [key] = await keysOf(itemId);
    expect((await filesOnDisk()).has(key!)).toBe(true);
    const deleted = await gql(
      app,
      'mutation($id: Int) { DelExpenseItem(ExpenseItemId: $id) }',
      { id: itemId },
      { token },
    );
    expect(deleted.errors).toBeUndefined();
    expect((await filesOnDisk()).has(key!)).toBe(false);

    const sent = await newItem(token);
    await upload(sent, token);
    const [sentKey] = await keysOf(sent);
    const sheet = await gql<{ SendAllExpenses: { id: number } }>(
      app,
      'mutation { SendAllExpenses(ExpenseTitle: "Week") { id } }',
      {},
      { token },
    );
    await gql(
      app,
      'mutation($id: Int!, $c: String) { RejectExpenseSheet(ExpenseSheetId: $id, Comment: $c) { id } }',
      { id: sheet.data!.SendAllExpenses.id, c: 'No' },
      { token: hodToken },
    );
    const dropped = await gql(
      app,
      'mutation($id: Int!) { DelExpenseSheet(ExpenseSheetId: $id) }',
      { id: sheet.data!.SendAllExpenses.id },
      { token },
    );
    expect(dropped.errors).toBeUndefined();
    expect((await filesOnDisk()).has(sentKey!)).toBe(false);
  });
});
