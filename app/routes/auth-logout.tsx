import { data, Form, isRouteErrorResponse, redirect } from 'react-router';
import { AuthCard } from '../components/auth-card.tsx';
import { Alert } from '../components/ui/alert.tsx';
import { Button, ButtonLink } from '../components/ui/button.tsx';
import { useT } from '../i18n/i18n-context.tsx';
import { metaTranslator } from '../i18n/page-language.ts';
import { currentAccount } from '../lib/account.server.ts';
import { privatePageMeta } from '../lib/page-title.ts';
import { privatePageHeaders } from '../lib/route-headers.ts';
import { requestInfo } from '../lib/services.server.ts';
import { LOGOUT_MESSAGES } from '../modules/identity/logout-messages.ts';
import { signOut } from '../modules/identity/sign-in.server.ts';
import type { Route } from './+types/auth-logout';

export const headers = privatePageHeaders;

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta(metaTranslator(matches)(LOGOUT_MESSAGES.confirmTitle));
}

/**
 * Signed out already (a bookmark, a second tab): nothing to ask, so home. The page's texts
 * are the header's Logout dialog's ('common', on every page).
 */
export async function loader({ context }: Route.LoaderArgs) {
  if (!(await currentAccount(context))) throw redirect('/');
  return null;
}

/** Ends the session on the server (its cookie is cleared) and goes home. */
export async function action({ context }: Route.ActionArgs) {
  const { session, logger } = requestInfo(context);
  try {
    await signOut(session);
  } catch (error) {
    logger.error({ err: error }, 'logout failed');
    return data({ message: LOGOUT_MESSAGES.failed }, { status: 503 });
  }
  throw redirect('/');
}

/**
 * In the browser: the request itself failing (offline) is told in the spec's words (§ 8)
 * where the question was asked, instead of replacing the page with an error.
 */
export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  try {
    return await serverAction();
  } catch (error) {
    if (error instanceof Response || isRouteErrorResponse(error)) throw error;
    return { message: LOGOUT_MESSAGES.unreachable };
  }
}

/** Without JavaScript the header's Logout opens this page: the same question as the dialog. */
export default function Logout({ actionData }: Route.ComponentProps) {
  const t = useT();
  return (
    <AuthCard title={t(LOGOUT_MESSAGES.confirmTitle)} intro={t(LOGOUT_MESSAGES.confirmText)}>
      {actionData ? <Alert>{t(actionData.message)}</Alert> : null}
      <Form method="post" className="auth-form__actions">
        <Button type="submit" size="lg" block>
          {t('Logout')}
        </Button>
        <ButtonLink to="/" variant="secondary" size="lg" block>
          {t('Cancel')}
        </ButtonLink>
      </Form>
    </AuthCard>
  );
}
