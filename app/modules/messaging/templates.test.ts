import { describe, expect, it } from 'vitest';
import {
  MESSAGE_LANGUAGES,
  MESSAGE_TEMPLATES,
  type MessageTemplate,
  renderMessage,
  templateParams,
} from './templates.ts';

const names = Object.keys(MESSAGE_TEMPLATES) as MessageTemplate[];

describe('order update templates', () => {
  it.each(names)('%s uses each of its parameters once in every language, and no other', (name) => {
    const { params, text } = MESSAGE_TEMPLATES[name];
    for (const language of MESSAGE_LANGUAGES) {
      const used = [...text[language].matchAll(/\{\{(\d+)\}\}/g)].map((match) => Number(match[1]));
      expect(
        used.toSorted((a, b) => a - b),
        `${name}.${language}`,
      ).toEqual(params.map((_, index) => index + 1));
    }
  });

  it('never starts or ends a template with a parameter (Meta refuses such a template)', () => {
    for (const name of names) {
      for (const language of MESSAGE_LANGUAGES) {
        const text = MESSAGE_TEMPLATES[name].text[language].trim();
        expect(text, `${name}.${language}`).not.toMatch(/^\{\{\d+\}\}|\{\{\d+\}\}[.!]?$/);
      }
    }
  });

  it('writes Kannada in Kannada (no template left in English)', () => {
    for (const name of names) {
      expect(MESSAGE_TEMPLATES[name].text.kn).toMatch(/[\u0C80-\u0CFF]/);
      expect(MESSAGE_TEMPLATES[name].text.kn).not.toBe(MESSAGE_TEMPLATES[name].text.en);
    }
  });

  it('puts the parameters in the template order, and fills the text with them', () => {
    const params = templateParams('order_shipped', {
      awb: '12345678901',
      link: 'https://www.delhivery.com/track-v2/package/12345678901',
      order: 'GA-2026-001234',
      courier: 'Delhivery',
      amount: '₹1,999',
    });
    expect(params).toEqual([
      'GA-2026-001234',
      'Delhivery',
      '12345678901',
      'https://www.delhivery.com/track-v2/package/12345678901',
    ]);
    expect(renderMessage('order_shipped', 'en', params)).toBe(
      'Gruha Appliances: your order GA-2026-001234 has been shipped with Delhivery, AWB 12345678901. Track it: https://www.delhivery.com/track-v2/package/12345678901 Thank you.',
    );
    expect(
      renderMessage('order_out_for_delivery_cod', 'kn', ['GA-2026-001234', '₹1,999']),
    ).toContain('ಪಾವತಿಸಲು ₹1,999 ಸಿದ್ಧವಾಗಿಟ್ಟುಕೊಳ್ಳಿ');
  });

  it('refuses a template without one of its parameters (a provider refuses an empty one)', () => {
    expect(() => templateParams('order_placed_cod', { order: 'GA-1', amount: '₹1' })).toThrow(
      "needs its 'link'",
    );
    expect(() =>
      templateParams('order_shipped', { order: 'GA-1', courier: 'DTDC', awb: ' ', link: 'x' }),
    ).toThrow("needs its 'awb'");
  });
});
