/**
 * /survey: the Interest Survey's action (the modal posts here with a fetcher) and a plain
 * page with the same form for a browser without JavaScript, where the modal never opens.
 */
import { Form, useNavigation } from 'react-router';
import { SurveyFields } from '../components/survey-fields.tsx';
import { Alert } from '../components/ui/alert.tsx';
import { Breadcrumb } from '../components/ui/breadcrumb.tsx';
import { Button } from '../components/ui/button.tsx';
import { Card } from '../components/ui/card.tsx';
import { useT } from '../i18n/i18n-context.tsx';
import { pageMessages } from '../i18n/page-i18n.server.ts';
import { metaTranslator } from '../i18n/page-language.ts';
import { pageTitle } from '../lib/page-title.ts';
import { privatePageHeaders } from '../lib/route-headers.ts';
import { requestInfo, services } from '../lib/services.server.ts';
import { saveSurveyAnswer } from '../modules/engagement/commands.server.ts';
import { answerEngagementForm } from '../modules/engagement/form-action.server.ts';
import { type FormReply, ENGAGEMENT_MESSAGES as M } from '../modules/engagement/forms.ts';
import { SurveySchema } from '../modules/engagement/validation.ts';
import type { Route } from './+types/survey';

export const headers = privatePageHeaders;

export function loader({ context }: Route.LoaderArgs) {
  return { messages: pageMessages(context, 'content', 'forms') };
}

export function meta({ matches }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  return [
    { title: pageTitle(t('Interest Survey')) },
    {
      name: 'description',
      content: t('Tell us what you are looking for; we will call you back.'),
    },
    { name: 'robots', content: 'noindex' },
  ];
}

export async function action({ request, context }: Route.ActionArgs) {
  return answerEngagementForm(request, requestInfo(context), {
    form: 'survey',
    schema: SurveySchema,
    save: (input) => saveSurveyAnswer(services(context).database.db, input),
    messages: { done: M.surveyDone, failed: M.surveyError, refused: M.surveyRefused },
  });
}

/** A request that never reached the server (offline) is answered here, not by an error page. */
export async function clientAction({ serverAction }: Route.ClientActionArgs): Promise<FormReply> {
  try {
    return await serverAction();
  } catch {
    return { ok: false, message: M.surveyError };
  }
}

export default function Survey({ actionData }: Route.ComponentProps) {
  const t = useT();
  const navigation = useNavigation();
  const reply = actionData;
  return (
    <div className="container content-page">
      <Breadcrumb items={[{ label: t('Home'), to: '/' }, { label: t('Interest Survey') }]} />
      <h1 className="page-title">{t('Interest Survey')}</h1>
      <Card as="section" className="engagement-card" aria-label={t('Survey')}>
        {reply ? <Alert tone={reply.ok ? 'success' : 'danger'}>{t(reply.message)}</Alert> : null}
        {reply?.ok ? null : (
          <Form method="post" className="auth-form">
            <p>
              {t(
                'Tell us what you are looking for, and our team will call you with the best options and offers.',
              )}
            </p>
            <SurveyFields errors={reply?.fields ?? {}} />
            <div>
              <Button type="submit" loading={navigation.state === 'submitting'}>
                {t('Submit')}
              </Button>
            </div>
          </Form>
        )}
      </Card>
    </div>
  );
}
