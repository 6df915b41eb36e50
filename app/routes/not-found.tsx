import { data } from 'react-router';
import { ErrorPage } from '../components/error-page.tsx';
import { STORE_INFO } from '../lib/store-info.ts';
import type { Route } from './+types/not-found';

export function loader() {
  throw data(null, { status: 404 });
}

export function meta() {
  return [{ title: `Page not found | ${STORE_INFO.name}` }, { name: 'robots', content: 'noindex' }];
}

export default function NotFound() {
  return null;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
