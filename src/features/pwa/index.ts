// The pwa feature's public API (for fast repeat visits): the production service worker's
// registration and updates, and the brand's web app manifest. The worker itself is service-worker.ts,
// built into /sw.js by scripts/service-worker-plugin.ts.
export { registerServiceWorker, takeOver, pageChanged, publishBrandManifest, setBetInFlight, waitingUpdate } from './register';
export { brandManifest, DEFAULT_MANIFEST, type WebAppManifest, type BrandFacts } from './model/brand-manifest';
