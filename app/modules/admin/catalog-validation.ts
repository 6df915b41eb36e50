/**
 * The back office's catalog forms (product details, a variant's prices and stock, an
 * image's alt text, a warranty's Kannada words, a new product): one Zod schema per form,
 * used by the page in the browser and by its route action. Money is typed in rupees (up to
 * two decimals) and leaves as integer paise; numbers are read strictly from their text (no
 * '1e3', no '0x10'). Each Kannada field is optional and checked by its English twin's rule
 * (kannadaTwin): blank is null, the shop then shows the English.
 */
import '../../lib/zod-config.ts';
import { z } from 'zod';
import { hasControlCharacters } from '../../lib/text-rules.ts';
import { CATALOG_MESSAGES, MAX_DESCRIPTION_LENGTH, rupeesToPaise } from './catalog-limits.ts';
import { checkbox, kannadaTwin, line } from './form-rules.ts';

const text = (message: string) => z.string({ error: message }).max(100_000, message);

/** Money in rupees -> paise; `positive` refuses 0 with its own message. */
function rupees(message: string, positive?: string) {
  return text(message).transform((value, ctx) => {
    const paise = rupeesToPaise(value);
    if (paise === null) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    if (positive && paise <= 0) {
      ctx.addIssue({ code: 'custom', message: positive });
      return z.NEVER;
    }
    return paise;
  });
}

const stock = text(CATALOG_MESSAGES.stock).transform((value, ctx) => {
  const trimmed = value.trim();
  if (!/^\d{1,6}$/.test(trimmed)) {
    ctx.addIssue({ code: 'custom', message: CATALOG_MESSAGES.stock });
    return z.NEVER;
  }
  return Number(trimmed);
});

export const productName = text(CATALOG_MESSAGES.name).transform((value, ctx) => {
  const name = value.trim().replace(/\s+/g, ' ');
  if (name.length < 2 || name.length > 120) {
    ctx.addIssue({ code: 'custom', message: CATALOG_MESSAGES.name });
    return z.NEVER;
  }
  if (hasControlCharacters(value) || /[/\\?#%]/.test(name) || !name.isWellFormed()) {
    ctx.addIssue({ code: 'custom', message: CATALOG_MESSAGES.nameCharacters });
    return z.NEVER;
  }
  return name;
});

/** A description's HTML as typed (sanitised as it is saved: catalog/sanitize.server.ts). */
const descriptionHtml = z
  .string()
  .max(MAX_DESCRIPTION_LENGTH, CATALOG_MESSAGES.description)
  .refine(
    (value) => !hasControlCharacters(value, { multiline: true }) && value.isWellFormed(),
    CATALOG_MESSAGES.description,
  );
const description = descriptionHtml.optional().transform((value) => value ?? '');

/** The Kannada name and description beside the English ones (not unique, no slug). */
const KANNADA_DETAILS = {
  nameKn: kannadaTwin(productName),
  descriptionHtmlKn: kannadaTwin(descriptionHtml),
};

const categoryIds = z.preprocess(
  (value) => (value === undefined || value === '' ? [] : Array.isArray(value) ? value : [value]),
  z
    .array(
      z
        .string()
        .regex(/^\d{1,9}$/, CATALOG_MESSAGES.categories)
        .transform(Number),
      { error: CATALOG_MESSAGES.categories },
    )
    .max(100, CATALOG_MESSAGES.categories),
);

export const ProductDetailsSchema = z.object({
  name: productName,
  descriptionHtml: description,
  ...KANNADA_DETAILS,
  /** Only on the form of a product that has a colour (its English name is not edited here). */
  colourNameKn: kannadaTwin(line(CATALOG_MESSAGES.colourName, { max: 40 })),
  categoryIds,
  featured: checkbox,
  active: checkbox,
  deliveryKarnataka: rupees(CATALOG_MESSAGES.delivery),
  deliveryOther: rupees(CATALOG_MESSAGES.delivery),
});
export type ProductDetailsInput = z.output<typeof ProductDetailsSchema>;

const PRICES = {
  mrp: rupees(CATALOG_MESSAGES.mrp, CATALOG_MESSAGES.mrpPositive),
  price: rupees(CATALOG_MESSAGES.price, CATALOG_MESSAGES.pricePositive),
  stock,
};

const priceWithinMrp = (form: { mrp: number; price: number }) => form.price <= form.mrp;
const ABOVE_MRP = {
  message: CATALOG_MESSAGES.priceAboveMrp,
  path: ['price'],
  // Checked whenever both prices read, even while another field (the stock) is wrong.
  when: (payload: { issues: readonly { path?: readonly PropertyKey[] }[] }) =>
    !payload.issues.some((issue) => issue.path?.[0] === 'mrp' || issue.path?.[0] === 'price'),
};

export const VariantSchema = z
  .object({
    variantId: z.string().max(40),
    ...PRICES,
    active: checkbox,
    /** The stock the page showed: orders take and release stock while it is open. */
    stockWas: z
      .string()
      .regex(/^\d{1,9}$/)
      .transform(Number)
      .optional(),
  })
  .refine(priceWithinMrp, ABOVE_MRP);
export type VariantInput = z.output<typeof VariantSchema>;

const altText = text(CATALOG_MESSAGES.alt)
  .transform((value) => value.trim())
  .refine(
    (value) => value.length >= 1 && value.length <= 200 && !hasControlCharacters(value),
    CATALOG_MESSAGES.alt,
  );

export const ImageAltSchema = z.object({
  imageId: z.string().regex(/^\d{1,9}$/),
  alt: altText,
  altKn: kannadaTwin(altText),
});
export type ImageAltInput = z.output<typeof ImageAltSchema>;

/**
 * A warranty's Kannada words ('Motor Warranty', '5 Years' in Kannada). The English ones
 * come with the catalog and are not edited in the back office.
 */
export const WarrantyKannadaSchema = z.object({
  warrantyId: z
    .string()
    .regex(/^\d{1,9}$/)
    .transform(Number),
  optionKn: kannadaTwin(line(CATALOG_MESSAGES.warrantyOption, { max: 60 })),
  valueKn: kannadaTwin(line(CATALOG_MESSAGES.warrantyValue, { max: 60 })),
});
export type WarrantyKannadaInput = z.output<typeof WarrantyKannadaSchema>;

/** An optional alt text for an upload (the product name when empty). */
const optionalAlt = z
  .string()
  .max(200, CATALOG_MESSAGES.alt)
  .optional()
  .transform((value) => value?.trim() ?? '')
  .refine((value) => !hasControlCharacters(value), CATALOG_MESSAGES.alt);

/** The file itself is checked on the server (size and magic bytes), not by its name. */
const imageFile = z.custom<File>(
  (value) =>
    typeof File !== 'undefined' && value instanceof File && value.size > 0 && value.name !== '',
  CATALOG_MESSAGES.image,
);

export const ImageUploadSchema = z.object({ image: imageFile, alt: optionalAlt });

export const NewProductSchema = z
  .object({
    name: productName,
    descriptionHtml: description,
    ...KANNADA_DETAILS,
    categoryId: z.string({ error: CATALOG_MESSAGES.category }).regex(/^\d{1,9}$/, {
      error: CATALOG_MESSAGES.category,
    }),
    weight: text(CATALOG_MESSAGES.weight)
      .transform((value) => value.trim())
      .refine(
        (value) => value.length >= 1 && value.length <= 40 && !hasControlCharacters(value),
        CATALOG_MESSAGES.weight,
      ),
    unit: z
      .string()
      .max(20, CATALOG_MESSAGES.unit)
      .optional()
      .transform((value) => value?.trim() ?? '')
      .refine((value) => !hasControlCharacters(value), CATALOG_MESSAGES.unit),
    productCode: text(CATALOG_MESSAGES.productCode)
      .transform((value) => value.trim().toUpperCase())
      .refine((value) => /^[A-Z0-9][A-Z0-9-]{2,39}$/.test(value), CATALOG_MESSAGES.productCode),
    ...PRICES,
    image: imageFile,
    alt: optionalAlt,
  })
  .refine(priceWithinMrp, ABOVE_MRP);
export type NewProductInput = z.output<typeof NewProductSchema>;
