import { Link, useLocation } from 'react-router';

/** Previous/next links that keep the list's search and filters (crawl-free: noindex pages). */
export function Pagination({
  page,
  pageCount,
  total,
}: {
  page: number;
  pageCount: number;
  total: number;
}) {
  const { pathname, search } = useLocation();
  if (pageCount <= 1) return <p className="admin-pagination__summary">{total} in all</p>;
  const href = (to: number) => {
    const params = new URLSearchParams(search);
    params.set('page', String(to));
    return `${pathname}?${params}`;
  };
  return (
    <nav className="admin-pagination" aria-label="Pages">
      {page > 1 ? (
        <Link to={href(page - 1)} rel="prev">
          Previous
        </Link>
      ) : null}
      <span className="admin-pagination__summary">
        Page {page} of {pageCount} ({total} in all)
      </span>
      {page < pageCount ? (
        <Link to={href(page + 1)} rel="next">
          Next
        </Link>
      ) : null}
    </nav>
  );
}
