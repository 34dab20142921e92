import type { Formatter } from '@setledger/shared/format/formatter';
import { languageCodeToTag } from '@setledger/shared/i18n/languages';
import { and, eq } from 'drizzle-orm';

import type { Actor } from '../../core/actor';
import { AppError } from '../../core/errors';
import { inLicense, inProject } from '../../core/scope';
import type { Services } from '../../core/services';
import { serverText } from '../../core/texts';
import { pdfLib, rgb } from '../../lib/lazy-modules';
import { GREY, PdfFlow } from '../../lib/pdf/pdf-flow';
import { embedFonts } from '../../lib/pdf/pdf-fonts';
import { fitColumns, naturalWidths, type TableColumnSpec } from '../../lib/pdf/pdf-table';
import { addresses } from '../addresses';
import { getProjectFormatter, projectLegalEntities, projects } from '../projects';
import { suppliers } from '../suppliers';
import { getPo } from './purchase-orders.service';

export { fontFiles } from '../../lib/pdf/pdf-fonts';

const A4 = { width: 595.28, height: 841.89 };
const A4_LANDSCAPE = { width: A4.height, height: A4.width };
const MARGIN = 48;
const LINE_SIZES = [9, 8.5, 8, 7.5, 7];
const SHADE = rgb(0.93, 0.95, 0.95);

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
  const { po } = detail;
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
    .where(inProject(projectLegalEntities, actor))
    .limit(1);
  const [supplier] = po.supplierId
    ? await services.db
        .select({ name: suppliers.name, vat: suppliers.vat, addressId: suppliers.addressId })
        .from(suppliers)
        .where(and(eq(suppliers.id, po.supplierId), inLicense(suppliers, actor)))
    : [];
  const format = await getProjectFormatter(services, actor.projectId, actor.language);
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
  const body = await drawPoPdf({ detail, t, format, projectTitle: project?.titre ?? '', buyer, seller });
  const reference = draftAwareReference(po.poReference, t);
  return {
    body,
    contentType: 'application/pdf',
    fileName: `${reference.replace(/[^\w.-]+/g, '_')}.pdf`,
  };
}

interface PoPdfParts {
  detail: Awaited<ReturnType<typeof getPo>>;
  t: (n: number) => string;
  format: Formatter;
  projectTitle: string;
  buyer: string[];
  seller: string[];
}

/** The lines table's columns, as the reader sees them (unit prices keep the decimals they were typed with). */
function lineColumns({ detail, t, format }: PoPdfParts): TableColumnSpec[] {
  const { items } = detail;
  const right = (header: string, cells: string[]): TableColumnSpec => ({
    header,
    cells,
    align: 'right',
    wraps: false,
  });
  return [
    { header: t(44), cells: items.map((i) => i.name), align: 'left', wraps: true },
    right(
      t(45),
      items.map((i) => format.number(i.quantity)),
    ),
    right(
      t(46),
      items.map((i) => format.unitPrice(i.price)),
    ),
    // vatRate is a percentage (21 for 21 %); the formatter takes the factor.
    right(
      t(47),
      items.map((i) => format.percent(String(Number(i.vatRate) / 100))),
    ),
    right(
      t(48),
      items.map((i) => format.money(i.priceTotal)),
    ),
    right(
      t(49),
      items.map((i) => format.money(i.priceVatTotal)),
    ),
  ];
}

/**
 * The document (issue 12 item 21): every text measured before it is placed, the lines table sized from its
 * values (portrait A4, landscape when the values need it), amounts, quantities and dates in the project's
 * locale, and an approval block naming the level A and level B validators with date and time.
 */
/** A draft has no number yet (issue 12 item 17): it reads 'Draft purchase order'. */
const draftAwareReference = (poReference: string, t: (n: number) => string) => poReference || t(2001);

async function drawPoPdf(parts: PoPdfParts): Promise<Buffer> {
  const { detail, t, format } = parts;
  const { po, userFullName, departmentName } = detail;
  const reference = draftAwareReference(po.poReference, t);
  const doc = await pdfLib().PDFDocument.create();
  doc.setTitle(reference);
  doc.setSubject(po.description);
  doc.setProducer('Setledger');
  doc.setCreationDate(new Date());
  const fonts = await embedFonts(doc);
  const { regular, bold } = fonts;

  const columns = lineColumns(parts);
  const fitted =
    fitColumns(columns, fonts, LINE_SIZES, A4.width - 2 * MARGIN) ??
    fitColumns(columns, fonts, LINE_SIZES, A4_LANDSCAPE.width - 2 * MARGIN);
  const pageSize =
    fitted && fitted.widths.reduce((a, b) => a + b, 0) <= A4.width - 2 * MARGIN ? A4 : A4_LANDSCAPE;
  const layout = fitted ?? {
    size: LINE_SIZES.at(-1)!,
    widths: naturalWidths(columns, fonts, LINE_SIZES.at(-1)!),
  };
  const aligns = columns.map((c) => c.align);
  const flow = new PdfFlow(doc, pageSize, MARGIN);

  // Title and reference: the reference goes under the title when both do not fit on one line.
  const title = t(14);
  const gap = 16;
  const titleWidth = bold.widthOfTextAtSize(title, 20);
  const refSize = Math.min(
    20,
    Math.max(10, (flow.width - titleWidth - gap) / Math.max(1, bold.widthOfTextAtSize(reference, 1))),
  );
  flow.text(title, flow.left, { size: 20, font: bold });
  if (titleWidth + gap + bold.widthOfTextAtSize(reference, refSize) <= flow.width) {
    flow.textRight(reference, flow.right, { size: refSize, font: bold });
    flow.y -= 34;
  } else {
    flow.y -= 26;
    flow.paragraph(reference, flow.left, flow.width, { size: 14, font: bold });
    flow.y -= 8;
  }

  // Who orders from whom, side by side; each block wraps within its half.
  const half = (flow.width - 20) / 2;
  const top = flow.y;
  flow.text(parts.projectTitle, flow.left, { size: 9, font: bold, color: GREY });
  flow.y -= 14;
  for (const line of parts.buyer) flow.paragraph(line, flow.left, half, { size: 10, font: regular });
  const afterBuyer = flow.y;
  flow.y = top;
  flow.text(t(29), flow.left + half + 20, { size: 9, font: bold, color: GREY });
  flow.y -= 14;
  for (const line of parts.seller)
    flow.paragraph(line, flow.left + half + 20, half, { size: 10, font: regular });
  flow.y = Math.min(afterBuyer, flow.y) - 14;

  // Dates, requester, delivery: labels in a column as wide as the widest label.
  const facts: [string, string][] = [
    [t(27), format.date(po.requestDate)],
    ...(po.deliveryDate ? ([[t(28), format.date(po.deliveryDate)]] as [string, string][]) : []),
    ...(po.deliveryAddress ? ([[t(33), po.deliveryAddress]] as [string, string][]) : []),
    [t(74), userFullName],
    ...(departmentName ? ([[t(30), departmentName]] as [string, string][]) : []),
  ];
  const labelWidth = Math.max(...facts.map(([label]) => bold.widthOfTextAtSize(label, 9))) + 12;
  for (const [label, value] of facts) {
    flow.ensure(14);
    flow.text(label, flow.left, { size: 9, font: bold, color: GREY });
    flow.paragraph(value, flow.left + labelWidth, flow.width - labelWidth, { size: 10, font: regular });
    flow.y -= 1;
  }
  flow.y -= 6;
  flow.paragraph(po.description, flow.left, flow.width, { size: 11, font: bold });
  flow.y -= 8;

  // Lines, the header repeated on every page.
  const header = () =>
    flow.row(
      columns.map((c) => c.header),
      layout,
      aligns,
      { font: bold, background: SHADE },
    );
  header();
  flow.onNewPage = header;
  detail.items.forEach((_, index) => {
    flow.row(
      columns.map((c) => c.cells[index]!),
      layout,
      aligns,
      { font: regular },
    );
  });
  flow.onNewPage = null;

  // Totals: labels right-aligned against a value column as wide as the widest amount.
  const totals: [string, string, typeof regular][] = [
    [t(48), format.money(po.amount), regular],
    [t(47), format.money(po.amountVat), regular],
    [t(49), format.money(po.amountTotal), bold],
  ];
  const valueWidth = Math.max(...totals.map(([, v, font]) => font.widthOfTextAtSize(v, 10)));
  const labelsWidth = Math.max(...totals.map(([l, , font]) => font.widthOfTextAtSize(l, 10)));
  flow.y -= 6;
  flow.ensure(3 * 16 + 6);
  const totalsLeft = flow.right - valueWidth - 16 - labelsWidth;
  flow.page.drawLine({
    start: { x: totalsLeft, y: flow.y + 2 },
    end: { x: flow.right, y: flow.y + 2 },
    thickness: 0.5,
    color: GREY,
  });
  for (const [label, value, font] of totals) {
    flow.text(label, totalsLeft, { size: 10, font });
    flow.textRight(value, flow.right, { size: 10, font });
    flow.y -= 16;
  }
  if (po.information) {
    flow.y -= 10;
    flow.paragraph(po.information, flow.left, flow.width, { size: 9, font: regular });
  }

  // Approvals (000 §4, 001 §4): level A and level B, who and when, in the project's time zone.
  flow.y -= 14;
  flow.ensure(3 * 16 + 8);
  flow.text(t(2100), flow.left, { size: 11, font: bold });
  flow.y -= 18;
  const approvals: [string, string, string][] = [
    [t(75), detail.laValidatedName ?? t(2101), po.laValidatedWhen ? format.dateTime(po.laValidatedWhen) : ''],
    [t(76), detail.lbValidatedName ?? t(2101), po.lbValidatedWhen ? format.dateTime(po.lbValidatedWhen) : ''],
  ];
  const approvalColumns: TableColumnSpec[] = [0, 1, 2].map((i) => ({
    header: '',
    cells: approvals.map((a) => a[i]!),
    align: 'left',
    wraps: i === 1,
  }));
  const approvalLayout = fitColumns(approvalColumns, fonts, [10, 9, 8], flow.width) ?? {
    size: 8,
    widths: naturalWidths(approvalColumns, fonts, 8),
  };
  for (const approval of approvals)
    flow.row(approval, approvalLayout, ['left', 'left', 'left'], { font: regular });

  // Footer on every page: the reference and the page number.
  const pages = doc.getPages();
  pages.forEach((p, index) => {
    const footer = `${reference} · ${index + 1}/${pages.length}`;
    p.drawText(footer, { x: MARGIN, y: MARGIN / 2, size: 8, font: regular, color: GREY });
  });
  return Buffer.from(await doc.save());
}
