import { english } from '../i18n/english.ts';

/**
 * A refusal the shopper can act on ('out of stock', 'not in your cart'): its message is
 * shown as is, and its status is what a route action or the JSON API answers with.
 * A refusal about one form field ('we do not deliver to this pincode') names the field,
 * so the message goes under it. Anything else thrown is a fault and becomes a 500 with a
 * generic text.
 */
export type DomainErrorCode =
  | 'not_found'
  | 'out_of_stock'
  | 'insufficient_stock'
  | 'conflict'
  /** Not this shopper's to do (a review of a product they have not received). */
  | 'forbidden'
  | 'invalid'
  /** A form's value the domain refuses (a name another product has, stock that moved). */
  | 'rejected';

type DomainErrorStatus = 400 | 403 | 404 | 409 | 422;

const STATUS: Record<DomainErrorCode, DomainErrorStatus> = {
  not_found: 404,
  out_of_stock: 409,
  insufficient_stock: 409,
  conflict: 409,
  forbidden: 403,
  invalid: 422,
  rejected: 400,
};

export class DomainError extends Error {
  override name = 'DomainError';
  readonly code: DomainErrorCode;
  /** The form field the refusal is about, if any. */
  readonly field: string | undefined;
  /** What in particular is wrong, when there is a list (the bad rows of an import). */
  readonly details: string[] | undefined;
  /**
   * The message as written, before its values were filled in ('Only {count} left in
   * stock.'): a page translates this with `values`; `message` is the English text (the API's).
   */
  readonly template: string;
  readonly values: Record<string, string | number> | undefined;
  constructor(
    code: DomainErrorCode,
    message: string,
    options: { field?: string; details?: string[]; values?: Record<string, string | number> } = {},
  ) {
    super(english(message, options.values));
    this.template = message;
    this.values = options.values;
    this.code = code;
    this.field = options.field;
    this.details = options.details;
  }
  get status(): DomainErrorStatus {
    return STATUS[this.code];
  }
}
