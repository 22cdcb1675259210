import { t } from '@lingui/core/macro';
import { dateTimeFormat } from './intl';
import { IST_WORDS } from './ist-day';

export { IST_OFFSET_MS, istDayOf } from './ist-day';

export function istWords(ms: number): string {
  const parts = Object.fromEntries(
    dateTimeFormat(IST_WORDS)
      .formatToParts(new Date(ms))
      .map((part) => [part.type, part.value]),
  );
  const { weekday = '', day = '', month = '', year = '', hour = '', minute = '' } = parts;
  const dayPeriod = (parts.dayPeriod ?? '').toLowerCase();
  return t`${weekday}, ${day} ${month} ${year} at ${hour}:${minute} ${dayPeriod} IST`;
}
