/**
 * One-time messages across a redirect ('Your account has been created…' on the login page
 * after sign-up): a short-lived cookie signed with SESSION_SECRET, read once and cleared.
 * It works without JavaScript, where router state would not.
 */
import { createCookie, type RouterContextProvider } from 'react-router';
import { services } from './services.server.ts';

export interface Flash {
  tone: 'success' | 'danger';
  message: string;
}

function flashCookie(context: Readonly<RouterContextProvider>) {
  const { config, publicUrl } = services(context);
  return createCookie('flash', {
    secrets: [config.sessionSecret],
    httpOnly: true,
    sameSite: 'lax',
    secure: publicUrl.startsWith('https:'),
    path: '/',
    maxAge: 60,
  });
}

/** The Set-Cookie header that carries `flash` to the next page. */
export function setFlash(context: Readonly<RouterContextProvider>, flash: Flash): Promise<string> {
  return flashCookie(context).serialize(flash);
}

/** The message waiting for this page, if any, and the header that clears it. */
export async function takeFlash(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<{ flash: Flash | null; clear: HeadersInit }> {
  const cookie = flashCookie(context);
  const value: unknown = await cookie.parse(request.headers.get('Cookie'));
  const flash =
    value && typeof value === 'object' && 'message' in value && 'tone' in value
      ? (value as Flash)
      : null;
  return {
    flash,
    clear: flash ? { 'Set-Cookie': await cookie.serialize('', { maxAge: 0 }) } : {},
  };
}
