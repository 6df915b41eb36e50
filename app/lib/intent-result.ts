/**
 * What every route action answers (client-safe: pages and fetchers read it). One shape
 * for every form: the intent it answers, whether it was done, the message to show, the
 * submission's field messages when they are what refused it, and what the intent hands
 * back to its page. Hydrogen's `CartForm` is the model: an intent is named once, in the
 * action's table (`intent-action.server.ts`), and read back by that name: an action's
 * answer is a union discriminated by `intent`, so `actionData?.intent === X` gives the
 * answer of X with its own `data`. Types only: no page pays for a helper's code (the
 * form pages sit at the JavaScript budget).
 */
import type { LastResult } from './forms.ts';

export type Tone = 'success' | 'danger';

export interface IntentResult<Intent extends string = string, Data = undefined> {
  intent: Intent;
  ok: boolean;
  tone: Tone;
  message: string;
  /**
   * Conform's reply, for the form that was sent: its field messages when the refusal is
   * about its fields, the whole form's (a failed login), or the form sent back as it was
   * or emptied.
   */
  result?: LastResult;
  /**
   * The refusal is about fields: their messages show under them (in `result`). A page
   * shows any other answer above its forms.
   */
  aboutFields?: true;
  /**
   * Which of a page's several forms of one intent was sent (the variant, image or
   * address it edits): the value of the action's `target` field, '' without one.
   */
  target: string;
  /** A refusal's particulars, when there is a list (the bad rows of an import). */
  details?: string[];
  data?: Data;
}
