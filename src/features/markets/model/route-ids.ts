/** An id from the address (/markets/:eventid/:dreamEventId): a positive 32-bit integer written in
 * digits, or null when the address names none. */
export function positiveId(value: string | undefined): number | null {
  if (value === undefined || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}
