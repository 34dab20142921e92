import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app';
import { createProject, createUser, signInAs } from '../../../test/fixtures';
import { errorCode, getTestApp, gql } from '../../../test/harness';
import { budgetCategories } from '../../departments/departments.table';
import { projectFlagItems, projectFlags } from '../../flags/flags.table';
import { projects } from '../../projects/projects.table';
import { validations } from '../../users/users.table';

let app: App;
let projectId: number;
let crewToken: string;
let otherCrewToken: string;
let levelAToken: string;
let secondAToken: string;
let levelBToken: string;
let prodToken: string;
let outsiderToken: string;
let vat21: number;
let vat6: number;
let categoryId: number;

const PO =
  'id poNumber poReference validated amount amountVat amountTotal expenseTotal consumed comment laValidatedId lbValidatedId';
const NEW_PO = `mutation($p: PurchaseOrderInput!) { NewPurchaseOrder(AddedPurchaseOrder: $p) { ${PO} } }`;
const ADD_ITEM = `mutation($id: Int, $i: PoItemInput!) { AddPoItem(PurchaseOrderId: $id, AddedPoItem: $i) {
  id price priceVat priceTotal vatTotal priceVatTotal remainingAmount vatRate categoryName categoryCostCenter } }`;
const SEND = `mutation($ids: [Int!]!) { SendPurchaseOrdersSlice(PurchaseOrderId: $ids) { id validated } }`;
const VALIDATE = `mutation($id: Int!, $c: String) { ValidatePurchaseOrder(PurchaseOrderId: $id, Comment: $c) { ${PO} } }`;
const REJECT = `mutation($id: Int!, $c: String) { RejectPurchaseOrder(PurchaseOrderId: $id, Comment: $c) { ${PO} } }`;
const GET = `query($id: Int!) { GetPo(PurchaseOrderId: $id) { po { ${PO} } items { id name remainingAmount priceTotal }
  invoices { id kind validated amountTotal title } } }`;
const INVOICE_SOME = `mutation($id: Int, $items: [Int!]!) { NewInvoiceFromPoForSelectedPoItems(PurchaseOrderId: $id, PoItemsIds: $items) { id kind amountTotal } }`;
const INVOICE_ALL = 'mutation($id: Int) { NewInvoiceFromPO(PurchaseOrderId: $id) { id kind amountTotal } }';
const HEADER =
  '{ GetHeaderData(NumPoToValidate: true, NumPoRefused: true) { numPoToValidate numPoRefused } }';

const po = (description: string) => ({ description, requestDate: '2026-10-12' });
type Po = Record<string, unknown> & { id: number };

async function newPo(description = 'Lens rental', token = crewToken) {
  const made = await gql<{ NewPurchaseOrder: Po }>(app, NEW_PO, { p: po(description) }, { token });
  expect(made.errors).toBeUndefined();
  return made.data!.NewPurchaseOrder;
}
async function addItem(poId: number, item: Record<string, unknown>, token = crewToken) {
  const added = await gql<{ AddPoItem: Record<string, string> & { id: number } }>(
    app,
    ADD_ITEM,
    { id: poId, i: item },
    { token },
  );
  expect(added.errors).toBeUndefined();
  return added.data!.AddPoItem;
}
/** A sent PO with three lines: 3 × 100 excl. 21%, 2 × 10.60 incl. 6%, 0.333 × 10 excl. 21%. */
async function sentPo() {
  const made = await newPo();
  const items = [
    await addItem(made.id, {
      name: 'Zoom lens',
      quantity: '3',
      unitPriceVatExcluded: '100',
      vatFlagItemId: vat21,
      categoryId,
    }),
    await addItem(made.id, {
      name: 'Filters',
      quantity: '2',
      unitPriceVatIncluded: '10.60',
      vatFlagItemId: vat6,
    }),
    await addItem(made.id, {
      name: 'Gaffer tape',
      quantity: '0.333',
      unitPriceVatExcluded: '10',
      vatFlagItemId: vat21,
    }),
  ];
  expect((await gql(app, SEND, { ids: [made.id] }, { token: crewToken })).errors).toBeUndefined();
  return { poId: made.id, items: items.map((i) => i.id) };
}
const header = async (token: string) =>
  (await gql<{ GetHeaderData: Record<string, number> }>(app, HEADER, {}, { token })).data!.GetHeaderData;

beforeAll(async () => {
  app = await getTestApp();
  const db = app.database.db;
  projectId = (
    await createProject(app, { usePurchaseOrder: true, lastPoNumber: 41, lastPoFormat: 'LL-PO-{number:4}' })
  ).id;
  const [tax] = await db.insert(projectFlags).values({ projectId, type: 0, name: 'VAT' }).returning();
  const rates = await db
    .insert(projectFlagItems)
    .values([
      { projectId, flagId: tax!.id, name: 'VAT 21%', factor: '0.21' },
      { projectId, flagId: tax!.id, name: 'VAT 6%', factor: '0.06' },
    ])
    .returning();
  [vat21, vat6] = rates.map((r) => r.id) as [number, number];
  const [category] = await db
    .insert(budgetCategories)
    .values({ projectId, name: 'Camera equipment', costCenter: '2100' })
    .returning();
  categoryId = category!.id;
  const crew = await createUser(app, projectId, { departmentNumber: 2 });
  crewToken = await signInAs(app, crew.email);
  otherCrewToken = await signInAs(app, (await createUser(app, projectId, { departmentNumber: 2 })).email);
  const a = await createUser(app, projectId, { departmentNumber: 2 });
  const a2 = await createUser(app, projectId, { departmentNumber: 2 });
  const b = await createUser(app, projectId, { departmentNumber: 1 });
  await db.insert(validations).values([
    { projectId, userId: a.id, departmentNumber: 2, validationLevelPo: 1 },
    { projectId, userId: a2.id, departmentNumber: 2, validationLevelPo: 1 },
    { projectId, userId: b.id, departmentNumber: 2, validationLevelPo: 2 },
  ]);
  levelAToken = await signInAs(app, a.email);
  secondAToken = await signInAs(app, a2.email);
  levelBToken = await signInAs(app, b.email);
  prodToken = await signInAs(app, (await createUser(app, projectId, { isProd: true })).email);
  const other = await createProject(app, { usePurchaseOrder: true });
  outsiderToken = await signInAs(app, (await createUser(app, other.id, { isAdmin: true })).email);
});

describe('purchase orders and their lines', () => {
  it('numbers a PO when it is sent, from the project format, never twice; an abandoned draft takes no number (issue 12 item 17)', async () => {
    const abandoned = await newPo('Abandoned');
    expect(abandoned).toMatchObject({ poNumber: null, poReference: '', validated: 0 });
    const first = await newPo('First');
    await addItem(first.id, { name: 'Item', quantity: '1', unitPriceVatExcluded: '5' });
    const sent = await gql<{ SendPurchaseOrdersSlice: Po[] }>(
      app,
      `mutation($ids: [Int!]!) { SendPurchaseOrdersSlice(PurchaseOrderId: $ids) { ${PO} } }`,
      { ids: [first.id] },
      { token: crewToken },
    );
    expect(sent.data!.SendPurchaseOrdersSlice[0]).toMatchObject({ poNumber: 42, poReference: 'LL-PO-0042' });
    const burst = await Promise.all(
      Array.from({ length: 8 }, async (_, i) => {
        const made = await newPo(`Burst ${i}`);
        await addItem(made.id, { name: 'Item', quantity: '1', unitPriceVatExcluded: '5' });
        return made.id;
      }),
    );
    // Sent at once, one by one and as a slice: every number once, none skipped.
    await Promise.all([
      ...burst.slice(0, 4).map((id) => gql(app, SEND, { ids: [id] }, { token: crewToken })),
      gql(app, SEND, { ids: burst.slice(4) }, { token: crewToken }),
    ]);
    const numbers = await Promise.all(
      burst.map(
        async (id) =>
          (await gql<{ GetPo: { po: Po } }>(app, GET, { id }, { token: crewToken })).data!.GetPo.po,
      ),
    );
    expect(numbers.map((p) => p.poNumber as number).sort((x, y) => x - y)).toEqual([
      43, 44, 45, 46, 47, 48, 49, 50,
    ]);
    for (const p of numbers) expect(p.poReference).toBe(`LL-PO-00${p.poNumber}`);
    const [project] = await app.database.db.select().from(projects).where(eq(projects.id, projectId));
    expect(project!.lastPoNumber).toBe(50);
    const draft = await gql<{ GetPo: { po: Po } }>(app, GET, { id: abandoned.id }, { token: crewToken });
    expect(draft.data!.GetPo.po).toMatchObject({ poNumber: null, poReference: '' });
  });

  it('a refused PO sent again keeps its number', async () => {
    const { poId } = await sentPo();
    const before = (await gql<{ GetPo: { po: Po } }>(app, GET, { id: poId }, { token: crewToken })).data!
      .GetPo.po;
    await gql(app, REJECT, { id: poId, c: 'No' }, { token: levelAToken });
    await gql(app, SEND, { ids: [poId] }, { token: crewToken });
    const after = (await gql<{ GetPo: { po: Po } }>(app, GET, { id: poId }, { token: crewToken })).data!.GetPo
      .po;
    expect(after).toMatchObject({ validated: 1, poNumber: before.poNumber, poReference: before.poReference });
  });

  it('prices lines from a unit price with or without VAT, decimal-exact, and sums them on the PO', async () => {
    const made = await newPo('Camera kit');
    expect(
      await addItem(made.id, {
        name: 'Zoom lens',
        quantity: '3',
        unitPriceVatExcluded: '100',
        vatFlagItemId: vat21,
        categoryId,
      }),
    ).toMatchObject({
      price: '100.0000',
      priceVat: '121.0000',
      priceTotal: '300.00',
      vatTotal: '63.00',
      priceVatTotal: '363.00',
      remainingAmount: '300.00',
      vatRate: '21',
      categoryName: 'Camera equipment',
      categoryCostCenter: '2100',
    });
    expect(
      await addItem(made.id, {
        name: 'Filters',
        quantity: '2',
        unitPriceVatIncluded: '10,60',
        vatFlagItemId: vat6,
      }),
    ).toMatchObject({
      price: '10.0000',
      priceTotal: '20.00',
      vatTotal: '1.20',
      priceVatTotal: '21.20',
    });
    const third = await addItem(made.id, {
      name: 'Tape',
      quantity: '0.333',
      unitPriceVatIncluded: '100',
      vatFlagItemId: vat21,
    });
    expect(third).toMatchObject({
      price: '82.6446',
      priceTotal: '27.52',
      vatTotal: '5.78',
      priceVatTotal: '33.30',
    });
    const detail = await gql<{ GetPo: { po: Po } }>(app, GET, { id: made.id }, { token: crewToken });
    expect(detail.data!.GetPo.po).toMatchObject({
      amount: '347.52',
      amountVat: '69.98',
      amountTotal: '417.50',
    });

    const updated = await gql<{ UpdatePoItem: Record<string, string> }>(
      app,
      'mutation($id: Int, $i: PoItemInput!) { UpdatePoItem(PoItemId: $id, UpdatedPoItem: $i) { priceTotal remainingAmount } }',
      { id: third.id, i: { name: 'Tape', quantity: '1', unitPriceVatExcluded: '0.01' } },
      { token: crewToken },
    );
    expect(updated.data!.UpdatePoItem).toEqual({ priceTotal: '0.01', remainingAmount: '0.01' });
    const empty = await gql(
      app,
      'mutation { DelPoItem(PoItemId: null) AddPoItem(PurchaseOrderId: null, AddedPoItem: { name: "x", quantity: "1", unitPriceVatExcluded: "1" }) { id } }',
      {},
      { token: crewToken },
    );
    expect(empty.data).toEqual({ DelPoItem: null, AddPoItem: null });
    const bad = await gql(
      app,
      ADD_ITEM,
      { id: made.id, i: { name: 'Nothing', quantity: '0', unitPriceVatExcluded: '5' } },
      { token: crewToken },
    );
    expect(bad.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'quantity' });
  });

  it('takes and refuses quantities and prices at the edges by the shared rule, naming it (issue 12 item 16)', async () => {
    const made = await newPo('Edges');
    const line = (values: Record<string, unknown>) => ({
      name: 'Edge',
      quantity: '1',
      unitPriceVatExcluded: '10',
      ...values,
    });
    expect(
      await addItem(made.id, line({ quantity: '0,333', unitPriceVatExcluded: '12.3456' })),
    ).toMatchObject({
      price: '12.3456',
      priceTotal: '4.11',
    });
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [line({ quantity: '0' }), 'quantity', /quantity must be a number above 0/],
      [line({ quantity: '-2' }), 'quantity', /quantity must be a number above 0/],
      [line({ quantity: '1.2345' }), 'quantity', /too many decimals: at most 3\./],
      [line({ quantity: '1234567890' }), 'quantity', /at most 9 digits/],
      [line({ unitPriceVatExcluded: '12.34567' }), 'unitPriceVatExcluded', /too many decimals: at most 4\./],
      // A line's unit price is above 0 (issue 12 item 15).
      [line({ unitPriceVatExcluded: '0' }), 'unitPriceVatExcluded', /must be a number above 0/],
      [line({ unitPriceVatExcluded: '-1' }), 'unitPriceVatExcluded', /must be a number above 0/],
      [line({ unitPriceVatExcluded: '1234567890123' }), 'unitPriceVatExcluded', /at most 12 digits/],
      // Each figure is well formed, the line total would not fit the stored amounts.
      [
        line({ quantity: '999999999', unitPriceVatExcluded: '999999999999' }),
        'unitPriceVatExcluded',
        /range/,
      ],
      [
        line({ quantity: '1', unitPriceVatExcluded: '999999999999', vatFlagItemId: vat21 }),
        'unitPriceVatExcluded',
        /range/,
      ],
    ];
    for (const [input, field, message] of cases) {
      const result = await gql(app, ADD_ITEM, { id: made.id, i: input }, { token: crewToken });
      expect(result.errors?.[0]?.extensions, JSON.stringify(input)).toMatchObject({
        code: 'BAD_USER_INPUT',
        field,
      });
      expect(result.errors![0]!.message, JSON.stringify(input)).toMatch(message);
    }
  });

  it('ComputePoItemPrice gives the other unit price and the totals', async () => {
    const computed = await gql<{ ComputePoItemPrice: Record<string, string> }>(
      app,
      `mutation($d: PoItemPriceDetail!) { ComputePoItemPrice(PriceDetail: $d) { unitPriceVatExcluded unitPriceVatIncluded priceTotal vatTotal priceVatTotal } }`,
      { d: { unitPriceVatIncluded: '0.01', unitVat: '21', quantity: '1' } },
      { token: crewToken },
    );
    expect(computed.data!.ComputePoItemPrice).toEqual({
      unitPriceVatExcluded: '0.0083',
      unitPriceVatIncluded: '0.0100',
      priceTotal: '0.01',
      vatTotal: '0.00',
      priceVatTotal: '0.01',
    });
    const bad = await gql(
      app,
      'mutation { ComputePoItemPrice(PriceDetail: { unitVat: "121", quantity: "1", unitPriceVatExcluded: "1" }) { priceTotal } }',
      {},
      { token: crewToken },
    );
    expect(bad.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'unitVat' });
  });
});

describe('line amounts (issue 12 item 15)', () => {
  it('refuses a line at 0 and a line total above the project maximum per item, naming the field', async () => {
    const made = await newPo('Amounts');
    const line = (extra: Record<string, unknown>) => ({ name: 'Line', quantity: '1', ...extra });
    for (const price of [{ unitPriceVatExcluded: '0' }, { unitPriceVatIncluded: '0.0000' }]) {
      const zero = await gql(app, ADD_ITEM, { id: made.id, i: line(price) }, { token: crewToken });
      expect(zero.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
      expect(zero.errors![0]!.message).toMatch(/must be a number above 0/);
    }
    const huge = await gql(
      app,
      ADD_ITEM,
      { id: made.id, i: line({ quantity: '2', unitPriceVatExcluded: '500000', vatFlagItemId: vat21 }) },
      { token: crewToken },
    );
    expect(huge.errors![0]!.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'unitPriceVatExcluded',
    });
    expect(huge.errors![0]!.message).toBe('The field unitPriceVatExcluded may be at most 1000000.00.');
    await addItem(made.id, line({ quantity: '2', unitPriceVatExcluded: '500000' }));
  });
});

describe('sending and validating (levels A and B)', () => {
  it('sends every PO of a slice or none: a PO without lines stops the slice', async () => {
    const full = await newPo('Full');
    await addItem(full.id, { name: 'Item', quantity: '1', unitPriceVatExcluded: '5' });
    const empty = await newPo('Empty');
    const refused = await gql(app, SEND, { ids: [full.id, empty.id] }, { token: crewToken });
    expect(errorCode(refused)).toBe('CONFLICT');
    expect(refused.errors![0]!.message).toMatch(/at least one line/);
    const still = await gql<{ GetPo: { po: Po } }>(app, GET, { id: full.id }, { token: crewToken });
    expect(still.data!.GetPo.po.validated).toBe(0);
  });

  it('goes A then B to 8, recording both validators; the header counts follow', async () => {
    const before = await header(levelAToken);
    const { poId } = await sentPo();
    expect((await header(levelAToken)).numPoToValidate).toBe(before.numPoToValidate! + 1);
    expect(errorCode(await gql(app, VALIDATE, { id: poId }, { token: levelBToken }))).toBe('FORBIDDEN');
    const a = await gql<{ ValidatePurchaseOrder: Po }>(app, VALIDATE, { id: poId }, { token: levelAToken });
    expect(a.data!.ValidatePurchaseOrder).toMatchObject({
      validated: 2,
      laValidatedId: expect.any(Number),
      lbValidatedId: null,
    });
    expect(errorCode(await gql(app, VALIDATE, { id: poId }, { token: secondAToken }))).toBe('CONFLICT');
    const b = await gql<{ ValidatePurchaseOrder: Po }>(
      app,
      VALIDATE,
      { id: poId, c: 'OK for the shoot' },
      { token: levelBToken },
    );
    expect(b.data!.ValidatePurchaseOrder).toMatchObject({
      validated: 8,
      lbValidatedId: expect.any(Number),
      comment: 'OK for the shoot',
    });
    expect((await header(levelAToken)).numPoToValidate).toBe(before.numPoToValidate);
  });

  it('two level-A validators acting at once: exactly one transition, the other gets CONFLICT', async () => {
    const { poId } = await sentPo();
    const results = await Promise.all([
      gql(app, VALIDATE, { id: poId }, { token: levelAToken }),
      gql(app, REJECT, { id: poId, c: 'Too expensive' }, { token: secondAToken }),
    ]);
    expect(results.filter((r) => r.errors === undefined)).toHaveLength(1);
    expect(results.map(errorCode).filter(Boolean)).toEqual(['CONFLICT']);
  });

  it('a refusal counts for the owner, who fixes the PO and sends it again', async () => {
    const { poId, items } = await sentPo();
    const refused = await gql<{ RejectPurchaseOrder: Po }>(
      app,
      REJECT,
      { id: poId, c: 'Split the tape' },
      { token: levelAToken },
    );
    expect(refused.data!.RejectPurchaseOrder).toMatchObject({ validated: 4, comment: 'Split the tape' });
    expect((await header(crewToken)).numPoRefused).toBeGreaterThanOrEqual(1);
    expect(
      (
        await gql(
          app,
          'mutation($id: Int) { DelPoItem(PoItemId: $id) }',
          { id: items[2] },
          { token: crewToken },
        )
      ).errors,
    ).toBeUndefined();
    const resent = await gql<{ SendPurchaseOrdersSlice: Po[] }>(
      app,
      SEND,
      { ids: [poId] },
      { token: crewToken },
    );
    expect(resent.data!.SendPurchaseOrdersSlice[0]!.validated).toBe(1);
    // Sent again: no longer editable by its owner.
    const locked = await gql(
      app,
      ADD_ITEM,
      { id: poId, i: { name: 'Late', quantity: '1', unitPriceVatExcluded: '1' } },
      { token: crewToken },
    );
    expect(errorCode(locked)).toBe('CONFLICT');
  });

  it('an edit after sending names the purchase order, not an expense (issue 12 item 9)', async () => {
    const { poId, items } = await sentPo();
    const edits = [
      await gql(
        app,
        'mutation($id: Int!, $p: PurchaseOrderInput!) { UpdPurchaseOrder(PurchaseOrderId: $id, UpdatedPurchaseOrder: $p) { id } }',
        { id: poId, p: po('Changed') },
        { token: crewToken },
      ),
      await gql(
        app,
        'mutation($id: Int) { DelPoItem(PoItemId: $id) }',
        { id: items[0] },
        { token: crewToken },
      ),
      await gql(app, SEND, { ids: [poId] }, { token: crewToken }),
      await gql(
        app,
        'mutation($id: Int) { DelPurchaseOrder(PurchaseOrderId: $id) }',
        { id: poId },
        { token: crewToken },
      ),
    ];
    for (const edit of edits) {
      expect(errorCode(edit)).toBe('CONFLICT');
      expect(edit.errors![0]!.message).toBe(
        'This purchase order has been sent for validation and can no longer be changed.',
      );
    }
  });

  it('without a level B in the department, level A is final', async () => {
    const validator = await createUser(app, projectId, { departmentNumber: 1 });
    await app.database.db
      .insert(validations)
      .values({ projectId, userId: validator.id, departmentNumber: 1, validationLevelPo: 1 });
    const loneToken = await signInAs(app, (await createUser(app, projectId, { departmentNumber: 1 })).email);
    const made = await newPo('Office paper', loneToken);
    await addItem(made.id, { name: 'Paper', quantity: '10', unitPriceVatExcluded: '4.99' }, loneToken);
    await gql(app, SEND, { ids: [made.id] }, { token: loneToken });
    const done = await gql<{ ValidatePurchaseOrder: Po }>(
      app,
      VALIDATE,
      { id: made.id },
      { token: await signInAs(app, validator.email) },
    );
    expect(done.data!.ValidatePurchaseOrder).toMatchObject({ validated: 8, lbValidatedId: null });
  });
});

describe('invoices from purchase orders', () => {
  it('invoices selected lines, then the rest; amounts stay consistent and are never invoiced twice', async () => {
    const { poId, items } = await sentPo();
    expect(errorCode(await gql(app, INVOICE_ALL, { id: poId }, { token: prodToken }))).toBe('CONFLICT');
    await gql(app, VALIDATE, { id: poId }, { token: levelAToken });
    await gql(app, VALIDATE, { id: poId }, { token: levelBToken });

    const some = await gql<{ NewInvoiceFromPoForSelectedPoItems: { kind: number; amountTotal: string } }>(
      app,
      INVOICE_SOME,
      { id: poId, items: [items[0], items[1]] },
      { token: prodToken },
    );
    // 300.00 + 63.00 VAT, 20.00 + 1.20 VAT.
    expect(some.data!.NewInvoiceFromPoForSelectedPoItems).toMatchObject({ kind: 1, amountTotal: '384.20' });
    const again = await gql(app, INVOICE_SOME, { id: poId, items: [items[0]] }, { token: prodToken });
    expect(errorCode(again)).toBe('CONFLICT');
    expect(again.errors![0]!.message).toMatch(/Nothing is left to invoice/);

    const left = await gql<{ GetPoItemList: { id: number; remainingAmount: string }[] }>(
      app,
      'query($id: Int!) { GetPoItemList(PurchaseOrderId: $id, NotConsumed: 1) { id remainingAmount } }',
      { id: poId },
      { token: crewToken },
    );
    expect(left.data!.GetPoItemList).toEqual([{ id: items[2], remainingAmount: '3.33' }]);

    // The rest, asked twice at once: one invoice, the other call finds nothing left.
    const both = await Promise.all([
      gql(app, INVOICE_ALL, { id: poId }, { token: prodToken }),
      gql(app, INVOICE_ALL, { id: poId }, { token: crewToken }),
    ]);
    expect(both.filter((r) => r.errors === undefined)).toHaveLength(1);
    const detail = await gql<{
      GetPo: { po: Po; items: { remainingAmount: string }[]; invoices: { amountTotal: string }[] };
    }>(app, GET, { id: poId }, { token: crewToken });
    expect(detail.data!.GetPo.po).toMatchObject({ expenseTotal: '323.33', consumed: true });
    expect(detail.data!.GetPo.items.map((i) => i.remainingAmount)).toEqual(['0.00', '0.00', '0.00']);
    expect(detail.data!.GetPo.invoices.map((i) => i.amountTotal)).toEqual(['384.20', '4.03']);
    // An invoiced PO and its lines stay.
    expect(
      errorCode(
        await gql(
          app,
          'mutation($id: Int) { DelPurchaseOrder(PurchaseOrderId: $id) }',
          { id: poId },
          { token: prodToken },
        ),
      ),
    ).toBe('CONFLICT');
  });
});

describe('the PDF for the supplier', () => {
  it('is a real PDF titled with the reference, for who may see the PO only', async () => {
    const { poId } = await sentPo();
    const pdf = (token?: string) =>
      fetch(`${app.url}/files/purchase-orders/${poId}.pdf`, {
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
    const answer = await pdf(crewToken);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    const detail = await gql<{ GetPo: { po: { poReference: string } } }>(
      app,
      GET,
      { id: poId },
      { token: crewToken },
    );
    const reference = detail.data!.GetPo.po.poReference;
    expect(answer.headers.get('content-disposition')).toBe(`attachment; filename="${reference}.pdf"`);
    const bytes = new Uint8Array(await answer.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const doc = await PDFDocument.load(bytes);
    expect(doc.getTitle()).toBe(reference);
    expect(doc.getPageCount()).toBe(1);
    expect((await pdf(levelBToken)).status).toBe(200);
    expect((await pdf(otherCrewToken)).status).toBe(404);
    expect((await pdf(outsiderToken)).status).toBe(404);
    expect((await pdf()).status).toBe(401);
  });
});

describe('lists, rights and other projects', () => {
  it('lists the caller POs by mode: 1 all, -1 unsent or refused, -2 sent, -3 sent not consumed', async () => {
    const token = await signInAs(app, (await createUser(app, projectId, { departmentNumber: 2 })).email);
    const draft = await newPo('Draft', token);
    const sent = await newPo('Sent', token);
    await addItem(sent.id, { name: 'Item', quantity: '1', unitPriceVatExcluded: '5' }, token);
    await gql(app, SEND, { ids: [sent.id] }, { token });
    const mode = async (m: number) =>
      (
        await gql<{ MyPurchaseOrders: { description: string }[] }>(
          app,
          'query($m: Int) { MyPurchaseOrders(Mode: $m) { description } }',
          { m },
          { token },
        )
      )
        .data!.MyPurchaseOrders.map((p) => p.description)
        .sort();
    expect(await mode(1)).toEqual(['Draft', 'Sent']);
    expect(await mode(-1)).toEqual(['Draft']);
    expect(await mode(-2)).toEqual(['Sent']);
    expect(await mode(-3)).toEqual(['Sent']);
    expect(draft.validated).toBe(0);
    expect(errorCode(await gql(app, 'query { MyPurchaseOrders(Mode: 7) { id } }', {}, { token }))).toBe(
      'BAD_USER_INPUT',
    );
  });

  it('keeps POs to their people and project', async () => {
    const mine = await newPo('Private');
    expect(errorCode(await gql(app, GET, { id: mine.id }, { token: otherCrewToken }))).toBe('NOT_FOUND');
    expect(errorCode(await gql(app, GET, { id: mine.id }, { token: outsiderToken }))).toBe('NOT_FOUND');
    expect(
      errorCode(
        await gql(
          app,
          ADD_ITEM,
          { id: mine.id, i: { name: 'x', quantity: '1', unitPriceVatExcluded: '1' } },
          { token: outsiderToken },
        ),
      ),
    ).toBe('NOT_FOUND');
    expect((await gql(app, GET, { id: mine.id }, { token: levelAToken })).errors).toBeUndefined();
    expect(
      errorCode(await gql(app, '{ GetProjectPurchaseOrders { totalRecords } }', {}, { token: crewToken })),
    ).toBe('FORBIDDEN');
    const page = await gql<{ GetProjectPurchaseOrders: { totalRecords: number } }>(
      app,
      '{ GetProjectPurchaseOrders(Filter: { mode: -1 }) { totalRecords } }',
      {},
      { token: prodToken },
    );
    expect(page.data!.GetProjectPurchaseOrders.totalRecords).toBeGreaterThan(0);
    const theirs = await gql<{ GetProjectPurchaseOrders: { totalRecords: number } }>(
      app,
      '{ GetProjectPurchaseOrders { totalRecords } }',
      {},
      { token: outsiderToken },
    );
    expect(theirs.data!.GetProjectPurchaseOrders.totalRecords).toBe(0);
  });

  it('production enters a PO for a crew member (poEntryCrew); crew cannot enter for others', async () => {
    const crew = await createUser(app, projectId, { departmentNumber: 2, firstName: 'Robin', name: 'Crew' });
    const FOR = `mutation($p: PurchaseOrderInput!, $u: Int) { NewPurchaseOrder(AddedPurchaseOrder: $p, UserId: $u) {
      userId userFullName encoderId encoderFullName department } }`;
    const made = await gql<{ NewPurchaseOrder: Record<string, unknown> }>(
      app,
      FOR,
      { p: po('Batteries for Robin'), u: crew.id },
      { token: prodToken },
    );
    expect(made.data!.NewPurchaseOrder).toMatchObject({
      userId: crew.id,
      userFullName: 'Robin Crew',
      encoderId: expect.any(Number),
      department: 2,
    });
    expect(made.data!.NewPurchaseOrder.encoderId).not.toBe(crew.id);
    expect(errorCode(await gql(app, FOR, { p: po('Not mine'), u: crew.id }, { token: otherCrewToken }))).toBe(
      'FORBIDDEN',
    );
    const outside = await gql(app, FOR, { p: po('Elsewhere'), u: crew.id }, { token: outsiderToken });
    expect(errorCode(outside)).toBe('NOT_FOUND');
  });

  it('refuses a request date outside the contract unless the project allows it', async () => {
    const early = await gql(
      app,
      NEW_PO,
      { p: { description: 'Too early', requestDate: '2025-06-01' } },
      { token: crewToken },
    );
    expect(early.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'requestDate' });
    await app.database.db
      .update(projects)
      .set({ allowPoOutsideContract: true })
      .where(eq(projects.id, projectId));
    const allowed = await gql<{ NewPurchaseOrder: Po }>(
      app,
      `mutation($p: PurchaseOrderInput!) { NewPurchaseOrder(AddedPurchaseOrder: $p) { id isInContract } }`,
      { p: { description: 'Allowed early', requestDate: '2025-06-01' } },
      { token: crewToken },
    );
    expect(allowed.data!.NewPurchaseOrder).toMatchObject({ isInContract: false });
    await app.database.db
      .update(projects)
      .set({ allowPoOutsideContract: false })
      .where(eq(projects.id, projectId));
  });

  it('is FORBIDDEN when the project switches purchase orders off', async () => {
    const off = await createProject(app, { usePurchaseOrder: false });
    const token = await signInAs(app, (await createUser(app, off.id)).email);
    const answer = await gql(app, NEW_PO, { p: po('Nope') }, { token });
    expect(errorCode(answer)).toBe('FORBIDDEN');
  });

  it('marks a PO processed with canMarkEntryAsProcessed (ChangeStatusOfProcess Type 3)', async () => {
    const made = await newPo('To process');
    const MARK =
      'mutation($id: Int!) { ChangeStatusOfProcess(IdOfComponent: $id, Type: 3, ValueOfProcessToChange: true) }';
    expect(errorCode(await gql(app, MARK, { id: made.id }, { token: prodToken }))).toBe('FORBIDDEN');
    const accountant = await signInAs(
      app,
      (await createUser(app, projectId, { rights: ['canMarkEntryAsProcessed'] })).email,
    );
    expect((await gql(app, MARK, { id: made.id }, { token: accountant })).data).toEqual({
      ChangeStatusOfProcess: true,
    });
    const outsider = await signInAs(
      app,
      (
        await createUser(app, (await createProject(app, { usePurchaseOrder: true })).id, {
          rights: ['canMarkEntryAsProcessed'],
        })
      ).email,
    );
    expect(errorCode(await gql(app, MARK, { id: made.id }, { token: outsider }))).toBe('NOT_FOUND');
  });
});
