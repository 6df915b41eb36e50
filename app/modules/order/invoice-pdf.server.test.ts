import { inflateSync } from 'node:zlib';
import { extractText } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { STORE } from '../../../config/store.ts';
import { serverTranslator } from '../../i18n/catalogs.server.ts';
import type { Locale } from '../../i18n/locales.ts';
import { formatRupees } from '../../lib/format.ts';
import { type InvoiceDocument, renderInvoicePdf } from './invoice-pdf.server.ts';

const LINES: InvoiceDocument['lines'] = [
  {
    productName: 'Instant Geyser 3 Litre with Copper Element, Auto Cut-off and Shock-proof Body',
    variantLabel: 'White, 3 L',
    productCode: 'GR-GEY-003',
    hsnCode: '8516',
    gstRatePercent: 18,
    quantity: 2,
    unitPricePaise: 1_180_000,
    shippingPaise: 59_900,
  },
  {
    productName: 'Korai Mat',
    variantLabel: '6 x 4 ft',
    productCode: 'GR-KOR-064',
    hsnCode: '4601',
    gstRatePercent: 5,
    quantity: 3,
    unitPricePaise: 49_900,
    shippingPaise: 10_000,
  },
];

function invoice(pincode: string, state: string, lines = LINES): InvoiceDocument {
  return {
    invoiceNumber: 'INV-2026-001023',
    orderNumber: 'GA-2026-001023',
    issuedAt: new Date('2026-03-31T19:15:00Z'),
    paymentMethod: 'online',
    paymentReference: 'pay_Q8x2NfK7LmP3aZ',
    buyer: {
      name: 'Ananya Rao',
      email: 'ananya@example.in',
      phone: '+91 98450 12345',
      address1: 'Flat 402, Sunrise Apartments',
      address2: '',
      city: state === 'Delhi' ? 'New Delhi' : 'Bengaluru',
      state,
      pincode,
      country: 'India',
    },
    business: null,
    pickupStore: null,
    lines,
    totalPaise: lines.reduce((sum, l) => sum + l.unitPricePaise * l.quantity + l.shippingPaise, 0),
  };
}

/** The PDF's text layer as one line; wrapped words (and hyphenated ones) joined again. */
async function pdfText(
  doc: InvoiceDocument,
  locale?: Locale,
): Promise<{ text: string; pages: number }> {
  const pdf = await renderInvoicePdf(doc, locale);
  const { text, totalPages } = await extractText(pdf, { mergePages: true });
  return { text: text.replace(/\s+/g, ' ').replace(/- /g, '-'), pages: totalPages };
}

/** The names of the fonts a PDF embeds (font dictionaries are not compressed). */
function fontNames(pdf: Uint8Array): string[] {
  const raw = Buffer.from(pdf).toString('latin1');
  return [
    ...new Set([...raw.matchAll(/\/BaseFont \/[A-Z]{6}\+([\w-]+)/g)].map(([, name]) => name!)),
  ];
}

const ESCAPES: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' };

/**
 * The Kannada texts as written: the ActualText of the spans around them. pdf.js reads
 * Kannada glyphs back in visual order (a consonant's sign below the line after the vowel
 * sign: 'ಒಟ್ಟು' comes out as 'ಒಟು್ಟ'), so its text layer cannot be compared with the catalog.
 */
function kannadaTexts(pdf: Uint8Array): string[] {
  const raw = Buffer.from(pdf).toString('latin1');
  const texts: string[] = [];
  for (const [, stream] of raw.matchAll(/stream\n([\s\S]*?)\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(stream!, 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    for (const [, literal] of content.matchAll(/\/ActualText \(((?:\\[\s\S]|[^\\)])*)\)/g)) {
      const unescaped = literal!.replace(/\\([\s\S])/g, (_, char: string) => ESCAPES[char] ?? char);
      // UTF-16BE after a byte order mark.
      texts.push(Buffer.from(unescaped, 'latin1').subarray(2).swap16().toString('utf16le'));
    }
  }
  return texts;
}

describe('renderInvoicePdf', () => {
  it('splits GST into CGST and SGST for a buyer in Karnataka', async () => {
    const doc = invoice('560001', 'Karnataka');
    expect(doc.totalPaise).toBe(2_579_600);
    const { text, pages } = await pdfText(doc);
    expect(pages).toBe(1);
    expect(text).toContain('Tax Invoice');
    expect(text).toContain('INV-2026-001023');
    expect(text).toContain('GA-2026-001023');
    expect(text).toContain(`GSTIN: ${STORE.gstin}`);
    expect(text).toContain(STORE.legalName);
    expect(text).toContain('Place of supply: Karnataka');
    // The order was placed at 00:45 on 1 April in Kolkata (still 31 March in UTC).
    expect(text).toContain('1 April 2026');
    expect(text).toContain('Online payment');
    expect(text).toContain('pay_Q8x2NfK7LmP3aZ');
    expect(text).toContain('CGST');
    expect(text).toContain('SGST');
    expect(text).not.toContain('IGST');
    expect(text).toContain('₹1,883.70'); // total CGST
    expect(text).toContain('₹1,883.72'); // total SGST: it takes the odd paise
    expect(text).toContain('₹22,028.58'); // total taxable value
    expect(text).toMatch(/Grand total ₹25,796\.00/);
    expect(text).toContain(formatRupees(doc.totalPaise, { decimals: true }));
    expect(text).toContain(
      'Amount in words: Rupees Twenty-Five Thousand Seven Hundred Ninety-Six Only',
    );
    expect(text).toContain('Prices are inclusive of GST.');
    expect(text).toContain('This is a computer-generated invoice and does not need a signature.');
  });

  it('charges IGST for a buyer outside Karnataka', async () => {
    const { text } = await pdfText(invoice('110001', 'Delhi'));
    expect(text).toContain('Place of supply: Delhi');
    expect(text).toContain('IGST');
    expect(text).toContain('₹3,767.42'); // total IGST
    expect(text).not.toContain('CGST');
    expect(text).not.toContain('SGST');
    expect(text).toMatch(/Grand total ₹25,796\.00/);
  });

  it("prints a business buyer's name and GSTIN, its state the place of supply that sets the tax", async () => {
    // Delivered in Karnataka, billed to a business registered in Maharashtra: IGST.
    const billed = {
      ...invoice('560001', 'Karnataka'),
      business: { name: 'Hotel Sahyadri', gstin: '27AAPFU0939F1ZV' },
    };
    const { text } = await pdfText(billed);
    expect(text).toContain('Hotel Sahyadri');
    expect(text).toContain('GSTIN: 27AAPFU0939F1ZV');
    expect(text).toContain('Place of supply: Maharashtra (27)');
    expect(text).toContain('Inter-state supply: IGST');
    expect(text).not.toContain('CGST');
    // The other way round: delivered outside, registered in Karnataka: CGST and SGST.
    const local = {
      ...invoice('110001', 'Delhi'),
      business: { name: 'Gruha Stays', gstin: '29AAHCG4821K1ZB' },
    };
    const localText = (await pdfText(local)).text;
    expect(localText).toContain('Place of supply: Karnataka (29)');
    expect(localText).toContain('Intra-state supply: CGST and SGST');
  });

  it("supplies a store pickup at the store: the seller's state, whoever buys (issue 35)", async () => {
    const lines = LINES.map((line) => ({ ...line, shippingPaise: 0 }));
    const collected = {
      ...invoice('110001', 'Delhi', lines),
      business: { name: 'Hotel Sahyadri', gstin: '27AAPFU0939F1ZV' },
      pickupStore: { name: 'Tumakuru B H Road', address: 'No. 14, B H Road, Tumakuru 572101' },
    };
    const { text } = await pdfText(collected);
    expect(text).toContain('BILLED TO');
    expect(text).not.toContain('SHIPPED TO');
    expect(text).toContain('Place of supply: Karnataka (29)');
    expect(text).toContain('Intra-state supply: CGST and SGST');
    expect(text).toContain(
      'Picked up at our Tumakuru B H Road store: No. 14, B H Road, Tumakuru 572101',
    );
    expect(text).not.toContain('IGST');
  });

  it('prints the rupee sign as text, with Indian digit grouping', async () => {
    const lines = [{ ...LINES[0]!, quantity: 1, unitPricePaise: 12_345_600, shippingPaise: 0 }];
    const { text } = await pdfText(invoice('560001', 'Karnataka', lines));
    expect(text).toContain('₹1,23,456.00');
    expect(text).toContain('Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six Only');
    // Free delivery is said in words, not as a charge of nothing.
    expect(text).toContain('Shipping free');
    expect(text).not.toContain('Includes shipping');
  });

  it('names the shipping the total includes', async () => {
    const { text } = await pdfText(invoice('560001', 'Karnataka'));
    expect(text).toContain('Includes shipping of ₹699.00, GST included');
  });

  it('names cash on delivery and prints no payment reference', async () => {
    const doc = { ...invoice('560001', 'Karnataka'), paymentMethod: 'cod' as const };
    const { text } = await pdfText({ ...doc, paymentReference: null });
    expect(text).toContain('Cash on delivery');
    expect(text).not.toContain('Payment reference');
  });

  it('flows a long order onto more pages, repeating the table header', async () => {
    const lines = Array.from({ length: 40 }, (_, i) => ({
      ...LINES[i % 2]!,
      productCode: `GR-${i + 1}`,
    }));
    const { text, pages } = await pdfText(invoice('560001', 'Karnataka', lines));
    expect(pages).toBeGreaterThanOrEqual(2);
    expect(text.match(/Taxable value/g)?.length).toBeGreaterThanOrEqual(pages + 1);
    expect(text).toContain(`Page ${pages} of ${pages}`);
    expect(text).toContain('GR-40');
  });

  it('refuses an invoice whose lines do not add up to the order total', async () => {
    const doc = { ...invoice('560001', 'Karnataka'), totalPaise: 100 };
    await expect(renderInvoicePdf(doc)).rejects.toThrow(/order total/);
  });

  it('is set in Noto Sans alone, and in English, when no language is given', async () => {
    const doc = invoice('560001', 'Karnataka');
    const pdf = await renderInvoicePdf(doc);
    expect(fontNames(pdf).sort()).toEqual(['NotoSans-Bold', 'NotoSans-Regular']);
    expect(kannadaTexts(pdf)).toEqual([]);
    expect((await pdfText(doc, 'en')).text).toBe((await pdfText(doc)).text);
  });

  it('prints an address typed in Kannada on the English invoice in Noto Sans Kannada', async () => {
    const doc = invoice('560001', 'Karnataka');
    const typed = { ...doc, buyer: { ...doc.buyer, city: 'ಬೆಂಗಳೂರು', address1: 'ಜಯನಗರ 4ನೇ ಬ್ಲಾಕ್' } };
    const pdf = await renderInvoicePdf(typed);
    expect(fontNames(pdf)).toContain('NotoSansKannada-Regular');
    expect(kannadaTexts(pdf)).toEqual(expect.arrayContaining(['ಜಯನಗರ ', 'ನೇ ಬ್ಲಾಕ್', 'ಬೆಂಗಳೂರು, ']));
    expect((await pdfText(typed)).text).toContain('Tax Invoice');
  });
});

describe('renderInvoicePdf in Kannada', () => {
  const t = serverTranslator('kn');

  it('writes its headings, labels and notes in Kannada, in Noto Sans Kannada', async () => {
    const doc = invoice('560001', 'Karnataka');
    const pdf = await renderInvoicePdf(doc, 'kn');
    // Kannada letters in Noto Sans Kannada; Latin letters, digits and ₹ stay in Noto Sans
    // (the Kannada font's Bold has regular-weight Latin letters).
    expect(fontNames(pdf).sort()).toEqual([
      'NotoSans-Bold',
      'NotoSans-Regular',
      'NotoSansKannada-Bold',
      'NotoSansKannada-Regular',
    ]);
    const written = kannadaTexts(pdf);
    for (const english of [
      'Tax Invoice',
      'Original for recipient',
      'Invoice number',
      'Invoice date',
      'Order number',
      'Payment',
      'Online payment',
      'Payment reference',
      'Billed and shipped to',
      'Supply',
      'Description',
      'Qty',
      'Unit price incl. GST',
      'Taxable value',
      'Total incl. GST',
      'Grand total',
      'Prices are inclusive of GST.',
      'This is a computer-generated invoice and does not need a signature.',
    ]) {
      expect(t(english)).not.toBe(english);
      expect(written).toContain(t(english));
    }
    // Texts with values are written run by run: Kannada, then the Latin value.
    expect(written).toContain('ಪೂರೈಕೆಯ ಸ್ಥಳ: ');
    expect(written).toContain('ರಾಜ್ಯದೊಳಗಿನ ಪೂರೈಕೆ: ');
    expect(written).toContain('ಶಿಪ್ಪಿಂಗ್ ಶುಲ್ಕ (ಜಿಎಸ್‌ಟಿ ಸಹಿತ) ಸೇರಿದೆ');
    // The date as kn-IN writes it, in Asia/Kolkata (1 April there, 31 March in UTC).
    expect(written).toContain('ಏಪ್ರಿಲ್ ');

    const { text, pages } = await pdfText(doc, 'kn');
    expect(pages).toBe(1);
    expect(text).toContain('Karnataka');
    expect(text).toContain('1, 2026');
    expect(text).toContain(`GSTIN: ${STORE.gstin}`);
    expect(text).toContain('INV-2026-001023');
    expect(text).toContain('pay_Q8x2NfK7LmP3aZ');
    // The acronyms GST invoices print as they are.
    for (const acronym of ['GSTIN', 'HSN', 'CGST', 'SGST']) expect(text).toContain(acronym);
    for (const english of [
      'Tax Invoice',
      'Invoice',
      'Order number',
      'Payment',
      'Billed',
      'Supply',
      'supply',
      'Description',
      'Qty',
      'Taxable',
      'Grand total',
      'Shipping',
      'shipping',
      'Prices',
      'signature',
      'Phone',
      'Code',
      'Page',
      'April',
    ]) {
      expect(text).not.toContain(english);
    }
  });

  it('has the same amounts as the English invoice', async () => {
    const amounts = (text: string) => text.match(/₹[\d,]+\.\d\d/g);
    for (const doc of [invoice('560001', 'Karnataka'), invoice('110001', 'Delhi')]) {
      const english = await pdfText(doc);
      const kannada = await pdfText(doc, 'kn');
      expect(amounts(kannada.text)).toEqual(amounts(english.text));
      expect(kannada.text).toContain(formatRupees(doc.totalPaise, { decimals: true }));
      // The amount in words stays in English words, as on the English invoice.
      expect(kannada.text).toContain('Rupees Twenty-Five Thousand Seven Hundred Ninety-Six Only');
    }
  });

  it('names IGST and cash on delivery in Kannada', async () => {
    const doc = { ...invoice('110001', 'Delhi'), paymentMethod: 'cod' as const };
    const pdf = await renderInvoicePdf({ ...doc, paymentReference: null }, 'kn');
    const written = kannadaTexts(pdf);
    expect(written).toContain(t('Cash on delivery'));
    expect(written).toContain('ಅಂತರರಾಜ್ಯ ಪೂರೈಕೆ: ');
    expect(written).not.toContain(t('Payment reference'));
    const { text } = await pdfText({ ...doc, paymentReference: null }, 'kn');
    expect(text).toContain('IGST');
    expect(text).not.toContain('CGST');
  });

  it('repeats its heading and table header on every page, numbered in Kannada', async () => {
    const lines = Array.from({ length: 40 }, (_, i) => ({
      ...LINES[i % 2]!,
      productCode: `GR-${i + 1}`,
    }));
    const pdf = await renderInvoicePdf(invoice('560001', 'Karnataka', lines), 'kn');
    const written = kannadaTexts(pdf);
    const { totalPages: pages } = await extractText(pdf);
    expect(pages).toBeGreaterThanOrEqual(2);
    const count = (text: string) => written.filter((w) => w === text).length;
    // The header's and the summary's 'Taxable value', and one more table header a page.
    expect(count(t('Taxable value'))).toBe(pages + 1);
    expect(count('ಮುಂದುವರಿದಿದೆ)')).toBe(pages - 1);
    expect(count('ಪುಟ ')).toBe(pages);
    expect(count('ನೇ ವಸ್ತುವಿನ ಶಿಪ್ಪಿಂಗ್ ಶುಲ್ಕ')).toBe(40);
  });
});
