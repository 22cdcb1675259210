// npm run bench:hub (docs/performance.md "npm run bench:hub"); extra arguments go to the page as a query.
import path from 'node:path';
import { chromium } from 'playwright-core';
import { buildHarness, CHROMIUM, ROOT, serveFolder, waitForHarness } from './bench-harness';
import type { HubBenchResult } from '../tests/bench/hub-bench';

const OUT_DIR = path.join(ROOT, 'node_modules/.cache/bench-hub');
const TARGET_P95_MS = 50;
const LONG_TASK_LIMIT_MS = 50;

async function main(): Promise<void> {
  console.log('bench:hub: building the harness (tests/bench/hub.html)…');
  await buildHarness(OUT_DIR, 'tests/bench/hub.html');
  const server = await serveFolder(OUT_DIR);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-dev-shm-usage'] });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const query = process.argv.slice(2).join('&');
    await page.goto(`${server.url}/tests/bench/hub.html${query ? `?${query}` : ''}`);
    console.log(`bench:hub: ${query || 'runners=200&rate=1000'}; 1 s warm-up then 10 s measured…`);
    await waitForHarness(page, () => window.__hubBenchResult !== undefined || window.__hubBenchError !== undefined);
    const result = await page.evaluate(() => window.__hubBenchResult);
    if (!result) throw new Error(`the harness failed: ${await page.evaluate(() => window.__hubBenchError)} ${errors.join('; ')}`);
    report(result);
  } finally {
    await browser.close();
    await server.close();
  }
}

function report(result: HubBenchResult): void {
  // A run that measured nothing proves nothing: it fails.
  const measured = result.runnersMeasured > 0 && result.messagesSent > 0;
  const pass = measured && result.latencyP95 < TARGET_P95_MS && result.longestTaskMs <= LONG_TASK_LIMIT_MS;
  const lines = [
    '',
    `Hub benchmark (Chromium ${CHROMIUM}, production React)`,
    `  path                    wire string → createHubMessageHandler → applyOddsUpdate → price store → PriceCell painted`,
    `  runners                 ${result.runners}, ${result.runnersMeasured} on screen (measured; only on-screen cells are written)`,
    `  messages measured       ${result.messagesSent} in ${result.seconds} s (${Math.round(result.messagesSent / result.seconds)} / s, of all ${result.messagesPerSecond} / s), ${result.ignored} ignored by the decoder`,
    `  painted as sent         ${result.messagesPainted}`,
    `  superseded in a frame   ${result.messagesCoalesced} (a newer price for the cell came in the same frame; measured until that one was painted)`,
    `  latency p50             ${result.latencyP50} ms`,
    `  latency p95             ${result.latencyP95} ms   (target < ${TARGET_P95_MS} ms; ends at the rAF after the DOM change, ≤ 1 frame late)`,
    `  latency max             ${result.latencyMax} ms`,
    `  long tasks (> 50 ms)    ${result.longTasks}, longest ${result.longestTaskMs} ms   (target: none over ${LONG_TASK_LIMIT_MS} ms)`,
    ...(measured
      ? []
      : ['  measured                nothing: no runner on screen or no message painted (the harness no longer sees the cells)']),
    '',
    pass ? 'bench:hub: PASS' : 'bench:hub: FAIL (see the targets above)',
  ];
  console.log(lines.join('\n'));
  if (!pass) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
