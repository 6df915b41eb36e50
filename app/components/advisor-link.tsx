import { Link } from 'react-router';
import { useT } from '../i18n/i18n-context.tsx';
import { advisorHref, hasAdvisor } from '../modules/advisor/categories.ts';

/**
 * 'Help me choose': to the category's capacity advisor, on its collection page and its
 * products' pages. Nothing for a category without one.
 */
export function AdvisorLink({ category }: { category: string | null | undefined }) {
  const t = useT();
  if (!hasAdvisor(category)) return null;
  return (
    <Link to={advisorHref(category)} className="advisor-link">
      {t('Help me choose')}
    </Link>
  );
}
