import type { ReactNode } from 'react';

/** A refusal or failure above a form or a list (announced to screen readers at once). */
export function Alert({ children }: { children: ReactNode }) {
  return (
    <p className="form-banner form-banner--danger" role="alert">
      {children}
    </p>
  );
}
