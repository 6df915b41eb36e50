/**
 * The text of the policy pages and the About page. Its own module: in config/store.ts,
 * which browser code reads, the minifier kept these texts' template parts in every page's
 * JavaScript (0.1 KB gzip) although no browser code used them.
 */
import { STORE } from './store.ts';

export interface PolicySection {
  heading: string;
  paragraphs: string[];
}

export interface PolicyPage {
  path: string;
  title: string;
  sections: PolicySection[];
}

const ADDRESS_LINE = `${STORE.headOffice.lines.join(', ')}, ${STORE.headOffice.city}, ${STORE.headOffice.state} ${STORE.headOffice.pincode}`;
const HOURS_LINE = `${STORE.hours.days}, 09:00 to 19:00 (${STORE.hours.label})`;

export const POLICIES: PolicyPage[] = [
  {
    path: '/termsandcondtions',
    title: 'Terms of Service',
    sections: [
      {
        heading: 'About these terms',
        paragraphs: [
          `This website is operated by ${STORE.legalName} ("${STORE.name}", "we", "us"), ${ADDRESS_LINE}, GSTIN ${STORE.gstin}. By browsing the site or placing an order you agree to these terms, together with our Privacy Policy, Shipping and Delivery policy and Exchange and Return policy.`,
          'We may update these terms from time to time. The version published on this page when you place an order applies to that order.',
        ],
      },
      {
        heading: 'Your account',
        paragraphs: [
          'You can shop as a guest or create an account. If you create an account, keep your password private and tell us at once if you think someone else has used it. You are responsible for orders placed from your account.',
          'We may suspend an account that is used for fraud, abuse of offers or activity that harms other customers or the site.',
        ],
      },
      {
        heading: 'Products, prices and availability',
        paragraphs: [
          'All prices are in Indian rupees and include GST. Shipping charges are shown at checkout once you enter the delivery pincode. Product images are illustrations; the colour and finish of the product you receive may differ slightly.',
          'Stock is checked when you add an item to the cart and again when the order is placed. If an item becomes unavailable before your order is confirmed, we will tell you and the order will not be placed; any amount already paid for it is refunded in full.',
          'We try hard to show correct prices. If a price is clearly wrong because of a technical error, we may decline the order and refund any payment.',
        ],
      },
      {
        heading: 'Orders and payment',
        paragraphs: [
          `Online payments are processed securely by ${STORE.paymentProvider}, our payment gateway. We never see or store your full card number, CVV or UPI PIN. Cash on delivery is offered only for pincodes where it is available, as shown at checkout.`,
          'An order is confirmed when you receive an order number on screen and by e-mail. A GST tax invoice is issued for every order.',
        ],
      },
      {
        heading: 'All orders are final',
        paragraphs: [
          'Once placed, an order cannot be cancelled, and we do not accept online returns or exchanges. Products are covered by the warranty stated on each product page. Please read our Exchange and Return policy before you buy.',
        ],
      },
      {
        heading: 'Liability and governing law',
        paragraphs: [
          'To the extent permitted by law, our liability for any order is limited to the amount paid for that order. Nothing in these terms limits your rights as a consumer under Indian law.',
          'These terms are governed by the laws of India. Courts in Tumakuru, Karnataka have jurisdiction over any dispute.',
        ],
      },
    ],
  },
  {
    path: '/privacypolicy',
    title: 'Privacy Policy',
    sections: [
      {
        heading: 'What we collect',
        paragraphs: [
          'When you create an account or place an order we collect your name, e-mail address, phone number and delivery address. When you contact us, answer a survey or subscribe to our newsletter we keep what you send us.',
          'When you browse, our server keeps a session so that your cart and wishlist work, and records basic technical information such as the pages requested and the time, to keep the site secure and running well.',
        ],
      },
      {
        heading: 'How we use it',
        paragraphs: [
          'We use your details to process and deliver orders, send order updates and invoices, answer your questions, provide warranty support and, if you subscribed, send our newsletter. Every newsletter carries a link to unsubscribe.',
          'We do not sell or rent your personal information to anyone.',
        ],
      },
      {
        heading: 'Payments',
        paragraphs: [
          `Online payments are handled by ${STORE.paymentProvider}, a payment gateway regulated in India. Card, UPI and net-banking details are entered on the gateway's secure window and are not stored on our servers. We receive only a payment reference and its status.`,
        ],
      },
      {
        heading: 'Who we share it with',
        paragraphs: [
          'We share only what is needed: delivery details with our courier partners, payment details with the payment gateway, and information required by law with government authorities.',
        ],
      },
      {
        heading: 'Security and retention',
        paragraphs: [
          'Passwords are stored only as secure one-way hashes. Access to customer data is limited to staff who need it. Order records are kept for as long as tax laws require; you may ask us to delete your account and the data that we are not required to keep.',
        ],
      },
      {
        heading: 'Your choices',
        paragraphs: [
          `You can view and update your details on your account page. To ask for a copy of your data, a correction or deletion, write to ${STORE.supportEmail}. Our grievance officer, ${STORE.grievanceOfficer.name}, can be reached at ${STORE.grievanceOfficer.email}.`,
        ],
      },
    ],
  },
  {
    path: '/shippingpolicy',
    title: 'Shipping and Delivery',
    sections: [
      {
        heading: 'Where we deliver',
        paragraphs: [
          'We ship across India through professional courier partners. Enter your pincode on a product page or at checkout to see whether we deliver there, the estimated delivery date, and whether cash on delivery is available.',
        ],
      },
      {
        heading: 'Delivery time',
        paragraphs: [
          'Standard delivery takes 3 to 7 working days from the date of the order. Towns with a Gruha Appliances store usually receive orders sooner; remote areas may take a little longer. Sundays and public holidays are not working days.',
          'Large items such as sofa cum beds, washing machines and air coolers may be delivered by our own vehicle or a goods carrier, and we will call you before delivery.',
        ],
      },
      {
        heading: 'Shipping charges',
        paragraphs: [
          'Each product has a delivery charge per unit for addresses in Karnataka (pincodes starting 56 to 59) and another for the rest of India. The charge is multiplied by the quantity and added up for all items; the total is shown at checkout before you pay.',
        ],
      },
      {
        heading: 'Cash on delivery',
        paragraphs: [
          'Cash on delivery is available only for pincodes where it is offered, mainly the towns where we have stores. For other pincodes, please pay online. If COD is not available, checkout shows: COD is not available for this pincode.',
        ],
      },
      {
        heading: 'Tracking and receiving your order',
        paragraphs: [
          'You can follow your order on the Track Order page with your order ID and e-mail, or from My Orders if you have an account.',
          `Please check the package when it arrives. If it is visibly damaged, note it on the courier's delivery slip and call us on ${STORE.phone} within 48 hours with photos, so that we can arrange a transit-damage claim.`,
        ],
      },
    ],
  },
  {
    path: '/accessibilitypolicy',
    title: 'Accessibility',
    sections: [
      {
        heading: 'Our commitment',
        paragraphs: [
          'We want everyone to be able to shop with us, including people who use screen readers, keyboards, magnifiers or voice control. We aim to meet the Web Content Accessibility Guidelines (WCAG) 2.1 at level AA.',
        ],
      },
      {
        heading: 'What we do',
        paragraphs: [
          'Pages use proper headings, labels and landmarks; every form field has a visible label and error messages appear next to the field. The site can be used with a keyboard alone, text can be enlarged to 200 percent, and colours are chosen for good contrast.',
          'Product images have text descriptions, and our short product videos carry their captions on screen.',
        ],
      },
      {
        heading: 'Known limitations',
        paragraphs: [
          'Some maps in the store locator are provided by a third party and may not be fully accessible. Every store is also listed in text with its address and phone number.',
        ],
      },
      {
        heading: 'Need help?',
        paragraphs: [
          `If anything on the site is hard to use, call us on ${STORE.phone} or write to ${STORE.supportEmail} (${HOURS_LINE}). We will help you place your order by phone and fix the problem.`,
        ],
      },
    ],
  },
  {
    path: '/communityguidelines',
    title: 'Community Guidelines',
    sections: [
      {
        heading: 'Why we have these guidelines',
        paragraphs: [
          'Reviews, questions, survey answers and messages to us help other shoppers and help us improve. These guidelines keep those spaces useful and respectful, on this site and on our social media pages.',
        ],
      },
      {
        heading: 'Be respectful',
        paragraphs: [
          'No abuse, threats, hate speech or harassment of other customers, our staff or delivery partners. Disagree with an opinion, not with the person.',
        ],
      },
      {
        heading: 'Be honest and relevant',
        paragraphs: [
          'Share your own experience of a product you have used. Do not post reviews for payment or in exchange for offers, and keep comments about the product or service.',
        ],
      },
      {
        heading: 'Keep it safe',
        paragraphs: [
          'Do not post phone numbers, addresses or other personal details, links to other shops, spam, or anything illegal or copied from someone else.',
        ],
      },
      {
        heading: 'Moderation',
        paragraphs: [
          `We may edit or remove content that breaks these guidelines and block repeated offenders. To report content, write to ${STORE.supportEmail}.`,
        ],
      },
    ],
  },
  {
    path: '/copyrightnotice',
    title: 'Copyright',
    sections: [
      {
        heading: 'Ownership',
        paragraphs: [
          `The text, illustrations, photographs, videos, logos and design of this website belong to ${STORE.legalName} or are used with permission, and are protected by the Copyright Act, 1957 and other laws of India.`,
        ],
      },
      {
        heading: 'Trademarks',
        paragraphs: [
          `${STORE.name}, Gruha and the house logo are trademarks of ${STORE.legalName}. ${STORE.paymentProvider} and other names mentioned on this site are the property of their respective owners.`,
        ],
      },
      {
        heading: 'What you may do',
        paragraphs: [
          'You may view, print or share links to pages for personal, non-commercial use. You may not copy product descriptions, images or videos for another website, marketplace listing or advertisement without our written permission.',
        ],
      },
      {
        heading: 'Reporting infringement',
        paragraphs: [
          `If you believe something on this site infringes your copyright, write to ${STORE.supportEmail} with the page address, a description of your work and your contact details. We will review it and respond promptly.`,
        ],
      },
    ],
  },
  {
    path: '/disclaimer',
    title: 'Disclaimer',
    sections: [
      {
        heading: 'Product information',
        paragraphs: [
          'We describe products as accurately as we can. Images are illustrations and the actual colour, finish and accessories may differ slightly. Specifications can change when manufacturers update a model; the details on the product box and warranty card apply.',
        ],
      },
      {
        heading: 'Prices and offers',
        paragraphs: [
          'Prices, discounts and offers can change without notice and are valid only while stock lasts. The price shown at checkout when you place the order is the price you pay.',
        ],
      },
      {
        heading: 'Installation and safe use',
        paragraphs: [
          "Geysers, pumps, chimneys and gas stoves must be installed by a qualified technician following the manual. Advice on this site is general guidance and does not replace the manufacturer's instructions.",
        ],
      },
      {
        heading: 'Links and availability',
        paragraphs: [
          'Links to other websites, such as maps and social media, are provided for convenience; we are not responsible for their content. We work to keep this site available, but it may occasionally be down for maintenance.',
        ],
      },
    ],
  },
  {
    path: '/exchangereturnpolicy',
    title: 'Exchange and Return',
    sections: [
      {
        heading: 'All orders are final',
        paragraphs: [
          'Once an order is placed it cannot be cancelled. We do not accept returns or exchanges of orders placed online. Please check the size, capacity and colour before you buy; our team is happy to help you choose on the phone or at any of our stores.',
        ],
      },
      {
        heading: 'Damaged in transit',
        paragraphs: [
          `If a product arrives damaged, note it on the courier's delivery slip and call ${STORE.phone} or write to ${STORE.supportEmail} within 48 hours with photos of the package and the product. We will arrange a repair or replacement through a transit-damage claim.`,
        ],
      },
      {
        heading: 'Warranty and service',
        paragraphs: [
          'Products are covered by the warranty shown on the product page, counted from the invoice date. For a fault within warranty, contact us or visit any Gruha Appliances store with your invoice; we will arrange inspection and repair through the authorised service network.',
          'Warranty does not cover damage caused by wrong installation, voltage fluctuation, misuse, or normal wear of parts such as filters, brushes, gaskets and jars.',
        ],
      },
      {
        heading: 'Refunds',
        paragraphs: [
          'If we cannot fulfil an order, for example because an item went out of stock while you were paying, the order is not placed and any amount already paid is refunded to the original payment method, usually within 5 to 7 working days.',
        ],
      },
    ],
  },
  {
    path: '/contactinformation',
    title: 'Contact Information',
    sections: [
      {
        heading: 'Customer support',
        paragraphs: [
          `Phone and WhatsApp: ${STORE.phone}. E-mail: ${STORE.supportEmail}.`,
          `Hours: ${HOURS_LINE}. Messages received outside these hours are answered on the next working day.`,
        ],
      },
      {
        heading: 'Head office',
        paragraphs: [`${STORE.legalName}, ${ADDRESS_LINE}, India. GSTIN ${STORE.gstin}.`],
      },
      {
        heading: 'Sales and bulk orders',
        paragraphs: [
          `For bulk orders from hotels, hostels, offices and dealers, write to ${STORE.salesEmail} or call ${STORE.phone}.`,
        ],
      },
      {
        heading: 'Our stores',
        paragraphs: [
          `We have ${STORE.storeCount} stores across Karnataka. Use the Store Locator to find the nearest one, with its address, phone number and directions.`,
        ],
      },
      {
        heading: 'Grievance officer',
        paragraphs: [
          `In line with the Consumer Protection (E-Commerce) Rules, 2020, our grievance officer is ${STORE.grievanceOfficer.name}, reachable at ${STORE.grievanceOfficer.email} and at the head office address above. Complaints are acknowledged within 48 hours.`,
        ],
      },
    ],
  },
  {
    path: '/cookiepolicy',
    title: 'Cookie Policy',
    sections: [
      {
        heading: 'What cookies are',
        paragraphs: [
          'Cookies are small files a website stores in your browser. We use as few as possible and none for advertising.',
        ],
      },
      {
        heading: 'Cookies we use',
        paragraphs: [
          'A session cookie keeps your cart, wishlist and sign-in working. It is essential, cannot be read by scripts on the page, and expires after a period of inactivity or when you log out.',
          "We also keep two harmless preferences in your browser's local storage: the products you viewed recently (up to 7) and whether you asked us not to show the interest survey again.",
        ],
      },
      {
        heading: 'Third-party cookies',
        paragraphs: [
          `When you pay online, ${STORE.paymentProvider}'s secure payment window may set its own cookies to process the payment and prevent fraud. Embedded maps on the store locator may set cookies from the map provider.`,
        ],
      },
      {
        heading: 'Managing cookies',
        paragraphs: [
          'You can delete or block cookies in your browser settings. If you block the session cookie, the cart, wishlist and sign-in will not work.',
        ],
      },
    ],
  },
];

export const ABOUT = {
  title: 'About Us',
  story: [
    `${STORE.name} began in ${STORE.since} as a single appliance shop on B H Road in Tumakuru, selling geysers and mixer grinders to families in the town and nearby villages. Customers came back because we explained products honestly, delivered on time and picked up the phone when something needed fixing.`,
    'Word spread, and so did we. Today we run 56 stores across Karnataka, from Bengaluru and Mysuru to Belagavi, Kalaburagi and Mangaluru, and our range has grown to washing machines, pressure washers, vacuum cleaners, water pumps, gas stoves, chimneys, air coolers and home furniture such as shoe racks, korai mats and sofa cum beds.',
    'Our online store brings the same range and the same prices to the whole of India, shipped through professional couriers. Behind every order is a team in Tumakuru that checks, packs and follows it until it reaches your door.',
  ],
  mission:
    'To make reliable home appliances and furniture affordable for every Indian family, with honest advice, fair prices and service that does not end at the sale.',
  values: [
    {
      title: 'Honest advice',
      text: 'We recommend what fits your home and budget, not what costs the most.',
    },
    { title: 'Fair prices', text: 'The same low prices online and in our stores.' },
    { title: 'Service after sale', text: 'Warranty support through our stores across Karnataka.' },
  ],
} as const;
