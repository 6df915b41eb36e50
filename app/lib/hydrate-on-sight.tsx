/**
 * Hydration of a section when the shopper comes to it (ADR 0026): below the fold, a
 * section's server HTML stays as it is, its links leading and its forms posting, and
 * React hydrates it only when it comes near the viewport or the shopper touches or
 * focuses something in it. A low-end phone then spends its first seconds on what it
 * shows, not on rows of cards nobody has scrolled to.
 *
 * How: the section sits in its own Suspense boundary, and during hydration its gate
 * suspends on a promise (`use`) that one of those events fulfils; React keeps a
 * dehydrated boundary's server HTML while it waits, hydrates the rest, and comes back when
 * pinged. A tap in the section fulfils the promise synchronously at pointerdown (it
 * carries React's `status` field), so React can hydrate the section at once when the
 * click comes: the tap is handled, not lost. A click that comes while React is already
 * hydrating the section (opened as it came into range, the render not yet committed)
 * would reach no handler: it is held, and clicked again once React has committed the
 * section (or after a second, as without JavaScript). Rendered afresh (a client navigation), a
 * section never waits: its id is new, and no server HTML carries it.
 *
 * The section is the gate's child, never its sibling: React 19 renders the siblings of a
 * suspended component ahead of time, which built a waiting row's DOM anew on every load.
 *
 * Every section is let go at the shopper's first click, submit, change or input
 * anywhere: React will not commit a change of context around a boundary it has not
 * hydrated (it holds the transition until it has, and a section updated then would render
 * blank), and a navigation or a fetcher, which change the router's context, start with
 * one of those (a shopper's back button too: it needs a navigation before it to go back
 * to). The page starts none by itself. (Opening a section when React renders its gate a
 * second time, i.e. when a change reaches it, was tried: React renders a waiting gate
 * again on its own, and every section hydrated at once.)
 */
import {
  type ComponentType,
  memo,
  type ReactNode,
  Suspense,
  use,
  useId,
  useLayoutEffect,
} from 'react';
import { LAZY_PART } from './lazy-component.tsx';

const ATTRIBUTE = 'data-on-sight';

type Gate = Promise<void> & { status?: 'pending' | 'fulfilled'; value?: undefined };

/** Each waiting section's gate and what opens it. */
const gates = new Map<string, [Gate, () => void]>();
let observer: IntersectionObserver | undefined;

/** What the shopper last pressed or focused: a section made after it opens at once. */
let reached: Element | null = null;
/** Set at the shopper's first click, submit, change or input: nothing waits after. */
let allOpen = false;
/** The sections React has committed. */
const ready = new Set<string>();
/** A click that came before React had committed its section. */
let held: MouseEvent | null = null;

/** The held click, clicked again (once React has its section, or after a while without). */
const clickAgain = () => {
  const event = held;
  held = null;
  event?.target?.dispatchEvent(new MouseEvent('click', event));
};

const sectionOf = (node: Element | null) => node?.closest?.(`[${ATTRIBUTE}]`);

/** Opens the gate of the section `node` is in, if it has one. */
const openAt = (node: Element | null) =>
  gates.get(sectionOf(node)?.getAttribute(ATTRIBUTE) ?? '')?.[1]();

if (!import.meta.env.SSR) {
  for (const type of ['pointerdown', 'focusin']) {
    document.addEventListener(
      type,
      (event) => {
        reached = event.target as Element;
        openAt(reached);
      },
      true,
    );
  }
  // (A key that acts sends one of these: Enter clicks, submits or changes.)
  for (const type of ['click', 'submit', 'change', 'input']) {
    document.addEventListener(
      type,
      (event) => {
        // A click in a section React is hydrating at this moment reaches no handler (its
        // nodes belong to a render not yet committed): held, and clicked again when the
        // section is committed, or after a second as without JavaScript.
        const id = sectionOf(event.target as Element)?.getAttribute(ATTRIBUTE);
        if (type === 'click' && event.isTrusted && id && !ready.has(id)) {
          event.preventDefault();
          event.stopImmediatePropagation();
          held = event as MouseEvent;
          setTimeout(clickAgain, 1000);
        }
        allOpen = true;
        for (const [, openGate] of gates.values()) openGate();
      },
      true,
    );
  }
}

/**
 * The section's gate, made at its first render: shut while its server HTML waits to be
 * hydrated, open at once when there is none (rendered afresh, after a navigation).
 */
function gate(id: string): Gate {
  const known = gates.get(id);
  if (known) return known[0];
  let resolve!: () => void;
  const waiting: Gate = new Promise<void>((settle) => {
    resolve = settle;
  });
  const openGate = () => {
    // React reads a fulfilled thenable synchronously: a tap's own click can hydrate.
    waiting.status = 'fulfilled';
    resolve();
  };
  gates.set(id, [waiting, openGate]);
  // The section's own box (the wrapper lays out as if not there): none when rendered
  // afresh. A press that came before React first reached the section asks for it too.
  // (React's ids need no escaping: letters, digits and underscores.)
  const section = document.querySelector(`[${ATTRIBUTE}="${id}"]`);
  // A lazy part's wrapper has no box either (a section whose code comes after the page's).
  let box = section?.firstElementChild;
  while (box?.classList.contains(LAZY_PART)) box = box.firstElementChild;
  if (allOpen || !box || sectionOf(reached) === section) openGate();
  else {
    // About one swipe ahead of the viewport.
    observer ??= new IntersectionObserver(
      (entries) => {
        for (const entry of entries) if (entry.isIntersecting) openAt(entry.target);
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(box);
  }
  return waiting;
}

/** Waits, while the page hydrates, until the shopper reaches the section. */
function Gatekeeper({ id, children }: { id: string; children: ReactNode }) {
  if (!import.meta.env.SSR) use(gate(id) as Promise<void>);
  useLayoutEffect(() => {
    ready.add(id);
    if (sectionOf(held?.target as Element)?.getAttribute(ATTRIBUTE) === id) {
      setTimeout(clickAgain);
    }
  }, [id]);
  return children;
}

/**
 * `Component`, hydrated when the shopper comes to it: one element (a section, a card), not
 * fixed on screen, in a `<div class="on-sight">` (`display: contents`: it changes no
 * layout), watched for coming into view. Memoised, so that an update of its parent with
 * the same props stops short of a section still waiting (pass props that keep their
 * identity: loader data, callbacks).
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
