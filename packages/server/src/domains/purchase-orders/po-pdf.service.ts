import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { currencySymbol } from '@setledger/shared/format/currency';
import { toMoneyString } from '@setledger/shared/format/money';
import { languageCodeToTag } from '@setledger/shared/i18n/languages';
import { Decimal } from 'decimal.js';
import { and, eq } from 'drizzle-orm';
import { PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import type { Actor, Services } from '../../graphql/context';
import { AppError } from '../../graphql/errors';
import { addresses } from '../addresses/addresses.table';
import { projectLegalEntities, projects } from '../projects/projects.table';
import { suppliers } from '../suppliers/suppliers.table';
import { serverText } from '../translations/texts';
import { getPo } from './purchase-orders.service';

// DejaVu Sans covers the Latin letters of every app language (č, ř, ã, ß ...); shipped by an npm package.
const require = createRequire(import.meta.url);
let fonts: { regular: Uint8Array; bold: Uint8Array } | undefined;
/** The DejaVu regular and bold font bytes, read once (also used by the list exports). */
export function fontFiles() {
  fonts ??= {
    regular: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    bold: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  };
  return fonts;
}

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 48;
const GREY = rgb(0.4, 0.4, 0.4);

/** Splits a text into lines that fit `width` at `size`. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let line = '';
    for (const word of paragraph.split(/\s+/)) {
      const next = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(next, size) <= width || !line) line = next;
      else {
        lines.push(line);
        line = word;
      }
    }
    lines.push(line);
  }
  return lines;
}

async function addressLines(services: Services, addressId: number | null) {
  if (addressId === null) return [];
  const [a] = await services.db.select().from(addresses).where(eq(addresses.id, addressId));
  if (!a) return [];
  return [
    [a.street, a.number, a.box].filter(Boolean).join(' '),
    [a.zip, a.city].filter(Boolean).join(' '),
    a.country,
  ].filter(Boolean);
}

/**
 * The PDF of a purchase order to send to the supplier (issue 6): the project's legal entity, the supplier's
 * address, the reference and dates, every line with its VAT, and the totals, in the caller's language.
 * Returns null when the caller may not see the PO (the route answers 404, as for a missing file).
 */
export async function purchaseOrderPdf(services: Services, actor: Actor, poId: number) {
  let detail: Awaited<ReturnType<typeof getPo>>;
  try {
    detail = await getPo(services, actor, { poId });
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
    throw error;
  }
  const { po, items, userFullName, departmentName } = detail;
  const lang = languageCodeToTag(actor.language);
  const t = (n: number) => serverText('purchase-orders', n, lang);
  const [project] = await services.db
    .select({ titre: projects.titre, currency: projects.currency })
    .from(projects)
    .where(eq(projects.id, actor.projectId));
  const [entity] = await services.db
    .select({ name: suppliers.name, vat: suppliers.vat, addressId: suppliers.addressId })
    .from(projectLegalEntities)
    .innerJoin(suppliers, eq(suppliers.id, projectLegalEntities.supplierId))
    .where(eq(projectLegalEntities.projectId, actor.projectId))
    .limit(1);
  const [supplier] = po.supplierId
    ? await services.db
        .select({ name: suppliers.name, vat: suppliers.vat, addressId: suppliers.addressId })
        .from(suppliers)
        .where(and(eq(suppliers.id, po.supplierId), eq(suppliers.licenseId, actor.licenseId)))
    : [];
  const symbol = currencySymbol(project?.currency ?? 0);
  const money = (value: string) => `${toMoneyString(value)} ${symbol}`;

  // A draft has no number yet (issue 12 item 17).
  const reference = po.poReference || t(2001);
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  doc.setTitle(reference);
  doc.setSubject(po.description);
  doc.setProducer('Setledger');
  doc.setCreationDate(new Date());
  const files = fontFiles();
  const regular = await doc.embedFont(files.regular, { subset: true });
  const bold = await doc.embedFont(files.bold, { subset: true });

  let page: PDFPage = doc.addPage([A4.width, A4.height]);
  let y = A4.height - MARGIN;
  const text = (value: string, x: number, size = 10, font = regular, color = rgb(0, 0, 0)) =>
    page.drawText(value, { x, y, size, font, color });
  const right = (value: string, xRight: number, size = 10, font = regular) =>
    page.drawText(value, { x: xRight - font.widthOfTextAtSize(value, size), y, size, font });
  const newPageIfNeeded = (needed: number) => {
    if (y - needed > MARGIN) return;
    page = doc.addPage([A4.width, A4.height]);
    y = A4.height - MARGIN;
  };

  // Header: title and reference, then who orders from whom.
  text(t(14), MARGIN, 20, bold);
  right(reference, A4.width - MARGIN, 20, bold);
  y -= 34;
  const half = (A4.width - 2 * MARGIN) / 2;
  const buyer = [
    entity?.name ?? project?.titre ?? '',
    ...(await addressLines(services, entity?.addressId ?? null)),
  ];
  if (entity?.vat) buyer.push(entity.vat);
  const seller = supplier
    ? [
        supplier.name,
        ...(await addressLines(services, supplier.addressId)),
        ...(supplier.vat ? [supplier.vat] : []),
      ]
    : ['—'];
  const top = y;
  text(project?.titre ?? '', MARGIN, 9, bold, GREY);
  y -= 14;
  for (const line of buyer) {
    text(line, MARGIN, 10);
    y -= 13;
  }
  const afterBuyer = y;
  y = top;
  text(t(29), MARGIN + half, 9, bold, GREY);
  y -= 14;
  for (const line of seller) {
    text(line, MARGIN + half, 10);
    y -= 13;
  }
  y = Math.min(afterBuyer, y) - 14;

  // Dates, requester, delivery.
  const facts: [string, string][] = [
    [t(27), po.requestDate],
    ...(po.deliveryDate ? ([[t(28), po.deliveryDate]] as [string, string][]) : []),
    ...(po.deliveryAddress ? ([[t(33), po.deliveryAddress]] as [string, string][]) : []),
    [t(74), userFullName],
    ...(departmentName ? ([[t(30), departmentName]] as [string, string][]) : []),
  ];
  for (const [label, value] of facts) {
    text(label, MARGIN, 9, bold, GREY);
    text(value, MARGIN + 130, 10);
    y -= 14;
  }
  y -= 6;
  for (const line of wrap(po.description, bold, 11, A4.width - 2 * MARGIN)) {
    text(line, MARGIN, 11, bold);
    y -= 15;
  }
  y -= 8;

  // Lines.
  const cols = { name: MARGIN, qty: 300, unit: 370, vat: 420, total: 485, totalVat: A4.width - MARGIN };
  const header = () => {
    page.drawRectangle({
      x: MARGIN - 4,
      y: y - 4,
      width: A4.width - 2 * MARGIN + 8,
      height: 16,
      color: rgb(0.93, 0.95, 0.95),
    });
    text(t(44), cols.name, 8, bold);
    right(t(45), cols.qty, 8, bold);
    right(t(46), cols.unit, 8, bold);
    right(t(47), cols.vat, 8, bold);
    right(t(48), cols.total, 8, bold);
    right(t(49), cols.totalVat, 8, bold);
    y -= 20;
  };
  header();
  for (const item of items) {
    const nameLines = wrap(item.name, regular, 9, cols.qty - cols.name - 40);
    newPageIfNeeded(14 * nameLines.length + 10);
    if (y === A4.height - MARGIN) header();
    text(nameLines[0]!, cols.name, 9);
    right(new Decimal(item.quantity).toString(), cols.qty, 9);
    right(new Decimal(item.price).toFixed(2), cols.unit, 9);
    right(`${new Decimal(item.vatRate).toString()}%`, cols.vat, 9);
    right(money(item.priceTotal), cols.total, 9);
    right(money(item.priceVatTotal), cols.totalVat, 9);
    for (const extra of nameLines.slice(1)) {
      y -= 12;
      text(extra, cols.name, 9);
    }
    y -= 16;
  }

  // Totals.
  newPageIfNeeded(70);
  page.drawLine({
    start: { x: 330, y: y + 8 },
    end: { x: A4.width - MARGIN, y: y + 8 },
    thickness: 0.5,
    color: GREY,
  });
  for (const [label, value, font] of [
    [t(48), po.amount, regular],
    [t(47), po.amountVat, regular],
    [t(49), po.amountTotal, bold],
  ] as const) {
    text(label, 330, 10, font);
    right(money(value), A4.width - MARGIN, 10, font);
    y -= 16;
  }
  if (po.information) {
    y -= 10;
    for (const line of wrap(po.information, regular, 9, A4.width - 2 * MARGIN)) {
      newPageIfNeeded(14);
      text(line, MARGIN, 9);
      y -= 12;
    }
  }
  // Footer on every page: the reference and the page number.
  const pages = doc.getPages();
  pages.forEach((p, index) => {
    const footer = `${reference} · ${index + 1}/${pages.length}`;
    p.drawText(footer, { x: MARGIN, y: MARGIN / 2, size: 8, font: regular, color: GREY });
  });

  const body = Buffer.from(await doc.save());
  return {
    body,
    contentType: 'application/pdf',
    fileName: `${reference.replace(/[^\w.-]+/g, '_')}.pdf`,
  };
}
