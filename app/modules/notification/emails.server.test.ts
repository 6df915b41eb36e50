import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EMAIL_LOGO } from '../../../config/store-contact.ts';
import { newOrderEmail, orderConfirmationEmail, verificationEmail } from './emails.server.tsx';

describe('the e-mail layout', () => {
  const message = verificationEmail(
    { email: 'asha@example.com', firstName: 'Asha' },
    'https://shop.example/verify/abc',
    'https://shop.example',
  );

  // A deployment review: the logo was an SVG, which Gmail and Outlook do not show.
  it('draws the logo as a PNG at an absolute address, and the PNG is in the media folder', () => {
    const logo = /<img src="([^"]+)" alt="Gruha Appliances"/.exec(message.html ?? '')?.[1];
    expect(logo).toBe(`https://shop.example${EMAIL_LOGO}`);
    expect(logo).toMatch(/\.png$/);
    expect(existsSync(path.join('media', EMAIL_LOGO.replace(/^\/media\//, '')))).toBe(true);
  });

  it('carries the link in both parts', () => {
    expect(message.text).toContain('https://shop.example/verify/abc');
    expect(message.html).toContain('href="https://shop.example/verify/abc"');
  });
});

describe('a shopper who uses the Kannada pages', () => {
  const facts = {
    locale: 'kn' as const,
    orderNumber: 'GA-1001',
    name: 'Asha',
    email: 'asha@example.com',
    phone: '9845012345',
    paymentLabel: 'ಕ್ಯಾಶ್ ಆನ್ ಡೆಲಿವರಿ',
    totalLabel: '₹12,499.00',
    placedLabel: '22 ನವೆಂಬರ್',
    addressLine: 'Tumakuru',
    items: ['1 x Geyser: ₹12,499.00'],
  };

  it('gets the order confirmation in Kannada, with the amounts and links as they are', () => {
    const message = orderConfirmationEmail(
      facts,
      { trackUrl: 'https://shop.example/kn/track-order', invoiceUrl: 'https://shop.example/kn/i' },
      'https://shop.example',
    );
    expect(message.subject).toBe('ನಿಮ್ಮ Gruha Appliances ಆರ್ಡರ್ GA-1001 ದೃಢಪಟ್ಟಿದೆ');
    expect(message.html).toContain('<html lang="kn">');
    expect(message.text).toContain('ನಮಸ್ಕಾರ Asha,');
    expect(message.text).toContain('ಒಟ್ಟು: ₹12,499.00 (ಕ್ಯಾಶ್ ಆನ್ ಡೆಲಿವರಿ).');
    expect(message.text).toContain('https://shop.example/kn/track-order');
    expect(message.text).not.toContain('Thank you');
  });

  it('while the store is told in English', () => {
    const message = newOrderEmail(
      'orders@shop.example',
      { ...facts, locale: 'en' },
      'https://shop.example',
    );
    expect(message.subject).toBe('New order GA-1001: ₹12,499.00 (ಕ್ಯಾಶ್ ಆನ್ ಡೆಲಿವರಿ)');
    expect(message.html).toContain('<html lang="en-IN">');
    expect(message.text).toContain('Hello Gruha Appliances team,');
  });

  it('an account e-mail follows the account, English when unknown', () => {
    const kannada = verificationEmail(
      { email: 'a@example.com', firstName: 'A', locale: 'kn' },
      'https://shop.example/kn/verify/x',
      'https://shop.example',
    );
    expect(kannada.subject).toBe('Gruha Appliances ಗಾಗಿ ನಿಮ್ಮ ಇಮೇಲ್ ಅನ್ನು ದೃಢೀಕರಿಸಿ');
    const english = verificationEmail(
      { email: 'a@example.com', firstName: 'A' },
      'https://shop.example/verify/x',
      'https://shop.example',
    );
    expect(english.subject).toBe('Verify your e-mail for Gruha Appliances');
  });
});
