/**
 * The demo shop's buyers and what they wrote (issue 31). db/seed/demo-reviews.ts gives each
 * review a buyer with a delivered order of the product first, so every review has a real
 * purchase behind it. Texts are per category, as buyers of these goods in Karnataka write
 * them; a few are in Kannada.
 */

export interface SeedReviewText {
  rating: 1 | 2 | 3 | 4 | 5;
  title?: string;
  text: string;
  /** The seller's public reply, if they wrote one. */
  reply?: string;
}

/** Demo buyers: first and last names. */
export const DEMO_BUYERS: readonly [string, string][] = [
  ['Priya', 'Shetty'],
  ['Ravi', 'Kumar'],
  ['Lakshmi', 'Narayan'],
  ['Mohammed', 'Irfan'],
  ['Kavya', 'Hegde'],
  ['Suresh', 'Gowda'],
  ['Anitha', 'Rao'],
  ['Manjunath', 'Patil'],
  ['Deepa', 'Kulkarni'],
  ['Arjun', 'Bhat'],
  ['Shwetha', 'Murthy'],
  ['Naveen', 'Reddy'],
  ['Fathima', 'Begum'],
  ['Harish', 'Naik'],
  ['Meghana', 'Joshi'],
  ['Prakash', 'Shenoy'],
  ['Divya', 'Acharya'],
  ['Santosh', 'Kamath'],
  ['Rekha', 'Prabhu'],
  ['Girish', 'Hiremath'],
  ['Asha', 'Pai'],
  ['Vinay', 'Desai'],
  ['Sunitha', 'Iyer'],
  ['Rahul', 'Menon'],
  ['Pooja', 'Nayak'],
  ['Chandrashekar', 'Swamy'],
  ['Roopa', 'Devi'],
  ['Imran', 'Khan'],
  ['Bhavya', 'Shastry'],
  ['Kiran', 'Poojary'],
  ['Nandini', 'Gowda'],
  ['Sandeep', 'Jain'],
  ['Geetha', 'Ramesh'],
  ['Abdul', 'Rehman'],
  ['Sowmya', 'Kini'],
  ['Basavaraj', 'Angadi'],
];

const CALL_US =
  'Sorry to hear this. Please call us on 1800 425 0056 with your order number and our technician from the nearest store will visit.';

/** What buyers wrote, by the product's category (its name as the seed spells it). */
export const REVIEW_TEXTS: Record<string, readonly SeedReviewText[]> = {
  'Instant Geysers': [
    {
      rating: 5,
      title: 'Hot water in two minutes',
      text: 'Installed in our Tumakuru house by the store technician the day after delivery. Water is hot within two minutes even on cold December mornings. Compact and looks neat on the wall.',
    },
    {
      rating: 4,
      title: 'Good for the kitchen',
      text: 'Using it in the kitchen sink for washing vessels. Heats quickly and the indicator light is useful. Only wish the inlet pipe given was a little longer.',
    },
    {
      rating: 5,
      text: 'ತುಂಬಾ ಚೆನ್ನಾಗಿದೆ. ಬೆಳಿಗ್ಗೆ ಸ್ನಾನಕ್ಕೆ ಬೇಗ ಬಿಸಿ ನೀರು ಸಿಗುತ್ತದೆ. ಅಳವಡಿಕೆ ಕೂಡ ಉಚಿತವಾಗಿ ಮಾಡಿದರು.',
    },
    {
      rating: 3,
      title: 'Works, but low pressure needs care',
      text: 'Heating is fine, but our overhead tank gives low pressure and the flow is slow on the first floor. Check your water pressure before buying an instant model.',
      reply:
        'Thank you for the honest review. Instant geysers need at least 0.5 bar; for low pressure a 10 or 15 litre storage geyser suits better, and we can exchange it within 10 days.',
    },
    {
      rating: 4,
      text: 'Good build and the ISI mark gives confidence. Power consumption is as expected for 3000 W. Delivery to Hassan took four days.',
    },
    {
      rating: 2,
      title: 'Thermostat clicks often',
      text: 'The thermostat keeps switching on and off with a clicking sound. Water gets hot but the noise is irritating in the early morning.',
      reply: CALL_US,
    },
  ],
  'Semi Automatic washing Machine': [
    {
      rating: 5,
      title: 'Value for money',
      text: 'Washes a full load of bedsheets easily. The spin dryer leaves clothes almost dry in 5 minutes, which helps a lot in the monsoon. Works well even with our borewell water.',
    },
    {
      rating: 4,
      text: 'Good machine for a family of four. The wash timer and the buzzer are handy. The drain pipe should have been a bit longer for our bathroom.',
    },
    {
      rating: 4,
      title: 'Sturdy and simple',
      text: 'My mother finds it easy to use, no complicated programs. The plastic body is sturdy and the wheels make it easy to move after washing.',
    },
    {
      rating: 3,
      text: 'Washing is good but the spin tub vibrates a lot if clothes are not spread evenly. You have to keep an eye on it.',
      reply:
        'Thank you. Spreading the load evenly in the spin tub and keeping the machine on a level floor stops the vibration; our store team can check it for you free of cost.',
    },
    {
      rating: 5,
      text: 'ಬಟ್ಟೆ ಚೆನ್ನಾಗಿ ಒಗೆಯುತ್ತದೆ, ನೀರು ಕಡಿಮೆ ಸಾಕು. ಬೆಲೆಗೆ ತಕ್ಕ ಯಂತ್ರ.',
    },
  ],
  'Portable Washing Machine': [
    {
      rating: 5,
      title: 'Perfect for my PG room',
      text: 'Small enough to keep under the bathroom sink. Washes my daily clothes in 10 minutes. Ideal for bachelors and students.',
    },
    {
      rating: 4,
      text: 'Good for baby clothes and small loads. Not meant for heavy jeans or bedsheets, but it does what it says.',
    },
    {
      rating: 3,
      text: 'Washing is okay. There is no spin so clothes come out very wet and take long to dry during the rainy season.',
    },
    {
      rating: 5,
      text: 'Light and easy to carry. We take it to our farmhouse on weekends. Motor is surprisingly strong for the size.',
    },
  ],
  'High Pressure Washers': [
    {
      rating: 5,
      title: 'Car looks new',
      text: 'Cleaned my car and two scooters in half an hour. The foam bottle is a nice extra. Much better than the bucket and cloth method.',
    },
    {
      rating: 4,
      text: 'Good pressure for cleaning the terrace and the compound wall. The hose could be longer, and it needs a stable water supply.',
    },
    {
      rating: 5,
      text: 'Used it to clean moss from the sit-out tiles before the festival. Came out spotless. Easy to assemble with the given manual.',
    },
    {
      rating: 2,
      title: 'Pressure dropped after a month',
      text: 'Pressure was good at first but dropped after one month of weekly use. Waiting for the service visit.',
      reply: CALL_US,
    },
    {
      rating: 4,
      text: 'Works well for bikes. A bit noisy, so I use it in the morning. Packing was very good and delivery was on time.',
    },
  ],
  'Vaccum Cleaners': [
    {
      rating: 5,
      title: 'Dust-free home',
      text: 'Suction is strong, picks up dust from under the cots and the sofa. The crevice tool is useful for the window grills.',
    },
    {
      rating: 4,
      text: 'Good for daily cleaning. The dust container is easy to empty. Cord length is enough for one room at a time.',
    },
    {
      rating: 3,
      text: 'Works fine on floors but struggles a little with thick carpets. Quite loud, our dog runs away from it.',
    },
    {
      rating: 5,
      text: 'ಕಾರಿನ ಒಳಗೆ ಸ್ವಚ್ಛಗೊಳಿಸಲು ತುಂಬಾ ಉಪಯುಕ್ತ. ಹಗುರವಾಗಿದೆ, ಬಳಸಲು ಸುಲಭ.',
    },
    {
      rating: 4,
      text: 'Compact and light. Filter has to be cleaned often during the dusty summer months, but that is expected.',
    },
  ],
  'Water Pumps': [
    {
      rating: 5,
      title: 'Fills the overhead tank quickly',
      text: 'Our 1000 litre tank on the second floor fills in about 20 minutes. Runs smoothly and quietly. The store electrician fixed it the same day.',
    },
    {
      rating: 4,
      text: 'Good pump for the borewell sump. Copper winding and a solid body. Bought the starter separately as suggested by the store.',
    },
    {
      rating: 5,
      text: 'Using it for the areca garden. Good flow and no heating problem even after two hours of running.',
    },
    {
      rating: 3,
      text: 'Pump works well but low voltage in our village trips it sometimes. Better to use a stabiliser.',
      reply:
        'Thank you. Low voltage is hard on any motor; a pump starter with voltage protection keeps it safe. Our Tiptur store can suggest one.',
    },
    {
      rating: 1,
      title: 'Not self-priming for us',
      text: 'The pump would not lift water from our open well, which is about 8 metres deep. Had to call a mechanic to add a foot valve.',
      reply:
        'Sorry for the trouble. Monoblock pumps need a foot valve for suction lifts over 6 metres; we should have said so clearly on the page and have now added it.',
    },
  ],
  'Mixers and Wet Grinders': [
    {
      rating: 5,
      title: 'Idli batter perfect',
      text: 'Grinds urad dal to a fluffy batter in 25 minutes. Idlis came out soft. Easy to clean the drum and the stones.',
    },
    {
      rating: 4,
      text: 'Mixer jars are sturdy and the chutney jar is very useful. Motor gets warm if you run it for long, so give it a short break.',
    },
    {
      rating: 5,
      text: 'ದೋಸೆ ಹಿಟ್ಟು ತುಂಬಾ ನಯವಾಗಿ ರುಬ್ಬುತ್ತದೆ. ಅಮ್ಮನಿಗೆ ತುಂಬಾ ಇಷ್ಟವಾಯಿತು.',
    },
    {
      rating: 3,
      text: 'Grinding is good but it is noisy, and the lid does not lock firmly. Works fine otherwise.',
    },
  ],
  'Gas Stoves': [
    {
      rating: 5,
      title: 'Beautiful glass top',
      text: 'Toughened glass top looks elegant and is easy to wipe. Brass burners give a strong blue flame. Auto ignition works every time.',
    },
    {
      rating: 4,
      text: 'Good spacing between burners, two big vessels fit together. The knobs feel a little light but work fine.',
    },
    {
      rating: 4,
      text: 'Installed by the store technician with the hose and the regulator check. Flame is even. Happy with the purchase.',
    },
    {
      rating: 2,
      text: 'Auto ignition stopped working after three weeks. Using a lighter for now.',
      reply: CALL_US,
    },
    {
      rating: 5,
      text: 'Bought for my daughter’s new house in Mysuru. Delivered well packed, no scratches on the glass.',
    },
  ],
  Chimneys: [
    {
      rating: 5,
      title: 'Kitchen stays smoke free',
      text: 'Even when frying fish and doing tadka, no smoke or smell in the hall. Auto clean is useful. Installation and ducting were done neatly.',
    },
    {
      rating: 4,
      text: 'Suction is very good. Touch controls are responsive. A little loud on the highest speed, which is normal.',
    },
    {
      rating: 3,
      text: 'Works well but the 60 cm model is a bit small for our 4-burner hob. Choose 90 cm if you have a big stove.',
      reply:
        'Thank you for the tip; a chimney as wide as the hob or wider works best. We can exchange it for the 90 cm model within 10 days.',
    },
    {
      rating: 5,
      text: 'Filterless design means no more washing greasy filters every week. Oil collector is easy to empty.',
    },
  ],
  'Air coolers': [
    {
      rating: 5,
      title: 'Beats the summer heat',
      text: 'Cools our bedroom well during the April heat in Tumakuru. The large tank runs the whole night. Honeycomb pads make a real difference.',
    },
    {
      rating: 4,
      text: 'Good air throw, reaches the other end of the hall. The remote is handy. Needs an open window to work best.',
    },
    {
      rating: 3,
      text: 'Cooling is good in dry weather but in humid weather it does not help much. Wheels are a bit weak.',
    },
    {
      rating: 5,
      text: 'ಬೇಸಿಗೆಯಲ್ಲಿ ತುಂಬಾ ಉಪಯುಕ್ತ. ಕರೆಂಟ್ ಕಡಿಮೆ ಖರ್ಚು ಆಗುತ್ತದೆ, ಶಬ್ದವೂ ಕಡಿಮೆ.',
    },
  ],
  'Shoe Racks': [
    {
      rating: 5,
      title: 'Neat entrance',
      text: 'Holds about 15 pairs for our family. Assembly took 20 minutes with the given tools. Looks neat near the main door.',
    },
    {
      rating: 4,
      text: 'Sturdy for the price. The doors close softly. One screw was missing but the store sent it in two days.',
    },
    {
      rating: 4,
      text: 'Good size for an apartment. The top is useful for keeping keys and the umbrella.',
    },
    {
      rating: 3,
      text: 'Decent rack, but the shelves are a little low for high-heeled sandals and boots.',
    },
  ],
  'Korai Mat': [
    {
      rating: 5,
      title: 'Traditional and cool',
      text: 'Genuine korai grass mat, cool to sit on in summer. We use it for pooja and for guests during functions.',
    },
    {
      rating: 4,
      text: 'Nice weave and bright border. Slight grass smell in the first week which went away.',
    },
    {
      rating: 5,
      text: 'ಮನೆಯಲ್ಲಿ ಊಟಕ್ಕೆ ಕುಳಿತುಕೊಳ್ಳಲು ಚೆನ್ನಾಗಿದೆ. ಗುಣಮಟ್ಟ ಉತ್ತಮ.',
    },
  ],
  'Sofa cum Beds': [
    {
      rating: 5,
      title: 'Guests sleep comfortably',
      text: 'Sofa in the day and a comfortable bed when relatives visit. The mechanism is smooth and the fabric feels good.',
    },
    {
      rating: 4,
      text: 'Good quality foam. Delivery to the third floor was handled by the delivery team without extra charge.',
    },
    {
      rating: 3,
      text: 'Comfortable as a sofa, but as a bed the middle joint can be felt. Fine for occasional use.',
      reply:
        'Thank you. A thin mattress topper over the joint helps for longer stays; our stores have one that fits this model.',
    },
    {
      rating: 5,
      text: 'Perfect for our small flat in Bengaluru. Colour matches the photos exactly.',
    },
  ],
};

/** How many reviews the n-th product of the demo gets (0: none); the pattern repeats. */
export const REVIEWS_PER_PRODUCT = [4, 3, 0, 5, 2, 3, 1, 4, 0, 2, 6, 3] as const;

/** Reasons a few demo reviews were reported for (to staff). */
export const REPORT_REASONS = ['Not about this product', 'Spam or advertising'] as const;
