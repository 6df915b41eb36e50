/**
 * A refusal the shopper can act on ('out of stock', 'not in your cart'): its message is
 * shown as is, and its status is what a route action or the JSON API answers with.
 * Anything else thrown is a fault and becomes a 500 with a generic text.
 */
export type DomainErrorCode = 'not_found' | 'out_of_stock' | 'insufficient_stock' | 'conflict';

const STATUS: Record<DomainErrorCode, 404 | 409> = {
  not_found: 404,
  out_of_stock: 409,
  insufficient_stock: 409,
  conflict: 409,
};

export class DomainError extends Error {
  override name = 'DomainError';
  readonly code: DomainErrorCode;
  constructor(code: DomainErrorCode, message: string) {
    super(message);
    this.code = code;
  }
  get status(): 404 | 409 {
    return STATUS[this.code];
  }
}
