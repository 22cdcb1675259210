// Service worker registration and the brand's manifest (docs/service-worker.md).
export { registerServiceWorker, takeOver, pageChanged, publishBrandManifest, setBetInFlight, waitingUpdate } from './register';
export { brandManifest, DEFAULT_MANIFEST, type WebAppManifest, type BrandFacts } from './model/brand-manifest';
