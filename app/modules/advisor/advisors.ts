/**
 * The capacity advisor's rules (issue 32): for each category where size matters, a few
 * questions and a pure function from their answers to a recommended size, the reasons for
 * it in plain words, and the collection's filters that show the products of that size
 * (`a.{key}=`, `a.{key}.min=`, `a.{key}.max=`, the listing filters' URL names).
 *
 * Client-safe and Zod-free: the page renders the questions from here. Answers are read
 * and checked by the form's schema (schema.ts, the loader's); `advise` gets checked ones.
 * Every text is a message id (`msg`), translated where it is shown, with its values.
 */
import { msg } from '../../i18n/msg.ts';
import { formatNumber } from '../catalog/specs/attributes.ts';
import type { AdvisorCategory } from './categories.ts';

/** A text to show: a message id and the values it is filled with. */
export interface AdviceText {
  text: string;
  values?: Record<string, string | number>;
}

export interface Choice {
  value: string;
  label: string;
}

interface QuestionBase {
  /** The answer's name in the query string. */
  key: string;
  label: string;
  hint?: string;
  /** The field's message when it is left empty (or, for a choice, answered with no choice). */
  required: string;
}

export interface ChoiceQuestion extends QuestionBase {
  kind: 'choice';
  choices: Choice[];
}

export interface NumberQuestion extends QuestionBase {
  kind: 'number';
  min: number;
  max: number;
  /** Whole numbers only (people, floors); otherwise halves and tenths are fine (metres). */
  integer: boolean;
  /** The field's message for anything but a number from min to max. */
  invalid: string;
}

export type Question = ChoiceQuestion | NumberQuestion;

/** One listing filter: a choice (`a.type=storage`) or an inclusive range (`a.capacity.min=15`). */
export type Filter = { key: string; value: string } | { key: string; min?: number; max?: number };

/** The products a recommendation points to: a collection and its filters. */
export interface Matches {
  collection: string;
  filters: Filter[];
}

export interface Advice {
  /** The recommendation in one line ('A storage geyser of 15 litres'). */
  recommendation: AdviceText;
  /** Why, step by step, with the rules of thumb behind it. */
  reasons: AdviceText[];
  matches: Matches;
  /** Another kind that may suit too (a portable machine for one or two people). */
  alternative?: { text: AdviceText; matches: Matches };
}

/** Checked answers: a choice's value, or a number. */
export type Answers = Record<string, string | number>;

export interface Advisor {
  /** The page's heading and its lead paragraph. */
  title: string;
  intro: string;
  questions: Question[];
  advise(answers: Answers): Advice;
}

// ---------------------------------------------------------------------------------------
// Small helpers.

const text = (id: string, values?: AdviceText['values']): AdviceText =>
  values ? { text: id, values } : { text: id };

const num = (answers: Answers, key: string): number => Number(answers[key]);
const choice = (answers: Answers, key: string): string => String(answers[key]);

/** Up to the next multiple of `step` (0.5 kg, 5 litres). */
const roundUp = (value: number, step: number) => Math.ceil(value / step - 1e-9) * step;

/** '1.5', '6.5', '10': as the shop writes numbers. */
const n = formatNumber;

// ---------------------------------------------------------------------------------------
// Geysers: where the hot water goes, then people and bathrooms for a bathroom.

/** A storage geyser's size by the people bathing from it, and the filter band of that size. */
const STORAGE_SIZES = [
  { upToPeople: 2, litres: 10, min: 10, max: 14 },
  { upToPeople: 4, litres: 15, min: 15, max: 24 },
  { upToPeople: Number.POSITIVE_INFINITY, litres: 25, min: 25 },
] as const;

/** Minutes a 2,000 W element takes to heat a tank by 35 °C (25 to 60): 4.186 kJ per litre per °C. */
export const heatingMinutes = (litres: number) => Math.round((litres * 4.186 * 35) / 2 / 60);

const geyser: Advisor = {
  title: msg('Which geyser do I need?'),
  intro: msg(
    'Answer three questions and we will suggest the kind and size of geyser for your home, and why.',
  ),
  questions: [
    {
      key: 'use',
      kind: 'choice',
      label: msg('Where will the hot water be used?'),
      required: msg('Choose where the hot water will be used.'),
      choices: [
        { value: 'kitchen', label: msg('Kitchen sink or wash basin') },
        { value: 'bucket', label: msg('Bathroom, bucket bath') },
        { value: 'shower', label: msg('Bathroom with a shower panel or rain shower') },
      ],
    },
    {
      key: 'people',
      kind: 'number',
      label: msg('How many people live in your home?'),
      required: msg('Enter how many people live in your home.'),
      invalid: msg('Enter a whole number of people from 1 to 20.'),
      min: 1,
      max: 20,
      integer: true,
    },
    {
      key: 'bathrooms',
      kind: 'number',
      label: msg('How many bathrooms need hot water?'),
      hint: msg('For a kitchen geyser, enter 1.'),
      required: msg('Enter how many bathrooms need hot water.'),
      invalid: msg('Enter a whole number of bathrooms from 1 to 6.'),
      min: 1,
      max: 6,
      integer: true,
    },
  ],
  advise(answers) {
    const use = choice(answers, 'use');
    if (use === 'kitchen') {
      return {
        recommendation: text(msg('An instant geyser of 1 to 6 litres')),
        reasons: [
          text(
            msg(
              'A kitchen sink or a wash basin needs a little hot water at a time, but at once: an instant geyser heats its small tank in a minute or two.',
            ),
          ),
          text(
            msg(
              'Instant geysers hold 1 to 6 litres: 1 to 3 litres for washing hands, 3 to 6 litres for washing vessels. How many people live in the home does not change this.',
            ),
          ),
          text(
            msg(
              'A storage geyser (10 litres or more) would keep far more water hot than a tap uses.',
            ),
          ),
        ],
        matches: {
          collection: 'Instant-Geysers',
          filters: [
            { key: 'type', value: 'instant' },
            { key: 'capacity', max: 6 },
          ],
        },
      };
    }
    const people = num(answers, 'people');
    const bathrooms = num(answers, 'bathrooms');
    // Each bathroom its own geyser: the people share the bathrooms.
    const perBathroom = Math.ceil(people / Math.min(bathrooms, people));
    const size =
      use === 'shower'
        ? STORAGE_SIZES[2]
        : STORAGE_SIZES.find((band) => perBathroom <= band.upToPeople)!;
    const reasons: AdviceText[] = [
      text(
        msg(
          'A bath takes more hot water at once than an instant geyser can give, so a bathroom needs a storage geyser, which keeps a tank of water hot.',
        ),
      ),
    ];
    if (bathrooms > 1) {
      reasons.push(
        text(
          msg(
            'Each bathroom is best with its own geyser: hot water cools in long pipes. With {people, plural, one {# person} other {# people}} and {bathrooms} bathrooms, each geyser serves about {perBathroom, plural, one {# person} other {# people}}.',
          ),
          { people, bathrooms, perBathroom },
        ),
      );
    }
    if (use === 'shower') {
      reasons.push(
        text(
          msg(
            'A shower panel or a rain shower runs 10 litres or more a minute, so it needs a 25-litre tank, however many people bathe.',
          ),
        ),
      );
    } else {
      reasons.push(
        text(
          msg(
            'A bucket bath takes about 15 to 20 litres of warm water, hot mixed with cold. The usual rule: 10 litres for 1 or 2 people, 15 litres for 3 or 4, 25 litres for 5 or more bathing one after another.',
          ),
        ),
        text(
          msg(
            'For {count, plural, one {# person} other {# people}} a bathroom, that is {litres} litres.',
          ),
          { count: perBathroom, litres: size.litres },
        ),
      );
    }
    reasons.push(
      text(
        msg(
          'A {litres}-litre tank heats up in about {minutes} minutes at 2000 watts, and stays hot for hours.',
        ),
        { litres: size.litres, minutes: heatingMinutes(size.litres) },
      ),
    );
    return {
      recommendation:
        bathrooms > 1
          ? text(msg('A storage geyser of {litres} litres in each of your {bathrooms} bathrooms'), {
              litres: size.litres,
              bathrooms,
            })
          : text(msg('A storage geyser of {litres} litres'), { litres: size.litres }),
      reasons,
      matches: {
        collection: 'Instant-Geysers',
        filters: [
          { key: 'type', value: 'storage' },
          'max' in size
            ? { key: 'capacity', min: size.min, max: size.max }
            : { key: 'capacity', min: size.min },
        ],
      },
    };
  },
};

// ---------------------------------------------------------------------------------------
// Washing machines: the load a wash comes to, from the people and how often they wash.

/** Each person's clothes, towels and sheets per wash (about 6 kg a week in all). */
const KG_PER_PERSON = { weekly: 3, often: 1.75, daily: 1 } as const;
const PER_PERSON_REASON = {
  weekly: msg(
    "Washing once or twice a week, each person's clothes, towels and bedsheets come to about 3 kg a wash.",
  ),
  often: msg(
    "Washing 3 or 4 times a week, each person's clothes, towels and bedsheets come to about 1.5 to 2 kg a wash.",
  ),
  daily: msg("Washing every day, each person's clothes come to about 1 kg a wash."),
} as const;
/** Portable machines wash up to about this much; semi-automatic ones start at 6.5 kg. */
const PORTABLE_MAX_KG = 5;
const SEMI_MIN_KG = 6.5;
const SEMI_MAX_KG = 12;

const washingQuestions: Question[] = [
  {
    key: 'people',
    kind: 'number',
    label: msg("How many people's clothes will it wash?"),
    required: msg("Enter how many people's clothes it will wash."),
    invalid: msg('Enter a whole number of people from 1 to 12.'),
    min: 1,
    max: 12,
    integer: true,
  },
  {
    key: 'washes',
    kind: 'choice',
    label: msg('How often will you wash?'),
    required: msg('Choose how often you will wash.'),
    choices: [
      { value: 'weekly', label: msg('Once or twice a week') },
      { value: 'often', label: msg('3 or 4 times a week') },
      { value: 'daily', label: msg('Every day') },
    ],
  },
];

/** The load of one wash, in kg (to the next half kg), and the reasons that give it. */
function washLoad(answers: Answers): { load: number; reasons: AdviceText[] } {
  const people = num(answers, 'people');
  const washes = choice(answers, 'washes') as keyof typeof KG_PER_PERSON;
  const load = roundUp(people * KG_PER_PERSON[washes], 0.5);
  return {
    load,
    reasons: [
      text(PER_PERSON_REASON[washes]),
      text(
        msg('For {people, plural, one {# person} other {# people}} that is about {kg} kg a wash.'),
        { people, kg: n(load) },
      ),
    ],
  };
}

const semiAutomaticMatches = (kg: number): Matches => ({
  collection: 'Semi-Automatic-washing-Machine',
  filters: [
    kg >= SEMI_MAX_KG ? { key: 'capacity', min: 10 } : { key: 'capacity', min: kg, max: kg + 1.5 },
  ],
});

const portableMatches = (kg: number): Matches => ({
  collection: 'Portable-Washing-Machine',
  filters: [{ key: 'capacity', min: kg, max: Math.min(kg + 1, PORTABLE_MAX_KG) }],
});

const RATED_CAPACITY = msg(
  'Choose a machine rated at your load or a little above it: a drum packed full of heavy cotton does not wash clean, and the rating is for dry clothes.',
);

const semiAutomatic: Advisor = {
  title: msg('Which size of semi-automatic washing machine do I need?'),
  intro: msg(
    'Answer two questions and we will suggest a wash capacity in kg for your home, and why.',
  ),
  questions: washingQuestions,
  advise(answers) {
    const { load, reasons } = washLoad(answers);
    const kg = Math.min(Math.max(load, SEMI_MIN_KG), SEMI_MAX_KG);
    reasons.push(text(RATED_CAPACITY));
    if (load < SEMI_MIN_KG) {
      reasons.push(
        text(
          msg(
            'Semi-automatic machines start at about 6.5 kg, so a smaller load takes the smallest size.',
          ),
        ),
      );
    }
    if (load > SEMI_MAX_KG) {
      reasons.push(
        text(
          msg(
            'That is more than the largest machines take at once (about 12 kg): choose 10 kg or more and wash more often, or in two loads.',
          ),
        ),
      );
    }
    const people = num(answers, 'people');
    const small = people <= 2 && load <= PORTABLE_MAX_KG;
    if (small) {
      reasons.push(
        text(
          msg(
            'For one or two people with small loads, a portable washing machine of about {kg} kg may be enough: it costs less and fits a small flat.',
          ),
          { kg: n(Math.max(load, 1.5)) },
        ),
      );
    }
    return {
      recommendation:
        load > SEMI_MAX_KG
          ? text(msg('A semi-automatic washing machine of 10 kg or more'))
          : text(msg('A semi-automatic washing machine of {kg} kg or a little more'), {
              kg: n(kg),
            }),
      reasons,
      matches: semiAutomaticMatches(kg),
      ...(small
        ? {
            alternative: {
              text: text(msg('See portable washing machines of about {kg} kg'), {
                kg: n(Math.max(load, 1.5)),
              }),
              matches: portableMatches(Math.max(load, 1.5)),
            },
          }
        : {}),
    };
  },
};

const portable: Advisor = {
  title: msg('Which size of portable washing machine do I need?'),
  intro: msg(
    'Answer two questions and we will suggest a wash capacity in kg, or tell you if a bigger machine would suit you better.',
  ),
  questions: washingQuestions,
  advise(answers) {
    const { load, reasons } = washLoad(answers);
    if (load > PORTABLE_MAX_KG) {
      const kg = Math.min(Math.max(load, SEMI_MIN_KG), SEMI_MAX_KG);
      reasons.push(
        text(
          msg(
            'That is more than a portable machine washes at once (about 5 kg at most): a semi-automatic machine of {kg} kg washes it in one load.',
          ),
          { kg: n(kg) },
        ),
        text(RATED_CAPACITY),
      );
      return {
        recommendation:
          load > SEMI_MAX_KG
            ? text(msg('A semi-automatic washing machine of 10 kg or more'))
            : text(msg('A semi-automatic washing machine of {kg} kg or a little more'), {
                kg: n(kg),
              }),
        reasons,
        matches: semiAutomaticMatches(kg),
      };
    }
    const kg = Math.max(load, 1.5);
    reasons.push(
      text(
        msg(
          'Portable machines suit one or two people, small flats and hostels: they wash up to about 5 kg at a time.',
        ),
      ),
      text(RATED_CAPACITY),
    );
    return {
      recommendation: text(msg('A portable washing machine of {kg} kg or a little more'), {
        kg: n(kg),
      }),
      reasons,
      matches: portableMatches(kg),
    };
  },
};

// ---------------------------------------------------------------------------------------
// Chimneys: the width from the stove, the suction from the cooking.

const SUCTION = { light: 800, daily: 1000, heavy: 1200 } as const;
const SUCTION_REASON = {
  light: msg(
    'Boiling and steaming make mostly steam, little oil: a suction of 800 m³/h or more is enough.',
  ),
  daily: msg('Everyday tadka and some frying: a suction of 1000 m³/h or more suits most kitchens.'),
  heavy: msg(
    'Heavy Indian frying and grilling make a lot of oily smoke: choose a suction of 1200 m³/h or more.',
  ),
} as const;

const chimney: Advisor = {
  title: msg('Which chimney do I need?'),
  intro: msg(
    'Answer three questions about your stove and your cooking and we will suggest a chimney width and suction, and why.',
  ),
  questions: [
    {
      key: 'burners',
      kind: 'choice',
      label: msg('How many burners does your stove or hob have?'),
      required: msg('Choose how many burners your stove has.'),
      choices: [
        { value: '2', label: msg('One or two') },
        { value: '3', label: msg('Three') },
        { value: '4', label: msg('Four or more') },
      ],
    },
    {
      key: 'hob',
      kind: 'choice',
      label: msg('How wide is your stove or hob?'),
      required: msg('Choose how wide your stove is.'),
      choices: [
        { value: '60', label: msg('Up to 60 cm') },
        { value: '75', label: msg('About 75 cm') },
        { value: '90', label: msg('About 90 cm') },
      ],
    },
    {
      key: 'cooking',
      kind: 'choice',
      label: msg('How do you cook most days?'),
      required: msg('Choose how you cook most days.'),
      choices: [
        { value: 'light', label: msg('Mostly boiling and steaming, little frying') },
        { value: 'daily', label: msg('Everyday tadka and some frying') },
        { value: 'heavy', label: msg('Heavy frying and grilling: pooris, bajjis, fish fry') },
      ],
    },
  ],
  advise(answers) {
    const burners = choice(answers, 'burners');
    const hob = choice(answers, 'hob');
    const cooking = choice(answers, 'cooking') as keyof typeof SUCTION;
    const wide = hob !== '60';
    const width = wide || burners === '4' ? 90 : 60;
    const suction = SUCTION[cooking];
    const reasons = [
      text(
        msg(
          'A chimney should be at least as wide as the stove under it, so that smoke and oil do not escape at the sides.',
        ),
      ),
      wide
        ? text(msg('A stove wider than 60 cm needs a 90 cm chimney.'))
        : width === 90
          ? text(msg('Four or more burners need a 90 cm chimney, even over a narrower stove.'))
          : text(msg('A stove up to 60 cm wide, with up to three burners, takes a 60 cm chimney.')),
      text(SUCTION_REASON[cooking]),
      text(
        msg(
          'Suction is how much air the chimney draws in an hour: a closed kitchen, or one without a window, needs the higher end.',
        ),
      ),
    ];
    return {
      recommendation: text(msg('A {width} cm chimney with a suction of at least {suction} m³/h'), {
        width,
        suction,
      }),
      reasons,
      matches: {
        collection: 'Chimneys',
        filters: [
          { key: 'width', min: width, max: width },
          { key: 'suction', min: suction },
        ],
      },
    };
  },
};

// ---------------------------------------------------------------------------------------
// Water pumps: the head from the heights, the power from the head, the type from the source.

/** Storey height, pipe losses, and how far a pump beside the water can draw it up. */
const METRES_PER_FLOOR = 3;
const PIPE_LOSSES = 0.2;
const SUCTION_LIFT = 6;

/** A home pump's power by the head it must give (at a household's flow). */
const POWER_BY_HEAD = [
  { upTo: 25, hp: 0.5 },
  { upTo: 40, hp: 1 },
  { upTo: 55, hp: 1.5 },
  { upTo: 70, hp: 2 },
] as const;

type PumpType = 'monoblock' | 'openwell' | 'submersible';

const PUMP_RECOMMENDATION: Record<PumpType, string> = {
  monoblock: msg('A {hp} HP monoblock pump, with a head of at least {head} m'),
  openwell: msg('A {hp} HP openwell submersible pump, with a head of at least {head} m'),
  submersible: msg('A {hp} HP borewell submersible pump, with a head of at least {head} m'),
};

const pump: Advisor = {
  title: msg('Which water pump do I need?'),
  intro: msg(
    'Answer four questions about your water and your overhead tank and we will work out the head and power you need, and the type of pump.',
  ),
  questions: [
    {
      key: 'source',
      kind: 'choice',
      label: msg('Where does the water come from?'),
      required: msg('Choose where the water comes from.'),
      choices: [
        { value: 'sump', label: msg('A sump or an underground tank') },
        { value: 'openwell', label: msg('An open well') },
        { value: 'borewell', label: msg('A borewell') },
      ],
    },
    {
      key: 'depth',
      kind: 'number',
      label: msg('How far below the ground is the water, in metres?'),
      hint: msg('About 2 to 3 m for a sump; for a well or a borewell, its water level in summer.'),
      required: msg('Enter how far below the ground the water is.'),
      invalid: msg('Enter the depth in metres, from 0 to 300.'),
      min: 0,
      max: 300,
      integer: false,
    },
    {
      key: 'floors',
      kind: 'number',
      label: msg('How many floors does the building have, counting the ground floor?'),
      required: msg('Enter how many floors the building has.'),
      invalid: msg('Enter a whole number of floors from 1 to 15.'),
      min: 1,
      max: 15,
      integer: true,
    },
    {
      key: 'tank',
      kind: 'number',
      label: msg('How high is the overhead tank above the roof, in metres?'),
      hint: msg('Usually 1 to 3 m; enter 0 if it sits on the roof.'),
      required: msg('Enter how high the tank is above the roof.'),
      invalid: msg('Enter the height in metres, from 0 to 10.'),
      min: 0,
      max: 10,
      integer: false,
    },
  ],
  advise(answers) {
    const source = choice(answers, 'source');
    const depth = num(answers, 'depth');
    const floors = num(answers, 'floors');
    const tank = num(answers, 'tank');
    const building = floors * METRES_PER_FLOOR;
    const lift = depth + building + tank;
    const head = Math.ceil(lift * (1 + PIPE_LOSSES) - 1e-9);
    const band = POWER_BY_HEAD.find((row) => head <= row.upTo);
    const hp = band?.hp ?? 2;
    const type: PumpType =
      source === 'borewell'
        ? 'submersible'
        : source === 'openwell' || depth > SUCTION_LIFT
          ? 'openwell'
          : 'monoblock';
    const reasons: AdviceText[] = [
      text(
        msg(
          'The pump lifts the water {lift} m: {depth} m up from the water to the ground, {building} m for {floors, plural, one {# floor} other {# floors}} (about 3 m each) and {tank} m of tank stand.',
        ),
        { lift: n(lift), depth: n(depth), building: n(building), floors, tank: n(tank) },
      ),
      text(msg('Pipes, bends and valves add about 20% to that: a head of at least {head} m.'), {
        head,
      }),
      text(
        msg(
          'For a home, the usual rule is 0.5 HP for a head up to 25 m, 1 HP up to 40 m, 1.5 HP up to 55 m and 2 HP up to 70 m.',
        ),
      ),
    ];
    if (!band) {
      reasons.push(
        text(
          msg(
            'More than 70 m of head is beyond the usual home pump: choose 2 HP or more and check its head chart, or ask us at a store.',
          ),
        ),
      );
    }
    reasons.push(
      text(
        type === 'submersible'
          ? msg(
              'A borewell needs a borewell submersible pump, lowered down the bore into the water.',
            )
          : type === 'monoblock'
            ? msg(
                'From a sump, a monoblock pump beside it draws the water up; such a pump can draw water from at most about 6 m below it.',
              )
            : source === 'openwell'
              ? msg(
                  'In an open well, an openwell submersible pump sits in the water and pushes it up, so the depth of the water does not stop it.',
                )
              : msg(
                  'The water is more than 6 m down, deeper than a pump beside it can draw: a submersible pump in the water is needed.',
                ),
      ),
      text(
        msg(
          "A pump's maximum head is what it gives with the water barely flowing: one with a little more than you need fills the tank faster.",
        ),
      ),
    );
    return {
      recommendation: text(PUMP_RECOMMENDATION[type], {
        hp: band ? n(hp) : `${n(hp)}+`,
        head,
      }),
      reasons,
      matches: {
        collection: 'Water-Pumps',
        filters: [
          { key: 'type', value: type },
          band ? { key: 'power', min: hp, max: hp } : { key: 'power', min: hp },
        ],
      },
    };
  },
};

// ---------------------------------------------------------------------------------------
// Air coolers: the tank from the room's size, personal or desert from what it cools.

/** Litres of tank per square foot, and the sizes where each kind fits. */
const SQFT_PER_LITRE = 10;
const PERSONAL_MAX_SQFT = 150;
const PERSONAL_MAX_LITRES = 25;
const MID_MAX_LITRES = 50;
const DESERT_MAX_LITRES = 90;

const cooler: Advisor = {
  title: msg('Which air cooler do I need?'),
  intro: msg(
    "Answer two questions about your room and we will suggest the cooler's kind and tank size, and why.",
  ),
  questions: [
    {
      key: 'area',
      kind: 'number',
      label: msg('How big is the room, in square feet?'),
      hint: msg('Length times width: a 10 ft by 12 ft room is 120 sq ft.'),
      required: msg('Enter the size of the room in square feet.'),
      invalid: msg('Enter a whole number of square feet from 30 to 3000.'),
      min: 30,
      max: 3000,
      integer: true,
    },
    {
      key: 'spot',
      kind: 'choice',
      label: msg('What should the cooler cool?'),
      required: msg('Choose what the cooler should cool.'),
      choices: [
        { value: 'near', label: msg('One or two people close to it') },
        { value: 'room', label: msg('The whole room') },
      ],
    },
  ],
  advise(answers) {
    const area = num(answers, 'area');
    const spot = choice(answers, 'spot');
    const litres = roundUp(area / SQFT_PER_LITRE, 5);
    const reasons: AdviceText[] = [
      text(
        msg(
          'The rule of thumb is about 1 litre of tank for every 10 sq ft of room, so that the cooler runs for hours between fillings: for {area} sq ft, about {litres} litres.',
        ),
        { area, litres },
      ),
      text(
        msg(
          'Personal coolers, with tanks up to 25 litres, suit rooms up to about 150 sq ft; desert coolers, with 50 to 90 litres and big fans, cool large rooms and halls.',
        ),
      ),
    ];
    let advice: Pick<Advice, 'recommendation' | 'matches'>;
    if (spot === 'near' || area <= PERSONAL_MAX_SQFT) {
      if (spot === 'near' && area > PERSONAL_MAX_SQFT) {
        reasons.push(
          text(
            msg(
              'To cool only the people close to it, a personal cooler is enough, whatever the size of the room.',
            ),
          ),
        );
      }
      advice = {
        recommendation: text(msg('A personal cooler with a tank of up to 25 litres')),
        matches: {
          collection: 'Air-coolers',
          filters: [
            { key: 'type', value: 'personal' },
            { key: 'tank', max: PERSONAL_MAX_LITRES },
          ],
        },
      };
    } else if (litres <= MID_MAX_LITRES) {
      advice = {
        recommendation: text(msg('A cooler with a tank of {litres} to 50 litres'), { litres }),
        matches: {
          collection: 'Air-coolers',
          filters: [{ key: 'tank', min: litres, max: MID_MAX_LITRES }],
        },
      };
    } else {
      const tank = Math.min(litres, DESERT_MAX_LITRES);
      if (litres > DESERT_MAX_LITRES) {
        reasons.push(
          text(
            msg(
              'One cooler cools about 900 sq ft at most: for a bigger room or a hall, use two, or the largest with a window open.',
            ),
          ),
        );
      }
      advice = {
        recommendation: text(msg('A desert cooler with a tank of at least {litres} litres'), {
          litres: tank,
        }),
        matches: {
          collection: 'Air-coolers',
          filters: [
            { key: 'type', value: 'desert' },
            { key: 'tank', min: tank },
          ],
        },
      };
    }
    reasons.push(
      text(
        msg(
          'A cooler cools by evaporating water: keep a window or a door open for fresh air. It works best in dry heat, less well in humid weather.',
        ),
      ),
    );
    return { ...advice, reasons };
  },
};

/** Every advisor, by its category's slug. */
export const ADVISORS: Record<AdvisorCategory, Advisor> = {
  'Instant-Geysers': geyser,
  'Semi-Automatic-washing-Machine': semiAutomatic,
  'Portable-Washing-Machine': portable,
  Chimneys: chimney,
  'Water-Pumps': pump,
  'Air-coolers': cooler,
};

/** Every answer's name, in any advisor: the page cache answers a request with one afresh. */
export const ADVISOR_PARAMS: readonly string[] = [
  ...new Set(Object.values(ADVISORS).flatMap((advisor) => advisor.questions.map((q) => q.key))),
];

/**
 * The collection's URL with the filters, as the listing filters read them:
 * `/collections/Instant-Geysers?a.type=storage&a.capacity.min=15&a.capacity.max=24`.
 */
export function matchesHref({ collection, filters }: Matches): string {
  const search = new URLSearchParams();
  for (const filter of filters) {
    if ('value' in filter) search.append(`a.${filter.key}`, filter.value);
    else {
      if (filter.min !== undefined) search.set(`a.${filter.key}.min`, n(filter.min));
      if (filter.max !== undefined) search.set(`a.${filter.key}.max`, n(filter.max));
    }
  }
  const query = search.toString();
  return `/collections/${encodeURIComponent(collection)}${query ? `?${query}` : ''}`;
}
