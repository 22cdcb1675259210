export { registerServiceWorker, takeOver, pageChanged, publishBrandManifest, setBetInFlight, waitingUpdate } from './register';
export { brandManifest, DEFAULT_MANIFEST, type WebAppManifest, type BrandFacts } from './model/brand-manifest';
