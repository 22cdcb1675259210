// Which elements are near the screen, for writes that only a player looking at them needs (the price
// cells' ticks, docs/performance.md "Price cells written to the DOM"). One IntersectionObserver for
// every watched element. An element the observer has not reported yet counts as on screen, and so does
// every element where there is no IntersectionObserver (jsdom).
//
// The observer watches an element's closest ancestor marked `data-on-screen` (a runner's row, an
// event's row), or the element itself: the browser computes every observed target's intersection on
// each frame that changed layout, and a market's 200 rows are six times fewer targets than its 1,200
// price cells.

/** How far outside the viewport still counts as on screen: a fast scroll shows painted cells. */
const MARGIN = '50% 0px';

/** The attribute that makes an element the target its descendants are watched by. */
const ON_SCREEN_GROUP = 'data-on-screen';

const offScreen = new WeakSet<Element>();
/** What each target runs when it comes back on screen: one callback per watched element. */
const onShown = new WeakMap<Element, Set<() => void>>();
const targets = new WeakMap<Element, Element>();
let observer: IntersectionObserver | null | undefined;

function sharedObserver(): IntersectionObserver | null {
  if (observer === undefined) {
    observer =
      typeof IntersectionObserver === 'undefined'
        ? null
        : new IntersectionObserver(
            (entries) => {
              for (const entry of entries) {
                if (!entry.isIntersecting) {
                  offScreen.add(entry.target);
                } else if (offScreen.delete(entry.target)) {
                  onShown.get(entry.target)?.forEach((shown) => shown());
                }
              }
            },
            { rootMargin: MARGIN },
          );
  }
  return observer;
}

/** False once the observer has seen the element (or its group) out of view, and its margin. */
export function isOnScreen(element: Element): boolean {
  return !offScreen.has(targets.get(element) ?? element);
}

/** Watches `element`; `shown` runs each time it comes back on screen. Returns the unwatch. */
export function watchOnScreen(element: Element, shown: () => void): () => void {
  const io = sharedObserver();
  if (!io) return () => undefined;
  const target = element.closest(`[${ON_SCREEN_GROUP}]`) ?? element;
  targets.set(element, target);
  let callbacks = onShown.get(target);
  if (!callbacks) {
    callbacks = new Set();
    onShown.set(target, callbacks);
    io.observe(target);
  }
  callbacks.add(shown);
  return () => {
    targets.delete(element);
    callbacks.delete(shown);
    if (callbacks.size > 0) return;
    io.unobserve(target);
    onShown.delete(target);
    offScreen.delete(target);
  };
}
