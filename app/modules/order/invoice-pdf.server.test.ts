import { extractText } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { STORE } from '../../../config/store.ts';
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
    lines,
    totalPaise: lines.reduce((sum, l) => sum + l.unitPricePaise * l.quantity + l.shippingPaise, 0),
  };
}

/** The PDF's text layer as one line; wrapped words (and hyphenated ones) joined again. */
async function pdfText(doc: InvoiceDocument): Promise<{ text: string; pages: number }> {
  const { text, totalPages } = await extractText(await renderInvoicePdf(doc), { mergePages: true });
  return { text: text.replace(/\s+/g, ' ').replace(/- /g, '-'), pages: totalPages };
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
});
