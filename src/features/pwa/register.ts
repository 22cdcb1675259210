// The page's side of the service worker (docs/service-worker.md).
import { serviceWorkerEnabled } from '@/config/env';
import { createStore } from '@/lib/store';
import { BET_LOCK, MANIFEST_PATH, WORKER_PATH, type PageMessage, type WorkerMessage } from './model/precache';
import type { WebAppManifest } from './model/brand-manifest';

export const waitingUpdate = createStore<ServiceWorkerRegistration | null>(null);

/** A tab left open for hours still learns of a new build. */
const UPDATE_CHECK_MS = 30 * 60_000;

const supported = (): boolean => serviceWorkerEnabled && 'serviceWorker' in navigator;

const THIS_BUILDS_FILE = new URL(import.meta.url).pathname;

function sayRunning(): void {
  navigator.serviceWorker.controller?.postMessage({ type: 'running', file: THIS_BUILDS_FILE } satisfies WorkerMessage);
}

function watch(registration: ServiceWorkerRegistration): void {
  sayRunning();
  navigator.serviceWorker.addEventListener('controllerchange', sayRunning);
  // With a worker in control, a waiting one is an update.
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

/** Installing the whole build must not delay the first data. */
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

let betInFlightHere = false;
let reloadWaiting = false;
let takingOver = false;

/** Never with a bet in flight, which a reload would lose. */
const mayReload = (): boolean => !betInFlightHere;

function reloadWhenFree(): void {
  if (mayReload()) window.location.reload();
  else reloadWaiting = true;
}

/** docs/service-worker.md "Updates". */
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

/** Every tab's worker sees it; it goes with a closed tab. */
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

/** A new address makes the browser read it again. */
function fingerprint(text: string): string {
  let hash = 0;
  for (let index = 0; index < text.length; index++) hash = (Math.imul(hash, 31) + text.charCodeAt(index)) | 0;
  return (hash >>> 0).toString(36);
}

export function publishBrandManifest(manifest: WebAppManifest): void {
  if (!supported()) return;
  void navigator.serviceWorker.ready.then((registration) => {
    registration.active?.postMessage({ type: 'brand-manifest', manifest } satisfies WorkerMessage);
    const link = document.head.querySelector<HTMLLinkElement>('link[rel="manifest"]');
    link?.setAttribute('href', `${MANIFEST_PATH}?brand=${fingerprint(JSON.stringify(manifest))}`);
  });
}
