import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EMAIL_LOGO } from '../../../config/store-contact.ts';
import { verificationEmail } from './emails.server.tsx';

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
