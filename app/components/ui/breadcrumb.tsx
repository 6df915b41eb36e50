import { Link } from 'react-router';
import { useT } from '../../i18n/i18n-context.tsx';
import { ChevronRightIcon } from './icons.tsx';

export interface BreadcrumbItem {
  label: string;
  /** Omitted for the current page (the last item). */
  to?: string;
  /** 'en': a product or collection name shown in English on a Kannada page. */
  lang?: string;
}

export function Breadcrumb({ items, className }: { items: BreadcrumbItem[]; className?: string }) {
  const t = useT();
  return (
    <nav
      aria-label={t('Breadcrumb')}
      className={className ? `breadcrumb ${className}` : 'breadcrumb'}
    >
      <ol className="breadcrumb__list">
        {items.map((item, index) => {
          const current = index === items.length - 1;
          return (
            <li key={item.to ?? item.label} className="breadcrumb__item">
              {index > 0 ? <ChevronRightIcon size={14} className="breadcrumb__separator" /> : null}
              {current || !item.to ? (
                <span aria-current={current ? 'page' : undefined} lang={item.lang}>
                  {item.label}
                </span>
              ) : (
                <Link to={item.to} lang={item.lang}>
                  {item.label}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
