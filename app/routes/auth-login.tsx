import { data, Form, Link, redirect, useLocation, useNavigation } from 'react-router';
import { AuthCard } from '../components/auth-card.tsx';
import { FormField } from '../components/forms.tsx';
import { PasswordField } from '../components/password-field.tsx';
import { Alert } from '../components/ui/alert.tsx';
import { Button, ButtonLink } from '../components/ui/button.tsx';
import { useT } from '../i18n/i18n-context.tsx';
import { localeOf, pageMessages } from '../i18n/page-i18n.server.ts';
import { metaTranslator } from '../i18n/page-language.ts';
import { currentAccount } from '../lib/account.server.ts';
import {
  limitAccountEmail,
  limitAccountRequest,
  loginThrottle,
  throttled,
  tooManyRequests,
} from '../lib/account-limits.server.ts';
import { takeFlash } from '../lib/flash.server.ts';
import { formSchema } from '../lib/form-schema.ts';
import { getFormProps, useShopForm } from '../lib/forms.ts';
import { defineIntent, handleIntents, type Reply, refusal } from '../lib/intent-action.server.ts';
import { pageTitle } from '../lib/page-title.ts';
import { returnPath } from '../lib/return-path.ts';
import { privatePageHeaders } from '../lib/route-headers.ts';
import { requestInfo, services } from '../lib/services.server.ts';
import { signIn } from '../lib/shopper-sign-in.server.ts';
import {
  checkCredentials,
  passwordStampOf,
  rememberLocale,
  resendVerification,
} from '../modules/identity/accounts.server.ts';
import { loginDevices } from '../modules/identity/login-device.server.ts';
import { ACCOUNT_MESSAGES } from '../modules/identity/messages.ts';
import { EmailOnlySchema, LoginSchema } from '../modules/identity/validation.ts';
import type { Route } from './+types/auth-login';

export const headers = privatePageHeaders;

export function meta({ matches }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  return [
    { title: pageTitle(t('Sign in')) },
    {
      name: 'description',
      content: t('Sign in to your account to see your orders and addresses.'),
    },
    { name: 'robots', content: 'noindex' },
  ];
}

export async function loader({ request, context, url }: Route.LoaderArgs) {
  if (await currentAccount(context)) throw redirect(returnPath(url.searchParams));
  const { flash, clear } = await takeFlash(request, context);
  return data({ flash, messages: pageMessages(context, 'account', 'forms') }, { headers: clear });
}

const LOGIN_INTENT = { login: 'login', resend: 'resend' } as const;

/** Sign in, or resend the verification link of an account that is not verified yet. */
export async function action({ request, context, url }: Route.ActionArgs) {
  const { database, publicUrl } = services(context);
  const limited = await limitAccountRequest(requestInfo(context));
  if (limited) return tooManyRequests(limited);
  return handleIntents(
    request,
    {
      [LOGIN_INTENT.login]: defineIntent({
        schema: LoginSchema,
        run: async (input, { reply }) => {
          try {
            return await logIn(context, request, input, url, reply);
          } catch (error) {
            if (error instanceof Response) throw error;
            return unavailable(context, error, ACCOUNT_MESSAGES.loginFailed);
          }
        },
      }),
      [LOGIN_INTENT.resend]: defineIntent({
        schema: EmailOnlySchema,
        run: async ({ email }) => {
          const inbox = await limitAccountEmail(requestInfo(context), email);
          if (inbox) return throttled(inbox);
          try {
            await resendVerification(database.db, { email }, { origin: publicUrl });
          } catch (error) {
            return unavailable(context, error, ACCOUNT_MESSAGES.resendFailed);
          }
          return ACCOUNT_MESSAGES.resendSent;
        },
      }),
    },
    // The sign-in form names no intent; the resend button does.
    {
      intentOf: (form) =>
        form.get('intent') === LOGIN_INTENT.resend ? LOGIN_INTENT.resend : LOGIN_INTENT.login,
    },
  );
}

/**
 * The database or the mailer failed under the form: the page answers in the spec's words
 * (§ 8), with the form as it was, instead of an error page.
 */
function unavailable(context: Route.ActionArgs['context'], error: unknown, message: string) {
  requestInfo(context).logger.error({ err: error }, message);
  return refusal<{ canResend: boolean }>(503, message);
}

/** Checks the password under the login limits; signed in, back where the shopper was going. */
async function logIn(
  context: Route.ActionArgs['context'],
  request: Request,
  { email, password }: { email: string; password: string },
  url: URL,
  reply: Reply,
) {
  const { config, database, publicUrl } = services(context);
  const devices = loginDevices({ config, publicUrl });
  const stamp = await passwordStampOf(database.db, email);
  const device = await devices.trusted(request.headers.get('Cookie'), email, stamp);
  const throttle = loginThrottle(requestInfo(context), email, device);
  const blocked = await throttle.blocked();
  if (blocked) return throttled<{ canResend: boolean }>(blocked);
  const check = await checkCredentials(database.db, email, password);
  if (!check.ok) {
    const notVerified = check.reason === 'not_verified';
    if (!notVerified) await throttle.failed();
    const message = notVerified ? ACCOUNT_MESSAGES.notVerified : ACCOUNT_MESSAGES.badCredentials;
    return refusal(notVerified ? 403 : 401, message, {
      result: reply({ formErrors: [message], hideFields: ['password'] }),
      data: { canResend: notVerified },
    });
  }
  await throttle.succeeded();
  await signIn(database.db, requestInfo(context).session, check.account.id);
  // Signed in on a page of this language: the account's e-mails follow it.
  await rememberLocale(database.db, check.account.id, localeOf(context));
  throw redirect(returnPath(url.searchParams), {
    headers: { 'Set-Cookie': await devices.issue(email, stamp ?? '', device) },
  });
}

const loginSchema = formSchema(() =>
  import('../modules/identity/validation.ts').then((module) => module.LoginSchema),
);

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  // Where the shopper was going (?redirectTo=, ?account, ?wishlist) survives the detour.
  const { search } = useLocation();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formMethod === 'POST';
  const [form, fields] = useShopForm(loginSchema, {
    id: 'login',
    lastResult: actionData?.result ?? null,
  });
  const banner = actionData ? (actionData.aboutFields ? undefined : actionData) : loaderData.flash;
  return (
    <AuthCard title={t('Sign in')}>
      {/* A notice another page left (a flash) may still be the English id. */}
      {banner ? <Alert tone={banner.tone}>{t(banner.message)}</Alert> : null}
      {actionData?.intent === LOGIN_INTENT.login && actionData.data?.canResend ? (
        <Form method="post" replace>
          <input type="hidden" name="intent" value={LOGIN_INTENT.resend} />
          <input type="hidden" name="email" value={fields.email.value ?? ''} />
          <Button type="submit" variant="secondary" block>
            {t('Resend Verification Link')}
          </Button>
        </Form>
      ) : null}
      <Form method="post" className="auth-form" {...getFormProps(form)}>
        <FormField meta={fields.email} label={t('Email')} type="email" autoComplete="email" />
        <PasswordField
          meta={fields.password}
          label={t('Password')}
          autoComplete="current-password"
        />
        <div className="auth-form__links">
          <Link to="/auth/reset">{t('Forgot password')}</Link>
        </div>
        <div className="auth-form__actions">
          <Button type="submit" size="lg" block loading={busy}>
            {t('Sign in')}
          </Button>
          <ButtonLink to={`/auth/signup${search}`} variant="secondary" size="lg" block>
            {t('Create account')}
          </ButtonLink>
        </div>
      </Form>
    </AuthCard>
  );
}
