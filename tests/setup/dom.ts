import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

const inBrowserLikeEnvironment = typeof window !== 'undefined';

// Mantine reads these; jsdom has neither.
if (inBrowserLikeEnvironment && !window.matchMedia) {
  window.matchMedia = (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  });
}
if (inBrowserLikeEnvironment && !('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  Object.assign(window, { ResizeObserver: ResizeObserverStub });
}

afterEach(() => {
  if (!inBrowserLikeEnvironment) return;
  cleanup();
  localStorage.clear();
});
