/**
 * The order updates sent by WhatsApp or SMS (issue 34), in one place: each template's name
 * (as registered with Meta for WhatsApp and on the DLT platform for SMS), its parameters in
 * order, and its text in English and Kannada. A provider fills a registered template with
 * the parameters; the text here is what the shopper reads, so it must stay word for word
 * the registered one (docs/operations.md says how to register them). Meta refuses a
 * template that starts or ends with a parameter: each ends with words.
 */
import { SITE_NAME } from '../../../config/site-name.ts';

export const MESSAGE_LANGUAGES = ['en', 'kn'] as const;
export type MessageLanguage = (typeof MESSAGE_LANGUAGES)[number];

/**
 * What a parameter holds: the order number, an amount in rupees, a courier, an AWB, a link,
 * a store's name, a visit's slot.
 */
export type MessageParam = 'order' | 'amount' | 'courier' | 'awb' | 'link' | 'store' | 'slot';

interface Template {
  params: readonly MessageParam[];
  /** `{{n}}` is the n-th parameter, as WhatsApp templates write it. */
  text: Record<MessageLanguage, string>;
}

export const MESSAGE_TEMPLATES = {
  order_placed_cod: {
    params: ['order', 'amount', 'link'],
    text: {
      en: `Thank you for your order {{1}} at ${SITE_NAME}. Please keep {{2}} ready to pay on delivery. Track your order: {{3}} Thank you.`,
      kn: `${SITE_NAME} ನಲ್ಲಿ ನಿಮ್ಮ ಆರ್ಡರ್ {{1}} ಗಾಗಿ ಧನ್ಯವಾದಗಳು. ಡೆಲಿವರಿಯ ಸಮಯದಲ್ಲಿ ಪಾವತಿಸಲು {{2}} ಸಿದ್ಧವಾಗಿಟ್ಟುಕೊಳ್ಳಿ. ನಿಮ್ಮ ಆರ್ಡರ್ ಟ್ರ್ಯಾಕ್ ಮಾಡಿ: {{3}} ಧನ್ಯವಾದಗಳು.`,
    },
  },
  /** A pickup paid at the store (issue 35). */
  order_placed_pickup: {
    params: ['order', 'amount', 'link'],
    text: {
      en: `Thank you for your order {{1}} at ${SITE_NAME}. We will tell you when it is ready at the store; please pay {{2}} there. Track your order: {{3}} Thank you.`,
      kn: `${SITE_NAME} ನಲ್ಲಿ ನಿಮ್ಮ ಆರ್ಡರ್ {{1}} ಗಾಗಿ ಧನ್ಯವಾದಗಳು. ಮಳಿಗೆಯಲ್ಲಿ ಸಿದ್ಧವಾದಾಗ ತಿಳಿಸುತ್ತೇವೆ; ಅಲ್ಲಿ {{2}} ಪಾವತಿಸಿ. ನಿಮ್ಮ ಆರ್ಡರ್ ಟ್ರ್ಯಾಕ್ ಮಾಡಿ: {{3}} ಧನ್ಯವಾದಗಳು.`,
    },
  },
  order_paid: {
    params: ['order', 'amount', 'link'],
    text: {
      en: `${SITE_NAME}: we have received your payment of {{2}} for order {{1}}. We will tell you when it ships. Track your order: {{3}} Thank you.`,
      kn: `${SITE_NAME}: ಆರ್ಡರ್ {{1}} ಗಾಗಿ ನಿಮ್ಮ {{2}} ಪಾವತಿ ನಮಗೆ ತಲುಪಿದೆ. ಆರ್ಡರ್ ಹೊರಟಾಗ ತಿಳಿಸುತ್ತೇವೆ. ನಿಮ್ಮ ಆರ್ಡರ್ ಟ್ರ್ಯಾಕ್ ಮಾಡಿ: {{3}} ಧನ್ಯವಾದಗಳು.`,
    },
  },
  order_shipped: {
    params: ['order', 'courier', 'awb', 'link'],
    text: {
      en: `${SITE_NAME}: your order {{1}} has been shipped with {{2}}, AWB {{3}}. Track it: {{4}} Thank you.`,
      kn: `${SITE_NAME}: ನಿಮ್ಮ ಆರ್ಡರ್ {{1}} ಅನ್ನು {{2}} ಮೂಲಕ ಕಳುಹಿಸಲಾಗಿದೆ, AWB {{3}}. ಟ್ರ್ಯಾಕ್ ಮಾಡಿ: {{4}} ಧನ್ಯವಾದಗಳು.`,
    },
  },
  order_shipped_untracked: {
    params: ['order', 'link'],
    text: {
      en: `${SITE_NAME}: your order {{1}} has been shipped. Track it: {{2}} Thank you.`,
      kn: `${SITE_NAME}: ನಿಮ್ಮ ಆರ್ಡರ್ {{1}} ಅನ್ನು ಕಳುಹಿಸಲಾಗಿದೆ. ಟ್ರ್ಯಾಕ್ ಮಾಡಿ: {{2}} ಧನ್ಯವಾದಗಳು.`,
    },
  },
  order_out_for_delivery_cod: {
    params: ['order', 'amount'],
    text: {
      en: `${SITE_NAME}: your order {{1}} is out for delivery today. Please keep {{2}} ready to pay on delivery.`,
      kn: `${SITE_NAME}: ನಿಮ್ಮ ಆರ್ಡರ್ {{1}} ಇಂದು ಡೆಲಿವರಿಗೆ ಹೊರಟಿದೆ. ಡೆಲಿವರಿಯ ಸಮಯದಲ್ಲಿ ಪಾವತಿಸಲು {{2}} ಸಿದ್ಧವಾಗಿಟ್ಟುಕೊಳ್ಳಿ.`,
    },
  },
  order_out_for_delivery: {
    params: ['order'],
    text: {
      en: `${SITE_NAME}: your order {{1}} is out for delivery today.`,
      kn: `${SITE_NAME}: ನಿಮ್ಮ ಆರ್ಡರ್ {{1}} ಇಂದು ಡೆಲಿವರಿಗೆ ಹೊರಟಿದೆ.`,
    },
  },
  order_delivered: {
    params: ['order'],
    text: {
      en: `${SITE_NAME}: your order {{1}} has been delivered. Thank you for shopping with us.`,
      kn: `${SITE_NAME}: ನಿಮ್ಮ ಆರ್ಡರ್ {{1}} ಡೆಲಿವರಿ ಆಗಿದೆ. ನಮ್ಮಲ್ಲಿ ಖರೀದಿಸಿದ್ದಕ್ಕೆ ಧನ್ಯವಾದಗಳು.`,
    },
  },
  /** Store pickup (issue 35): the code stays in the e-mail, not in a message. */
  order_ready_for_pickup: {
    params: ['order', 'store', 'link'],
    text: {
      en: `${SITE_NAME}: your order {{1}} is ready for pickup at our {{2}} store. Please bring the pickup code from your e-mail. Directions: {{3}} Thank you.`,
      kn: `${SITE_NAME}: ನಿಮ್ಮ ಆರ್ಡರ್ {{1}} ನಮ್ಮ {{2}} ಮಳಿಗೆಯಲ್ಲಿ ಪಡೆಯಲು ಸಿದ್ಧವಾಗಿದೆ. ನಿಮ್ಮ ಇಮೇಲ್‌ನಲ್ಲಿರುವ ಪಿಕಪ್ ಕೋಡ್ ತನ್ನಿ. ದಾರಿ: {{3}} ಧನ್ಯವಾದಗಳು.`,
    },
  },
  order_picked_up: {
    params: ['order'],
    text: {
      en: `${SITE_NAME}: you have collected your order {{1}} from our store. Thank you for shopping with us.`,
      kn: `${SITE_NAME}: ನಿಮ್ಮ ಆರ್ಡರ್ {{1}} ಅನ್ನು ನಮ್ಮ ಮಳಿಗೆಯಿಂದ ಪಡೆದಿದ್ದೀರಿ. ನಮ್ಮಲ್ಲಿ ಖರೀದಿಸಿದ್ದಕ್ಕೆ ಧನ್ಯವಾದಗಳು.`,
    },
  },
  order_cancelled: {
    params: ['order'],
    text: {
      en: `${SITE_NAME}: your order {{1}} has been cancelled. Any money you paid for it will be refunded.`,
      kn: `${SITE_NAME}: ನಿಮ್ಮ ಆರ್ಡರ್ {{1}} ರದ್ದಾಗಿದೆ. ಅದಕ್ಕಾಗಿ ನೀವು ಪಾವತಿಸಿದ ಹಣವನ್ನು ಮರುಪಾವತಿಸಲಾಗುವುದು.`,
    },
  },
  order_refunded: {
    params: ['order', 'amount'],
    text: {
      en: `${SITE_NAME}: we have refunded {{2}} for your order {{1}} to the way you paid. Your bank may take 5 to 7 working days to show it.`,
      kn: `${SITE_NAME}: ನಿಮ್ಮ ಆರ್ಡರ್ {{1}} ಗಾಗಿ {{2}} ಅನ್ನು ನೀವು ಪಾವತಿಸಿದ ವಿಧಾನಕ್ಕೇ ಮರುಪಾವತಿಸಿದ್ದೇವೆ. ನಿಮ್ಮ ಬ್ಯಾಂಕ್‌ನಲ್ಲಿ ಕಾಣಲು 5 ರಿಂದ 7 ಕೆಲಸದ ದಿನಗಳು ಬೇಕಾಗಬಹುದು.`,
    },
  },
  /** The day before an installation visit (issue 35). */
  installation_reminder: {
    params: ['order', 'store', 'slot'],
    text: {
      en: `${SITE_NAME}: our technician from {{2}} comes tomorrow, {{3}}, to install your order {{1}}. To move the visit, call the store.`,
      kn: `${SITE_NAME}: ನಿಮ್ಮ ಆರ್ಡರ್ {{1}} ಅಳವಡಿಸಲು {{2}} ಮಳಿಗೆಯ ನಮ್ಮ ತಂತ್ರಜ್ಞರು ನಾಳೆ {{3}} ಬರುತ್ತಾರೆ. ಭೇಟಿಯನ್ನು ಬದಲಿಸಲು ಮಳಿಗೆಗೆ ಕರೆ ಮಾಡಿ.`,
    },
  },
} as const satisfies Record<string, Template>;

export type MessageTemplate = keyof typeof MESSAGE_TEMPLATES;

/**
 * The template's parameters in its order, from named values; throws when one is missing
 * or empty (a provider refuses a template with an empty parameter).
 */
export function templateParams(
  template: MessageTemplate,
  values: Partial<Record<MessageParam, string | null>>,
): string[] {
  return MESSAGE_TEMPLATES[template].params.map((name) => {
    const value = values[name]?.trim();
    if (!value) throw new Error(`The message ${template} needs its '${name}'.`);
    return value;
  });
}

/** The text the shopper reads: the template in their language with its parameters. */
export function renderMessage(
  template: MessageTemplate,
  language: MessageLanguage,
  params: readonly string[],
): string {
  return MESSAGE_TEMPLATES[template].text[language].replace(
    /\{\{(\d+)\}\}/g,
    (_, n: string) => params[Number(n) - 1] ?? '',
  );
}
