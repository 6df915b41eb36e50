import { useId } from 'react';
import { ButtonLink } from './ui/button.tsx';

/** What a page shows instead of an empty list: the message and one way on. */
export function EmptyState({
  title,
  action,
}: {
  title: string;
  action: { to: string; label: string };
}) {
  const id = useId();
  return (
    <section className="empty-state" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ButtonLink to={action.to}>{action.label}</ButtonLink>
    </section>
  );
}
