/**
 * The link in an order's confirmation e-mail that stops its WhatsApp and SMS updates (issue
 * 34): a guest has no account page to untick them in. It names the order (its public id)
 * under the shop's secret with a purpose of its own.
 */
import { addressOfToken, addressToken } from '../../lib/signed-address.server.ts';

const PURPOSE = 'order-updates-off:';

export const stopUpdatesPath = (secret: string, orderPublicId: string) =>
  `/order-updates/stop/${addressToken(secret, PURPOSE, orderPublicId)}`;

/** The order a stop link names, or null when the shop did not sign it. */
export const orderOfStopLink = (secret: string, token: string | undefined) =>
  addressOfToken(secret, PURPOSE, token);
