import { appConfig } from '@/config/env';
import { readString, storageKeys } from '@/lib/storage';
import { hubUrlFor } from './model/hub-settings';
import { RealtimeClient } from './realtime-client';

let instance: RealtimeClient | undefined;

/** The app's one hub connection, created on first use; it connects once the backend is ready (the mock
 * build's mock may still be starting: src/api/backend-ready.ts). */
export function realtimeClient(): RealtimeClient {
  instance ??= new RealtimeClient({
    url: hubUrlFor(window.location, appConfig().hubUrl),
    accessToken: () => readString(storageKeys.accessToken),
    currentPage: () => window.location.href,
    origin: window.location.origin,
    userAgent: navigator.userAgent,
  });
  return instance;
}
