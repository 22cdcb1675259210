import { afterEach, describe, expect, it, vi } from 'vitest';
import { takeOver } from '@/features/pwa';

// The page's side of a take-over: when the worker refuses (another tab has a bet in flight), the tab
// may ask again at its next page change instead of waiting for a reload that will not come.

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('asking the waiting build to take over', () => {
  it('asks again after the worker refused because another tab is mid-bet', () => {
    const container = new EventTarget();
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { serviceWorker: container }));
    const waiting = { postMessage: vi.fn() };
    const registration = { waiting } as unknown as ServiceWorkerRegistration;

    takeOver(registration);
    takeOver(registration); // a second page change while the first request is pending: asked once
    expect(waiting.postMessage).toHaveBeenCalledTimes(1);
    expect(waiting.postMessage).toHaveBeenLastCalledWith({ type: 'take-over' });

    container.dispatchEvent(new MessageEvent('message', { data: { type: 'take-over-refused' } }));
    takeOver(registration);
    expect(waiting.postMessage).toHaveBeenCalledTimes(2);
  });
});
