import { safeParse } from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import { readString, subscribe, type StorageKey } from '@/lib/storage';

export interface StoredValue<T> {
  /** The parsed value; the same object while the stored text is unchanged (useSyncExternalStore). */
  get(): T | null;
  subscribe(listener: () => void): () => void;
}

/** A typed, cached view of one stored JSON key: corrupt or foreign values read as null. */
export function storedJson<T>(key: StorageKey, schema: $ZodType<T>): StoredValue<T> {
  let lastRaw: string | null = null;
  let lastValue: T | null = null;
  return {
    get() {
      const raw = readString(key);
      if (raw === lastRaw) return lastValue;
      lastRaw = raw;
      lastValue = null;
      if (raw !== null) {
        try {
          const parsed = safeParse(schema, JSON.parse(raw));
          lastValue = parsed.success ? parsed.data : null;
        } catch {
          lastValue = null;
        }
      }
      return lastValue;
    },
    subscribe: (listener) => subscribe(key, listener),
  };
}
