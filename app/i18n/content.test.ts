import { describe, expect, it } from 'vitest';
import { localized } from './content.ts';

const geyser = { id: 'p1', name: 'Instant Geyser', nameKn: 'ತ್ವರಿತ ಗೀಸರ್', slug: 'Instant-Geyser' };
const kettle = { id: 'p2', name: 'Electric Kettle', nameKn: null, slug: 'Electric-Kettle' };

describe('database texts in the page language', () => {
  it('a Kannada page shows the Kannada text, unmarked, and sends no English twin', () => {
    expect(localized('kn', geyser, 'name')).toEqual({
      id: 'p1',
      name: 'ತ್ವರಿತ ಗೀಸರ್',
      slug: 'Instant-Geyser',
    });
  });

  it('a Kannada page falls back to English, marked lang en, where there is no Kannada', () => {
    expect(localized('kn', kettle, 'name')).toEqual({
      id: 'p2',
      name: 'Electric Kettle',
      nameLang: 'en',
      slug: 'Electric-Kettle',
    });
    // A row read without the twins (the key absent) falls back the same way.
    expect(localized('kn', { name: 'Geysers' }, 'name')).toEqual({
      name: 'Geysers',
      nameLang: 'en',
    });
  });

  it('an English page shows the English text, unmarked, without the Kannada', () => {
    expect(localized('en', geyser, 'name')).toEqual({
      id: 'p1',
      name: 'Instant Geyser',
      slug: 'Instant-Geyser',
    });
    expect(localized('en', kettle, 'name')).not.toHaveProperty('nameLang');
  });

  it('decides each field on its own', () => {
    const store = {
      name: 'Gruha Appliances Mysuru',
      nameKn: 'ಗೃಹ ಅಪ್ಲೈಯನ್ಸಸ್ ಮೈಸೂರು',
      address: '12 Sayyaji Rao Road',
      addressKn: null,
      town: 'Mysuru',
    };
    expect(localized('kn', store, 'name', 'address')).toEqual({
      name: 'ಗೃಹ ಅಪ್ಲೈಯನ್ಸಸ್ ಮೈಸೂರು',
      address: '12 Sayyaji Rao Road',
      addressLang: 'en',
      town: 'Mysuru',
    });
  });

  it('leaves an empty English field empty and unmarked', () => {
    expect(localized('kn', { colour: null, colourKn: null }, 'colour')).toEqual({ colour: null });
    expect(localized('kn', { alt: '', altKn: null }, 'alt')).toEqual({ alt: '' });
  });

  it('does not change the row it was given', () => {
    const row = { ...kettle };
    localized('kn', row, 'name');
    expect(row).toEqual(kettle);
  });
});
