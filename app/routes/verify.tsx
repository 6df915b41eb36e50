import { useEffect } from 'react';
import { Form, useFetcher } from 'react-router';
import { z } from 'zod';
import { AuthCard } from '../components/auth-card.tsx';
import { Alert } from '../components/ui/alert.tsx';
import { Button, ButtonLink } from '../components/ui/button.tsx';
import { Spinner } from '../components/ui/spinner.tsx';
import { useT } from '../i18n/i18n-context.tsx';
import { pageMessages, pageTranslator } from '../i18n/page-i18n.server.ts';
import { metaTranslator } from '../i18n/page-language.ts';
import { limitAccountEmail, limitAccountRequest } from '../lib/account-limits.server.ts';
import {
  defineIntent,
  handleIntents,
  refusal,
  refuseRequest,
} from '../lib/intent-action.server.ts';
import { privatePageMeta } from '../lib/page-title.ts';
import { isPublicId } from '../lib/public-id.ts';
import { TOO_MANY_REQUESTS } from '../lib/rate-limits.server.ts';
import { privatePageHeaders } from '../lib/route-headers.ts';
import { requestInfo, services } from '../lib/services.server.ts';
import { resendVerification, verifyEmail } from '../modules/identity/accounts.server.ts';
import { ACCOUNT_MESSAGES } from '../modules/identity/messages.ts';
import { TokenSchema } from '../modules/identity/validation.ts';
import type { Route } from './+types/verify';

export const headers = privatePageHeaders;

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta(metaTranslator(matches)('Verify your e-mail'));
}

export function loader({ context }: Route.LoaderArgs) {
  return { messages: pageMessages(context, 'account', 'forms') };
}

const VERIFY_INTENT = { verify: 'verify', resend: 'resend' } as const;

/** The page's own forms name nothing but their intent: the link's path says the rest. */
const NoFields = z.object({});

type Resend = { canResend: boolean };

/**
 * /verify/{user_id}/{token}. The link is used by a POST the page makes as it opens, not by
 * the GET itself: mail scanners that fetch every link must not use up the shopper's token.
 * Without JavaScript the page shows a button that makes the same POST.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const limited = await limitAccountRequest(requestInfo(context));
  // Answered before the form is read: translated here (handleIntents does the rest).
  if (limited) return refuseRequest(refusal(429, pageTranslator(context)(TOO_MANY_REQUESTS)));
  const { database, publicUrl } = services(context);
  const wellFormedId = isPublicId(params.userId);
  return handleIntents(
    request,
    {
      [VERIFY_INTENT.verify]: defineIntent({
        schema: NoFields,
        run: async () => {
          if (!TokenSchema.safeParse(params.token).success || !wellFormedId) {
            return refusal<Resend>(400, ACCOUNT_MESSAGES.verifyInvalid, {
              data: { canResend: true },
            });
          }
          try {
            const { ok, message, canResend } = await verifyEmail(
              database.db,
              params.userId,
              params.token,
            );
            return ok
              ? { message, data: { canResend } }
              : refusal(400, message, { data: { canResend } });
          } catch (error) {
            requestInfo(context).logger.error({ err: error }, 'verification failed');
            return refusal(503, ACCOUNT_MESSAGES.verifyFailed, { data: { canResend: false } });
          }
        },
      }),
      [VERIFY_INTENT.resend]: defineIntent({
        schema: NoFields,
        run: async () => {
          const sent = { message: ACCOUNT_MESSAGES.resendSent, data: { canResend: false } };
          // An id no account can have: the same answer as for any other, without asking the
          // database (a NUL in it made the query fail: a 503).
          if (!wellFormedId) return sent;
          // The inbox's own limit, reached through the account it belongs to (no e-mail here).
          const inbox = await limitAccountEmail(requestInfo(context), `account:${params.userId}`);
          if (inbox) return refusal<Resend>(429, TOO_MANY_REQUESTS);
          try {
            await resendVerification(
              database.db,
              { userPublicId: params.userId },
              { origin: publicUrl },
            );
          } catch (error) {
            requestInfo(context).logger.error(
              { err: error },
              'resending a verification link failed',
            );
            return refusal(503, ACCOUNT_MESSAGES.resendFailed, { data: { canResend: true } });
          }
          return sent;
        },
      }),
    },
    {
      intentOf: (form) =>
        form.get('intent') === VERIFY_INTENT.resend ? VERIFY_INTENT.resend : VERIFY_INTENT.verify,
    },
  );
}

/**
 * Green when it worked (spec: the messages that say 'successfully' or 'already verified',
 * the only ones answered as done), whatever the page's language.
 */
const isSuccess = (answer: { ok: boolean }) => answer.ok;

export default function Verify({ actionData }: Route.ComponentProps) {
  const t = useT();
  const verify = useFetcher<typeof action>();
  const resend = useFetcher<typeof action>();
  // Opening the page verifies (with JavaScript); the button below does it without.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the page opens
  useEffect(() => {
    if (verify.state === 'idle' && !verify.data && !actionData)
      verify.submit(null, { method: 'post' });
  }, []);
  const answer = resend.data ?? verify.data ?? actionData;
  return (
    <AuthCard title={t('Verify your e-mail')}>
      {answer ? (
        <>
          <Alert tone={isSuccess(answer) ? 'success' : 'danger'}>{t(answer.message)}</Alert>
          {answer.data?.canResend ? (
            <resend.Form method="post">
              <input type="hidden" name="intent" value={VERIFY_INTENT.resend} />
              <Button type="submit" block size="lg" loading={resend.state !== 'idle'}>
                {t('Resend Verification Link')}
              </Button>
            </resend.Form>
          ) : (
            <ButtonLink to="/auth/login" block size="lg">
              {t('Sign in')}
            </ButtonLink>
          )}
        </>
      ) : (
        <div className="auth-form" aria-busy="true">
          <p className="auth-card__intro verify-loading" role="status">
            <Spinner size={20} /> {t('Verifying your e-mail…')}
          </p>
          <noscript>
            <Form method="post">
              <Button type="submit" block size="lg">
                {t('Verify my e-mail')}
              </Button>
            </Form>
          </noscript>
        </div>
      )}
    </AuthCard>
  );
}
