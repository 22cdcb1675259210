// npm run bench:odds (docs/performance.md "npm run bench:odds")
//   npm run bench:odds -- <query>   runs that page only: rate=0, view=list&events=50&rate=1000&cpu=4, bets=40,
//                                   view=ladders&ladders=10&rate=1000&cpu=4 (push=0: every change its own LadderUpdate)
//   BENCH_PROFILE=1                 also prints a CPU profile
import path from 'node:path';
import { chromium } from 'playwright-core';
import { buildHarness, CHROMIUM, ROOT, serveFolder, viewportOf, waitForHarness } from './bench-harness';
import type { BenchResult } from '../tests/bench/odds-bench';

const OUT_DIR = path.join(ROOT, 'node_modules/.cache/bench-odds');
const LONG_TASK_LIMIT_MS = 50;

/** The share dropped, not a p95 that a 60 fps page misses by headless rAF jitter. */
const DROPPED_SHARE_LIMIT = 0.01;

interface Scenario {
  readonly name: string;
  readonly query: string;
  readonly cpuSlowdown: number;
  readonly droppedShareLimit: number;
}

function scenarios(): Scenario[] {
  const query = process.argv.slice(2).join('&');
  if (query)
    return [
      { name: query, query, cpuSlowdown: Number(new URLSearchParams(query).get('cpu') ?? 1), droppedShareLimit: DROPPED_SHARE_LIMIT },
    ];
  return [
    {
      name: 'market, 200 runners, 1,000 changes/s',
      query: 'runners=200&rate=1000',
      cpuSlowdown: 1,
      droppedShareLimit: DROPPED_SHARE_LIMIT,
    },
    {
      name: 'market, 200 runners, 1,000 changes/s, CPU 4× slower',
      query: 'runners=200&rate=1000',
      cpuSlowdown: 4,
      droppedShareLimit: DROPPED_SHARE_LIMIT,
    },
    {
      name: 'market, 200 runners, 5,000 changes/s, CPU 4× slower',
      query: 'runners=200&rate=5000',
      cpuSlowdown: 4,
      droppedShareLimit: 0.05,
    },
    {
      name: 'market, 200 runners, 1,000 changes/s, 40 open bets, 20 resting orders matched by the stream',
      query: 'runners=200&rate=1000&bets=40&matching=1',
      cpuSlowdown: 1,
      droppedShareLimit: DROPPED_SHARE_LIMIT,
    },
    {
      name: 'match list, 50 events × 3 outcomes, 1,000 changes/s',
      query: 'view=list&events=50&rate=1000',
      cpuSlowdown: 1,
      droppedShareLimit: DROPPED_SHARE_LIMIT,
    },
    {
      name: 'ladders open on 10 runners, 100 price and volume changes/s each, CPU 4× slower',
      query: 'view=ladders&ladders=10&rate=1000',
      cpuSlowdown: 4,
      droppedShareLimit: DROPPED_SHARE_LIMIT,
    },
  ];
}

async function main(): Promise<void> {
  console.log('bench:odds: building the harness (tests/bench/odds.html)…');
  // <Profiler> reports commits only with React's profiling build.
  await buildHarness(OUT_DIR, 'tests/bench/odds.html', [{ find: /^react-dom\/client$/, replacement: 'react-dom/profiling' }]);
  const server = await serveFolder(OUT_DIR);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-dev-shm-usage'] });
  try {
    const results: Array<{ scenario: Scenario; result: BenchResult }> = [];
    for (const scenario of scenarios()) {
      const page = await browser.newPage({ viewport: viewportOf(scenario.query) });
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      const cdp = await page.context().newCDPSession(page);
      if (scenario.cpuSlowdown > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: scenario.cpuSlowdown });
      if (PROFILE) {
        await cdp.send('Profiler.enable');
        await cdp.send('Profiler.setSamplingInterval', { interval: 1000 });
        await cdp.send('Profiler.start');
      }
      const htmlPath = path.relative(OUT_DIR, path.join(OUT_DIR, 'tests/bench/odds.html'));
      await page.goto(`${server.url}/${htmlPath}?${scenario.query}`);
      console.log(`bench:odds: ${scenario.name}; 1 s warm-up then 10 s measured…`);
      await waitForHarness(page, () => window.__benchResult !== undefined || window.__benchError !== undefined);
      const result = await page.evaluate(() => window.__benchResult);
      if (!result) throw new Error(`the harness failed: ${await page.evaluate(() => window.__benchError)} ${errors.join('; ')}`);
      results.push({ scenario, result });
      if (PROFILE) printProfile(scenario.name, (await cdp.send('Profiler.stop')).profile);
      await page.close();
    }
    report(results);
  } finally {
    await browser.close();
    await server.close();
  }
}

const PROFILE = process.env.BENCH_PROFILE === '1';

interface CpuProfile {
  nodes: Array<{ id: number; callFrame: { functionName: string; url: string; lineNumber: number } }>;
  samples?: number[];
  timeDeltas?: number[];
}

function printProfile(name: string, profile: CpuProfile): void {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<string, number>();
  let total = 0;
  (profile.samples ?? []).forEach((id, index) => {
    const delta = profile.timeDeltas?.[index] ?? 0;
    const frame = byId.get(id)?.callFrame;
    const key = frame ? `${frame.functionName || '(anonymous)'} ${frame.url.split('/').pop() ?? ''}:${frame.lineNumber + 1}` : '?';
    self.set(key, (self.get(key) ?? 0) + delta);
    total += delta;
  });
  const rows = [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, 15);
  console.log(
    `\nbench:odds: ${name}: CPU profile, self time (${(total / 1000).toFixed(0)} ms sampled, before the 4× slowdown is taken off):`,
  );
  for (const [key, micros] of rows) console.log(`  ${((100 * micros) / Math.max(1, total)).toFixed(1).padStart(5)} %  ${key}`);
}

function passes(scenario: Scenario, result: BenchResult): boolean {
  return result.droppedFrames / Math.max(1, result.frames) <= scenario.droppedShareLimit && result.longestTaskMs <= LONG_TASK_LIMIT_MS;
}

function report(results: ReadonlyArray<{ scenario: Scenario; result: BenchResult }>): void {
  const lines = ['', `Odds benchmark (Chromium ${CHROMIUM}, production React profiling build)`];
  for (const { scenario, result } of results) {
    const droppedShare = (100 * result.droppedFrames) / Math.max(1, result.frames);
    lines.push(
      '',
      `${scenario.name}${scenario.cpuSlowdown > 1 ? ` (CPU throttled ${scenario.cpuSlowdown}×)` : ''}`,
      result.view === 'list'
        ? `  rows showing prices     ${result.rowsShowingPrices} of ${result.runners / 3} (the others load theirs when scrolled into view)`
        : result.view === 'ladders'
          ? `  ladders open            ${result.runners} (${viewportOf(scenario.query).width} × ${viewportOf(scenario.query).height})`
          : `  runners                 ${result.runners}`,
      ...(result.openBets > 0
        ? [`  open bets listed        ${result.openBets}, ${result.unmatchedShown} with an unmatched part and its Cancel button at the end`]
        : []),
      ...(result.ordersMatched > 0
        ? [`  fills by the stream     ${result.ordersMatched} while measuring (the open bets answered anew each time)`]
        : []),
      `  price changes           ${result.changesApplied} in ${result.seconds} s (${Math.round(result.changesApplied / result.seconds)} / s)`,
      `  frames                  ${result.frames}`,
      `  dropped frames          ${result.droppedFrames} (${droppedShare.toFixed(2)} %; a frame over 1.5 vsync = 25 ms; target ≤ ${scenario.droppedShareLimit * 100} %)`,
      `  frame time p50 / p95    ${result.frameP50} / ${result.frameP95} ms (one 60 Hz frame is 16.67 ms)`,
      `  frame time max          ${result.frameMax} ms`,
      `  React commits           ${result.commitsPerSecond} / s (mean ${result.meanCommitMs} ms of rendering each)`,
      ...(result.view === 'ladders'
        ? [
            `  LadderUpdates           ${Math.round(result.ladderMessages / result.seconds)} / s decoded and delivered, ${result.ladderDecodeMsPerSecond} ms a second of it on the main thread`,
            `  ladder paints           ${result.ladderPaintsPerSecond} / s (a ladder painting its newest book; at most one a frame each)`,
            `  message → painted       p95 ${result.publishAgeP95} ms, max ${result.publishAgeMax} ms (a LadderUpdate's delivery to its ladder's paint)`,
          ]
        : [
            `  subscribers notified    ${result.cellsRenderedPerSecond} / s (one per changed value: a price cell paints, a status re-renders)`,
            `  change → published      p95 ${result.publishAgeP95} ms, max ${result.publishAgeMax} ms (how long a price waited for its frame: what the back-off and the publish's slices cost)`,
          ]),
      `  long tasks (> 50 ms)    ${result.longTasks}, longest ${result.longestTaskMs} ms   (target: none over ${LONG_TASK_LIMIT_MS} ms)`,
      `  verdict                 ${passes(scenario, result) ? 'PASS' : 'FAIL'}`,
    );
  }
  const pass = results.every(({ scenario, result }) => passes(scenario, result));
  lines.push('', pass ? 'bench:odds: PASS' : 'bench:odds: FAIL (see the targets above)');
  console.log(lines.join('\n'));
  if (!pass) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
