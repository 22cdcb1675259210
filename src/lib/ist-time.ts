// The player's time zone for this market: India Standard Time, UTC+05:30 all year (no daylight
// saving), so an offset is exact. Player protection counts its periods and names its dates in it.

export const IST_OFFSET_MS = 330 * 60_000;

/** The IST calendar day of an instant, 'YYYY-MM-DD': 20:00 UTC on 1 March is already 2 March. */
export function istDayOf(ms: number): string {
  return new Date(ms + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** Made on first use, not as the module loads: a first formatter of a locale and time zone builds
 * ICU's data for them, ~25 ms of a desktop CPU and four times that on a slow phone, and the module
 * comes with the market screen (through the slip's figures), which a visitor's page loads though it
 * shows no such date (docs/performance.md "What a visitor's first visit no longer loads"). */
let istDateTime: Intl.DateTimeFormat | undefined;

/** "Friday, 27 November 2026 at 4:24 pm IST": an instant in the player's words and time zone. */
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
