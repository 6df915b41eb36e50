/**
 * The demo shop's product questions (issue 31): what shoppers in Karnataka ask before they
 * buy, keyed by product slug (db/seed/data/products.ts), each answered by the seller and
 * some by a buyer too (the seed gives a buyer answer to a customer with a delivered order
 * of the product). Askers and buyers are first names; the seed adds an initial. A few are
 * asked and answered in Kannada, as shoppers on the Kannada pages write.
 *
 * Each text keeps the live rules (question-rules.ts: 10-500 characters for a question,
 * 10-1,000 for an answer) and nothing that would hold it for staff (no phone numbers,
 * links or e-mail addresses); questions.test.ts checks both.
 */

export interface SeedQuestion {
  /** The product's slug. */
  slug: string;
  /** The asker's first name. */
  asker: string;
  text: string;
  /** The seller's answer. */
  seller: string;
  /** A buyer's answer, by their first name. */
  buyer?: { name: string; text: string };
  /** Written in Kannada (the asker's account uses the Kannada pages). */
  lang?: 'kn';
}

export const QUESTIONS: SeedQuestion[] = [
  {
    slug: 'Instant-Geyser-3-Litre',
    asker: 'Ramesh',
    text: 'What is the pressure rating? We live on the fourth floor of an apartment with a pressure pump.',
    seller:
      'It is rated for 6.5 bar working pressure, which is fine for apartments with a booster pump. If your line pressure is higher than that, our technician fits a pressure reducing valve.',
    buyer: {
      name: 'Sowmya',
      text: 'We have a pressure pump on the 5th floor in Whitefield and it has worked without any problem for eight months.',
    },
  },
  {
    slug: 'Instant-Geyser-3-Litre',
    asker: 'Kiran',
    text: 'Is installation included, or do I have to call a plumber separately?',
    seller:
      'Free installation within Tumakuru and Bengaluru city limits. The pipes and connectors beyond the ones in the box are charged at actual cost.',
  },
  {
    slug: 'Instant-Geyser-3-Litre',
    asker: 'ಮಂಜುನಾಥ',
    text: 'ಈ ಗೀಸರ್ ಅನ್ನು ಅಡುಗೆಮನೆಯ ಸಿಂಕ್ ಬಳಿ ಅಳವಡಿಸಬಹುದೇ?',
    seller: 'ಹೌದು, 3 ಲೀಟರ್ ಮಾದರಿ ಅಡುಗೆಮನೆಗೆ ಸೂಕ್ತವಾಗಿದೆ. ಗೋಡೆಗೆ ಅಳವಡಿಸುವ ಕಿಟ್ ಜೊತೆಗೇ ಬರುತ್ತದೆ.',
    lang: 'kn',
  },
  {
    slug: 'Storage-Water-Heater-15-Litre',
    asker: 'Anitha',
    text: 'Is this enough for a family of four taking baths one after another in the morning?',
    seller:
      'A 15 litre tank gives two back-to-back bucket baths, then needs about 15 minutes to heat again. For four people in a row we suggest the 25 litre model.',
    buyer: {
      name: 'Prashanth',
      text: 'We are four at home. Two of us bathe first, the other two after breakfast, and it works well that way.',
    },
  },
  {
    slug: 'Storage-Water-Heater-25-Litre',
    asker: 'Vinay',
    text: 'Does it work with hard borewell water? Our water leaves white deposits on taps.',
    seller:
      'Yes. The tank has a glass-lined coating and a magnesium anode that protects it from hard water. We suggest replacing the anode every two years in borewell areas.',
  },
  {
    slug: 'Horizontal-Water-Heater-25-Litre',
    asker: 'Shruthi',
    text: 'Our bathroom has a low false ceiling. What is the height of this heater?',
    seller:
      'The horizontal model is about 33 cm tall and 60 cm wide, made for places with little height above the door or under a loft.',
  },
  {
    slug: 'Self-Priming-Monoblock-Pump-1-HP',
    asker: 'Basavaraj',
    text: 'What is the maximum head? I need to lift water from the sump to a tank on the second floor.',
    seller:
      'The total head is 30 metres and suction is up to 8 metres. A second floor overhead tank is about 10 to 12 metres, so this pump does it comfortably.',
    buyer: {
      name: 'Girish',
      text: 'I use it to fill a 1000 litre tank on the second floor from the sump. It takes around 20 minutes.',
    },
  },
  {
    slug: 'Self-Priming-Monoblock-Pump-0.5-HP',
    asker: 'Lokesh',
    text: 'Will this pump run on single phase power at home?',
    seller:
      'Yes, it runs on single phase 220-240 V. Please use a 16 amp socket or a starter for long runs.',
  },
  {
    slug: 'Submersible-Borewell-Pump-1-HP',
    asker: 'Mallikarjun',
    text: 'Our borewell is 250 feet deep with water at 180 feet. Is 1 HP enough?',
    seller:
      'A 1 HP pump suits water levels up to about 150 feet. With water at 180 feet, please ask our store for the 1.5 HP model; the staff will size it from your borewell report.',
  },
  {
    slug: 'Pressure-Booster-Pump-0.5-HP',
    asker: 'Deepa',
    text: 'Can this increase water pressure for the shower in a top floor flat?',
    seller:
      'Yes. Fit it on the outlet of the overhead tank; it switches on by itself when a tap opens and gives steady pressure to the shower and geyser.',
  },
  {
    slug: 'Semi-Automatic-Washing-Machine-7-Kg',
    asker: 'Pooja',
    text: 'Can I wash a double bed blanket in the 7 kg machine?',
    seller:
      'A single blanket or a thin double bed cover washes well. A heavy double bed blanket is better in the 8.5 kg or larger models.',
    buyer: {
      name: 'Rekha',
      text: 'I wash our double bedsheets and a light quilt in it every week. Heavy woollen blankets do not fit.',
    },
  },
  {
    slug: 'Semi-Automatic-Washing-Machine-8.5-Kg',
    asker: 'Harish',
    text: 'Does the spin tub dry clothes enough to hang them inside the house in the monsoon?',
    seller:
      'The spin tub runs at 1300 rpm and takes out most of the water. In the rainy season clothes dry indoors in about half a day with a fan.',
  },
  {
    slug: 'Portable-Washing-Machine-Mini-3-Kg-Blue',
    asker: 'Nikhil',
    text: 'I stay in a PG room without a tap connection. Can I fill this with a bucket?',
    seller:
      'Yes, you can fill it with a bucket or a mug, and the drain pipe can go into a bathroom outlet. No tap connection is needed.',
  },
  {
    slug: 'Auto-Clean-Kitchen-Chimney-60-cm',
    asker: 'Savitha',
    text: 'Our gas stove is 2 burner and the platform is 75 cm wide. Should I take 60 cm or 90 cm?',
    seller:
      'For a 2 burner stove, the 60 cm chimney is right; it covers the stove with room on both sides. Choose 90 cm for a 3 or 4 burner stove.',
    buyer: {
      name: 'Madhu',
      text: 'We have the same 2 burner setup and the 60 cm chimney pulls all the tadka smoke.',
    },
  },
  {
    slug: 'Auto-Clean-Kitchen-Chimney-90-cm',
    asker: 'Raghavendra',
    text: 'Is a duct pipe included, and does the installation need a hole in the wall?',
    seller:
      'A 1.5 metre duct pipe comes in the box. The technician needs a 6 inch hole to the outside; if your kitchen has no outer wall, ask for the ductless kit.',
  },
  {
    slug: 'Filterless-Chimney-90-cm',
    asker: 'ಶ್ವೇತಾ',
    text: 'ಫಿಲ್ಟರ್ ಇಲ್ಲದ ಚಿಮಣಿಯನ್ನು ಹೇಗೆ ಸ್ವಚ್ಛಗೊಳಿಸಬೇಕು?',
    seller: 'ಆಟೋ ಕ್ಲೀನ್ ಬಟನ್ ಒತ್ತಿದರೆ ಎಣ್ಣೆ ಜಿಡ್ಡು ಕರಗಿ ಕೆಳಗಿನ ಕಪ್‌ನಲ್ಲಿ ಸೇರುತ್ತದೆ. ತಿಂಗಳಿಗೊಮ್ಮೆ ಆ ಕಪ್ ಖಾಲಿ ಮಾಡಿ ತೊಳೆದರೆ ಸಾಕು.',
    lang: 'kn',
  },
  {
    slug: 'Desert-Air-Cooler-55-Litre-with-Remote',
    asker: 'Chetan',
    text: 'How long does one full tank last? We want to run it all night in Ballari summer.',
    seller:
      'On high speed a full 55 litre tank lasts about 8 to 10 hours, so it runs through the night. The auto fill option connects to a tap if you want it to run longer.',
    buyer: {
      name: 'Umesh',
      text: 'In Raichur I fill it once at 10 pm and it still has water in the morning.',
    },
  },
  {
    slug: 'Personal-Air-Cooler-25-Litre-White',
    asker: 'Divya',
    text: 'Can this cooler run on an inverter during power cuts?',
    seller:
      'Yes, it draws about 150 watts, so a home inverter runs it for several hours along with a few lights and fans.',
  },
  {
    slug: 'Tower-Air-Cooler-35-Litre',
    asker: 'ಪ್ರಕಾಶ್',
    text: 'ಈ ಕೂಲರ್‌ಗೆ ಐಸ್ ಹಾಕಬಹುದೇ? ನೀರಿನ ಟ್ಯಾಂಕ್ ಎಷ್ಟು ಲೀಟರ್?',
    seller: 'ಹೌದು, ಎರಡು ಐಸ್ ಪ್ಯಾಕ್‌ಗಳು ಜೊತೆಗೇ ಬರುತ್ತವೆ. ಟ್ಯಾಂಕ್ 35 ಲೀಟರ್; ಒಮ್ಮೆ ತುಂಬಿಸಿದರೆ ಸುಮಾರು 7 ಗಂಟೆ ಓಡುತ್ತದೆ.',
    lang: 'kn',
  },
  {
    slug: 'Wooden-Shoe-Rack-Walnut',
    asker: 'Sneha',
    text: 'Does it come assembled, or do we have to put it together? How long does it take?',
    seller:
      'It comes flat packed with all screws and an Allen key. Two people assemble it in about 30 minutes with the picture guide; our team fits it free in Tumakuru.',
    buyer: {
      name: 'Arun',
      text: 'I assembled it alone in 40 minutes. The holes were drilled correctly and every screw was there.',
    },
  },
  {
    slug: 'Metal-Shoe-Rack-5-Tier',
    asker: 'Varun',
    text: 'How many pairs of shoes does the 5 tier rack hold?',
    seller:
      'Each tier takes 3 to 4 pairs of adult shoes, so 15 to 18 pairs in all. Boots fit on the top tier.',
  },
  {
    slug: 'High-Pressure-Washer-1800-Watt-Yellow',
    asker: 'Santosh',
    text: 'Can I use water from a bucket, or does it need a tap connection?',
    seller:
      'It comes with a suction hose, so it can draw water from a bucket or drum. With a tap, use the hose connector in the box.',
    buyer: {
      name: 'Naveen',
      text: 'I wash my car with water from a 20 litre bucket every Sunday. Works fine once the hose is primed.',
    },
  },
  {
    slug: 'Mixer-Grinder-750-Watt-Red',
    asker: 'Lakshmi',
    text: 'Will it grind idli batter, or do I need a wet grinder?',
    seller:
      'The big jar grinds idli and dosa batter for a family of four in small batches. For large quantities every day, a table top wet grinder gives a softer batter.',
  },
  {
    slug: 'Glass-Top-Gas-Stove-3-Burner-Black',
    asker: 'Geetha',
    text: 'Is this stove suitable for a piped natural gas connection?',
    seller:
      'It is set for LPG. For piped gas, our technician changes the nozzles free of cost at installation; please tell us when you order.',
  },
  {
    slug: 'Sofa-cum-Bed-3-Seater-Fabric-Grey',
    asker: 'Ashwini',
    text: 'What is the size when opened as a bed? Can two adults sleep on it?',
    seller: 'Opened, it is 6 feet by 4.5 feet, which fits two adults. The foam is 6 inches thick.',
    buyer: {
      name: 'Sunil',
      text: 'My parents sleep on it whenever they visit and say it is comfortable.',
    },
  },
  {
    slug: 'Korai-Mat-Classic-Green',
    asker: 'Kavya',
    text: 'Can the korai mat be washed with water, or only wiped?',
    seller:
      'Wipe it with a damp cloth and dry it in shade. Do not soak it; long soaking loosens the weave.',
  },
];
