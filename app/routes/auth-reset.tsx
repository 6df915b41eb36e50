import { Form, Link, redirect, useNavigation } from 'react-router';
import { AuthCard } from '../components/auth-card.tsx';
import { FormField } from '../components/forms.tsx';
import { PasswordField } from '../components/password-field.tsx';
import { Alert } from '../components/ui/alert.tsx';
import { Button } from '../components/ui/button.tsx';
import { useT } from '../i18n/i18n-context.tsx';
import { pageMessages, pageTranslator } from '../i18n/page-i18n.server.ts';
import { metaTranslator } from '../i18n/page-language.ts';
import {
  clearLoginFailures,
  limitAccountEmail,
  limitAccountRequest,
  throttled,
  tooManyRequests,
} from '../lib/account-limits.server.ts';
import { setFlash } from '../lib/flash.server.ts';
import { formSchema } from '../lib/form-schema.ts';
import { getFormProps, type LastResult, useShopForm } from '../lib/forms.ts';
import { defineIntent, handleIntents, refusal } from '../lib/intent-action.server.ts';
import { privatePageMeta } from '../lib/page-title.ts';
import { privatePageHeaders } from '../lib/route-headers.ts';
import { requestInfo, services } from '../lib/services.server.ts';
import {
  commonPasswordError,
  requestPasswordReset,
  resetPassword,
} from '../modules/identity/accounts.server.ts';
import { loginDevices } from '../modules/identity/login-device.server.ts';
import { ACCOUNT_MESSAGES } from '../modules/identity/messages.ts';
import { isTokenUsable } from '../modules/identity/tokens.server.ts';
import {
  EmailOnlySchema,
  ResetPasswordSchema,
  TokenSchema,
} from '../modules/identity/validation.ts';
import type { Route } from './+types/auth-reset';

export const headers = privatePageHeaders;

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta(metaTranslator(matches)('Reset password'));
}

/**
 * /auth/reset asks for the e-mail; /auth/reset?token=… (the e-mailed link) sets the
 * password, if the link still works: a used or expired one says so at once, with the form
 * for a new link, rather than after a new password has been chosen.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const token = url.searchParams.get('token');
  const usable =
    token !== null &&
    TokenSchema.safeParse(token).success &&
    (await isTokenUsable(services(context).database.db, token, 'reset_password'));
  return {
    token: usable ? token : null,
    hadToken: token !== null,
    messages: pageMessages(context, 'account', 'forms'),
  };
}

const RESET_INTENT = { request: 'request', newPassword: 'new-password' } as const;

export async function action({ request, context }: Route.ActionArgs) {
  const limited = await limitAccountRequest(requestInfo(context));
  if (limited) return tooManyRequests(limited);
  const { database, publicUrl } = services(context);
  return handleIntents(
    request,
    {
      [RESET_INTENT.request]: defineIntent({
        schema: EmailOnlySchema,
        run: async ({ email }) => {
          const inbox = await limitAccountEmail(requestInfo(context), email);
          if (inbox) return throttled(inbox);
          await requestPasswordReset(database.db, email, { origin: publicUrl });
          // The same answer whether or not the e-mail has an account.
          return ACCOUNT_MESSAGES.resetSent;
        },
      }),
      [RESET_INTENT.newPassword]: defineIntent({
        schema: ResetPasswordSchema,
        run: async ({ token, password }) => {
          const common = commonPasswordError(password);
          if (common) return refusal(400, common, { field: 'password' });
          const reset = await resetPassword(database.db, token, password);
          if (!reset) return refusal(400, ACCOUNT_MESSAGES.resetInvalid);
          await clearLoginFailures(requestInfo(context), reset.email);
          const headers = new Headers();
          headers.append(
            'Set-Cookie',
            await setFlash(context, {
              tone: 'success',
              message: pageTranslator(context)(ACCOUNT_MESSAGES.resetDone),
            }),
          );
          // This browser proved the inbox: its logins no longer count against the e-mail's ceiling.
          headers.append(
            'Set-Cookie',
            await loginDevices(services(context)).issue(reset.email, reset.passwordStamp),
          );
          throw redirect('/auth/login', { headers });
        },
      }),
    },
    // The e-mailed link's form carries its token; the form that asks for a link does not.
    {
      intentOf: (form) => (form.has('token') ? RESET_INTENT.newPassword : RESET_INTENT.request),
    },
  );
}

export default function Reset({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const banner = actionData?.aboutFields ? undefined : actionData;
  return (
    <AuthCard
      title={t('Reset password')}
      intro={
        loaderData.token
          ? t('Choose a new password. You will be signed out everywhere else.')
          : t(
              'Enter the e-mail of your account and we will send you a link to choose a new password.',
            )
      }
    >
      {banner ? <Alert tone={banner.tone}>{t(banner.message)}</Alert> : null}
      {loaderData.hadToken && !loaderData.token ? (
        <Alert>{t(ACCOUNT_MESSAGES.resetInvalid)}</Alert>
      ) : null}
      {loaderData.token ? (
        <NewPasswordForm token={loaderData.token} lastResult={actionData?.result} />
      ) : (
        <RequestForm lastResult={actionData?.result} />
      )}
      <p className="auth-form__links">
        <Link to="/auth/login">{t('Back to sign in')}</Link>
      </p>
    </AuthCard>
  );
}

const emailOnlySchema = formSchema(() =>
  import('../modules/identity/validation.ts').then((module) => module.EmailOnlySchema),
);
const resetPasswordSchema = formSchema(() =>
  import('../modules/identity/validation.ts').then((module) => module.ResetPasswordSchema),
);

function RequestForm({ lastResult }: { lastResult: LastResult }) {
  const t = useT();
  const navigation = useNavigation();
  const [form, fields] = useShopForm(emailOnlySchema, {
    id: 'reset-request',
    lastResult,
  });
  return (
    <Form method="post" className="auth-form" {...getFormProps(form)}>
      <FormField meta={fields.email} label={t('Email')} type="email" autoComplete="email" />
      <Button type="submit" size="lg" block loading={navigation.state === 'submitting'}>
        {t('Send reset link')}
      </Button>
    </Form>
  );
}

function NewPasswordForm({ token, lastResult }: { token: string; lastResult: LastResult }) {
  const t = useT();
  const navigation = useNavigation();
  const [form, fields] = useShopForm(resetPasswordSchema, { id: 'reset-password', lastResult });
  return (
    <Form method="post" className="auth-form" {...getFormProps(form)}>
      <input type="hidden" name="token" value={token} />
      <PasswordField
        meta={fields.password}
        label={t('New password')}
        autoComplete="new-password"
        meter
      />
      <PasswordField
        meta={fields.confirmPassword}
        label={t('Confirm password')}
        autoComplete="new-password"
      />
      <Button type="submit" size="lg" block loading={navigation.state === 'submitting'}>
        {t('Save new password')}
      </Button>
    </Form>
  );
}
