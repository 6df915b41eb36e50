import { describe, expect, it } from 'vitest';
import { CONTENT_MESSAGES } from './content-limits.ts';
import { PlacementSchema, StoreSchema } from './content-validation.ts';

const issues = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((i) => [i.path.join('.'), i.message]);

describe('a store form', () => {
  const store = {
    code: 'tum-01',
    name: 'Gruha Appliances Tumakuru',
    address: '12 BH Road, Tumakuru 572101',
    town: 'Tumakuru',
    district: 'Tumakuru',
    pincode: '572101',
    phone: '98450 72101',
    latitude: '13.3379',
    longitude: '77.1173',
    image: '/media/stores/tum-01.webp',
    mapsLink: 'https://maps.example/tum-01',
    position: '3',
    active: 'on',
  };

  it('reads the Kannada name and address like the English ones; blank is null', () => {
    expect(
      StoreSchema.parse({ ...store, nameKn: ' ಗೃಹ  ಅಪ್ಲೈಯನ್ಸಸ್ ತುಮಕೂರು ', addressKn: '' }),
    ).toMatchObject({ code: 'TUM-01', nameKn: 'ಗೃಹ ಅಪ್ಲೈಯನ್ಸಸ್ ತುಮಕೂರು', addressKn: null });
  });

  it('leaves them out when the post does not carry them (kept as stored)', () => {
    const parsed = StoreSchema.parse(store);
    expect(parsed.nameKn).toBeUndefined();
    expect(parsed.addressKn).toBeUndefined();
  });

  it('refuses them with the English field messages', () => {
    expect(issues(StoreSchema.safeParse({ ...store, nameKn: 'ಗ', addressKn: 'ಬಿಎ' }))).toEqual([
      ['nameKn', CONTENT_MESSAGES.name],
      ['addressKn', CONTENT_MESSAGES.address],
    ]);
    expect(issues(StoreSchema.safeParse({ ...store, nameKn: 'ಗ'.repeat(81) }))).toEqual([
      ['nameKn', CONTENT_MESSAGES.name],
    ]);
    expect(issues(StoreSchema.safeParse({ ...store, addressKn: 'ಬ'.repeat(201) }))).toEqual([
      ['addressKn', CONTENT_MESSAGES.address],
    ]);
  });
});

describe('a slide or video placement', () => {
  const place = { id: '2', position: '1', active: 'on' };

  it('carries an optional Kannada title', () => {
    expect(PlacementSchema.parse({ ...place, titleKn: ' ಕ್ಷಣದಲ್ಲಿ ಬಿಸಿ ನೀರು ' })).toEqual({
      id: 2,
      position: 1,
      active: true,
      titleKn: 'ಕ್ಷಣದಲ್ಲಿ ಬಿಸಿ ನೀರು',
    });
    expect(PlacementSchema.parse({ ...place, titleKn: '' }).titleKn).toBeNull();
    expect(PlacementSchema.parse(place).titleKn).toBeUndefined();
  });

  it('refuses a title of more than 120 characters', () => {
    expect(issues(PlacementSchema.safeParse({ ...place, titleKn: 'ಕ'.repeat(121) }))).toEqual([
      ['titleKn', CONTENT_MESSAGES.title],
    ]);
  });
});
