import { data } from 'react-router';
import { metaTranslator } from '../i18n/page-language.ts';
import { privatePageMeta } from '../lib/page-title.ts';
import type { Route } from './+types/not-found';

export function loader() {
  throw data(null, { status: 404 });
}

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta(metaTranslator(matches)('Page not found'));
}

export default function NotFound() {
  return null;
}
