/**
 * Contact, survey and newsletter endpoints: the pages' schemas, rate limits and honeypot,
 * and the same domain functions (a contact message is stored and e-mailed to the support
 * inbox in one transaction; subscribing twice answers the same).
 */
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { AppServices } from '../../app/context.ts';
import {
  saveSurveyAnswer,
  sendContactMessage,
  subscribeToNewsletter,
  unsubscribeFromNewsletter,
} from '../../app/modules/engagement/commands.server.ts';
import { ENGAGEMENT_MESSAGES as M } from '../../app/modules/engagement/forms.ts';
import {
  type EngagementForm,
  isBot,
  limitEngagement,
} from '../../app/modules/engagement/guard.server.ts';
import {
  ContactSchema,
  NewsletterSchema,
  SurveySchema,
  UnsubscribeSchema,
} from '../../app/modules/engagement/validation.ts';
import { withdrawOffersConsent } from '../../app/modules/marketing/consent.server.ts';
import { OFFERS_LINK_INVALID, OFFERS_WITHDRAWN } from '../../app/modules/marketing/messages.ts';
import { emailOfOffersOptOut } from '../../app/modules/marketing/unsubscribe-link.server.ts';
import type { AppEnv } from '../types.ts';
import { apiError, Refused, rateLimited } from './errors.ts';
import { errorOf } from './schemas.ts';

const MessageSchema = z.object({ message: z.string() }).openapi('Message');

const ok = (description: string) => ({
  200: { description, content: { 'application/json': { schema: MessageSchema } } },
});
const ContactSentSchema = z
  .object({
    message: z.string(),
    ticket: z.string().nullable().openapi({
      description: "A complaint's ticket, e.g. GR-2026-000123; null for other messages",
    }),
  })
  .openapi('ContactSent');
const body = <T extends z.ZodType>(schema: T) => ({
  body: { required: true, content: { 'application/json': { schema } } },
});
const refused = {
  400: errorOf('Invalid input: `error.fields` names each problem'),
  429: errorOf('Too many requests (Retry-After says when to try again)'),
};

const routes = {
  contact: createRoute({
    method: 'post',
    path: '/contact',
    tags: ['Engagement'],
    summary:
      'Send a Contact Us message: stored and e-mailed to the support inbox (20 a minute per address); a subject starting "Complaint" gets a ticket, acknowledged by e-mail at once',
    request: body(ContactSchema),
    responses: {
      200: {
        description: 'Sent',
        content: { 'application/json': { schema: ContactSentSchema } },
      },
      ...refused,
    },
  }),
  survey: createRoute({
    method: 'post',
    path: '/survey',
    tags: ['Engagement'],
    summary: 'Answer the Interest Survey (20 a minute per address)',
    request: body(SurveySchema),
    responses: { ...ok('Saved'), ...refused },
  }),
  subscribe: createRoute({
    method: 'post',
    path: '/newsletter/subscribe',
    tags: ['Engagement'],
    summary:
      'Subscribe to the newsletter; a welcome e-mail carries the unsubscribe link. The same answer when already subscribed',
    request: body(NewsletterSchema),
    responses: { ...ok('Subscribed'), ...refused },
  }),
  unsubscribe: createRoute({
    method: 'post',
    path: '/newsletter/unsubscribe',
    tags: ['Engagement'],
    summary: 'Unsubscribe with the token of an unsubscribe link (again is fine)',
    request: body(UnsubscribeSchema),
    responses: { ...ok('Unsubscribed'), ...refused, 404: errorOf('No such unsubscribe link') },
  }),
  offersOneClick: createRoute({
    method: 'post',
    path: '/offers/unsubscribe/{token}',
    tags: ['Engagement'],
    summary:
      "A marketing e-mail's one-click unsubscribe (RFC 8058, its List-Unsubscribe header): withdraws the address's consent to offers and ends its newsletter. Any body (mail apps send `List-Unsubscribe=One-Click`); no cookies needed",
    request: { params: z.object({ token: z.string() }) },
    responses: { ...ok('Unsubscribed'), ...refused, 404: errorOf('No such unsubscribe link') },
  }),
};

export function engagementRoutes({ database, publicUrl, config }: AppServices) {
  const db = database.db;
  const links = { origin: publicUrl };
  const api = new OpenAPIHono<AppEnv>();

  const limits: [string, EngagementForm][] = [
    ['/contact', 'contact'],
    ['/survey', 'survey'],
    ['/newsletter/*', 'newsletter'],
  ];
  for (const [path, form] of limits) {
    // Counted before the body is read and checked, so a flood of bad requests counts too.
    api.on('POST', path, async (c, next) => {
      const limited = await limitEngagement(c.get('client'), form);
      if (limited) throw rateLimited(limited);
      await next();
      c.header('Cache-Control', 'no-store');
    });
  }
  api.onError((error, c) => {
    if (error instanceof Refused) {
      if (error.retryAfterSeconds) c.header('Retry-After', String(error.retryAfterSeconds));
      return apiError(c, error.status, error.code, error.message, error.fields);
    }
    throw error;
  });

  api.openapi(routes.contact, async (c) => {
    const input = c.req.valid('json');
    // A bot hears what a person would, without a ticket.
    const sent = isBot(input) ? { ticket: null } : await sendContactMessage(db, input, links);
    return c.json({ message: M.contactSent, ticket: sent.ticket }, 200);
  });

  api.openapi(routes.survey, async (c) => {
    const input = c.req.valid('json');
    if (!isBot(input)) await saveSurveyAnswer(db, input);
    return c.json({ message: M.surveyDone }, 200);
  });

  api.openapi(routes.subscribe, async (c) => {
    const input = c.req.valid('json');
    if (!isBot(input)) await subscribeToNewsletter(db, input.email, links);
    return c.json({ message: M.subscribed }, 200);
  });

  api.openapi(routes.unsubscribe, async (c) => {
    const { token } = c.req.valid('json');
    if (!(await unsubscribeFromNewsletter(db, token))) {
      throw new Refused(404, 'not_found', M.unsubscribeInvalid, { token: M.unsubscribeInvalid });
    }
    return c.json({ message: M.unsubscribed }, 200);
  });

  // Not limited while the link is one the shop signed: mail apps post these from a few
  // servers of their own, many at once after a mailing, and a refused withdrawal is lost.
  // Only a caller guessing at links is counted.
  api.openapi(routes.offersOneClick, async (c) => {
    const email = emailOfOffersOptOut(config.sessionSecret, c.req.valid('param').token);
    if (!email) {
      const limited = await limitEngagement(c.get('client'), 'newsletter');
      if (limited) throw rateLimited(limited);
      throw new Refused(404, 'not_found', OFFERS_LINK_INVALID);
    }
    await withdrawOffersConsent(db, email, 'one-click');
    return c.json({ message: OFFERS_WITHDRAWN }, 200);
  });

  return api;
}
