/**
 * What a cart or wishlist route action works with: the database and the shopper, whose
 * session is created only by the change itself once it has something to keep (a refused
 * form, read first by `handleIntents`, creates nothing).
 */
import type { RouterContextProvider } from 'react-router';
import { shopperOf } from '../modules/shopper/owner.server.ts';
import { requestInfo, services } from './services.server.ts';

export function shopperWrite(context: Readonly<RouterContextProvider>) {
  return {
    db: services(context).database.db,
    shopper: shopperOf(requestInfo(context).session),
  };
}
