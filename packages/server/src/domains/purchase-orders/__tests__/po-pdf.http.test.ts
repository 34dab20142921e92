import { createFormatter, type Formatter } from '@setledger/shared/format/formatter';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app';
import { createProject, createUser, signInAs } from '../../../test/fixtures';
import { getTestApp, gql } from '../../../test/harness';
import { allTexts, overprints, readPdfText } from '../../../test/pdf-text';
import { projectFlagItems, projectFlags } from '../../flags/flags.table';
import { validations } from '../../users/users.table';

// Issue 12 item 21: the PO PDF for the supplier shows every value whole, in the project's locale, with the
// level A and level B approvals.
let app: App;

/** Text extractors (PDF.js, pdftotext) give the no-break spaces of French and German numbers as spaces. */
const spaced = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

interface PoLine {
  name: string;
  quantity: string;
  price: string;
  vatRate: string;
  priceTotal: string;
  priceVatTotal: string;
}
interface Po {
  poReference: string;
  amount: string;
  amountVat: string;
  amountTotal: string;
  laValidatedName: string | null;
  laValidatedWhen: string | null;
  lbValidatedName: string | null;
  lbValidatedWhen: string | null;
}

const GET = `query($id: Int!) { GetPo(PurchaseOrderId: $id) {
  po { poReference amount amountVat amountTotal laValidatedName laValidatedWhen lbValidatedName lbValidatedWhen }
  items { name quantity price vatRate priceTotal priceVatTotal } } }`;

/** A validated PO in a project of the regional setting, read by a crew member of the language. */
async function validatedPo(regionalSetting: number, language: number) {
  const project = await createProject(app, {
    // Totals of 8 and 9 digits: above the default maximum per item (issue 12 item 15).
    maxAmountPerItem: 2_000_000_000,
    usePurchaseOrder: true,
    regionalSetting,
    timeZone: 'Europe/Brussels',
  });
  const db = app.database.db;
  const [tax] = await db
    .insert(projectFlags)
    .values({ projectId: project.id, type: 0, name: 'VAT' })
    .returning();
  const [vat21] = await db
    .insert(projectFlagItems)
    .values({ projectId: project.id, flagId: tax!.id, name: 'VAT 21%', factor: '0.21' })
    .returning();
  const crew = await createUser(app, project.id, { departmentNumber: 2, appLanguage: language });
  const a = await createUser(app, project.id, { departmentNumber: 2, firstName: 'Ada', name: 'Level' });
  const b = await createUser(app, project.id, { departmentNumber: 1, firstName: 'Bo', name: 'Books' });
  await db.insert(validations).values([
    { projectId: project.id, userId: a.id, departmentNumber: 2, validationLevelPo: 1 },
    { projectId: project.id, userId: b.id, departmentNumber: 2, validationLevelPo: 2 },
  ]);
  const token = await signInAs(app, crew.email);
  const made = await gql<{ NewPurchaseOrder: { id: number } }>(
    app,
    'mutation($p: PurchaseOrderInput!) { NewPurchaseOrder(AddedPurchaseOrder: $p) { id } }',
    {
      p: {
        description: 'Kamerakran mit Bedienung',
        requestDate: '2026-10-12',
        deliveryDate: '2026-11-03',
        deliveryAddress: 'Studio 4, Avenue de la Couronne 99, 1050 Ixelles',
      },
    },
    { token },
  );
  const id = made.data!.NewPurchaseOrder.id;
  for (const line of [
    {
      name: 'Technocrane 30 ft mit Techniker, Transport und Versicherung',
      quantity: '1',
      unitPriceVatExcluded: '1250000',
      vatFlagItemId: vat21!.id,
    },
    { name: 'Gaffer tape', quantity: '3', unitPriceVatExcluded: '12.3456', vatFlagItemId: vat21!.id },
    { name: 'Câbles', quantity: '2.5', unitPriceVatExcluded: '8', vatFlagItemId: null },
  ]) {
    const added = await gql(
      app,
      'mutation($id: Int, $i: PoItemInput!) { AddPoItem(PurchaseOrderId: $id, AddedPoItem: $i) { id } }',
      { id, i: line },
      { token },
    );
    expect(added.errors).toBeUndefined();
  }
  const act = async (mutation: string, as: string) =>
    expect((await gql(app, mutation, { id }, { token: as })).errors).toBeUndefined();
  await act('mutation($id: Int!) { SendPurchaseOrdersSlice(PurchaseOrderId: [$id]) { id } }', token);
  await act(
    'mutation($id: Int!) { ValidatePurchaseOrder(PurchaseOrderId: $id) { id } }',
    await signInAs(app, a.email),
  );
  await act(
    'mutation($id: Int!) { ValidatePurchaseOrder(PurchaseOrderId: $id) { id } }',
    await signInAs(app, b.email),
  );
  const detail = await gql<{ GetPo: { po: Po; items: PoLine[] } }>(app, GET, { id }, { token });
  const response = await fetch(`${app.url}/files/purchase-orders/${id}.pdf`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(200);
  const pages = await readPdfText(new Uint8Array(await response.arrayBuffer()));
  return { ...detail.data!.GetPo, pages };
}

beforeAll(async () => {
  app = await getTestApp();
});

describe('the PO PDF (issue 12 item 21)', () => {
  it.each([
    ['de-DE', 6, 2, ['12.10.2026', '03.11.2026', '1.250.000,00 €', '1.512.500,00 €', '12,3456 €', '37,04 €']],
    ['fr-FR', 2, 1, ['12/10/2026', '03/11/2026', '1 250 000,00 €', '1 512 500,00 €', '12,3456 €', '37,04 €']],
    ['en-US', 0, 0, ['10/12/2026', '11/03/2026', '€1,250,000.00', '€1,512,500.00', '€12.3456', '€37.04']],
  ] as const)(
    '%s: every value whole, headers apart, approvals named with date and time',
    async (_locale, regionalSetting, language, literals) => {
      const { po, items, pages } = await validatedPo(regionalSetting, language);
      const f: Formatter = createFormatter({ regionalSetting, language, timeZone: 'Europe/Brussels' });
      const texts = allTexts(pages).map(spaced);
      expect(texts.filter((t) => t.includes('…'))).toEqual([]);
      expect(overprints(pages)).toEqual([]);
      for (const literal of literals) expect(texts).toContain(literal);

      const expected = [
        po.poReference,
        ...items.flatMap((item) => [
          f.number(item.quantity),
          f.unitPrice(item.price),
          f.percent(String(Number(item.vatRate) / 100)),
          f.money(item.priceTotal),
          f.money(item.priceVatTotal),
        ]),
        f.money(po.amount),
        f.money(po.amountVat),
        f.money(po.amountTotal),
        po.laValidatedName!,
        f.dateTime(po.laValidatedWhen),
        po.lbValidatedName!,
        f.dateTime(po.lbValidatedWhen),
      ].map(spaced);
      for (const value of expected) expect(texts, value).toContain(value);
      expect(po.laValidatedName).toBe('Ada Level');
      expect(po.lbValidatedName).toBe('Bo Books');
      // Long line names wrap between words: every word is there.
      for (const word of items[0]!.name.split(' ')) expect(texts.join(' ')).toContain(word);
      expect(expected.length).toBe(23);
    },
  );
});
