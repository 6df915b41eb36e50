import { Form, redirect, useLocation, useNavigation } from 'react-router';
import { AuthCard } from '../components/auth-card.tsx';
import { FormField, OffersCheckbox } from '../components/forms.tsx';
import { PasswordField } from '../components/password-field.tsx';
import { Alert } from '../components/ui/alert.tsx';
import { Button, ButtonLink } from '../components/ui/button.tsx';
import { useT } from '../i18n/i18n-context.tsx';
import { localeOf, pageMessages, pageTranslator } from '../i18n/page-i18n.server.ts';
import { metaTranslator } from '../i18n/page-language.ts';
import { currentAccount } from '../lib/account.server.ts';
import {
  limitAccountEmail,
  limitAccountRequest,
  throttled,
  tooManyRequests,
} from '../lib/account-limits.server.ts';
import { setFlash } from '../lib/flash.server.ts';
import { formSchema } from '../lib/form-schema.ts';
import { getFormProps, useShopForm } from '../lib/forms.ts';
import { handleForm, refusal } from '../lib/intent-action.server.ts';
import { pageTitle } from '../lib/page-title.ts';
import { privatePageHeaders } from '../lib/route-headers.ts';
import { requestInfo, services } from '../lib/services.server.ts';
import { useHydrated } from '../lib/use-hydrated.ts';
import { commonPasswordError, signUp } from '../modules/identity/accounts.server.ts';
import { ACCOUNT_MESSAGES } from '../modules/identity/messages.ts';
import { meetsPasswordRule } from '../modules/identity/password.ts';
import { SignupSchema } from '../modules/identity/validation.ts';
import type { Route } from './+types/auth-signup';

export const headers = privatePageHeaders;

export function meta({ matches }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  return [
    { title: pageTitle(t('Create account')) },
    {
      name: 'description',
      content: t('Create an account to check out faster and track orders.'),
    },
    { name: 'robots', content: 'noindex' },
  ];
}

export async function loader({ context }: Route.LoaderArgs) {
  if (await currentAccount(context)) throw redirect('/account');
  return { messages: pageMessages(context, 'account', 'forms') };
}

/**
 * Creates the account, or (the e-mail already has one) tells its owner by e-mail: the
 * answer is the same either way, so the form cannot be used to find out who has an account.
 */
export async function action({ request, context, url }: Route.ActionArgs) {
  const limited = await limitAccountRequest(requestInfo(context));
  if (limited) return tooManyRequests(limited);
  return handleForm(request, {
    schema: SignupSchema,
    run: async (input) => {
      const common = commonPasswordError(input.password);
      if (common) return refusal(400, common, { field: 'password' });
      const inbox = await limitAccountEmail(requestInfo(context), input.email);
      if (inbox) return throttled(inbox);
      try {
        // The account takes this page's language: its e-mails are written in it.
        await signUp(services(context).database.db, input, {
          origin: services(context).publicUrl,
          locale: localeOf(context),
        });
      } catch (error) {
        requestInfo(context).logger.error({ err: error }, 'sign-up failed');
        return refusal(503, ACCOUNT_MESSAGES.signupFailed);
      }
      // Shown on the login page, in this page's language.
      const cookie = await setFlash(context, {
        tone: 'success',
        message: pageTranslator(context)(ACCOUNT_MESSAGES.signupDoneTemplate, {
          email: input.email,
        }),
      });
      throw redirect(`/auth/login${url.search}`, { headers: { 'Set-Cookie': cookie } });
    },
  });
}

const signupSchema = formSchema(() =>
  import('../modules/identity/validation.ts').then((module) => module.SignupSchema),
);

export default function Signup({ actionData }: Route.ComponentProps) {
  const t = useT();
  // Where the shopper was going (?redirectTo=, ?account, ?wishlist) survives the detour.
  const { search } = useLocation();
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const banner = actionData?.aboutFields ? undefined : actionData;
  const [form, fields] = useShopForm(signupSchema, {
    id: 'signup',
    lastResult: actionData?.result,
  });
  const value = form.value ?? {};
  // Spec: disabled until every field is filled, the passwords match and the rule passes.
  // Only with JavaScript: without it the server's answer does the same job. Marked so
  // (`aria-disabled`) rather than `disabled`, so that the keyboard still reaches it and
  // hears why; pressed, it shows what each field still needs and sends nothing.
  const ready =
    Boolean(value.firstName && value.lastName && value.email && value.password) &&
    value.password === value.confirmPassword &&
    meetsPasswordRule(String(value.password ?? ''));
  return (
    <AuthCard title={t('Create account')}>
      {banner ? <Alert>{t(banner.message)}</Alert> : null}
      <Form method="post" className="auth-form" {...getFormProps(form)}>
        <div className="auth-form__row">
          <FormField meta={fields.firstName} label={t('First name')} autoComplete="given-name" />
          <FormField meta={fields.lastName} label={t('Last name')} autoComplete="family-name" />
        </div>
        <FormField meta={fields.email} label={t('Email')} type="email" autoComplete="email" />
        <PasswordField
          meta={fields.password}
          label={t('Password')}
          autoComplete="new-password"
          meter
        />
        <PasswordField
          meta={fields.confirmPassword}
          label={t('Confirm password')}
          autoComplete="new-password"
        />
        <OffersCheckbox id="signup-offers" checked={value.offers === 'on'} />
        <div className="auth-form__actions">
          <Button
            type="submit"
            size="lg"
            block
            aria-disabled={(hydrated && !ready) || navigation.state === 'submitting' || undefined}
            aria-describedby={hydrated && !ready ? 'signup-gate' : undefined}
            loading={navigation.state === 'submitting'}
          >
            {t('Create Account')}
          </Button>
          {hydrated && !ready ? (
            <p id="signup-gate" className="auth-form__note">
              {t(
                'Fill in every field, with a password that meets the rule typed twice, to create your account.',
              )}
            </p>
          ) : null}
          <ButtonLink to={`/auth/login${search}`} variant="secondary" size="lg" block>
            {t('Sign in')}
          </ButtonLink>
        </div>
      </Form>
    </AuthCard>
  );
}
