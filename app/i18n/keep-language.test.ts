import { describe, expect, it } from 'vitest';
import { keepLanguage } from './keep-language.ts';

const redirect = (location: string, status = 302) =>
  new Response(null, { status, headers: { Location: location } });

describe('a redirect keeps the page language', () => {
  it('moves a shop path into Kannada', () => {
    expect(keepLanguage(redirect('/cart'), 'kn').headers.get('Location')).toBe('/kn/cart');
    expect(keepLanguage(redirect('/'), 'kn').headers.get('Location')).toBe('/kn');
    expect(keepLanguage(redirect('/placed?order=AB', 303), 'kn').status).toBe(303);
  });

  it('leaves English, absolute URLs, prefixed paths and the API alone', () => {
    expect(keepLanguage(redirect('/cart'), 'en').headers.get('Location')).toBe('/cart');
    expect(keepLanguage(redirect('https://x.example/a'), 'kn').headers.get('Location')).toBe(
      'https://x.example/a',
    );
    expect(keepLanguage(redirect('/kn/cart'), 'kn').headers.get('Location')).toBe('/kn/cart');
    expect(keepLanguage(redirect('/api/v1/x'), 'kn').headers.get('Location')).toBe('/api/v1/x');
    expect(keepLanguage(new Response('ok'), 'kn').status).toBe(200);
  });
});
