import { data } from 'react-router';
import { privatePageMeta } from '../lib/page-title.ts';

export function loader() {
  throw data(null, { status: 404 });
}

export const meta = () => privatePageMeta('Page not found');

export default function NotFound() {
  return null;
}
