/**
 * The link that lets a shopper book, move or cancel an order's installation visit without
 * an account (issue 35): in the Delivered e-mail of an order whose visit is booked after
 * delivery, and in the reminder the day before. It names the order (its public id) under
 * the shop's secret with a purpose of its own.
 */
import { addressOfToken, addressToken } from '../../lib/signed-address.server.ts';

const PURPOSE = 'installation-visit:';

export const visitLinkPath = (secret: string, orderPublicId: string) =>
  `/installation/visit/${addressToken(secret, PURPOSE, orderPublicId)}`;

/** The order a visit link names, or null when the shop did not sign it. */
export const orderOfVisitLink = (secret: string, token: string | undefined) =>
  addressOfToken(secret, PURPOSE, token);
