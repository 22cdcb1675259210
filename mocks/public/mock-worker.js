// The mock's service worker (mocks/browser.ts): MSW's, which `msw init` writes beside it, behind one
// listener that lets the dev server's and the build's own files go straight to the network. Through
// MSW, each waited for a round trip to the page's busy main thread (docs/decisions/0021-the-developers-reload.md).
// A screen's .tsx module still goes through MSW: its faults swap it (mocks/faults.ts).
const APP_FILE = /^\/(assets\/|@|node_modules\/|src\/|mocks\/|__vite|bundledDevClient)/;
const FAULTABLE = /\.tsx(\?|$)/;

addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (event.request.method !== 'GET' || url.origin !== location.origin) return;
  if (APP_FILE.test(url.pathname) && !FAULTABLE.test(url.pathname)) event.stopImmediatePropagation();
});

importScripts('./mockServiceWorker.js');
