import type { ReactNode } from 'react';

/** A back-office screen: its title, optional actions beside it, and its content. */
export function AdminPage({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="admin-page">
      <header className="admin-page__header split-row">
        <h1 className="admin-page__title">{title}</h1>
        {actions ? <div className="admin-page__actions">{actions}</div> : null}
      </header>
      {children}
    </div>
  );
}
