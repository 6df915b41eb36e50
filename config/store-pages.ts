/**
 * The text of the policy pages and the About page. Its own module: in config/store.ts,
 * which browser code reads, the minifier kept these texts' template parts in every page's
 * JavaScript (0.1 KB gzip) although no browser code used them.
 */
import { msg } from '../app/i18n/msg.ts';
import type { Translate } from '../app/i18n/translate.ts';
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

const HOURS_LINE = msg('{days}, 09:00 to 19:00 ({label})');

/**
 * What the texts' placeholders stand for ({address}, {gstin}, {phone}...), the address and
 * hours in the page's language: `t(paragraph, pageValues(t))`.
 */
export function pageValues(t: Translate) {
  const office = STORE.headOffice;
  return {
    name: STORE.name,
    legalName: STORE.legalName,
    address: `${office.lines.map((line) => t(line)).join(', ')}, ${t(office.city)}, ${t(office.state)} ${office.pincode}`,
    gstin: STORE.gstin,
    paymentProvider: STORE.paymentProvider,
    phone: STORE.phone,
    supportEmail: STORE.supportEmail,
    salesEmail: STORE.salesEmail,
    grievanceOfficer: STORE.grievanceOfficer.name,
    grievanceEmail: STORE.grievanceOfficer.email,
    grievanceDesignation: t(STORE.grievanceOfficer.designation),
    grievancePhone: STORE.grievanceOfficer.phone,
    hours: t(HOURS_LINE, { days: t(STORE.hours.days), label: t(STORE.hours.label) }),
    storeCount: STORE.storeCount,
    since: STORE.since,
  };
}

/** A page's texts in its language (the titles, headings and paragraphs, values filled in). */
export function translatedPolicy(policy: PolicyPage, t: Translate): PolicyPage {
  const values = pageValues(t);
  return {
    path: policy.path,
    title: t(policy.title),
    sections: policy.sections.map((section) => ({
      heading: t(section.heading),
      paragraphs: section.paragraphs.map((paragraph) => t(paragraph, values)),
    })),
  };
}

export const POLICIES: PolicyPage[] = [
  {
    path: '/termsandcondtions',
    title: msg('Terms of Service'),
    sections: [
      {
        heading: msg('About these terms'),
        paragraphs: [
          msg(
            'This website is operated by {legalName} ("{name}", "we", "us"), {address}, GSTIN {gstin}. By browsing the site or placing an order you agree to these terms, together with our Privacy Policy, Shipping and Delivery policy and Exchange and Return policy.',
          ),
          msg(
            'We may update these terms from time to time. The version published on this page when you place an order applies to that order.',
          ),
        ],
      },
      {
        heading: msg('Your account'),
        paragraphs: [
          msg(
            'You can shop as a guest or create an account. If you create an account, keep your password private and tell us at once if you think someone else has used it. You are responsible for orders placed from your account.',
          ),
          msg(
            'We may suspend an account that is used for fraud, abuse of offers or activity that harms other customers or the site.',
          ),
        ],
      },
      {
        heading: msg('Products, prices and availability'),
        paragraphs: [
          msg(
            'All prices are in Indian rupees and include GST. Shipping charges are shown at checkout once you enter the delivery pincode. Product images are illustrations; the colour and finish of the product you receive may differ slightly.',
          ),
          msg(
            'Stock is checked when you add an item to the cart and again when the order is placed. If an item becomes unavailable before your order is confirmed, we will tell you and the order will not be placed; any amount already paid for it is refunded in full.',
          ),
          msg(
            'We try hard to show correct prices. If a price is clearly wrong because of a technical error, we may decline the order and refund any payment.',
          ),
        ],
      },
      {
        heading: msg('Orders and payment'),
        paragraphs: [
          msg(
            'Online payments are processed securely by {paymentProvider}, our payment gateway. We never see or store your full card number, CVV or UPI PIN. Cash on delivery is offered only for pincodes where it is available, as shown at checkout.',
          ),
          msg(
            'An order is confirmed when you receive an order number on screen and by e-mail. A GST tax invoice is issued for every order.',
          ),
        ],
      },
      {
        heading: msg('All orders are final'),
        paragraphs: [
          msg(
            'Once placed, an order cannot be cancelled, and we do not accept online returns or exchanges. Products are covered by the warranty stated on each product page. Please read our Exchange and Return policy before you buy.',
          ),
        ],
      },
      {
        heading: msg('Liability and governing law'),
        paragraphs: [
          msg(
            'To the extent permitted by law, our liability for any order is limited to the amount paid for that order. Nothing in these terms limits your rights as a consumer under Indian law.',
          ),
          msg(
            'These terms are governed by the laws of India. Courts in Tumakuru, Karnataka have jurisdiction over any dispute.',
          ),
        ],
      },
    ],
  },
  {
    path: '/privacypolicy',
    title: msg('Privacy Policy'),
    sections: [
      {
        heading: msg('What we collect'),
        paragraphs: [
          msg(
            'When you create an account or place an order we collect your name, e-mail address, phone number and delivery address. When you contact us, answer a survey or subscribe to our newsletter we keep what you send us.',
          ),
          msg(
            'When you browse, our server keeps a session so that your cart and wishlist work, and records basic technical information such as the pages requested and the time, to keep the site secure and running well.',
          ),
        ],
      },
      {
        heading: msg('How we use it'),
        paragraphs: [
          msg(
            'We use your details to process and deliver orders, send order updates and invoices, answer your questions, provide warranty support and, if you subscribed, send our newsletter. Every newsletter carries a link to unsubscribe.',
          ),
          msg('We do not sell or rent your personal information to anyone.'),
        ],
      },
      {
        heading: msg('Payments'),
        paragraphs: [
          msg(
            "Online payments are handled by {paymentProvider}, a payment gateway regulated in India. Card, UPI and net-banking details are entered on the gateway's secure window and are not stored on our servers. We receive only a payment reference and its status.",
          ),
        ],
      },
      {
        heading: msg('Who we share it with'),
        paragraphs: [
          msg(
            'We share only what is needed: delivery details with our courier partners, payment details with the payment gateway, and information required by law with government authorities.',
          ),
        ],
      },
      {
        heading: msg('Security and retention'),
        paragraphs: [
          msg(
            'Passwords are stored only as secure one-way hashes. Access to customer data is limited to staff who need it. Order records are kept for as long as tax laws require; you may ask us to delete your account and the data that we are not required to keep.',
          ),
        ],
      },
      {
        heading: msg('Your choices'),
        paragraphs: [
          msg(
            'You can view and update your details on your account page. To ask for a copy of your data, a correction or deletion, write to {supportEmail}. Our grievance officer, {grievanceOfficer}, can be reached at {grievanceEmail}.',
          ),
        ],
      },
    ],
  },
  {
    path: '/shippingpolicy',
    title: msg('Shipping and Delivery'),
    sections: [
      {
        heading: msg('Where we deliver'),
        paragraphs: [
          msg(
            'We ship across India through professional courier partners. Enter your pincode on a product page or at checkout to see whether we deliver there, the estimated delivery date, and whether cash on delivery is available.',
          ),
        ],
      },
      {
        heading: msg('Delivery time'),
        paragraphs: [
          msg(
            'Standard delivery takes 3 to 7 working days from the date of the order. Towns with a Gruha Appliances store usually receive orders sooner; remote areas may take a little longer. Sundays and public holidays are not working days.',
          ),
          msg(
            'Large items such as sofa cum beds, washing machines and air coolers may be delivered by our own vehicle or a goods carrier, and we will call you before delivery.',
          ),
        ],
      },
      {
        heading: msg('Shipping charges'),
        paragraphs: [
          msg(
            'Each product has a delivery charge per unit for addresses in Karnataka (pincodes starting 56 to 59) and another for the rest of India. The charge is multiplied by the quantity and added up for all items; the total is shown at checkout before you pay.',
          ),
        ],
      },
      {
        heading: msg('Cash on delivery'),
        paragraphs: [
          msg(
            'Cash on delivery is available only for pincodes where it is offered, mainly the towns where we have stores. For other pincodes, please pay online. If COD is not available, checkout shows: COD is not available for this pincode.',
          ),
        ],
      },
      {
        heading: msg('Tracking and receiving your order'),
        paragraphs: [
          msg(
            'You can follow your order on the Track Order page with your order ID and e-mail, or from My Orders if you have an account.',
          ),
          msg(
            "Please check the package when it arrives. If it is visibly damaged, note it on the courier's delivery slip and call us on {phone} within 48 hours with photos, so that we can arrange a transit-damage claim.",
          ),
        ],
      },
    ],
  },
  {
    path: '/accessibilitypolicy',
    title: msg('Accessibility'),
    sections: [
      {
        heading: msg('Our commitment'),
        paragraphs: [
          msg(
            'We want everyone to be able to shop with us, including people who use screen readers, keyboards, magnifiers or voice control. We aim to meet the Web Content Accessibility Guidelines (WCAG) 2.1 at level AA.',
          ),
        ],
      },
      {
        heading: msg('What we do'),
        paragraphs: [
          msg(
            'Pages use proper headings, labels and landmarks; every form field has a visible label and error messages appear next to the field. The site can be used with a keyboard alone, text can be enlarged to 200 percent, and colours are chosen for good contrast.',
          ),
          msg(
            'Product images have text descriptions, and our short product videos carry their captions on screen.',
          ),
        ],
      },
      {
        heading: msg('Known limitations'),
        paragraphs: [
          msg(
            'Some maps in the store locator are provided by a third party and may not be fully accessible. Every store is also listed in text with its address and phone number.',
          ),
        ],
      },
      {
        heading: msg('Need help?'),
        paragraphs: [
          msg(
            'If anything on the site is hard to use, call us on {phone} or write to {supportEmail} ({hours}). We will help you place your order by phone and fix the problem.',
          ),
        ],
      },
    ],
  },
  {
    path: '/communityguidelines',
    title: msg('Community Guidelines'),
    sections: [
      {
        heading: msg('Why we have these guidelines'),
        paragraphs: [
          msg(
            'Reviews, questions, survey answers and messages to us help other shoppers and help us improve. These guidelines keep those spaces useful and respectful, on this site and on our social media pages.',
          ),
        ],
      },
      {
        heading: msg('Be respectful'),
        paragraphs: [
          msg(
            'No abuse, threats, hate speech or harassment of other customers, our staff or delivery partners. Disagree with an opinion, not with the person.',
          ),
        ],
      },
      {
        heading: msg('Be honest and relevant'),
        paragraphs: [
          msg(
            'Share your own experience of a product you have used. Do not post reviews for payment or in exchange for offers, and keep comments about the product or service.',
          ),
        ],
      },
      {
        heading: msg('Keep it safe'),
        paragraphs: [
          msg(
            'Do not post phone numbers, addresses or other personal details, links to other shops, spam, or anything illegal or copied from someone else.',
          ),
        ],
      },
      {
        heading: msg('Moderation'),
        paragraphs: [
          msg(
            'We may edit or remove content that breaks these guidelines and block repeated offenders. To report content, write to {supportEmail}.',
          ),
        ],
      },
    ],
  },
  {
    path: '/copyrightnotice',
    title: msg('Copyright'),
    sections: [
      {
        heading: msg('Ownership'),
        paragraphs: [
          msg(
            'The text, illustrations, photographs, videos, logos and design of this website belong to {legalName} or are used with permission, and are protected by the Copyright Act, 1957 and other laws of India.',
          ),
        ],
      },
      {
        heading: msg('Trademarks'),
        paragraphs: [
          msg(
            '{name}, Gruha and the house logo are trademarks of {legalName}. {paymentProvider} and other names mentioned on this site are the property of their respective owners.',
          ),
        ],
      },
      {
        heading: msg('What you may do'),
        paragraphs: [
          msg(
            'You may view, print or share links to pages for personal, non-commercial use. You may not copy product descriptions, images or videos for another website, marketplace listing or advertisement without our written permission.',
          ),
        ],
      },
      {
        heading: msg('Reporting infringement'),
        paragraphs: [
          msg(
            'If you believe something on this site infringes your copyright, write to {supportEmail} with the page address, a description of your work and your contact details. We will review it and respond promptly.',
          ),
        ],
      },
    ],
  },
  {
    path: '/disclaimer',
    title: msg('Disclaimer'),
    sections: [
      {
        heading: msg('Product information'),
        paragraphs: [
          msg(
            'We describe products as accurately as we can. Images are illustrations and the actual colour, finish and accessories may differ slightly. Specifications can change when manufacturers update a model; the details on the product box and warranty card apply.',
          ),
        ],
      },
      {
        heading: msg('Prices and offers'),
        paragraphs: [
          msg(
            'Prices, discounts and offers can change without notice and are valid only while stock lasts. The price shown at checkout when you place the order is the price you pay.',
          ),
        ],
      },
      {
        heading: msg('Installation and safe use'),
        paragraphs: [
          msg(
            "Geysers, pumps, chimneys and gas stoves must be installed by a qualified technician following the manual. Advice on this site is general guidance and does not replace the manufacturer's instructions.",
          ),
        ],
      },
      {
        heading: msg('Links and availability'),
        paragraphs: [
          msg(
            'Links to other websites, such as maps and social media, are provided for convenience; we are not responsible for their content. We work to keep this site available, but it may occasionally be down for maintenance.',
          ),
        ],
      },
    ],
  },
  {
    path: '/exchangereturnpolicy',
    title: msg('Exchange and Return'),
    sections: [
      {
        heading: msg('All orders are final'),
        paragraphs: [
          msg(
            'Once an order is placed it cannot be cancelled. We do not accept returns or exchanges of orders placed online. Please check the size, capacity and colour before you buy; our team is happy to help you choose on the phone or at any of our stores.',
          ),
        ],
      },
      {
        heading: msg('Damaged in transit'),
        paragraphs: [
          msg(
            "If a product arrives damaged, note it on the courier's delivery slip and call {phone} or write to {supportEmail} within 48 hours with photos of the package and the product. We will arrange a repair or replacement through a transit-damage claim.",
          ),
        ],
      },
      {
        heading: msg('Warranty and service'),
        paragraphs: [
          msg(
            'Products are covered by the warranty shown on the product page, counted from the invoice date. For a fault within warranty, contact us or visit any Gruha Appliances store with your invoice; we will arrange inspection and repair through the authorised service network.',
          ),
          msg(
            'Warranty does not cover damage caused by wrong installation, voltage fluctuation, misuse, or normal wear of parts such as filters, brushes, gaskets and jars.',
          ),
        ],
      },
      {
        heading: msg('Refunds'),
        paragraphs: [
          msg(
            'If we cannot fulfil an order, for example because an item went out of stock while you were paying, the order is not placed and any amount already paid is refunded to the original payment method, usually within 5 to 7 working days.',
          ),
        ],
      },
    ],
  },
  {
    path: '/contactinformation',
    title: msg('Contact Information'),
    sections: [
      {
        heading: msg('Customer support'),
        paragraphs: [
          msg('Phone and WhatsApp: {phone}. E-mail: {supportEmail}.'),
          msg(
            'Hours: {hours}. Messages received outside these hours are answered on the next working day.',
          ),
        ],
      },
      {
        heading: msg('Head office'),
        paragraphs: [msg('{legalName}, {address}, India. GSTIN {gstin}.')],
      },
      {
        heading: msg('Sales and bulk orders'),
        paragraphs: [
          msg(
            'For bulk orders from hotels, hostels, offices and dealers, write to {salesEmail} or call {phone}.',
          ),
        ],
      },
      {
        heading: msg('Our stores'),
        paragraphs: [
          msg(
            'We have {storeCount} stores across Karnataka. Use the Store Locator to find the nearest one, with its address, phone number and directions.',
          ),
        ],
      },
      {
        heading: msg('Grievance officer'),
        paragraphs: [
          msg(
            'In line with the Consumer Protection (E-Commerce) Rules, 2020, our grievance officer is {grievanceOfficer}, {grievanceDesignation}, reachable at {grievanceEmail}, on {grievancePhone} and at the head office address above. A complaint sent with the contact form and the subject "Complaint" gets a ticket number and is acknowledged at once, and resolved within one month.',
          ),
        ],
      },
    ],
  },
  {
    path: '/cookiepolicy',
    title: msg('Cookie Policy'),
    sections: [
      {
        heading: msg('What cookies are'),
        paragraphs: [
          msg(
            'Cookies are small files a website stores in your browser. We use as few as possible and none for advertising.',
          ),
        ],
      },
      {
        heading: msg('Cookies we use'),
        paragraphs: [
          msg(
            'A session cookie keeps your cart, wishlist and sign-in working. It is essential, cannot be read by scripts on the page, and expires after a period of inactivity or when you log out.',
          ),
          msg(
            "We also keep two harmless preferences in your browser's local storage: the products you viewed recently (up to 7) and whether you asked us not to show the interest survey again.",
          ),
        ],
      },
      {
        heading: msg('Third-party cookies'),
        paragraphs: [
          msg(
            "When you pay online, {paymentProvider}'s secure payment window may set its own cookies to process the payment and prevent fraud. Embedded maps on the store locator may set cookies from the map provider.",
          ),
        ],
      },
      {
        heading: msg('Managing cookies'),
        paragraphs: [
          msg(
            'You can delete or block cookies in your browser settings. If you block the session cookie, the cart, wishlist and sign-in will not work.',
          ),
        ],
      },
    ],
  },
];

export const ABOUT = {
  title: msg('About Us'),
  story: [
    msg(
      '{name} began in {since} as a single appliance shop on B H Road in Tumakuru, selling geysers and mixer grinders to families in the town and nearby villages. Customers came back because we explained products honestly, delivered on time and picked up the phone when something needed fixing.',
    ),
    msg(
      'Word spread, and so did we. Today we run 56 stores across Karnataka, from Bengaluru and Mysuru to Belagavi, Kalaburagi and Mangaluru, and our range has grown to washing machines, pressure washers, vacuum cleaners, water pumps, gas stoves, chimneys, air coolers and home furniture such as shoe racks, korai mats and sofa cum beds.',
    ),
    msg(
      'Our online store brings the same range and the same prices to the whole of India, shipped through professional couriers. Behind every order is a team in Tumakuru that checks, packs and follows it until it reaches your door.',
    ),
  ],
  mission: msg(
    'To make reliable home appliances and furniture affordable for every Indian family, with honest advice, fair prices and service that does not end at the sale.',
  ),
  values: [
    {
      title: msg('Honest advice'),
      text: msg('We recommend what fits your home and budget, not what costs the most.'),
    },
    { title: msg('Fair prices'), text: msg('The same low prices online and in our stores.') },
    {
      title: msg('Service after sale'),
      text: msg('Warranty support through our stores across Karnataka.'),
    },
  ],
} as const;
