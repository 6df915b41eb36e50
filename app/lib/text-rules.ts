/**
 * An e-mail address as every form takes it: x@y.z, no spaces, and no control characters
 * (a NUL would make PostgreSQL refuse the query). Nor any character that means something
 * in an address header (, ; : < > " ( ) [ ] \): a mailer reads '0,victim@x.in' or
 * 'x<other@y.in>' as other recipients, so one form could mail an inbox it was never
 * counted against (found by a security review). Client-safe.
 */
export const EMAIL_PATTERN =
  /^[^\s@\p{Cc},;:<>"()[\]\\]+@[^\s@\p{Cc},;:<>"()[\]\\]+\.[^\s@\p{Cc},;:<>"()[\]\\]+$/u;

/**
 * Control characters (C0, DEL, C1) are never part of a name, an address or a message, and
 * a NUL would make PostgreSQL refuse the row: a form refuses them with its field's message.
 * Tabs and line breaks are text in a multi-line field. Client-safe.
 */
export function hasControlCharacters(value: string, { multiline = false } = {}): boolean {
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index);
    if (multiline && (code === 9 || code === 10 || code === 13)) continue;
    if (code < 32 || (code >= 127 && code < 160)) return true;
  }
  return false;
}
