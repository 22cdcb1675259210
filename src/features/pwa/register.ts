// The page's side of the production service worker: registers it once the first screen is
// up, offers a new build when one has installed, lets it take over at a safe moment, and tells it the
// brand's manifest. A build without the worker (dev server, mock build, tests) does none of this.
import { serviceWorkerEnabled } from '@/config/env';
import { createStore } from '@/lib/create-store';
import { BET_LOCK, MANIFEST_PATH, WORKER_PATH, type PageMessage, type WorkerMessage } from './model/precache';
import type { WebAppManifest } from './model/brand-manifest';


/** A new build, installed and waiting for a moment to take over; null while there is none. */
export const waitingUpdate = createStore<ServiceWorkerRegistration | null>(null);

/** A tab left open for hours still learns of a new build. */
const UPDATE_CHECK_MS = 30 * 60_000;

const supported = (): boolean => serviceWorkerEnabled && 'serviceWorker' in navigator;

/** One of this build's scripts (this module's chunk): how the tab tells the worker which build it runs. */
const THIS_BUILDS_FILE = new URL(import.meta.url).pathname;

/** Tells the controlling worker which build this tab runs, so it keeps that build's files while
 * the tab is open, whichever build controls it later. */
function sayRunning(): void {
  navigator.serviceWorker.controller?.postMessage({ type: 'running', file: THIS_BUILDS_FILE } satisfies WorkerMessage);
}

function watch(registration: ServiceWorkerRegistration): void {
  sayRunning();
  navigator.serviceWorker.addEventListener('controllerchange', sayRunning);
  // Waiting with a worker already in control is an update; the first install takes over by itself.
  const offer = (): void => {
    if (registration.waiting && navigator.serviceWorker.controller) waitingUpdate.set(registration);
  };
  offer();
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') offer();
    });
  });
  const check = (): void => void registration.update().catch(() => undefined);
  window.setInterval(check, UPDATE_CHECK_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check();
  });
}

/**
 * Registers the worker after the page has loaded and gone idle: its install downloads the whole
 * build, which must not compete with the first screen's data on a slow line. A refusal (private
 * mode, a browser setting) leaves the app as it is without one.
 */
export function registerServiceWorker(): void {
  if (!supported()) return;
  const register = (): void => {
    const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 1_000));
    idle(() => {
      navigator.serviceWorker.register(WORKER_PATH, { scope: '/', updateViaCache: 'none' }).then(watch, () => undefined);
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

/** This tab has a bet in flight (a selection in its slip or a write on its way), as the app last said. */
let betInFlightHere = false;
/** The new build took over while this tab had a bet in flight: the tab reloads into it later. */
let reloadWaiting = false;
let takingOver = false;

/** The one rule for when this tab may reload into a new build, whether it asks for the take-over or
 * the take-over comes: never with a bet in flight, which a reload would lose with its slip. */
const mayReload = (): boolean => !betInFlightHere;

/** The new build has taken over: the page reloads into it now, or at the next page change it may. */
function reloadWhenFree(): void {
  if (mayReload()) window.location.reload();
  else reloadWaiting = true;
}

/**
 * The waiting build takes over and the page reloads into it, at the address it is at, unless
 * another tab has a bet in flight: the worker then refuses (and says so), and the next page change
 * asks again. Chromium may hold the activation: in Playwright-driven Chromium it stayed held in 15
 * of 19 runs, for 90 s in the one that waited that long, and the cause was not found. The page then
 * stays as it is, and the new build opens on the next visit, when no tab holds the old one. A bet
 * begun in this tab meanwhile holds the reload until a page change with none in flight.
 */
export function takeOver(registration: ServiceWorkerRegistration): void {
  const waiting = registration.waiting;
  if (takingOver || !waiting || !mayReload()) return;
  takingOver = true;
  const container = navigator.serviceWorker;
  const taken = (): void => {
    container.removeEventListener('message', refused);
    reloadWhenFree();
  };
  const refused = (event: MessageEvent): void => {
    if ((event.data as PageMessage | null)?.type !== 'take-over-refused') return;
    container.removeEventListener('message', refused);
    container.removeEventListener('controllerchange', taken);
    takingOver = false;
  };
  container.addEventListener('message', refused);
  container.addEventListener('controllerchange', taken, { once: true });
  waiting.postMessage({ type: 'take-over' } satisfies WorkerMessage);
}

/**
 * The player changed page. With no bet in flight here, the tab reloads into a build that took over
 * meanwhile, or asks the waiting one (waitingUpdate) to take over; otherwise a later page change will.
 */
export function pageChanged(): void {
  if (!mayReload()) return;
  if (reloadWaiting) {
    reloadWaiting = false;
    window.location.reload();
    return;
  }
  const update = waitingUpdate.get();
  if (update) takeOver(update);
}

let releaseBetLock: (() => void) | undefined;

/**
 * Whether this tab has a bet in flight (a selection in its slip or a write on its way): the app says
 * so at every change. Meanwhile the tab holds a shared Web Lock that every tab's worker can see: a
 * waiting build takes over only when no tab holds it. The lock goes with the tab if it closes or crashes.
 */
export function setBetInFlight(busy: boolean): void {
  betInFlightHere = busy;
  if (!supported() || !('locks' in navigator)) return;
  if (busy === (releaseBetLock !== undefined)) return;
  if (!busy) {
    releaseBetLock?.();
    releaseBetLock = undefined;
    return;
  }
  const held = new Promise<void>((release) => {
    releaseBetLock = release;
  });
  void navigator.locks.request(BET_LOCK, { mode: 'shared' }, () => held).catch(() => undefined);
}

/** A short fingerprint of the manifest: the link's address changes with it, so the browser reads it again. */
function fingerprint(text: string): string {
  let hash = 0;
  for (let index = 0; index < text.length; index++) hash = (Math.imul(hash, 31) + text.charCodeAt(index)) | 0;
  return (hash >>> 0).toString(36);
}

/** The worker answers the manifest with the brand's from now on; the page's link points at it anew. */
export function publishBrandManifest(manifest: WebAppManifest): void {
  if (!supported()) return;
  void navigator.serviceWorker.ready.then((registration) => {
    registration.active?.postMessage({ type: 'brand-manifest', manifest } satisfies WorkerMessage);
    const link = document.head.querySelector<HTMLLinkElement>('link[rel="manifest"]');
    link?.setAttribute('href', `${MANIFEST_PATH}?brand=${fingerprint(JSON.stringify(manifest))}`);
  });
}
