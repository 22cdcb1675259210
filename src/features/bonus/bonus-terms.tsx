import { useMemo } from 'react';
import { sanitizeHtml } from '@/lib/safe-html';
import classes from './bonus.module.css';

/** The operator's terms (Bonus.termsHtml): HTML by contract, so it is rendered, but only what
 * DOMPurify keeps with our allowlist (src/lib/safe-html.ts); never the raw text. */
export function BonusTerms({ html }: { html: string }) {
  const safe = useMemo(() => sanitizeHtml(html), [html]);
  if (safe.trim() === '') return null;
  // Sanitised with DOMPurify just above: the only HTML this app renders from the server.
  return <div className={classes.terms} data-testid="bonus-terms" dangerouslySetInnerHTML={{ __html: safe }} />;
}
