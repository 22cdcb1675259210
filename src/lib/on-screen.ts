// Which elements are near the screen, for writes that only a player looking at them needs (the price
// cells' ticks, docs/performance.md "Price cells written to the DOM"). One IntersectionObserver for
// every watched element. An element the observer has not reported yet counts as on screen, and so does
// every element where there is no IntersectionObserver (jsdom).

/** How far outside the viewport still counts as on screen: a fast scroll shows painted cells. */
const MARGIN = '50% 0px';

const offScreen = new WeakSet<Element>();
const onShown = new WeakMap<Element, () => void>();
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
                  onShown.get(entry.target)?.();
                }
              }
            },
            { rootMargin: MARGIN },
          );
  }
  return observer;
}

/** False once the observer has seen the element out of view (and its margin). */
export function isOnScreen(element: Element): boolean {
  return !offScreen.has(element);
}

/** Watches `element`; `shown` runs each time it comes back on screen. Returns the unwatch. */
export function watchOnScreen(element: Element, shown: () => void): () => void {
  const io = sharedObserver();
  if (!io) return () => undefined;
  onShown.set(element, shown);
  io.observe(element);
  return () => {
    io.unobserve(element);
    onShown.delete(element);
    offScreen.delete(element);
  };
}
