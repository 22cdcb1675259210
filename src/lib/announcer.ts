// WCAG 4.1.3: one polite live region (components/live-announcer.tsx).

import { createStore } from './store';

export interface Announcement {
  readonly id: number;
  readonly text: string;
}

/** Each has its own id, so the same words said twice are heard twice. */
const announcements = createStore<Announcement | null>(null);
let nextId = 1;

export function announce(text: string): void {
  announcements.set({ id: nextId++, text });
}

export function currentAnnouncement(): Announcement | null {
  return announcements.get();
}

export function subscribeAnnouncements(listener: () => void): () => void {
  return announcements.subscribe(listener);
}
