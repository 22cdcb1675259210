import { readFileSync } from 'node:fs';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/**
 * In CI, where a run leaves nothing behind but its output, a failed test prints the page as it was
 * when the test failed: Playwright's error context (the accessibility snapshot of the page), cut to
 * its first lines. Traces are off there (playwright.config.ts says why), so this is what a reader of
 * the CI log has to go on. They are printed after the run's summary: a CI log is often read from its end.
 */
const MAX_LINES = 80;

export default class FailureContextReporter implements Reporter {
  private readonly pages: string[] = [];

  onTestEnd(test: TestCase, result: TestResult): void {
    // As expected (passed, skipped, or a test.fail() that failed): nothing to show.
    if (result.status === test.expectedStatus || result.status === 'skipped') return;
    for (const attachment of result.attachments) {
      if (attachment.name !== 'error-context') continue;
      const text = attachment.path ? readFileSync(attachment.path, 'utf8') : (attachment.body?.toString('utf8') ?? '');
      // The error itself is printed by the list reporter: only the page's snapshots (the yaml blocks)
      // are added.
      const snapshots = [...text.matchAll(/```yaml\n([\s\S]*?)```/g)].map((match) => match[1]);
      if (snapshots.length === 0) continue;
      const lines = snapshots.join('\n').split('\n');
      const shown = lines.slice(0, MAX_LINES).join('\n');
      const more = lines.length > MAX_LINES ? `\n… ${lines.length - MAX_LINES} more lines` : '';
      this.pages.push(`\n── the page when "${test.titlePath().slice(1).join(' › ')}" failed ──\n${shown}${more}\n`);
    }
  }

  onEnd(): void {
    for (const page of this.pages) console.log(page);
  }

  printsToStdio(): boolean {
    return false;
  }
}
