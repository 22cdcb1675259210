import { useMemo } from 'react';
import { sanitizeHtml } from '@/lib/safe-html';
import classes from './bonus.module.css';

/** HTML by contract: rendered only as DOMPurify keeps it (src/lib/safe-html.ts). */
export function BonusTerms({ html }: { html: string }) {
  const safe = useMemo(() => sanitizeHtml(html), [html]);
  if (safe.trim() === '') return null;
  // Sanitised just above: the only HTML this app renders from the server.
  return <div className={classes.terms} data-testid="bonus-terms" dangerouslySetInnerHTML={{ __html: safe }} />;
}
