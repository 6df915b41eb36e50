/**
 * Service request endpoints (issue 35): raise one on a delivered item of an order of this
 * session or account (its photos as multipart/form-data), and track one by its ticket and
 * the order's e-mail, with the same 404 whether the ticket or the e-mail is wrong.
 */
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppServices } from '../../app/context.ts';
import { DEFAULT_LOCALE, isLocale } from '../../app/i18n/locales.ts';
import { limitTrackOrder } from '../../app/lib/account-limits.server.ts';
import { DomainError } from '../../app/lib/domain-error.ts';
import { PUBLIC_ID_PATTERN } from '../../app/lib/public-id.ts';
import { INSTALLATION_SLOTS } from '../../app/modules/installation/slots.ts';
import { findViewerOrder } from '../../app/modules/order/orders.server.ts';
import { photoFiles } from '../../app/modules/review/photos.server.ts';
import { servicePhotos } from '../../app/modules/service/photos.server.ts';
import {
  limitServiceRequests,
  raiseServiceRequest,
  trackServiceRequest,
} from '../../app/modules/service/requests.server.ts';
import {
  ANY_TIME,
  PROBLEM_LABELS,
  SERVICE_LIMITS,
  SERVICE_MESSAGES,
  SERVICE_STATUSES,
} from '../../app/modules/service/rules.ts';
import { ServiceRequestSchema, TrackServiceSchema } from '../../app/modules/service/validation.ts';
import type { AppEnv } from '../types.ts';
import { answerFieldRefusals, fieldErrors, Refused, rateLimited } from './errors.ts';
import { dataOf, errorOf } from './schemas.ts';

const TAGS = ['Service requests'];
const Day = z.string().openapi({ description: 'YYYY-MM-DD (India)', example: '2026-12-04' });
const DaySlot = z.object({ date: Day, slot: z.enum(INSTALLATION_SLOTS) });
const STATUS_TEXT =
  'received; technician_assigned; visit_scheduled; resolved; closed (in that order)';

const RaiseFields = ServiceRequestSchema.extend({
  order: z
    .string({ error: SERVICE_MESSAGES.order })
    .regex(PUBLIC_ID_PATTERN, SERVICE_MESSAGES.order)
    .openapi({ description: 'The order’s id (Order.id)', example: 'k3v9x2m8q1w7e5r4' }),
  line: z.coerce
    .number({ error: SERVICE_MESSAGES.order })
    .int(SERVICE_MESSAGES.order)
    .min(1, SERVICE_MESSAGES.order)
    .max(500, SERVICE_MESSAGES.order)
    .openapi({ description: 'The item: its place in the order’s lines, from 1', example: 1 }),
});

const RaiseJson = RaiseFields.extend({
  problem: RaiseFields.shape.problem.openapi({
    enum: Object.keys(PROBLEM_LABELS),
    description:
      'One of the problems offered for the product’s category (every list ends with `other`)',
  }),
  description: RaiseFields.shape.description.openapi({
    description: `What is wrong, ${SERVICE_LIMITS.descriptionMin} to ${SERVICE_LIMITS.descriptionMax} characters`,
  }),
  slot: RaiseFields.shape.slot.openapi({
    description: `'${ANY_TIME}' (the default), or a preferred '{date}/{slot}' of the store's installation slots (GET /installation/slots)`,
    example: '2026-12-04/morning',
  }),
}).openapi('ServiceRequestInput');

const RaiseForm = RaiseJson.extend({
  photos: z
    .any()
    .optional()
    .openapi({
      type: 'array',
      items: { type: 'string', format: 'binary' },
      description: `Up to ${SERVICE_LIMITS.photosMax} photos: JPEG, PNG or WebP, at most 5 MB each (re-encoded, metadata such as EXIF removed)`,
    }),
}).openapi('ServiceRequestForm');

const TimelineEntry = z.object({
  status: z.enum(SERVICE_STATUSES),
  note: z.string().nullable().openapi({ description: "Staff's note, as written" }),
  technician: z.string().nullable().openapi({ description: "The technician's first name" }),
  visit: DaySlot.nullable(),
  at: z.string().openapi({ format: 'date-time' }),
});

const ServiceRequestOut = z
  .object({
    ticket: z.string().openapi({ example: 'SR-2026-000123' }),
    status: z.enum(SERVICE_STATUSES).openapi({ description: STATUS_TEXT }),
    createdAt: z.string().openapi({ format: 'date-time' }),
    orderNumber: z.string(),
    productName: z.string(),
    variantLabel: z.string(),
    problem: z.string().openapi({ description: 'Its code (ServiceRequestInput.problem)' }),
    preferred: DaySlot.nullable().openapi({ description: 'Null: any time' }),
    visit: DaySlot.nullable().openapi({ description: 'Once staff have scheduled it' }),
    technician: z.string().nullable().openapi({ description: "The technician's first name" }),
    store: z.object({ id: z.string(), name: z.string(), phone: z.string() }),
    deliveredOn: Day,
    chargeable: z.boolean().openapi({
      description: 'No warranty ran when it was asked: the repair is charged',
    }),
    warranty: z.array(
      z.object({
        option: z.string(),
        value: z.string(),
        until: Day.nullable().openapi({ description: 'Its last day; null: lifetime, or unknown' }),
        running: z.boolean(),
      }),
    ),
    timeline: z.array(TimelineEntry),
  })
  .openapi('ServiceRequest');

const routes = {
  raise: createRoute({
    method: 'post',
    path: '/service-requests',
    tags: TAGS,
    summary:
      'Ask for service on a delivered item of an order of this session or account: a ticket at once, and an acknowledgement by e-mail',
    description:
      'Send it as multipart/form-data to add photos (field `photos`, repeated), or as JSON without. Out of warranty is allowed: the request is marked chargeable. The request goes to the store that installs at the order’s pincode (else the nearest store).',
    request: {
      body: {
        required: false,
        content: {
          'multipart/form-data': { schema: RaiseForm },
          'application/json': { schema: RaiseJson },
        },
      },
    },
    responses: {
      201: {
        description: 'Received: its ticket',
        content: {
          'application/json': {
            schema: dataOf(z.object({ ticket: z.string().openapi({ example: 'SR-2026-000123' }) })),
          },
        },
      },
      200: {
        description: 'The same request was already open: its ticket again',
        content: { 'application/json': { schema: dataOf(z.object({ ticket: z.string() })) } },
      },
      400: errorOf(
        'Invalid problem, description, time or photos: `error.fields` names each problem',
      ),
      404: errorOf('No such order of this session or account, or no such item in it'),
      409: errorOf('The order has not been delivered'),
      413: errorOf('The request is larger than 3 photos of 5 MB'),
      415: errorOf('Neither JSON nor a form'),
      429: errorOf('Too many requests raised'),
    },
  }),
  track: createRoute({
    method: 'post',
    path: '/service-requests/track',
    tags: TAGS,
    summary:
      'Track a service request by its ticket and the order’s e-mail (the same 404 for either being wrong)',
    request: {
      body: { required: true, content: { 'application/json': { schema: TrackServiceSchema } } },
    },
    responses: {
      200: {
        description: 'The request and its timeline',
        content: { 'application/json': { schema: dataOf(ServiceRequestOut) } },
      },
      400: errorOf('Invalid input'),
      404: errorOf('No request with this ticket and e-mail'),
      429: errorOf('Too many lookups'),
    },
  }),
};

type RaiseInput = z.output<typeof RaiseFields>;

export function serviceRequestRoutes(services: AppServices) {
  const { database, files: uploads, publicUrl } = services;
  const db = database.db;
  const api = new OpenAPIHono<AppEnv>();
  api.use('/service-requests/*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'private, no-store');
  });
  api.onError(answerFieldRefusals);

  /** The fields as sent, JSON or a form (whose photos come as files). */
  const readRaise = async (c: Context<AppEnv>) => {
    const type = c.req.header('content-type') ?? '';
    if (/^application\/([a-z.-]+\+)?json/i.test(type)) {
      return { fields: (await c.req.json()) as unknown, files: [] as File[] };
    }
    if (/^(multipart\/form-data|application\/x-www-form-urlencoded)/i.test(type)) {
      const form = await c.req.formData();
      const fields = Object.fromEntries(
        [...form.keys()]
          .filter((key) => key !== 'photos')
          .map((key) => [key, String(form.get(key) ?? '')]),
      );
      return { fields, files: photoFiles(form.getAll('photos')) };
    }
    throw new Refused(400, 'invalid_request', 'Send the request as JSON or as a form.');
  };

  api.openapi(routes.raise, async (c) => {
    const limited = await limitServiceRequests(c.get('client'));
    if (limited) throw rateLimited(limited);
    const { fields, files } = await readRaise(c);
    const parsed = RaiseFields.safeParse(fields);
    if (!parsed.success) {
      throw new Refused(
        400,
        'invalid_request',
        'Please check the highlighted fields.',
        fieldErrors(parsed.error),
      );
    }
    const input: RaiseInput = parsed.data;
    const session = await c.get('session').current();
    const order = session
      ? await findViewerOrder(db, input.order, { sessionId: session.id, userId: session.userId })
      : null;
    if (!order) throw new DomainError('not_found', SERVICE_MESSAGES.noOrder);
    const stored = await servicePhotos.store(uploads, files);
    try {
      const raised = await raiseServiceRequest(db, {
        order,
        line: input.line,
        input,
        photos: stored.paths,
        userId: session?.userId ?? null,
        locale: isLocale(order.locale) ? order.locale : DEFAULT_LOCALE,
        links: { origin: publicUrl },
      });
      if (!raised.created) await stored.discard();
      return c.json({ data: { ticket: raised.ticket } }, raised.created ? 201 : 200);
    } catch (error) {
      await stored.discard();
      throw error;
    }
  });

  api.openapi(routes.track, async (c) => {
    const { ticket, email } = c.req.valid('json');
    const refused = await limitTrackOrder(c.get('client'), email);
    if (refused) throw rateLimited(refused);
    const found = await trackServiceRequest(db, ticket, email);
    if (!found) throw new Refused(404, 'not_found', SERVICE_MESSAGES.notFound);
    const { code, name, phone } = found.store;
    return c.json(
      {
        data: {
          ticket: found.ticket,
          status: found.status,
          createdAt: found.createdAt,
          orderNumber: found.orderNumber,
          productName: found.productName,
          variantLabel: found.variantLabel,
          problem: found.problem,
          preferred: found.preferred,
          visit: found.visit,
          technician: found.technician,
          store: { id: code, name, phone },
          deliveredOn: found.deliveredOn,
          chargeable: found.chargeable,
          warranty: found.warranty,
          timeline: found.timeline,
        },
      },
      200,
    );
  });

  return api;
}
