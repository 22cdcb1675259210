import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRouteIndicator, ROUTE_INDICATOR_LINGER_MS } from '@/app/route-indicator';

// docs/product.md §2: a loading indicator on every route change (not to or from the match list, not to the
// account menu), removed 1 s after the navigation completes.
describe('route-change indicator', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows while the next screen loads and goes 1 s after it is on the page', () => {
    const indicator = createRouteIndicator('/inplay');
    const seen = vi.fn();
    indicator.subscribe(seen);
    indicator.started('/casino');
    expect(indicator.isVisible()).toBe(true);
    vi.advanceTimersByTime(5 * ROUTE_INDICATOR_LINGER_MS); // a slow chunk: still loading
    expect(indicator.isVisible()).toBe(true);
    indicator.completed('/casino');
    vi.advanceTimersByTime(ROUTE_INDICATOR_LINGER_MS - 1);
    expect(indicator.isVisible()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(indicator.isVisible()).toBe(false);
    expect(seen).toHaveBeenCalledTimes(2);
  });

  it('is not shown for changes to or from the match list, or to the account menu', () => {
    const indicator = createRouteIndicator('/inplay');
    indicator.started('/matchlist/4');
    indicator.completed('/matchlist/4');
    expect(indicator.isVisible()).toBe(false);
    indicator.started('/inplay');
    indicator.completed('/inplay');
    expect(indicator.isVisible()).toBe(false);
    indicator.started('/account-menu');
    indicator.completed('/account-menu');
    expect(indicator.isVisible()).toBe(false);
  });

  it('shows when a screen was already loaded (navigation completes at once), and a search change is no route change', () => {
    const indicator = createRouteIndicator('/inplay');
    indicator.completed('/casino');
    expect(indicator.isVisible()).toBe(true);
    vi.advanceTimersByTime(ROUTE_INDICATOR_LINGER_MS);
    expect(indicator.isVisible()).toBe(false);
    indicator.started('/casino');
    indicator.completed('/casino');
    expect(indicator.isVisible()).toBe(false);
  });
});
