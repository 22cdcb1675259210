// UTC+05:30 all year, so an offset is exact.

export const IST_OFFSET_MS = 330 * 60_000;

/** The IST calendar day of an instant, 'YYYY-MM-DD': 20:00 UTC on 1 March is already 2 March. */
export function istDayOf(ms: number): string {
  return new Date(ms + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** Made on first use: a first formatter builds ICU's data. */
let istDateTime: Intl.DateTimeFormat | undefined;

export function istWords(ms: number): string {
  istDateTime ??= new Intl.DateTimeFormat('en-IN', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
    timeZone: 'Asia/Kolkata',
  });
  const parts = Object.fromEntries(istDateTime.formatToParts(new Date(ms)).map((part) => [part.type, part.value]));
  const dayPeriod = (parts.dayPeriod ?? '').toLowerCase();
  return `${parts.weekday}, ${parts.day} ${parts.month} ${parts.year} at ${parts.hour}:${parts.minute} ${dayPeriod} IST`;
}
