import { data } from 'react-router';
import { pageTitle } from '../lib/page-title.ts';

export function loader() {
  throw data(null, { status: 404 });
}

export function meta() {
  return [{ title: pageTitle('Page not found') }, { name: 'robots', content: 'noindex' }];
}

export default function NotFound() {
  return null;
}
