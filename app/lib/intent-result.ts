/**
 * What every route action answers (client-safe: pages and fetchers read it). One shape
 * for every form: the intent it answers, whether it was done, the message to show, the
 * submission's field messages when they are what refused it, and what the intent hands
 * back to its page. Hydrogen's `CartForm` is the model: an intent is named once, in the
 * action's table (`intent-action.server.ts`), and read back by that name.
 */
import type { LastResult } from './forms.ts';

export type Tone = 'success' | 'danger';

export interface IntentResult<Intent extends string = string, Data = undefined> {
  intent: Intent;
  ok: boolean;
  tone: Tone;
  message: string;
  /**
   * Conform's reply, for the form that was sent: there only when the refusal is about
   * its fields (or the whole form, as a failed login is), so a page shows the banner
   * for everything else.
   */
  result?: LastResult;
  /**
   * Which of a page's several forms of one intent was sent (the variant, image or
   * address it edits): the value of the action's `target` field, '' without one.
   */
  target: string;
  /** A refusal's particulars, when there is a list (the bad rows of an import). */
  details?: string[];
  data?: Data;
}

/**
 * The answer to `intent` (and, where a page has several such forms, to the one for
 * `target`), or undefined when the last answer was another form's.
 */
export function resultOf<R extends IntentResult<string, unknown>, I extends R['intent']>(
  answer: R | null | undefined,
  intent: I,
  target?: string,
): Extract<R, { intent: I }> | undefined {
  if (!answer || answer.intent !== intent) return undefined;
  if (target !== undefined && answer.target !== target) return undefined;
  return answer as Extract<R, { intent: I }>;
}

/**
 * The answer a page shows above its forms: any but a refusal about fields, whose messages
 * show under them.
 */
export function bannerOf<R extends IntentResult<string, unknown>>(
  answer: R | null | undefined,
): R | undefined {
  if (!answer) return undefined;
  const aboutFields = Object.entries(answer.result?.error ?? {}).some(
    ([name, messages]) => name !== '' && messages?.length,
  );
  return aboutFields ? undefined : answer;
}
