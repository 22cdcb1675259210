// Which elements are near the screen, for writes that only a player looking at them needs (the price
// cells' ticks, docs/performance.md "Price cells written to the DOM"). One IntersectionObserver for
// every watched element. An element the observer has not reported yet counts as on screen, and so does
// every element where there is no IntersectionObserver (jsdom).
//
// Several callers may watch one element: the price cells watch their row (the closest element marked
// `data-on-screen`, src/lib/use-price-store.ts), since the browser computes every observed target's
// intersection on each frame that changed layout, and a market's 200 rows are six times fewer targets
// than its 1,200 cells.

/** How far outside the viewport still counts as on screen: a quarter of a screen above and below. A
 * row is written the frame after it comes that near, so a cell shows its newest price when it scrolls
 * in unless the page moved over a quarter of a screen in those two frames (about 5,000 px a second on a
 * phone). Half a screen wrote about a third more rows a frame (docs/performance.md "Only the cells a
 * player can see are written"). */
const MARGIN = '25% 0px';

const offScreen = new WeakSet<Element>();
/** What each watched element runs when it comes back on screen, one entry per watch. */
const onShown = new WeakMap<Element, Set<() => void>>();
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

/** False once the observer has seen the element out of view (and its margin). */
export function isOnScreen(element: Element): boolean {
  return !offScreen.has(element);
}

/** Watches `element`; `shown` runs each time it comes back on screen. Returns the unwatch (the
 * element stays watched while another watch of it is left). */
export function watchOnScreen(element: Element, shown: () => void): () => void {
  const io = sharedObserver();
  if (!io) return () => undefined;
  let watches = onShown.get(element);
  if (!watches) {
    onShown.set(element, (watches = new Set()));
    io.observe(element);
  }
  watches.add(shown);
  return () => {
    watches.delete(shown);
    if (watches.size > 0) return;
    io.unobserve(element);
    onShown.delete(element);
    offScreen.delete(element);
  };
}
