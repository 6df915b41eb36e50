/**
 * The GST tax invoice as an A4 PDF (pdfkit). Pure: it draws what it is given and reads
 * nothing but its fonts, so the invoice always reflects the order's own snapshot.
 *
 * Text is real text in an embedded Noto Sans (subset by pdfkit, with a ToUnicode map), so
 * the rupee sign prints and the invoice can be searched and copied; the standard PDF
 * fonts have no ₹.
 */
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import PDFDocument from 'pdfkit';
import { STORE } from '../../../config/store.ts';
import { formatRupees } from '../../lib/format.ts';
import { amountInWords } from './amount-in-words.ts';
import { type InvoiceTaxes, invoiceTaxes, type LineTaxes, type TaxSplit } from './gst.ts';
import type { OrderAddress } from './view.ts';

export interface InvoiceDocument {
  invoiceNumber: string;
  orderNumber: string;
  /** The order's placed time; printed as a date in Asia/Kolkata. */
  issuedAt: Date;
  paymentMethod: 'online' | 'cod';
  /** Gateway payment id; null for cash on delivery. */
  paymentReference: string | null;
  buyer: OrderAddress & { name: string; email: string; phone: string };
  lines: Array<{
    productName: string;
    variantLabel: string;
    productCode: string;
    hsnCode: string;
    gstRatePercent: number;
    quantity: number;
    unitPricePaise: number;
    /** Shipping for the whole line, GST included. */
    shippingPaise: number;
  }>;
  /** Sum of unitPricePaise x quantity + shippingPaise over the lines. */
  totalPaise: number;
}

type Doc = PDFKit.PDFDocument;
type Align = 'left' | 'right';

const FONT_FILES = {
  regular: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
  bold: '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
};
type FontName = keyof typeof FONT_FILES;
type FontSource = PDFKit.Mixins.PDFFontSource;

let parsedFonts: Record<FontName, FontSource> | undefined;

/**
 * The fonts, parsed once per process. pdfkit would otherwise parse each file again for
 * every invoice and re-decode its tables for every word it measures, which made a 40-line
 * invoice take seconds; a parsed fontkit font keeps those tables. pdfkit embeds any object
 * with fontkit's layout() (each document still makes its own subset); @types/pdfkit only
 * lists files and bytes, hence the cast.
 */
function fonts(): Record<FontName, FontSource> {
  if (!parsedFonts) {
    // Resolved through the package so that the path also holds from the server bundle.
    const resolve = createRequire(import.meta.url).resolve;
    const parse = (specifier: string) => {
      const font = fontkit.openSync(resolve(specifier));
      if (!('layout' in font)) throw new Error(`${specifier} is a font collection`);
      return font as unknown as FontSource;
    };
    parsedFonts = { regular: parse(FONT_FILES.regular), bold: parse(FONT_FILES.bold) };
  }
  return parsedFonts;
}

const COLOR = {
  text: '#1f2328',
  muted: '#5c6670',
  accent: '#0b6e4f',
  rule: '#d8dee4',
  band: '#eef6f2',
  onAccent: '#ffffff',
};

// A4 in points.
const PAGE_WIDTH = 595.28;
const PAGE_HEIGHT = 841.89;
const MARGIN = 40;
const RIGHT = PAGE_WIDTH - MARGIN;
const CONTENT_WIDTH = RIGHT - MARGIN;
/** Room kept free at the bottom of every page for the footer. */
const FOOTER_SPACE = 34;
const BOTTOM = PAGE_HEIGHT - MARGIN - FOOTER_SPACE;
const CELL_PAD = 4;
const ROW_PAD = 4;

const INVOICE_DATE = new Intl.DateTimeFormat('en-IN', {
  timeZone: STORE.timeZone,
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

const rupees = (paise: number) => formatRupees(paise, { decimals: true });

interface TextStyle {
  font?: FontName;
  size?: number;
  color?: string;
}

function style(doc: Doc, { font = 'regular', size = 8.5, color = COLOR.text }: TextStyle): Doc {
  return doc.font(font).fontSize(size).fillColor(color);
}

/** Wrapping text in a box; returns the height it took. */
function paragraph(doc: Doc, text: string, x: number, y: number, width: number, s: TextStyle) {
  style(doc, s);
  const height = doc.heightOfString(text, { width });
  doc.text(text, x, y, { width });
  return height;
}

function paragraphHeight(doc: Doc, text: string, width: number, s: TextStyle): number {
  return style(doc, s).heightOfString(text, { width });
}

/**
 * One line of text aligned in a box. Amounts must never wrap or spill into the next
 * column, so a value too wide for its box is set smaller rather than cut.
 */
function line(
  doc: Doc,
  text: string,
  x: number,
  y: number,
  width: number,
  s: TextStyle & { align?: Align },
) {
  style(doc, s);
  let size = s.size ?? 8.5;
  while (size > 5 && doc.widthOfString(text) > width) {
    size -= 0.25;
    doc.fontSize(size);
  }
  const offset = s.align === 'right' ? width - doc.widthOfString(text) : 0;
  doc.text(text, x + offset, y, { lineBreak: false });
}

function rule(doc: Doc, y: number, color = COLOR.rule, width = 0.6) {
  doc.moveTo(MARGIN, y).lineTo(RIGHT, y).lineWidth(width).strokeColor(color).stroke();
}

function drawHeader(doc: Doc, invoice: InvoiceDocument): number {
  const leftWidth = 290;
  let y = MARGIN;
  line(doc, STORE.name, MARGIN, y, leftWidth, { font: 'bold', size: 18, color: COLOR.accent });
  y += 26;
  y += paragraph(doc, STORE.legalName, MARGIN, y, leftWidth, { font: 'bold', size: 9.5 }) + 2;
  const office = STORE.headOffice;
  const address = [
    office.lines.join(', '),
    `${office.city}, ${office.state} ${office.pincode}, ${office.country}`,
    `Phone ${STORE.phone}  ·  ${STORE.supportEmail}`,
  ].join('\n');
  y += paragraph(doc, address, MARGIN, y, leftWidth, { color: COLOR.muted }) + 4;
  line(doc, `GSTIN: ${STORE.gstin}`, MARGIN, y, leftWidth, { font: 'bold', size: 9 });
  const leftBottom = y + 14;

  const metaX = 340;
  const metaWidth = RIGHT - metaX;
  let right = MARGIN - 2;
  line(doc, 'Tax Invoice', metaX, right, metaWidth, { font: 'bold', size: 20, align: 'right' });
  right += 28;
  line(doc, 'Original for recipient', metaX, right, metaWidth, {
    size: 7.5,
    color: COLOR.muted,
    align: 'right',
  });
  right += 16;
  const meta: Array<[string, string]> = [
    ['Invoice number', invoice.invoiceNumber],
    ['Invoice date', INVOICE_DATE.format(invoice.issuedAt)],
    ['Order number', invoice.orderNumber],
    ['Payment', invoice.paymentMethod === 'cod' ? 'Cash on delivery' : 'Online payment'],
  ];
  if (invoice.paymentReference) meta.push(['Payment reference', invoice.paymentReference]);
  for (const [label, value] of meta) {
    line(doc, label, metaX, right, 90, { color: COLOR.muted });
    line(doc, value, metaX + 90, right, metaWidth - 90, { font: 'bold', align: 'right' });
    right += 13;
  }
  const bottom = Math.max(leftBottom, right) + 8;
  rule(doc, bottom, COLOR.accent, 1.5);
  return bottom + 14;
}

function caption(doc: Doc, text: string, x: number, y: number) {
  style(doc, { font: 'bold', size: 7.5, color: COLOR.accent });
  doc.text(text.toUpperCase(), x, y, { lineBreak: false, characterSpacing: 0.6 });
}

function drawParties(doc: Doc, invoice: InvoiceDocument, intraState: boolean, top: number): number {
  const { buyer } = invoice;
  const width = 270;
  caption(doc, 'Billed and shipped to', MARGIN, top);
  let y = top + 13;
  y += paragraph(doc, buyer.name, MARGIN, y, width, { font: 'bold', size: 10 }) + 1;
  const address = [
    buyer.address1,
    buyer.address2,
    `${buyer.city}, ${buyer.state} ${buyer.pincode}`,
    buyer.country,
    `Phone ${buyer.phone}  ·  ${buyer.email}`,
  ]
    .filter((part) => part.trim() !== '')
    .join('\n');
  y += paragraph(doc, address, MARGIN, y, width, {});

  const x = 340;
  const rightWidth = RIGHT - x;
  caption(doc, 'Supply', x, top);
  let right = top + 13;
  right += paragraph(doc, `Place of supply: ${buyer.state}`, x, right, rightWidth, {
    font: 'bold',
    size: 10,
  });
  const facts = [
    intraState ? 'Intra-state supply: CGST and SGST' : 'Inter-state supply: IGST',
    'Tax payable on reverse charge: No',
  ].join('\n');
  right += paragraph(doc, facts, x, right + 1, rightWidth, {});
  return Math.max(y, right) + 16;
}

interface Column {
  header: string;
  width: number;
  align: Align;
}

/**
 * Column widths in points, sized so that amounts up to ₹9,99,999.00 (₹99,99,999.00 in the
 * totals) fit at full size; the description takes whatever the others leave.
 */
function tableColumns(intraState: boolean): Column[] {
  const taxes: Column[] = intraState
    ? [
        { header: 'CGST', width: 56, align: 'right' },
        { header: 'SGST', width: 56, align: 'right' },
      ]
    : [{ header: 'IGST', width: 62, align: 'right' }];
  const fixed: Column[] = [
    { header: '#', width: 20, align: 'left' },
    { header: 'HSN', width: 42, align: 'left' },
    { header: 'Qty', width: 24, align: 'right' },
    { header: 'Unit price incl. GST', width: 60, align: 'right' },
    { header: 'Taxable value', width: 62, align: 'right' },
    ...taxes,
    { header: 'Total incl. GST', width: 64, align: 'right' },
  ];
  const used = fixed.reduce((sum, column) => sum + column.width, 0);
  const description: Column = { header: 'Description', width: CONTENT_WIDTH - used, align: 'left' };
  return [fixed[0]!, description, ...fixed.slice(1)];
}

/** The left edge of each column. */
function columnXs(columns: Column[]): number[] {
  let x = MARGIN;
  return columns.map((column) => {
    const left = x;
    x += column.width;
    return left;
  });
}

const HEADER_STYLE: TextStyle = { font: 'bold', size: 7.5, color: COLOR.onAccent };

function drawTableHeader(doc: Doc, columns: Column[], y: number): number {
  const xs = columnXs(columns);
  const textHeight = Math.max(
    ...columns.map((c) => paragraphHeight(doc, c.header, c.width - 2 * CELL_PAD, HEADER_STYLE)),
  );
  const height = textHeight + 2 * ROW_PAD;
  doc.rect(MARGIN, y, CONTENT_WIDTH, height).fill(COLOR.accent);
  columns.forEach((column, i) => {
    style(doc, HEADER_STYLE);
    doc.text(column.header, xs[i]! + CELL_PAD, y + ROW_PAD, {
      width: column.width - 2 * CELL_PAD,
      align: column.align,
    });
  });
  return y + height;
}

/** A table cell: a main value and, optionally, a smaller muted note under it. */
interface Cell {
  text: string;
  note?: string;
  wrap?: boolean;
}

const CELL_STYLE: TextStyle = { size: 8 };
const NOTE_STYLE: TextStyle = { size: 7, color: COLOR.muted };

function cellHeight(doc: Doc, cell: Cell, width: number): number {
  const main = cell.wrap
    ? paragraphHeight(doc, cell.text, width, CELL_STYLE)
    : style(doc, CELL_STYLE).currentLineHeight(true);
  const note = cell.note ? paragraphHeight(doc, cell.note, width, NOTE_STYLE) : 0;
  return main + note;
}

function rowHeight(doc: Doc, columns: Column[], cells: Cell[]): number {
  const heights = cells.map((cell, i) => cellHeight(doc, cell, columns[i]!.width - 2 * CELL_PAD));
  return Math.max(...heights) + 2 * ROW_PAD;
}

function drawRow(doc: Doc, columns: Column[], cells: Cell[], y: number, muted: boolean) {
  const xs = columnXs(columns);
  const main: TextStyle = { ...CELL_STYLE, color: muted ? COLOR.muted : COLOR.text };
  cells.forEach((cell, i) => {
    const { width, align } = columns[i]!;
    const x = xs[i]! + CELL_PAD;
    const inner = width - 2 * CELL_PAD;
    let top = y + ROW_PAD;
    if (cell.wrap) top += paragraph(doc, cell.text, x, top, inner, main);
    else {
      line(doc, cell.text, x, top, inner, { ...main, align });
      top += doc.currentLineHeight(true);
    }
    if (cell.note) {
      style(doc, NOTE_STYLE);
      doc.text(cell.note, x, top, { width: inner, align });
    }
  });
}

function percent(rate: number): string {
  return `${rate}%`;
}

function taxCells(split: TaxSplit, rate: number, intraState: boolean): Cell[] {
  return intraState
    ? [
        { text: rupees(split.cgstPaise), note: percent(rate / 2) },
        { text: rupees(split.sgstPaise), note: percent(rate / 2) },
      ]
    : [{ text: rupees(split.igstPaise), note: percent(rate) }];
}

type InvoiceLine = InvoiceDocument['lines'][number];

/** The goods row of a line and, when it has a shipping charge, the row for that charge. */
function lineRows(item: InvoiceLine, taxes: LineTaxes, index: number, intraState: boolean) {
  const rate = taxes.gstRatePercent;
  const detail = [item.variantLabel, `Code ${item.productCode}`].filter(Boolean).join('  ·  ');
  const goods: Cell[] = [
    { text: String(index + 1) },
    { text: item.productName, note: detail, wrap: true },
    { text: item.hsnCode },
    { text: String(item.quantity) },
    { text: rupees(item.unitPricePaise) },
    { text: rupees(taxes.goods.taxablePaise) },
    ...taxCells(taxes.goods, rate, intraState),
    { text: rupees(taxes.goods.inclusivePaise) },
  ];
  if (taxes.shipping.inclusivePaise === 0) return [goods];
  // Delivery is part of a composite supply: same HSN and rate as the goods it carries.
  const shipping: Cell[] = [
    { text: '' },
    { text: `Shipping for item ${index + 1}`, wrap: true },
    { text: item.hsnCode },
    { text: '' },
    { text: '' },
    { text: rupees(taxes.shipping.taxablePaise) },
    ...taxCells(taxes.shipping, rate, intraState),
    { text: rupees(taxes.shipping.inclusivePaise) },
  ];
  return [goods, shipping];
}

/** A new page for the rest of the table, with a reminder of whose invoice it is. */
function continuationPage(doc: Doc, invoice: InvoiceDocument): number {
  doc.addPage();
  line(doc, `Tax Invoice ${invoice.invoiceNumber} (continued)`, MARGIN, MARGIN, CONTENT_WIDTH, {
    font: 'bold',
    size: 10,
  });
  return MARGIN + 22;
}

function drawTable(
  doc: Doc,
  invoice: InvoiceDocument,
  lineTaxes: LineTaxes[],
  intraState: boolean,
  top: number,
): number {
  const columns = tableColumns(intraState);
  let y = drawTableHeader(doc, columns, top);
  invoice.lines.forEach((item, index) => {
    const rows = lineRows(item, lineTaxes[index]!, index, intraState);
    const heights = rows.map((cells) => rowHeight(doc, columns, cells));
    // A line and its shipping stay together on one page.
    if (y + heights.reduce((a, b) => a + b, 0) > BOTTOM) {
      y = drawTableHeader(doc, columns, continuationPage(doc, invoice));
    }
    rows.forEach((cells, i) => {
      drawRow(doc, columns, cells, y, i > 0);
      y += heights[i]!;
    });
    rule(doc, y);
  });
  return y;
}

function drawSummary(doc: Doc, invoice: InvoiceDocument, taxes: InvoiceTaxes, top: number) {
  const { supply, totals } = taxes;
  const taxRows: Array<[string, number]> =
    supply === 'intra-state'
      ? [
          ['CGST', totals.cgstPaise],
          ['SGST', totals.sgstPaise],
        ]
      : [['IGST', totals.igstPaise]];
  const rows: Array<[string, number]> = [['Taxable value', totals.taxablePaise], ...taxRows];
  const words = amountInWords(totals.inclusivePaise);
  const wordsWidth = 270;
  const needed = Math.max(
    rows.length * 15 + 60,
    paragraphHeight(doc, `Amount in words: ${words}`, wordsWidth, { font: 'bold', size: 9 }),
  );
  let y = top + 14;
  if (y + needed + 50 > BOTTOM) y = continuationPage(doc, invoice);

  style(doc, { size: 9, color: COLOR.muted });
  doc.text('Amount in words: ', MARGIN, y, { width: wordsWidth, continued: true });
  style(doc, { font: 'bold', size: 9 });
  doc.text(words);

  // Labels line up with the grand total's, amounts with the table's last column.
  const x = 340;
  const label = x + 8;
  const valueX = x + 110;
  const valueWidth = RIGHT - CELL_PAD - valueX;
  let right = y;
  for (const [name, paise] of rows) {
    line(doc, name, label, right, 100, { color: COLOR.muted });
    line(doc, rupees(paise), valueX, right, valueWidth, { align: 'right' });
    right += 15;
  }
  doc.rect(x, right - 2, RIGHT - x, 26).fill(COLOR.band);
  line(doc, 'Grand total', label, right + 5, 100, { font: 'bold', size: 10 });
  line(doc, rupees(totals.inclusivePaise), valueX, right + 4, valueWidth, {
    font: 'bold',
    size: 11,
    color: COLOR.accent,
    align: 'right',
  });
  right += 30;
  // Free delivery says so, as the order summary does ('Free'), rather than 'shipping of ₹0.00'.
  const shipping =
    totals.shippingPaise === 0
      ? 'Shipping free'
      : `Includes shipping of ${rupees(totals.shippingPaise)}, GST included`;
  line(doc, shipping, x, right, RIGHT - CELL_PAD - x, {
    size: 7.5,
    color: COLOR.muted,
    align: 'right',
  });

  let notes = Math.max(right + 24, y + needed);
  rule(doc, notes - 8);
  for (const note of [
    'Prices are inclusive of GST.',
    'This is a computer-generated invoice and does not need a signature.',
  ]) {
    line(doc, note, MARGIN, notes, CONTENT_WIDTH, { size: 8, color: COLOR.muted });
    notes += 12;
  }
}

/** Page numbers need the page count, so footers are drawn once every page exists. */
function drawFooters(doc: Doc, invoice: InvoiceDocument) {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    // Writing inside the bottom margin would otherwise make pdfkit start a new page.
    doc.page.margins.bottom = 0;
    const y = PAGE_HEIGHT - MARGIN - 14;
    rule(doc, y - 6);
    const footer: TextStyle = { size: 7, color: COLOR.muted };
    line(doc, `${STORE.legalName}  ·  GSTIN ${STORE.gstin}`, MARGIN, y, 330, footer);
    const page = `${invoice.invoiceNumber}  ·  Page ${i - start + 1} of ${count}`;
    line(doc, page, RIGHT - 180, y, 180, { ...footer, align: 'right' });
  }
}

export async function renderInvoicePdf(invoice: InvoiceDocument): Promise<Uint8Array> {
  const taxes = invoiceTaxes({ pincode: invoice.buyer.pincode, lines: invoice.lines });
  // The invoice's grand total is the amount charged; a mismatch is corrupt data, not a rounding.
  if (taxes.totals.inclusivePaise !== invoice.totalPaise) {
    throw new Error(
      `Invoice ${invoice.invoiceNumber}: lines add up to ${taxes.totals.inclusivePaise} paise, order total is ${invoice.totalPaise}`,
    );
  }
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    lang: 'en-IN',
    displayTitle: true,
    info: {
      Title: `Tax Invoice ${invoice.invoiceNumber}`,
      Author: STORE.legalName,
      Subject: `Order ${invoice.orderNumber}`,
      // The invoice's own date, so that every download of it is the same file.
      CreationDate: invoice.issuedAt,
    },
  });
  const { regular, bold } = fonts();
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Uint8Array>((resolvePdf, reject) => {
    // A plain Uint8Array, not a Buffer: a view into Node's shared pool is no file to hand on.
    doc.on('end', () => resolvePdf(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
  });

  const intraState = taxes.supply === 'intra-state';
  let y = drawHeader(doc, invoice);
  y = drawParties(doc, invoice, intraState, y);
  y = drawTable(doc, invoice, taxes.lines, intraState, y);
  drawSummary(doc, invoice, taxes, y);
  drawFooters(doc, invoice);
  doc.end();
  return done;
}
