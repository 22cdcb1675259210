import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';
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

// jsdom draws nothing: its canvas has no 2D context (and says 'not implemented' on every ask). The app
// then shows the price buttons' own words, as in a browser that refuses a context (src/lib/price-text.ts).
if (inBrowserLikeEnvironment) {
  HTMLCanvasElement.prototype.getContext = (() => null) as typeof HTMLCanvasElement.prototype.getContext;
}

// Uploads: Node's fetch sends the request and the mock backend parses it, and neither can read jsdom's
// Blob, File or FormData (a file went out empty under a Content-Length that counted its bytes; the
// multipart parser asserts on a File that is not its own). A browser has one kind of each: the tests get
// Node's, with the native Request (Vitest's wrapper converts jsdom's kinds only) and a FileReader that
// reads them (user-event's clipboard uses one).
if (inBrowserLikeEnvironment) {
  const nodeForm = await new Response('', { headers: { 'Content-Type': 'application/x-www-form-urlencoded' } }).formData();
  class NodeFileReader extends EventTarget {
    result: string | null = null;
    onload: ((event: Event) => void) | null = null;
    readAsText(blob: Blob): void {
      void blob.text().then((text) => {
        this.result = text;
        const event = new Event('load');
        this.onload?.(event);
        this.dispatchEvent(event);
      });
    }
  }
  // Vitest's wrapper extends the native Request; without a wrapper, the Request there is the native one.
  const wrapped: unknown = Object.getPrototypeOf(globalThis.Request);
  const NativeRequest = wrapped === Function.prototype ? globalThis.Request : (wrapped as typeof Request);
  Object.assign(globalThis, {
    Blob: NodeBlob,
    File: NodeFile,
    FormData: nodeForm.constructor,
    FileReader: NodeFileReader,
    Request: NativeRequest,
  });
}

afterEach(() => {
  if (!inBrowserLikeEnvironment) return;
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
