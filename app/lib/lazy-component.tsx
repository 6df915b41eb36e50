/**
 * A component whose code the browser fetches only when it first renders (React.lazy;
 * hydration keeps the server's HTML until it has arrived), while the server loads it as
 * it starts and renders it in place. A lazy component the server meets before its code
 * has arrived is streamed to the end of the document instead, hidden until a script moves
 * it: never shown without JavaScript, and stored that way by the page cache. It brings
 * its own Suspense boundary (showing nothing while its code loads), and is memoised: an
 * update of its parent that reached a boundary whose code is still loading would make
 * React drop the server's HTML and render it afresh, so one with the same props stops
 * short of it (pass props that keep their identity: loader data, callbacks).
 *
 * Until its code has come, the part also holds back any transition (a navigation, a
 * fetcher's revalidation): React will not commit a context change around a boundary it
 * has not hydrated. The wait is the time the file takes to arrive after the page's own
 * code; `eager` starts fetching it before hydration.
 *
 * Its output sits in a `<div class="lazy-part">` (`display: contents`, so it changes no
 * layout), which is what lets a failed download pass quietly. If the browser cannot fetch
 * the code (offline, or a deploy removed the old files), the part hydrates as that div
 * with the server's HTML inside, untouched: React neither compares nor rewrites inner
 * HTML given as `dangerouslySetInnerHTML` while it stays the same, so the part stays as
 * it would be without JavaScript (its forms post, its links lead), with no hydration
 * error, and nothing waits for the code. Rendered afresh (a client navigation), it shows
 * `unavailable` if given, else nothing. Two things it must not do instead: render other
 * content where the server's HTML is (a hydration mismatch, which React reports as an
 * error), or stay suspended (every later navigation, a transition, would wait for it).
 */
import { type ComponentType, lazy, memo, Suspense, useState } from 'react';
import { useHydrated } from './use-hydrated.ts';

/** The server's loads of every lazy component's code, started as the modules load. */
const serverLoads: Promise<unknown>[] = [];

/** Resolves once the server has every lazy component's code: await it before serving. */
export async function lazyComponentsLoaded(): Promise<void> {
  await Promise.all(serverLoads);
}

/** The class of the wrapper a lazy part renders in (`display: contents`: it has no box). */
export const LAZY_PART = 'lazy-part';

/** The component's output in the div that marks a lazy part. */
function inPart<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  return function LazyPart(props: P) {
    return (
      <div className={LAZY_PART}>
        <Component {...props} />
      </div>
    );
  };
}

/**
 * The code could not be fetched: the server's HTML, kept while it still shows what the
 * props say (the part's props are data, compared as JSON: a revalidation that brings the
 * same data keeps it; another product or variant does not, and the part goes rather than
 * show another's); after hydration, `unavailable` instead when given.
 */
function withoutCode<P extends object>(Unavailable: ComponentType<P> | undefined) {
  return function UnavailablePart(props: P) {
    const hydrated = useHydrated();
    // First rendered after hydration with a stand-in: there is no server HTML to keep (and
    // its props, elements among them, need not be comparable).
    const [served] = useState(() => (Unavailable && hydrated ? null : JSON.stringify(props)));
    return !(Unavailable && hydrated) && JSON.stringify(props) === served ? (
      // (No suppressHydrationWarning: React compares inner HTML only in development, and
      // there a failed download may well be reported.)
      <div
        key="kept"
        className={LAZY_PART}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: empty; keeps the server's markup.
        dangerouslySetInnerHTML={{ __html: '' }}
      />
    ) : (
      <div key="gone" className={LAZY_PART}>
        {Unavailable ? <Unavailable {...props} /> : null}
      </div>
    );
  };
}

export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  {
    unavailable,
    eager = false,
  }: {
    unavailable?: ComponentType<P>;
    /**
     * Fetch the code as soon as the module that defines the component runs in the browser
     * (before hydration, or as a client navigation loads its route), not when React first
     * renders it: for a part of a page, so that a navigation shows it with the rest.
     */
    eager?: boolean;
  } = {},
) {
  let loaded: ComponentType<P> | undefined;
  const Lazy = lazy(() =>
    load().then(
      (component) => ({ default: inPart(component) }),
      () => ({ default: withoutCode(unavailable) }),
    ),
  );
  if (import.meta.env.SSR) {
    serverLoads.push(
      load().then((component) => {
        loaded = inPart(component);
      }),
    );
  } else if (eager) load().catch(() => undefined);
  return memo(function LazyComponent(props: P) {
    const Component = import.meta.env.SSR && loaded ? loaded : Lazy;
    return (
      <Suspense fallback={null}>
        <Component {...props} />
      </Suspense>
    );
  });
}
