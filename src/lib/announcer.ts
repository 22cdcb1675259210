// Status messages for screen readers (WCAG 4.1.3): odds changes, suspensions, bet results. One polite
// live region for the whole app (src/components/live-announcer.tsx renders it); features call announce().

type Listener = () => void;

export interface Announcement {
  readonly id: number;
  readonly text: string;
}

let current: Announcement | null = null;
let nextId = 1;
const listeners = new Set<Listener>();

export function announce(text: string): void {
  current = { id: nextId++, text };
  listeners.forEach((listener) => listener());
}

export function currentAnnouncement(): Announcement | null {
  return current;
}

export function subscribeAnnouncements(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
