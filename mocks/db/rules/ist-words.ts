import { IST_WORDS } from '../../../src/lib/ist-day';

// A server's words: English whatever the app's language.
const istDateTime = new Intl.DateTimeFormat('en-IN', IST_WORDS);

export function istWords(ms: number): string {
  const parts = Object.fromEntries(istDateTime.formatToParts(new Date(ms)).map((part) => [part.type, part.value]));
  const dayPeriod = (parts.dayPeriod ?? '').toLowerCase();
  return `${parts.weekday}, ${parts.day} ${parts.month} ${parts.year} at ${parts.hour}:${parts.minute} ${dayPeriod} IST`;
}
