/**
 * A component whose code the browser fetches only when it first renders (React.lazy;
 * hydration keeps the server's HTML until it has arrived), while the server loads it as
 * it starts and renders it in place. A lazy component the server meets before its code
 * has arrived is streamed to the end of the document instead, hidden until a script moves
 * it: never shown without JavaScript, and stored that way by the page cache. Render it
 * inside a Suspense boundary, on both sides.
 *
 * If the browser cannot fetch the code (offline, or a deploy removed the old files), a
 * failed download must not become an error that replaces the whole page: the component
 * stays suspended, so what the server rendered stays in place and works as it does
 * without JavaScript (forms post, links lead), and a part the server does not render
 * (menu, survey) stays away; or `unavailable` renders instead, when given.
 */
import { type ComponentType, lazy } from 'react';

/** The server's loads of every lazy component's code, started as the modules load. */
const serverLoads: Promise<unknown>[] = [];

/** Resolves once the server has every lazy component's code: await it before serving. */
export async function lazyComponentsLoaded(): Promise<void> {
  await Promise.all(serverLoads);
}

export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { unavailable }: { unavailable?: ComponentType<P> } = {},
): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  const remember = (component: ComponentType<P>) => {
    loaded = component;
    return component;
  };
  const Lazy = lazy(() =>
    load().then(
      (component) => ({ default: remember(component) }),
      () => (unavailable ? { default: unavailable } : new Promise<never>(() => {})),
    ),
  );
  if (import.meta.env.SSR) serverLoads.push(load().then(remember));
  return function LazyComponent(props: P) {
    const Component = import.meta.env.SSR && loaded ? loaded : Lazy;
    return <Component {...props} />;
  };
}
