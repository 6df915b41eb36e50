/**
 * A message with a database text inside ('Shop By {name}', 'Play video: {title}'). Where
 * the text fell back to English on a Kannada page (app/i18n/content.ts) it sits in its own
 * element with lang="en" inside the Kannada sentence; otherwise the message is the one
 * string t() writes, as before.
 */
import type { ReactNode } from 'react';
import type { FallbackLang } from './content.ts';
import type { MessageValues, Translate } from './translate.ts';

/** Stands in for the text while the message is formatted (an invisible separator). */
const SLOT = '\u2063';

export function withText(
  t: Translate,
  id: string,
  key: string,
  text: { value: string; lang?: FallbackLang },
  values: MessageValues = {},
): ReactNode {
  if (!text.lang) return t(id, { ...values, [key]: text.value });
  const [before = '', after = ''] = t(id, { ...values, [key]: SLOT }).split(SLOT);
  return (
    <>
      {before}
      <span lang={text.lang}>{text.value}</span>
      {after}
    </>
  );
}
