/**
 * The GST tax invoice as an A4 PDF (pdfkit). Pure: it draws what it is given and reads
 * nothing but its fonts, so the invoice always reflects the order's own snapshot.
 *
 * Text is real text in an embedded Noto Sans (subset by pdfkit, with a ToUnicode map), so
 * the rupee sign prints and the invoice can be searched and copied; the standard PDF
 * fonts have no ₹.
 *
 * A Kannada invoice (`locale` 'kn', from /kn/orders/…) has its headings, labels and notes
 * from the 'emails' catalog (English ids; GSTIN, HSN, CGST, SGST and IGST stay as they
 * are) and its date as kn-IN writes it. Its Kannada letters are set in Noto Sans Kannada
 * (fontkit shapes the conjuncts), everything else in Noto Sans as on the English invoice.
 * The amount in words stays in English words (amount-in-words.ts) in both languages.
 */
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import PDFDocument from 'pdfkit';
import { STORE } from '../../../config/store.ts';
import { serverTranslator } from '../../i18n/catalogs.server.ts';
import { DEFAULT_LOCALE, type Locale, localeInfo } from '../../i18n/locales.ts';
import { msg } from '../../i18n/msg.ts';
import type { Translate } from '../../i18n/translate.ts';
import { formatRupees } from '../../lib/format.ts';
import { amountInWords } from './amount-in-words.ts';
import { type InvoiceTaxes, invoiceTaxes, type LineTaxes, type TaxSplit } from './gst.ts';
import { GST_STATES, gstinState, SELLER_STATE_CODE } from './gstin.ts';
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
  /** A business buyer's name and GSTIN (issue 34): printed, and its state is the place of supply. */
  business: { name: string; gstin: string } | null;
  /**
   * Collected at one of the seller's stores (issue 35): an over-the-counter supply, whose
   * place is the store's state (IGST Act s. 10(1)(c)), whoever the buyer.
   */
  pickupStore: { name: string; address: string } | null;
  lines: Array<{
    productName: string;
    variantLabel: string;
    productCode: string;
    hsnCode: string;
    gstRatePercent: number;
    quantity: number;
    unitPricePaise: number;
    /** The line's part of the order's coupon and prepaid discounts (taxed after it). */
    discountPaise?: number;
    /** Shipping for the whole line, GST included. */
    shippingPaise: number;
    /**
     * Installing the line above's goods (issue 35): a composite supply with them, so taxed
     * under their HSN code and rate.
     */
    installation?: boolean;
  }>;
  /** Sum of unitPricePaise x quantity - discountPaise + shippingPaise over the lines. */
  totalPaise: number;
}

type Align = 'left' | 'right';

/**
 * Two font families: Noto Sans for Latin letters, digits, ₹ and punctuation (all of an
 * English invoice), Noto Sans Kannada for Kannada letters (the Kannada invoice's headings
 * and labels, or an address typed in Kannada). A text that mixes them is written run by
 * run (scriptRuns): the Kannada font's own Latin letters are never used, since its Bold
 * has regular-weight ones.
 */
const FONT_FILES = {
  latin: {
    regular: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
    bold: '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
  },
  kannada: {
    regular: '@expo-google-fonts/noto-sans-kannada/400Regular/NotoSansKannada_400Regular.ttf',
    bold: '@expo-google-fonts/noto-sans-kannada/700Bold/NotoSansKannada_700Bold.ttf',
  },
};
type Family = keyof typeof FONT_FILES;
type Weight = 'regular' | 'bold';
type FontSource = PDFKit.Mixins.PDFFontSource;
type Fonts = Record<Family, Record<Weight, FontSource>>;

let parsedFonts: Fonts | undefined;

/**
 * The fonts, parsed once per process. pdfkit would otherwise parse each file again for
 * every invoice and re-decode its tables for every word it measures, which made a 40-line
 * invoice take seconds; a parsed fontkit font keeps those tables. pdfkit embeds any object
 * with fontkit's layout() (each document still makes its own subset, and only of the
 * fonts it writes in); @types/pdfkit only lists files and bytes, hence the casts.
 *
 * pdfkit sets a text's baseline its font's ascent below the top it is given. The Kannada
 * fonts are lent Noto Sans's ascent (through a prototype, the parsed font itself is not
 * touched), so that Kannada and Latin side by side share a baseline; their own descent
 * stays, which leaves room under the line for Kannada's signs below the letters.
 */
function fonts(): Fonts {
  if (!parsedFonts) {
    // Resolved through the package so that the path also holds from the server bundle.
    const resolve = createRequire(import.meta.url).resolve;
    const parse = (specifier: string) => {
      const font = fontkit.openSync(resolve(specifier));
      if (!('layout' in font)) throw new Error(`${specifier} is a font collection`);
      return font;
    };
    const latin = { regular: parse(FONT_FILES.latin.regular), bold: parse(FONT_FILES.latin.bold) };
    const latinAscent = latin.regular.ascent / latin.regular.unitsPerEm;
    const kannada = (specifier: string) => {
      const font = parse(specifier);
      const ascent = { value: Math.round(latinAscent * font.unitsPerEm) };
      return Object.create(font, { ascent }) as FontSource;
    };
    parsedFonts = {
      latin: {
        regular: latin.regular as unknown as FontSource,
        bold: latin.bold as unknown as FontSource,
      },
      kannada: {
        regular: kannada(FONT_FILES.kannada.regular),
        bold: kannada(FONT_FILES.kannada.bold),
      },
    };
  }
  return parsedFonts;
}

/** The name a font is registered under in every invoice. */
function fontName(family: Family, weight: Weight = 'regular'): string {
  return `${family}-${weight}`;
}

/** Kannada letters and signs, and the joiners that shape them. */
const KANNADA = /[\u0c80-\u0cff\u200c\u200d]/;
/** Spaces and punctuation: either font has them; they join the run they follow (₹ and digits are Latin). */
const NEUTRAL = /[\s\p{P}]/u;

interface Run {
  text: string;
  family: Family;
}

/** A text cut into runs of one family each ('ಪೂರೈಕೆಯ ಸ್ಥಳ: ' + 'Karnataka'). */
function scriptRuns(text: string): Run[] {
  const runs: Run[] = [];
  let lead = '';
  for (const char of text) {
    const last = runs.at(-1);
    if (NEUTRAL.test(char)) {
      if (last) last.text += char;
      else lead += char;
      continue;
    }
    const family: Family = KANNADA.test(char) ? 'kannada' : 'latin';
    if (last?.family === family) last.text += char;
    else {
      runs.push({ text: lead + char, family });
      lead = '';
    }
  }
  if (lead) runs.push({ text: lead, family: 'latin' });
  return runs;
}

/** A document that knows the language it is written in. */
interface Doc extends PDFKit.PDFDocument {
  invoice: { locale: Locale; t: Translate };
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

const invoiceDates = new Map<Locale, Intl.DateTimeFormat>();

/** The invoice date in Asia/Kolkata, as its language writes it ('1 April 2026', 'ಏಪ್ರಿಲ್ 1, 2026'). */
function invoiceDate(locale: Locale, date: Date): string {
  let format = invoiceDates.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(localeInfo(locale).intl, {
      timeZone: STORE.timeZone,
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    });
    invoiceDates.set(locale, format);
  }
  return format.format(date);
}

const rupees = (paise: number) => formatRupees(paise, { decimals: true });

interface TextStyle {
  font?: Weight;
  size?: number;
  color?: string;
  align?: Align;
}

/**
 * Writes a text (draw() does). Kannada is set as shaped glyphs in visual order (a
 * consonant's sign below the line comes after the vowel sign), so a reader that reads the
 * glyphs back gets its letters out of order; a span with the text as its ActualText gives
 * the readers that honour it (Acrobat, Chrome, poppler) the text itself to copy and search.
 */
function write(doc: Doc, text: string, draw: () => void) {
  if (!KANNADA.test(text)) {
    draw();
    return;
  }
  doc.markContent('Span', { actual: text, lang: 'kn' });
  draw();
  doc.endMarkedContent();
}

/** Sets the style to write text of one family in (Latin by default). */
function style(
  doc: Doc,
  { font = 'regular', size = 8.5, color = COLOR.text }: TextStyle,
  family: Family = 'latin',
): Doc {
  doc.font(fontName(family, font)).fontSize(size).fillColor(color);
  return doc;
}

/** The width of a line of text; unlike style(), it writes nothing (no colour) into the page. */
function textWidth(doc: Doc, text: string, { font, size = 8.5 }: TextStyle): number {
  let width = 0;
  for (const run of scriptRuns(text)) {
    width += doc.font(fontName(run.family, font)).fontSize(size).widthOfString(run.text);
  }
  return width;
}

/** The height of one line of text: that of its tallest font. */
function lineHeight(doc: Doc, text: string, s: TextStyle): number {
  const runs = scriptRuns(text);
  if (runs.length <= 1) return style(doc, s, runs[0]?.family).currentLineHeight(true);
  style(doc, s);
  return Math.max(
    ...runs.map((run) => doc.font(fontName(run.family, s.font)).currentLineHeight(true)),
  );
}

/**
 * A text of mixed runs cut into lines that fit the width, at spaces (pdfkit wraps a text
 * in one font only). A word wider than the width gets a line of its own.
 */
function wrapMixed(doc: Doc, text: string, width: number, s: TextStyle): string[] {
  const lines: string[] = [];
  for (const part of text.split('\n')) {
    let current = '';
    for (const word of part.split(' ')) {
      const longer = current ? `${current} ${word}` : word;
      if (current && textWidth(doc, longer, s) > width) {
        lines.push(current);
        current = word;
      } else current = longer;
    }
    lines.push(current);
  }
  return lines;
}

/** Wrapping text in a box; returns the height it took. */
function paragraph(doc: Doc, text: string, x: number, y: number, width: number, s: TextStyle) {
  const runs = scriptRuns(text);
  if (runs.length <= 1) {
    style(doc, s, runs[0]?.family);
    const height = doc.heightOfString(text, { width });
    write(doc, text, () => doc.text(text, x, y, s.align ? { width, align: s.align } : { width }));
    return height;
  }
  let top = y;
  for (const row of wrapMixed(doc, text, width, s)) top += line(doc, row, x, top, width, s);
  return top - y;
}

function paragraphHeight(doc: Doc, text: string, width: number, s: TextStyle): number {
  const runs = scriptRuns(text);
  if (runs.length <= 1) return style(doc, s, runs[0]?.family).heightOfString(text, { width });
  return wrapMixed(doc, text, width, s).reduce((sum, row) => sum + lineHeight(doc, row, s), 0);
}

/**
 * One line of text aligned in a box; returns its height. Amounts must never wrap or spill
 * into the next column, so a value too wide for its box is set smaller rather than cut.
 */
function line(doc: Doc, text: string, x: number, y: number, width: number, s: TextStyle) {
  const runs = scriptRuns(text);
  if (runs.length <= 1) {
    style(doc, s, runs[0]?.family);
    let size = s.size ?? 8.5;
    while (size > 5 && doc.widthOfString(text) > width) {
      size -= 0.25;
      doc.fontSize(size);
    }
    const offset = s.align === 'right' ? width - doc.widthOfString(text) : 0;
    write(doc, text, () => doc.text(text, x + offset, y, { lineBreak: false }));
    return doc.currentLineHeight(true);
  }
  // Mixed runs: measured together, then written one after the other on one baseline.
  style(doc, s);
  let size = s.size ?? 8.5;
  while (size > 5 && textWidth(doc, text, { ...s, size }) > width) size -= 0.25;
  let left = x + (s.align === 'right' ? width - textWidth(doc, text, { ...s, size }) : 0);
  let height = 0;
  for (const run of runs) {
    doc.font(fontName(run.family, s.font)).fontSize(size);
    write(doc, run.text, () => doc.text(run.text, left, y, { lineBreak: false }));
    left += doc.widthOfString(run.text);
    height = Math.max(height, doc.currentLineHeight(true));
  }
  return height;
}

function rule(doc: Doc, y: number, color = COLOR.rule, width = 0.6) {
  doc.moveTo(MARGIN, y).lineTo(RIGHT, y).lineWidth(width).strokeColor(color).stroke();
}

function drawHeader(doc: Doc, invoice: InvoiceDocument): number {
  const { t, locale } = doc.invoice;
  const leftWidth = 290;
  let y = MARGIN;
  line(doc, STORE.name, MARGIN, y, leftWidth, { font: 'bold', size: 18, color: COLOR.accent });
  y += 26;
  y += paragraph(doc, STORE.legalName, MARGIN, y, leftWidth, { font: 'bold', size: 9.5 }) + 2;
  const office = STORE.headOffice;
  // The head office's lines, city, state and country are marked in config/store-contact.ts.
  const address = [
    office.lines.map((part) => t(part)).join(', '),
    `${t(office.city)}, ${t(office.state)} ${office.pincode}, ${t(office.country)}`,
    `${t(msg('Phone'))} ${STORE.phone}  ·  ${STORE.supportEmail}`,
  ].join('\n');
  y += paragraph(doc, address, MARGIN, y, leftWidth, { color: COLOR.muted }) + 4;
  line(doc, `GSTIN: ${STORE.gstin}`, MARGIN, y, leftWidth, { font: 'bold', size: 9 });
  const leftBottom = y + 14;

  const metaX = 340;
  const metaWidth = RIGHT - metaX;
  let right = MARGIN - 2;
  line(doc, t(msg('Tax Invoice')), metaX, right, metaWidth, {
    font: 'bold',
    size: 20,
    align: 'right',
  });
  right += 28;
  line(doc, t(msg('Original for recipient')), metaX, right, metaWidth, {
    size: 7.5,
    color: COLOR.muted,
    align: 'right',
  });
  right += 16;
  const meta: Array<[string, string]> = [
    [t(msg('Invoice number')), invoice.invoiceNumber],
    [t(msg('Invoice date')), invoiceDate(locale, invoice.issuedAt)],
    [t(msg('Order number')), invoice.orderNumber],
    [
      t(msg('Payment')),
      invoice.paymentMethod === 'cod' ? t(msg('Cash on delivery')) : t(msg('Online payment')),
    ],
  ];
  if (invoice.paymentReference) {
    meta.push([t(msg('Payment reference')), invoice.paymentReference]);
  }
  for (const [label, value] of meta) {
    line(doc, label, metaX, right, 90, { color: COLOR.muted });
    line(doc, value, metaX + 90, right, metaWidth - 90, { font: 'bold', align: 'right' });
    right += 13;
  }
  const bottom = Math.max(leftBottom, right) + 8;
  rule(doc, bottom, COLOR.accent, 1.5);
  return bottom + 14;
}

const CAPTION_STYLE: TextStyle = { font: 'bold', size: 7.5, color: COLOR.accent };

/** A section's caption: Latin in spaced capitals; Kannada as it is (spacing would pull its signs apart). */
function caption(doc: Doc, text: string, x: number, y: number) {
  const runs = scriptRuns(text);
  if (runs.length > 1 || runs[0]?.family === 'kannada') {
    line(doc, text, x, y, RIGHT - x, CAPTION_STYLE);
    return;
  }
  style(doc, CAPTION_STYLE);
  doc.text(text.toUpperCase(), x, y, { lineBreak: false, characterSpacing: 0.6 });
}

function drawParties(doc: Doc, invoice: InvoiceDocument, intraState: boolean, top: number): number {
  const { t } = doc.invoice;
  const { buyer } = invoice;
  const width = 270;
  const { business } = invoice;
  const { pickupStore } = invoice;
  caption(doc, pickupStore ? t(msg('Billed to')) : t(msg('Billed and shipped to')), MARGIN, top);
  let y = top + 13;
  if (business) {
    y += paragraph(doc, business.name, MARGIN, y, width, { font: 'bold', size: 10 }) + 1;
    y += paragraph(doc, `GSTIN: ${business.gstin}`, MARGIN, y, width, { font: 'bold', size: 9 });
    y += 1;
  }
  y +=
    paragraph(
      doc,
      buyer.name,
      MARGIN,
      y,
      width,
      business ? { size: 9.5 } : { font: 'bold', size: 10 },
    ) + 1;
  const address = [
    buyer.address1,
    buyer.address2,
    `${buyer.city}, ${buyer.state} ${buyer.pincode}`,
    buyer.country,
    `${t(msg('Phone'))} ${buyer.phone}  ·  ${buyer.email}`,
  ]
    .filter((part) => part.trim() !== '')
    .join('\n');
  y += paragraph(doc, address, MARGIN, y, width, {});

  const x = 340;
  const rightWidth = RIGHT - x;
  caption(doc, t(msg('Supply')), x, top);
  let right = top + 13;
  const place = t(msg('Place of supply: {state}'), {
    state: pickupStore
      ? `${GST_STATES[SELLER_STATE_CODE]} (${SELLER_STATE_CODE})`
      : business
        ? `${gstinState(business.gstin).name} (${gstinState(business.gstin).code})`
        : buyer.state,
  });
  right += paragraph(doc, place, x, right, rightWidth, { font: 'bold', size: 10 });
  if (pickupStore) {
    const at = t(msg('Picked up at our {store} store: {address}'), {
      store: pickupStore.name,
      address: pickupStore.address,
    });
    right += paragraph(doc, at, x, right + 1, rightWidth, {});
  }
  const facts = [
    intraState ? t(msg('Intra-state supply: CGST and SGST')) : t(msg('Inter-state supply: IGST')),
    t(msg('Tax payable on reverse charge: No')),
  ].join('\n');
  right += paragraph(doc, facts, x, right + 1, rightWidth, {});
  return Math.max(y, right) + 16;
}

interface Column {
  header: string;
  width: number;
  align: Align;
}

const HEADER_STYLE: TextStyle = { font: 'bold', size: 7.5, color: COLOR.onAccent };

/**
 * Column widths in points, sized so that amounts up to ₹9,99,999.00 (₹99,99,999.00 in the
 * totals) fit at full size; the description takes whatever the others leave. A column
 * whose heading has a word wider than it (Kannada 'Qty') widens to that word, so that a
 * heading wraps between words only.
 */
function tableColumns(doc: Doc, intraState: boolean): Column[] {
  const { t } = doc.invoice;
  const taxes: Column[] = intraState
    ? [
        { header: 'CGST', width: 56, align: 'right' },
        { header: 'SGST', width: 56, align: 'right' },
      ]
    : [{ header: 'IGST', width: 62, align: 'right' }];
  const named: Column[] = [
    { header: '#', width: 20, align: 'left' },
    { header: 'HSN', width: 42, align: 'left' },
    { header: t(msg('Qty')), width: 24, align: 'right' },
    { header: t(msg('Unit price incl. GST')), width: 60, align: 'right' },
    { header: t(msg('Taxable value')), width: 62, align: 'right' },
    ...taxes,
    { header: t(msg('Total incl. GST')), width: 64, align: 'right' },
  ];
  const fixed = named.map((column) => {
    const words = column.header
      .split(' ')
      .map((word) => textWidth(doc, word, HEADER_STYLE) + 2 * CELL_PAD);
    return { ...column, width: Math.max(column.width, Math.ceil(Math.max(...words))) };
  });
  const used = fixed.reduce((sum, column) => sum + column.width, 0);
  const description: Column = {
    header: t(msg('Description')),
    width: CONTENT_WIDTH - used,
    align: 'left',
  };
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

function drawTableHeader(doc: Doc, columns: Column[], y: number): number {
  const xs = columnXs(columns);
  const textHeight = Math.max(
    ...columns.map((c) => paragraphHeight(doc, c.header, c.width - 2 * CELL_PAD, HEADER_STYLE)),
  );
  const height = textHeight + 2 * ROW_PAD;
  doc.rect(MARGIN, y, CONTENT_WIDTH, height).fill(COLOR.accent);
  columns.forEach((column, i) => {
    paragraph(doc, column.header, xs[i]! + CELL_PAD, y + ROW_PAD, column.width - 2 * CELL_PAD, {
      ...HEADER_STYLE,
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
    : lineHeight(doc, cell.text, CELL_STYLE);
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
    else top += line(doc, cell.text, x, top, inner, { ...main, align });
    if (cell.note) paragraph(doc, cell.note, x, top, inner, { ...NOTE_STYLE, align });
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
function lineRows(
  doc: Doc,
  item: InvoiceLine,
  taxes: LineTaxes,
  index: number,
  intraState: boolean,
) {
  const { t } = doc.invoice;
  const rate = taxes.gstRatePercent;
  const code = t(msg('Code {code}'), { code: item.productCode });
  // A coupon's or the prepaid offer's part: the taxable value is after it.
  const discount = item.discountPaise
    ? t(msg('Less discount {amount}'), { amount: rupees(item.discountPaise) })
    : '';
  const detail = item.installation
    ? t(msg('Installation by our store'))
    : [item.variantLabel, code, discount].filter(Boolean).join('  ·  ');
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
    { text: t(msg('Shipping for item {number}'), { number: String(index + 1) }), wrap: true },
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
  const { t } = doc.invoice;
  const heading = t(msg('Tax Invoice {number} (continued)'), { number: invoice.invoiceNumber });
  line(doc, heading, MARGIN, MARGIN, CONTENT_WIDTH, { font: 'bold', size: 10 });
  return MARGIN + 22;
}

function drawTable(
  doc: Doc,
  invoice: InvoiceDocument,
  lineTaxes: LineTaxes[],
  intraState: boolean,
  top: number,
): number {
  const columns = tableColumns(doc, intraState);
  let y = drawTableHeader(doc, columns, top);
  invoice.lines.forEach((item, index) => {
    const rows = lineRows(doc, item, lineTaxes[index]!, index, intraState);
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
  const { t } = doc.invoice;
  const { supply, totals } = taxes;
  const taxRows: Array<[string, number]> =
    supply === 'intra-state'
      ? [
          ['CGST', totals.cgstPaise],
          ['SGST', totals.sgstPaise],
        ]
      : [['IGST', totals.igstPaise]];
  const rows: Array<[string, number]> = [
    [t(msg('Taxable value')), totals.taxablePaise],
    ...taxRows,
  ];
  // In English words in every language (see the file's head).
  const words = amountInWords(totals.inclusivePaise);
  const label = `${t(msg('Amount in words:'))} `;
  const wordsWidth = 270;
  const needed = Math.max(
    rows.length * 15 + 60,
    paragraphHeight(doc, `${label}${words}`, wordsWidth, { font: 'bold', size: 9 }),
  );
  let y = top + 14;
  if (y + needed + 50 > BOTTOM) y = continuationPage(doc, invoice);

  // One paragraph in two styles (pdfkit wraps it); each part is of one family.
  style(doc, { size: 9, color: COLOR.muted }, scriptRuns(label)[0]?.family);
  write(doc, label, () => doc.text(label, MARGIN, y, { width: wordsWidth, continued: true }));
  style(doc, { font: 'bold', size: 9 });
  doc.text(words);

  // Labels line up with the grand total's, amounts with the table's last column.
  const x = 340;
  const labelX = x + 8;
  const valueX = x + 110;
  const valueWidth = RIGHT - CELL_PAD - valueX;
  let right = y;
  for (const [name, paise] of rows) {
    line(doc, name, labelX, right, 100, { color: COLOR.muted });
    line(doc, rupees(paise), valueX, right, valueWidth, { align: 'right' });
    right += 15;
  }
  doc.rect(x, right - 2, RIGHT - x, 26).fill(COLOR.band);
  line(doc, t(msg('Grand total')), labelX, right + 5, 100, { font: 'bold', size: 10 });
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
      ? t(msg('Shipping free'))
      : t(msg('Includes shipping of {amount}, GST included'), {
          amount: rupees(totals.shippingPaise),
        });
  line(doc, shipping, x, right, RIGHT - CELL_PAD - x, {
    size: 7.5,
    color: COLOR.muted,
    align: 'right',
  });

  let notes = Math.max(right + 24, y + needed);
  rule(doc, notes - 8);
  for (const note of [
    t(msg('Prices are inclusive of GST.')),
    t(msg('This is a computer-generated invoice and does not need a signature.')),
  ]) {
    line(doc, note, MARGIN, notes, CONTENT_WIDTH, { size: 8, color: COLOR.muted });
    notes += 12;
  }
}

/** Page numbers need the page count, so footers are drawn once every page exists. */
function drawFooters(doc: Doc, invoice: InvoiceDocument) {
  const { t } = doc.invoice;
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    // Writing inside the bottom margin would otherwise make pdfkit start a new page.
    doc.page.margins.bottom = 0;
    const y = PAGE_HEIGHT - MARGIN - 14;
    rule(doc, y - 6);
    const footer: TextStyle = { size: 7, color: COLOR.muted };
    line(doc, `${STORE.legalName}  ·  GSTIN ${STORE.gstin}`, MARGIN, y, 330, footer);
    const numbers = { page: String(i - start + 1), count: String(count) };
    const page = `${invoice.invoiceNumber}  ·  ${t(msg('Page {page} of {count}'), numbers)}`;
    line(doc, page, RIGHT - 180, y, 180, { ...footer, align: 'right' });
  }
}

/**
 * The invoice as a PDF, its headings, labels and notes in `locale` (the shopper's link
 * chooses: /kn/orders/…/invoice.pdf is in Kannada); staff and the API get English.
 */
export async function renderInvoicePdf(
  invoice: InvoiceDocument,
  locale: Locale = DEFAULT_LOCALE,
): Promise<Uint8Array> {
  const taxes = invoiceTaxes({
    pincode: invoice.buyer.pincode,
    gstin: invoice.business?.gstin ?? null,
    pickup: invoice.pickupStore !== null,
    lines: invoice.lines,
  });
  // The invoice's grand total is the amount charged; a mismatch is corrupt data, not a rounding.
  if (taxes.totals.inclusivePaise !== invoice.totalPaise) {
    throw new Error(
      `Invoice ${invoice.invoiceNumber}: lines add up to ${taxes.totals.inclusivePaise} paise, order total is ${invoice.totalPaise}`,
    );
  }
  const t = serverTranslator(locale);
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    lang: localeInfo(locale).intl,
    displayTitle: true,
    info: {
      Title: t(msg('Tax Invoice {number}'), { number: invoice.invoiceNumber }),
      Author: STORE.legalName,
      Subject: t(msg('Order {number}'), { number: invoice.orderNumber }),
      // The invoice's own date, so that every download of it is the same file.
      CreationDate: invoice.issuedAt,
    },
  }) as Doc;
  doc.invoice = { locale, t };
  for (const [family, weights] of Object.entries(fonts()) as Array<[Family, Fonts[Family]]>) {
    for (const [weight, font] of Object.entries(weights) as Array<[Weight, FontSource]>) {
      doc.registerFont(fontName(family, weight), font);
    }
  }
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
