/** Loader/action helpers to reach the process services from the router context. */
import type { RouterContextProvider } from 'react-router';
import { type AppServices, type RequestInfo, requestContext, servicesContext } from '../context.ts';

export function services(context: Readonly<RouterContextProvider>): AppServices {
  return context.get(servicesContext);
}

export function requestInfo(context: Readonly<RouterContextProvider>): RequestInfo {
  return context.get(requestContext);
}
