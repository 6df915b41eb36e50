import { describe, expect, it } from 'vitest';
import { serverTranslator } from '../../i18n/catalogs.server.ts';
import { ADVISOR_PARAMS, ADVISORS, type Advice, heatingMinutes, matchesHref } from './advisors.ts';
import { ADVISOR_CATEGORIES, type AdvisorCategory, hasAdvisor } from './categories.ts';
import { type Consultation, consult } from './schema.ts';

const ask = (category: AdvisorCategory, answers: Record<string, string>) =>
  consult(category, new URLSearchParams(answers));

/** The advice for answers that must pass. */
function advice(category: AdvisorCategory, answers: Record<string, string>): Advice {
  const result = ask(category, answers);
  if (result.state !== 'advice') throw new Error(`expected advice, got ${JSON.stringify(result)}`);
  return result.advice;
}

const fill = serverTranslator('en');
const href = (a: Advice) => matchesHref(a.matches);
const said = (a: Advice) => fill(a.recommendation.text, a.recommendation.values);
const why = (a: Advice) => a.reasons.map((reason) => fill(reason.text, reason.values)).join('\n');

describe('the advisors', () => {
  it('has one for each category where size matters, and no other', () => {
    expect(Object.keys(ADVISORS).sort()).toEqual([...ADVISOR_CATEGORIES].sort());
    expect(hasAdvisor('Instant-Geysers')).toBe(true);
    expect(hasAdvisor('Shoe-Racks')).toBe(false);
    expect(hasAdvisor('instant-geysers')).toBe(false);
    expect(hasAdvisor(undefined)).toBe(false);
  });

  it('asks two to four questions each, with unique names and a message for every field', () => {
    for (const [category, advisor] of Object.entries(ADVISORS)) {
      expect(advisor.questions.length, category).toBeGreaterThanOrEqual(2);
      expect(advisor.questions.length, category).toBeLessThanOrEqual(4);
      const keys = advisor.questions.map((q) => q.key);
      expect(new Set(keys).size, category).toBe(keys.length);
      for (const question of advisor.questions) {
        expect(question.required).toBeTruthy();
        if (question.kind === 'choice') expect(question.choices.length).toBeGreaterThan(1);
        else expect(question.min).toBeLessThan(question.max);
      }
    }
    // The page cache answers every one of them afresh.
    expect(ADVISOR_PARAMS).toEqual(
      expect.arrayContaining(['use', 'people', 'bathrooms', 'washes', 'hob', 'depth', 'area']),
    );
  });

  it('writes the filters in the listing filters’ URL names', () => {
    expect(
      matchesHref({
        collection: 'Instant-Geysers',
        filters: [
          { key: 'type', value: 'storage' },
          { key: 'capacity', min: 15, max: 24 },
        ],
      }),
    ).toBe('/collections/Instant-Geysers?a.type=storage&a.capacity.min=15&a.capacity.max=24');
    expect(matchesHref({ collection: 'Water-Pumps', filters: [{ key: 'power', min: 1.5 }] })).toBe(
      '/collections/Water-Pumps?a.power.min=1.5',
    );
    expect(matchesHref({ collection: 'Chimneys', filters: [] })).toBe('/collections/Chimneys');
  });
});

describe('answers that cannot be advised on', () => {
  it('shows the questions when nothing is answered (other parameters are not answers)', () => {
    for (const category of ADVISOR_CATEGORIES) {
      expect(consult(category, new URLSearchParams()).state).toBe('questions');
      expect(consult(category, new URLSearchParams('utm_source=x&use=')).state).toBe('questions');
    }
  });

  it('names each missing field with its own message', () => {
    expect(ask('Instant-Geysers', { use: 'shower' })).toEqual({
      state: 'invalid',
      values: { use: 'shower' },
      errors: {
        people: 'Enter how many people live in your home.',
        bathrooms: 'Enter how many bathrooms need hot water.',
      },
    } satisfies Consultation);
    const pumps = ask('Water-Pumps', { floors: '2' });
    expect(pumps.state === 'invalid' && Object.keys(pumps.errors).sort()).toEqual([
      'depth',
      'source',
      'tank',
    ]);
  });

  it('refuses numbers out of range, fractions where whole numbers are asked, and text', () => {
    for (const people of ['0', '21', '2.5', 'four', '-1', '1e1', '0x10', '9'.repeat(200)]) {
      const result = ask('Instant-Geysers', { use: 'bucket', people, bathrooms: '1' });
      expect(result, people).toMatchObject({
        state: 'invalid',
        errors: { people: 'Enter a whole number of people from 1 to 20.' },
      });
      // What was typed comes back in the field, within bounds.
      expect(result.values.people?.length).toBeLessThanOrEqual(40);
    }
    expect(
      ask('Water-Pumps', { source: 'sump', depth: '2,5', floors: '1', tank: '1.5' }).state,
    ).toBe('advice');
    expect(
      ask('Water-Pumps', { source: 'sump', depth: '301', floors: '1', tank: '1' }),
    ).toMatchObject({ errors: { depth: 'Enter the depth in metres, from 0 to 300.' } });
  });

  it('refuses a choice that is not one of the choices with the field’s message', () => {
    expect(ask('Chimneys', { burners: '7', hob: '60', cooking: 'heavy' })).toMatchObject({
      state: 'invalid',
      errors: { burners: 'Choose how many burners your stove has.' },
    });
    expect(ask('Air-coolers', { area: '120', spot: '<script>' })).toMatchObject({
      errors: { spot: 'Choose what the cooler should cool.' },
    });
  });

  it('reads the first of repeated answers, and never throws on odd query strings', () => {
    const twice = new URLSearchParams('use=kitchen&use=shower&people=2&bathrooms=1');
    const result = consult('Instant-Geysers', twice);
    expect(result.state === 'advice' && result.advice.matches.filters).toContainEqual({
      key: 'type',
      value: 'instant',
    });
    for (const query of ['__proto__=1&use=x', 'people=%00', 'area=%E0%A5', 'spot[]=near']) {
      for (const category of ADVISOR_CATEGORIES) {
        expect(() => consult(category, new URLSearchParams(query))).not.toThrow();
      }
    }
  });
});

describe('geysers', () => {
  const geyser = (use: string, people: number, bathrooms = 1) =>
    advice('Instant-Geysers', { use, people: String(people), bathrooms: String(bathrooms) });

  it('suggests an instant geyser of 1 to 6 litres for a kitchen or a wash basin, whatever the household', () => {
    for (const people of [1, 8]) {
      const a = geyser('kitchen', people, 3);
      expect(said(a)).toBe('An instant geyser of 1 to 6 litres');
      expect(href(a)).toBe('/collections/Instant-Geysers?a.type=instant&a.capacity.max=6');
    }
  });

  it('sizes a bucket-bath storage geyser by the people per bathroom: 10 L to 2, 15 L to 4, 25 L beyond', () => {
    expect(said(geyser('bucket', 1))).toBe('A storage geyser of 10 litres');
    expect(href(geyser('bucket', 2))).toBe(
      '/collections/Instant-Geysers?a.type=storage&a.capacity.min=10&a.capacity.max=14',
    );
    expect(href(geyser('bucket', 3))).toBe(
      '/collections/Instant-Geysers?a.type=storage&a.capacity.min=15&a.capacity.max=24',
    );
    expect(said(geyser('bucket', 4))).toBe('A storage geyser of 15 litres');
    expect(said(geyser('bucket', 5))).toBe('A storage geyser of 25 litres');
    expect(href(geyser('bucket', 5))).toBe(
      '/collections/Instant-Geysers?a.type=storage&a.capacity.min=25',
    );
    expect(why(geyser('bucket', 3))).toContain('For 3 people a bathroom, that is 15 litres.');
    expect(why(geyser('bucket', 3))).toContain('10 litres for 1 or 2 people, 15 litres for 3 or 4');
  });

  it('shares the people among the bathrooms, one geyser each', () => {
    const a = geyser('bucket', 5, 2);
    expect(said(a)).toBe('A storage geyser of 15 litres in each of your 2 bathrooms');
    expect(why(a)).toContain('With 5 people and 2 bathrooms, each geyser serves about 3 people.');
    // More bathrooms than people: one person each, not fewer.
    expect(said(geyser('bucket', 1, 3))).toBe(
      'A storage geyser of 10 litres in each of your 3 bathrooms',
    );
  });

  it('gives a shower panel 25 litres, even for one person, and says why', () => {
    const a = geyser('shower', 1);
    expect(said(a)).toBe('A storage geyser of 25 litres');
    expect(why(a)).toContain('10 litres or more a minute');
    expect(why(a)).toContain(`heats up in about ${heatingMinutes(25)} minutes`);
  });

  it('works out heating times from the physics, not from a table', () => {
    expect(heatingMinutes(10)).toBe(12);
    expect(heatingMinutes(15)).toBe(18);
    expect(heatingMinutes(25)).toBe(31);
  });
});

describe('washing machines', () => {
  const semi = (people: number, washes: string) =>
    advice('Semi-Automatic-washing-Machine', { people: String(people), washes });
  const portable = (people: number, washes: string) =>
    advice('Portable-Washing-Machine', { people: String(people), washes });

  it('loads 1.5 to 2 kg a person at 3 or 4 washes a week, 3 kg at one or two, 1 kg daily', () => {
    expect(why(semi(4, 'often'))).toContain('For 4 people that is about 7 kg a wash.');
    expect(why(semi(4, 'weekly'))).toContain('For 4 people that is about 12 kg a wash.');
    expect(why(semi(4, 'daily'))).toContain('For 4 people that is about 4 kg a wash.');
  });

  it('suggests a semi-automatic machine at the load or a little above, from 6.5 kg up', () => {
    const four = semi(4, 'often');
    expect(said(four)).toBe('A semi-automatic washing machine of 7 kg or a little more');
    expect(href(four)).toBe(
      '/collections/Semi-Automatic-washing-Machine?a.capacity.min=7&a.capacity.max=8.5',
    );
    const small = semi(3, 'daily');
    expect(said(small)).toBe('A semi-automatic washing machine of 6.5 kg or a little more');
    expect(why(small)).toContain('start at about 6.5 kg');
    const big = semi(8, 'weekly');
    expect(said(big)).toBe('A semi-automatic washing machine of 10 kg or more');
    expect(href(big)).toBe('/collections/Semi-Automatic-washing-Machine?a.capacity.min=10');
    expect(why(big)).toContain('more than the largest machines take at once');
  });

  it('offers a portable machine as well for one or two people with small loads', () => {
    const two = semi(2, 'often');
    expect(two.alternative && matchesHref(two.alternative.matches)).toBe(
      '/collections/Portable-Washing-Machine?a.capacity.min=3.5&a.capacity.max=4.5',
    );
    expect(why(two)).toContain('portable washing machine of about 3.5 kg');
    expect(semi(3, 'often').alternative).toBeUndefined();
    expect(semi(2, 'weekly').alternative).toBeUndefined(); // 6 kg: beyond a portable
  });

  it('sizes a portable machine up to 5 kg, and sends bigger loads to semi-automatic ones', () => {
    const one = portable(1, 'often');
    expect(said(one)).toBe('A portable washing machine of 2 kg or a little more');
    expect(href(one)).toBe(
      '/collections/Portable-Washing-Machine?a.capacity.min=2&a.capacity.max=3',
    );
    expect(said(portable(1, 'daily'))).toBe(
      'A portable washing machine of 1.5 kg or a little more',
    );
    expect(href(portable(2, 'weekly'))).toBe(
      '/collections/Semi-Automatic-washing-Machine?a.capacity.min=6.5&a.capacity.max=8',
    );
    expect(why(portable(2, 'weekly'))).toContain('more than a portable machine washes at once');
    // Exactly 5 kg still fits.
    expect(said(portable(5, 'daily'))).toBe('A portable washing machine of 5 kg or a little more');
  });
});

describe('chimneys', () => {
  const chimney = (burners: string, hob: string, cooking: string) =>
    advice('Chimneys', { burners, hob, cooking });

  it('is 60 cm over a stove up to 60 cm with up to three burners', () => {
    for (const burners of ['2', '3']) {
      expect(href(chimney(burners, '60', 'daily'))).toBe(
        '/collections/Chimneys?a.width.min=60&a.width.max=60&a.suction.min=1000',
      );
    }
  });

  it('is 90 cm for four burners or a stove wider than 60 cm', () => {
    expect(said(chimney('4', '60', 'light'))).toBe(
      'A 90 cm chimney with a suction of at least 800 m³/h',
    );
    expect(why(chimney('4', '60', 'light'))).toContain('Four or more burners');
    expect(said(chimney('2', '75', 'light'))).toMatch(/^A 90 cm/);
    expect(why(chimney('2', '90', 'light'))).toContain('wider than 60 cm');
  });

  it('asks at least 1200 m³/h for heavy frying', () => {
    const a = chimney('3', '60', 'heavy');
    expect(href(a)).toBe('/collections/Chimneys?a.width.min=60&a.width.max=60&a.suction.min=1200');
    expect(why(a)).toContain('1200 m³/h or more');
  });
});

describe('water pumps', () => {
  const pump = (source: string, depth: number, floors: number, tank: number) =>
    advice('Water-Pumps', {
      source,
      depth: String(depth),
      floors: String(floors),
      tank: String(tank),
    });

  it('adds 20% to the lift for the pipes, and says each part of it', () => {
    // 2 m sump + 2 floors (6 m) + 2 m stand = 10 m, +20% = 12 m.
    const a = pump('sump', 2, 2, 2);
    expect(why(a)).toContain(
      'The pump lifts the water 10 m: 2 m up from the water to the ground, 6 m for 2 floors (about 3 m each) and 2 m of tank stand.',
    );
    expect(why(a)).toContain('a head of at least 12 m');
    expect(said(a)).toBe('A 0.5 HP monoblock pump, with a head of at least 12 m');
    expect(href(a)).toBe(
      '/collections/Water-Pumps?a.type=monoblock&a.power.min=0.5&a.power.max=0.5',
    );
  });

  it('chooses the power by the head: 0.5 HP to 25 m, 1 to 40, 1.5 to 55, 2 to 70, then 2 and more', () => {
    // Heads: (depth + 3·floors + tank) × 1.2.
    expect(said(pump('sump', 2.5, 5, 3.3))).toMatch(/^A 0\.5 HP .* 25 m$/); // 20.8 m → 25
    expect(said(pump('sump', 3, 5, 3))).toMatch(/^A 1 HP .* 26 m$/); // 21 m → 25.2 → 26
    expect(said(pump('sump', 3, 10, 0.3))).toMatch(/^A 1 HP .* 40 m$/); // 33.3 → 39.96 → 40
    expect(said(pump('sump', 3, 10, 1))).toMatch(/^A 1\.5 HP /); // 34 → 40.8 → 41
    expect(said(pump('openwell', 10, 10, 5))).toMatch(/^A 1\.5 HP openwell .* 54 m$/); // 45 → 54
    expect(said(pump('openwell', 11, 10, 5))).toMatch(/^A 2 HP openwell .* 56 m$/); // 46 → 55.2 → 56
    expect(said(pump('openwell', 23, 10, 5.3))).toMatch(/^A 2 HP .* 70 m$/); // 58.3 → 69.96 → 70
    expect(said(pump('openwell', 23, 10, 6))).toMatch(/^A 2\+ HP .* 71 m$/); // 59 → 70.8 → 71
    const deep = pump('borewell', 60, 2, 2);
    expect(said(deep)).toBe('A 2+ HP borewell submersible pump, with a head of at least 82 m');
    expect(href(deep)).toBe('/collections/Water-Pumps?a.type=submersible&a.power.min=2');
    expect(why(deep)).toContain('More than 70 m of head');
  });

  it('chooses the type by the source, and a submersible where the water is too deep to draw', () => {
    expect(href(pump('openwell', 4, 1, 1))).toContain('a.type=openwell');
    expect(href(pump('borewell', 20, 1, 1))).toContain('a.type=submersible');
    expect(href(pump('sump', 6, 1, 1))).toContain('a.type=monoblock');
    const deepSump = pump('sump', 7, 1, 1);
    expect(href(deepSump)).toContain('a.type=openwell');
    expect(why(deepSump)).toContain('more than 6 m down');
  });
});

describe('air coolers', () => {
  const cooler = (area: number, spot: string) =>
    advice('Air-coolers', { area: String(area), spot });

  it('suggests a personal cooler up to 25 L for rooms up to 150 sq ft, or to cool one spot', () => {
    for (const [area, spot] of [
      [30, 'room'],
      [150, 'room'],
      [600, 'near'],
    ] as const) {
      const a = cooler(area, spot);
      expect(said(a), `${area}`).toBe('A personal cooler with a tank of up to 25 litres');
      expect(href(a)).toBe('/collections/Air-coolers?a.type=personal&a.tank.max=25');
    }
    expect(why(cooler(600, 'near'))).toContain('whatever the size of the room');
  });

  it('counts about 1 litre of tank per 10 sq ft for a whole room', () => {
    const a = cooler(151, 'room');
    expect(said(a)).toBe('A cooler with a tank of 20 to 50 litres');
    expect(href(a)).toBe('/collections/Air-coolers?a.tank.min=20&a.tank.max=50');
    expect(why(a)).toContain('for 151 sq ft, about 20 litres');
    expect(said(cooler(500, 'room'))).toBe('A cooler with a tank of 50 to 50 litres');
  });

  it('suggests a desert cooler of 50 to 90 L for large rooms, and two beyond 900 sq ft', () => {
    const a = cooler(501, 'room');
    expect(said(a)).toBe('A desert cooler with a tank of at least 55 litres');
    expect(href(a)).toBe('/collections/Air-coolers?a.type=desert&a.tank.min=55');
    const hall = cooler(1500, 'room');
    expect(href(hall)).toBe('/collections/Air-coolers?a.type=desert&a.tank.min=90');
    expect(why(hall)).toContain('use two');
    expect(why(cooler(900, 'room'))).not.toContain('use two');
  });
});
