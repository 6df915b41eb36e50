/** Response and error schemas shared by the API routes (documented in OpenAPI). */
import { z } from '@hono/zod-openapi';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../app/i18n/locales.ts';
import type { CardImage, CardVariant, ProductCard } from '../../app/modules/catalog/card.ts';
import { PRODUCT_SORT_VALUES } from '../../app/modules/catalog/listing.ts';
import type { ProductDetail } from '../../app/modules/catalog/product.server.ts';
import { SearchTermSchema } from '../../app/modules/catalog/search-form.ts';
import { isTooLongSearch, SEARCH_TOO_LONG_MESSAGE } from '../../app/modules/catalog/search-term.ts';
import type { Slide } from '../../app/modules/content/types.ts';
import {
  PincodeCheckSchema as PincodeCheck,
  PincodeSchema,
} from '../../app/modules/shipping/pincode-schema.ts';

export const ErrorSchema = z
  .object({
    error: z.object({
      code: z.string(),
      message: z.string(),
      fields: z.record(z.string(), z.string()).optional(),
    }),
  })
  .openapi('Error');

export const CategorySchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    slug: z.string(),
    image: z.string(),
  })
  .openapi('Category');

/** The envelope of every successful answer: `{ data }`. */
export const dataOf = <T extends z.ZodType>(schema: T) => z.object({ data: schema });

/** Path parameter of a product or collection: its URL slug. */
export const SlugParamsSchema = z.object({
  slug: z
    .string()
    .min(1)
    .max(300, 'Too long.')
    .openapi({
      param: { name: 'slug', in: 'path' },
      description: 'URL slug: the name with spaces as hyphens. Other case forms are accepted.',
      example: 'Instant-Geyser-3-Litre',
    }),
});

const CatalogSortSchema = z.enum(PRODUCT_SORT_VALUES);

export const ProductSortSchema = CatalogSortSchema.default('default').openapi({
  description: "List order; 'default' is the catalog's own order.",
});

/** Whole numbers from the query string, e.g. ?page=2. */
const queryInt = (min: number, max: number, fallback: number, name: string) =>
  z.coerce
    .number({ error: `${name} must be a number.` })
    .int(`${name} must be a whole number.`)
    .min(min, `${name} must be at least ${min}.`)
    .max(max, `${name} must be at most ${max}.`)
    .default(fallback);

/**
 * The listings' filters (app/modules/catalog/filters.ts), documented here; the handlers read
 * them from the URL themselves, with the attributes' `a.{key}` names, and never refuse one:
 * a parameter that does not apply is left out and named in the answer's `note`.
 */
/** A filter parameter: any text, once or repeated (only the handler judges it). */
const filterParam = (description: string) =>
  z
    .preprocess(
      (value) => (value === undefined ? undefined : [value].flat()),
      z.array(z.string()).optional(),
    )
    .openapi({ description });

export const FilterQuerySchema = z.object({
  minPrice: filterParam('Lowest card price, in rupees'),
  maxPrice: filterParam('Highest card price, in rupees'),
  inStock: filterParam("'1': products with a variant in stock"),
  discount: filterParam("'10', '25' or '40': at least this % off"),
  rating: filterParam("'4' or '3': rated at least this average"),
  category: filterParam(
    'A category slug, repeatable (/products and search). With exactly one, its attributes may be filtered: `a.{key}={value}` (repeatable), `a.{key}.min`, `a.{key}.max` (numbers, inclusive), as in a collection.',
  ),
});

export const ListQuerySchema = z
  .object({
    sort: ProductSortSchema,
    page: queryInt(1, 100_000, 1, 'Page').openapi({ description: '1-based page number' }),
    pageSize: queryInt(1, 60, 60, 'Page size').openapi({
      description: 'Products per page, at most 60',
    }),
  })
  .extend(FilterQuerySchema.shape);

const FacetValueSchema = z.object({
  value: z.string().openapi({ description: "The URL value; '{min}-{max}' for a range" }),
  label: z.string(),
  count: z.number().int().openapi({
    description: 'Products the list would have with this value chosen, the other filters kept',
  }),
  selected: z.boolean(),
  min: z.number().optional(),
  max: z.number().optional(),
});

export const FacetSchema = z
  .object({
    key: z.string().openapi({
      description: "The URL name: 'price', 'inStock', 'discount', 'rating', 'category', 'a.{key}'",
    }),
    label: z.string(),
    type: z.enum(['range', 'choice', 'boolean']),
    unit: z.string().optional(),
    values: z.array(FacetValueSchema).optional(),
    min: z.number().optional().openapi({ description: 'Range: the smallest value in the list' }),
    max: z.number().optional().openapi({ description: 'Range: the largest value in the list' }),
  })
  .openapi('Facet');

/** A filtered list's answer: its data, the facets with their counts, and what was ignored. */
export const filteredOf = <T extends z.ZodType>(schema: T) =>
  z.object({
    data: schema,
    facets: z.array(FacetSchema),
    note: z
      .string()
      .optional()
      .openapi({ description: 'Which filter parameters were ignored, and why' }),
  });

export const ImageSchema = z
  .object({ src: z.string(), alt: z.string() })
  .openapi('Image') satisfies z.ZodType<CardImage>;

export const VariantSchema = z
  .object({
    id: z.string().openapi({ description: 'Variant public id (cart and wishlist take it)' }),
    weight: z.string(),
    unit: z.string(),
    label: z.string().openapi({ example: '3 Litre' }),
    basePricePaise: z.number().int(),
    discountedPricePaise: z.number().int(),
    discountPercent: z.number().int(),
    inStock: z.boolean(),
    stock: z.number().int(),
    productCode: z.string(),
  })
  .openapi('Variant') satisfies z.ZodType<CardVariant>;

export const RatingSchema = z
  .object({
    average: z.number().openapi({ description: 'One decimal, 1.0-5.0', example: 4.3 }),
    count: z.number().int().openapi({ description: 'Published reviews' }),
  })
  .nullable()
  .openapi('Rating', { description: "The buyers' reviews: null when there are none" });

export const ProductCardSchema = z
  .object({
    id: z.string().openapi({ description: 'Product public id' }),
    name: z.string(),
    slug: z.string(),
    image: ImageSchema.nullable(),
    variant: VariantSchema.openapi({ description: 'The first active variant' }),
    rating: RatingSchema,
  })
  .openapi('ProductCard') satisfies z.ZodType<ProductCard>;

export const ColourSchema = z
  .object({ name: z.string(), hex: z.string() })
  .nullable()
  .openapi('Colour');

export const ColourVariantCardSchema = ProductCardSchema.extend({ colour: ColourSchema }).openapi(
  'ColourVariantCard',
);

export const ProductPageSchema = z
  .object({
    products: z.array(ProductCardSchema),
    sort: CatalogSortSchema,
    page: z.number().int(),
    pageSize: z.number().int(),
    hasMore: z.boolean().openapi({ description: 'A next page exists' }),
    total: z.number().int().openapi({
      description:
        'Products in the list, counted up to 1000 (or this page): exact unless totalIsLowerBound',
    }),
    totalIsLowerBound: z.boolean(),
    totalPages: z.number().int(),
  })
  .openapi('ProductPage');

export const CollectionSchema = ProductPageSchema.extend({
  category: CategorySchema.extend({
    redirectTo: z
      .string()
      .nullable()
      .openapi({ description: 'Canonical slug when the request used another form' }),
  }),
}).openapi('Collection');

export const CollectionGroupSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    title: z.string().openapi({ example: 'Shop By Kitchen Appliances' }),
    categories: z.array(CategorySchema),
  })
  .openapi('CollectionGroup');

const SpecValueSchema = z.union([z.number(), z.string(), z.boolean()]).openapi({
  description: 'A number (in `unit`), a choice value, or yes/no, by the attribute type',
});

/** A product's specification (issue 32): its value, or each variant's where they differ. */
export const SpecificationSchema = z
  .object({
    key: z.string().openapi({ description: 'The attribute key (`a.{key}` in listing URLs)' }),
    name: z.string(),
    type: z.enum(['number', 'choice', 'boolean']),
    unit: z.string().optional(),
    value: SpecValueSchema.optional().openapi({ description: 'The whole product’s value' }),
    variants: z
      .array(z.object({ variantId: z.string(), value: SpecValueSchema }))
      .optional()
      .openapi({ description: 'Per variant (public id), where variants differ by it' }),
  })
  .openapi('Specification');

export const ProductDetailSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    slug: z.string(),
    canonicalSlug: z.string().openapi({ description: 'The slug of the canonical URL' }),
    redirectTo: z
      .string()
      .nullable()
      .openapi({ description: 'Canonical slug when the request used another form' }),
    descriptionHtml: z.string().openapi({ description: 'Sanitised HTML (allowlist)' }),
    images: z.array(ImageSchema),
    variants: z.array(
      VariantSchema.extend({
        deliveredCount: z
          .number()
          .int()
          .openapi({ description: 'Units of this variant delivered (delivered_sales_count)' }),
      }),
    ),
    rating: RatingSchema,
    collections: z.array(z.object({ name: z.string(), slug: z.string() })),
    warranty: z.array(z.object({ option: z.string(), value: z.string() })),
    delivery: z.object({
      karnatakaPaise: z.number().int(),
      nonKarnatakaPaise: z.number().int(),
    }),
    barcode: z.string(),
    sku: z.string(),
    colour: ColourSchema,
    videos: z
      .array(
        z.object({
          title: z.string(),
          url: z.string().openapi({ description: 'The video file (MP4)' }),
          poster: z.string().openapi({ description: 'Its poster image' }),
        }),
      )
      .openapi({ description: 'Watch-and-Shop videos that feature the product, in order' }),
    orderCount: z.number().int(),
    specifications: z
      .array(SpecificationSchema)
      .openapi({ description: 'Specifications in display order (its main category’s attributes)' }),
  })
  .openapi('ProductDetail') satisfies z.ZodType<Omit<ProductDetail, 'redirectTo'>>;

export const SlideSchema = z
  .object({
    id: z.number().int(),
    type: z.enum(['promotion', 'product', 'collection']),
    title: z.string(),
    image: z.string(),
    mobileImage: z.string(),
    href: z.string(),
  })
  .openapi('Slide') satisfies z.ZodType<Slide>;

export const VideoSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    videoUrl: z.string(),
    posterImage: z.string(),
    products: z.array(ProductCardSchema),
  })
  .openapi('Video');

export const StoreSchema = z
  .object({
    id: z.number().int(),
    code: z.string(),
    name: z.string(),
    address: z.string(),
    town: z.string(),
    district: z.string(),
    pincode: z.string(),
    phone: z.string(),
    latitude: z.number(),
    longitude: z.number(),
    image: z.string(),
    mapsLink: z.string(),
  })
  .openapi('Store');

export const SearchQuerySchema = z.object({
  q: SearchTermSchema.openapi({
    description: 'What the shopper typed (1 to 100 characters)',
    example: 'geyser',
  }),
});

/** A text given in English on a request for another language (app/i18n/content.ts). */
const FallbackLangSchema = z
  .literal('en')
  .optional()
  .openapi({ description: "'en' where the name has no text in the language asked for" });

export const SuggestQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .refine((term) => !isTooLongSearch(term), SEARCH_TOO_LONG_MESSAGE)
    .default('')
    .openapi({
      description: 'What the shopper has typed so far; under 2 characters suggests nothing',
    }),
  lang: z
    .enum(LOCALES.map((locale) => locale.code) as [Locale, ...Locale[]])
    .default(DEFAULT_LOCALE)
    .openapi({
      description:
        "The names' language; a name without a text in it comes in English, marked nameLang 'en'",
    }),
});

export const SuggestionsSchema = z
  .object({
    products: z.array(
      z.object({
        name: z.string(),
        nameLang: FallbackLangSchema,
        slug: z.string(),
        image: ImageSchema.nullable(),
      }),
    ),
    categories: z.array(
      z.object({ name: z.string(), nameLang: FallbackLangSchema, slug: z.string() }),
    ),
  })
  .openapi('Suggestions');

export const PincodeParamsSchema = z.object({
  pincode: PincodeSchema.openapi({ param: { name: 'pincode', in: 'path' }, example: '560001' }),
});

export const PincodeCheckSchema = PincodeCheck.extend({
  estimatedDelivery: PincodeCheck.shape.estimatedDelivery.openapi({
    description: 'YYYY-MM-DD (Asia/Kolkata), Sundays skipped',
  }),
}).openapi('PincodeCheck');

/** An OpenAPI response of the shop's error body, with its description. */
export const errorOf = (description: string) => ({
  description,
  content: { 'application/json': { schema: ErrorSchema } },
});
