import type { ReactNode } from 'react';
import { useT } from '../i18n/i18n-context.tsx';
import { Breadcrumb } from './ui/breadcrumb.tsx';

/** The frame of the account pages (login, sign-up, reset, verify): a titled card (texts translated by the page). */
export function AuthCard({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <div className="container auth-page">
      <Breadcrumb items={[{ label: t('Home'), to: '/' }, { label: title }]} />
      <section className="auth-card" aria-labelledby="auth-title">
        <h1 id="auth-title" className="auth-card__title">
          {title}
        </h1>
        {intro ? <p className="auth-card__intro">{intro}</p> : null}
        {children}
      </section>
    </div>
  );
}
