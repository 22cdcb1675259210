// Unobserved (jsdom) or not yet reported counts as on screen.
// Why: docs/decisions/0003-price-canvas.md
const MARGIN = '25% 0px';

const offScreen = new WeakSet<Element>();
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

export function isOnScreen(element: Element): boolean {
  return !offScreen.has(element);
}

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
