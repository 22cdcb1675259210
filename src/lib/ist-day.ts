// UTC+05:30 all year. No words: the mock shares this file.

export const IST_OFFSET_MS = 330 * 60_000;

/** 20:00 UTC on 1 March is already 2 March. */
export function istDayOf(ms: number): string {
  return new Date(ms + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** The app's and the mock's words for an instant. */
export const IST_WORDS: Intl.DateTimeFormatOptions = {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
  timeZone: 'Asia/Kolkata',
};
