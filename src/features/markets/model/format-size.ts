// docs/wire.md §2.3, so three levels a side fit a phone.
export function formatSize(size: number): string {
  if (size >= 1_000_000) return `${trim(size / 1_000_000)}m`;
  if (size >= 1_000) return `${trim(size / 1_000)}k`;
  return trim(size);
}

function trim(value: number): string {
  return String(Math.round(value * 10) / 10);
}
