/**
 * Hydration of a section when the shopper comes to it (ADR 0026): below the fold, a
 * section's server HTML stays as it is, its links leading and its forms posting, and
 * React hydrates it only when it comes near the viewport, when the shopper touches or
 * focuses something in it, or when anything on the page changes (a navigation or a
 * fetcher starts: see `hydrationInstrumentation`). A low-end phone then spends its first
 * seconds on what it shows, not on rows of cards nobody has scrolled to.
 *
 * How: the section sits in its own Suspense boundary, and during hydration it suspends on a
 * promise (`use`) that one of those events fulfils; React keeps a dehydrated boundary's
 * server HTML while it waits, hydrates the rest, and comes back when pinged. A tap that
 * lands in the section fulfils its promise synchronously (the promise carries React's
 * `status` field), before React's own listener asks to hydrate the boundary at once, so the
 * tap is handled, not lost. Rendered afresh (a client navigation) it never waits.
 *
 * Why everything is let go when a navigation or fetch starts: React will not commit a
 * change of context around a boundary it has not hydrated (it would hold the transition
 * until it has), so no change may meet a boundary still waiting for its shopper.
 */
import { type ComponentType, memo, type ReactNode, Suspense, use, useId } from 'react';

/** How near the viewport (px) a section starts hydrating: about one swipe ahead. */
const NEAR = '400px';

/** The events by which a shopper reaches into a section before it has been seen. */
const REACHING = ['pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

type Gate = Promise<void> & { status?: 'pending' | 'fulfilled'; value?: undefined };

const gates = new Map<string, { promise: Gate; release(): void }>();
/** Set once everything was let go: later sections do not wait. */
let released = false;
let observer: IntersectionObserver | null = null;

const ATTRIBUTE = 'data-hydrate-on-sight';

const sectionSelector = (id: string) => `[${ATTRIBUTE}="${CSS.escape(id)}"]`;

function onReach(event: Event) {
  const target = event.target instanceof Element ? event.target : null;
  const section = target?.closest(`[${ATTRIBUTE}]`);
  const id = section?.getAttribute(ATTRIBUTE);
  if (id) gates.get(id)?.release();
}

function watch(id: string, release: () => void) {
  const section = document.querySelector(sectionSelector(id));
  const boxes = section ? boxesOf(section) : [];
  if (boxes.length === 0 || typeof IntersectionObserver === 'undefined') {
    release();
    return;
  }
  if (!observer) {
    observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          const near = entry.target.closest(`[${ATTRIBUTE}]`)?.getAttribute(ATTRIBUTE);
          if (near) gates.get(near)?.release();
        }
      },
      { rootMargin: `${NEAR} 0px` },
    );
    for (const type of REACHING) document.addEventListener(type, onReach, { capture: true });
  }
  for (const box of boxes) observer.observe(box);
}

/**
 * The elements of a section that take up room on the page: through wrappers that lay out
 * as if not there (a lazy part's), and not fixed ones (a floating button is always in view
 * and needs no hydration to be seen).
 */
function boxesOf(section: Element): Element[] {
  return [...section.children].flatMap((child) => {
    const { display, position } = getComputedStyle(child);
    if (display === 'contents') return boxesOf(child);
    return position === 'fixed' ? [] : [child];
  });
}

function gate(id: string): Gate | null {
  if (released) return null;
  const known = gates.get(id);
  if (known) return known.promise;
  let resolve!: () => void;
  const promise: Gate = new Promise<void>((settle) => {
    resolve = settle;
  });
  const release = () => {
    if (promise.status === 'fulfilled') return;
    // React reads a fulfilled thenable synchronously: a tap's own event can hydrate.
    promise.status = 'fulfilled';
    promise.value = undefined;
    const section = document.querySelector(sectionSelector(id));
    for (const box of section ? boxesOf(section) : []) observer?.unobserve(box);
    resolve();
  };
  gates.set(id, { promise, release });
  watch(id, release);
  return promise;
}

/** Lets every waiting section hydrate, and any section rendered later not wait. */
export function releaseAllSections(): void {
  released = true;
  for (const { release } of gates.values()) release();
}

/**
 * For `<HydratedRouter instrumentations>`: a navigation or a fetcher lets every section
 * hydrate as it starts, before its data can reach a boundary still waiting.
 */
export const hydrationInstrumentation = {
  router(router: {
    instrument(hooks: {
      navigate(call: () => Promise<unknown>): Promise<void>;
      fetch(call: () => Promise<unknown>): Promise<void>;
    }): void;
  }) {
    router.instrument({
      async navigate(call) {
        releaseAllSections();
        await call();
      },
      async fetch(call) {
        releaseAllSections();
        await call();
      },
    });
  },
};

/**
 * Waits, while the page hydrates, for the shopper to reach the section: only where the
 * server's HTML of this very section is in the page (rendered afresh, its id is new).
 */
function Gatekeeper({ id, children }: { id: string; children: ReactNode }) {
  const waitFor =
    typeof document !== 'undefined' && document.querySelector(sectionSelector(id))
      ? gate(id)
      : null;
  if (waitFor) use(waitFor as Promise<void>);
  return children;
}

/**
 * `Component`, hydrated when the shopper comes to it. Its output sits in a
 * `<div data-hydrate-on-sight>` (`display: contents`, so it changes no layout); memoised,
 * so that an update of its parent with the same props stops short of a section still
 * waiting (pass props that keep their identity: loader data, callbacks).
 */
export function hydrateOnSight<P extends object>(Component: ComponentType<P>) {
  return memo(function SectionOnSight(props: P) {
    const id = useId();
    return (
      <Suspense fallback={null}>
        <div className="on-sight" {...{ [ATTRIBUTE]: id }}>
          <Gatekeeper id={id}>
            <Component {...props} />
          </Gatekeeper>
        </div>
      </Suspense>
    );
  });
}
