// UTC+05:30 all year, so an offset is exact. No words here: the mock backend shares this file.

export const IST_OFFSET_MS = 330 * 60_000;

/** The IST calendar day of an instant, 'YYYY-MM-DD': 20:00 UTC on 1 March is already 2 March. */
export function istDayOf(ms: number): string {
  return new Date(ms + IST_OFFSET_MS).toISOString().slice(0, 10);
}
