import type { ReactNode } from 'react';

/**
 * A message above a form or a list: a refusal or failure ('danger', announced at once) or
 * a confirmation ('success', announced politely).
 */
export function Alert({
  children,
  tone = 'danger',
}: {
  children: ReactNode;
  tone?: 'danger' | 'success';
}) {
  return (
    <div
      className={`form-banner form-banner--${tone}`}
      role={tone === 'danger' ? 'alert' : 'status'}
    >
      {children}
    </div>
  );
}
